"""The table's colours by name, so every table draws its buttons, panels and
marks alike. QColor values are shared: read them, copy one to change it
(``with_alpha``).

Two themes share these names: the usual one and a high-contrast one for low
vision (black panels, white words, yellow focus, strong outlines).
``use_theme`` sets the shared colours in place, so everything painted after
it (and every default argument that holds one) follows; ``stroke`` thickens
outlines in the high-contrast theme. The felt under the cards is ``felt``."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

# Buttons (spots.Button and the tables' own): gold and light faces, a brown rim and ink.
BUTTON = QColor(242, 193, 78)
LIGHT_BUTTON = QColor(250, 240, 225)  # a choice among several: a suit, a digit
COOL_BUTTON = QColor(214, 226, 240)  # a side control: Turn, Scores
PLAIN_BUTTON = QColor(200, 200, 190)  # a toggle that is off
BUTTON_RIM = QColor(60, 40, 10)
BUTTON_INK = QColor(30, 22, 8)
GREYED_BUTTON = QColor(120, 124, 118)  # a control the rules do not allow now
GREYED_INK = QColor(55, 58, 54)

# Panels over the felt: a dark night-blue face in a gold frame, warm titles.
PANEL = QColor(18, 22, 30)
FRAME = QColor(217, 169, 40)
TITLE = QColor(255, 236, 170)
TEXT = QColor(235, 235, 235)
SOFT_TEXT = QColor(230, 230, 230)
IDLE = QColor(150, 150, 150)  # a seat that is out, a choice not possible now

# Marks on the table.
TARGET = QColor(255, 214, 90)  # a legal place to drop, a place under the pointer
HINT = QColor(255, 140, 60)  # a hint: the card or control it names, and where the card goes
WIN = QColor(255, 176, 0)
LABEL = QColor(220, 235, 220)  # a grid's letters and numbers, counts on the felt
QUIET = QColor(255, 255, 255, 80)  # a mark meant to stay in the background: an empty slot, a direction ring
QUIET_WORDS = QColor(255, 255, 255, 150)  # an empty slot's name
AMOUNT = QColor(255, 240, 190)  # a chip pile's amount
AMOUNT_GROUND = QColor(10, 20, 14, 170)  # under a chip pile's amount
PLATE = QColor(20, 24, 28, 200)  # a seat's name plate
ACTIVE_PLATE = QColor(250, 226, 140, 235)  # the plate of the seat to act
OUTLINE = QColor(0, 0, 0, 150)  # round a card in high contrast
CHIP_EDGE = QColor(0, 0, 0, 150)  # round a chip: light in high contrast, where the felt is dark
FOCUS_LIGHT = QColor(255, 255, 255)  # the keyboard's frame: a light band edged dark
FOCUS_DARK = QColor(14, 16, 22)
FOCUS_WIDGET = QColor(20, 95, 210)  # the frame's band round a widget: dialogs are light, so it is dark

# The side panel beside the table: status, players and log.
SIDE = QColor(29, 42, 36)
SIDE_INK = QColor(241, 239, 230)
SIDE_STATUS = QColor(44, 65, 55)
SIDE_HEADING = QColor(159, 184, 171)
SIDE_LOG = QColor(21, 32, 27)

_SHARED = {name: value for name, value in globals().items() if isinstance(value, QColor)}
_USUAL = {name: QColor(value) for name, value in _SHARED.items()}
_HIGH_CONTRAST = {
    "BUTTON": QColor(255, 225, 0), "LIGHT_BUTTON": QColor(255, 255, 255), "COOL_BUTTON": QColor(255, 255, 255),
    "PLAIN_BUTTON": QColor(210, 210, 210), "BUTTON_RIM": QColor(0, 0, 0), "BUTTON_INK": QColor(0, 0, 0),
    "GREYED_BUTTON": QColor(55, 55, 55), "GREYED_INK": QColor(215, 215, 215),
    "PANEL": QColor(0, 0, 0), "FRAME": QColor(255, 255, 255), "TITLE": QColor(255, 235, 0),
    "TEXT": QColor(255, 255, 255), "SOFT_TEXT": QColor(255, 255, 255), "IDLE": QColor(175, 175, 175),
    "TARGET": QColor(0, 230, 255), "WIN": QColor(255, 225, 0), "LABEL": QColor(255, 255, 255),
    "AMOUNT": QColor(255, 255, 255), "AMOUNT_GROUND": QColor(0, 0, 0), "PLATE": QColor(0, 0, 0),
    "ACTIVE_PLATE": QColor(255, 225, 0), "OUTLINE": QColor(0, 0, 0), "CHIP_EDGE": QColor(255, 255, 255),
    "FOCUS_LIGHT": QColor(255, 225, 0), "FOCUS_DARK": QColor(0, 0, 0), "FOCUS_WIDGET": QColor(0, 0, 0),
    "SIDE": QColor(0, 0, 0), "SIDE_INK": QColor(255, 255, 255), "SIDE_STATUS": QColor(0, 0, 0),
    "SIDE_HEADING": QColor(255, 225, 0), "SIDE_LOG": QColor(0, 0, 0),
    "QUIET": QColor(255, 255, 255, 200), "QUIET_WORDS": QColor(255, 255, 255),
}
_theme = {"high_contrast": False}


@dataclass(frozen=True)
class Felt:
    """A table's cloth: lit in the middle, darker to its edge, darkest in the corners (``floor``)."""

    middle: QColor
    edge: QColor
    floor: QColor


def _felt(middle: str, edge: str, floor: str) -> Felt:
    return Felt(QColor(middle), QColor(edge), QColor(floor))


# The felts a player may choose (``preferences.TABLE_COLOURS``).
FELTS = {
    "green": _felt("#227a4c", "#124a2f", "#0e3422"),
    "blue": _felt("#25588f", "#15355a", "#0d2238"),
    "red": _felt("#8a2a2a", "#561818", "#341010"),
    "grey": _felt("#5e6266", "#393c3f", "#232527"),
}


def use_theme(high_contrast: bool) -> None:
    """Set every shared colour to the usual theme's or the high-contrast one's."""
    _theme["high_contrast"] = high_contrast
    for name, colour in (_HIGH_CONTRAST if high_contrast else _USUAL).items():
        _SHARED[name].setRgba(colour.rgba())


def high_contrast() -> bool:
    return _theme["high_contrast"]


def stroke(width: float) -> float:
    """An outline's width in the theme in use: wider in high contrast."""
    return width * 2 if _theme["high_contrast"] else width


def felt(name: str) -> Felt:
    """The felt of that name; in high contrast a darker one, so the cards stand out."""
    chosen = FELTS.get(name, FELTS["green"])
    if not _theme["high_contrast"]:
        return chosen
    return Felt(chosen.edge.darker(170), chosen.floor.darker(200), QColor(0, 0, 0))


def with_alpha(colour: QColor, alpha: int) -> QColor:
    """A copy of ``colour`` with ``alpha`` (0 clear to 255 solid)."""
    copy = QColor(colour)
    copy.setAlpha(alpha)
    return copy

# Results in the statistics: told apart by letter and shape too, not by colour alone.
WON = QColor(36, 120, 66)
LOST = QColor(184, 56, 46)
DRAWN = QColor(226, 186, 60)  # light: dark words on it
