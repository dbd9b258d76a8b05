"""`deskcards soak`: checked AI games of every game, and a broken invariant caught
with its seed and a record that replays it."""

import re
from dataclasses import replace
from pathlib import Path

import pytest

from game_helpers import games_and_the_toy, random_game

from deskcards import soak
from deskcards.cli import main
from deskcards.engine.record import GameRecord
from deskcards.games import load_game
from deskcards.games.agents import make_agent
from deskcards.saves import open_record
from deskcards.soak import InvariantBroken, check_record, run_soak


@pytest.mark.parametrize("game", games_and_the_toy())
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


@pytest.mark.parametrize("game", games_and_the_toy())
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
    (["--minutes", "0"], "expected a finite number of minutes above 0, got '0'"),
    (["--minutes", "inf"], "expected a finite number of minutes above 0, got 'inf'"),
    (["--hard-thinking", "0"], "expected a finite number of times its budget above 0, got '0'"),
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
    from deskcards.games.destiny import spec

    chips = spec.SPEC.chips
    monkeypatch.setattr(spec, "SPEC", replace(spec.SPEC, chips=lambda state: (
        chips(state)[0] + (state.current_player == 1), *chips(state)[1:])))
    failure = run_soak(["destiny"], 1, seed=3, records=tmp_path, hard_share=0.0, levels=("random",)).failures[0]
    assert "do not add up to the" in failure.problem and failure.record.exists()


def test_checking_a_sound_record_passes(tmp_path, capsys):
    state = load_game("segfault").new_state(4)
    record = GameRecord("segfault", "standard", state.ruleset.players, 4, random_game(state, 4))
    path = tmp_path / "sound.yaml"
    path.write_text(record.dumps(), encoding="utf-8")
    assert main(["soak", "--check", str(path)]) == 0
    assert f"seed 4: {len(record.actions)} actions replayed, every check passed" in capsys.readouterr().out


def corrupt_segment_trix(monkeypatch):
    """A round scores one point more than its tricks and chips give."""
    from deskcards.games.segment_trix import scoring, state
    monkeypatch.setattr(state, "round_score", lambda *figures: scoring.round_score(*figures) + 1)


def corrupt_segfault(monkeypatch):
    """Seat 0 is credited a round in the middle of a round."""
    from deskcards.games.segfault.state import SegfaultState
    scores = SegfaultState.scores.fget
    monkeypatch.setattr(SegfaultState, "scores", property(
        lambda state: tuple(won + (seat == 0 and state.turn > 3) for seat, won in enumerate(scores(state)))))


def corrupt_blackjack(monkeypatch):
    """Seat 0 takes first place while it still holds cards."""
    from deskcards.games.blackjack.state import BlackjackState
    places = BlackjackState.places.fget
    monkeypatch.setattr(BlackjackState, "places", property(lambda state: places(state) or (0,) * (state.turn > 2)))


def corrupt_runtime_error(monkeypatch):
    """The turn counter skips a turn when seat 1 moves."""
    from deskcards.games.runtime_error.state import RuntimeErrorState
    turn = RuntimeErrorState.turn.fget
    monkeypatch.setattr(RuntimeErrorState, "turn", property(lambda state: turn(state) + (state.whose_turn == 1)))


def corrupt_destiny(monkeypatch):
    """The main pot is paid out one chip short."""
    from deskcards.games.destiny import hand_end
    award = hand_end.award
    monkeypatch.setattr(hand_end, "award", lambda *args: [(index, amount - (index == 0), seat)
                                                          for index, amount, seat in award(*args)])


CORRUPTIONS = {  # game: (how its figures go wrong, what the soak says)
    "segment-trix": (corrupt_segment_trix, r"round 1 scored \(.*\), but unused chips"),
    "segfault": (corrupt_segfault, r"round 1 -> 1: rounds won \(0(, 0)+\) -> \(1, 0"),
    "blackjack": (corrupt_blackjack, "with places"),
    "runtime-error": (corrupt_runtime_error, "turn 2 -> 4, but 1 ended"),
    "destiny": (corrupt_destiny, "chips paid out of pots of"),
}


@pytest.mark.parametrize("game", sorted(CORRUPTIONS))  # the games with a tally of their own
def test_each_games_figures_are_reconciled_and_a_wrong_one_is_caught(game, tmp_path, monkeypatch):
    assert run_soak([game], 1, seed=11, records=tmp_path, hard_share=0.0, levels=("random",)).failures == []
    corrupt, problem = CORRUPTIONS[game]
    corrupt(monkeypatch)
    failure = run_soak([game], 1, seed=11, records=tmp_path, hard_share=0.0, levels=("random",)).failures[0]
    assert failure.problem.startswith("InvariantBroken: ") and re.search(problem, failure.problem)
    with pytest.raises(InvariantBroken, match=problem):
        check_record(GameRecord.loads(failure.record.read_text(encoding="utf-8")))


class CheatingAgent:
    """Plays like the random agent, but on its third turn plays a move it was offered
    earlier and is not offered now."""

    def __init__(self, game):
        self.honest, self.offered, self.turns = make_agent(game, "random"), [], 0

    def choose(self, observation, rng):
        legal = list(observation.legal_actions())
        self.turns += 1
        stale = [action for action in self.offered if action not in legal]
        if self.turns >= 3 and stale:
            return stale[0]
        self.offered += legal
        return self.honest.choose(observation, rng)


@pytest.mark.parametrize("game", games_and_the_toy())
def test_an_illegal_action_is_caught_and_its_record_replays_to_the_same_failure(game, tmp_path, monkeypatch,
                                                                                capsys):
    monkeypatch.setattr(soak, "make_agent", lambda game, level, thinking: CheatingAgent(game))
    failure = run_soak([game], 1, seed=2, records=tmp_path, hard_share=0.0, levels=("random",)).failures[0]
    assert "which is not legal" in failure.problem
    problem = failure.problem.removeprefix("InvariantBroken: ")
    assert main(["soak", "--check", str(failure.record)]) == 3
    assert f"seed {failure.seed}: {problem}" in capsys.readouterr().out


def test_a_time_budget_stops_new_games_taking_every_game_in_turn(tmp_path):
    ticks = iter(range(0, 10_000, 25))  # a clock that moves 25 s each time it is read
    report = run_soak(["segfault", "blackjack", "runtime-error"], 5, seed=3, records=tmp_path, hard_share=0.0,
                      levels=("random",), minutes=1, clock=lambda: next(ticks))
    assert report.games == {"segfault": 1, "blackjack": 1, "runtime-error": 0} and report.out_of_time
    assert "2 games" in report.as_text() and "the time budget ran out" in report.as_text()
    unhurried = run_soak(["segfault", "blackjack"], 1, seed=3, records=tmp_path, hard_share=0.0, levels=("random",),
                         minutes=1, clock=lambda: 0.0)
    assert unhurried.games == {"segfault": 1, "blackjack": 1} and not unhurried.out_of_time
    assert "time budget" not in unhurried.as_text()


def test_the_command_takes_a_time_budget(tmp_path, capsys):
    assert main(["soak", "runtime-error", "--games", "1", "--minutes", "60", "--hard-share", "0",
                 "--records", str(tmp_path)]) == 0
    assert "1 games" in capsys.readouterr().out


def test_the_hard_ai_thinks_as_long_as_the_command_says(tmp_path, monkeypatch):
    budgets = []

    def hard_only(game, name, thinking):
        agent = make_agent(game, name, thinking=thinking)
        budgets.append((name, agent.limits))
        return agent

    monkeypatch.setattr(soak, "make_agent", hard_only)
    assert main(["soak", "segment-trix", "--games", "1", "--hard-share", "1", "--hard-thinking", "0.01",
                 "--records", str(tmp_path)]) == 0
    full = make_agent("segment-trix", "hard").limits
    assert budgets and {name for name, _ in budgets} == {"hard"}
    assert all(limits.time_budget_s == pytest.approx(full.time_budget_s / 100) for _, limits in budgets)


def test_a_seat_with_nothing_to_do_passes_within_one_action_and_the_turns_still_count():
    """Found by a long soak: a Runtime Error seat with no statement to build and no card to
    play passes at once, so one action can end two turns; that is the rule, not a broken count."""
    from deskcards.games.runtime_error.events import TurnEnded
    record = GameRecord.loads((Path(__file__).parent / "data/soak/runtime-error-turns-passed.yaml")
                              .read_text(encoding="utf-8"))
    ruleset = load_game(record.game, record.variant, record.players)
    state = ruleset.new_state(record.seed)
    most_ended = 0
    for text in record.actions:
        events = state.apply(ruleset.parse_action(text))
        most_ended = max(most_ended, sum(isinstance(event, TurnEnded) for event in events))
    assert most_ended >= 2
    check_record(record)
