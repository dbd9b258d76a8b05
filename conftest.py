"""Test-wide set-up: Qt runs offscreen, so no display is needed."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
