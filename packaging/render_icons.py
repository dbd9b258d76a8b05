"""Render resources/icons/deskcards.svg to the PNG sizes desktops use.

    python packaging/render_icons.py [--out DIR]

writes deskcards-<N>.png for every N in SIZES (into resources/icons/ unless
--out names another folder). Desktops and the window icon pick a prepared PNG
of the right size, so small icons are not scaled down from a large one.
tests/test_icons.py checks the committed PNGs against a fresh rendering.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, out_dir: Path, sizes=SIZES) -> list[Path]:
    """Write out_dir/deskcards-<N>.png for each size; return the paths written."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    # Painting needs a Gui application; the name keeps it alive until we are done.
    gui_app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG")
    written = []
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        path = out_dir / f"deskcards-{size}.png"
        if not image.save(str(path)):
            raise OSError(f"{path}: could not write")
        written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICONS, help="folder for the PNGs (default: resources/icons)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    args.out.mkdir(parents=True, exist_ok=True)
    for path in render(ICONS / "deskcards.svg", args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
