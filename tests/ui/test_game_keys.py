"""Each game's own keys, as a blind player uses them (issue 35): what Tab reaches,
what Enter does, and what each key says it did."""

from __future__ import annotations

import random

from key_player import enter_on, tab_to
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from destiny_ui_helpers import at_your_look, free_places, play_for_others, started
from test_accessibility import human_first, press
from test_announcements import listen
from test_destiny_raise_amount import wagering
from ui_helpers import seed_where_human_starts, segfault_session

from deskcards.engine.cards import card_words, spoken_text
from deskcards.games.destiny.actions import Hold, Look
from deskcards.games.destiny.cards import place_text
from deskcards.games.runtime_error.actions import Edit, Loop, Script
from deskcards.games.runtime_error.phases import SCRIPT
from deskcards.games.runtime_error.table.reading import statement_sentence
from deskcards.games.segfault.actions import PLAYS
from deskcards.games.segfault.phases import PLAYING
from deskcards.session import GameSession


def test_tab_reaches_the_pointing_count_while_you_play_a_card_and_its_keys_say_the_value(table_window):
    session = human_first("segfault")
    table_window.play(session, deal=False)
    scene, table = table_window.scene, table_window.runner.table
    table_window.view.setFocus()
    assert "pointing" not in table.sources()  # nothing to point with before the draw
    press(table_window, Qt.Key_Tab)
    press(table_window, Qt.Key_Return)  # the deck: draw
    assert session.state.phase == PLAYING
    said = listen(table_window)
    press(table_window, Qt.Key_Backtab)  # the count is the last thing of the ring
    assert scene.focus_key == "pointing"
    assert scene.focusItem() is table.declare_proxy and table.pointing.spin.hasFocus()
    press(table_window, Qt.Key_Up)
    press(table_window, Qt.Key_Plus)
    assert table.pointing.value() == 3
    assert [announcement.text for announcement in said] == ["Pointing 2 times", "Pointing 3 times"]
    QTest.keyClick(table_window.view, Qt.Key_W)  # a letter is the table's, not typed into the count
    assert said[-1].source == "summary" and table.pointing.value() == 3
    assert f"Your drawn card: {card_words(session.state.drawn)}." in said[-1].text
    press(table_window, Qt.Key_Right)  # on round the ring: the first card of your row
    assert scene.focus_key == session.state.rows[0][0] and not table.pointing.spin.hasFocus()
    press(table_window, Qt.Key_Return)
    press(table_window, Qt.Key_Tab)  # the discard pile
    press(table_window, Qt.Key_Return)
    assert session.record.actions[1] == "play 1 x3"


def _tab_to(window, key) -> None:
    for _ in range(60):
        if window.scene.focus_key == key:
            return
        press(window, Qt.Key_Tab)
    raise AssertionError(f"Tab never reached {key}")


def test_the_chooser_says_what_each_key_did_and_enter_on_the_digit_chosen_plays_it(table_window):
    session = human_first("segment-trix")
    table_window.play(session, deal=False)
    table, scene = table_window.runner.table, table_window.scene
    table_window.view.setFocus()
    said = listen(table_window)
    for card in table.sources():  # a card with a digit it can be made into, other than its own
        if not isinstance(card, int):
            continue
        scene.put_focus(card)
        press(table_window, Qt.Key_Return)
        choice = table.chooser.choice
        other = [digit for digit in choice.options() if digit != choice.digit and choice.options()[digit][1]]
        playable = [digit for digit in other if choice.ruleset.plays.form(
            choice.card, choice.options()[digit][0], digit) in session.state.legal_actions()]
        if playable:
            break
        press(table_window, Qt.Key_Escape)
    else:
        raise AssertionError("no card to make into another digit")
    digit = playable[0]
    _tab_to(table_window, f"digit:{digit}")
    moves, count = len(session.record.actions), len(said)
    press(table_window, Qt.Key_Return)
    assert len(session.record.actions) == moves and choice.digit == digit
    # said once (issue 35), by the button's new name, with its chip: no "Plays as" line besides
    assert scene.focus_name.startswith(f"play as {digit}, ") and "more chip" in scene.focus_name
    assert scene.focus_name.endswith(", chosen: press it again to play")
    assert not any(line.text.startswith("Plays as") for line in said[count:])
    segment = sorted(choice.chips)[0]
    press(table_window, segment)  # its chip off, by its letter
    assert said[-1].text.startswith(f"Chip off segment {segment.upper()}: ")
    press(table_window, segment)
    assert said[-1].text.startswith(f"Chip on segment {segment.upper()}: plays as {digit} now")
    press(table_window, Qt.Key_Return)  # the ring is still on the digit chosen: it plays
    assert len(session.record.actions) == moves + 1
    assert session.record.actions[moves].startswith("play")


def _runtime_error_with_statements() -> GameSession:
    """A Runtime Error game at your turn to build, with the AI's statement on the table:
    statements built whenever one may be, no claim, no edit."""
    session = human_first("runtime-error")
    rng = random.Random(5)
    for _ in range(400):
        state = session.state
        if state.phase == SCRIPT and state.current_player == 0 and state.statements(1):
            return session
        legal = [action for action in state.legal_actions() if not isinstance(action, (Loop, Edit))]
        built = [action for action in legal if isinstance(action, Script)]
        session.apply(rng.choice(built or legal or state.legal_actions()))
    raise AssertionError("no statement built")


def test_a_statements_parts_lie_in_its_zone_while_you_build_it_and_w_reads_every_statement(table_window):
    session = _runtime_error_with_statements()
    table_window.play(session, deal=False)
    table, scene = table_window.runner.table, table_window.scene
    table_window.view.setFocus()
    script = next(action for action in session.state.legal_actions() if isinstance(action, Script))
    for part in (script.lower, script.upper):
        scene.put_focus(part)
        press(table_window, Qt.Key_Return)  # picked up
        press(table_window, Qt.Key_Tab)  # the slot, its only target
        press(table_window, Qt.Key_Return)
    assert table.pending.cards == [script.lower, script.upper]
    slot = len(session.state.statements(0)) + 1
    zones = {zone.name: zone.items for zone in table.access.zones()}
    every = [id(item) for items in zones.values() for item in items]
    assert len(every) == len(set(every))  # each thing under one zone
    parts = [table.cards.items[card] for card in (script.lower, script.upper)]
    assert not set(map(id, parts)) & set(map(id, zones["Your hand"]))
    assert [id(item) for item in zones[f"Your statement {slot}"][:2]] == list(map(id, parts))
    assert scene.item_name(parts[1]).endswith(f"your statement {slot}, upper bound")
    said = listen(table_window)
    QTest.keyClick(table_window.view, Qt.Key_W)
    summary = said[-1].text
    hand = [table.card_words(card) for card in session.state.hand(0) if card not in table.pending]
    assert f"Your hand: {', '.join(hand)}." in summary
    seen = session.state.observation(0)
    for seat in (0, 1):
        for number, placed in enumerate(seen.table[seat], start=1):
            assert spoken_text(f"{number}, {statement_sentence(placed)}") in summary  # its cards in words
    assert seen.table[0] or "You have no statement." in summary


def test_destinys_w_says_where_each_of_your_hands_is(table_window):
    session = started(table_window, lambda state: state.phase == "wager1")
    table = table_window.runner.table
    said = listen(table_window)
    QTest.keyClick(table_window.view, Qt.Key_W)
    assert "Your right hand holds nothing yet." in said[-1].text and "left hand" not in said[-1].text
    play_for_others(table_window, at_your_look)
    place = free_places(session.state)[0]
    table_window.runner.perform(Look(place))
    held = next(other for other in free_places(session.state) if other != place)
    QTest.keyClick(table_window.view, Qt.Key_W)
    card = session.state.field[place]
    assert f"Your left hand lifts the {table.card_words(card)} at {place_text(place)}." in said[-1].text
    table_window.runner.perform(Hold(held))
    play_for_others(table_window, lambda state: state.phase == "wager2")
    QTest.keyClick(table_window.view, Qt.Key_W)
    assert f"You looked at the {table.card_words(card)} at {place_text(place)}." in said[-1].text
    assert f"Your right hand holds {place_text(held)}." in said[-1].text


def test_after_the_others_move_destinys_focus_is_never_left_on_all_in(table_window):
    session = started(table_window, wagering)
    scene = table_window.scene
    table_window.view.setFocus()
    scene.put_focus("all-in")
    press(table_window, "c")  # check or call: the turn goes round
    assert session.state.current_player != 0
    play_for_others(table_window, lambda state: True)
    assert scene.input_enabled
    if session.state.phase in ("wager1", "wager2"):
        assert scene.focus_key in ("check", "call")
    else:
        assert isinstance(scene.focus_key, int)  # a field card


def test_r_takes_destinys_focus_to_the_raise_amount_and_enter_raises_what_plus_and_minus_set(table_window):
    session = started(table_window, wagering)
    scene, panel = table_window.scene, table_window.runner.table.panel
    table_window.view.setFocus()
    said = listen(table_window)
    lowest, step = session.state.min_raise_to(0), session.ruleset.big_blind
    moves = len(session.record.actions)
    press(table_window, "r")
    assert len(session.record.actions) == moves  # no raise yet
    assert scene.focus_key == "amount" and panel.amount.spin.hasFocus()
    assert said[-1].text == f"Raise to {lowest}: type the amount, or press + and -, then Enter raises."
    press(table_window, Qt.Key_Plus)
    press(table_window, Qt.Key_Plus)
    press(table_window, Qt.Key_Minus)
    assert said[-1].text == f"Raise to {lowest + step}"
    press(table_window, Qt.Key_Return)
    assert session.record.actions[moves:] == [f"raise {lowest + step}"]


def _chain_words(session, n: int) -> str:
    """Where the drawn card's chain ends, played pointing ``n`` times, as the tutorial says it."""
    hops, crashes = session.state.preview(PLAYS[None, n])
    if not hops:
        return "crashes at once" if crashes else ""
    end = card_words(session.state.rows[hops[-1][0]][hops[-1][1]])
    return f"crashes at {end}" if crashes else f"ends on {end}"


def test_in_the_tutorial_the_card_the_keyboard_is_on_shows_and_says_where_its_chain_ends(table_window):
    session = segfault_session(seed_where_human_starts("tutorial"), "tutorial")
    table_window.play(session)
    table = table_window.runner.table
    table_window.view.setFocus()
    enter_on(table_window, "deck")  # the draw, by keys
    said = listen(table_window)
    tab_to(table_window, session.state.drawn)
    hops, _ = session.state.preview(PLAYS[None, 1])
    assert len(table.hover_arrows) == len(hops) and said[-1].text == _chain_words(session, 1)
    press(table_window, Qt.Key_Tab)  # the count: the drawn card keeps its chain
    assert table_window.scene.focus_key == "pointing" and len(table.hover_arrows) == len(hops)
    press(table_window, Qt.Key_Up)
    assert said[-1].text == f"Pointing 2 times: {_chain_words(session, 2)}"
