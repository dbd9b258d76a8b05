"""The Segmentation Fault table's geometry: it fills the room it has, nothing overlaps,
rows read as the ruling says."""

from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPolygonF

from deskcards.games.segfault.table.fitting import fit_layout
from deskcards.games.segfault.table.layout import Room
from deskcards.games.segfault.table.measure import room_for
from deskcards.ui.card_art import CARD_HEIGHT
from deskcards.ui.table_scene import table_shape

NAMES = ["You", "Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
VIEWS = [(580, 560), (1180, 860), (2340, 1400), (655, 1180)]  # the views of 800x600, 1400x900, 2560x1440, 900x1200


def room(view: tuple[int, int], players: int, numbers: bool = False, card_size: float = 1.0) -> Room:
    area = table_shape(*view)
    return room_for(area, view[0] / area.width(), card_size, NAMES[:players], numbers)


def plate_box(layout, seat: int) -> QPolygonF:
    return QPolygonF(layout.plate_box.translated(layout.plate(seat)))


def number_box(layout, seat: int, pos: int) -> QPolygonF:
    centre, (half_width, half_height) = layout.position_label(seat, pos), layout.room.number
    return QPolygonF(QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height))


def every_seating_and_size():
    """Each view and player count, you at the bottom with position numbers at the normal card size in
    the quick run; sitting elsewhere, without numbers and at the other card sizes only in the full one."""
    for view in VIEWS:
        for players in range(4, 8):
            for human in (0, 2):
                for numbers in (True, False):
                    for card_size in (1.0, 0.85, 1.3):
                        quick = human == 0 and numbers and card_size == 1.0
                        yield pytest.param(view, players, human, numbers, card_size,
                                           marks=() if quick else pytest.mark.slow)


@pytest.mark.parametrize("view, players, human, numbers, card_size", list(every_seating_and_size()))
def test_no_two_seats_overlap_and_all_lies_on_the_table(qapp, view, players, human, numbers, card_size):
    layout = fit_layout(players, human, room(view, players, numbers, card_size))
    assert layout.overlaps() == [] and layout.outside() == []
    assert layout.human_scale > layout.other_scale >= 0.5 * min(card_size, 1.0)  # larger only where it fits


@pytest.mark.parametrize("players", range(4, 8))
def test_your_cards_show_at_least_70_pixels_tall_at_800_by_600(qapp, players):
    layout = fit_layout(players, 0, room(VIEWS[0], players, numbers=True))
    assert layout.human_scale * CARD_HEIGHT * layout.room.pixels_per_unit >= 70


@pytest.mark.parametrize("view", VIEWS)
def test_the_cards_grow_with_the_room(qapp, view):
    """A taller or wider table than the least one gives the rows more room, not empty felt."""
    least = fit_layout(7, 0, Room.of(QRectF(0, 0, 1600, 1000)))
    layout = fit_layout(7, 0, room(view, 7))
    rows = QPolygonF()
    for seat in range(7):
        for pos in range(6):
            rows = rows.united(layout.slot(seat, pos).outline())
    spread = rows.boundingRect()
    assert spread.width() >= 0.8 * layout.area.width() and spread.height() >= 0.8 * layout.area.height()
    assert layout.other_scale >= least.other_scale * 0.9


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("players", range(4, 8))
def test_position_numbers_lie_clear_of_every_card_and_plate(qapp, view, players):
    layout = fit_layout(players, 3 % players, room(view, players, numbers=True))
    cards = [layout.slot(seat, pos).outline() for seat in range(players) for pos in range(6)]
    cards += [layout.drawn(seat).outline() for seat in range(players)]  # the middle numbers' neighbour
    plates = [plate_box(layout, seat) for seat in range(players)]
    for seat in range(players):
        for pos in range(6):
            number = number_box(layout, seat, pos)
            covering = [shape for shape in cards + plates if shape.intersects(number)]
            assert covering == [], f"seat {seat}'s number {pos + 1} is covered"


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("players", range(4, 8))
def test_the_panel_between_rounds_covers_no_row_plate_pile_or_number(qapp, view, players):
    """Between hands nobody holds a drawn card and the control is hidden; all else stays in sight."""
    layout = fit_layout(players, 0, room(view, players, numbers=True))
    panel = QPolygonF(layout.round_summary)
    shapes = {"deck": layout.deck().outline(), "discard": layout.discard(0, 0).outline()}
    for seat in range(players):
        shapes |= {f"seat {seat} card {pos + 1}": layout.slot(seat, pos).outline() for pos in range(6)}
        shapes |= {f"seat {seat} number {pos + 1}": number_box(layout, seat, pos) for pos in range(6)}
        shapes[f"seat {seat} plate"] = plate_box(layout, seat)
    assert [name for name, shape in shapes.items() if shape.intersects(panel)] == []
    assert layout.round_summary.width() >= 0.6 * 760 or layout.round_summary.width() >= layout.summary_reads * 760


@pytest.mark.parametrize("players", range(4, 8))
def test_rows_read_counter_clockwise_and_turns_pass_to_the_left(qapp, players):
    layout = fit_layout(players, 0, room(VIEWS[1], players))
    middle = layout.area.center()

    def cross(a, b) -> float:
        """Positive when turning from a to b is clockwise on screen (y points down)."""
        a, b = a - middle, b - middle
        return a.x() * b.y() - a.y() * b.x()

    for seat in range(players):
        first, last = layout.slot(seat, 0).centre, layout.slot(seat, 5).centre
        assert cross(first, last) < 0, f"seat {seat}'s row must count 1..6 counter-clockwise"
        here, following = layout.slot(seat, 2).centre, layout.slot((seat + 1) % players, 2).centre
        assert cross(here, following) > 0, "the next seat sits clockwise, on the player's left"


def test_you_sit_at_the_bottom_reading_left_to_right(qapp):
    layout = fit_layout(5, 3, room(VIEWS[2], 5))
    row = [layout.slot(3, pos).centre for pos in range(6)]
    assert all(a.x() < b.x() for a, b in pairwise(row))
    assert all(abs(p.y() - row[0].y()) < 1e-6 for p in row)
    assert row[0].y() > max(layout.slot(s, 0).centre.y() for s in range(5) if s != 3)
