"""Checks a one-folder Linux build: every library a bundled ELF file links
against is in the bundle or on this system, no unwanted Qt module slipped in,
and PyYAML's C extension is there (without it every YAML file is read by the
pure-Python parser, ten times slower).

Usage: python packaging/check_bundle.py [dist/deskcards]

The spec drops Qt plugins and libraries the app does not need; this is how we
know it dropped none that something else still needs. It reads DT_NEEDED with
``readelf`` (binutils, which PyInstaller needs on Linux anyway).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

# Libraries of a desktop that PyInstaller does not bundle when the build
# machine lacks them; only the plugin for that desktop needs them, and a
# machine running that desktop has them: the Wayland client libraries for the
# wayland platform and its helpers. (The GTK 3 theme, which needed GTK, is dropped.)
MAY_BE_MISSING = {"libwayland-cursor.so.0", "libwayland-egl.so.1"}
# Qt libraries the app must not carry (see UNUSED_QT and UNUSED_LIBRARIES in the spec).
FORBIDDEN = re.compile(r"libQt6(Network|Qml|Quick|Pdf|Sql|Test|WebEngine|Multimedia|EglFS)")
NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[(.+?)\]")


def is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as stream:
            return stream.read(4) == b"\x7fELF"
    except OSError:
        return False


def system_libraries() -> set[str]:
    listing = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True, check=True).stdout
    return {line.split()[0] for line in listing.splitlines()[1:] if line.strip()}


def main(argv: list[str]) -> int:
    bundle = Path(argv[1] if len(argv) > 1 else "dist/deskcards")
    files = [path for path in bundle.rglob("*") if path.is_file() and not path.is_symlink() and is_elf(path)]
    present = {path.name for path in bundle.rglob("*") if path.exists()}  # a dangling symlink is not there
    system = system_libraries()
    problems = []
    for path in sorted(files):
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True).stdout
        for name in NEEDED.findall(out):
            if name not in present and name not in system and name not in MAY_BE_MISSING:
                problems.append(f"{path.relative_to(bundle)} needs {name}, "
                                "found neither in the bundle nor on this system")
    problems += [f"unwanted Qt library in the bundle: {name}" for name in sorted(present) if FORBIDDEN.match(name)]
    if not list((bundle / "_internal" / "yaml").glob("_yaml*.so")):
        problems.append("PyYAML's C extension (yaml/_yaml) is missing: files would be read by the slow parser")
    qt_modules = sorted(path.name.split(".")[0] for path in (bundle / "_internal" / "PySide6").glob("Qt*.so"))
    print(f"{len(files)} ELF files checked; PySide6 modules: {', '.join(qt_modules)}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
