"""How much room the Runtime Error table's words take at the view's scale: measured on
the very items the table shows (a name plate, a button, the caption, a count, a
function's name), grown as they grow to read in a small window, for the layout to
leave them room (``plan.Words``)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF
from PySide6.QtGui import QFont, QFontMetricsF

from deskcards.engine.words import noop, relay, translate
from deskcards.games.log_sentences import count_cards
from deskcards.ui.legible import LEAST_PIXELS, UI_FONT, Legible
from deskcards.ui.spots import MARGIN, Button, Spot, ToggleButton
from deskcards.ui.table_fixtures import SEAT_COLOURS, TableLabel
from deskcards.ui.table_items import Caption, SeatPlate

from ..prover.loop_model import FUNCTION_NAMES
from .plan import MOST_IN_HAND, MOST_IN_PILE, Words
from .statements import FunctionLabel, slot_words

PILE_WORDS = (noop("runtime-error", "Deck"), noop("runtime-error", "Discard"), noop("runtime-error", "Input"))
BUTTON_SIZE = (214.0, 50.0)
CAPTION_WIDTH = 880.0  # the caption's width where the table has room for it
WORD_PADDING = 12.0  # between an empty place's words and its outline
COUNT_FONT = QFont(UI_FONT, 13, QFont.Weight.DemiBold)  # a pile's count, as ``TableFixtures.count_under`` writes it


def _shown(item: Legible, view_scale: float) -> tuple[float, float]:
    """An item's width and height as the table shows it, grown to read."""
    item.fit_view(view_scale)
    box = item.boundingRect()
    return box.width() * item.scale(), box.height() * item.scale()


def pile_words() -> list[str]:
    """What the deck's, the discard pile's and the input card's places say while empty."""
    return [relay("runtime-error", word) for word in PILE_WORDS]


def measure(view_scale: float, names: Sequence[str], plate_detail: Callable[[int, bool], str]) -> Words:
    """The room the words take where the view shows a scene unit as ``view_scale`` pixels;
    ``plate_detail(cards, thinking)`` is a plate's second line."""
    least = LEAST_PIXELS / view_scale  # scene units
    plate = SeatPlate(max(names, key=len), SEAT_COLOURS[0])
    plate.fit_view(view_scale)
    plate.update_state(detail=plate_detail(MOST_IN_HAND, False))
    yours = plate.boundingRect()
    plate.update_state(detail=plate_detail(MOST_IN_HAND, True))
    plate_box = plate.boundingRect()
    forever = ToggleButton("forever", translate("runtime-error", "Run forever"), BUTTON_SIZE)
    forever.set_checked(True)
    buttons = [forever, *(Button("skip", words, BUTTON_SIZE) for words in (
        translate("runtime-error", "No input"), translate("runtime-error", "No statement")))]
    button = max((_shown(button, view_scale) for button in buttons), key=lambda size: size[0])
    caption = Caption(CAPTION_WIDTH)
    caption.say("Xg")
    count = TableLabel(count_cards(MOST_IN_PILE), QPointF(), COUNT_FONT)
    spot_font = QFont(Spot.LABEL_FONT)  # an empty place's words, at their smallest: they grow with its card
    spot_font.setPixelSize(math.ceil(least))
    spot_words = QFontMetricsF(spot_font)
    label, names_shown = FunctionLabel(), []
    grow = least / label.smallest_text()  # a label grown to read is this many times a card's at scale 1
    for kind in (*FUNCTION_NAMES, None):
        label.show_kind(kind, False)
        names_shown.append(label.boundingRect())
    return Words(
        plate=(plate_box.width(), plate_box.height()), your_plate=(yours.width(), yours.height()),
        plate_top=-plate_box.top(),
        button=button,
        caption=_shown(caption, view_scale),
        count=_shown(count, view_scale)[1],
        slot=max(spot_words.horizontalAdvance(line) for line in slot_words().splitlines()) + WORD_PADDING + 2 * MARGIN,
        pile=max(spot_words.horizontalAdvance(words) for words in pile_words()) + WORD_PADDING,
        function=(max(box.width() for box in names_shown) * grow, max(box.height() for box in names_shown) * grow))
