"""`deskcards soak`: checked AI games of every game, and a broken invariant caught
with its seed and a record that replays it."""

import pytest

from game_helpers import random_game

from deskcards.cli import main
from deskcards.engine.record import GameRecord
from deskcards.games import game_names, load_game
from deskcards.saves import open_record
from deskcards.soak import InvariantBroken, check_record, run_soak


@pytest.mark.parametrize("game", game_names())
def test_a_short_soak_of_every_game_passes(game, tmp_path):
    report = run_soak([game], 2, seed=5, records=tmp_path, hard_share=0.0, levels=("random", "easy"))
    assert report.games == {game: 2} and report.decisions[game] > 2
    assert report.failures == [] and not list(tmp_path.iterdir())
    assert "no failures" in report.as_text()


def lose_a_card_when_seat_1_moves(monkeypatch, game):
    """``game``'s state drops a card from its zones whenever seat 1 is to move."""
    state_class = type(load_game(game).new_state(1))
    zones = state_class.zones

    def leaky(state):
        found = {zone: list(cards) for zone, cards in zones(state).items()}
        if state.current_player == 1:
            fullest = max(found, key=lambda zone: len(found[zone]))
            found[fullest] = found[fullest][1:]
        return found
    monkeypatch.setattr(state_class, "zones", leaky)


@pytest.mark.parametrize("game", game_names())
def test_a_lost_card_is_caught_with_its_seed_and_a_record_that_replays(game, tmp_path, monkeypatch, capsys):
    lose_a_card_when_seat_1_moves(monkeypatch, game)
    report = run_soak([game], 2, seed=9, records=tmp_path, hard_share=0.0, levels=("random",))
    assert len(report.failures) == 2
    failure = report.failures[0]
    assert failure.game == game and "cards lost or invented" in failure.problem
    assert f"seed {failure.seed}" in report.as_text() and str(failure.record) in report.as_text()
    record = GameRecord.loads(failure.record.read_text(encoding="utf-8"))
    assert (record.game, record.seed, record.players) == (game, failure.seed, len(failure.agents))
    with pytest.raises(InvariantBroken, match="cards lost or invented"):
        check_record(record)
    assert open_record(failure.record).record == record  # the app's Game > Open record shows it too
    assert main(["soak", "--check", str(failure.record)]) == 3
    assert f"seed {failure.seed}: cards lost or invented" in capsys.readouterr().out


def test_the_command_reports_every_game_and_a_failure_exits_3(tmp_path, monkeypatch, capsys):
    assert main(["soak", "blackjack", "--games", "1", "--hard-share", "0", "--records", str(tmp_path)]) == 0
    assert "1 games" in capsys.readouterr().out
    lose_a_card_when_seat_1_moves(monkeypatch, "blackjack")
    assert main(["soak", "blackjack", "--games", "1", "--records", str(tmp_path)]) == 3
    out = capsys.readouterr().out
    assert "1 failed" in out and "deskcards soak --check" in out and list(tmp_path.iterdir())


@pytest.mark.parametrize("argv, expected", [
    (["--games", "0"], "expected 1 or more, got 0"),
    (["chess"], "unknown game 'chess'"),
    (["--hard-share", "1.5"], "expected a share from 0 to 1"),
    (["--hard-share", "nan"], "expected a share from 0 to 1"),
    (["--check", "nowhere.yaml"], "cannot read nowhere.yaml"),
])
def test_bad_soak_arguments_exit_1_with_a_reason(argv, expected, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(["soak", *argv]) == 1
    err = capsys.readouterr().err
    assert expected in err and "Traceback" not in err


def test_a_records_path_that_is_a_file_is_refused(tmp_path, capsys):
    taken = tmp_path / "taken"
    taken.write_text("")
    assert main(["soak", "--records", str(taken)]) == 1
    assert "is a file, not a folder" in capsys.readouterr().err


def test_a_record_that_is_not_one_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: [")
    assert main(["soak", "--check", str(bad)]) == 1
    assert "not valid YAML" in capsys.readouterr().err


def test_a_chip_made_from_nothing_in_destiny_is_caught(tmp_path, monkeypatch):
    state_class = type(load_game("destiny").new_state(1))
    chips = state_class.chips
    monkeypatch.setattr(state_class, "chips", lambda state: (chips(state)[0] + (state.current_player == 1),
                                                             *chips(state)[1:]))
    failure = run_soak(["destiny"], 1, seed=3, records=tmp_path, hard_share=0.0, levels=("random",)).failures[0]
    assert "do not add up to the" in failure.problem and failure.record.exists()


def test_checking_a_sound_record_passes(tmp_path, capsys):
    state = load_game("segfault").new_state(4)
    record = GameRecord("segfault", "standard", state.ruleset.players, 4, random_game(state, 4))
    path = tmp_path / "sound.yaml"
    path.write_text(record.dumps(), encoding="utf-8")
    assert main(["soak", "--check", str(path)]) == 0
    assert f"seed 4: {len(record.actions)} actions replayed, every check passed" in capsys.readouterr().out
