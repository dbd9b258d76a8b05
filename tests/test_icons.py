"""The icon: PNGs rendered from the SVG by packaging/render_icons.py, and the window icon made of them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from deskcards.ui.app import app_icon

REPO = Path(__file__).resolve().parents[1]
ICONS = REPO / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def argb_bytes(path: Path):
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a readable PNG"
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return image.width(), image.height(), bytes(image.constBits())


@pytest.fixture(scope="module")
def fresh_icons(tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    subprocess.run([sys.executable, str(REPO / "packaging" / "render_icons.py"), "--out", str(out)],
                   check=True, capture_output=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    return out


@pytest.mark.parametrize("size", SIZES)
def test_committed_png_is_the_svg_rendered_at_its_size(qapp, fresh_icons, size):
    width, height, committed = argb_bytes(ICONS / f"deskcards-{size}.png")
    assert (width, height) == (size, size)
    alphas = set(committed[3::4])
    assert 0 in alphas and 255 in alphas, "the rounded corners are transparent and the baize opaque"
    _, _, fresh = argb_bytes(fresh_icons / f"deskcards-{size}.png")
    # Another Qt version may antialias edges a shade differently; a stale PNG differs far more.
    differences = [abs(a - b) for a, b in zip(committed, fresh) if a != b]
    assert len(differences) <= len(committed) // 100 and max(differences, default=0) <= 64


def test_the_render_script_makes_exactly_the_committed_sizes(fresh_icons):
    rendered = sorted(p.name for p in fresh_icons.iterdir())
    committed = sorted(p.name for p in ICONS.glob("deskcards-*.png"))
    assert rendered == committed == sorted(f"deskcards-{size}.png" for size in SIZES)


def test_window_icon_offers_every_prepared_size(qapp):
    icon = app_icon(ICONS)
    assert sorted(s.width() for s in icon.availableSizes()) == list(SIZES)


def test_window_icon_comes_from_the_installed_resources(qapp):
    assert sorted(s.width() for s in app_icon().availableSizes()) == list(SIZES)
