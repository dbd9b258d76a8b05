#!/usr/bin/env bash
# Builds the standalone DeskCards app with PyInstaller: dist/deskcards/deskcards.
#
# Usage (from anywhere):  bash packaging/build.sh
#
# It uses its own venv, build/venv-package (build/ is gitignored), so the
# development .venv and its test tools never end up in the bundle. The venv is
# reused until pyproject.toml, the pins or the python change; delete build/ for
# a completely fresh build.
#
# Environment:
#   PYTHON               the interpreter for the build venv (default: python3).
#                        It must be built with a shared libpython (most are;
#                        pyenv needs PYTHON_CONFIGURE_OPTS=--enable-shared).
#   PYINSTALLER_VERSION  the PyInstaller to use (default: the one last tested).
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT="$(pwd)"
PYTHON="${PYTHON:-python3}"
VENV="$ROOT/build/venv-package"
# PySide6 6.12.0 aborts on Python 3.11 (see pyproject.toml); pin the Qt we test.
PYSIDE_PIN="PySide6-Essentials==6.11.3"
PYINSTALLER_VERSION="${PYINSTALLER_VERSION:-6.22.3}"

# The venv is reused while what went into it is the same: pyproject.toml (the
# app's dependencies), the pins and the interpreter. Anything else rebuilds it.
KEY="$( { sha256sum pyproject.toml; echo "$PYSIDE_PIN pyinstaller==$PYINSTALLER_VERSION"; "$PYTHON" -VV; } | sha256sum | cut -d' ' -f1)"
if [ -x "$VENV/bin/python" ] && [ "$(cat "$VENV/.deskcards-key" 2>/dev/null)" = "$KEY" ]; then
    echo "== reusing $VENV (pyproject.toml, pins and python unchanged)"
else
    rm -rf "$VENV"
    echo "== creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi
PY="$VENV/bin/python"

if ! "$PY" -c 'import sysconfig, sys; sys.exit(not sysconfig.get_config_var("Py_ENABLE_SHARED"))'; then
    echo "build.sh: $("$PY" -c 'import sys; print(sys.executable)') has no shared libpython;" >&2
    echo "PyInstaller needs one (for pyenv: PYTHON_CONFIGURE_OPTS=--enable-shared pyenv install ...)" >&2
    exit 1
fi

if [ ! -f "$VENV/.deskcards-key" ]; then
    echo "== installing PyInstaller $PYINSTALLER_VERSION, DeskCards and $PYSIDE_PIN"
    "$PY" -m pip install --quiet --disable-pip-version-check --upgrade pip
    # The app is installed editable: its dependencies come from pyproject.toml, and
    # the code frozen is always this checkout's (the spec also puts it first on the path).
    "$PY" -m pip install --quiet --disable-pip-version-check \
        "pyinstaller==$PYINSTALLER_VERSION" "$PYSIDE_PIN" -e "$ROOT[package]"
    "$PY" -m pip freeze --exclude-editable > "$ROOT/build/package-requirements.txt"
    echo "$KEY" > "$VENV/.deskcards-key"  # last: a failed install is redone next time
fi

echo "== running PyInstaller"
start=$(date +%s)
"$PY" -m PyInstaller --noconfirm --clean \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    "$ROOT/packaging/deskcards.spec"
end=$(date +%s)

echo "== checking the bundle"
if ! "$PY" "$ROOT/packaging/check_bundle.py" "$ROOT/dist/deskcards"; then
    echo "build.sh: the bundle lacks a library it needs (listed above); install it on the build machine and build again" >&2
    exit 1
fi
"$ROOT/dist/deskcards/deskcards" --version
echo "built dist/deskcards in $((end - start)) s (PyInstaller only); size: $(du -sh "$ROOT/dist/deskcards" | cut -f1)"
echo "installed versions: build/package-requirements.txt"
