"""Segmentation Fault at the table, played with real mouse and keyboard events."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest
from fit_checks import your_turn
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from test_small_window import least_capital, rank_height
from ui_helpers import banner_covers, click, drag, play_to_the_end, seed_where_human_starts, segfault_session

from deskcards.engine.cards import card_label
from deskcards.games.agents import make_agent
from deskcards.games.segfault.actions import PLAYS
from deskcards.games.segfault.patterns import how_won, winning_pattern
from deskcards.games.segfault.phases import SWAPPING
from deskcards.session import GameSession
from deskcards.ui.card_art import CARD_HEIGHT
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.table_items import SeatPlate


def centre(window, key):
    return window.scene.items_by_key[key].scenePos()


def start(window, variant="standard"):
    session = segfault_session(seed_where_human_starts(variant), variant)
    window.play(session)
    return session


def test_window_shows_a_segfault_table(table_window):
    session = start(table_window)
    scene = table_window.scene
    assert "Segmentation Fault" in table_window.windowTitle()
    assert len([key for key in scene.items_by_key if isinstance(key, int)]) == 52
    for seat, row in enumerate(session.state.rows):
        for pos, card in enumerate(row):
            assert scene.items_by_key[card].isVisible()
            assert table_window.runner.table.cards.where[card] == (f"row:{seat}", pos)
    assert "draw a card from the deck" in table_window.panel.status.text()


def test_a_whole_turn_by_mouse(table_window, qtbot):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    assert session.record.actions == ["draw"]
    card = session.state.rows[0][2]
    table_window.runner.table.pointing.setValue(1)
    drag(table_window, centre(table_window, card), centre(table_window, "discard"))
    assert session.record.actions[-1] == "play 3 x1"
    if session.state.phase == "swap":  # not crashed
        seat, pos = session.state.swap_target
        target = session.state.rows[seat][pos]
        mine = session.state.rows[0][0]
        drag(table_window, centre(table_window, target), centre(table_window, mine))
        assert session.record.actions[-1] == "swap 1"
    assert session.state.current_player != 0 or session.state.phase == "over"
    if not session.is_over():
        qtbot.waitUntil(lambda: bool(table_window.worker_stub.requests), timeout=3000)  # the next seat, an AI, is asked


def test_illegal_drop_slides_back_with_the_reason(table_window):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    card = session.state.rows[0][4]
    home = centre(table_window, card)
    elsewhere = centre(table_window, session.state.rows[2][0])  # an opponent's card, not a target
    drag(table_window, home, elsewhere)
    assert session.record.actions == ["draw"]
    assert "discard pile" in table_window.panel.status.text()
    table_window.runner.animator.finish_all()
    assert (centre(table_window, card) - home).manhattanLength() < 1


def test_right_click_does_no_harm(table_window):
    session = start(table_window)
    before = session.state.clone()
    click(table_window, centre(table_window, "deck"), Qt.RightButton)
    click(table_window, centre(table_window, session.state.rows[0][0]), Qt.RightButton)
    assert session.record.actions == []
    assert session.state == before


def test_a_whole_move_by_keyboard(table_window):
    session = start(table_window)
    view = table_window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Tab)  # focus the deck, the only thing to pick
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == ["draw"]
    QTest.keyClick(view, Qt.Key_2)  # point twice
    QTest.keyClick(view, Qt.Key_Tab)  # first of my cards
    QTest.keyClick(view, Qt.Key_Return)  # pick it up
    QTest.keyClick(view, Qt.Key_Tab)  # the discard pile, its only target
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions[-1] == "play 1 x2"
    if session.state.phase == "swap":
        QTest.keyClick(view, Qt.Key_Tab)
        QTest.keyClick(view, Qt.Key_Return)
        QTest.keyClick(view, Qt.Key_Right)
        QTest.keyClick(view, Qt.Key_Return)
        assert session.record.actions[-1] in {f"swap {n}" for n in range(1, 7)}


def test_escape_cancels_a_pick(table_window):
    session = start(table_window)
    view = table_window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)
    QTest.keyClick(view, Qt.Key_Escape)
    QTest.keyClick(view, Qt.Key_Return)
    assert session.record.actions == ["draw"]


def test_ai_answer_goes_through_the_same_path(table_window, qtbot):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    drag(table_window, centre(table_window, session.state.drawn), centre(table_window, "discard"))
    if session.state.phase == "swap":
        target_seat, target_pos = session.state.swap_target
        drag(table_window, centre(table_window, session.state.rows[target_seat][target_pos]),
             centre(table_window, session.state.rows[0][5]))
    if session.is_over():
        return
    qtbot.waitUntil(lambda: bool(table_window.worker_stub.requests), timeout=3000)
    request_id, seat, _ = table_window.worker_stub.requests[-1]
    assert seat == session.state.current_player
    count = len(session.record.actions)
    table_window.worker_stub.decided.emit(request_id, "draw")
    assert len(session.record.actions) == count + 1
    assert session.record.actions[-1] == "draw"


def test_click_card_then_target(table_window):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    card = session.state.rows[0][3]
    click(table_window, centre(table_window, card))
    assert table_window.scene.items_by_key["discard"].highlight == "target"
    click(table_window, centre(table_window, "discard"))
    assert session.record.actions[-1] == "play 4 x1"


@pytest.mark.slow
def test_input_waits_while_cards_move(table_window, qtbot):
    table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, animation_speed="slow")
    session = start(table_window)
    assert table_window.runner.animator.busy  # the deal is being animated
    click(table_window, centre(table_window, "deck"))
    assert session.record.actions == []
    qtbot.waitUntil(lambda: not table_window.runner.animator.busy, timeout=15000)
    click(table_window, centre(table_window, "deck"))
    assert session.record.actions == ["draw"]


def test_tutorial_shows_the_hovered_cards_chain(table_window):
    session = start(table_window, "tutorial")
    click(table_window, centre(table_window, "deck"))
    table = table_window.runner.table
    table.pointing.setValue(2)
    card = session.state.rows[0][1]
    QTest.mouseMove(table_window.view.viewport(), table_window.view.mapFromScene(centre(table_window, card)))
    hops, _ = session.state.preview(PLAYS[1, 2])
    assert len(table.hover_arrows) == len(hops) >= 1
    assert table.hover_arrows[-1].end == centre(table_window, session.state.rows[hops[-1][0]][hops[-1][1]])


def test_standard_variant_shows_no_arrows(table_window):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    view = table_window.view
    QTest.mouseMove(view.viewport(), view.mapFromScene(centre(table_window, session.state.rows[0][1])))
    assert table_window.runner.table.hover_arrows == []


def test_tutorial_warns_before_a_crashing_play(table_window):
    session = start(table_window, "tutorial")
    click(table_window, centre(table_window, "deck"))
    crashing = next(((pos, n) for pos in (*range(6), None) for n in range(1, 14)
                     if session.state.preview(PLAYS[pos, n])[1]), None)
    assert crashing is not None, "every deal has some crashing play within 13 pointings"
    questions = []
    table_window.runner.table.confirm = lambda text: questions.append(text) or False
    pos, n = crashing
    table_window.runner.table.pointing.setValue(n)
    source = session.state.drawn if pos is None else session.state.rows[0][pos]
    drag(table_window, centre(table_window, source), centre(table_window, "discard"))
    assert questions and "segmentation fault" in questions[0]
    assert session.record.actions == ["draw"]  # declined: nothing played


@pytest.mark.slow
def test_you_may_act_only_once_the_deal_has_landed(table_window, qtbot):
    table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, animation_speed="normal")
    start(table_window)
    assert table_window.runner.animator.busy
    assert not table_window.scene.input_enabled
    qtbot.waitUntil(lambda: table_window.scene.input_enabled, timeout=15000)
    assert not table_window.runner.animator.busy


@pytest.mark.slow
def test_closing_during_an_ai_deal_asks_nothing_more(table_window, qtbot):
    from ui_helpers import segfault_session

    ruleset_seed = next(seed for seed in range(1000) if segfault_session(seed).state.current_player != 0)
    table_window.prefs = table_window.runner.prefs = replace(table_window.prefs, animation_speed="normal")
    table_window.play(segfault_session(ruleset_seed))
    table_window.close()
    qtbot.wait(800)  # longer than the pause before an AI is asked
    assert table_window.worker_stub.requests == []


def slider_point(window, fraction: float):
    """A point on the pointing slider's groove, ``fraction`` of the way along, in viewport pixels."""
    table = window.runner.table
    slider = table.pointing.slider
    inside = slider.mapTo(table.pointing, QPoint(round(fraction * (slider.width() - 1)), slider.height() // 2))
    return table_view_point(window, table.declare_proxy.mapToScene(QPointF(inside)))


def table_view_point(window, scene_point):
    return window.view.mapFromScene(scene_point)


def test_the_slider_reaches_every_pointing_up_to_52_by_mouse(table_window):
    session = start(table_window)
    click(table_window, centre(table_window, "deck"))
    pointing = table_window.runner.table.pointing
    assert (pointing.slider.minimum(), pointing.slider.maximum()) == (1, 52)
    viewport = table_window.view.viewport()
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, slider_point(table_window, 0.0))
    for step in range(1, 11):
        QTest.mouseMove(viewport, slider_point(table_window, step / 10))
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, slider_point(table_window, 1.0))
    assert pointing.value() == 52
    drag(table_window, centre(table_window, session.state.drawn), centre(table_window, "discard"))
    assert session.record.actions[-1] == "play d x52"


def test_typing_two_digits_points_that_many_times(table_window):
    session = start(table_window)
    pointing = table_window.runner.table.pointing
    view = table_window.view
    view.setFocus()
    click(table_window, centre(table_window, "deck"))
    QTest.keyClicks(view, "52")
    assert pointing.value() == 52
    QTest.keyClick(view, Qt.Key_PageDown)
    QTest.keyClick(view, Qt.Key_Minus)
    assert pointing.value() == 41
    QTest.keyClicks(view, "99")  # 99 is too many: the second 9 starts again
    assert pointing.value() == 9
    pointing.clock = lambda: 1e9  # much later: a new number, not 92
    QTest.keyClicks(view, "2")
    assert pointing.value() == 2
    QTest.keyClicks(view, "7")
    drag(table_window, centre(table_window, session.state.rows[0][0]), centre(table_window, "discard"))
    assert session.record.actions[-1] == "play 1 x27"


@pytest.mark.slow
@pytest.mark.parametrize("players", range(4, 8))
def test_the_winner_banner_hides_no_card_and_no_seat(table_window, qtbot, players):
    play_to_the_end(table_window, "segfault", players, seed=players)
    qtbot.wait(1)  # the table is laid out again above the band the banner opens
    assert table_window.runner.table.overlays.banner is not None
    assert banner_covers(table_window) == []


@pytest.mark.slow
def test_after_the_game_the_players_panel_says_who_won(table_window):
    session = play_to_the_end(table_window, "segfault", 7, seed=7)
    winner = session.state.returns().index(1.0)
    panel = table_window.panel.scores.text()
    assert "playing" not in panel
    assert f"<b>{session.seats[winner].name}</b>: won" in panel
    assert panel.count(": lost") + panel.count(": crashed out") == 6


def test_the_control_says_where_the_hovered_cards_chain_ends(table_window):
    session = start(table_window, "tutorial")
    click(table_window, centre(table_window, "deck"))
    pointing = table_window.runner.table.pointing
    card = session.state.rows[0][1]
    QTest.mouseMove(table_window.view.viewport(), table_window.view.mapFromScene(QPointF(20, 20)))
    QTest.mouseMove(table_window.view.viewport(), table_window.view.mapFromScene(centre(table_window, card)))
    for times in (1, 2, 30):
        pointing.setValue(times)  # the words follow the number without moving the mouse
        hops, crashes = session.state.preview(PLAYS[1, times])
        end = card_label(session.state.rows[hops[-1][0]][hops[-1][1]])
        assert pointing.chain_end.text() == (f"crashes at {end}" if crashes else f"ends on {end}")
        assert pointing.chain_end.isVisible()
    QTest.mouseMove(table_window.view.viewport(), table_window.view.mapFromScene(QPointF(20, 20)))
    assert pointing.chain_end.text() == ""  # over nothing, nothing to say


def play_until_hand_one_ends(window, session, seed):
    """Medium moves for every seat, yours too, until the first hand of the match is over."""
    window.play(session)
    agent, rng = make_agent("segfault", "medium"), random.Random(seed)
    while session.state.round == 1:
        window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))


def test_between_rounds_the_table_shows_who_won_with_which_row_and_the_score_until_you_click(table_window):
    session = segfault_session(3)
    play_until_hand_one_ends(table_window, session, 3)
    table, runner, scene = table_window.runner.table, table_window.runner, table_window.scene
    winner = session.state.scores.index(1)
    assert sum(session.state.scores) == 1 and not session.is_over()
    summary = table.summary
    assert summary is not None and summary.isVisible()
    row = summary.words.row
    pattern = winning_pattern(row) or "last player in"
    who = "You win" if winner == 0 else f"{session.seats[winner].name} wins"
    assert summary.words.title == f"{who} hand 1 {how_won(pattern)}"
    assert summary.words.score == "Hands won (first to 3): " + " · ".join(
        f"{seat.name} {int(seat is session.seats[winner])}" for seat in session.seats)
    assert "Press Enter to deal hand 2" in summary.words.hint == table_window.panel.status.text()
    # The finished round is still on the table (the next deal waits): the winning row in place, its pattern lit.
    for pos, card in enumerate(row):
        assert centre(table_window, card) == table.layout.slot(winner, pos).centre
        assert (scene.items_by_key[card].highlight == "win") == (pos in summary.words.marked)
    assert len(summary.words.marked) >= 4 or pattern == "last player in"
    panel = summary.mapToScene(summary.shape())
    assert [item for item in scene.items() if isinstance(item, (CardItem, SeatPlate)) and item.isVisible()
            and item.mapToScene(item.shape()).intersects(panel)] == []
    # It waits for you: nothing moves on and nobody may act.
    assert runner.animator.busy and not scene.input_enabled and not table.declare_proxy.isVisible()
    requests = len(table_window.worker_stub.requests)
    click(table_window, QPointF(60, 60))  # anywhere on the table
    assert table.summary is None and summary.scene() is None
    runner.animator.finish_all()
    assert session.state.round == 2
    for seat, cards in enumerate(session.state.rows):
        assert [table.cards.where[card] for card in cards] == [(f"row:{seat}", pos) for pos in range(6)]
    if session.state.current_player == 0:
        assert scene.input_enabled and table.declare_proxy.isVisible()
    else:
        table_window.runner._ai_timer.timeout.emit()  # the pause before an AI is asked, over at once
        assert len(table_window.worker_stub.requests) == requests + 1


def test_enter_deals_the_next_round_too(table_window):
    session = segfault_session(3)
    play_until_hand_one_ends(table_window, session, 3)
    view = table_window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key_Return)
    assert table_window.runner.table.summary is None
    table_window.runner.animator.finish_all()
    assert not table_window.runner.animator.busy


def test_the_next_round_is_logged_as_dealt_only_once_it_is_shown(table_window):
    session = segfault_session(3)
    play_until_hand_one_ends(table_window, session, 3)
    log = table_window.panel.log

    def lines() -> list[str]:
        return [log.item(row).text() for row in range(log.count())]

    assert table_window.runner.table.summary is not None  # the round's end waits for a click
    assert any("wins the hand" in line or "win the hand" in line for line in lines())
    assert "Hand 2 is dealt" not in lines()
    click(table_window, QPointF(60, 60))
    table_window.runner.animator.finish_all()
    assert lines()[-1] == "Hand 2 is dealt"


def test_a_drawn_round_is_said_on_the_table_with_the_score(table_window, isolated_dirs):
    folder = isolated_dirs / "config" / "deskcards" / "variants" / "segfault"
    folder.mkdir(parents=True)
    (folder / "brief.yaml").write_text("title: Brief\ndescription: Two turns a hand.\nextends: standard\n"
                                       "settings: {max_turns: 2}\n")
    seats = segfault_session(1).seats
    session = GameSession.new("segfault", "brief", seats, seed=seed_where_human_starts())
    table_window.play(session)
    for text in ("draw", "play d x1", "swap 1"):
        table_window.runner.perform(session.ruleset.parse_action(text))
    assert session.state.turn == 2 and table_window.runner.table.summary is None
    agent, rng = make_agent("segfault", "medium"), random.Random(0)
    while session.state.round == 1:
        table_window.runner.perform(agent.choose(session.state.observation(session.state.current_player), rng))
    words = table_window.runner.table.summary.words
    assert (words.title, words.row, words.detail) == ("Hand 1 is a draw", (), "Nobody won it within 2 turns.")
    assert words.score == "Hands won (first to 3): You 0 · Alice 0 · Bob 0 · Carol 0"


def test_a_shared_match_is_told_with_names_on_the_banner(table_window):
    from deskcards.engine.events import GameOver

    start(table_window)
    table = table_window.runner.table
    table.show_banner(GameOver((0, 2), "Seat 1 and Seat 3 share the match after 2 hands, with 1 hand won each"))
    assert table.overlays.banner.title == "You and Bob share the win"
    assert table.overlays.banner.subtitle == "You and Bob share the match after 2 hands, with 1 hand won each"


# -- a table that fits a small window ------------------------------------------------------

def seven_at(window, qtbot, size: tuple[int, int]) -> GameSession:
    """Seven players, you to move, in a window of ``size``, laid out for it."""
    session = your_turn("segfault", 7)
    window.resize(*size)
    window.play(session, deal=False)
    window.runner.animator.finish_all()
    qtbot.wait(1)  # the table is laid out for the window's shape
    return session


def pixels_per_unit(item, view) -> float:
    """Screen pixels per unit of ``item`` as the view shows it (as ``test_small_window`` measures)."""
    to_screen = item.deviceTransform(view.viewportTransform())
    return math.hypot(to_screen.m21(), to_screen.m22())


def test_your_cards_show_at_least_70_pixels_tall_at_800_by_600_with_seven_players(table_window, qtbot):
    session = seven_at(table_window, qtbot, (800, 600))
    view, items = table_window.view, table_window.runner.table.cards.items
    heights = [CARD_HEIGHT * pixels_per_unit(items[card], view) for card in session.state.rows[0]]
    assert min(heights) >= 70, heights


def hover(window, key) -> None:
    """Rest the pointer on ``key``'s item (None: on bare felt), as a player's mouse would."""
    view = window.view
    where = window.scene.items_by_key[key].scenePos() if key is not None else window.scene.table.topLeft()
    QTest.mouseMove(view.viewport(), view.mapFromScene(where) + QPoint(1, 1))


def under_the_panel(window) -> list[str]:
    """The rows' cards, the plates and the numbers the enlarged row lies over."""
    panel = window.runner.table.magnifier.sceneBoundingRect()
    table = window.runner.table
    things = [item for item in window.scene.items() if item.isVisible() and (
        isinstance(item, SeatPlate) or item in table.position_numbers
        or (isinstance(item, CardItem) and table.cards.where[item.key][0].startswith("row:")))]
    return [table.naming.name_of(getattr(item, "key", None)) or type(item).__name__ for item in things
            if item.mapToScene(item.shape()).intersects(panel)]


@pytest.mark.parametrize("seat", [1, 3, 5])
def test_a_hovered_row_too_small_to_read_shows_enlarged_with_its_owners_name(table_window, qtbot, seat):
    session = seven_at(table_window, qtbot, (800, 600))
    table, view = table_window.runner.table, table_window.view
    magnifier = table.magnifier
    assert table.magnifies() and not magnifier.isVisible()
    row = session.state.rows[seat]
    hover(table_window, row[2])
    assert magnifier.isVisible() and magnifier.name == session.seats[seat].name and magnifier.cards == tuple(row)
    in_place = pixels_per_unit(table.cards.items[row[0]], view)
    enlarged = pixels_per_unit(magnifier, view)
    assert enlarged >= 1.5 * in_place
    assert min(rank_height(card, enlarged) for card in row) >= least_capital() - 0.25  # each index reads, 9 px
    assert CARD_HEIGHT * enlarged >= 60
    assert under_the_panel(table_window) == []
    assert magnifier.acceptedMouseButtons() == Qt.MouseButton.NoButton  # a click goes to what lies under it
    hover(table_window, row[4])  # along the row, the panel stays
    assert magnifier.isVisible() and magnifier.cards == tuple(row)
    hover(table_window, None)
    qtbot.waitUntil(lambda: not magnifier.isVisible(), timeout=2000)


def test_your_own_row_and_the_piles_show_nothing_enlarged(table_window, qtbot):
    session = seven_at(table_window, qtbot, (800, 600))
    for key in (session.state.rows[0][1], "deck"):
        hover(table_window, key)
        assert not table_window.runner.table.magnifier.isVisible()


def test_rows_that_read_in_place_are_not_enlarged(table_window, qtbot):
    session = seven_at(table_window, qtbot, (2560, 1440))
    table = table_window.runner.table
    assert not table.magnifies()
    hover(table_window, session.state.rows[3][0])
    assert not table.magnifier.isVisible()


def test_the_keyboards_focus_on_another_seats_card_shows_its_row_enlarged(table_window, qtbot):
    """The chain ended in another seat's row: the card to take is focused by Tab, its row shown."""
    for seed in range(100):
        session = GameSession.new("segfault", "standard", seats_for(Preferences(game="segfault", players=7)),
                                  seed=seed)
        if session.state.current_player != 0:
            continue
        session.apply(session.state.legal_actions()[0])  # the draw
        taking = next((play for play in session.state.legal_actions() if swaps_from_another_seat(session, play)), None)
        if taking is not None:
            break
    table_window.resize(800, 600)
    table_window.play(session, deal=False)
    qtbot.wait(1)
    table_window.runner.perform(taking)
    table_window.runner.animator.finish_all()
    table, scene = table_window.runner.table, table_window.scene
    seat, pos = session.state.swap_target
    table_window.view.setFocus()
    QTest.keyClick(table_window.view, Qt.Key_Tab)
    assert scene.focus_key == session.state.rows[seat][pos]
    assert table.magnifier.isVisible() and table.magnifier.name == session.seats[seat].name
    assert under_the_panel(table_window) == []
    table_window.resize(820, 620)  # laid out again, the row stays enlarged while the focus is on it
    qtbot.wait(1)
    assert table_window.runner.table.magnifier.isVisible()


def swaps_from_another_seat(session, play) -> bool:
    after = session.state.clone()
    after.apply(play)
    return after.phase == SWAPPING and after.current_player == 0 and after.swap_target[0] != 0


def test_the_count_you_set_to_point_with_outlasts_a_new_window_shape(table_window, qtbot):
    start(table_window)
    click(table_window, centre(table_window, "deck"))
    table_window.runner.table.pointing.setValue(7)
    table_window.resize(900, 1200)
    qtbot.wait(1)  # laid out again for the new shape
    assert table_window.runner.table.pointing.value() == 7


def test_each_plate_says_its_seat_standing_to_a_screen_reader(table_window):
    session = start(table_window)  # issue 35: the Players zone said only "Bob.", "Alice."
    plates = table_window.runner.table.fixtures.plates
    assert plates[0].accessible_name().startswith(f"{session.seats[0].name}, playing")
    assert all(", playing" in plate.accessible_name() for plate in plates)


def test_the_players_zone_lists_the_seats_in_turn_order_from_yours(table_window):
    session = start(table_window)  # issue 35: it began with Bob, whose plate lies at the top
    players = next(zone for zone in table_window.runner.table.access.zones() if zone.key == "players")
    names = [item.accessible_name().split(",")[0] for item in players.items]
    assert names == [seat.name for seat in session.seats]
