"""Card items and the animator: flips swap face at the midpoint, steps run in order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from deskcards.ui.animator import Animator
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, paint_back, standard_face_painter
from deskcards.ui.card_item import CardItem
from deskcards.ui.speeds import BASE_MS, duration


@pytest.fixture
def scene(qapp):
    return QGraphicsScene()


def card(scene, number=0):
    item = CardItem(number, standard_face_painter(False), paint_back)
    scene.addItem(item)
    return item


def test_flip_swaps_face_at_the_midpoint(scene):
    item = card(scene)
    animation = item.animate(QPointF(0, 0), face_up=True, duration=400)
    animation.start()
    animation.pause()
    animation.setCurrentTime(150)
    assert not item.face_up
    animation.setCurrentTime(250)
    assert item.face_up
    animation.setCurrentTime(400)
    assert item.face_up


def test_zero_duration_applies_at_once(scene):
    item = card(scene)
    item.animate(QPointF(40, 70), rotation=90, scale=0.5, z=7, face_up=True, duration=0)
    assert (item.pos(), item.rotation(), item.scale(), item.zValue(), item.face_up) == (QPointF(40, 70), 90, 0.5, 7, True)


def test_animator_runs_steps_in_order_and_reports_idle_once(scene, qtbot):
    item = card(scene)
    animator = Animator()
    seen: list[str] = []
    idle: list[int] = []
    animator.idle.connect(lambda: idle.append(1))
    animator.enqueue(lambda: item.animate(QPointF(100, 0), duration=60))
    animator.enqueue(lambda: seen.append(f"after first: {item.pos().x():.0f}"))
    animator.enqueue(lambda: item.animate(QPointF(100, 100), duration=60))
    assert animator.busy
    qtbot.waitUntil(lambda: not animator.busy, timeout=2000)
    assert seen == ["after first: 100"]
    assert item.pos() == QPointF(100, 100)
    assert idle == [1]


def test_finish_all_lands_every_card(scene):
    items = [card(scene, n) for n in range(5)]
    animator = Animator()
    for index, item in enumerate(items):
        animator.enqueue(lambda i=item, x=index: i.animate(QPointF(x * 50, 30), face_up=True, duration=500))
    animator.finish_all()
    assert not animator.busy
    assert [i.pos() for i in items] == [QPointF(x * 50, 30) for x in range(5)]
    assert all(i.face_up for i in items)


def test_durations_scale_with_the_speed_setting():
    for kind in BASE_MS:
        assert duration(kind, "off") == 0
        assert duration(kind, "fast") < duration(kind, "normal") < duration(kind, "slow")
    with pytest.raises(KeyError):
        duration("teleport", "normal")


def render(paint) -> QImage:
    image = QImage(int(CARD_WIDTH), int(CARD_HEIGHT), QImage.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    paint(painter, QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))
    painter.end()
    return image


def test_every_face_is_drawn_and_distinct(qapp):
    faces = standard_face_painter(False)
    images = [render(lambda p, r, c=c: faces(p, r, c)) for c in range(52)]
    back = render(paint_back)
    centre = (int(CARD_WIDTH / 2), int(CARD_HEIGHT / 2))
    for image in images + [back]:
        assert image.pixelColor(*centre).alpha() == 255  # painted, not blank
    distinct = {bytes(image.constBits()) for image in images}
    assert len(distinct) == 52
    assert bytes(back.constBits()) not in distinct


def test_four_colour_deck_changes_diamonds_and_clubs(qapp):
    two, four = standard_face_painter(False), standard_face_painter(True)
    for number in (1, 0, 2, 3):  # ace of diamonds, clubs, hearts, spades
        same = bytes(render(lambda p, r: two(p, r, number)).constBits()) == bytes(render(lambda p, r: four(p, r, number)).constBits())
        assert same == (number in (2, 3)), number
