"""Segment Trix at the table, played with real mouse and keyboard events."""

from __future__ import annotations

import math
import random
from itertools import product

import pytest
from fit_checks import FIT_SIZES, lay, most_players, player_counts, your_turn
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ui_helpers import click, drag, play_to_the_end, reader_lands_on_your_first_card

from deskcards.games import load_game
from deskcards.games.segment_trix.cards import colour_of
from deskcards.games.segment_trix.font import SEGMENTS, shape
from deskcards.games.segment_trix.table.layout import Room, SegmentTrixLayout
from deskcards.games.segment_trix.table.segment_art import UNLIT, ChipItem
from deskcards.session import GameSession
from deskcards.ui.card_art import CARD_HEIGHT
from deskcards.ui.preferences import CARD_SIZES, Preferences, seats_for
from deskcards.ui.screenshot import take_screenshot


def trix_session(seed: int, players: int = 4) -> GameSession:
    return GameSession.new("segment-trix", "standard", seats_for(Preferences(game="segment-trix", players=players)),
                           seed=seed)


def first_deal(wanted, players: int = 4):
    """The first seed whose deal has you (seat 0) to lead and a play ``wanted`` accepts; (seed, play)."""
    ruleset = load_game("segment-trix", "standard", players)
    for seed in range(500):
        state = ruleset.new_state(seed)
        if state.current_player == 0:
            play = next((play for play in state.legal_actions() if wanted(play)), None)
            if play is not None:
                return seed, play
    raise AssertionError("no deal found")


def dealt(window, wanted, players: int = 4):
    """On ``window``, the first deal where you lead and hold a play ``wanted`` accepts; (session, play)."""
    seed, play = first_deal(wanted, players)
    session = trix_session(seed, players)
    window.play(session)
    return session, play


def open_by_keys(window, card: int) -> None:
    """The ring walked onto your ``card`` with the arrows, and Enter: the chooser opens for it."""
    for _ in range(window.runner.table.cards.in_pile("hand:0").index(card) + 1):
        QTest.keyClick(window.view, Qt.Key_Right)
    QTest.keyClick(window.view, Qt.Key_Return)


def centre_of(window, key):
    item = window.scene.items_by_key[key]
    return item.mapToScene(item.boundingRect().center()) if isinstance(key, str) else item.scenePos()


def chips_needed(ruleset, play) -> str:
    """The segments (as the card lies) a play puts chips on."""
    letters = ruleset.font.letters
    lit = letters[play.card % 9]
    if play.upside_down:
        lit = lit.translate(str.maketrans("abcdef", "defabc"))
    return "".join(letter for letter in letters[play.digit] if letter not in lit)


def chips_on(window, card) -> list[ChipItem]:
    item = window.runner.table.cards.items[card]
    return [child for child in item.childItems() if isinstance(child, ChipItem)]


def test_the_game_is_offered_and_shows_its_table(table_window):
    session, _ = dealt(table_window, lambda play: True)
    table = table_window.runner.table
    assert "Segment Trix" in table_window.windowTitle()
    for seat in range(4):
        for card in session.state.hand(seat):
            assert table.cards.items[card].face_up == (seat == 0)
        assert len(table.supply.rows[seat]) == 6
    assert "Your turn" in table_window.panel.status.text()


def test_plays_a_card_upside_down_with_two_chips_by_mouse(table_window):
    session, play = dealt(table_window, lambda play: play.upside_down and play.chips == 2)
    ruleset = session.ruleset
    click(table_window, centre_of(table_window, play.card))
    assert table_window.runner.table.chooser.choice.card == play.card
    click(table_window, centre_of(table_window, "turn"))
    turned = table_window.runner.table.cards.items[play.card].rotation()
    assert turned % 360 == pytest.approx(180, abs=10)  # turned in hand
    for letter in chips_needed(ruleset, play):
        click(table_window, centre_of(table_window, f"seg:{letter}"))
    assert session.record.actions == []
    click(table_window, centre_of(table_window, "play"))
    assert session.record.actions[-1] == str(play)
    assert "~" in session.record.actions[-1]
    table = table_window.runner.table
    assert table.cards.where[play.card][0] == "trick"
    assert len(chips_on(table_window, play.card)) == 2  # flown onto the card
    assert len(table.supply.rows[0]) == 4  # and out of your row
    assert table.cards.items[play.card].rotation() == 180.0
    assert table.chooser.choice is None


def test_a_whole_play_by_keyboard(table_window):
    session, play = dealt(table_window, lambda play: not play.upside_down and play.chips == 1)
    view = table_window.view
    view.setFocus()
    hand = table_window.runner.table.cards.in_pile("hand:0")
    for _ in range(hand.index(play.card) + 1):
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)  # opens the chooser
    QTest.keyClicks(view, chips_needed(session.ruleset, play))
    assert table_window.runner.table.chooser.choice.digit == play.digit
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == [str(play)]


def test_enter_plays_a_card_as_it_is_and_escape_cancels(table_window):
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    view = table_window.view
    view.setFocus()
    click(table_window, centre_of(table_window, play.card))
    QTest.keyClick(view, Qt.Key_Escape)
    assert table_window.runner.table.chooser.choice is None and session.record.actions == []
    click(table_window, centre_of(table_window, play.card))
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == [str(play)]


def test_a_double_click_plays_as_it_is(table_window):
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    viewport, point = table_window.view.viewport(), table_window.view.mapFromScene(centre_of(table_window, play.card))
    QTest.mouseClick(viewport, Qt.LeftButton, Qt.NoModifier, point)  # what a double click sends: a click,
    QTest.mouseDClick(viewport, Qt.LeftButton, Qt.NoModifier, point)  # then a double-click press
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, point)  # and its release
    assert session.record.actions == [str(play)]


def test_dragging_a_card_to_the_middle_opens_the_chooser(table_window):
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    drag(table_window, centre_of(table_window, play.card), centre_of(table_window, "trick"))
    assert table_window.runner.table.chooser.choice.card == play.card
    click(table_window, centre_of(table_window, "play"))
    assert session.record.actions == [str(play)]


def test_picking_a_digit_sets_the_chips_and_the_way_up(table_window):
    session, play = dealt(table_window, lambda play: play.upside_down and play.chips == 1)
    click(table_window, centre_of(table_window, play.card))
    choice = table_window.runner.table.chooser.choice
    click(table_window, centre_of(table_window, "turn"))
    click(table_window, centre_of(table_window, f"digit:{play.digit}"))
    assert choice.play == play and choice.upside_down
    click(table_window, centre_of(table_window, "play"))
    assert session.record.actions == [str(play)]


def refused_and_nothing_lost(window, session, card, words: str) -> None:
    """Play is refused with the engine's or the font's words; the card, chips and record stay."""
    before = (list(session.record.actions), session.state.unused_chips[0], len(window.runner.table.supply.rows[0]))
    click(window, centre_of(window, "play"))
    assert words in window.panel.status.text().lower()
    assert words in window.runner.table.chooser.panel.verdict.lower()
    assert (list(session.record.actions), session.state.unused_chips[0], len(window.runner.table.supply.rows[0])) \
        == before
    assert card in session.state.hand(0) and window.runner.table.cards.where[card][0] == "hand:0"
    assert window.runner.table.chooser.choice.card == card  # the choice is still open, to mend


def test_not_a_digit_is_explained(table_window):
    session, _ = dealt(table_window, lambda play: True)
    ruleset = session.ruleset
    shapes = ruleset.font.shapes
    card, letter = next((card, letter) for card in session.state.hand(0) for letter in SEGMENTS
                        if letter not in ruleset.font.letters[card % 9]
                        and shape(ruleset.font.letters[card % 9] + letter) not in shapes)
    click(table_window, centre_of(table_window, card))
    click(table_window, centre_of(table_window, f"seg:{letter}"))
    refused_and_nothing_lost(table_window, session, card, "no digit")


def play_until(window, session, rng, ready):
    """Random moves for every seat (you spending chips freely) until ``ready(state)`` when you are to move."""
    while not (session.state.current_player == 0 and ready(session.state)):
        assert not session.is_over(), "the game ended first"
        legal = session.state.legal_actions()
        if session.state.current_player == 0:
            legal = [max(legal, key=lambda play: play.chips)]
        window.runner.perform(rng.choice(legal))


def test_not_your_colour_is_explained(table_window):
    session = trix_session(3)
    table_window.play(session)

    def off_colour(state):
        return state.trick and any(colour_of(card) != colour_of(state.trick[0].card) for card in state.hand(0)) \
            and any(colour_of(card) == colour_of(state.trick[0].card) for card in state.hand(0))

    play_until(table_window, session, random.Random(3), off_colour)
    lead = colour_of(session.state.trick[0].card)
    card = next(card for card in session.state.hand(0) if colour_of(card) != lead)
    click(table_window, centre_of(table_window, card))
    refused_and_nothing_lost(table_window, session, card, f"must follow {session.ruleset.settings.colours[lead]}")


def test_not_enough_chips_is_explained(table_window):
    session = trix_session(5)
    table_window.play(session)

    def too_dear(state):
        follow = {play.card for play in state.legal_actions()}
        return any(play.chips > state.unused_chips[0] for card in follow
                   for play in state.ruleset.plays.by_card[card])

    play_until(table_window, session, random.Random(5), too_dear)
    state = session.state
    follow = {play.card for play in state.legal_actions()}
    dear = next(play for card in sorted(follow) for play in state.ruleset.plays.by_card[card]
                if play.chips > state.unused_chips[0])
    click(table_window, centre_of(table_window, dear.card))
    table = table_window.runner.table
    if dear.upside_down:
        click(table_window, centre_of(table_window, "turn"))
    for letter in chips_needed(session.ruleset, dear):
        click(table_window, centre_of(table_window, f"seg:{letter}"))
    assert table.chooser.choice.play == dear
    refused_and_nothing_lost(table_window, session, dear.card, "chips and you have")


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_a_whole_game_to_the_end(table_window, players):
    session = play_to_the_end(table_window, "segment-trix", players, seed=players)
    table = table_window.runner.table
    assert session.is_over() and table.overlays.banner is not None
    board = table.scoreboard.board
    assert board.isVisible() and len(board.rows) == session.ruleset.setup.rounds
    assert [row.totals for row in board.rows][-1] == session.state.totals
    assert not table.overlays.banner.sceneBoundingRect().intersects(board.sceneBoundingRect())  # both in sight
    for seat, plate in enumerate(table.fixtures.plates):
        assert f"{session.state.totals[seat]} pt" in plate.name
    won = [card for seat in range(players) for card in table.cards.in_pile(f"won:{seat}")]
    assert sorted(won) == sorted(session.ruleset.in_play)
    assert not any(table.cards.in_pile(f"hand:{seat}") for seat in range(players))


# Tables of the shapes the view gives (1600 x 1000 and grown about it: 800 x 600, 2560 x 1440, a
# portrait 900 x 1200), with words as read close up and as grown to read in an 800 x 600 window.
SHAPES = [QRectF(0, 0, 1600, 1000), QRectF(0, -272, 1600, 1545), QRectF(-90, 0, 1780, 1000),
          QRectF(0, -950, 1600, 2900)]
WORDS = [((-121.5, -19.0, 243.0, 56.0), (350.0, 312.0), (600.0, 502.0), (-81.0, -29.0, 162.0, 58.0)),
         ((-189.5, -19.0, 379.0, 63.0), (466.0, 415.0), (1023.0, 856.0), (-81.0, -29.0, 162.0, 58.0))]


@pytest.mark.parametrize("players, chips, hand", [(3, 5, 8), (4, 6, 9), (3, 30, 12), (4, 0, 9)])
def test_the_layout_has_room_for_everything(players, chips, hand):
    """The standard deals, and house rules at the settings' limits (12 cards, 30 chips), on
    every shape of table, at every card size."""
    for area, (plate, chooser, board, button), card_size in product(SHAPES, WORDS, CARD_SIZES.values()):
        room = Room(plate, chooser, board, button, hand, chips, card_size)
        for human in range(players):
            assert SegmentTrixLayout(players, human, area, room).overlaps() == [], (area, plate, card_size)


def test_with_animations_the_cards_and_chips_end_where_the_engine_says(table_window):
    table_window.runner.prefs = Preferences(animation_speed="fast")
    session = trix_session(7)
    table_window.play(session)
    rng = random.Random(7)
    spent = {}
    while session.state.round == 1 and len(session.record.actions) < 8:  # two tricks
        play = max(session.state.legal_actions(), key=lambda play: (play.chips, rng.random()))
        spent[play.card] = play.chips
        table_window.runner.perform(play)
    table_window.runner.animator.finish_all()
    table = table_window.runner.table
    for card, chips in spent.items():
        zone, index = table.cards.where[card]
        assert zone.startswith("won:") and len(chips_on(table_window, card)) == chips
        place, _ = table.place_for(zone, index, card)
        assert (table.cards.items[card].pos() - place.centre).manhattanLength() < 0.5
    assert [len(row) for row in table.supply.rows] == list(session.state.unused_chips)
    plates = table.fixtures.plates
    assert [f"{tricks} trick" in plate.detail for plate, tricks in zip(plates, session.state.tricks_won)] == [True] * 4


def test_the_plates_say_chips_left_tricks_and_chips_won(table_window):
    """Issue 33: "0 tricks · 0 taken" left "taken" unexplained; the chips a seat
    took with its tricks are its chips won."""
    session = trix_session(7)
    table_window.play(session)
    while session.state.round == 1 and len(session.record.actions) < 8:  # two tricks, as many chips as may go
        table_window.runner.perform(max(session.state.legal_actions(), key=lambda play: play.chips))
    table_window.runner.animator.finish_all()
    state = session.state
    assert sum(state.chips_collected) > 0
    words = [plate.detail for plate in table_window.runner.table.fixtures.plates]
    assert words == [f"{left} chip{'s' * (left != 1)} left · {tricks} trick{'s' * (tricks != 1)} · "
                     f"{won} chip{'s' * (won != 1)} won"
                     for left, tricks, won in zip(state.unused_chips, state.tricks_won, state.chips_collected)]


def test_a_resumed_game_shows_the_chips_on_the_trick(table_window):
    session = trix_session(9)
    table_window.play(session)
    while len(session.state.trick) < 3 or not any(play.chips for play in session.state.trick):
        table_window.runner.perform(max(session.state.legal_actions(), key=lambda play: play.chips))
    table_window.play(session, deal=False)  # laid out afresh, as after a restart
    table = table_window.runner.table
    for play in session.state.trick:
        assert len(chips_on(table_window, play.card)) == play.chips
        assert table.cards.items[play.card].rotation() == (180.0 if play.upside_down else 0.0)
    assert [len(row) for row in table.supply.rows] == list(session.state.unused_chips)


@pytest.mark.slow
@pytest.mark.parametrize("players, moves", [(3, 4), (4, 6)])
def test_the_screenshot_command_draws_the_table_mid_trick(qapp, isolated_dirs, tmp_path, players, moves):
    out = take_screenshot("segment-trix", "standard", 1, players, moves, (1280, 800), str(tmp_path / "table.png"))
    image = QImage(out)
    assert (image.width(), image.height()) == (1280, 800)
    unlit = UNLIT.rgb()  # the faint segments every face-up card shows
    assert sum(image.pixel(x, y) == unlit for x in range(0, 1280, 4) for y in range(0, 800, 4)) > 30


@pytest.mark.slow
def test_an_ai_answer_is_played_and_shown_like_yours(table_window, qtbot):
    session, play = dealt(table_window, lambda play: play.chips == 0 and not play.upside_down)
    click(table_window, centre_of(table_window, play.card))
    click(table_window, centre_of(table_window, "play"))
    qtbot.waitUntil(lambda: bool(table_window.worker_stub.requests), timeout=3000)
    request_id, seat, _ = table_window.worker_stub.requests[-1]
    assert seat == session.state.current_player == 1
    answer = max(session.state.legal_actions(), key=lambda play: play.chips)
    table_window.worker_stub.decided.emit(request_id, str(answer))
    assert session.record.actions == [str(play), str(answer)]
    assert len(chips_on(table_window, answer.card)) == answer.chips
    assert len(table_window.runner.table.supply.rows[1]) == session.state.unused_chips[1]


def test_keys_turn_the_card_and_pick_a_digit(table_window):
    session, play = dealt(table_window, lambda play: play.upside_down and play.chips == 1)
    view = table_window.view
    view.setFocus()
    for _ in range(table_window.runner.table.cards.in_pile("hand:0").index(play.card) + 1):
        QTest.keyClick(view, Qt.Key_Right)
    QTest.keyClick(view, Qt.Key_Return)
    QTest.keyClicks(view, f"u{play.digit}")
    choice = table_window.runner.table.chooser.choice
    assert choice.upside_down and choice.play == play
    QTest.keyClick(view, Qt.Key_Enter)
    assert session.record.actions == [str(play)]


def test_the_scores_button_the_s_key_and_the_board_itself_show_and_hide_the_scores(table_window):
    session, _play = dealt(table_window, lambda play: True)
    board = table_window.runner.table.scoreboard.board
    assert not board.isVisible()
    click(table_window, centre_of(table_window, "scores-button"))
    assert board.isVisible()
    click(table_window, board.scenePos())  # a click on the board hides it, and reaches no card beneath
    assert not board.isVisible() and table_window.runner.table.chooser.choice is None
    view = table_window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_S)
    assert board.isVisible()
    QTest.keyClick(view, Qt.Key_Escape)
    assert not board.isVisible() and session.record.actions == []


def test_the_scores_open_from_the_game_menu_while_another_seat_plays(table_window):
    session, _ = dealt(table_window, lambda play: True)
    session_play = session.state.legal_actions()[0]
    table_window.runner.perform(session_play)  # now an AI seat is to move
    table_window.runner.animator.finish_all()
    assert session.current_seat_kind() == "ai"
    board = table_window.runner.table.scoreboard.board
    assert table_window.menus.scores_action.isEnabled()
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key_S)
    assert board.isVisible()
    table_window.menus.scores_action.trigger()
    assert not board.isVisible() and len(session.record.actions) == 1


def finish_round_one(window, session, seed: int) -> None:
    """Random moves to the end of round 1; only the last move's animation is left to run."""
    rng = random.Random(seed)
    while session.state.round == 1:
        window.runner.animator.finish_all()
        window.runner.perform(rng.choice(session.state.legal_actions()))


def test_the_scoreboard_comes_up_at_a_rounds_end_and_waits_for_your_click(table_window):
    """Issue 33: the round's scores went away by themselves after about 4 s; like
    Segmentation Fault's panel between hands, they now wait for a click or Enter."""
    session = trix_session(2)
    table_window.play(session)
    runner, board = table_window.runner, table_window.runner.table.scoreboard.board
    finish_round_one(table_window, session, 2)
    while (animation := runner.animator.running) is not None and board.prompt is None:
        animation.setCurrentTime(animation.totalDuration())  # each step done, no clock involved
    assert board.isVisible() and [row.number for row in board.rows] == [1]
    prompt = "Press Enter to deal round 2, or click the table."
    assert board.prompt == prompt == table_window.panel.status.text()
    held = runner.animator.running
    held.setCurrentTime(held.totalDuration() - 1)  # however long you read, it stays up
    assert board.isVisible() and runner.animator.running is held and not table_window.scene.input_enabled
    click(table_window, board.scenePos())  # a click anywhere, the board too
    runner.animator.finish_all()
    assert not board.isVisible() and board.prompt is None
    assert session.state.round == 2 and not session.is_over()


def test_enter_deals_the_next_round_too(table_window):
    session = trix_session(2)
    table_window.play(session)
    runner, board = table_window.runner, table_window.runner.table.scoreboard.board
    finish_round_one(table_window, session, 2)
    while (animation := runner.animator.running) is not None and board.prompt is None:
        animation.setCurrentTime(animation.totalDuration())
    assert board.isVisible() and board.prompt is not None
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key_Return)
    runner.animator.finish_all()
    assert not board.isVisible() and not runner.animator.busy


@pytest.mark.slow
def test_a_resumed_game_keeps_its_rounds_on_the_scoreboard(table_window):
    session = trix_session(6)
    table_window.play(session)
    finish_round_one(table_window, session, 6)
    totals = session.state.totals
    table_window.play(session, deal=False)  # laid out afresh, as after a restart
    rows = table_window.runner.table.scoreboard.board.rows
    assert len(rows) == 1 and rows[0].totals == totals


def test_a_finished_trick_stays_in_view_long_enough_to_read_at_fast_speed(table_window):
    table_window.runner.prefs = Preferences(animation_speed="fast")
    session = trix_session(7)
    table_window.play(session)
    runner, table = table_window.runner, table_window.runner.table
    for _ in range(3):
        runner.animator.finish_all()
        runner.perform(session.state.legal_actions()[0])
    runner.animator.finish_all()
    trick = [play.card for play in session.state.trick] + [session.state.legal_actions()[0].card]
    runner.perform(session.state.legal_actions()[0])  # the last card: the trick is won

    def whole_trick_shown():
        return all(table.cards.items[card].isVisible() and table.cards.items[card].face_up
                   and table.layout.trick_area().contains(table.cards.items[card].pos()) for card in trick)

    shown_for = 0  # ms of animation time, stepped through by hand: no clock involved
    while (animation := runner.animator.running) is not None:
        length, shown_before = animation.totalDuration(), whole_trick_shown()
        animation.setCurrentTime(length)  # done: the next step starts
        if shown_before and whole_trick_shown():
            shown_for += length
    assert all(table.cards.where[card][0].startswith("won:") for card in trick)  # the trick did go in the end
    assert shown_for >= 1000  # a second at least, to see four cards and their chips


def test_the_segments_you_may_click_look_as_the_words_say(table_window):
    _session, play = dealt(table_window, lambda play: True)
    click(table_window, centre_of(table_window, play.card))
    choice = table_window.runner.table.chooser.choice
    assert "Add chips to grey segments" in table_window.panel.status.text()
    view = table_window.view
    image = view.viewport().grab().toImage()
    for letter in SEGMENTS:
        colour = image.pixelColor(view.mapFromScene(centre_of(table_window, f"seg:{letter}")))
        assert (colour == UNLIT) == (letter in choice.empty), letter  # grey where a chip may go, and only there


def test_a_card_turned_to_show_the_same_digit_plays_as_it_was_turned(table_window):
    session, play = dealt(table_window, lambda play: play.card % 9 in (0, 2, 5, 8) and play.chips == 0)
    click(table_window, centre_of(table_window, play.card))
    click(table_window, centre_of(table_window, "turn"))
    table = table_window.runner.table
    assert table.chooser.choice.play == play and table.chooser.panel.verdict.startswith(f"Plays as {play.digit}.")
    assert table.chooser.digits[play.digit].colour == QColor(250, 240, 225)  # offered as playable
    click(table_window, centre_of(table_window, "play"))
    assert session.record.actions == [f"{play}~{play.digit}"]  # as it lay: the same play as the offered one
    assert session.state.trick[0].upside_down and table.cards.items[play.card].rotation() == 180.0


def test_your_cards_are_at_least_70_pixels_tall_at_800_by_600(table_window, qtbot):
    """With the most players, at every card size: the table gives your hand the room it has."""
    table_window.play(your_turn("segment-trix", most_players("segment-trix")), deal=False)
    view = table_window.view
    for card_size in CARD_SIZES:
        lay(table_window, qtbot, (800, 600), card_size)
        table = table_window.runner.table
        for card in table.cards.in_pile("hand:0"):
            to_screen = table.cards.items[card].deviceTransform(view.viewportTransform())
            tall = CARD_HEIGHT * math.hypot(to_screen.m21(), to_screen.m22())
            assert tall >= 70, f"{card_size} cards: {tall:.0f} px"


def test_a_choice_half_made_is_still_open_when_the_window_changes_shape(table_window, qtbot):
    session, play = dealt(table_window, lambda play: play.upside_down and play.chips == 1)
    click(table_window, centre_of(table_window, play.card))
    click(table_window, centre_of(table_window, "turn"))
    click(table_window, centre_of(table_window, f"seg:{chips_needed(session.ruleset, play)}"))
    lay(table_window, qtbot, (900, 1200))
    table = table_window.runner.table
    choice = table.chooser.choice
    assert (choice.card, choice.upside_down, choice.play) == (play.card, True, play)
    assert table.cards.items[play.card].rotation() % 360 == pytest.approx(180, abs=10)  # still turned, out of your fan
    click(table_window, centre_of(table_window, "play"))
    assert session.record.actions == [str(play)]


def test_the_scoreboard_stays_up_and_in_the_middle_when_the_window_changes_shape(table_window, qtbot):
    dealt(table_window, lambda play: True)
    click(table_window, centre_of(table_window, "scores-button"))
    for size in ((1400, 900), (800, 600)):  # grown to read, about the middle of the table
        lay(table_window, qtbot, size)
        table = table_window.runner.table
        board = table.scoreboard.board.sceneBoundingRect()
        assert table.scoreboard.board.isVisible() and table.area.contains(board)
        assert board.center().x() == pytest.approx(table.area.center().x(), abs=1)
        if size == (1400, 900):  # where the table has room, S while choosing hides nothing you choose with
            assert not board.intersects(table.layout.chooser())


@pytest.mark.parametrize("players", player_counts("segment-trix"))
def test_nothing_sticks_out_over_the_rim(table_window, qtbot, players):
    """Plates, chips, cards and buttons lie inside the view at every size, the chooser open too."""
    table_window.play(your_turn("segment-trix", players), deal=False)
    table_window.runner.activate(table_window.runner.table.sources()[0], None)  # the chooser, kept open
    for size in FIT_SIZES:
        lay(table_window, qtbot, size)
        view = table_window.view
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        outside = [f"{type(item).__name__} at {item.sceneBoundingRect()}" for item in table_window.scene.items()
                   if item.isVisible() and item.parentItem() is None and not seen.contains(item.sceneBoundingRect())]
        assert table_window.runner.table.chooser.choice is not None and outside == [], (size, seen)


def test_your_cards_say_where_they_lie_in_your_hand(table_window):
    dealt(table_window, lambda play: True)  # issue 35: "pink 6, your hand" said no position
    table = table_window.runner.table
    hand = table.cards.in_pile("hand:0")
    names = [table.naming.name_of(card) for card in hand]
    assert [name.split(", ", 1)[1] for name in names] == [f"your hand, card {number} of {len(hand)}"
                                                          for number in range(1, len(hand) + 1)]
    assert table.access.zone_words("hand:0") == "your hand"  # the zone is the hand, not its first card


def test_the_chooser_says_which_card_it_is_for_and_tab_goes_on_to_its_keys(table_window):
    _, play = dealt(table_window, lambda play: True)  # issue 35: its keys came after the hand and Scores
    table, scene, view = table_window.runner.table, table_window.scene, table_window.view
    said: list[str] = []
    scene.announced.connect(said.append)
    view.setFocus()
    open_by_keys(table_window, play.card)
    name = table.chooser.choice.name()
    assert said and said[-1].startswith(f"Choose how {name} plays: Plays as ")
    QTest.keyClick(view, Qt.Key_Tab)
    assert scene.focus_key == table.chooser.keys()[0]


def test_a_digit_picked_from_the_keyboard_is_said_once_by_its_own_name(table_window):
    _, play = dealt(table_window, lambda play: play.chips > 0)
    table, scene, view = table_window.runner.table, table_window.scene, table_window.view
    view.setFocus()
    open_by_keys(table_window, play.card)
    said: list[str] = []
    scene.announced.connect(said.append)
    named: list[str] = []
    scene.focus_named.connect(named.append)
    while scene.focus_key != f"digit:{play.digit}":
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    assert table.chooser.choice.digit == play.digit
    assert said == [] and named[-1].endswith("chosen: press it again to play")


def test_after_a_play_from_the_chooser_the_screen_reader_lands_on_your_hand(table_window):
    _, play = dealt(table_window, lambda play: True)  # issue 35: it landed on the Scores button
    scene, view = table_window.scene, table_window.view
    view.setFocus()
    open_by_keys(table_window, play.card)
    while scene.focus_key != "play":
        QTest.keyClick(view, Qt.Key_Tab)
    QApplication.processEvents()
    QTest.keyClick(view, Qt.Key_Return)
    assert reader_lands_on_your_first_card(table_window)
