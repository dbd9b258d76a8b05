"""The Segmentation Fault table's geometry: nothing overlaps, rows read as the ruling says."""

from itertools import pairwise

import pytest
from PySide6.QtGui import QPolygonF

from deskcards.games.segfault.table.layout import CENTRE, NUMBER_HALF, PLATE_HALF, SegfaultLayout
from deskcards.ui.card_table import box_around


def cross(a, b) -> float:
    """Positive when turning from a to b is clockwise on screen (y points down)."""
    a, b = a - CENTRE, b - CENTRE
    return a.x() * b.y() - a.y() * b.x()


@pytest.mark.parametrize("players", range(4, 8))
@pytest.mark.parametrize("human", [0, 2])
def test_no_two_seats_overlap(players, human):
    layout = SegfaultLayout(players, human)
    assert layout.overlaps() == []
    assert layout.human_scale >= 0.9 and layout.other_scale >= 0.5


@pytest.mark.parametrize("players", range(4, 8))
@pytest.mark.parametrize("human", [0, 3])
def test_position_numbers_lie_clear_of_every_card_and_plate(players, human):
    layout = SegfaultLayout(players, human)
    cards = [layout.slot(seat, pos).outline() for seat in range(players) for pos in range(6)]
    cards += [layout.drawn(seat).outline() for seat in range(players)]  # the middle numbers' neighbour
    plates = [box_around(layout.plate(seat), *PLATE_HALF) for seat in range(players)]
    for seat in range(players):
        for pos in range(6):
            number = box_around(layout.position_label(seat, pos), *NUMBER_HALF)
            covering = [shape for shape in cards + plates if shape.intersects(number)]
            assert covering == [], f"seat {seat}'s number {pos + 1} is covered"


@pytest.mark.parametrize("players", range(4, 8))
def test_the_panel_between_hands_covers_no_row_plate_pile_or_number(players):
    """Between hands nobody holds a drawn card and the control is hidden; all else stays in sight."""
    layout = SegfaultLayout(players, 0)
    panel = QPolygonF(layout.hand_summary())
    shapes = {"deck": layout.deck().outline(), "discard": layout.discard(0, 0).outline()}
    for seat in range(players):
        shapes |= {f"seat {seat} card {pos + 1}": layout.slot(seat, pos).outline() for pos in range(6)}
        shapes |= {f"seat {seat} number {pos + 1}": box_around(layout.position_label(seat, pos), *NUMBER_HALF)
                   for pos in range(6)}
        shapes[f"seat {seat} plate"] = box_around(layout.plate(seat), *PLATE_HALF)
    assert [name for name, shape in shapes.items() if shape.intersects(panel)] == []


@pytest.mark.parametrize("players", range(4, 8))
def test_rows_read_counter_clockwise_and_turns_pass_to_the_left(players):
    layout = SegfaultLayout(players, 0)
    for seat in range(players):
        first, last = layout.slot(seat, 0).centre, layout.slot(seat, 5).centre
        assert cross(first, last) < 0, f"seat {seat}'s row must count 1..6 counter-clockwise"
        here, following = layout.slot(seat, 2).centre, layout.slot((seat + 1) % players, 2).centre
        assert cross(here, following) > 0, "the next seat sits clockwise, on the player's left"


def test_you_sit_at_the_bottom_reading_left_to_right():
    layout = SegfaultLayout(5, 3)
    row = [layout.slot(3, pos).centre for pos in range(6)]
    assert all(a.x() < b.x() for a, b in pairwise(row))
    assert all(abs(p.y() - row[0].y()) < 1e-6 for p in row)
    assert row[0].y() > max(layout.slot(s, 0).centre.y() for s in range(5) if s != 3)
