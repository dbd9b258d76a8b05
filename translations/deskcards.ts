<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
  <context>
    <name>blackjack</name>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="18" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="22" />
      <source>{action} is not a Blackjack action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="26" />
      <source>Play another {rank} or close the cycle.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="28" />
      <source>Play a card that matches {top} to go on, or end your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="30" />
      <source>You can still play: you may not draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="38" />
      <source>Say which suit the Ace calls.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="39" />
      <source>Only an Ace calls a suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="41" />
      <source>You do not hold the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="43" />
      <source>Only another {rank} may join this cycle; or close it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="47" />
      <source>That card does not match the {top} on the pile.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="56" />
      <source>Play any card to start the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="58" />
      <source>A Queen was played: play any card, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="60" />
      <source>Play a card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="62" />
      <source>A 3 was played: play another card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="64" />
      <source>You played {count} of a kind: play another card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="69" />
      <source>You owe {count} cards: answer with an Ace, a 2 or a Jack, or draw them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="76" />
      <source>{card} calling {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="18" />
      <source>Ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="18" />
      <source>Jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="18" />
      <source>Queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="19" />
      <source>King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="20" />
      <source>Aces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="20" />
      <source>Jacks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="20" />
      <source>Queens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="21" />
      <source>Kings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="29" />
      <source>{rank}s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="35" />
      <source>an {rank}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="36" />
      <source>a {rank}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="51" />
      <source>You play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="51" />
      <source>{player} plays {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="55" />
      <source>{play}, calling {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="57" />
      <source>The pick-up stands at {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="58" />
      <source>The pick-up is cleared</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="60" />
      <source>Play reverses: it now goes to the left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="61" />
      <source>Play reverses: it now goes to the right</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="63" />
      <source>You are skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="63" />
      <source>{player} is skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="65" />
      <source>You play {count} {ranks} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="65" />
      <source>{player} plays {count} {ranks} in a row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="69" />
      <source>You owe {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="69" />
      <source>{player} owes {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="71" />
      <source>You have paid off the debt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="71" />
      <source>{player} has paid off the debt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="74" />
      <source>The discard pile is shuffled into a new deck of 1 card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="74" />
      <source>The discard pile is shuffled into a new deck of {count} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="78" />
      <source>You go out in place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="78" />
      <source>{player} goes out in place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="89" />
      <source>You draw {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="91" />
      <source>{player} draws {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/state.py" line="152" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="34" />
      <source>1st</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="34" />
      <source>2nd</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="34" />
      <source>3rd</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="43" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="44" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="57" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="165" />
      <source>End turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="148" />
      <source>Drop the card on the discard pile to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="166" />
      <source>New cycle</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="232" />
      <source>{detail} · to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="242" />
      <source>Which suit does your {card} call? Click one (or press C, D, H or S).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="248" />
      <source>You must pick up {count}: answer with an Ace, a 2 or a Jack, or click the deck to take them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="250" />
      <source>Your turn: play a card {on}, or click the deck to draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="254" />
      <source>A Queen was played: play any card, or click the deck to draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="256" />
      <source>A 3 was played: play another card {on}, or click the deck to draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="258" />
      <source>You played several {ranks}: start another cycle {on}, or click the deck to draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="263" />
      <source>Play more {ranks}, or press End turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="264" />
      <source>Play more {ranks}, or press New cycle.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="265" />
      <source>Pick-up cards need no cap: press End turn, or play on {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="273" />
      <source>finished {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="278" />
      <source>draw · {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="279" />
      <source>{place} · {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="282" />
      <source>{cards} · owes {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="287" />
      <source>{place}th</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="292" />
      <source>(anything goes on an empty pile)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="294" />
      <source>on {card} ({suit} or {rank})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="302" />
      <source>{suit} called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/views.py" line="161" />
      <source>The game is still on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/views.py" line="164" />
      <source>Nobody went out within {count} turns: a draw, ranked by fewest cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/views.py" line="167" />
      <source>{seat} wins; {last} is left with cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/views.py" line="170" />
      <source>{seat} wins with no cards left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/views.py" line="171" />
      <source>{seat} won; at {count} turns the others are ranked by fewest cards</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>cards</name>
    <message>
      <location filename="../deskcards/engine/cards.py" line="24" />
      <source>clubs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="24" />
      <source>diamonds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="24" />
      <source>hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="24" />
      <source>spades</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="25" />
      <source>ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="33" />
      <source>black joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="33" />
      <source>red joker</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>destiny</name>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="62" />
      <source>has no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="65" />
      <source>the field is empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="66" />
      <source>the last field card can never be played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="67" />
      <source>only one player has chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="68" />
      <source>{count} hands were played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="75" />
      <source>{why}; most chips: {best}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="14" />
      <source>look at a field card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="14" />
      <source>hold a card down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="15" />
      <source>make the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="20" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="24" />
      <source>It is time to wager, not to {play}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="26" />
      <source>It is time to play on the field: look at a card, then hold one down or make the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="38" />
      <source>That place is not on the field; its places run from {first} to {last}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="42" />
      <source>You have already looked this turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="43" />
      <location filename="../deskcards/games/destiny/table/hands.py" line="213" />
      <source>No field card is free to look at.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="45" />
      <source>Look at a field card with your left hand first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="48" />
      <source>There is no card at {place} any more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="50" />
      <source>The card at {place} is in your left hand: hold another card, or make the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="53" />
      <source>The card at {place} is in another player's left hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="54" />
      <source>The card at {place} is already held down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="34" />
      <source>the play on the field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="34" />
      <source>the second wager round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="35" />
      <source>the first wager round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="36" />
      <source>small blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="36" />
      <source>big blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="40" />
      <source>the main pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="40" />
      <source>side pot {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="45" />
      <source>{count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="45" />
      <source>{count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="64" />
      <source>Hand {number}: You deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="64" />
      <source>Hand {number}: {player} deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="71" />
      <source>Now {phase}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="72" />
      <source>Now {phase}: You are first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="72" />
      <source>Now {phase}: {player} is first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="77" />
      <source>You take back {chips} nobody matched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="77" />
      <source>{player} takes back {chips} nobody matched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="82" />
      <source>You look at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="82" />
      <source>{player} looks at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="85" />
      <source>You see the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="87" />
      <source>You hold {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="87" />
      <source>{player} holds {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="90" />
      <source>You make the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="90" />
      <source>{player} makes the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="95" />
      <source>You play the {card} off the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="95" />
      <source>{player} plays the {card} off the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="97" />
      <source>You play the {card} from {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="97" />
      <source>{player} plays the {card} from {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="100" />
      <source>You win {pot}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="100" />
      <source>{player} wins {pot}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="103" />
      <source>The discard pile ({cards}) is shuffled into the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="106" />
      <source>You are out: no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="106" />
      <source>{player} is out: no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="113" />
      <source>You post the {blind}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="113" />
      <source>{player} posts the {blind}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="117" />
      <source>Your standing call follows with {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="117" />
      <source>{player}'s standing call follows with {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="125" />
      <source>You raise to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="125" />
      <source>{player} raises to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="128" />
      <source>You call {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="128" />
      <source>{player} calls {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="130" />
      <source>You go all in, a standing call ({chips} now)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="130" />
      <source>{player} goes all in, a standing call ({chips} now)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="133" />
      <source>You fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="133" />
      <source>{player} folds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="134" />
      <source>You check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="134" />
      <source>{player} checks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/state.py" line="129" />
      <source>hand {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="44" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="45" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="56" />
      <source>Pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="57" />
      <source>Side pot {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="58" />
      <source>Main</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="59" />
      <source>Side {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="175" />
      <location filename="../deskcards/games/destiny/table/__init__.py" line="213" />
      <source>out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="177" />
      <location filename="../deskcards/games/destiny/table/motion.py" line="72" />
      <source>folded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="178" />
      <location filename="../deskcards/games/destiny/table/motion.py" line="72" />
      <source>all in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="180" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="215" />
      <source>{stack} · {staked} in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/chips.py" line="60" />
      <source>{pot}: {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="74" />
      <source>The deck takes your right hand: right-click it (or press B) for the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="82" />
      <source>With literal hands you fold by letting go of your card (release the right button).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="105" />
      <source>Your right hand holds a face-down field card (right-click it) or makes the Benediction hand at the deck (right-click the deck).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="125" />
      <source>Finger back on {held}, please: the table waits.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="141" />
      <source>the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="176" />
      <source>Move the focus frame onto a field card first (arrow keys).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="202" />
      <source>Put your finger back on your card: press the right button on {held} again. The table waits for you.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="209" />
      <source>Your play. Left hand: left-click a face-down field card to look at it (arrow keys move the frame, L or Space looks).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="213" />
      <source>You see the {card} at {place}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="215" />
      <source>{seen} Right hand: right-click a field card to hold it down (H), or right-click the deck for the Benediction hand (B).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="218" />
      <source>Your wager: C checks or calls, R raises (type the amount, or + and -), A goes all in, let go of your card to fold.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="220" />
      <source>Your wager: C checks or calls, R raises (type the amount, or + and -), A goes all in, F folds.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/marks.py" line="121" />
      <source>D</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="71" />
      <source>checked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="71" />
      <source>called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="186" />
      <source>raised to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="234" />
      <source>the pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="235" />
      <source>{pots} and {last}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="240" />
      <source>You win {pots} ({amount}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="240" />
      <source>{player} wins {pots} ({amount}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="243" />
      <source>You win {pots} ({amount}) with the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="243" />
      <source>{player} wins {pots} ({amount}) with the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="163" />
      <source>Raise to, slider</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="164" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="170" />
      <source>Raise to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="165" />
      <source>Drag to choose your whole bet after the raise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="187" />
      <source>Every raise is to {lowest} now: the limit fixes it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="189" />
      <source>Your whole bet after the raise, {lowest} to {highest}: type it and press Enter, or step it with Up and Down, + and -</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="209" />
      <source>between {lowest} and {highest}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="213" />
      <source>Type the amount to raise to ({allowed}), then press Enter.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="218" />
      <source>A raise brings your bet to {allowed}, not {typed}: the amount is now {amount}. Press Enter or R to raise to it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="269" />
      <source>Lift to fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="270" />
      <source>Fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="271" />
      <source>Check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="272" />
      <source>Call {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="273" />
      <source>Call</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="274" />
      <source>All in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="282" />
      <source>Raise to {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="283" />
      <source>Raise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="144" />
      <source>You cannot check: calling costs {count} chip.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="144" />
      <source>You cannot check: calling costs {count} chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="147" />
      <source>There is nothing to call: check instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="152" />
      <source>You cannot raise now: four bets is the limit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="153" />
      <source>You cannot raise now: you have too few chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="155" />
      <source>A raise must bring your bet to {low}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="156" />
      <source>A raise must bring your bet to between {low} and {high}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="159" />
      <source>It is time to wager: fold, check, call, raise or go all in.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>dialogs</name>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="40" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="61" />
      <source>random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="63" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="64" />
      <source>Variant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="67" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="68" />
      <source>Opponents</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="69" />
      <source>Seed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="71" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="90" />
      <source>{variant} (house rule)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="95" />
      <source>Skipped: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="138" />
      <source>Preferences</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="145" />
      <source>Four-colour deck (clubs green, diamonds blue)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="148" />
      <source>As the variant says</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="148" />
      <source>Always</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="149" />
      <source>Never</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="152" />
      <source>Animation speed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="154" />
      <source>Row position numbers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="156" />
      <source>Literal hands (Destiny): keep the right button on your held card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="157" />
      <source>As at a real table: from your hold until the showdown your finger stays on the card. Letting go on your turn to wager folds; at any other time the table waits until you put it back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="173" />
      <source>easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="173" />
      <source>medium</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="174" />
      <source>hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="178" />
      <source>Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="178" />
      <source>Fast</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="179" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="180" />
      <source>Slow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="185" />
      <source>Rules: {game}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>runtime-error</name>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="84" />
      <source>an infinite loop, proven. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="87" />
      <source>the prover could not decide within its budget ({ms} ms), so the claim is not accepted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="90" />
      <source>some order of the deck ends the turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="15" />
      <source>build a statement or skip (no script)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="16" />
      <source>play an input card or skip (no input)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="17" />
      <source>choose a card to edit (edit seat.slot.part card)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="18" />
      <source>play LOOP's next input card (loop card)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="24" />
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="29" />
      <source>{action} is not a move now: {wanted}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="36" />
      <source>{card} is not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="37" />
      <source>{cards} and {last} are not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="41" />
      <location filename="../deskcards/games/runtime_error/legality.py" line="45" />
      <source>not allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="47" />
      <source>your</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="47" />
      <source>{player}'s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="51" />
      <source>the {rank} of {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="65" />
      <source>their own statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="66" />
      <source>your statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="66" />
      <source>{player}'s statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="76" />
      <source>You build statement {number}: {function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="76" />
      <source>{player} builds statement {number}: {function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="85" />
      <source>You play {card} as LOOP's next input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="85" />
      <source>{player} plays {card} as LOOP's next input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="87" />
      <source>You play {card} as the input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="87" />
      <source>{player} plays {card} as the input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="90" />
      <source>{statement} runs {function}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="94" />
      <source>{function} does nothing: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="97" />
      <source>You edit {statement}: {card} (its {part}) goes to the discard pile and a card goes face down in its place; the statement is inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="97" />
      <source>{player} edits {statement}: {card} (its {part}) goes to the discard pile and a card goes face down in its place; the statement is inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="105" />
      <source>{card} in {statement}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="108" />
      <source>The edited cards turn face up: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="114" />
      <source>The discard pile ({count} cards) is shuffled into a new deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="117" />
      <source>Your turn is cut off after {count} input cards: no loop was proven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="117" />
      <source>{player}'s turn is cut off after {count} input cards: no loop was proven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="124" />
      <source>Your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="124" />
      <source>{player}'s turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="128" />
      <source>{game_over}: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="136" />
      <source>The position came back with nothing left to chance, so your turn runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="136" />
      <source>The position came back with nothing left to chance, so {player}'s turn runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="140" />
      <source>The prover proves that your long turn runs forever. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="140" />
      <source>The prover proves that {player}'s long turn runs forever. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="144" />
      <source>You claim the turn runs forever, but the prover does not accept it: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="144" />
      <source>{player} claims the turn runs forever, but the prover does not accept it: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="148" />
      <source>You claim the turn runs forever, and the prover proves it. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="148" />
      <source>{player} claims the turn runs forever, and the prover proves it. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="161" />
      <source>You draw a card from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="161" />
      <source>{player} draws a card from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="165" />
      <source>You take {card} from the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="165" />
      <source>{player} takes {card} from the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="168" />
      <source>The input card, {card}, goes to the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="24" />
      <source>lower bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="24" />
      <source>upper bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="25" />
      <source>function card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="125" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="289" />
      <source>an infinite loop, shown. The same position came back with nothing left to chance, so the same choices repeat it forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="323" />
      <source>no card can be edited into a valid statement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="328" />
      <source>the deck and the discard pile are both empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="337" />
      <source>the discard pile is empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="343" />
      <source>the hand is empty, so the input card stays in play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="408" />
      <source>{count} turns without an infinite loop: a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="74" />
      <source>the bounds {lower} and {upper} must be of one suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="77" />
      <source>the lower bound {lower} must be below the upper bound {upper}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="91" />
      <source>you already have {count} statements, one per function</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="94" />
      <source>a statement needs three different cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="100" />
      <source>you already have a {function} statement (its function card is a {suit})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="122" />
      <source>there is no statement {seat}.{slot}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="125" />
      <source>that statement was just edited; it stays inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="133" />
      <source>that would leave an invalid statement: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="135" />
      <source>its owner would have two functions of one suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="44" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="45" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="47" />
      <source>Input</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="55" />
      <source>Run forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="56" />
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="168" />
      <source>No input</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="152" />
      <source>{count} card in hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="152" />
      <source>{count} cards in hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="154" />
      <source>{cards} · thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="167" />
      <source>No statement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="210" />
      <source>{cards} · {count} built</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="108" />
      <source>Drop the card on the input place in the middle of the table to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="115" />
      <source>Wait for your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="124" />
      <source>Checking your loop: the prover is at work…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="125" />
      <source>Checking {player}'s loop: the prover is at work…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="141" />
      <source>Drop the card on your next empty slot (outlined) to build a statement.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="159" />
      <source>EDIT: click a face-up statement card, then the card from your hand to put in its place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="192" />
      <source>Assist: a loop the prover can prove starts with {cards} (turn on Run forever).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="206" />
      <source>Build a statement: drop the {part} on your outlined slot (lower bound, upper bound of one suit, then the function card).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="209" />
      <source>{build} On the slot: {cards}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="211" />
      <source>{build} Click a placed card to take it back; N or No statement skips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="214" />
      <source>Play an input card: drop it on the input place, or press N for no input.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="217" />
      <source>LOOP: play the next input card on the input place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="219" />
      <source>EDIT: click a face-up statement card, then the card from your hand to put there face down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="222" />
      <source>{status} Run forever is ON: this card claims a loop.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="229" />
      <source>The game is over: you win with a turn that runs forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="231" />
      <source>The game is over: {player} wins with a turn that runs forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="234" />
      <source>{over} The table is showing why it never ends…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="235" />
      <source>{over} The caption under the banner says why. Start a new one from the Game menu.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="56" />
      <source>{function} does nothing: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="65" />
      <source>The turn is cut off after {count} input cards: no loop was proven.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="133" />
      <source>Run forever is not proven: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="141" />
      <source>Proof: {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="48" />
      <source>statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="51" />
      <source>deck: {count}, no King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="52" />
      <source>deck: {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="53" />
      <source>input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="54" />
      <source>discard pile (top)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/scripting.py" line="54" />
      <source>{cards} is not a statement: {why}. The cards are back in your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/scripting.py" line="60" />
      <source>{part} {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/statements.py" line="88" />
      <source>lower
upper
function</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>saves</name>
    <message>
      <location filename="../deskcards/saves.py" line="94" />
      <source>The game could not be saved to {path}: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="107" />
      <source>{path} cannot be read ({problem})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="127" />
      <source>Your last game could not be restored: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="131" />
      <source>{lost} The file was left at {path}; moving it aside failed ({problem}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="133" />
      <source>{lost} The file was kept as {kept}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>segfault</name>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="19" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="21" />
      <source>{action} is not a Segmentation Fault action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="23" />
      <source>You must draw first: click the deck.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="26" />
      <source>Swap takes a position from 1 to 6 in your row.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="27" />
      <source>Now swap the last card pointed to with a card of your row.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="29" />
      <source>You have already drawn: play a card now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="31" />
      <source>Play a card and point before you swap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="33" />
      <source>Play a card from positions 1 to 6 of your row, or the card you drew.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="36" />
      <source>Pointing zero times is not allowed here: declare 1 to {most}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="39" />
      <source>Declare from {least} to {most} pointings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="28" />
      <source>a king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="33" />
      <source>You play {card}, pointing once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="33" />
      <source>{player} plays {card}, pointing once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="36" />
      <source>You play {card}, pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="36" />
      <source>{player} plays {card}, pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="40" />
      <location filename="../deskcards/games/segfault/narrate.py" line="55" />
      <source>your {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="40" />
      <location filename="../deskcards/games/segfault/narrate.py" line="55" />
      <source>{player}'s {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="42" />
      <source>{play}: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="45" />
      <source>Segmentation fault! You drop out, pointing from {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="45" />
      <source>Segmentation fault! {player} drops out, pointing from {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="51" />
      <source>You move {card} to place {place} of the row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="51" />
      <source>{player} moves {card} to place {place} of the row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="56" />
      <source>You swap place {place} for {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="56" />
      <source>{player} swaps place {place} for {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="60" />
      <source>You draw {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="61" />
      <source>{player} draws a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="63" />
      <source>The deck is empty: {count} discarded cards are shuffled into a new deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="66" />
      <source>You win the hand {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="66" />
      <source>{player} wins the hand {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="69" />
      <source>Hand {number} is a draw: nobody won it within 1 turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="69" />
      <source>Hand {number} is a draw: nobody won it within {count} turns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="74" />
      <source>Hand {number} is dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="76" />
      <source>You are out ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="76" />
      <source>{player} is out ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="18" />
      <source>with a run</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="18" />
      <source>with a flush</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="19" />
      <source>with four of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="20" />
      <source>as the last player in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="37" />
      <source>{seat} wins the match with {count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="39" />
      <source>{seat} wins {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="45" />
      <source>Nobody won a hand: a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="49" />
      <source>{seat} wins the match after {played}, with {won} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="51" />
      <source>{seats} and {last} share the match after {played}, with {won} won each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="57" />
      <source>{count} hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="57" />
      <source>{count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="134" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="135" />
      <source>hand {hand}, turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="233" />
      <source>segmentation fault</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="49" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="50" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="140" />
      <source>Drop the card on the discard pile to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="147" />
      <source>Drop the card on one of your own six cards to swap it in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="149" />
      <source>Wait for your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="156" />
      <source>This play points from a king: a segmentation fault, and you drop out. Play it anyway?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="201" />
      <source>crashes at once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="203" />
      <source>crashes at {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="203" />
      <source>ends on {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="300" />
      <source>Hand {number} follows.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="301" />
      <source>Click the table or press Enter to deal hand {number}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="364" />
      <source>Your turn: click the deck to draw a card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="366" />
      <source>Set how many times to point, then drag one of your cards or the drawn {card} to the discard pile.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="370" />
      <source>The chain ends on {card}: drag it onto one of your cards to swap them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="380" />
      <source>{standing}, {won} of {count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="383" />
      <source>{standing} · to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="390" />
      <location filename="../deskcards/games/segfault/table/__init__.py" line="395" />
      <source>crashed out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="390" />
      <source>playing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="393" />
      <source>won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="396" />
      <source>lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="396" />
      <source>draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="45" />
      <source>Drag to choose how many times your played card will point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="46" />
      <source>How many times your played card will point: type a number, or press + and - (Page Up and Page Down step by ten)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="48" />
      <source>Number of pointings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="49" />
      <source>Number of pointings, slider</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="55" />
      <source>Point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="58" />
      <source>times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="45" />
      <source>You win hand {hand} {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="45" />
      <source>{player} wins hand {hand} {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="51" />
      <source>Hand {number} is a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="52" />
      <source>Nobody won it within {count} turns.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="57" />
      <source>Hands won (first to {count}): {scores}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="72" />
      <source>Click (or press Enter) to deal the next hand</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>segment-trix</name>
    <message>
      <location filename="../deskcards/games/segment_trix/cards.py" line="46" />
      <source>the {colour} {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="17" />
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="24" />
      <source>{action} is not a Segment Trix action; play a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="26" />
      <source>{card} is not a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="31" />
      <source>{card} cannot be read as {digit} upside down in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="33" />
      <source>{card} cannot be read as {digit} in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="35" />
      <source>{card} as {digit} costs {chips}, not {paid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="39" />
      <source>{card} is not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="43" />
      <source>that needs {chips} and you have none left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="45" />
      <source>that needs {chips} and you have {count} left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="48" />
      <source>you must follow {colour}: you hold a {colour} card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="24" />
      <source>an {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="24" />
      <source>a {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="29" />
      <source>{count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="29" />
      <source>{count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="33" />
      <source>{count} trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="33" />
      <source>{count} tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="37" />
      <source>{count} pt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="37" />
      <source>{count} pts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="68" />
      <source>Round {number} is dealt: You lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="68" />
      <source>Round {number} is dealt: {player} leads</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="78" />
      <source>{card} upside down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="81" />
      <source>You add {chips} to play {card} as {digit} ({left} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="81" />
      <source>{player} adds {chips} to play {card} as {digit} ({left} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="85" />
      <source>You play {card} as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="85" />
      <source>{player} plays {card} as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="87" />
      <source>You play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="87" />
      <source>{player} plays {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="94" />
      <source>{card} read as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="96" />
      <source>{card} and {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="100" />
      <source>You win the trick with {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="100" />
      <source>{player} wins the trick with {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="104" />
      <source>Round {number}: You score {score} ({why}), {total} in all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="104" />
      <source>Round {number}: {player} scores {score} ({why}), {total} in all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="111" />
      <source>{count} unused chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="111" />
      <source>{count} unused chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="113" />
      <source>{tricks} but {unused}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="115" />
      <source>no tricks and no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="116" />
      <source>{tricks}, {unused}, {chips} collected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/rules.py" line="50" />
      <source>pink</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/rules.py" line="50" />
      <source>blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/rules.py" line="51" />
      <source>green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/rules.py" line="51" />
      <source>yellow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/state.py" line="101" />
      <source>round {round} of {rounds}, trick {trick}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/state.py" line="230" />
      <source>equal highest totals, {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/state.py" line="231" />
      <source>the highest total, {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="157" />
      <source>Drop the card in the middle of the table to choose how to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="177" />
      <source>Pick a card first: click it, or Tab to it and press Enter.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="280" />
      <source>You take the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="281" />
      <source>{player} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="314" />
      <source>{player} · {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="316" />
      <source>{chips} · {tricks} · {count} taken</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="324" />
      <source>{points} · {chips} · {tricks}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="335" />
      <source>Click grey segments to add chips (keys A–G), Turn the card (U) or pick a digit (0–9); Enter or Play plays it, Esc cancels.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="338" />
      <source>Your turn: click a card, or Tab to it and press Enter, to choose how to play it. S shows the scores.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="343" />
      <source>{colour} was led. {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="57" />
      <source>The card already shows segment {letter}: chips go on the grey segments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="80" />
      <source>You cannot make {card} into {digit} in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="94" />
      <source>These segments make no digit of the font: add or take off chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="32" />
      <source>Turn ↻</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="33" />
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="34" />
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="71" />
      <source>Play {card}, turned</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="73" />
      <source>Play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="226" />
      <source>Plays as {digit} with {chips}. Enter or Play to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="228" />
      <source>Plays as {digit}. Enter or Play to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/pictures.py" line="64" />
      <source>segments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scoreboard.py" line="37" />
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="160" />
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="162" />
      <source>no round finished yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="163" />
      <source>final</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="164" />
      <source>after round {round} of {rounds}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="182" />
      <source>Round {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="191" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="229" />
      <source>chips left = tricks won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="230" />
      <source>10 for no chips left and no tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="257" />
      <source>round</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>session</name>
    <message>
      <location filename="../deskcards/session.py" line="191" />
      <source>{game} game, {progress}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>speech</name>
    <message>
      <location filename="../deskcards/games/speech.py" line="29" />
      <source>{count} card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/speech.py" line="29" />
      <source>{count} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/speech.py" line="38" />
      <source>Seat {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/speech.py" line="64" />
      <source>Game over: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/speech.py" line="67" />
      <source>Game over: {player} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/speech.py" line="68" />
      <source>Game over: {players} and {last} won</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>table</name>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="341" />
      <source>out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="349" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="354" />
      <source>You win!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="356" />
      <source>{player} wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="358" />
      <location filename="../deskcards/ui/preferences.py" line="93" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="359" />
      <source>{players} and {last} share the win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="362" />
      <source>A draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="396" />
      <source>The game is over. Start a new one from the Game menu.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="398" />
      <source>{player} is thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="405" />
      <source>{seat} wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="405" />
      <source>You win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="128" />
      <source>Move taken back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="284" />
      <source>The check could not be made in the background ({problem}); it is made here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="290" />
      <source>The AI could not move ({problem}); it plays the first legal action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_items.py" line="112" />
      <source>Click to put this away and see the table under it</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>window</name>
    <message>
      <location filename="../deskcards/ui/window.py" line="73" />
      <source>Careful</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="115" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="115" />
      <source>Game log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="170" />
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="171" />
      <source>&amp;New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="172" />
      <source>&amp;Open record…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="173" />
      <source>&amp;Save record…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="174" />
      <source>&amp;Resume unfinished game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="176" />
      <source>S&amp;cores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="178" />
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="179" />
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="180" />
      <source>&amp;Preferences…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="181" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="182" />
      <source>&amp;Rules of this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="183" />
      <source>&amp;About DeskCards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="215" />
      <location filename="../deskcards/ui/window.py" line="282" />
      <source>Saved game damaged</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="216" />
      <source>Resume your {game}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="217" />
      <source>Resume?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="237" />
      <source>Last settings could not be used ({problem}); starting the standard game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="246" />
      <source>{game} ({variant})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="273" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="284" />
      <source>Nothing to resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="285" />
      <source>There is no unfinished game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="287" />
      <source>Resume unfinished game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="292" />
      <location filename="../deskcards/ui/window.py" line="301" />
      <source>Open record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="293" />
      <location filename="../deskcards/ui/window.py" line="315" />
      <source>DeskCards records (*.yaml)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="299" />
      <source>Cannot open record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="310" />
      <source>Leave your {game}? It cannot be resumed afterwards.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="314" />
      <source>Save record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="320" />
      <source>Cannot save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="351" />
      <source>&lt;b&gt;{player}&lt;/b&gt;: {detail}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="383" />
      <source>About DeskCards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="384" />
      <source>DeskCards {version}
A desktop card table for five little-known card games.</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
