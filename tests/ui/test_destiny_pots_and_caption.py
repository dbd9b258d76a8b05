"""Many pots at the Destiny table: every side pot shows, readable and apart, and the
showdown's caption naming several winners hangs clear of the field."""

from __future__ import annotations

from PySide6.QtGui import QPolygonF

from destiny_ui_helpers import NAMES, destiny_session
from game_helpers import cards

from deskcards.games.destiny.actions import AllIn, Check, Hold, Look, Raise
from deskcards.games.destiny.pots import pots
from deskcards.ui.card_item import CardItem

STACKS = (200, 10, 20, 30, 40, 50, 60, 70)  # yours, then the others': each short stack tops a pot
BEST_FIRST = "As Ah Ad Ac Ks Kh Kd"  # seat 1 holds the best card, seat 7 the seventh best
YOUR_RAISE = 100


def seven_pots(window):
    """Eight players: the others go all in with 10 to 70 chips and you (200) raise to 100, so
    each of their stacks tops a pot of its own, the most there can be (the 30 of your raise
    that nobody could match go back to you). Seat s looks at field place 10 + s and holds
    place s; the shorter a stack, the better the card it holds, so each pot has a different
    winner."""
    session = destiny_session(0, len(STACKS))
    ruleset = session.ruleset
    held = dict(enumerate(cards(BEST_FIRST), start=1))
    rest = sorted(set(ruleset.deck) - set(held.values()))
    field = [held[place] if place in held else rest.pop() for place in range(25)]
    session.state = ruleset.state_from_cards(field, rest, dealer=len(STACKS) - 1, stacks=STACKS)
    window.play(session, deal=False, autosave=False)
    while session.state.phase == "wager1":
        action = Raise(YOUR_RAISE) if session.state.current_player == 0 else AllIn()
        assert window.runner.perform(action) is None, action
    return session


def play_the_field(window, session) -> None:
    """Every seat looks at place 10 + seat and holds place seat, and checks when it must
    wager; then the showdown (and the next round, or the end of the game)."""
    round_number = session.state.round_number
    while session.state.round_number == round_number and not session.is_over():
        state = session.state
        seat = state.current_player
        action = Check() if state.phase != "play" else Hold(seat) if state.looked else Look(10 + seat)
        assert window.runner.perform(action) is None, action


def scene_rect(item):
    return item.mapToScene(item.boundingRect()).boundingRect()


def test_seven_pots_all_show_inside_the_table_none_over_another(table_window):
    session = seven_pots(table_window)
    state = session.state
    assert state.phase == "play"
    table = table_window.runner.table
    expected = [amount for amount, _ in pots(state.betting.committed, state.betting.folded)]
    assert len(expected) == len(STACKS) - 1  # the most there can be: the top pot needs two players
    shown = [pile for pile in table.pot_piles if pile.isVisible()]
    assert [pile.amount for pile in shown] == expected
    rects = [scene_rect(pile) for pile in shown]
    table_rect = table_window.scene.sceneRect()
    for index, rect in enumerate(rects):
        assert table_rect.contains(rect), index
        assert not any(rect.intersects(other) for other in rects[index + 1:]), index
    # Nor over a card, a plate, a seat's chips or the wager controls.
    others = [item for item in table_window.scene.items() if item.isVisible() and (
        isinstance(item, CardItem) or item in table.fixtures.plates or item in table.stack_piles
        or item in table.bet_piles or item is table.panel.proxy or item in table.panel.buttons.values())]
    assert others
    for rect in rects:
        assert not any(rect.intersects(scene_rect(item)) for item in others)
    # Each says which pot it is: the main pot, then the side pots by number.
    assert [pile.name for pile in shown] == ["Main"] + [f"Side {number}" for number in range(1, len(STACKS) - 1)]


def test_the_caption_naming_every_winner_hangs_clear_of_the_field(table_window):
    session = seven_pots(table_window)
    play_the_field(table_window, session)
    table = table_window.runner.table
    awards = session.state.showdown.awards
    assert len({seat for _, _, seat in awards}) == len(STACKS) - 1  # seven pots, seven winners
    caption = table.caption
    assert caption.isVisible()
    for name in NAMES:
        assert name in caption.text
    assert "side pot 6" in caption.text
    words = scene_rect(caption)
    assert table_window.scene.sceneRect().contains(words)
    for place in range(25):  # the places of the cards still in the field and of those played
        assert not table.layout.field(place).outline().intersects(QPolygonF(words)), place
    assert not words.intersects(scene_rect(table.panel.proxy))


def test_one_winner_of_several_pots_is_named_once(table_window):
    """The best card held by your big stack: you win every pot, said in one sentence."""
    session = destiny_session(0, len(STACKS))
    ruleset = session.ruleset
    rest = sorted(set(ruleset.deck) - {cards("As")[0]})
    field = [cards("As")[0] if place == 0 else rest.pop() for place in range(25)]
    session.state = ruleset.state_from_cards(field, rest, dealer=len(STACKS) - 1, stacks=STACKS)
    table_window.play(session, deal=False, autosave=False)
    while session.state.phase == "wager1":
        table_window.runner.perform(Raise(YOUR_RAISE) if session.state.current_player == 0 else AllIn())
    play_the_field(table_window, session)
    text = table_window.runner.table.caption.text
    assert text.startswith("You win the main pot, side pot 1, ") and text.count("win") == 1
    assert f"and side pot 6 ({sum(STACKS[1:]) + max(STACKS[1:])}) with the A♠." in text
