"""Messages built from other messages end in one full stop, not two."""

import yaml

from deskcards.engine.record import RecordError
from deskcards.saves import autosave_path, load_autosave
from deskcards.session import GameSession, SeatInfo

SEATS = [SeatInfo("You", "human")] + [SeatInfo(name, "ai", "easy") for name in ("Ada", "Bo", "Cy")]


def test_a_save_whose_action_the_engine_refuses_gets_one_full_stop(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    session = GameSession.new("blackjack", "standard", SEATS, seed=1)
    data = yaml.safe_load(session.to_yaml())
    legal = session.state.legal_actions()[0]
    data["actions"] = [str(legal), str(legal)]  # the same card cannot be played twice
    autosave_path().parent.mkdir(parents=True)
    autosave_path().write_text(yaml.safe_dump(data))
    problem = load_autosave().problem
    assert "cannot be replayed" in problem
    assert ".." not in problem


def test_a_record_error_is_a_clause_its_caller_ends():
    assert str(RecordError("You do not hold the 5.")) == "You do not hold the 5"
    assert str(RecordError("unknown variant 'x'")) == "unknown variant 'x'"
