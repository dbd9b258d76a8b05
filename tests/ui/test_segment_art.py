"""Segment Trix card and chip art: the lit segments on the picture are the font's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from deskcards.games.segment_trix.font import DEFAULT_FONT, SEGMENTS
from deskcards.games.segment_trix.rules import SegmentTrixSettings
from deskcards.games.segment_trix.table.segment_art import (
    CHIP,
    TRUMP_CENTRE,
    UNLIT,
    ChipItem,
    SegmentDeckArt,
    ink,
    segment_place,
)
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.card_item import CARD_BOX, CardItem

SMALL = QRectF(3.0, 2.0, 60.0, 60.0 * CARD_HEIGHT / CARD_WIDTH)  # the smallest card a table shows
LEFT_SEVEN = DEFAULT_FONT[:7] + ("abcf",) + DEFAULT_FONT[8:]
SWAPS = {"a": "d", "b": "e", "c": "f", "d": "a", "e": "b", "f": "c", "g": "g"}


IMAGE_RECT = QRectF(0.0, 0.0, int(SMALL.right()) + 3, int(SMALL.bottom()) + 3)


def render(paint) -> QImage:
    image = QImage(IMAGE_RECT.size().toSize(), QImage.Format.Format_ARGB32)
    image.fill(QColor("black"))
    painter = QPainter(image)
    paint(painter)
    painter.end()
    return image


def near(image: QImage, point: QPointF, colour: QColor, tolerance: int = 40) -> bool:
    pixel = image.pixelColor(int(point.x()), int(point.y()))
    return all(abs(a - b) <= tolerance for a, b in zip(pixel.getRgb()[:3], colour.getRgb()[:3]))


def lit_segments(image: QImage, colour: QColor) -> str:
    """The segments whose centres show ``colour``, checking every other centre is unlit."""
    lit = ""
    for letter in SEGMENTS:
        centre = segment_place(letter, SMALL).centre
        if near(image, centre, colour):
            lit += letter
        else:
            assert near(image, centre, UNLIT, 12), f"segment {letter} is neither lit nor unlit"
    return lit


@pytest.mark.parametrize("font", [DEFAULT_FONT, LEFT_SEVEN], ids=["standard", "left-seven"])
@pytest.mark.parametrize("upside_down", [False, True], ids=["upright", "turned"])
def test_every_card_shows_the_fonts_segments_in_its_colour(qapp, font, upside_down):
    colours = SegmentTrixSettings().colours
    art = SegmentDeckArt(colours, font)
    for card in range(36):
        value, colour = card % 9, card // 9
        image = render(lambda p, card=card: art.paint_face(p, SMALL, card, upside_down))
        expected = font[value] if not upside_down else "".join(sorted(SWAPS[s] for s in font[value]))
        assert lit_segments(image, ink(colours[colour])) == expected, (card, upside_down)


def test_turning_a_card_swaps_top_and_bottom_and_the_sides(qapp):
    art = SegmentDeckArt(SegmentTrixSettings().colours, DEFAULT_FONT)
    blue = ink("blue")
    for value in range(9):
        upright = lit_segments(render(lambda p, value=value: art.paint_face(p, SMALL, 9 + value)), blue)
        turned = lit_segments(render(lambda p, value=value: art.paint_face(p, SMALL, 9 + value, True)), blue)
        assert {SWAPS[s] for s in upright} == set(turned)
    assert art.shown(6, True) == "abcdfg"  # a 6 turned is the default font's 9


def test_colours_are_the_variants_and_differ(qapp):
    assert len({ink(name).name() for name in SegmentTrixSettings().colours}) == 4
    art = SegmentDeckArt(("teal", "blue", "green", "yellow"), DEFAULT_FONT)
    image = render(lambda p: art.paint_face(p, SMALL, 8))
    assert lit_segments(image, QColor("teal")) == "abcdefg"


def test_a_played_card_has_chips_on_the_added_segments(qapp):
    art = SegmentDeckArt(SegmentTrixSettings().colours, DEFAULT_FONT)
    blue_two = 9 + 2
    assert art.chip_segments(blue_two, False, 8) == "cf"
    image = render(lambda p: art.paint_played(p, SMALL, blue_two, False, 8))
    for letter in SEGMENTS:
        colour = CHIP if letter in "cf" else ink("blue")
        assert near(image, segment_place(letter, SMALL).centre, colour), letter


def test_segment_places_sit_inside_the_card_and_scale_with_it():
    big = QRectF(100.0, 50.0, 200.0, 280.0)
    for letter in SEGMENTS:
        small, large = segment_place(letter, SMALL), segment_place(letter, big)
        assert SMALL.contains(small.centre) and big.contains(large.centre)
        assert large.length == pytest.approx(small.length * 200.0 / 60.0)
        assert large.vertical == (letter in "bcef") and large.rotation == (90.0 if letter in "bcef" else 0.0)
    a, d, g = (segment_place(letter, big).centre for letter in "adg")
    assert a.y() < g.y() < d.y() and a.x() == pytest.approx(d.x())
    for letter, partner in SWAPS.items():  # turning about the centre lands each segment on its partner
        one, other = segment_place(letter, big).centre, segment_place(partner, big).centre
        assert (one.x() + other.x(), one.y() + other.y()) == pytest.approx((2 * big.center().x(), 2 * big.center().y()))
    with pytest.raises(ValueError, match="segments are a to g"):
        segment_place("h", big)


def test_a_chip_item_lies_on_its_segment(qapp):
    scene = QGraphicsScene()
    chip = ChipItem(20.0, 5.0)
    scene.addItem(chip)
    card = QRectF(10.0, 10.0, 100.0, 140.0)
    place = chip.lay_on("c", card)
    assert chip.pos() == place.centre and chip.rotation() == 90.0
    box = chip.sceneBoundingRect()
    assert box.height() == pytest.approx(place.length + 2.0) and box.width() == pytest.approx(place.thickness + 2.0)
    image = QImage(130, 170, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 130, 170), QRectF(0, 0, 130, 170))
    painter.end()
    assert near(image, place.centre, CHIP)


def luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def test_every_colour_has_a_dark_enough_edge_on_white(qapp):
    """Yellow on white alone is too faint: the lit segments' edge must stand out (WCAG 3:1)."""
    art = SegmentDeckArt(SegmentTrixSettings().colours, DEFAULT_FONT)
    big = QRectF(0.0, 0.0, 300.0, 420.0)
    image = QImage(300, 420, QImage.Format.Format_ARGB32)
    for colour in range(4):
        image.fill(QColor("white"))
        painter = QPainter(image)
        art.paint_face(painter, big, colour * 9 + 8)
        painter.end()
        place = segment_place("a", big)
        top_edge = image.pixelColor(int(place.centre.x()), round(place.centre.y() - place.thickness / 2))
        assert (1.05) / (luminance(top_edge) + 0.05) >= 3.0, (colour, top_edge.name())


def test_a_card_item_can_show_a_card_turned(qapp):
    scene = QGraphicsScene()
    art = SegmentDeckArt(SegmentTrixSettings().colours, DEFAULT_FONT)
    item = CardItem(9 + 7, art.face_painter(upside_down=True), face_up=True)  # the blue 7, turned
    scene.addItem(item)
    item.setPos(SMALL.center())
    item.setScale(SMALL.width() / CARD_WIDTH)
    image = render(lambda p: scene.render(p, IMAGE_RECT, IMAGE_RECT))
    assert lit_segments(image, ink("blue")) == "def"


def test_a_chip_laid_on_a_card_item_turns_with_it(qapp):
    scene = QGraphicsScene()
    art = SegmentDeckArt(SegmentTrixSettings().colours, DEFAULT_FONT)
    card = CardItem(0, art.face_painter(), face_up=True)
    scene.addItem(card)
    card.setPos(300.0, 200.0)
    card.setRotation(180.0)
    chip = ChipItem(10.0, 3.0, parent=card)
    chip.lay_on("a", CARD_BOX)
    bottom = segment_place("d", card.mapRectToScene(CARD_BOX)).centre
    assert (chip.scenePos().x(), chip.scenePos().y()) == pytest.approx((bottom.x(), bottom.y()))


def test_only_trump_cards_carry_the_star(qapp):
    settings = SegmentTrixSettings()
    art = SegmentDeckArt(settings.colours, DEFAULT_FONT, settings.trump)
    star = QPointF(SMALL.left() + TRUMP_CENTRE.x() * SMALL.width() / CARD_WIDTH,
                   SMALL.top() + TRUMP_CENTRE.y() * SMALL.height() / CARD_HEIGHT)
    for colour, name in enumerate(settings.colours):
        image = render(lambda p, colour=colour: art.paint_face(p, SMALL, colour * 9 + 5))
        assert near(image, star, ink(name), 60) == (name == settings.trump), name
