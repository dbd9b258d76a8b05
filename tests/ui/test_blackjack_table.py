"""Blackjack at the table: one human turn by real mouse events."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from fit_checks import card_size_names, lay, most_players, your_turn
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from test_small_window import on_screen
from ui_helpers import banner_covers, click, drag, play_to_the_end, reader_lands_on_your_first_card

from deskcards.engine.cards import card_label, rank, suit, suit_name
from deskcards.engine.events import Shuffled
from deskcards.games import load_game
from deskcards.games.blackjack.actions import DRAW, END
from deskcards.games.blackjack.narrate import a_rank, rank_plural
from deskcards.games.blackjack.phases import MAY_END, START
from deskcards.games.blackjack.table.layout import SEARCH_STEPS, SMALLEST, Room, fitted
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.card_art import CARD_HEIGHT, INDEX_LEFT, INDEX_WIDTH, index_growth
from deskcards.ui.preferences import CARD_SIZES
from deskcards.ui.table_scene import table_shape


def centre(window, key):
    return window.scene.items_by_key[key].scenePos()


def opening_with_three_and_ace():
    """A deal where you start holding one 3, an Ace, and a card that cannot follow the 3."""
    ruleset = load_game("blackjack", "standard", 4)
    for seed in range(2000):
        state = ruleset.new_state(seed)
        hand = state.hand(0)
        threes = [c for c in hand if rank(c) == 3]
        aces = [c for c in hand if rank(c) == 1]
        if state.current_player != 0 or len(threes) != 1 or not aces:
            continue
        misfits = [c for c in hand if rank(c) not in (1, 3) and suit(c) != suit(threes[0])]
        if misfits:
            return seed, threes[0], aces[0], misfits[0]
    raise AssertionError("no suitable deal in 2000 seeds")


def test_a_turn_with_two_cycles_an_ace_and_an_illegal_drop(table_window):
    seed, three, ace, misfit = opening_with_three_and_ace()
    seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "random") for n in ("Alice", "Bob", "Carol")]
    session = GameSession.new("blackjack", "standard", seats, seed=seed)
    table_window.play(session)
    assert "Blackjack (shedding)" in table_window.windowTitle()
    assert "Your turn" in table_window.panel.status.text()

    drag(table_window, centre(table_window, three), centre(table_window, "discard"))  # cycle 1
    assert session.record.actions == [f"play {_text(three)}"]
    assert "A 3 was played" in table_window.panel.status.text()

    home = centre(table_window, misfit)
    drag(table_window, home, centre(table_window, "discard"))  # does not match the 3
    assert len(session.record.actions) == 1
    assert "match" in table_window.panel.status.text()
    table_window.runner.animator.finish_all()
    assert (centre(table_window, misfit) - home).manhattanLength() < 1

    drag(table_window, centre(table_window, ace), centre(table_window, "discard"))  # cycle 2: asks for a suit
    buttons = [table_window.scene.items_by_key[f"suit:{s}"] for s in range(4)]
    assert all(button.isVisible() for button in buttons)
    click(table_window, centre(table_window, "suit:2"))  # hearts
    assert session.record.actions[-1] == f"play {_text(ace)}=h"
    assert session.state.active_suit == 2 or session.state.current_player != 0
    assert session.state.current_player != 0, "an Ace alone ends the turn"
    assert not any(button.isVisible() for button in buttons)


def _text(card: int) -> str:
    from deskcards.engine.cards import card_text

    return card_text(card)


def reshuffle_during_a_turn():
    """(seed, actions before, the action) of a random game where a draw turns the pile over mid-turn."""
    ruleset = load_game("blackjack", "standard", 4)
    for seed in range(200):
        state, rng, done = ruleset.new_state(seed), random.Random(seed), []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            if any(isinstance(event, Shuffled) and event.kept > 1 for event in state.clone().apply(action)):
                return seed, done, action
            state.apply(action)
            done.append(action)
    raise AssertionError("no reshuffle during a turn in 200 random games")


def test_a_reshuffle_during_a_turn_leaves_the_turns_cards_on_the_shown_pile(table_window):
    seed, before, action = reshuffle_during_a_turn()
    seats = [SeatInfo(name, "human") for name in ("You", "Alice", "Bob", "Carol")]
    session = GameSession.new("blackjack", "standard", seats, seed=seed)
    for done in before:
        session.apply(done)
    turn_cards = session.state.turn_cards
    table_window.play(session)
    table_window.runner.perform(action)
    table_window.runner.animator.finish_all()
    table, zones = table_window.runner.table, session.state.zones()
    assert set(turn_cards) <= set(table.cards.in_pile("discard"))
    assert sorted(table.cards.in_pile("discard")) == sorted(zones["discard"])
    assert sorted(table.cards.in_pile("deck")) == sorted(zones["deck"])


def your_turn_where(table_window, keep) -> GameSession:
    """A random game put on the table at a position, with you (seat 0) to move, that ``keep`` accepts."""
    ruleset = load_game("blackjack", "standard", 4)
    for seed in range(300):
        state, rng, done = ruleset.new_state(seed), random.Random(seed), []
        while not state.is_terminal() and not (state.current_player == 0 and keep(state)):
            done.append(rng.choice(state.legal_actions()))
            state.apply(done[-1])
        if not state.is_terminal():
            seats = [SeatInfo("You", "human")] + [SeatInfo(name, "ai", "easy") for name in ("Alice", "Bob", "Carol")]
            session = GameSession.new("blackjack", "standard", seats, seed=seed)
            for action in done:
                session.apply(action)
            table_window.play(session)
            return session
    raise AssertionError("no such position in 300 random games")


def test_with_no_card_left_to_draw_the_panel_says_a_click_on_the_deck_only_passes(table_window):
    session = your_turn_where(table_window, lambda state: DRAW in state.legal_actions() and not state.pickup
                              and not state.cards_to_draw)
    status, turn, hand = table_window.panel.status.text(), session.state.turn, session.state.hand(0)
    assert status.endswith("Choose the deck to pass: no card is left to draw.") and "draw one" not in status
    click(table_window, centre(table_window, "deck"))
    assert session.record.actions[-1] == "draw"
    assert session.state.turn == turn + 1 and session.state.hand(0) == hand  # passed, as said


def test_while_you_may_not_draw_the_panel_does_not_offer_the_deck_and_a_click_on_it_says_why(table_window):
    session = your_turn_where(table_window, lambda state: state.phase == START and DRAW not in state.legal_actions()
                              and state.deck_size > 0)
    actions = list(session.record.actions)
    assert "deck" in table_window.runner.table.sources()  # a pile with cards stays in the Tab ring, to say why
    assert table_window.panel.status.text().endswith("You may not draw while you can play.")
    click(table_window, centre(table_window, "deck"))
    assert session.record.actions == actions
    assert table_window.panel.status.text() == "You can still play: you may not draw."


def test_after_two_or_more_2s_or_jacks_the_panel_says_to_play_on_or_end_the_turn(table_window):
    session = your_turn_where(table_window, lambda state: state.phase == MAY_END)
    state = session.state
    assert table_window.panel.status.text() == (
        f"You played several {rank_plural(state.cycle_value)}: play another card "
        f"on {card_label(state.top_card)} ({suit_name(state.active_suit)} or "
        f"{a_rank(rank(state.top_card))}), or press End turn.")


@pytest.mark.slow
def test_after_the_game_the_players_panel_gives_everyone_a_place(table_window):
    session = play_to_the_end(table_window, "blackjack", 4, seed=4)
    details = [detail for _, detail in table_window.runner.table.scores()]
    assert details[session.state.winner] == "finished 1st"
    others = sorted(detail.split(" · ")[0] for seat, detail in enumerate(details) if seat != session.state.winner)
    assert others == ["2nd", "3rd", "4th"]
    assert "<b>Alice</b>: " + details[1] in table_window.panel.scores.text()


@pytest.mark.slow
def test_the_winner_banner_hides_no_card_and_no_seat(table_window, qtbot):
    play_to_the_end(table_window, "blackjack", 4, seed=4)
    qtbot.wait(1)  # the table, shrunk by the band the banner opened, is laid out again from the event loop
    assert table_window.runner.table.overlays.banner is not None
    assert banner_covers(table_window) == []


def ace_waiting_for_its_suit(table_window):
    """Your 3 played, then your Ace dropped on it: the table asks which suit it calls."""
    seed, three, ace, _ = opening_with_three_and_ace()
    seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "random") for n in ("Alice", "Bob", "Carol")]
    session = GameSession.new("blackjack", "standard", seats, seed=seed)
    table_window.play(session)
    drag(table_window, centre(table_window, three), centre(table_window, "discard"))
    drag(table_window, centre(table_window, ace), centre(table_window, "discard"))
    return session, three, ace


def test_the_number_keys_call_an_aces_suit(table_window):
    """As its button is numbered: 4 is spades (H is Hint, in every game)."""
    session, _, ace = ace_waiting_for_its_suit(table_window)
    assert table_window.panel.status.text().endswith("Press 1 ♣, 2 ♦, 3 ♥ or 4 ♠, or choose one on the table.")
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key_4)
    assert session.record.actions[-1] == f"play {_text(ace)}=s"


def test_enter_on_a_card_that_cannot_be_played_says_why_at_once(table_window):
    """By keyboard as by mouse: the card that cannot follow the 3 is refused with the engine's reason."""
    seed, three, _, misfit = opening_with_three_and_ace()
    seats = [SeatInfo("You", "human")] + [SeatInfo(n, "ai", "random") for n in ("Alice", "Bob", "Carol")]
    session = GameSession.new("blackjack", "standard", seats, seed=seed)
    table_window.play(session)
    drag(table_window, centre(table_window, three), centre(table_window, "discard"))
    scene, view = table_window.scene, table_window.view
    view.setFocus()
    while scene.focus_key != misfit:
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    assert "match" in table_window.panel.status.text()  # the reason a drop on the pile gives
    assert scene.focus_key == misfit  # still there, to Tab on from
    assert table_window.scene.items_by_key[misfit].highlight == "focus"  # not picked up
    assert len(session.record.actions) == 1


def test_an_ace_waiting_for_its_suit_still_waits_on_the_table_laid_out_again(table_window, qtbot):
    """A window reshaped between the Ace's drop and the suit's click: the suits are still
    offered, the cycle's cards still fanned on the pile, and a suit still plays the Ace."""
    session, three, ace = ace_waiting_for_its_suit(table_window)
    table_window.resize(900, 1200)
    qtbot.wait(1)
    table = table_window.runner.table  # laid out again for the new shape
    assert table.ace == ace and table.turn_cards == [three]
    assert all(table_window.scene.items_by_key[f"suit:{s}"].isVisible() for s in range(4))
    assert "Which suit" in table_window.panel.status.text()
    click(table_window, centre(table_window, "suit:3"))
    assert session.record.actions[-1] == f"play {_text(ace)}=s"


def test_your_cards_show_70_pixels_tall_at_800_by_600_with_the_most_players(table_window, qtbot):
    table_window.play(your_turn("blackjack", most_players("blackjack")), deal=False)
    lay(table_window, qtbot, (800, 600))
    table, view = table_window.runner.table, table_window.view
    tall = [CARD_HEIGHT * on_screen(table.cards.items[card], view)
            for card in table.cards.in_pile(f"hand:{table.human}")]
    assert tall and min(tall) >= 70, f"your cards are {min(tall):.1f} px tall"


@pytest.mark.parametrize("card_size", card_size_names())
def test_every_corner_of_a_26_card_hand_reads_at_800_by_600(table_window, qtbot, card_size):
    """Two players are dealt 26 cards each: each card of your fan leaves the next one's
    corner index clear (measured along the card, in its own units, as grown to read)."""
    table_window.play(your_turn("blackjack", 2), deal=False)
    lay(table_window, qtbot, (800, 600), card_size)
    table, view = table_window.runner.table, table_window.view
    fan = [table.cards.items[card] for card in table.cards.in_pile(f"hand:{table.human}")]
    assert len(fan) >= 25
    for under, over in pairwise(fan):
        corner = INDEX_LEFT + INDEX_WIDTH * index_growth(on_screen(under, view))
        assert under.mapFromScene(over.scenePos()).x() >= corner, f"card {under.card}'s corner is covered"


# Words as large as they grow at 800 x 600, and views from a small landscape one to a tall narrow one.
ROOM = Room(plate=(-160.0, -20.0, 320.0, 65.0), badge=(-95.0, -24.0, 190.0, 48.0), count=(-60.0, -15.0, 120.0, 30.0),
            button=(-112.0, -33.0, 224.0, 66.0))
VIEWS = [(580, 560), (800, 720), (1180, 860), (2340, 1300), (650, 1180), (500, 1300)]


@pytest.mark.parametrize("players", range(2, 8))
def test_the_layout_fits_every_shape_and_grows_with_the_card_size(players):
    for view in VIEWS:
        shape = table_shape(*view)
        area = (shape.x(), shape.y(), shape.width(), shape.height())
        frames = [fitted(players, area, size, ROOM) for size in CARD_SIZES.values()]
        assert [frame.overlaps(shape) for frame in frames] == [[]] * len(frames), f"in a {view} view"
        for (_, smaller), (wanted, larger) in pairwise(zip(CARD_SIZES.values(), frames, strict=True)):
            precision = (wanted - SMALLEST) / 2 ** SEARCH_STEPS  # how near the search comes to the largest that fits
            assert larger.size >= smaller.size - precision, f"in a {view} view"


def test_an_empty_draw_pile_you_cannot_draw_from_leaves_the_tab_ring(table_window):
    your_turn_where(table_window, lambda state: state.deck_size == 0 and DRAW not in state.legal_actions())
    assert "deck" not in table_window.runner.table.sources()  # issue 35: "draw pile, 0 cards" was a stop for nothing



def test_after_end_turn_the_screen_reader_lands_on_your_hand(table_window):
    your_turn_where(table_window, lambda state: END in state.legal_actions())  # issue 35: it landed on the ring
    view, scene = table_window.view, table_window.scene
    view.setFocus()
    scene.put_focus("end")
    QApplication.processEvents()
    assert view.access_tree.reading.text(QAccessible.Text.Name).startswith("End")
    QTest.keyClick(view.viewport(), Qt.Key_Return)
    assert reader_lands_on_your_first_card(table_window)
