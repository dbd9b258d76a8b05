"""The installed Qt must not leak references to None (PySide6 6.12.0 on 3.11 does)."""

import sys

import pytest

QtWidgets = pytest.importorskip("PySide6.QtWidgets")


def test_void_qt_calls_keep_none_references(qapp):
    widget = QtWidgets.QWidget()
    calls = 5000
    before = sys.getrefcount(None)
    for index in range(calls):
        widget.setWindowTitle("t")  # returns None into Python each time
        widget.setEnabled(index % 2 == 0)
    lost = before - sys.getrefcount(None)
    # A leaking build loses one reference per call; allow noise from the interpreter.
    assert lost < calls // 10, f"Qt dropped {lost} references to None in {2 * calls} calls"
