#!/usr/bin/env bash
# Builds the bundle and smoke-tests it (packaging/smoke.py): what CI runs.
#
# Usage (from anywhere):  bash packaging/smoke.sh
# Fails, with the reason on its last line, when the build fails, the bundle is
# over its size budget or lacks a library, or a command run from it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash packaging/build.sh
build/venv-package/bin/python packaging/smoke.py dist/deskcards
