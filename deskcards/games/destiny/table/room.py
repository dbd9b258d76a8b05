"""How much room the Destiny table's furniture takes, as the view shows it now: in a
small window its words grow to stay readable (``deskcards.ui.legible``), and the
layout must leave room for them grown. Each size is measured on the item itself,
set up as at the table with its longest words, so the layout (pure geometry)
never guesses a font's width."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem

from deskcards.engine.words import translate
from deskcards.games.log_sentences import count_cards
from deskcards.ui.legible import LEAST_PIXELS
from deskcards.ui.table_fixtures import TableLabel
from deskcards.ui.table_items import Caption, SeatPlate

from .chips import ChipPile, PotPile
from .marks import DealerButton
from .wager import PANEL_SIZE, panel_growth

Box = tuple[float, float, float, float]  # left, top, width, height, about the item's position
LABEL_SIZE = 15  # points: a column letter or row number (``TableFixtures.label``)
COUNT_SIZE = 13  # points: a pile's count (``TableFixtures.count_under``)
CAPTION_WIDTH = 480.0  # the showdown's words, before they grow
POT_ROW = (156.0, 32.0)  # a pot laid as a row: width, height, before it grows
MOST_CHIPS = 888  # an amount as wide as any a pile or plate shows (the stacks start at 200)
MOST_CARDS = 52


@dataclass(frozen=True)
class Room:
    """The grown sizes, in scene units, of what the layout places (``measure``);
    ``card_scale`` is the player's card size."""

    plate: Box  # a name plate, the dealer button on its corner included
    chips: Box  # a seat's pile of chips with its amount
    pot: Box  # a pot's pile, its name over its amount
    label: tuple[float, float]  # half a column letter or row number
    count: tuple[float, float]  # half a pile's count ("24 cards")
    pot_row: tuple[float, float]  # a pot laid as a row
    panel: tuple[float, float]  # the wager controls
    caption: tuple[float, float]  # a caption of one line
    card_scale: float


def _grown(item: QGraphicsItem, view_scale: float) -> Box:
    """``item``'s outline once grown for ``view_scale`` (it grows about its origin)."""
    item.fit_view(view_scale)  # type: ignore[attr-defined]  # every item measured here is Legible
    box = item.boundingRect()
    grow = item.scale()
    return box.left() * grow, box.top() * grow, box.width() * grow, box.height() * grow


def _size(box: Box) -> tuple[float, float]:
    return box[2], box[3]


def _half(box: Box) -> tuple[float, float]:
    """Half of a label's width and height (a label is centred on its point)."""
    return box[2] / 2, box[3] / 2


def _label_font(size: int) -> QFont:
    return QFont("DejaVu Sans", size, QFont.Weight.DemiBold)  # as ``TableFixtures.label`` sets it


def measure(view_scale: float, names: Sequence[str], card_scale: float) -> Room:
    """The room every piece of furniture takes at ``view_scale`` pixels a unit."""
    plate = SeatPlate(max(names, key=len), QColor("white"))
    plate.update_state(detail=translate("destiny", "raised to {bet}", bet=MOST_CHIPS))  # its longest words
    left, top, width, height = _grown(plate, view_scale)
    button = QRectF(*_grown(DealerButton(), view_scale))
    # The dealer button is pinned on the plate's upper left corner (``SeatPlate.pin``).
    button.translate(QPointF(left - 4, top + 4))
    plate_box = QRectF(left, top, width, height).united(button)
    chips, pot = ChipPile(), ChipPile(translate("destiny", "Side pot {number}", number=8))
    for pile in (chips, pot):
        pile.set_amount(MOST_CHIPS)
    row = PotPile("", translate("destiny", "Side {number}", number=8), POT_ROW)
    row.lay_as_row(True)
    caption = Caption(CAPTION_WIDTH)
    caption.say(translate("destiny", "Pot"))  # any one line: the layout leaves room for one
    caption_box = _grown(caption, view_scale)
    least = LEAST_PIXELS / view_scale
    return Room(plate=(plate_box.left(), plate_box.top(), plate_box.width(), plate_box.height()),
                chips=_grown(chips, view_scale), pot=_grown(pot, view_scale),
                label=_half(_grown(TableLabel("5", QPointF(), _label_font(LABEL_SIZE)), view_scale)),
                count=_half(_grown(TableLabel(count_cards(MOST_CARDS), QPointF(), _label_font(COUNT_SIZE)),
                                   view_scale)),
                pot_row=_size(_grown(row, view_scale)),
                panel=(PANEL_SIZE[0] * panel_growth(least), PANEL_SIZE[1] * panel_growth(least)),
                caption=(caption_box[2], caption_box[3]), card_scale=card_scale)
