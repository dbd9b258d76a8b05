"""Rules help pictures are drawn by the game: Segment Trix's font picture is
loaded into the help's document, and every picture a rules text links exists."""

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser

from deskcards.games import game_names
from deskcards.games.segment_trix.font import DEFAULT_FONT
from deskcards.games.segment_trix.table.pictures import INK, KEY_DIGIT, font_picture, rules_picture
from deskcards.games.segment_trix.table.segment_art import segment_in_box
from deskcards.ui.dialogs import PICTURE_LINK, rules_dialog

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def linked_pictures(game: str) -> list[str]:
    return PICTURE_LINK.findall((RULES / f"{game}.md").read_text(encoding="utf-8"))


def test_the_segment_trix_help_links_and_loads_the_standard_font_picture(qtbot):
    assert "picture:font-standard" in linked_pictures("segment-trix")
    dialog = rules_dialog("segment-trix")
    qtbot.addWidget(dialog)
    document = dialog.findChild(QTextBrowser).document()
    image = document.resource(QTextDocument.ImageResource, QUrl("picture:font-standard"))
    assert isinstance(image, QImage) and not image.isNull()
    assert image.deviceIndependentSize().width() > 300 and image.height() > 0


@pytest.mark.parametrize("game", game_names())
def test_every_linked_picture_is_in_the_help_document(qtbot, game):
    dialog = rules_dialog(game)
    qtbot.addWidget(dialog)
    document = dialog.findChild(QTextBrowser).document()
    for link in linked_pictures(game):
        image = document.resource(QTextDocument.ImageResource, QUrl(link))
        assert isinstance(image, QImage) and image.width() > 0, link


def test_the_picture_follows_the_variants_font(qapp):
    """Left-stroke seven lights segment f of the 7; the standard font does not."""
    standard, left = rules_picture("font-standard"), rules_picture("font-left-seven")
    assert standard != left
    assert font_picture(DEFAULT_FONT) == standard


def test_the_key_digit_has_every_segment_lit(qapp):
    image = rules_picture("font-standard")
    scale = image.devicePixelRatio()
    for letter in "abcdefg":
        place = segment_in_box(letter, KEY_DIGIT)
        shift = place.length / 4  # along the bar, clear of the letter written on it
        x = place.centre.x() + (0 if place.vertical else shift)
        y = place.centre.y() + (shift if place.vertical else 0)
        pixel = image.pixelColor(int(x * scale), int(y * scale))
        assert abs(pixel.blue() - INK.blue()) < 10 and abs(pixel.red() - INK.red()) < 10, letter


@pytest.mark.parametrize("name", ["font-nothing", "segments", "font-"])
def test_an_unknown_picture_name_is_a_clear_error(qapp, name):
    with pytest.raises(ValueError, match=r"variant|no rules picture"):
        rules_picture(name)


def test_runtime_error_draws_both_seed_examples_and_refuses_other_names(qapp):
    from deskcards.games.runtime_error.table.pictures import rules_picture as runtime_error_picture

    assert set(linked_pictures("runtime-error")) == {"picture:example-1", "picture:example-2"}
    first, second = runtime_error_picture("example-1"), runtime_error_picture("example-2")
    assert not first.isNull() and first != second
    with pytest.raises(ValueError, match="example-1"):
        runtime_error_picture("example-3")
