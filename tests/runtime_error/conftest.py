"""Every test starts with no remembered judgements: a prover a test replaces must not
leave its answers to the next test."""

from collections import OrderedDict

import pytest

from deskcards.games.runtime_error import claims


@pytest.fixture(autouse=True)
def no_remembered_judgements(monkeypatch):
    monkeypatch.setattr(claims, "_known", OrderedDict())
