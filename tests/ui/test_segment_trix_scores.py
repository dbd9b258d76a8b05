"""The Segment Trix scoreboard paints every round of real games, and its chart
points sit in the chart box in round order."""

import random

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from game_helpers import rules_without_variant

from deskcards.games.segment_trix.rules import Setup, Setups
from deskcards.games.segment_trix.score_sheet import ScoreSheet
from deskcards.games.segment_trix.table.scores import ScoreBoard, nice_step
from deskcards.ui.card_item import CardItem
from deskcards.ui.table_fixtures import SEAT_COLOURS
from deskcards.ui.table_scene import TableScene

NAMES = ["You", "Alice", "Bob", "Carol"]


def sheet_of_game(players: int, rounds: int, seed: int) -> ScoreSheet:
    """A whole random game of ``rounds`` rounds, scored as the table would see it."""
    setups = Setups(three=Setup((4, 6, 8), 5, rounds), four=Setup((), 6, rounds))
    ruleset = rules_without_variant("segment-trix", players, setups=setups)
    state, rng, sheet = ruleset.new_state(seed), random.Random(seed), ScoreSheet(players)
    while not state.is_terminal():
        sheet.note_all(state.apply(rng.choice(state.legal_actions())))
    return sheet


def board_for(players: int, rounds: int, seed: int = 4) -> ScoreBoard:
    board = ScoreBoard(NAMES[:players], rounds)
    board.set_rounds(sheet_of_game(players, rounds, seed).rows)
    return board


def rendered(board: ScoreBoard) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(board)
    box = board.boundingRect()
    image = QImage(int(box.width()), int(box.height()), QImage.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), box)
    painter.end()
    scene.removeItem(board)
    return image


def near(colour: QColor, other: QColor) -> bool:
    return max(abs(colour.red() - other.red()), abs(colour.green() - other.green()),
               abs(colour.blue() - other.blue())) < 12


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("rounds", range(1, 13))
def test_the_board_paints_a_line_per_seat_in_its_colour(qapp, players, rounds):
    board = board_for(players, rounds)
    assert len(board.rows) == rounds
    image = rendered(board)
    chart = board.chart_box().translated(-board.boundingRect().topLeft())
    pixels = [image.pixelColor(x, y) for x in range(int(chart.left()), int(chart.right()), 2)
              for y in range(int(chart.top()), int(chart.bottom()) + 4)]
    for seat in range(players):
        assert any(near(pixel, SEAT_COLOURS[seat]) for pixel in pixels), f"no line for seat {seat}"


@pytest.mark.parametrize("players, rounds, done", [(4, 4, 4), (3, 6, 6), (4, 12, 12), (3, 6, 2)])
def test_chart_points_lie_in_the_chart_box_in_round_order(qapp, players, rounds, done):
    sheet = sheet_of_game(players, rounds, seed=17)
    board = ScoreBoard(NAMES[:players], rounds)
    board.set_rounds(sheet.rows[:done])
    box = board.chart_box()
    assert board.boundingRect().contains(box)
    for seat, points in enumerate(board.chart_points()):
        assert len(points) == done + 1  # the start, then one a finished round
        assert all(box.contains(point) for point in points)
        xs = [point.x() for point in points]
        assert xs == sorted(xs) and len(set(xs)) == len(xs)
        heights = [box.bottom() - point.y() for point in points]
        totals = [0] + [row.totals[seat] for row in sheet.rows[:done]]
        order = sorted(range(len(totals)), key=totals.__getitem__)
        assert [round(heights[i]) for i in order] == sorted(round(h) for h in heights)


def test_a_higher_total_is_drawn_higher():
    board = next(board for board in (board_for(4, 4, seed) for seed in range(5, 50))
                 if len(set(board.rows[-1].totals)) > 1)  # a game whose totals differ
    last = board.rows[-1].totals
    ends = [points[-1].y() for points in board.chart_points()]
    high, low = max(range(4), key=last.__getitem__), min(range(4), key=last.__getitem__)
    assert last[high] > last[low] and ends[high] < ends[low]


@pytest.mark.parametrize("top, step", [(10, 2), (20, 5), (37, 10), (90, 20), (240, 50), (4, 1)])
def test_gridline_steps_are_round_numbers_with_at_most_five_lines(top, step):
    assert nice_step(top) == step


def test_a_click_on_the_open_board_means_the_board_not_a_card_under_it(qapp):
    scene = TableScene()
    card = CardItem(3, lambda *_: None, lambda *_: None)
    card.key = 3
    scene.register(3, card)
    board = board_for(4, 4)
    scene.register(board.key, board)
    assert scene.key_at(QPointF(0, 0)) == "scores"
    board.hide()
    assert scene.key_at(QPointF(0, 0)) == 3
