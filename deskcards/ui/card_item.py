"""One card on the table: a QGraphicsObject that knows its card id and how to
draw a face and a back, and nothing about the game or the deck it belongs to.

The card is centred on its position (CARD_BOX), so it turns and scales about
its middle. Everything the table animates is a Qt property: ``pos``,
``rotation``, ``scale``, ``zValue`` and ``flip``, the horizontal squeeze of
turning the card over. ``animate`` is the one entry point, after KDE KPat:
target position, turn, scale, z and face, duration 0 meaning "at once".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSizeF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from deskcards.ui import palette
from deskcards.ui.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    CORNER_RADIUS,
    FacePainter,
    paint_back,
)

BackPainter = Callable[[QPainter, QRectF], None]

CARD_BOX = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
GLOW_MARGIN = 14.0  # how far a highlight may reach outside the card, in scene units
HINT_LIFT = 22.0  # how far a hinted card rises along its own height, in card units
SHARED_BACKS_KEPT = 16  # backs look alike: one picture per look serves a whole deck
_shared_backs: dict[tuple, QPixmap] = {}


@dataclass(frozen=True)
class HighlightStyle:
    colour: QColor
    glow: float  # reach of the soft glow outside the card edge; 0 for none
    outline: float  # width of the line drawn along the card edge; 0 for none
    tint: int  # alpha of a wash of ``colour`` over the whole card; 0 for none
    frame: bool = False  # a thick frame round the card instead of the outline (see FocusFrame)


@dataclass(frozen=True)
class FocusFrame:
    """The keyboard's frame: a light band edged dark on both sides, so it shows on
    a blue back, a white face and the felt alike (a dialog's widget wears a dark
    band edged light), at least ``least_band`` screen pixels wide with edges of
    ``least_edge`` however small the card (or button) is shown. It lies round the
    thing, reaching ``inside`` units over its rim (short of a card's index), and
    further over it where the room round it runs short: a frame thinned to fit
    was the 1-2 pixel line players could not find."""

    band: float = 5.0  # item units
    edge: float = 1.6
    least_band: float = 3.0  # screen pixels
    least_edge: float = 1.5
    inside: float = 3.0
    # The shared colours, which follow the theme.
    band_colour: QColor = field(default_factory=lambda: palette.FOCUS_LIGHT)
    edge_colour: QColor = field(default_factory=lambda: palette.FOCUS_DARK)

    def widths(self, pixels_per_unit: float) -> tuple[float, float]:
        """The band's and each dark edge's width, in item units, at this size."""
        band = max(palette.stroke(self.band), self.least_band / pixels_per_unit)
        edge = max(palette.stroke(self.edge), self.least_edge / pixels_per_unit)
        return band, edge

    def paint(self, painter: QPainter, rect: QRectF, radius: float, margin: float, pixels_per_unit: float) -> None:
        """The frame round the rounded ``rect``, within ``margin`` outside it."""
        band, edge = self.widths(pixels_per_unit)
        whole = band + 2 * edge
        middle = min(margin, whole - self.inside) - whole / 2  # both strokes are centred on one line this far out
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width in ((self.edge_colour, whole), (self.band_colour, band)):
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(rect.adjusted(-middle, -middle, middle, middle), max(0.0, radius + middle),
                                    max(0.0, radius + middle))


FOCUS_FRAME = FocusFrame()


# Colours match the table's pile spots (spots.Spot) for the same states.
HIGHLIGHTS: dict[str, HighlightStyle] = {
    "target": HighlightStyle(palette.TARGET, 5.0, 2.0, 0),  # a legal place to drop
    "selected": HighlightStyle(QColor(90, 220, 120), 5.0, 2.4, 0),
    "focus": HighlightStyle(palette.FOCUS_LIGHT, 0.0, 0.0, 0, frame=True),  # keyboard focus
    "win": HighlightStyle(palette.WIN, 6.5, 1.6, 40),
    "hint": HighlightStyle(palette.HINT, 8.0, 3.0, 0),  # strong enough to find on a back, a face or a pile
    "dim": HighlightStyle(QColor(90, 90, 96), 0.0, 0.0, 150),  # a seat that dropped out
}


class CardItem(QGraphicsObject):
    """A card drawn by ``face_painter(painter, rect, card)`` or ``back_painter(painter, rect)``.

    The card keeps a picture of itself rendered at the resolution it was last
    shown at, and redraws it when its looks or that resolution change (the
    view scales with the window). So it is sharp at every size, and a card
    that moves, turns or sits under a moving one costs a copy, not a repaint.
    Qt's own cache modes fall short here: DeviceCoordinateCache caches no
    turned card, and ItemCoordinateCache has one fixed resolution, blurred
    when the window grows (benchmarks/card_gallery.py measures all of them).
    """

    key: int  # the card, once the table has registered the item with its scene

    def __init__(
        self,
        card: int,
        face_painter: FacePainter,
        back_painter: BackPainter = paint_back,
        *,
        face_up: bool = False,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card
        self._face_painter = face_painter
        self._back_painter = back_painter
        self._face_up = face_up
        self._flip = 1.0
        self._highlight: str | None = None
        self._outline = QPainterPath()
        self._outline.addRoundedRect(CARD_BOX, CORNER_RADIUS, CORNER_RADIUS)
        self._picture = QPixmap()
        self._picture_key: tuple | None = None

    @property
    def card(self) -> int:
        return self._card

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    @property
    def highlight(self) -> str | None:
        """None or a key of HIGHLIGHTS, drawn as a glow, outline or tint."""
        return self._highlight

    @highlight.setter
    def highlight(self, kind: str | None) -> None:
        if kind is not None and kind not in HIGHLIGHTS:
            raise ValueError(f"unknown highlight {kind!r}; use None or one of {', '.join(HIGHLIGHTS)}")
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    def set_highlight(self, kind: str | None) -> None:
        self.highlight = kind

    @property
    def lifted(self) -> bool:
        return not self.transform().isIdentity()

    def set_lifted(self, lifted: bool) -> None:
        """Raise the card a little out of its place, along its own height (a hint names it);
        apart from its place, so a move of the card leaves the lift alone."""
        self.setTransform(QTransform().translate(0, -HINT_LIFT) if lifted else QTransform())

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, squeeze: float) -> None:
        if squeeze != self._flip:
            self._flip = squeeze
            self.update()

    # 1.0 lies flat, 0.0 is edge-on; a turn runs 1 -> 0 -> 1 (see FlipAnimation).
    flip = Property(float, _get_flip, _set_flip)

    def boundingRect(self) -> QRectF:
        return CARD_BOX.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)

    def shape(self) -> QPainterPath:
        return self._outline  # the glow is not part of the card: clicks on it miss

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._flip < 0.01:  # edge-on: nothing to see
            return
        painter.save()
        if self._flip != 1.0:  # mid-turn: the same picture, squeezed
            painter.scale(self._flip, 1.0)  # about the centre, which is the origin
        self._draw_picture(painter)
        painter.restore()

    def _draw_picture(self, painter: QPainter) -> None:
        to_device = painter.deviceTransform()  # includes the screen's pixel ratio
        # Measured along the card's height, which a flip's squeeze leaves alone.
        pixels_per_unit = math.hypot(to_device.m21(), to_device.m22())
        key = (self._face_up, self._highlight, round(pixels_per_unit, 3), palette.high_contrast())
        if key != self._picture_key:
            self._picture = self._render(pixels_per_unit) if self._face_up else self._shared_back(key)
            self._picture_key = key
        bounds = self.boundingRect()
        target = QRectF(bounds.topLeft(), QSizeF(self._picture.width(), self._picture.height()) / pixels_per_unit)
        # Upright, the picture maps pixel for pixel: no smoothing, or a card at
        # a fractional position would blur. Turned or squeezed, it must be resampled.
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, to_device.isRotating() or self._flip != 1.0)
        painter.drawPixmap(target, self._picture, QRectF(self._picture.rect()))

    def _shared_back(self, key: tuple) -> QPixmap:
        shared_key = (self._back_painter, *key)
        if shared_key not in _shared_backs:
            if len(_shared_backs) >= SHARED_BACKS_KEPT:  # old window sizes, mostly
                _shared_backs.clear()
            _shared_backs[shared_key] = self._render(key[2])
        return _shared_backs[shared_key]

    def _render(self, pixels_per_unit: float) -> QPixmap:
        bounds = self.boundingRect()
        picture = QPixmap(math.ceil(bounds.width() * pixels_per_unit), math.ceil(bounds.height() * pixels_per_unit))
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(pixels_per_unit, pixels_per_unit)
        painter.translate(-bounds.topLeft())
        self._draw(painter, pixels_per_unit)
        painter.end()
        return picture

    def _draw(self, painter: QPainter, pixels_per_unit: float) -> None:
        style = HIGHLIGHTS.get(self._highlight) if self._highlight else None
        if style and style.glow:
            self._paint_glow(painter, style)
        if self._face_up:
            self._face_painter(painter, CARD_BOX, self._card)
        else:
            self._back_painter(painter, CARD_BOX)
        if palette.high_contrast():  # a strong edge parts the card from the felt and from its neighbours
            width = palette.stroke(1.5)
            painter.setPen(QPen(palette.OUTLINE, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(CARD_BOX.adjusted(width / 2, width / 2, -width / 2, -width / 2),
                                    CORNER_RADIUS, CORNER_RADIUS)
        if style:
            self._paint_marks(painter, style)
        if style and style.frame:
            FOCUS_FRAME.paint(painter, CARD_BOX, CORNER_RADIUS, GLOW_MARGIN, pixels_per_unit)

    def _paint_glow(self, painter: QPainter, style: HighlightStyle) -> None:
        # Wide faint strokes under narrower, stronger ones; the card then covers
        # their inner half, so only the outward fade shows.
        colour = QColor(style.colour)
        for reach, alpha in ((1.0, 45), (0.66, 70), (0.33, 110)):
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, 2 * style.glow * reach))
            painter.drawPath(self._outline)

    def _paint_marks(self, painter: QPainter, style: HighlightStyle) -> None:
        if style.tint:
            wash = QColor(style.colour)
            wash.setAlpha(style.tint)
            painter.fillPath(self._outline, wash)
        if style.outline:
            width = palette.stroke(style.outline)
            painter.setPen(QPen(style.colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = width / 2
            radius = CORNER_RADIUS - inset
            painter.drawRoundedRect(CARD_BOX.adjusted(inset, inset, -inset, -inset), radius, radius)

    def animate(
        self,
        pos: QPointF,
        *,
        rotation: float | None = None,
        scale: float | None = None,
        z: float | None = None,
        face_up: bool | None = None,
        duration: int,
        easing: QEasingCurve | QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QAbstractAnimation:
        """An animation (not started) taking the card from wherever it is when
        the animation starts to ``pos`` (its centre), ``rotation`` degrees and
        ``scale``, turning it over half way if ``face_up`` differs from now.

        ``z`` applies at once, so a card flies above the ones it passes. With
        ``duration`` 0 everything applies at once and the animation is empty.
        """
        if z is not None:
            self.setZValue(z)
        group = QParallelAnimationGroup()
        if duration <= 0:
            self.setPos(pos)
            if rotation is not None:
                self.setRotation(rotation)
            if scale is not None:
                self.setScale(scale)
            if face_up is not None:
                self.set_face_up(face_up)
            return group
        for name, end in ((b"pos", pos), (b"rotation", rotation), (b"scale", scale)):
            if end is not None:
                motion = QPropertyAnimation(self, name)
                motion.setEndValue(end)  # no start value: it starts from the current one
                motion.setDuration(duration)
                motion.setEasingCurve(easing)
                group.addAnimation(motion)
        if face_up is not None and face_up != self._face_up:
            group.addAnimation(FlipAnimation(self, face_up, duration))
        return group


class FlipAnimation(QVariantAnimation):
    """Turns a card over: squeezes it to an edge, swaps the face exactly at
    half time and widens it again. Its progress runs linearly in time, so the
    swap is at the midpoint whatever easing the move beside it uses; the width
    follows a cosine, as a card turning about its long axis would."""

    def __init__(self, card: CardItem, face_up: bool, duration: int) -> None:
        super().__init__()
        self._card = card
        self._face_up = face_up
        self.setStartValue(0.0)
        self.setEndValue(1.0)
        self.setDuration(duration)

    def updateCurrentValue(self, progress: float) -> None:
        self._card.flip = abs(math.cos(math.pi * progress))  # type: ignore[assignment]  # the stubs type a Property as itself
        self._card.set_face_up(self._face_up if progress >= 0.5 else not self._face_up)


def staggered(animation: QAbstractAnimation, delay: int) -> QAbstractAnimation:
    """``animation`` after ``delay`` ms: deals and throws fan out in time."""
    if delay <= 0:
        return animation
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(QPauseAnimation(delay))
    sequence.addAnimation(animation)
    return sequence
