"""Pictures for the Runtime Error rules help: the seed's two examples drawn as
positions, the way the table lays them out.

The rules text names a picture as ``picture:example-1`` or
``picture:example-2``; ``rules_picture`` draws that example from
``rules_examples``: the player's statements (bounds overlapping downward, the
function card across their foot with its function's name), then the deck,
the input card and the discard pile.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from deskcards.engine.cards import rank
from deskcards.engine.words import translate
from deskcards.ui.card_art import paint_back, paint_standard_face
from deskcards.ui.rules_canvas import picture_canvas
from deskcards.ui.table_items import UI_FONT

from ..rules_examples import EXAMPLES, Example
from .statements import FunctionLabel

SIZE = (600, 215)  # logical pixels
FELT, FELT_EDGE, CAPTION = QColor("#1f6b45"), QColor("#5a3a1e"), QColor("#eef3ee")
CARD_W, CARD_H = 60.0, 84.0
UPPER_DROP = 26.0  # the upper bound lies this far under the lower, as on the table
FUNCTION_DROP = 84.0  # the turned function card's centre under the lower bound's
STATEMENT_STEP = 96.0
FIRST_STATEMENT = QPointF(60.0, 58.0)  # the first lower bound's centre
PILES_TOP, PILES_LEFT, PILE_STEP = 100.0, 300.0, 100.0


def rules_picture(name: str) -> QImage:
    """The picture ``name`` stands for; ValueError for a name this game does not draw."""
    if name not in EXAMPLES:
        raise ValueError(f"Runtime Error has no rules picture {name!r}; it draws {', '.join(EXAMPLES)}")
    return example_picture(EXAMPLES[name])


def example_picture(example: Example) -> QImage:
    image, painter = picture_canvas(SIZE, FELT, FELT_EDGE, 14)
    position = example.position()
    for index, statement in enumerate(position.statements[0]):
        centre = FIRST_STATEMENT + QPointF(index * STATEMENT_STEP, 0)
        _paint_statement(painter, centre, statement)
        caption = translate("runtime-error", "statement {number}", number=index + 1)
        _caption(painter, centre + QPointF(0, FUNCTION_DROP + 48), caption)
    kings_out = all(rank(card) != 13 for card in position.pool)
    deck = (translate("runtime-error", "deck: {count}, no King", count=position.deck_count) if kings_out
            else translate("runtime-error", "deck: {count}", count=position.deck_count))
    piles = (("deck", deck, None), ("input", translate("runtime-error", "input card"), position.input_card),
             ("discard", translate("runtime-error", "discard pile (top)"),
              position.discard[-1] if position.discard else None))
    for index, (kind, words, card) in enumerate(piles):
        box = QRectF(PILES_LEFT + index * PILE_STEP, PILES_TOP - CARD_H / 2, CARD_W, CARD_H)
        if kind == "deck":
            paint_back(painter, box)
        elif card is not None:
            paint_standard_face(painter, box, card)
        _caption(painter, QPointF(box.center().x(), box.bottom() + 14), words)
    painter.end()
    return image


def _paint_statement(painter: QPainter, centre: QPointF, statement) -> None:
    lower = QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W, CARD_H)
    paint_standard_face(painter, lower, statement.lower)
    paint_standard_face(painter, lower.translated(0, UPPER_DROP), statement.upper)
    painter.save()
    painter.translate(centre + QPointF(0, FUNCTION_DROP))
    painter.rotate(90)  # the function card lies across the bounds' foot
    paint_standard_face(painter, QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H), statement.function)
    painter.restore()
    label = FunctionLabel()
    label.show_kind(statement.kind, inactive=False)
    painter.save()
    painter.translate(centre + QPointF(0, FUNCTION_DROP))
    label.paint(painter, QStyleOptionGraphicsItem())
    painter.restore()


def _caption(painter: QPainter, centre: QPointF, words: str) -> None:
    painter.setPen(CAPTION)
    painter.setFont(QFont(UI_FONT, 10))
    painter.drawText(QRectF(centre.x() - 60, centre.y() - 10, 120, 20), Qt.AlignmentFlag.AlignCenter, words)
