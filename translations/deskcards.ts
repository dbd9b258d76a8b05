<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
  <context>
    <name>blackjack</name>
    <message>
      <location filename="../deskcards/games/blackjack/accessors.py" line="170" />
      <source>The game is still on.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/accessors.py" line="173" />
      <source>Nobody went out within {count} turns: a draw, ranked by fewest cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/accessors.py" line="176" />
      <source>{seat} wins; {last} is left with cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/accessors.py" line="179" />
      <source>{seat} wins with no cards left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/accessors.py" line="180" />
      <source>{seat} won; at {count} turns the others are ranked by fewest cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="21" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="25" />
      <source>{action} is not a Blackjack action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="29" />
      <source>Play another {rank} or close the cycle.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="31" />
      <source>Play a card that matches {top} to go on, or end your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="33" />
      <source>You can still play: you may not draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="41" />
      <source>Say which suit the Ace calls.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="42" />
      <source>Only an Ace calls a suit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="46" />
      <source>You do not hold the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="48" />
      <source>Only another {rank} may join this cycle; or close it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="52" />
      <source>That card does not match the {top} on the pile.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="61" />
      <source>Play any card to start the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="63" />
      <source>A Queen was played: play any card, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="65" />
      <source>Play a card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="67" />
      <source>A 3 was played: play another card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="69" />
      <source>You played {count} of a kind: play another card that matches {top}, or draw one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="81" />
      <source>You owe {count} cards: answer with an Ace, a 2 or a Jack, or draw them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/legality.py" line="89" />
      <source>{card} calling {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="24" />
      <source>Ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="24" />
      <source>Jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="24" />
      <source>Queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="25" />
      <source>King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="26" />
      <source>Aces</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="26" />
      <source>Jacks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="26" />
      <source>Queens</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="27" />
      <source>Kings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="29" />
      <source>two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="29" />
      <source>three</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="29" />
      <source>four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="37" />
      <source>{rank}s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="43" />
      <source>an {rank}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="44" />
      <source>a {rank}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="59" />
      <source>You play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="59" />
      <source>{player} plays {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="63" />
      <source>{play}, calling {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="65" />
      <source>The pick-up stands at {total}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="66" />
      <source>The pick-up is cleared</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="68" />
      <source>Play reverses: it now goes to the left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="69" />
      <source>Play reverses: it now goes to the right</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="71" />
      <source>You are skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="71" />
      <source>{player} is skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="74" />
      <source>You play {count} {ranks}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="74" />
      <source>{player} plays {count} {ranks}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="77" />
      <source>You owe {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="77" />
      <source>{player} owes {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="79" />
      <source>You have paid off the debt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="79" />
      <source>{player} has paid off the debt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="82" />
      <source>The discard pile is shuffled into a new deck of 1 card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="82" />
      <source>The discard pile is shuffled into a new deck of {count} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="86" />
      <source>You go out in place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="86" />
      <source>{player} goes out in place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="97" />
      <source>You draw {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="99" />
      <source>{player} draws {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="108" />
      <source>play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="109" />
      <source>play {card}, calling {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="112" />
      <source>start a new cycle</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="114" />
      <source>draw a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/narrate.py" line="115" />
      <source>end your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/places.py" line="15" />
      <source>your hand, card {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/places.py" line="16" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="57" />
      <source>your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/places.py" line="16" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="57" />
      <source>{player}'s hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/state.py" line="168" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="76" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="78" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="250" />
      <source>End turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="76" />
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="251" />
      <source>New cycle</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="111" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="112" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="228" />
      <source>Drop the card on the discard pile to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="289" />
      <source>REVERSE</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="292" />
      <source>SKIP</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="320" />
      <source>{detail} · to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="330" />
      <source>Which suit does your {card} call? Press {keys}, or choose one on the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="335" />
      <source>{choice} {deck}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="342" />
      <source>Play more {ranks}, or press End turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="343" />
      <source>Play more {ranks}, or press New cycle.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="345" />
      <source>You played several {ranks}: play another card {on}, or press End turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="352" />
      <source>You may not draw while you can play.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="354" />
      <source>Take them from the deck.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="356" />
      <source>Draw one from the deck.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="358" />
      <source>Choose the deck to owe them: no card is left to take.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="359" />
      <source>Choose the deck to pass: no card is left to draw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="366" />
      <source>You must pick up {count}: answer with an Ace, a 2 or a Jack.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="368" />
      <source>Your turn: play a card {on}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="370" />
      <source>A Queen was played: play any card.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="373" />
      <source>A 3 was played: play another card {on}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="374" />
      <source>You played several {ranks}: start another cycle {on}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="380" />
      <source>(anything goes on an empty pile)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="382" />
      <source>on {card} ({suit} or {rank})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="392" />
      <source>{keys} or {last}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="396" />
      <source>{suit} called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/badges.py" line="67" />
      <source>play goes clockwise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/badges.py" line="68" />
      <source>play goes anticlockwise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="13" />
      <source>1st</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="13" />
      <source>2nd</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="13" />
      <source>3rd</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="40" />
      <source>finished {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="44" />
      <source>draw · {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="48" />
      <source>{place} · {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="52" />
      <source>{cards} · owes {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/table/details.py" line="56" />
      <source>{place}th</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You play {count} {ranks} in a row</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{player} plays {count} {ranks} in a row</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Which suit does your {card} call? Click one, or press {keys}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click the deck to take them.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click the deck to draw one.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click the deck to owe them: no card is left to take.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click the deck to pass: no card is left to draw.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>You must pick up {count}: answer with an Ace, a 2 or a Jack, or click the deck to take them.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your turn: play a card {on}, or click the deck to draw one.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>A Queen was played: play any card, or click the deck to draw one.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>A 3 was played: play another card {on}, or click the deck to draw one.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>You played several {ranks}: start another cycle {on}, or click the deck to draw one.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Pick-up cards need no cap: press End turn, or play on {card}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Which suit does your {card} call? Click one (or press C, D, H or S).</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>cards</name>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>clubs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>diamonds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>hearts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="26" />
      <source>spades</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="27" />
      <location filename="../deskcards/engine/cards.py" line="29" />
      <source>ace</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="28" />
      <location filename="../deskcards/engine/cards.py" line="31" />
      <source>jack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="28" />
      <location filename="../deskcards/engine/cards.py" line="31" />
      <source>queen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="28" />
      <location filename="../deskcards/engine/cards.py" line="32" />
      <source>king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="29" />
      <source>two</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="29" />
      <source>three</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="29" />
      <source>four</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="30" />
      <source>five</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="30" />
      <source>six</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="30" />
      <source>seven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="30" />
      <source>eight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="31" />
      <source>nine</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="31" />
      <source>ten</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="39" />
      <source>black joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="39" />
      <source>red joker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/cards.py" line="94" />
      <source>{rank} of {suit}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>coach</name>
    <message>
      <location filename="../deskcards/coach/analysis.py" line="57" />
      <source>Move {number}: you chose to {played} ({played_value}); the hard AI would rather {best} ({best_value})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="111" />
      <source>Analyse game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="112" />
      <source>The hard AI is grading your decisions in {game}…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="114" />
      <source>Analysis progress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="134" />
      <source>Analysis not kept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="143" />
      <source>Cannot analyse</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach.py" line="144" />
      <source>The game could not be analysed: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="30" />
      <source>good</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="30" />
      <source>inaccuracy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="31" />
      <source>mistake</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="31" />
      <source>blunder</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="36" />
      <source>Graded only from what your seat could see at each decision: the hidden cards shown in the review were never used.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="62" />
      <source>Coach: {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="64" />
      <source>Your accuracy: {value}%</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="74" />
      <source>{count} decisions graded by the hard AI ({thinking} thinking). The figure after each choice is your {unit} after it, as the hard AI reckons: 0% the worst, 100% the best.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="85" />
      <source>Your decisions:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="93" />
      <source>Flagged positions (double-click one, or press Enter, to see it in the review, where N and P step between them):</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="95" />
      <source>Flagged positions:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="102" />
      <source>Your decisions, by grade</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="117" />
      <source>Move {number}, {grade}: {move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="128" />
      <source>Flagged positions</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/coach_report.py" line="137" />
      <source>Nothing flagged: every decision was as good as the hard AI's.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>{count} decisions graded by the hard AI ({thinking} thinking); values are your {unit}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Move {number}: you played {played} ({played_value}); the hard AI prefers {best} ({best_value})</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>destiny</name>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="61" />
      <source>has no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="64" />
      <source>the field is empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="65" />
      <source>the last field card can never be played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="66" />
      <source>only one player has chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="67" />
      <source>{count} hands were played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/hand_end.py" line="74" />
      <source>{why}; most chips: {best}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="17" />
      <source>look at a field card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="17" />
      <source>hold a card down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="18" />
      <location filename="../deskcards/games/destiny/narrate.py" line="161" />
      <source>make the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="23" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="27" />
      <source>It is time to wager, not to {play}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="29" />
      <source>It is time to play on the field: look at a card, then hold one down or make the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="44" />
      <source>That place is not on the field; its places run from {first} to {last}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="48" />
      <source>You have already looked this turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="49" />
      <source>No field card is free to look at.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="51" />
      <source>Look at a field card with your left hand first.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="55" />
      <source>There is no card at {place} any more.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="57" />
      <source>The card at {place} is in your left hand: hold another card, or make the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="60" />
      <source>The card at {place} is in another player's left hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/legality.py" line="61" />
      <source>The card at {place} is already held down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="39" />
      <source>the play on the field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="39" />
      <source>the second wager round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="40" />
      <source>the first wager round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="41" />
      <source>small blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="41" />
      <source>big blind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="45" />
      <source>the main pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="45" />
      <source>side pot {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="50" />
      <location filename="../deskcards/games/destiny/table/__init__.py" line="345" />
      <source>{count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="50" />
      <location filename="../deskcards/games/destiny/table/__init__.py" line="345" />
      <source>{count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="69" />
      <source>Hand {number}: You deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="69" />
      <source>Hand {number}: {player} deals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="76" />
      <source>Now {phase}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="77" />
      <source>Now {phase}: You are first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="77" />
      <source>Now {phase}: {player} is first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="82" />
      <source>You take back {chips} nobody matched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="82" />
      <source>{player} takes back {chips} nobody matched</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="87" />
      <source>You look at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="87" />
      <source>{player} looks at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="90" />
      <source>You see the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="92" />
      <source>You hold {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="92" />
      <source>{player} holds {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="95" />
      <source>You make the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="95" />
      <source>{player} makes the Benediction hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="100" />
      <source>You play the {card} off the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="100" />
      <source>{player} plays the {card} off the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="102" />
      <source>You play the {card} from {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="102" />
      <source>{player} plays the {card} from {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="105" />
      <source>You win {pot}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="105" />
      <source>{player} wins {pot}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="108" />
      <source>The discard pile ({cards}) is shuffled into the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="111" />
      <source>You are out: no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="111" />
      <source>{player} is out: no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="118" />
      <source>You post the {blind}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="118" />
      <source>{player} posts the {blind}, {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="122" />
      <source>Your standing call follows with {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="122" />
      <source>{player}'s standing call follows with {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="130" />
      <source>You raise to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="130" />
      <source>{player} raises to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="133" />
      <source>You call {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="133" />
      <source>{player} calls {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="135" />
      <source>You go all in, a standing call: you call {chips} now and every later bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="135" />
      <source>{player} goes all in, a standing call: calls {chips} now and every later bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="140" />
      <source>You go all in, a standing call: nothing to call now, you call every later bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="140" />
      <source>{player} goes all in, a standing call: nothing to call now, calls every later bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="144" />
      <source>You fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="144" />
      <source>{player} folds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="145" />
      <source>You check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="145" />
      <source>{player} checks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="157" />
      <source>look at the card at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="159" />
      <source>hold the card at {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="163" />
      <source>raise to {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="165" />
      <source>go all in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="167" />
      <source>fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="168" />
      <source>check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/narrate.py" line="168" />
      <source>call</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="13" />
      <source>field {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="17" />
      <source>{field}, lifted by you</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="17" />
      <source>{field}, lifted by {player}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="23" />
      <source>played by you from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="23" />
      <source>played by {player} from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="24" />
      <source>played by you from {field}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/places.py" line="24" />
      <source>played by {player} from {field}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/state.py" line="134" />
      <source>hand {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/state.py" line="257" />
      <source>Folding gives up this hand and every chip you have put in the pot.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="76" />
      <source>the field</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="78" />
      <source>the cards you played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="78" />
      <source>the cards {player} played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="88" />
      <source>You have folded this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="93" />
      <source>Your left hand lifts the {card} at {place}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="96" />
      <source>You looked at the {card} at {place}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="99" />
      <source>Your right hand holds nothing yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="101" />
      <source>Your right hand holds {held}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="119" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="120" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="129" />
      <source>your stack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="129" />
      <source>{player}'s stack</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="132" />
      <source>your bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="132" />
      <source>{player}'s bet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="137" />
      <location filename="../deskcards/games/destiny/table/room.py" line="87" />
      <source>Pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="138" />
      <location filename="../deskcards/games/destiny/table/room.py" line="81" />
      <source>Side pot {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="139" />
      <source>Main</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="140" />
      <location filename="../deskcards/games/destiny/table/room.py" line="84" />
      <source>Side {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="295" />
      <location filename="../deskcards/games/destiny/table/__init__.py" line="334" />
      <source>out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="298" />
      <location filename="../deskcards/games/destiny/table/motion.py" line="80" />
      <source>folded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="299" />
      <location filename="../deskcards/games/destiny/table/motion.py" line="80" />
      <source>all in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="300" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="336" />
      <source>{stack} · {staked} in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="349" />
      <source>bet {count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="349" />
      <source>bet {count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/chips.py" line="58" />
      <source>chips on the move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/chips.py" line="68" />
      <source>{place}, {count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/chips.py" line="68" />
      <source>{place}, {count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/chips.py" line="73" />
      <source>{pot}: {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="99" />
      <source>The deck takes your right hand: press B (or right-click the deck) for the Benediction hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="108" />
      <source>With literal hands you fold by letting go of your card (release the right button).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="132" />
      <source>Your right hand holds a face-down field card (D, or right-click it) or makes the Benediction hand at the deck (B, or right-click the deck).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="153" />
      <source>Finger back on {held}, please: the table waits.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="170" />
      <source>the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="208" />
      <source>Move the focus frame onto a field card first (arrow keys).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="219" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="91" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="313" />
      <source>Raise to {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="231" />
      <source>Raise to {amount}: type the amount, or press + and -, then Enter raises.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="261" />
      <source>Put your finger back on your card: press the right button on {held} again. The table waits for you.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="268" />
      <source>Your play. Left hand: look at a face-down field card (the arrow keys move the frame, L or Space looks; or left-click it).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="273" />
      <source>Right hand: hold a field card down (D, or right-click it), or take the Benediction hand at the deck (B, or right-click the deck).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="277" />
      <source>No field card is free to look at. {right}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="279" />
      <source>Your wager: C checks or calls, R goes to the raise amount (type it, or + and -, then Enter raises), A goes all in, let go of your card to fold.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/hands.py" line="281" />
      <source>Your wager: C checks or calls, R goes to the raise amount (type it, or + and -, then Enter raises), A goes all in, F folds.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/marks.py" line="150" />
      <source>dealer button</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/marks.py" line="164" />
      <source>D</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="79" />
      <source>checked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="79" />
      <source>called</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="212" />
      <location filename="../deskcards/games/destiny/table/room.py" line="75" />
      <source>raised to {bet}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="260" />
      <source>the pot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="261" />
      <source>{pots} and {last}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="266" />
      <source>You win {pots} ({amount}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="266" />
      <source>{player} wins {pots} ({amount}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="269" />
      <source>You win {pots} ({amount}) with the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/motion.py" line="269" />
      <source>{player} wins {pots} ({amount}) with the {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="89" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="299" />
      <source>Lift to fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="89" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="301" />
      <source>Check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="90" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="302" />
      <source>Call {amount}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="92" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="304" />
      <source>All in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="183" />
      <source>Raise amount</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="184" />
      <source>Raise to, slider</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="185" />
      <location filename="../deskcards/games/destiny/table/wager.py" line="191" />
      <source>Raise to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="186" />
      <source>Drag to choose your whole bet after the raise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="210" />
      <source>Every raise is to {lowest} now: the limit fixes it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="212" />
      <source>Your whole bet after the raise, {lowest} to {highest}: type it and press Enter, or step it with Up and Down, + and -</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="232" />
      <source>between {lowest} and {highest}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="236" />
      <source>Type the amount to raise to ({allowed}), then press Enter.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="241" />
      <source>A raise brings your bet to {allowed}, not {typed}: the amount is now {amount}. Press Enter or R to raise to it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="300" />
      <source>Fold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="303" />
      <source>Call</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/wager.py" line="314" />
      <source>Raise</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="145" />
      <source>You cannot check: calling costs {count} chip.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="145" />
      <source>You cannot check: calling costs {count} chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="148" />
      <source>There is nothing to call: check instead.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="153" />
      <source>You cannot raise now: four bets is the limit.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="154" />
      <source>You cannot raise now: you have too few chips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="156" />
      <source>A raise must bring your bet to {low}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="157" />
      <source>A raise must bring your bet to between {low} and {high}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/wagering.py" line="160" />
      <source>It is time to wager: fold, check, call, raise or go all in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>You see the {card} at {place}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{seen} Right hand: hold a field card down (D, or right-click it), or take the Benediction hand at the deck (B, or right-click the deck).</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>The deck takes your right hand: right-click it (or press B) for the Benediction hand.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your right hand holds a face-down field card (right-click it) or makes the Benediction hand at the deck (right-click the deck).</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your play. Left hand: left-click a face-down field card to look at it (arrow keys move the frame, L or Space looks).</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{seen} Right hand: right-click a field card to hold it down (D), or right-click the deck for the Benediction hand (B).</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your wager: C checks or calls, R raises (type the amount, or + and -), A goes all in, let go of your card to fold.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your wager: C checks or calls, R raises (type the amount, or + and -), A goes all in, F folds.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>You go all in, a standing call ({chips} now)</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{player} goes all in, a standing call ({chips} now)</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{seen} Right hand: right-click a field card to hold it down (H), or right-click the deck for the Benediction hand (B).</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>dialogs</name>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="43" />
      <source>Off</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="43" />
      <source>Fast</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="43" />
      <source>Normal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="44" />
      <source>Slow</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="44" />
      <source>Small</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="44" />
      <source>Large</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="45" />
      <source>Extra large</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="45" />
      <source>Green</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="46" />
      <source>Blue</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="46" />
      <source>Red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="46" />
      <source>Grey</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="47" />
      <source>Quick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="47" />
      <source>Long</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="53" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="74" />
      <source>random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="76" />
      <location filename="../deskcards/ui/dialogs.py" line="79" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="76" />
      <location filename="../deskcards/ui/dialogs.py" line="80" />
      <source>Variant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="77" />
      <location filename="../deskcards/ui/dialogs.py" line="83" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="77" />
      <location filename="../deskcards/ui/dialogs.py" line="85" />
      <source>Seed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="84" />
      <source>Opponents</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="87" />
      <source>Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="136" />
      <source>{variant} (house rule)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="141" />
      <source>Skipped: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="169" />
      <source>{player}'s level</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="190" />
      <source>Preferences</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="193" />
      <source>Animation speed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="195" />
      <source>Four-colour deck (clubs green, diamonds blue)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="198" />
      <source>As the variant says</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="198" />
      <source>Always</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="199" />
      <source>Never</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="202" />
      <location filename="../deskcards/ui/dialogs.py" line="204" />
      <source>Row position numbers</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="206" />
      <source>Literal hands (Destiny): keep the right button on your held card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="207" />
      <source>As at a real table: from your hold until the showdown your finger stays on the card. Letting go on your turn to wager folds; at any other time the table waits until you put it back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="212" />
      <source>Offer take-backs where the variant allows them</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="215" />
      <source>Card size</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="216" />
      <source>Table colour</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="217" />
      <source>High contrast: strong outlines, black and white words, larger card marks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="221" />
      <source>Hard AI thinking time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="222" />
      <source>How long the hard AI thinks, at the table and for a hint. In Segmentation Fault, Blackjack and Segment Trix, Quick, Normal and Long let it play out about 0.4, 1 and 3 times as many games in its head before it moves; in Runtime Error, its prover tries that much longer to prove a loop before it claims one. Destiny's hard AI does not search, it reckons its odds, so this changes nothing there.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="227" />
      <source>Ask before a move that loses the game or folds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="230" />
      <source>Announce through notifications, for screen readers older than Orca 45</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="232" />
      <source>Orca 44 and older do not speak the table's announcements (moves, refusals, W and M): this sends each as a notification instead. Leave it off with a newer screen reader, or it may say everything twice.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="272" />
      <source>easy</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="272" />
      <source>medium</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="272" />
      <source>hard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="279" />
      <source>Rules: {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="301" />
      <source>In every game: **Tab** or the arrow keys move the focus frame; **Enter** or **Space** picks up, puts down or presses what it is on; **Esc** lets go. **H** asks for a hint, **Ctrl+Z** takes back and **Ctrl+Shift+Z** plays again, **F5** deals the same cards again, **Ctrl+N** starts a new game, **F1** shows the rules and **F9** hides or shows the side panel. For a screen reader, **W** reads the table and **M** says the last thing said again; **Ctrl** with **Down** or **Up** takes the screen reader to the next or the last zone (your cards, each other player's, the piles), with **Right** or **Left** to the next or the last card in it. That moves only what the screen reader reads: the focus frame stays where it was, **Enter** still acts on what the frame is on, and **Tab** or an arrow brings the reader back to the frame.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="324" />
      <source>Variants and house rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="325" />
      <source>Choose one in Game &gt; New game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="327" />
      <source>{variant} (your house rule)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="332" />
      <source>Compared with the standard game:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>In every game: **Tab** or the arrow keys move the focus frame; **Enter** or **Space** picks up, puts down or presses what it is on; **Esc** lets go. **H** asks for a hint, **Ctrl+Z** takes back and **Ctrl+Shift+Z** plays again, **F5** deals the same cards again, **Ctrl+N** starts a new game, **F1** shows the rules and **F9** hides or shows the side panel. For a screen reader, **W** reads the table and **M** says the last thing said again; **Ctrl** with **Down** or **Up** reads the next or the last zone (your cards, each other player's, the piles), with **Right** or **Left** the next or the last card in it.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>In every game: **Tab** or the arrow keys move the focus frame; **Enter** or **Space** picks up, puts down or presses what it is on; **Esc** lets go. **H** asks for a hint, **Ctrl+Z** takes back and **Ctrl+Shift+Z** plays again, **F5** deals the same cards again, **Ctrl+N** starts a new game, **F1** shows the rules and **F9** hides or shows the side panel. For a screen reader, **W** reads the table and **M** says the last thing said again.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>In every game: **Tab** or the arrow keys move the focus frame; **Enter** or **Space** picks up, puts down or presses what it is on; **Esc** lets go. **H** asks for a hint, **Ctrl+Z** takes back and **Ctrl+Shift+Z** plays again, **F5** deals the same cards again, **Ctrl+N** starts a new game, **F1** shows the rules and **F9** hides or shows the side panel.</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>hints</name>
    <message>
      <location filename="../deskcards/ai/agent.py" line="56" />
      <source>it is the only move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/ai.py" line="313" />
      <source>it won {share} of the games played out from here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/ai.py" line="315" />
      <source>it finished best on average in the games played out from here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="44" />
      <source>it starts a turn that goes out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="48" />
      <source>it answers the pick-up of {count}, so you draw nothing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="50" />
      <source>it sheds {cards} this turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="54" />
      <source>it keeps {cards} for later</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="62" />
      <source>it starts a turn that goes out; yours does not</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="65" />
      <source>{better}; yours calls {suit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="68" />
      <source>it calls {suit}, which the next player, who holds {cards}, is less likely to match; yours calls {other}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="73" />
      <source>{better}; yours draws {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="76" />
      <source>it draws nothing this turn; yours draws {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="78" />
      <source>it draws {best} this turn; yours draws {played}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="82" />
      <source>it sheds {cards} this turn; yours sheds none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="83" />
      <source>it sheds {best} this turn; yours sheds {played}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="87" />
      <source>{better}; yours passes none on</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="88" />
      <source>{better}; yours passes on {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="90" />
      <source>it keeps {card} for later; yours spends it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="94" />
      <source>it hands the turn to a player who holds {best}; yours to one who holds {played}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="97" />
      <source>it leaves the next player, who holds {cards}, a harder card to match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="99" />
      <source>the two turns look alike on the table, but it did better in the games played out from here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="104" />
      <source>it passes a pick-up of {count} on to the next player, who holds {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/blackjack/reasons.py" line="110" />
      <source>it changes the suit to {suit}, the suit you hold most of</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/__init__.py" line="80" />
      <location filename="../deskcards/games/destiny/ai/appraise.py" line="168" />
      <source>about a {share} chance to win the showdown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/play.py" line="66" />
      <source>it shows a card a rival has seen and passed over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/play.py" line="67" />
      <source>it shows a card nobody has seen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/play.py" line="68" />
      <source>it shows a card a rival has seen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/play.py" line="69" />
      <source>it shows a card a rival has seen and may still hold</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/ai/play.py" line="76" />
      <source>it lifts a strong card you know, so no rival can hold it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/ai/hard.py" line="59" />
      <source>no deck order breaks this loop: the prover proves it from what you know</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="75" />
      <source>{better} instead of {span}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="90" />
      <source>{better}; {worse}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="95" />
      <source>the prover cannot prove a loop with the {card} from what you know, and a false claim ends your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="106" />
      <source>{low} to {high}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="124" />
      <source>it leaves you {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="125" />
      <source>yours leaves you {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="126" />
      <source>it leaves {seat} {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="127" />
      <source>yours leaves {seat} {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="136" />
      <source>a {function} for inputs {span}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="137" />
      <source>no {function}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="138" />
      <source>LOOP and {function} both taking inputs {span}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="140" />
      <source>no input that LOOP and {function} both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="142" />
      <source>EDIT taking inputs that LOOP and PULL both take, a card spent each time round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="144" />
      <source>no EDIT on the inputs LOOP and PULL both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="146" />
      <source>{cards}, which LOOP and {function} both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="148" />
      <source>no card that LOOP and {function} both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="153" />
      <source>it keeps all your cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="154" />
      <source>yours plays no input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="160" />
      <source>it spends the {card}, which no loop of yours takes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="162" />
      <source>yours spends the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="163" />
      <source>yours spends the {card} and gets no card back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="164" />
      <source>it spends the {card}, which LOOP and {function} both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="166" />
      <source>yours spends the {card}, which LOOP and {function} both take</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="169" />
      <source>the {card} runs your LOAD, which draws a card in its place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="171" />
      <source>the {card} runs your PULL, which takes the {back} back from the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="174" />
      <source>the {card} runs your EDIT, which can then {edit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="176" />
      <source>the {card} runs no {function} of yours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reasons.py" line="177" />
      <source>the {card} runs no EDIT of yours</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/ai.py" line="279" />
      <source>it wins the hand {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="103" />
      <source>{does}, and the next player has no win they can see</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="110" />
      <source>{does}; yours points from a King and crashes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="112" />
      <source>{does}; yours leaves your row {short}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="115" />
      <source>it leaves the next player no win they can see</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="116" />
      <source>it leaves the next player a win with {share} of the cards they may draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="119" />
      <source>{kept}; yours lets them win whatever they draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="120" />
      <source>{kept}; yours lets them win at once with {share} of the cards they may draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="123" />
      <location filename="../deskcards/games/segfault/reasons.py" line="130" />
      <source>{does}; yours leaves it {short}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="126" />
      <source>{does}; yours leaves another player's row {short}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="138" />
      <source>it leads to {pattern}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="142" />
      <source>it leaves your row {short}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="143" />
      <source>it reaches {card}, leaving your row {short}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="148" />
      <source>{count} card short of {pattern}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/reasons.py" line="148" />
      <source>{count} cards short of {pattern}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="44" />
      <source>{trick}, leaving you {tricks} and {unused} unused, which match</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="46" />
      <source>{trick}, leaving you {tricks} and {unused} unused</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="53" />
      <source>{better}; yours puts {chips} on a trick you likely lose, where they score for its taker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="56" />
      <source>{better}; yours leaves {tricks} and {unused} unused</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="59" />
      <source>{better}; yours takes it {share} of the time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="62" />
      <source>{better}, and keeps your trumps; yours spends {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="69" />
      <source>it almost surely wins the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="70" />
      <source>it almost surely loses the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="72" />
      <source>it takes the trick {share} of the time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reasons.py" line="73" />
      <source>it loses the trick {share} of the time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/hints.py" line="43" />
      <source>Hint: {move} ({reason}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/hints.py" line="44" />
      <source>Hint: {move}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>about a {share} chance to win the trick</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>review</name>
    <message>
      <location filename="../deskcards/review.py" line="27" />
      <source>A game can be reviewed once it is over: the review shows every card, and while the game goes on the players may not see them all.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="60" />
      <source>What would the hard AI do here?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="61" />
      <source>What would the hard AI
do here?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="115" />
      <source>Review of a {game} game ({variant}), every card face up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="180" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="181" />
      <source>Game log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="203" />
      <source>|◀ Deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="203" />
      <source>Back to the deal (Home)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="205" />
      <source>◀ Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="205" />
      <source>One move back (Left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="207" />
      <source>Next ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="207" />
      <source>One move on (Right)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="209" />
      <source>End ▶|</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="209" />
      <source>On to the end (End)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="211" />
      <source>Close</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="295" />
      <source>{answer}
It knew only what {player} knew here, not the other cards shown face up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="298" />
      <source>The hard AI is thinking for {player}, from what {player} knew here…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="307" />
      <source>The deal, before the first move. Next to move: {player}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="309" />
      <source>The deal, before the first move. The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="311" />
      <source>After move {move} of {moves}. The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review.py" line="313" />
      <source>After move {move} of {moves}. Next to move: {player}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="58" />
      <source>◀ Mistake</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="58" />
      <source>Back to the last flagged decision (P)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="61" />
      <source>Mistake ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="61" />
      <source>On to the next flagged decision (N)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="72" />
      <source>Analyse this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="73" />
      <source>The hard AI grades each of your decisions, from what you could see at the time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="97" />
      <source>Coach's report</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="98" />
      <source>Your accuracy and every flagged decision; choose one to see it here</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="124" />
      <source>N and P step to your next and previous flagged decision, shown from the position you made it in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/review_coach.py" line="126" />
      <source>The coach flagged none of your decisions in this game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>The hard AI is thinking for {player}…</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>runtime-error</name>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="89" />
      <source>an infinite loop, proven. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="92" />
      <source>the prover could not decide within its budget ({ms} ms), so the claim is not accepted</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="95" />
      <source>some order of the deck ends the turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/claims.py" line="161" />
      <source>there is no statement to run, so the turn ends with this card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="18" />
      <source>build a statement or skip (no script)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="19" />
      <source>play an input card or skip (no input)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="20" />
      <source>choose a card to edit (edit seat.slot.part card)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="21" />
      <source>play LOOP's next input card (loop card)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="27" />
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="32" />
      <source>{action} is not a move now: {wanted}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="44" />
      <source>{card} is not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="45" />
      <source>{cards} and {last} are not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/legality.py" line="49" />
      <location filename="../deskcards/games/runtime_error/legality.py" line="53" />
      <source>not allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="52" />
      <source>your</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="52" />
      <source>{player}'s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="58" />
      <source>the {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="72" />
      <source>their own statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="73" />
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="63" />
      <source>your statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="73" />
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="63" />
      <source>{player}'s statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="83" />
      <source>You build statement {number}: {function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="83" />
      <source>{player} builds statement {number}: {function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="92" />
      <source>You play {card} as LOOP's next input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="92" />
      <source>{player} plays {card} as LOOP's next input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="94" />
      <source>You play {card} as the input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="94" />
      <source>{player} plays {card} as the input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="97" />
      <source>{statement} runs {function}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="101" />
      <source>{function} does nothing: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="104" />
      <source>You edit {statement}: {card} (its {part}) goes to the discard pile and a card goes face down in its place; the statement is inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="104" />
      <source>{player} edits {statement}: {card} (its {part}) goes to the discard pile and a card goes face down in its place; the statement is inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="112" />
      <source>{card} in {statement}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="115" />
      <source>The edited cards turn face up: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="121" />
      <source>The discard pile ({count} cards) is shuffled into a new deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="124" />
      <source>Your turn is cut off after {count} input cards: no loop was proven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="124" />
      <source>{player}'s turn is cut off after {count} input cards: no loop was proven</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="131" />
      <source>Your turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="131" />
      <source>{player}'s turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="135" />
      <source>{game_over}: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="143" />
      <source>The position came back with nothing left to chance, so your turn runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="143" />
      <source>The position came back with nothing left to chance, so {player}'s turn runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="147" />
      <source>The prover proves that your long turn runs forever. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="147" />
      <source>The prover proves that {player}'s long turn runs forever. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="151" />
      <source>You claim the turn runs forever, but the prover does not accept it: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="151" />
      <source>{player} claims the turn runs forever, but the prover does not accept it: {why}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="155" />
      <source>You claim the turn runs forever, and the prover proves it. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="155" />
      <source>{player} claims the turn runs forever, and the prover proves it. {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="168" />
      <source>You draw a card from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="168" />
      <source>{player} draws a card from the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="172" />
      <source>You take {card} from the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="172" />
      <source>{player} takes {card} from the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="175" />
      <source>The input card, {card}, goes to the discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="189" />
      <source>build {function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="195" />
      <source>play {card} as LOOP's next input card and claim the loop runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="197" />
      <source>play {card} as LOOP's next input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="198" />
      <source>play {card} as the input card and claim the loop runs forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="200" />
      <source>play {card} as the input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="204" />
      <source>edit your statement {number}: {card} in place of its {part}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="205" />
      <source>edit {seat}'s statement {number}: {card} in place of its {part}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="208" />
      <source>build no statement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/narrate.py" line="209" />
      <source>play no input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="10" />
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="24" />
      <source>lower bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="10" />
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="24" />
      <source>upper bound</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="11" />
      <source>function</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="18" />
      <source>the input place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="21" />
      <source>your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="21" />
      <source>{player}'s hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="22" />
      <source>your statements</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="22" />
      <source>{player}'s statements</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="26" />
      <source>your statement {number}, {part}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/places.py" line="26" />
      <source>{player}'s statement {number}, {part}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/prover/loop_model.py" line="25" />
      <source>function card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="135" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="299" />
      <source>an infinite loop, shown. The same position came back with nothing left to chance, so the same choices repeat it forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="333" />
      <source>no card can be edited into a valid statement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="338" />
      <source>the deck and the discard pile are both empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="347" />
      <source>the discard pile is empty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="353" />
      <source>the hand is empty, so no card can follow as the next input</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/state.py" line="418" />
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
      <location filename="../deskcards/games/runtime_error/statements.py" line="94" />
      <source>you already have {count} statements, one per function</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="97" />
      <source>a statement needs three different cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="100" />
      <source>the lower bound {lower} must be below the upper bound, and no card is above a King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="108" />
      <source>you already have a {function} statement (its function card is a {suit})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="130" />
      <source>there is no statement {seat}.{slot}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="133" />
      <source>that statement was just edited; it stays inactive until the input card is discarded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="141" />
      <source>that would leave an invalid statement: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/statements.py" line="143" />
      <source>its owner would have two functions of one suit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="89" />
      <source>Your hand: {cards}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="90" />
      <source>Your hand is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="121" />
      <location filename="../deskcards/games/runtime_error/table/room.py" line="54" />
      <source>Run forever</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="122" />
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="258" />
      <location filename="../deskcards/games/runtime_error/table/room.py" line="57" />
      <source>No input</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="257" />
      <location filename="../deskcards/games/runtime_error/table/room.py" line="57" />
      <source>No statement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="321" />
      <source>{cards} · {count} built</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="328" />
      <source>{count} card in hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="328" />
      <source>{count} cards in hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/__init__.py" line="329" />
      <source>{cards} · thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="130" />
      <source>Drop the card on the input place in the middle of the table to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="137" />
      <source>Wait for your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="147" />
      <source>Checking your loop: the prover is at work…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="148" />
      <source>Checking {player}'s loop: the prover is at work…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="164" />
      <source>Drop the card on your next empty slot (outlined) to build a statement.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="182" />
      <source>EDIT: choose a face-up statement card, then the card from your hand to put in its place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="215" />
      <source>Assist: a loop the prover can prove starts with {cards} (turn on Run forever).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="230" />
      <source>Build a statement: drop the {part} on your outlined slot (lower bound, upper bound of one suit, then the function card).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="233" />
      <source>{build} On the slot: {cards}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="235" />
      <source>{build} Choose a placed card to take it back; N or No statement skips.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="238" />
      <source>Play an input card: drop it on the input place, or press N for no input.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="241" />
      <source>LOOP: play the next input card on the input place.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="243" />
      <source>EDIT: choose a face-up statement card, then the card from your hand to put there face down.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="246" />
      <source>{status} Run forever is ON: this card claims a loop.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="252" />
      <source>The game is over: you win with a turn that runs forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="254" />
      <source>The game is over: {player} wins with a turn that runs forever.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="257" />
      <source>{over} The table is showing why it never ends…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/gestures.py" line="258" />
      <source>{over} The caption under the banner says why. Start a new one from the Game menu.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="78" />
      <source>{function} does nothing: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="87" />
      <source>The turn is cut off after {count} input cards: no loop was proven.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="160" />
      <source>Run forever is not proven: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/motion.py" line="168" />
      <source>Proof: {proof}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="49" />
      <source>statement {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="52" />
      <source>deck: {count}, no King</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="53" />
      <source>deck: {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="54" />
      <source>input card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/pictures.py" line="55" />
      <source>discard pile (top)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="28" />
      <source>a face-down card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="31" />
      <source>a hidden function</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="32" />
      <source>{function} when the input is from {lower} to {upper} (function card {card})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="36" />
      <source>{statement}, inactive: its {part} lies face down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="48" />
      <source>You have no statement.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="48" />
      <source>{player} has no statement.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="50" />
      <source>{number}, {statement}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="52" />
      <source>Your statements: {statements}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="52" />
      <source>{player}'s statements: {statements}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/reading.py" line="55" />
      <source>The input card is {card}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/room.py" line="25" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/room.py" line="25" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/room.py" line="25" />
      <source>Input</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/scripting.py" line="64" />
      <source>The {card} cannot be the {part}: {why}. It is back in your hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/scripting.py" line="69" />
      <source>{part} {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/statements.py" line="37" />
      <source>lower
upper
function</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/statements.py" line="80" />
      <source>function hidden</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/statements.py" line="81" />
      <source>function: {function}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/table/statements.py" line="132" />
      <source>empty statement slot {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>the {rank} of {suit}</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>the hand is empty, so the input card stays in play</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>EDIT: click a face-up statement card, then the card from your hand to put in its place.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{build} Click a placed card to take it back; N or No statement skips.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>EDIT: click a face-up statement card, then the card from your hand to put there face down.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{cards} is not a statement: {why}. The cards are back in your hand.</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>saves</name>
    <message>
      <location filename="../deskcards/saves.py" line="119" />
      <source>The game could not be saved to {path}: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="132" />
      <source>{path} cannot be read ({problem})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="154" />
      <source>Your last game could not be restored: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="165" />
      <source>{lost} The file was left at {path}; moving it aside failed ({problem}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/saves.py" line="167" />
      <source>{lost} The file was kept as {kept}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>segfault</name>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="22" />
      <source>The game is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="24" />
      <source>{action} is not a Segmentation Fault action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="26" />
      <source>You must draw first: take a card from the deck.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="29" />
      <source>Swap takes a position from 1 to 6 in your row.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="30" />
      <source>Now swap the last card pointed to with a card of your row.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="32" />
      <source>You have already drawn: play a card now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="34" />
      <source>Play a card and point before you swap.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="36" />
      <source>Play a card from positions 1 to 6 of your row, or the card you drew.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="39" />
      <source>Pointing zero times is not allowed here: declare 1 to {most}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/legality.py" line="42" />
      <source>Declare from {least} to {most} pointings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="35" />
      <source>a king</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="40" />
      <source>You play {card}, pointing once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="40" />
      <source>{player} plays {card}, pointing once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="43" />
      <source>You play {card}, pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="43" />
      <source>{player} plays {card}, pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="47" />
      <location filename="../deskcards/games/segfault/narrate.py" line="62" />
      <source>your {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="47" />
      <location filename="../deskcards/games/segfault/narrate.py" line="62" />
      <source>{player}'s {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="49" />
      <source>{play}: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="52" />
      <source>Segmentation fault! You drop out, pointing from {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="52" />
      <source>Segmentation fault! {player} drops out, pointing from {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="58" />
      <source>You move {card} to place {place} of the row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="58" />
      <source>{player} moves {card} to place {place} of the row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="63" />
      <source>You swap place {place} for {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="63" />
      <source>{player} swaps place {place} for {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="67" />
      <source>You draw {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="68" />
      <source>{player} draws a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="70" />
      <source>The deck is empty: {count} discarded cards are shuffled into a new deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="73" />
      <source>You win the hand {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="73" />
      <source>{player} wins the hand {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="76" />
      <source>Hand {number} is a draw: nobody won it within 1 turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="76" />
      <source>Hand {number} is a draw: nobody won it within {count} turns</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="81" />
      <source>Hand {number} is dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="83" />
      <source>You are out ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="83" />
      <source>{player} is out ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="102" />
      <source>play {card}, without pointing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="103" />
      <source>play {card}, pointing {count} time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="103" />
      <source>play {card}, pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="107" />
      <source>swap {card} into place {place} of your row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/narrate.py" line="109" />
      <source>draw a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="18" />
      <source>a run</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="18" />
      <source>a flush</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="19" />
      <source>four of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="20" />
      <source>with a run</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="20" />
      <source>with a flush</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="21" />
      <source>with four of a kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/patterns.py" line="22" />
      <source>as the last player in</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/places.py" line="15" />
      <source>your row, place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/places.py" line="15" />
      <source>{player}'s row, place {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/places.py" line="17" />
      <source>your drawn card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/places.py" line="17" />
      <source>{player}'s drawn card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="41" />
      <source>{seat} wins the match with {count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="43" />
      <source>{seat} wins {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="49" />
      <source>Nobody won a hand: a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="53" />
      <source>{seat} wins the match after {played}, with {won} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="55" />
      <source>{seats} and {last} share the match after {played}, with {won} won each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="61" />
      <source>{count} hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="61" />
      <source>{count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="119" />
      <source>This play points from a king: a segmentation fault, and you drop out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="149" />
      <source>turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="150" />
      <source>hand {hand}, turn {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/state.py" line="254" />
      <source>segmentation fault</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="61" />
      <source>your row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="61" />
      <source>{player}'s row</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="176" />
      <source>Pointing once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="176" />
      <source>Pointing {count} times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="178" />
      <source>{count}: {end}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="238" />
      <source>Drop the card on the discard pile to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="245" />
      <source>Drop the card on one of your own six cards to swap it in.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="247" />
      <source>Wait for your turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="346" />
      <source>crashes at once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="348" />
      <source>crashes at {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="348" />
      <source>ends on {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="449" />
      <source>Hand {number} follows.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="450" />
      <source>Press Enter to deal hand {number}, or click the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="513" />
      <source>Your turn: draw a card from the deck.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="515" />
      <source>Set how many times to point, then play one of your cards or the drawn {card} onto the discard pile.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="518" />
      <source>The chain ends on {card}: put it on one of your cards to swap them.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="526" />
      <source>{standing} · to move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="535" />
      <source>{standing}, {won} of {count} hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="542" />
      <location filename="../deskcards/games/segfault/table/__init__.py" line="548" />
      <source>crashed out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="542" />
      <source>playing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="546" />
      <source>won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="549" />
      <source>lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="549" />
      <source>draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/measure.py" line="44" />
      <source>Deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/measure.py" line="44" />
      <source>Discard</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="77" />
      <source>Drag to choose how many times your played card will point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="78" />
      <source>How many times your played card will point: type a number, or press + and - (Page Up and Page Down step by ten)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="80" />
      <location filename="../deskcards/games/segfault/table/pointing.py" line="81" />
      <source>Number of pointings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="82" />
      <source>Number of pointings, slider</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="88" />
      <source>Point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/pointing.py" line="91" />
      <source>times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="48" />
      <source>You win hand {hand} {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="48" />
      <source>{player} wins hand {hand} {how}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="54" />
      <source>Hand {number} is a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="55" />
      <source>Nobody won it within {count} turns.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="60" />
      <source>Hands won (first to {count}): {scores}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/summary.py" line="78" />
      <source>Click (or press Enter) to deal the next hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Click the table or press Enter to deal hand {number}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>You must draw first: click the deck.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your turn: click the deck to draw a card.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Set how many times to point, then drag one of your cards or the drawn {card} to the discard pile.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>The chain ends on {card}: drag it onto one of your cards to swap them.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>This play points from a king: a segmentation fault, and you drop out. Play it anyway?</source>
      <translation type="vanished" />
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
      <location filename="../deskcards/games/segment_trix/legality.py" line="20" />
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="27" />
      <source>{action} is not a Segment Trix action; play a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="29" />
      <source>{card} is not a card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="34" />
      <source>{card} cannot be read as {digit} upside down in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="36" />
      <source>{card} cannot be read as {digit} in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="38" />
      <source>{card} as {digit} costs {chips}, not {paid}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="43" />
      <source>{card} is not in your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="47" />
      <source>that needs {chips} and you have none left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="49" />
      <source>that needs {chips} and you have {count} left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/legality.py" line="52" />
      <source>you must follow {colour}: you hold a {colour} card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="29" />
      <source>an {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="29" />
      <source>a {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="34" />
      <source>{count} chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="34" />
      <source>{count} chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="38" />
      <source>{count} trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="38" />
      <source>{count} tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="42" />
      <source>{count} pt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="42" />
      <source>{count} pts</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="73" />
      <source>Round {number} is dealt: You lead</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="73" />
      <source>Round {number} is dealt: {player} leads</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="83" />
      <source>{card} upside down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="86" />
      <source>You add {chips} to play {card} as {digit} ({left} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="86" />
      <source>{player} adds {chips} to play {card} as {digit} ({left} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="90" />
      <source>You play {card} as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="90" />
      <source>{player} plays {card} as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="92" />
      <source>You play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="92" />
      <source>{player} plays {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="99" />
      <source>{card} read as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="101" />
      <source>{card} and {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="105" />
      <source>You win the trick with {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="105" />
      <source>{player} wins the trick with {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="109" />
      <source>Round {number}: You score {score} ({why}), {total} in all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="109" />
      <source>Round {number}: {player} scores {score} ({why}), {total} in all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="116" />
      <source>{count} unused chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="116" />
      <source>{count} unused chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="118" />
      <source>{tricks} but {unused}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="120" />
      <source>no tricks and no chips left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="121" />
      <source>{tricks}, {unused}, {chips} collected</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="135" />
      <source>play {card} as {digit}, upside down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="137" />
      <source>play {card} as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/narrate.py" line="138" />
      <source>{play}, with {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="12" />
      <source>the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="14" />
      <source>the deck</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="16" />
      <source>out of play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="19" />
      <source>your hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="19" />
      <source>{player}'s hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="20" />
      <source>your tricks won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="20" />
      <source>{player}'s tricks won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="26" />
      <source>the trick, played by you as {digit}, upside down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="26" />
      <source>the trick, played by {player} as {digit}, upside down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="28" />
      <source>the trick, played by you as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/places.py" line="28" />
      <source>the trick, played by {player} as {digit}</source>
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
      <location filename="../deskcards/games/segment_trix/state.py" line="113" />
      <source>round {round} of {rounds}, trick {trick}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/state.py" line="242" />
      <source>equal highest totals, {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/state.py" line="243" />
      <source>the highest total, {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="94" />
      <source>one of your unused chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="94" />
      <source>one of {player}'s unused chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="148" />
      <source>your hand, card {number} of {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="237" />
      <source>Drop the card in the middle of the table to choose how to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="246" />
      <source>Choose how {card} plays: {verdict} Tab goes to its keys.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="261" />
      <source>Pick a card first: Tab to it and press Enter, or click it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="285" />
      <source>Turned over, chips off: {reads}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="286" />
      <source>Turned over: {reads}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="291" />
      <source>Chip on segment {letter}: {reads}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="293" />
      <source>Chip off segment {letter}: {reads}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="299" />
      <source>{reads}. Press it again to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="394" />
      <source>You take the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="395" />
      <source>{player} takes the trick</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="417" />
      <source>Press Enter to deal round {number}, or click the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="454" />
      <source>{player} · {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="458" />
      <source>{count} chip won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="458" />
      <source>{count} chips won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="459" />
      <source>{chips} left · {tricks} · {won}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="464" />
      <source>{points} · {chips} · {tricks}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="477" />
      <source>Add chips to grey segments (keys A–G, or click them), Turn the card (U) or pick a digit (0–9); Enter or Play plays it, Esc cancels.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="480" />
      <source>Your turn: Tab to a card and press Enter (or click it) to choose how to play it. S shows the scores.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/__init__.py" line="485" />
      <source>{colour} was led. {turn}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chips.py" line="75" />
      <source>a chip on segment {letter}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="62" />
      <source>The card already shows segment {letter}: chips go on the grey segments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="86" />
      <source>You cannot make {card} into {digit} in this font</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="98" />
      <source>no chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="100" />
      <source>the chip on segment {letters}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="100" />
      <source>the chips on segments {letters}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="109" />
      <source>plays as {digit} now, turned, using {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="111" />
      <source>plays as {digit} now, using {chips}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/choice.py" line="119" />
      <source>These segments make no digit of the font: add or take off chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="42" />
      <source>Turn ↻</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="43" />
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="44" />
      <source>Cancel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="66" />
      <source>Choosing how to play {card}: {verdict}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="89" />
      <source>Play {card}, turned</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="91" />
      <source>Play {card}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="125" />
      <source>segment {letter}: add a chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="246" />
      <source>{button}, chosen: press it again to play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="267" />
      <source>Plays as {digit} with {chips}. Enter or Play to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="269" />
      <source>Plays as {digit}. Enter or Play to play it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="275" />
      <source>play as {digit}, turned, {count} more chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="275" />
      <source>play as {digit}, turned, {count} more chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="277" />
      <source>play as {digit}, turned</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="278" />
      <source>play as {digit}, {count} more chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="278" />
      <source>play as {digit}, {count} more chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/chooser.py" line="280" />
      <source>play as {digit}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/pictures.py" line="65" />
      <source>segments</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scoreboard.py" line="43" />
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="190" />
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="104" />
      <source>scoreboard, {count} round played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="104" />
      <source>scoreboard, {count} rounds played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="192" />
      <source>no round finished yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="193" />
      <source>final</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="194" />
      <source>after round {round} of {rounds}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="213" />
      <source>Round {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="222" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="261" />
      <source>chips left = tricks won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="262" />
      <source>10 for no chips left and no tricks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/scores.py" line="290" />
      <source>round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/table/segment_art.py" line="269" />
      <source>a chip</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Click the table or press Enter to deal round {number}.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Pick a card first: click it, or Tab to it and press Enter.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click grey segments to add chips (keys A–G), Turn the card (U) or pick a digit (0–9); Enter or Play plays it, Esc cancels.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Your turn: click a card, or Tab to it and press Enter, to choose how to play it. S shows the scores.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{chips} · {tricks} · {count} taken</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>session</name>
    <message>
      <location filename="../deskcards/session.py" line="254" />
      <source>this variant allows no take-backs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/session.py" line="256" />
      <source>the game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/session.py" line="259" />
      <location filename="../deskcards/session.py" line="286" />
      <source>you have not moved yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/session.py" line="310" />
      <source>nothing has been taken back since the last move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/session.py" line="345" />
      <source>{game} game, {progress}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>settings</name>
    <message>
      <location filename="../deskcards/ui/preferences.py" line="150" />
      <source>Your settings could not be read ({problem}): DeskCards starts with the default settings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/preferences.py" line="157" />
      <source>Your settings were written in format {written}, and this DeskCards reads format {format}: it starts with the default settings.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/preferences.py" line="174" />
      <source>the file holds no settings</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>speech</name>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="16" />
      <source>draw pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="16" />
      <source>discard pile</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="32" />
      <source>{count} card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="32" />
      <source>{count} cards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="41" />
      <source>Seat {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="71" />
      <source>Game over: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="74" />
      <source>Game over: {player} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/log_sentences.py" line="75" />
      <source>Game over: {players} and {last} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>your</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>{player}'s</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>statistics</name>
    <message>
      <location filename="../deskcards/games/blackjack/rules.py" line="67" />
      <source>cards left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/rules.py" line="63" />
      <source>chips</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/rules.py" line="46" />
      <source>statements</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/rules.py" line="54" />
      <source>hands won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/rules.py" line="76" />
      <source>points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/scorebook.py" line="286" />
      <source>Your statistics could not be read ({problem}); they start afresh.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/scorebook.py" line="296" />
      <source>Your statistics could not be saved to {path}: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="16" />
      <source>W</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="16" />
      <source>L</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="16" />
      <source>D</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="17" />
      <source>won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="17" />
      <source>lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="18" />
      <source>drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="60" />
      <source>no games yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="74" />
      <source>Results</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="88" />
      <source>{count} {result}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="97" />
      <source>{won} won, {lost} lost, {drawn} drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="106" />
      <source>Last games (oldest first)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="125" />
      <source>last games: {results}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="133" />
      <location filename="../deskcards/ui/statistics.py" line="152" />
      <source>Your {figure}, last games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="141" />
      <source>no game played to its end yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="168" />
      <source>{chart}: {figures}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="176" />
      <source>Your accuracy (the coach's), last analysed games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/charts.py" line="189" />
      <source>no game analysed yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="29" />
      <location filename="../deskcards/ui/statistics.py" line="33" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="29" />
      <location filename="../deskcards/ui/statistics.py" line="33" />
      <source>Variant</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="29" />
      <source>Played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="30" />
      <source>Won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="30" />
      <source>Lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="30" />
      <source>Drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="31" />
      <source>Won %</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="31" />
      <source>Streak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="31" />
      <source>Best streak</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="32" />
      <source>Average</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="32" />
      <source>Take-backs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="33" />
      <source>When</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="34" />
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="34" />
      <source>Your figure</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="34" />
      <source>Seed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="35" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="41" />
      <location filename="../deskcards/ui/statistics.py" line="103" />
      <source>figure</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="48" />
      <source>{count} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="49" />
      <source>{count} lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="94" />
      <source>Statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="98" />
      <source>No games counted yet. Finish a game, or leave one you have moved in, and it shows here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="111" />
      <source>Reset statistics…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="141" />
      <source>{average} {figure}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="150" />
      <source>{game}, {variant}: {count} game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="150" />
      <source>{game}, {variant}: {count} games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="159" />
      <source>Reset statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="160" />
      <source>Forget every game counted so far, in all games and variants? The list of recent games stays.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="171" />
      <source>Recent games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="179" />
      <source>Replay deals the same cards to the same seats; Review steps through a game played to its end, every card face up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="181" />
      <source>No finished games yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="184" />
      <source>Review this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="187" />
      <source>Replay this deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="208" />
      <source>Only a game played to its end can be reviewed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="210" />
      <source>This game's moves were not kept.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="220" />
      <source>{player} ({level})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="223" />
      <source>lost (left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="226" />
      <source>{result}, with take-backs</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/statistics.py" line="227" />
      <source>{figure}: {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>no finished games yet</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Replay deals the same cards to the same seats.</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>table</name>
    <message>
      <location filename="../deskcards/games/blackjack/table/__init__.py" line="64" />
      <source>You have gone out, and the others play on for the places left.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="67" />
      <source>Chips behind, and put in this hand: {rows}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="108" />
      <source>You have no chips left, and the others play on to the end of the game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/table/__init__.py" line="109" />
      <source>The chips each player has behind, and what each has put in this hand.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/__init__.py" line="71" />
      <source>You crashed out of this hand, and the others play it on without you.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/measure.py" line="60" />
      <location filename="../deskcards/ui/table_fixtures.py" line="117" />
      <source>thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segfault/table/measure.py" line="60" />
      <location filename="../deskcards/ui/table_fixtures.py" line="111" />
      <source>out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/ai_worker.py" line="213" />
      <source>the AI process stopped unexpectedly</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="249" />
      <source>{warning} Play it anyway?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="279" />
      <source>You are out of this game, and the others play on without you.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/card_table.py" line="283" />
      <source>Where each player stands.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/naming.py" line="57" />
      <source>{name}: picked up. It may go to 1 place: choose it with Tab or the arrows and press Enter to drop it there, or Escape to put it back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/naming.py" line="57" />
      <source>{name}: picked up. It may go to {count} places: choose one with Tab or the arrows and press Enter to drop it there, or Escape to put it back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/naming.py" line="65" />
      <source>{name}: put back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/naming.py" line="70" />
      <source>You hold {name}, picked up.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="227" />
      <source>no game is on the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="229" />
      <source>take-backs are turned off in the preferences</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="231" />
      <source>a move is being checked</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="244" />
      <source>You take back your move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="246" />
      <source>You take back your move and the move after it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="246" />
      <source>You take back your move and the {count} moves after it.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="259" />
      <source>Played again:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="290" />
      <source>Move taken back.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="358" />
      <source>A hint is for your own turn.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="369" />
      <source>The hard AI is looking for a hint…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="560" />
      <source>The check could not be made in the background ({problem}); it is made here.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/play.py" line="569" />
      <source>The AI could not move ({problem}); it plays the first legal action.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/preferences.py" line="123" />
      <location filename="../deskcards/ui/table_overlays.py" line="83" />
      <source>You</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/spots.py" line="124" />
      <source>{button}, not available now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_access.py" line="82" />
      <source>{place}: {cards}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_access.py" line="87" />
      <source>Scores: {rows}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_access.py" line="91" />
      <source>{player} {detail}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_items.py" line="124" />
      <source>Click to put this away and see the table under it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="32" />
      <source>your {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="32" />
      <source>{player}'s {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="47" />
      <location filename="../deskcards/ui/table_naming.py" line="48" />
      <source>{card}, {place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="48" />
      <source>face down</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="60" />
      <source>{place}, card {number} of {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="67" />
      <source>{place}, {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_naming.py" line="70" />
      <source>{pile}, {card} on top</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="79" />
      <source>You win!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="81" />
      <source>{player} wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="84" />
      <source>{players} and {last} share the win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="87" />
      <source>A draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="98" />
      <source>{player} plays first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="99" />
      <source>Press Enter to start, or click the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="100" />
      <source>Click (or press Enter) to start the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="102" />
      <source>{player} plays first: press Enter to start, or click the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="138" />
      <source>The game is over. Review it, or start a new one, from the Game menu.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="142" />
      <source>{player} is thinking…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="149" />
      <source>{seat} wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_overlays.py" line="149" />
      <source>You win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_scene.py" line="582" />
      <source>Nothing is chosen: Tab moves to what you may use now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_scene.py" line="583" />
      <source>Nothing on the table is yours to use now.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_view.py" line="13" />
      <source>Card table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_view.py" line="14" />
      <source>Tab and the arrow keys move between the cards you may use; Enter or Space picks one up or plays it. Ctrl and the arrow keys read the whole table, zone by zone, without moving the frame.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_zones.py" line="34" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_zones.py" line="34" />
      <source>Controls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_zones.py" line="35" />
      <source>On the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/table_zones.py" line="35" />
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Click the table or press Enter to start.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Click the table or press Enter to start: {player} plays first.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>Tab and the arrow keys move between the cards you may use; Enter or Space picks one up or plays it.</source>
      <translation type="vanished" />
    </message>
    <message>
      <source>The game is over. Start a new one from the Game menu.</source>
      <translation type="vanished" />
    </message>
  </context>
  <context>
    <name>take-back</name>
    <message>
      <location filename="../deskcards/engine/reveals.py" line="34" />
      <source>you have seen the {card} since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/reveals.py" line="62" />
      <source>the cards were shuffled since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/reveals.py" line="67" />
      <source>a card was drawn since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/reveals.py" line="28" />
      <location filename="../deskcards/games/segfault/reveals.py" line="22" />
      <source>a new hand was dealt since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/destiny/reveals.py" line="30" />
      <source>a card was looked at since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/runtime_error/reveals.py" line="21" />
      <source>face-down cards were turned up since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reveals.py" line="20" />
      <source>you have seen {card} since</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/games/segment_trix/reveals.py" line="26" />
      <source>a new round was dealt since</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>variants</name>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="35" />
      <source>{option} ({within}): {change}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="37" />
      <source>{option}: {change}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="60" />
      <location filename="../deskcards/engine/variant_changes.py" line="65" />
      <source>{new} instead of {old}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="62" />
      <source>place {place}: {new} instead of {old}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="69" />
      <source>yes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/engine/variant_changes.py" line="69" />
      <source>no</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>welcome</name>
    <message>
      <location filename="../deskcards/ui/welcome.py" line="28" />
      <source>Welcome to DeskCards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/welcome.py" line="29" />
      <source>&lt;b&gt;Five card games you may not know&lt;/b&gt;, each played against AI players. Choose one to read its rules or to start it; all five are in Game &gt; New game and their rules in Help.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/welcome.py" line="50" />
      <source>Read the rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/welcome.py" line="51" />
      <source>Play it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/welcome.py" line="55" />
      <source>Close</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>window</name>
    <message>
      <location filename="../deskcards/app/lifecycle.py" line="62" />
      <source>Resume?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/app/lifecycle.py" line="63" />
      <source>Resume your {game}?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/app/lifecycle.py" line="121" />
      <source>Leave your {game}? It cannot be resumed afterwards, and counts as a loss.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="350" />
      <source>About DeskCards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/dialogs.py" line="351" />
      <source>DeskCards {version}
A desktop card table for five little-known card games.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="37" />
      <source>The hard AI would {move} ({reason}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="38" />
      <source>The hard AI would {move}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="46" />
      <location filename="../deskcards/ui/window.py" line="366" />
      <source>Not over yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="55" />
      <source>Cannot review</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="56" />
      <source>That game cannot be reviewed: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="94" />
      <location filename="../deskcards/ui/past_games.py" line="99" />
      <source>Statistics</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="117" />
      <source>Cannot replay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="118" />
      <source>That game cannot be dealt again: {problem}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/past_games.py" line="120" />
      <source>Replay a recent game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/side_panel.py" line="38" />
      <source>&lt;b&gt;{player}&lt;/b&gt;: {detail}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/side_panel.py" line="73" />
      <source>Review this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/side_panel.py" line="75" />
      <source>Analyse this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/side_panel.py" line="80" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/side_panel.py" line="80" />
      <source>Game log</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/skip_bar.py" line="29" />
      <source>Let the AIs finish</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/skip_bar.py" line="31" />
      <location filename="../deskcards/ui/window.py" line="253" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/skip_bar.py" line="49" />
      <source>The AIs are finishing at full speed… ({progress})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/skip_bar.py" line="50" />
      <source>The AIs are finishing at full speed…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="30" />
      <location filename="../deskcards/ui/take_back_actions.py" line="90" />
      <source>&amp;Take back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="31" />
      <source>Re&amp;do</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="91" />
      <source>“{move}”</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="92" />
      <source>your last move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="95" />
      <source>&amp;Take back {move}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="96" />
      <source>&amp;Take back {move} and the move after it by {players}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="96" />
      <source>&amp;Take back {move} and the {count} moves after it by {players}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="104" />
      <source>{players} and {last}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="110" />
      <source>Cannot take back: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/take_back_actions.py" line="111" />
      <source>Cannot redo: {why}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="54" />
      <source>Careful</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="151" />
      <location filename="../deskcards/ui/window.py" line="322" />
      <source>Saved game damaged</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="165" />
      <source>Settings set aside</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="186" />
      <source>Play</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="195" />
      <source>Settings could not be saved ({problem}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="202" />
      <source>Last settings could not be used ({problem}); starting the standard game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="214" />
      <source>{game} ({variant})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="262" />
      <source>Restart deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="324" />
      <source>Nothing to resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="324" />
      <source>There is no unfinished game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="326" />
      <source>Resume unfinished game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="331" />
      <location filename="../deskcards/ui/window.py" line="340" />
      <source>Open record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="332" />
      <location filename="../deskcards/ui/window.py" line="345" />
      <source>DeskCards records (*.yaml)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="338" />
      <source>Cannot open record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="344" />
      <source>Save record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="351" />
      <source>Cannot save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="367" />
      <source>A game is analysed once it is over, for a seat you played.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="408" />
      <source>Scores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window.py" line="408" />
      <source>{caption}&lt;br&gt;&lt;br&gt;{lines}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="28" />
      <source>&amp;Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="29" />
      <source>&amp;New game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="30" />
      <source>&amp;Restart deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="31" />
      <source>&amp;Open record…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="32" />
      <source>&amp;Save record…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="33" />
      <source>&amp;Resume unfinished game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="37" />
      <source>Re&amp;view game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="40" />
      <source>&amp;Analyse game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="43" />
      <source>S&amp;cores</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="45" />
      <source>&amp;Hint</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="47" />
      <source>S&amp;tatistics…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="48" />
      <source>Recent &amp;games…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="50" />
      <source>&amp;Quit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="52" />
      <source>&amp;Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="53" />
      <source>&amp;Preferences…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="55" />
      <source>&amp;Help</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="56" />
      <source>&amp;Rules of this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="58" />
      <source>Rules &amp;of…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="61" />
      <source>&amp;About DeskCards</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="66" />
      <source>&amp;View</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="67" />
      <source>Side &amp;panel</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="70" />
      <source>Hide or show the side panel (F9)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="72" />
      <source>Read the &amp;table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../deskcards/ui/window_menus.py" line="73" />
      <source>Say that &amp;again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <source>Leave your {game}? It cannot be resumed afterwards.</source>
      <translation type="vanished" />
    </message>
  </context>
</TS>
