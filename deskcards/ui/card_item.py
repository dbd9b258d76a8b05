"""One card on the table: an id, a face painter, and how it moves.

The item is centred on its position, so turning and scaling happen about the
card's middle. ``animate`` follows KDE KPat's single entry point: target
position, turn, scale, z and face, with duration 0 meaning "at once".
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import (Property, QAbstractAnimation, QEasingCurve, QParallelAnimationGroup, QPauseAnimation,
                            QPointF, QPropertyAnimation, QRectF, QSequentialAnimationGroup)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, CORNER_RADIUS, FacePainter

GLOW = 8.0
CARD_BOX = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
HIGHLIGHTS = {
    "target": QColor(255, 214, 90),
    "selected": QColor(90, 220, 120),
    "focus": QColor(110, 190, 255),
    "win": QColor(255, 200, 40),
    "hint": QColor(255, 140, 60),
}


class CardItem(QGraphicsObject):
    def __init__(self, card: int, face: FacePainter, back: Callable[[QPainter, QRectF], None]):
        super().__init__()
        self.card = card
        self._face, self._back = face, back
        self.face_up = False
        self.highlight: str | None = None
        self._squeeze = 1.0  # horizontal scale while flipping
        self._flip_progress = 1.0
        self._pending_face: bool | None = None  # the face to show past a flip's midpoint

    # -- looks ---------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return CARD_BOX.adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self.face_up:
            self.face_up = face_up
            self.update()

    def set_highlight(self, kind: str | None) -> None:
        if kind != self.highlight:
            self.highlight = kind
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.save()
        painter.setRenderHint(QPainter.Antialiasing)
        if self._squeeze != 1.0:
            painter.scale(max(self._squeeze, 0.001), 1.0)
        colour = HIGHLIGHTS.get(self.highlight)
        if colour is not None:
            painter.setPen(QPen(colour, GLOW * 0.8))
            painter.setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60))
            painter.drawRoundedRect(CARD_BOX.adjusted(-GLOW / 2, -GLOW / 2, GLOW / 2, GLOW / 2),
                                    CORNER_RADIUS + GLOW / 2, CORNER_RADIUS + GLOW / 2)
        if self.face_up:
            self._face(painter, CARD_BOX, self.card)
        else:
            self._back(painter, CARD_BOX)
        if self.highlight == "dim":
            painter.setPen(QPen(QColor(200, 40, 40), 3))
            painter.setBrush(QColor(40, 40, 40, 120))
            painter.drawRoundedRect(CARD_BOX, CORNER_RADIUS, CORNER_RADIUS)
        painter.restore()

    # -- the flip: a horizontal squeeze that swaps face at its midpoint --
    def _get_flip(self) -> float:
        return self._flip_progress

    def _set_flip(self, value: float) -> None:
        self._flip_progress = value
        if value >= 0.5 and self._pending_face is not None:
            self.set_face_up(self._pending_face)
            self._pending_face = None
        self._squeeze = abs(1.0 - 2.0 * value) if 0.0 < value < 1.0 else 1.0
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    # -- movement -------------------------------------------------------------
    def animate(self, pos: QPointF, *, rotation: float | None = None, scale: float | None = None,
                z: float | None = None, face_up: bool | None = None, duration: int = 0,
                easing: QEasingCurve.Type = QEasingCurve.OutCubic) -> QAbstractAnimation:
        """Move to ``pos`` (and turn, scale, flip); 0 ms applies everything now."""
        if z is not None:
            self.setZValue(z)
        if duration <= 0:
            self.setPos(pos)
            if rotation is not None:
                self.setRotation(rotation)
            if scale is not None:
                self.setScale(scale)
            if face_up is not None:
                self._pending_face = None
                self.set_face_up(face_up)
            return QPauseAnimation(0)
        group = QParallelAnimationGroup()
        # Explicit start values, so an animation jumped to its end before it
        # ever ran (Animator.finish_all) still lands the card.
        for name, start, end in ((b"pos", self.pos(), pos), (b"rotation", self.rotation(), rotation),
                                 (b"scale", self.scale(), scale)):
            if end is not None:
                motion = QPropertyAnimation(self, name)
                motion.setStartValue(start)
                motion.setEndValue(end)
                motion.setDuration(duration)
                motion.setEasingCurve(easing)
                group.addAnimation(motion)
        if face_up is not None and face_up != self.face_up:
            self._pending_face = face_up
            turn = QPropertyAnimation(self, b"flip")
            turn.setStartValue(0.0)
            turn.setEndValue(1.0)
            turn.setDuration(duration)
            group.addAnimation(turn)
        return group


def staggered(animation: QAbstractAnimation, delay: int) -> QAbstractAnimation:
    """``animation`` after ``delay`` ms: deals and throws fan out in time."""
    if delay <= 0:
        return animation
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(QPauseAnimation(delay))
    sequence.addAnimation(animation)
    return sequence
