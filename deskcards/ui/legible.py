"""Words on the table stay readable in a small window.

The view scales the whole table to fit the window: at 800 x 600 a label of
14 points would show 6 pixels tall. Two remedies, each for its kind of item:

- ``Legible`` furniture (a name plate, a badge, a banner, a score board) grows
  as a whole about its origin, just enough for its smallest words to show
  LEAST_PIXELS tall; the scene tells it the view's scale (``fit_view``).
- Words painted in a box that must keep its size (a pile's outline, a button)
  take ``legible_font`` when painted: the font raised to that size.

Sizes are in logical pixels, as the player sees them whatever the screen's
pixel ratio.
"""

from __future__ import annotations

import math
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QGuiApplication, QPainter
from PySide6.QtWidgets import QGraphicsItem

LEAST_PIXELS = 9.0  # the smallest words the table shows, measured by the font's size (its em)
UI_FONT = "DejaVu Sans"


def em(font: QFont) -> float:
    """How tall ``font`` is set, in pixels of what it is painted on (scene units on the table)."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * QGuiApplication.primaryScreen().logicalDotsPerInchY() / 72


@cache
def least_cap_height() -> float:
    """How tall a capital letter of the smallest words on the table is, in pixels:
    a card's corner index reads no smaller."""
    font = QFont(UI_FONT)
    font.setPixelSize(round(LEAST_PIXELS))
    return QFontMetricsF(font).capHeight()


def on_screen_scale(painter: QPainter) -> float:
    """How many logical screen pixels one unit of what ``painter`` paints takes (vertically)."""
    to_device = painter.deviceTransform()
    return math.hypot(to_device.m21(), to_device.m22()) / painter.device().devicePixelRatioF()


def at_least(font: QFont, size: float) -> QFont:
    """``font``, or a copy set ``size`` pixels (units) tall if it is smaller."""
    if em(font) >= size:
        return font
    grown = QFont(font)
    grown.setPixelSize(math.ceil(size))
    return grown


def legible_font(font: QFont, painter: QPainter) -> QFont:
    """``font``, or a copy set just large enough to show LEAST_PIXELS tall through ``painter``."""
    return at_least(font, LEAST_PIXELS / on_screen_scale(painter))


def table_of(item: QGraphicsItem) -> QRectF | None:
    """Where ``item`` must stay: the table it lies on, or all the scene for an item
    in the band under the table (see ``TableScene.show_in_band``); None off a scene."""
    scene = item.scene()
    if scene is None:
        return None
    table = getattr(scene, "table", scene.sceneRect())
    return table if table.contains(item.scenePos()) else scene.sceneRect()


# To the type checker the mix-in is the graphics item it is always mixed into.
if TYPE_CHECKING:
    _Item = QGraphicsItem
else:
    _Item = object


class Legible(_Item):
    """A mix-in for table furniture with words on it: the item grows about its
    origin when the view shows its smallest words under LEAST_PIXELS. Its class
    says how small those words are (``smallest_text``), or lays itself out again
    with larger words (overriding ``fit_view``)."""

    def smallest_text(self) -> float:
        """The size (em) of the item's smallest words, in its own units."""
        raise NotImplementedError

    def grows_about(self) -> QPointF:
        """The point (in the item's units) it grows about, unless that would push it off the table."""
        return QPointF()

    def fit_view(self, pixels_per_unit: float) -> None:
        """The view now shows one scene unit as ``pixels_per_unit`` screen pixels."""
        grow = max(1.0, LEAST_PIXELS / (self.smallest_text() * pixels_per_unit))
        self.setTransformOriginPoint(self._origin(grow))
        self.setScale(grow)

    def refit(self) -> None:
        """Fit the view again after a change of size or place, if on a table already shown."""
        scene = self.scene()
        if scene is not None:
            self.fit_view(getattr(scene, "view_scale", 1.0))

    def _origin(self, grow: float) -> QPointF:
        """``grows_about``, moved towards an edge of the table the item lies near, so
        that grown it stays on the table (as far as it fits)."""
        about, table = self.grows_about(), table_of(self)
        if grow == 1.0 or table is None:
            return about
        # Where the item lies ungrown: its scene position moves with the origin it grew about before.
        origin = self.transformOriginPoint()
        box, pos = self.boundingRect(), self.mapToScene(origin) - origin

        def along(want: float, at: float, low: float, high: float, first: float, last: float) -> float:
            # The scene coordinate of the item's edge ``e`` is at + grow * e + (1 - grow) * origin.
            most = (first - at - grow * low) / (1 - grow)  # the largest origin keeping the low edge on
            least = (last - at - grow * high) / (1 - grow)  # the smallest keeping the high edge on
            return want if least > most else min(max(want, least), most)

        return QPointF(along(about.x(), pos.x(), box.left(), box.right(), table.left(), table.right()),
                       along(about.y(), pos.y(), box.top(), box.bottom(), table.top(), table.bottom()))

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged and value is not None:
            self.fit_view(getattr(value, "view_scale", 1.0))  # put on a table already shown
        return super().itemChange(change, value)
