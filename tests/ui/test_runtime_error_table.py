"""Runtime Error at the table, played with real mouse and keyboard events.

Positions are reached by playing the engine's own actions from a seed (the
tests search for a seed where what they need happens); the moves under test
are then made with the mouse or the keyboard only.
"""

from __future__ import annotations

import math
import random

import pytest
from fit_checks import FIT_SIZES, card_size_names, covered, lay
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest

from ui_helpers import click, drag

from deskcards.engine.cards import card_label, card_text, suit
from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.games.runtime_error.actions import NO_INPUT, Edit, Input, Loop, Script
from deskcards.games.runtime_error.phases import EDITING, LOOPING
from deskcards.games.runtime_error.prover.loop_model import EDIT, FUNCTION_NAMES, LOOP, PULL
from deskcards.games.runtime_error.statements import Placed, edit_problem
from deskcards.games.runtime_error.table import plate_detail
from deskcards.games.runtime_error.table.layout import RuntimeErrorLayout
from deskcards.games.runtime_error.table.room import measure
from deskcards.session import GameSession
from deskcards.ui.card_art import CARD_HEIGHT
from deskcards.ui.preferences import CARD_SIZES, Preferences, seats_for
from deskcards.ui.screenshot import take_screenshot
from deskcards.ui.spots import MARGIN
from deskcards.ui.table_scene import table_shape


def session_for(seed: int, variant: str = "standard", players: int = 2) -> GameSession:
    prefs = Preferences(game="runtime-error", variant=variant, players=players)
    return GameSession.new("runtime-error", variant, seats_for(prefs), seed=seed)


def scripts(state, kind: int | None = None) -> list[Script]:
    return [action for action in state.legal_actions()
            if isinstance(action, Script) and (kind is None or suit(action.function) == kind)]


def others_until_you(state) -> None:
    """The other seats skip until it is your move again."""
    while state.current_player != 0:
        state.apply(state.legal_actions()[0])


def loop_you_can_claim(variant: str = "big-hands"):
    """A seed where you build a PULL (or LOOP) statement, skip, and next turn build
    the other one and can claim a loop the prover proves: (seed, first, second, card)."""
    ruleset = load_game("runtime-error", variant, 2)
    for seed in range(300):
        state = ruleset.new_state(seed)
        if state.current_player != 0:
            continue
        for first in scripts(state, PULL) + scripts(state, LOOP):
            turn = state.clone()
            turn.apply(first)
            turn.apply(NO_INPUT)
            others_until_you(turn)
            for second in scripts(turn, LOOP if suit(first.function) == PULL else PULL):
                built = turn.clone()
                built.apply(second)
                for card in built.hand(0):
                    claimed = built.clone()
                    claimed.apply(Input(card, True))
                    if claimed.winner == 0:
                        return seed, first, second, card
    raise AssertionError("no position found")


def a_function_that_waits(kind: int, phase: str):
    """A standard seed where you build a ``kind`` statement at once and an input card
    then stops in ``phase`` (EDIT's choice, LOOP's next input): (seed, script, card)."""
    ruleset = load_game("runtime-error", "standard", 2)
    for seed in range(300):
        state = ruleset.new_state(seed)
        if state.current_player != 0:
            continue
        for script in scripts(state, kind):
            built = state.clone()
            built.apply(script)
            for card in built.hand(0):
                played = built.clone()
                played.apply(Input(card))
                if played.phase == phase and played.current_player == 0:
                    return seed, script, card
    raise AssertionError("no position found")


def visible_point(window, key) -> QPointF:
    """A point of ``key``'s item that no other item with a key covers."""
    item = window.scene.items_by_key[key]
    box = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.15, 0.7, 0.85, 0.08):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            point = QPointF(box.left() + fx * box.width(), box.top() + fy * box.height())
            if window.scene.key_at(point) == key:
                return point
    raise AssertionError(f"{key} is covered everywhere")


def drop(window, card, target_key) -> None:
    """Drag ``card`` onto a card where it shows, or onto the middle of a place."""
    end = visible_point(window, target_key) if isinstance(target_key, int) else \
        window.scene.items_by_key[target_key].scenePos()
    drag(window, visible_point(window, card), end)


def laid_where(window, card) -> tuple[str, int]:
    return window.runner.table.cards.where[card]


def build_by_mouse(window, script: Script, slot: int) -> None:
    for card in (script.lower, script.upper, script.function):
        drop(window, card, f"slot:0.{slot}")


def test_the_game_is_offered_and_shows_its_table(table_window):
    from deskcards.games import table_available

    assert table_available("runtime-error")
    session = session_for(next(seed for seed in range(50) if load_game("runtime-error", "standard", 2)
                               .new_state(seed).current_player == 0))
    table_window.play(session)
    table = table_window.runner.table
    assert "Runtime Error" in table_window.windowTitle()
    for seat in range(2):
        for card in session.state.hand(seat):
            assert table.cards.items[card].face_up == (seat == 0)
    assert table.fixtures.pile_labels["deck"].text() == f"{session.state.deck_size} cards"
    assert "5 cards in hand" in table.fixtures.plates[1].detail


def test_builds_a_statement_and_claims_a_loop_by_mouse(table_window):
    """The issue's required test: three cards dragged onto a slot build the statement;
    Run forever and an input card dragged to the middle win with a proof."""
    seed, first, second, card = loop_you_can_claim()
    session = session_for(seed, "big-hands")
    table_window.play(session)
    runner = table_window.runner
    runner.perform(first)
    runner.perform(NO_INPUT)
    while session.state.current_player != 0:
        runner.perform(session.state.legal_actions()[0])
    runner.animator.finish_all()
    actions = len(session.record.actions)
    table = runner.table
    assert table.marks.spots[0, 1].isVisible() and not table.marks.spots[0, 0].isVisible()
    build_by_mouse(table_window, second, 1)
    assert session.record.actions[actions:] == [str(second)] and table.pending.cards == []
    assert session.state.statements(0)[1] == Placed(second.lower, second.upper, second.function)
    assert [laid_where(table_window, part) for part in (second.lower, second.upper, second.function)] == \
        [("statement:0.1", 0), ("statement:0.1", 1), ("statement:0.1", 2)]
    assert table.marks.labels[0, 1].text == ("LOOP" if suit(second.function) == LOOP else "PULL")
    said = []
    say = table.caption.say
    table.caption.say = lambda text: (said.append(text), say(text))
    click(table_window, table_window.scene.items_by_key["forever"].scenePos())
    assert table.forever_button.checked and "Run forever is ON" in table_window.panel.status.text()
    drop(table_window, card, "input")
    assert session.record.actions[-1] == str(Input(card, True))
    assert session.is_over() and session.state.winner == 0
    assert table.overlays.banner is not None and table.overlays.banner.title == "You win!"
    played_out = [text for text in said if text.startswith("Play ")]
    assert played_out and said.index(played_out[0]) < len(said) - 1  # the steps, then the proof
    proof = table.caption.text
    assert proof.startswith("Proof: ") and "the same position again" in proof
    assert session.state.reason == "an infinite loop, proven. " + proof.removeprefix("Proof: ")
    assert laid_where(table_window, card) == ("input", 0)  # the played-out cards are back where the game is
    assert table.cards.items[card].pos() == table.layout.input().centre
    told = table.caption.sceneBoundingRect()  # the proof's caption hides neither the banner nor a statement
    assert not told.intersects(table.overlays.banner.sceneBoundingRect())
    assert not any(told.intersects(table.layout.slot_box(seat, slot)) for seat in range(2) for slot in range(4))


@pytest.mark.slow
def test_while_the_proof_plays_out_the_side_panel_says_the_game_is_over(table_window, qtbot):
    seed, first, second, card = loop_you_can_claim()
    session = session_for(seed, "big-hands")
    runner = table_window.runner
    runner.prefs = Preferences(animation_speed="fast")  # the proof takes a while to play out
    table_window.play(session)
    for action in (first, NO_INPUT):
        runner.perform(action)
    while session.state.current_player != 0:
        runner.perform(session.state.legal_actions()[0])
    runner.perform(second)
    runner.animator.finish_all()
    click(table_window, table_window.scene.items_by_key["forever"].scenePos())
    assert "Run forever is ON" in table_window.panel.status.text()
    drop(table_window, card, "input")
    assert session.is_over() and runner.animator.busy
    during = table_window.panel.status.text()
    assert during.startswith("The game is over: you win") and "showing why it never ends" in during
    assert "input card" not in during and "Run forever" not in during
    qtbot.waitUntil(lambda: not runner.animator.busy, timeout=20_000)
    after = table_window.panel.status.text()
    assert after.startswith("The game is over: you win") and "Start a new one from the Game menu" in after


def you_start(variant: str = "standard", players: int = 2, wanted=lambda state: True) -> GameSession:
    """The first seed where you start, in the scripting phase, and ``wanted(state)`` holds."""
    ruleset = load_game("runtime-error", variant, players)
    seed = next(seed for seed in range(300) if (state := ruleset.new_state(seed)).current_player == 0
                and state.phase == "script" and wanted(state))
    return session_for(seed, variant, players)


def test_a_card_that_cannot_belong_is_refused_as_it_is_placed_and_the_parts_before_it_stay(table_window, qtbot):
    def mixed_bounds(state):
        return len({suit(card) for card in state.hand(0)}) > 1 and scripts(state)

    session = you_start(wanted=mixed_bounds)
    table_window.play(session)
    table = table_window.runner.table
    hand = list(session.state.hand(0))
    lower = next(card for card in hand if any(suit(other) != suit(card) for other in hand))
    upper = next(card for card in hand if suit(card) != suit(lower))
    drop(table_window, lower, "slot:0.0")
    places = {card: table.cards.items[card].pos() for card in hand if card != lower}
    drop(table_window, upper, "slot:0.0")  # of another suit: refused at once, not after a third card
    assert table_window.panel.status.text() == (f"The {card_label(upper)} cannot be the upper bound: the bounds "
                                                f"{card_label(lower)} and {card_label(upper)} must be of one suit. "
                                                "It is back in your hand.")
    assert session.record.actions == [] and list(session.state.hand(0)) == hand
    assert table.pending.cards == [lower] and table.cards.items[lower].highlight == "hint"  # still on the slot
    qtbot.wait(10)  # the refused card slides back into your fan
    assert {card: table.cards.items[card].pos() for card in hand if card != lower} == places


def test_your_next_empty_slot_is_outlined_as_the_panel_says(table_window):
    session = you_start(wanted=lambda state: bool(scripts(state)))
    table_window.play(session)
    slots = [table_window.scene.items_by_key[f"slot:0.{slot}"] for slot in range(4)]
    assert "your outlined slot" in table_window.panel.status.text()
    assert [slot.outlined for slot in slots] == [True, False, False, False]
    assert all(slot.isVisible() for slot in slots)
    image = QImage(table_window.view.viewport().size(), QImage.Format.Format_RGB32)
    table_window.view.viewport().render(image)
    rim = table_window.view.mapFromScene(slots[0].sceneBoundingRect().center()
                                         - QPointF(slots[0].sceneBoundingRect().width() / 2 - MARGIN, 0))
    assert QColor(image.pixel(rim)).green() > 150  # the outline, drawn bright on the dark felt


def scripting(window):
    """On ``window``, your first turn with a statement to build; its lower bound dropped
    on your first slot: (session, table, the statement)."""
    session = you_start(wanted=lambda state: bool(scripts(state)))
    window.play(session)
    script = scripts(session.state)[0]
    drop(window, script.lower, "slot:0.0")
    return session, window.runner.table, script


def test_a_claim_with_no_statement_says_there_is_nothing_to_run(table_window):
    session = you_start()
    table_window.play(session)
    table = table_window.runner.table
    click(table_window, table_window.scene.items_by_key["skip"].scenePos())  # no statement
    click(table_window, table_window.scene.items_by_key["forever"].scenePos())
    card = session.state.hand(0)[0]
    drop(table_window, card, "input")
    assert session.record.actions[-1] == str(Input(card, True)) and not session.is_over()
    assert session.state.current_player == 1  # no statement ran: the turn is over
    reason = "there is no statement to run, so the turn ends with this card"
    assert table.caption.text == f"Run forever is not proven: {reason}."
    log = [table_window.panel.log.item(line).text() for line in range(table_window.panel.log.count())]
    assert f"You claim the turn runs forever, but the prover does not accept it: {reason}" in log


def test_a_placed_part_can_be_taken_back_and_the_statement_skipped(table_window):
    session, table, script = scripting(table_window)
    drop(table_window, script.upper, "slot:0.0")
    assert table.pending.cards == [script.lower, script.upper]
    assert [table.cards.items[card].highlight for card in (script.lower, script.upper)] == ["hint", "hint"]
    assert "lower" in table_window.panel.status.text() and "function" in table_window.panel.status.text()
    placed = f"On the slot: lower bound {card_label(script.lower)}, upper bound {card_label(script.upper)}."
    assert placed in table_window.panel.status.text()
    click(table_window, visible_point(table_window, script.upper))
    assert table.pending.cards == [script.lower] and session.record.actions == []
    # Back in your hand, lit no more as a part; the focus ring went with the click.
    assert table.cards.items[script.upper].highlight == "focus" and table.cards.where[script.upper][0] == "hand:0"
    click(table_window, table_window.scene.items_by_key["skip"].scenePos())
    assert session.record.actions == ["no script"] and table.pending.cards == []
    assert table.cards.where[script.lower][0] == "hand:0"


def waiting_in(window, kind: int, phase: str):
    """On ``window``, a statement of ``kind`` built and an input card played that
    stops in ``phase``: (session, table, the input card)."""
    seed, script, card = a_function_that_waits(kind, phase)
    session = session_for(seed)
    window.play(session)
    window.runner.perform(script)
    window.runner.perform(Input(card))
    return session, window.runner.table, card


def test_an_edit_chosen_by_mouse_and_a_wrong_one_refused(table_window):
    session, table, _ = waiting_in(table_window, EDIT, EDITING)
    state = session.state
    assert state.phase == EDITING and table.marks.labels[0, 0].text == "EDIT"
    edits = [action for action in state.legal_actions() if isinstance(action, Edit)]
    editable = {table.statement_cards(edit.seat, edit.slot)[edit.part] for edit in edits}
    assert {card for card, item in table.cards.items.items() if item.highlight == "hint"} == editable
    wrong = next((placed, hand_card) for placed in table.statement_cards(0, 0) for hand_card in state.hand(0)
                 if not any(edit.card == hand_card and table.statement_cards(edit.seat, edit.slot)[edit.part] == placed
                            for edit in edits))
    actions = list(session.record.actions)
    drop(table_window, wrong[1], wrong[0])
    seat, slot, part = table.statement_place(wrong[0])
    reason = edit_problem([state.statements(seat) for seat in range(2)], seat, slot, part, wrong[1])
    assert table_window.panel.status.text() == reason
    assert session.record.actions == actions
    edit = edits[0]
    target = table.statement_cards(edit.seat, edit.slot)[edit.part]
    click(table_window, visible_point(table_window, target))
    same_part = (edit.seat, edit.slot, edit.part)
    assert set(table.targets(target)) == {other.card for other in edits
                                             if (other.seat, other.slot, other.part) == same_part}
    click(table_window, visible_point(table_window, edit.card))
    assert session.record.actions[-1] == str(edit)
    assert table.cards.where[edit.card] == (f"statement:{edit.seat}.{edit.slot}", edit.part)


@pytest.mark.slow
def test_a_running_statement_glows_and_an_edited_card_lies_face_down_dimmed(table_window, qtbot):
    table_window.runner.prefs = Preferences(animation_speed="fast")
    session, table, _ = waiting_in(table_window, EDIT, EDITING)
    statement = table.statement_cards(0, 0)
    qtbot.waitUntil(lambda: all(table.cards.items[card].highlight == "win" for card in statement), timeout=5000)
    qtbot.waitUntil(lambda: not table_window.runner.animator.busy, timeout=5000)
    edit = next(action for action in session.state.legal_actions() if isinstance(action, Edit))
    table_window.runner.perform(edit)
    edited = table.statement_cards(edit.seat, edit.slot)

    def inactive() -> bool:
        items = table.cards.items
        return not items[edit.card].face_up and all(items[card].highlight == "dim" for card in edited) \
            and table.marks.labels[edit.seat, edit.slot].inactive

    qtbot.waitUntil(inactive, timeout=5000)
    table_window.runner.animator.finish_all()
    turned_up = session.state.statements(edit.seat)[edit.slot].active  # the input card went to the discard pile
    assert turned_up and table.cards.items[edit.card].face_up and not table.marks.labels[edit.seat, edit.slot].inactive


def test_loops_next_input_by_mouse(table_window):
    session, table, card = waiting_in(table_window, LOOP, LOOPING)
    assert session.state.phase == LOOPING
    assert "LOOP: play the next input card" in table_window.panel.status.text()
    assert table.forever_button.isVisible() and not table.skip_button.isVisible()
    assert table.cards.where[card][0] == "discard"  # LOOP discarded the input card
    following = session.state.hand(0)[0]
    click(table_window, visible_point(table_window, following))
    click(table_window, table_window.scene.items_by_key["input"].scenePos())
    assert session.record.actions[-1] == str(Loop(following))


def press(view, key, times: int = 1) -> None:
    for _ in range(times):
        QTest.keyClick(view, key)


def test_scripting_and_input_by_keyboard_alone(table_window):
    session = you_start(wanted=lambda state: bool(scripts(state)) and len(state.hand(0)) > 3)
    table_window.play(session)
    table = table_window.runner.table
    view = table_window.view
    view.setFocus()
    script = scripts(session.state)[0]
    for card in (script.lower, script.upper, script.function):
        press(view, Qt.Key_Tab, table.sources().index(card) + 1)
        press(view, Qt.Key_Return)  # picked up: Tab now walks its targets, the slot first
        press(view, Qt.Key_Tab)
        press(view, Qt.Key_Return)
    assert session.record.actions == [str(script)]
    card = session.state.hand(0)[-1]
    press(view, Qt.Key_F)
    press(view, Qt.Key_Right, table.sources().index(card) + 1)
    press(view, Qt.Key_Return)
    press(view, Qt.Key_Tab)
    press(view, Qt.Key_Return)
    assert session.record.actions[1] == str(Input(card, True))
    assert not table.forever  # a claim is for one card


def test_escape_takes_back_the_parts_and_n_skips(table_window):
    session, table, script = scripting(table_window)
    view = table_window.view
    view.setFocus()
    press(view, Qt.Key_Escape)
    assert table.pending.cards == [] and table.cards.where[script.lower][0] == "hand:0"
    press(view, Qt.Key_N)
    press(view, Qt.Key_F)
    assert table.forever
    press(view, Qt.Key_N)
    assert session.record.actions[:2] == ["no script", "no input"] and not table.forever


@pytest.mark.slow
@pytest.mark.parametrize("players, level", [(2, "medium"), (4, "easy")])
def test_a_whole_game_with_ai_seats(table_window, players, level):
    session = session_for(1, players=players)
    table_window.play(session)
    agent, rng = make_agent("runtime-error", level), random.Random(players)
    while not session.is_over():
        seat = session.state.current_player
        table_window.runner.perform(agent.choose(session.state.observation(seat), rng))
    table_window.runner.animator.finish_all()
    table = table_window.runner.table
    assert table.overlays.banner is not None
    state = session.state
    for seat in range(players):
        assert table.cards.in_pile(f"hand:{seat}") == list(state.hand(seat))
        for slot, placed in enumerate(state.statements(seat)):
            assert table.statement_cards(seat, slot) == list(placed.cards)
    assert sorted(table.cards.in_pile("deck")) == sorted(state.zones()["deck"])  # face down: its order is not shown
    assert table.cards.in_pile("discard") == list(state.discard)
    for card, item in table.cards.items.items():
        place, face_up = table.place_for(*table.cards.where[card], card)
        assert (item.pos() - place.centre).manhattanLength() < 0.5 and item.face_up == face_up


def write_assisted_variant(config_home) -> None:
    """The house rule "assisted-big": big hands and the loop hint."""
    rules = config_home / "config" / "deskcards" / "variants" / "runtime-error"
    rules.mkdir(parents=True)
    (rules / "assisted-big.yaml").write_text("title: Assisted, big hands\nextends: big-hands\n"
                                             "description: Seven cards each, and the loop hint.\n"
                                             "settings:\n  assist: true\n")


def test_the_assist_hint_names_the_card_that_starts_a_loop(table_window, isolated_dirs):
    write_assisted_variant(isolated_dirs)
    seed, first, second, card = loop_you_can_claim("assisted-big")
    session = session_for(seed, "assisted-big")
    table_window.play(session)
    for action in (first, NO_INPUT):
        table_window.runner.perform(action)
    while session.state.current_player != 0:
        table_window.runner.perform(session.state.legal_actions()[0])
    table = table_window.runner.table
    assert not table.caption.text.startswith("Assist")
    table_window.runner.perform(second)
    table_window.runner.animator.finish_all()
    assert table.caption.text.startswith("Assist: a loop the prover can prove starts with")
    assert card_label(card) in table.caption.text and card_text(card) not in table.caption.text
    assert table.cards.items[card].highlight == "hint"


def test_a_resumed_game_lays_out_every_statement_with_its_name(table_window):
    session = session_for(1, players=3)
    table_window.play(session)
    agent, rng = make_agent("runtime-error", "medium"), random.Random(1)
    while sum(len(session.state.statements(seat)) for seat in range(3)) < 4:
        assert not session.is_over()
        table_window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))
    table_window.play(session, deal=False)  # laid out afresh, as after a restart
    table = table_window.runner.table
    for seat in range(3):
        for slot, placed in enumerate(session.state.statements(seat)):
            assert table.statement_cards(seat, slot) == list(placed.cards)
            assert table.marks.labels[seat, slot].text == FUNCTION_NAMES[suit(placed.function)]
            for part, card in enumerate(placed.cards):
                assert table.cards.items[card].pos() == table.layout.part(seat, slot, part).centre


VIEWS = [(580, 560), (1130, 880), (2240, 1260), (650, 1180)]  # about the views of windows from 800 x 600 to portrait


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_layout_has_room_for_everything(qapp, players):
    """In every shape of table and at every card size, full hands and piles: no two places
    overlap, and all lie on the table."""
    for width, height in VIEWS:
        area = table_shape(width, height)
        words = measure(width / area.width(), ["You", "Alice", "Bob", "Carol"], plate_detail)
        for card_size in CARD_SIZES.values():
            for human in range(players):
                layout = RuntimeErrorLayout(players, human, area, words, card_size)
                where = (width, height, card_size, human)
                assert layout.overlaps(hand_size=14, pile=52) == [], where
                assert [name for name, shape in layout.footprints(14, 52)
                        if not area.contains(shape.boundingRect())] == [], where


def on_screen_height(item, view) -> float:
    """How many screen pixels tall ``item`` (a card) shows, as test_small_window measures it."""
    to_screen = item.deviceTransform(view.viewportTransform())
    return CARD_HEIGHT * math.hypot(to_screen.m21(), to_screen.m22())


def test_your_cards_are_large_enough_at_800_by_600_with_four_players(table_window, qtbot):
    session = you_start(players=4)
    table_window.resize(800, 600)
    table_window.play(session)
    table_window.runner.animator.finish_all()
    qtbot.wait(1)
    table = table_window.runner.table
    heights = [on_screen_height(table.cards.items[card], table_window.view) for card in table.cards.in_pile("hand:0")]
    assert heights and min(heights) >= 70


def statements_everywhere(window, players: int) -> GameSession:
    """A game on ``window`` played by the AI until every seat has built a statement."""
    session = session_for(1, players=players)
    window.play(session)
    agent, rng = make_agent("runtime-error", "medium"), random.Random(players)
    while not all(session.state.statements(seat) for seat in range(players)):
        assert not session.is_over()
        window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))
    return session


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_built_statements_fit_at_every_size(table_window, qtbot, players):
    """With statements built, cards on every pile and the buttons out: nothing covers what
    you read, and each function's name lies on its function card, however large it grows."""
    session = statements_everywhere(table_window, players)
    problems = []
    for card_size in card_size_names():
        for size in FIT_SIZES:
            lay(table_window, qtbot, size, card_size)
            table = table_window.runner.table
            table.show_controls(True)  # as on your turn: the buttons are out
            where = f"{size[0]}x{size[1]}, {card_size} cards"
            problems += [f"{where}: {problem}" for problem in covered(table_window)]
            for seat in range(players):
                for slot in range(len(session.state.statements(seat))):
                    name = table.marks.labels[seat, slot].sceneBoundingRect()
                    card = table.cards.items[table.statement_cards(seat, slot)[2]].sceneBoundingRect()
                    if not card.contains(name):
                        problems.append(f"{where}: the function's name of {seat}.{slot} is off its card")
    assert problems == []


def test_a_new_shape_keeps_your_statement_half_built_and_run_forever(table_window, qtbot):
    session, table, script = scripting(table_window)
    drop(table_window, script.upper, "slot:0.0")
    lay(table_window, qtbot, (900, 1200))
    table = table_window.runner.table
    assert table.pending.cards == [script.lower, script.upper]
    assert [table.cards.items[card].pos() for card in (script.lower, script.upper)] == \
        [table.layout.part(0, 0, part).centre for part in (0, 1)]
    assert "On the slot: lower bound" in table_window.panel.status.text()
    click(table_window, table_window.scene.items_by_key["skip"].scenePos())  # no statement: your input now
    press(table_window.view, Qt.Key_F)
    table_window.runner.table.caption.say("LOOP does nothing: the hand is empty.")
    lay(table_window, qtbot, (1400, 900))
    table = table_window.runner.table
    assert table.forever and table.forever_button.checked and "Run forever is ON" in table_window.panel.status.text()
    assert table.caption.text == "LOOP does nothing: the hand is empty." and table.caption.isVisible()
    assert session.record.actions == ["no script"]


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_the_screenshot_command_draws_statements_with_their_names(qapp, isolated_dirs, tmp_path, players):
    out = take_screenshot("runtime-error", "standard", 3, players, 14, (1280, 800), str(tmp_path / "table.png"))
    image = QImage(out)
    assert (image.width(), image.height()) == (1280, 800)
    from deskcards.games.runtime_error.table.statements import COLOURS

    pills = {colour.rgb() for colour in COLOURS.values()}
    assert sum(image.pixel(x, y) in pills for x in range(0, 1280, 2) for y in range(0, 800, 2)) > 20
