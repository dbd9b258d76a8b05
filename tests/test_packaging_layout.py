"""pyproject.toml lists the packages by hand (the mapped resources/ folder is
not found by discovery): a package added under deskcards/ must be listed too,
or the wheel would ship without it."""

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_every_package_in_the_checkout_is_listed_for_the_wheel():
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    in_checkout = {".".join(init.parent.relative_to(REPO).parts) for init in (REPO / "deskcards").rglob("__init__.py")}
    assert set(setuptools["packages"]) == in_checkout | {"deskcards.resources"}
    assert setuptools["package-dir"] == {"deskcards.resources": "resources"}


def test_resources_live_at_the_top_level_only():
    assert (REPO / "resources" / "__init__.py").is_file()
    assert not (REPO / "deskcards" / "resources").exists()


def test_no_qt_module_the_app_imports_is_left_out_of_the_bundle():
    """The bundle's spec keeps unused PySide6 modules out; one the code imports must not be among
    them, or the standalone build fails at its first import (QtDBus, for the screen reader)."""
    spec = (REPO / "packaging" / "deskcards.spec").read_text(encoding="utf-8")
    left_out = set(re.findall(r'"(Qt\w+)"', spec[spec.index("UNUSED_QT = ["):spec.index("]", spec.index("UNUSED_QT"))]))
    imported = {name for path in (REPO / "deskcards").rglob("*.py")
                for name in re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8"))}
    assert {"QtCore", "QtGui", "QtWidgets", "QtDBus"} <= imported
    assert left_out and not imported & left_out
