"""Card items, the animator, the speed setting and the card art, pixel for pixel."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from deskcards.engine.cards import make_card
from deskcards.ui.animator import Animator
from deskcards.ui.card_art import (
    CARD_HEIGHT,
    CARD_WIDTH,
    paint_back,
    paint_blank_face,
    paint_standard_face,
    standard_face_painter,
)
from deskcards.ui.card_item import CARD_BOX, GLOW_MARGIN, CardItem, staggered
from deskcards.ui.speeds import BASE_MS, SPEED_FACTORS, AnimationSpeed, duration


@pytest.fixture
def table(qapp):
    scene = QGraphicsScene()  # the test holds it, so Qt does not delete it under us
    yield scene
    scene.clear()


def put(scene: QGraphicsScene, card: int = 0, **options) -> CardItem:
    item = CardItem(card, standard_face_painter(False), paint_back, **options)
    scene.addItem(item)
    return item


# --- the card item ---


def test_flip_squeezes_and_swaps_the_face_exactly_at_half_time(table):
    item = put(table)
    animation = item.animate(QPointF(50, 0), face_up=True, duration=400)
    animation.start()
    animation.pause()  # from here the test drives the clock
    seen = []
    for ms in (0, 100, 199, 201, 300, 400):
        animation.setCurrentTime(ms)
        seen.append((ms, item.face_up, round(item.flip, 3)))
    assert seen == [
        (0, False, 1.0),
        (100, False, round(math.cos(math.pi / 4), 3)),
        (199, False, round(abs(math.cos(math.pi * 199 / 400)), 3)),
        (201, True, round(abs(math.cos(math.pi * 201 / 400)), 3)),
        (300, True, round(math.cos(math.pi / 4), 3)),
        (400, True, 1.0),
    ]
    assert item.pos() == QPointF(50, 0)


def test_a_turning_card_squeezes_its_picture_instead_of_redrawing_it(table):
    item = put(table, face_up=True)
    flat = render_scene(table, None)
    picture = item._picture.cacheKey()
    widths = []
    for squeeze in (0.8, 0.5, 0.2):
        item.flip = squeeze
        image = render_scene(table, None)
        assert item._picture.cacheKey() == picture  # drawn once, then only copied
        widths.append(inked_width(image))
    assert inked_width(flat) > widths[0] > widths[1] > widths[2] > 0


def inked_width(image: QImage) -> int:
    """How many pixel columns of the middle row have something drawn."""
    middle = image.height() // 2
    return sum(image.pixelColor(x, middle).alpha() > 0 for x in range(image.width()))


def test_no_flip_when_the_face_does_not_change(table):
    item = put(table, face_up=True)
    animation = item.animate(QPointF(10, 10), face_up=True, duration=200)
    animation.start()
    animation.pause()
    animation.setCurrentTime(100)
    assert (item.face_up, item.flip) == (True, 1.0)


def test_zero_duration_applies_everything_at_once(table):
    item = put(table)
    animation = item.animate(QPointF(40, 70), rotation=90, scale=0.5, z=7, face_up=True, duration=0)
    assert isinstance(animation, QAbstractAnimation) and animation.totalDuration() == 0
    state = (item.pos(), item.rotation(), item.scale(), item.zValue(), item.face_up)
    assert state == (QPointF(40, 70), 90, 0.5, 7, True)


def test_z_changes_when_the_move_starts_and_the_rest_when_it_ends(table):
    item = put(table)
    animation = item.animate(QPointF(100, 0), rotation=30, z=12, duration=300)
    assert item.zValue() == 12 and item.pos() == QPointF(0, 0)
    animation.start()
    animation.setCurrentTime(300)
    assert (item.pos(), item.rotation()) == (QPointF(100, 0), 30)


def test_highlights_are_checked_and_the_glow_lies_outside_the_card(table):
    item = put(table)
    with pytest.raises(ValueError):
        item.highlight = "sparkle"
    item.set_highlight("target")
    assert item.highlight == "target"
    assert item.boundingRect() == CARD_BOX.adjusted(-GLOW_MARGIN, -GLOW_MARGIN, GLOW_MARGIN, GLOW_MARGIN)
    assert item.shape().boundingRect() == CARD_BOX  # clicking the glow misses the card
    glow_spot = QPointF(CARD_BOX.left() - 2, 0)
    before = render_scene(table, None).pixelColor(*scene_pixel(table, glow_spot))
    lit = render_scene(table, "target").pixelColor(*scene_pixel(table, glow_spot))
    assert before.alpha() == 0 and lit.alpha() > 0 and lit.red() > lit.blue()  # warm gold


def test_dim_greys_the_card_out(table):
    item = put(table, face_up=True)
    plain = render_scene(table, None)
    item.set_highlight("dim")
    dimmed = render_scene(table, "dim")
    assert brightness(dimmed) < 0.8 * brightness(plain)


ZOOM = 2  # render the scene at twice its size


def render_scene(scene: QGraphicsScene, highlight: str | None) -> QImage:
    for item in scene.items():
        item.set_highlight(highlight)
    source = scene.itemsBoundingRect()
    image = QImage(int(source.width() * ZOOM), int(source.height() * ZOOM), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), source)
    painter.end()
    return image


def scene_pixel(scene: QGraphicsScene, point: QPointF) -> tuple[int, int]:
    offset = (point - scene.itemsBoundingRect().topLeft()) * ZOOM
    return round(offset.x()), round(offset.y())


def brightness(image: QImage) -> float:
    colours = [image.pixelColor(x, y) for x in range(0, image.width(), 4) for y in range(0, image.height(), 4)]
    return sum(c.lightnessF() * c.alphaF() for c in colours)


def test_backs_of_the_same_look_share_one_picture_and_faces_do_not(table):
    first, second = put(table, 3), put(table, 9)
    first_face, second_face = put(table, 3, face_up=True), put(table, 9, face_up=True)
    render_scene(table, None)
    assert first._picture.cacheKey() == second._picture.cacheKey()
    assert first_face._picture.cacheKey() != second_face._picture.cacheKey()
    first.set_highlight("target")
    render_scene(table, "target")  # highlights every card: still one shared back
    assert first._picture.cacheKey() == second._picture.cacheKey()
    image = render_scene(table, None)
    assert brightness(image) > 0  # and the backs still draw


def test_a_card_of_another_deck_draws_with_its_own_painter(table):
    def bar_face(painter: QPainter, rect: QRectF, card: int) -> None:
        """A stand-in for another deck: card n shows n green bars."""
        paint_blank_face(painter, rect)
        for bar in range(card):
            painter.fillRect(QRectF(rect.left() + 10, rect.top() + 10 + 12 * bar, 30, 8), QColor("green"))

    item = CardItem(5, bar_face, face_up=True)  # card 5 of a deck that is not the 52
    table.addItem(item)
    image = render_scene(table, None)
    inside = scene_pixel(table, CARD_BOX.topLeft() + QPointF(20, 14 + 12 * 4))
    below = scene_pixel(table, CARD_BOX.topLeft() + QPointF(20, 14 + 12 * 5))
    assert image.pixelColor(*inside) == QColor("green") and image.pixelColor(*below) != QColor("green")


# --- the animator ---


def test_animator_runs_steps_in_order_and_reports_idle_once(table, qtbot):
    item = put(table)
    animator = Animator()
    log: list[str] = []
    idle: list[int] = []
    animator.idle.connect(lambda: idle.append(1))
    animator.enqueue(lambda: item.animate(QPointF(100, 0), duration=40))
    animator.enqueue(lambda: log.append(f"label at x={item.pos().x():.0f}"))
    animator.pause(30)
    animator.enqueue(lambda: log.append("after the pause") or item.animate(QPointF(100, 100), duration=40))
    assert animator.busy and log == []  # the first move is under way; the rest waits
    with qtbot.waitSignal(animator.idle, timeout=3000):
        pass
    assert log == ["label at x=100", "after the pause"]
    assert item.pos() == QPointF(100, 100) and not animator.busy
    qtbot.wait(50)
    assert idle == [1]


def test_parallel_steps_start_together(table):
    items = [put(table, card) for card in range(3)]
    animator = Animator()
    started = []

    def move(item, x):
        def step():
            animation = item.animate(QPointF(x, 0), duration=200 + x)
            started.append(animation)
            return animation

        return step

    animator.enqueue_parallel([move(item, 10 * i) for i, item in enumerate(items)])
    assert len(started) == 3 and all(a.state() == QAbstractAnimation.State.Running for a in started)
    animator.finish_all()
    assert [i.pos() for i in items] == [QPointF(0, 0), QPointF(10, 0), QPointF(20, 0)]


def test_finish_all_lands_every_card_at_its_target(table, qtbot):
    items = [put(table, card) for card in range(6)]
    animator = Animator()
    idle: list[int] = []
    animator.idle.connect(lambda: idle.append(1))
    def deal(item: CardItem, n: int):
        return lambda: staggered(item.animate(QPointF(n * 30, 5), rotation=n, face_up=True, duration=500), n * 70)

    animator.enqueue_parallel([deal(item, n) for n, item in enumerate(items)])
    animator.pause(400)
    animator.enqueue(lambda: items[0].animate(QPointF(-50, -50), z=99, duration=500))
    animator.finish_all()
    assert not animator.busy and idle == [1]
    landed = [(i.pos(), i.rotation(), i.face_up, i.flip) for i in items[1:]]
    assert landed == [(QPointF(n * 30, 5), n, True, 1.0) for n in range(1, 6)]
    assert (items[0].pos(), items[0].zValue()) == (QPointF(-50, -50), 99)
    qtbot.wait(20)  # nothing left running that could move a card again
    assert items[3].pos() == QPointF(90, 5)


def test_clear_forgets_what_is_queued(table):
    item = put(table)
    animator = Animator()
    ran = []
    animator.enqueue(lambda: item.animate(QPointF(100, 0), duration=500))
    animator.enqueue(lambda: ran.append("never"))
    animator.clear()
    assert not animator.busy and ran == []


# --- speeds ---


def test_durations_are_zero_when_off_and_scale_with_the_setting():
    for kind, base in BASE_MS.items():
        assert duration(kind, "off") == 0
        assert duration(kind, "normal") == base
        assert duration(kind, AnimationSpeed.FAST) == round(base * SPEED_FACTORS[AnimationSpeed.FAST])
        assert duration(kind, "fast") < duration(kind, "normal") < duration(kind, "slow")
    assert duration("move", "normal") == 230
    with pytest.raises(KeyError):
        duration("teleport", "normal")
    with pytest.raises(ValueError):
        duration("move", "ludicrous")


# --- the card art ---


def paint_card(paint) -> QImage:
    image = QImage(int(CARD_WIDTH), int(CARD_HEIGHT), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))
    painter.end()
    return image


def ink(image: QImage) -> int:
    """Pixels that are neither empty nor card-white: what was printed on the card."""
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() > 0 and image.pixelColor(x, y).lightness() < 200
    )


@pytest.mark.slow
def test_every_face_and_the_back_are_drawn_and_all_differ(qapp):
    faces = [paint_card(lambda p, r, c=c: paint_standard_face(p, r, c)) for c in range(52)]
    back = paint_card(paint_back)
    for image in faces + [back]:
        corner, middle = image.pixelColor(0, 0), image.pixelColor(int(CARD_WIDTH / 2), int(CARD_HEIGHT / 2))
        assert corner.alpha() < 255 and middle.alpha() == 255  # rounded corner, solid card
        assert ink(image) > 150
    pictures = {bytes(image.constBits()) for image in faces + [back]}
    assert len(pictures) == 53
    centre = back.pixelColor(int(CARD_WIDTH / 2), 20)
    assert centre.blue() > 2 * centre.red()  # the back is a deep blue


@pytest.mark.slow
def test_more_pips_print_more_ink(qapp):
    for suit_index in range(4):
        cards = [make_card(rank, suit_index) for rank in range(2, 11)]
        amounts = [ink(paint_card(lambda p, r, c=card: paint_standard_face(p, r, c))) for card in cards]
        assert amounts == sorted(amounts), suit_index


def test_four_colours_change_only_clubs_and_diamonds(qapp):
    two, four = standard_face_painter(False), standard_face_painter(True)
    for card in range(8):  # aces and twos of every suit
        as_two = paint_card(lambda p, r, card=card: two(p, r, card))
        same = as_two == paint_card(lambda p, r, card=card: four(p, r, card))
        assert same == (card % 4 in (2, 3)), card


def test_the_face_pictures_kept_stay_bounded_and_a_dropped_one_paints_the_same(qapp):
    from deskcards.ui.card_art import FACES_KEPT, cached_faces

    first = paint_card(lambda p, r: paint_standard_face(p, r, 0, least_growth=1.0))
    for growth in (1.125, 1.25, 1.375):  # three sizes of every card: more than are kept
        for card in range(54):
            paint_card(lambda p, r, c=card, g=growth: paint_standard_face(p, r, c, least_growth=g))
    assert cached_faces() == FACES_KEPT
    assert paint_card(lambda p, r: paint_standard_face(p, r, 0, least_growth=1.0)) == first
