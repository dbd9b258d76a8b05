"""The coach (``deskcards.coach``): grades, accuracy, the analysis of a finished game
and its JSON, on the toy game with a small appraiser of the tests' own (each real
game's comes from its spec)."""

import dataclasses
import json
import random
from typing import Any

import pytest

from game_helpers import random_game, register_toy_game, toy_spec

from deskcards.ai.appraisal import Appraisal
from deskcards.coach.analysis import Analysis, Cancelled, GradedDecision, analyse
from deskcards.coach.analysis_json import DECISION_KEYS
from deskcards.coach.grade import DEFAULT, GRADES, THRESHOLDS, Thresholds, thresholds
from deskcards.engine.record import GameRecord, RecordError
from deskcards.games import SPECS, game_names, load_game


class HighestCardAppraiser:
    """Values each card by its strength among the seat's own: the highest is worth 1,
    the lowest 0.1. It reads only the observation, as a real appraiser must."""

    asked: list[Any]

    def __init__(self) -> None:
        self.asked = []

    def appraise(self, observation: Any, rng: random.Random, thinking: str = "normal") -> Appraisal:
        self.asked.append(observation)
        strength = observation.ruleset.strength
        ranked = sorted(observation.legal_actions(), key=lambda play: strength[play.card])
        values = {play: 0.1 + 0.9 * place / (len(ranked) - 1) for place, play in enumerate(ranked)}
        return Appraisal(values, "win chance", ranked[-1], "it is your highest card", samples=0)


@pytest.fixture
def toy(monkeypatch) -> str:
    """The toy game registered, with ``HighestCardAppraiser`` as its spec's appraiser."""
    game = register_toy_game(monkeypatch)
    monkeypatch.setitem(SPECS, game, lambda: dataclasses.replace(toy_spec(), appraiser=HighestCardAppraiser))
    return game


def finished_record(game: str, seed: int = 5) -> GameRecord:
    ruleset = load_game(game)
    record = GameRecord(game, "standard", ruleset.players, seed)
    record.actions = random_game(ruleset.new_state(seed), seed)
    return record


# Grading


@pytest.mark.parametrize("game", [*game_names(), "a game not in the table"])
def test_each_game_s_levels_rise_and_a_blunder_is_at_most_a_fifth_of_a_win(game):
    limits = thresholds(game)
    assert 0 < limits.inaccuracy < limits.mistake < limits.blunder <= 0.2
    assert thresholds(game) == THRESHOLDS.get(game, DEFAULT)


@pytest.mark.parametrize(("loss", "grade"), [
    (0.0, "good"), (0.0499, "good"), (0.05, "inaccuracy"), (0.0999, "inaccuracy"), (0.10, "mistake"),
    (0.1999, "mistake"), (0.20, "blunder"), (1.0, "blunder")])
def test_a_loss_at_a_threshold_earns_that_level_and_just_below_it_the_one_before(loss, grade):
    assert Thresholds(0.05, 0.10, 0.20).grade(loss) == grade


def decision(loss: float, grade: str = "good", index: int = 0, reason: str | None = "why") -> GradedDecision:
    return GradedDecision(index, "play 2c", "play 2♣", 0.5 - loss, "play Ac", "play A♣", 0.5, loss, grade, reason)


def test_accuracy_is_the_mean_share_of_the_way_from_no_loss_to_a_blunder():
    blunder = DEFAULT.blunder
    report = Analysis("a toy", 0, "normal", "win chance",
                      (decision(0.0), decision(blunder / 2, "mistake"), decision(blunder * 3, "blunder")))
    assert report.accuracy() == pytest.approx(100 * (1 + 0.5 + 0) / 3)
    assert report.counts() == {"good": 1, "inaccuracy": 0, "mistake": 1, "blunder": 1}
    assert [d.grade for d in report.flagged()] == ["mistake", "blunder"]


def test_a_game_with_nothing_to_grade_is_fully_accurate():
    report = Analysis("a toy", 0, "normal", "win chance", ())
    assert (report.accuracy(), set(report.counts().values())) == (100.0, {0})


def test_a_flagged_decision_names_both_moves_their_values_and_the_reason():
    assert decision(0.25, "blunder", index=11).sentence() == (
        "Move 12: you chose to play 2♣ (25%); the hard AI would rather play A♣ (50%): why")
    assert decision(0.25, "blunder", reason=None).sentence().endswith("would rather play A♣ (50%)")


# Analysis


def test_every_decision_with_a_choice_is_graded_from_the_seat_s_observation(toy, monkeypatch):
    asked: list[Any] = []
    monkeypatch.setattr(HighestCardAppraiser, "__init__", lambda self: setattr(self, "asked", asked))
    record = finished_record(toy)
    report = analyse(record, 1)
    assert report.decisions and len(asked) == len(report.decisions)
    assert all(seen.seat == 1 for seen in asked)
    ruleset = load_game(toy)
    state = ruleset.new_state(record.seed)
    choices = []
    for index, text in enumerate(record.actions):
        if state.current_player == 1 and len(state.legal_actions()) > 1:
            choices.append(index)
        state.apply(ruleset.parse_action(text))
    assert [d.index for d in report.decisions] == choices
    for graded in report.decisions:
        assert graded.played == record.actions[graded.index]
        assert graded.loss == pytest.approx(graded.best_value - graded.played_value)
        assert graded.grade == thresholds(toy).grade(graded.loss)
        assert graded.reason == "it is your highest card" and graded.played_words.startswith("play ")


def test_an_appraiser_s_contrast_explains_a_move_that_was_not_the_best(toy, monkeypatch):
    """Where the appraiser can say why the best beats the move played, that is the reason shown;
    a move that was the best keeps the appraisal's reason."""
    def contrast(self: Any, observation: Any, best: Any, played: Any) -> str:
        return f"{best} is higher; yours was {played}"

    monkeypatch.setattr(HighestCardAppraiser, "contrast", contrast, raising=False)
    report = analyse(finished_record(toy), 1)
    assert any(graded.played != graded.best for graded in report.decisions)
    for graded in report.decisions:
        assert graded.reason == (f"{graded.best} is higher; yours was {graded.played}"
                                 if graded.played != graded.best else "it is your highest card")


def test_the_same_game_analysed_twice_grades_the_same(toy):
    record = finished_record(toy, seed=9)
    assert analyse(record, 0) == analyse(record, 0)


def test_progress_counts_every_graded_decision_from_none(toy):
    heard: list[tuple[int, int]] = []
    report = analyse(finished_record(toy), 0, progress=lambda done, total: heard.append((done, total)))
    total = len(report.decisions)
    assert heard == [(done, total) for done in range(total + 1)]


def test_cancelling_stops_the_analysis_before_the_next_decision(toy):
    heard: list[int] = []
    with pytest.raises(Cancelled):
        analyse(finished_record(toy), 0, progress=lambda done, total: heard.append(done),
                cancelled=lambda: len(heard) > 2)
    assert heard == [0, 1, 2]


@pytest.mark.parametrize(("seat", "thinking", "complaint"), [
    (2, "normal", "there is no seat 3: the game has seats 1 to 2"),
    (-1, "normal", "there is no seat 0"),
    (0, "forever", "unknown thinking time 'forever'")])
def test_a_seat_or_thinking_time_out_of_range_is_refused(toy, seat, thinking, complaint):
    with pytest.raises(ValueError, match=complaint):
        analyse(finished_record(toy), seat, thinking)


def test_a_game_not_over_or_not_replayable_is_refused(toy):
    record = finished_record(toy)
    unfinished = dataclasses.replace(record, actions=record.actions[:3])
    with pytest.raises(ValueError, match="the game is not over"):
        analyse(unfinished, 0)
    broken = dataclasses.replace(record, actions=[*record.actions[:2], "play 1z"])
    with pytest.raises(RecordError, match="action 3"):
        analyse(broken, 0)


def test_a_game_without_an_appraiser_says_it_has_no_coach(monkeypatch):
    game = register_toy_game(monkeypatch)
    with pytest.raises(ValueError, match="has no coach yet"):
        analyse(finished_record(game), 0)


# JSON


def test_an_analysis_survives_json(toy):
    report = analyse(finished_record(toy), 0)
    assert Analysis.from_json(json.loads(json.dumps(report.to_json()))) == report


def test_the_json_reader_knows_every_field_of_a_decision():
    assert list(DECISION_KEYS) == [field.name for field in dataclasses.fields(GradedDecision)]


def damaged(change) -> dict:
    data = Analysis("a toy", 0, "normal", "win chance", (decision(0.25, "blunder"),)).to_json()
    change(data)
    return data


@pytest.mark.parametrize(("change", "complaint"), [
    (lambda data: data.pop("seat"), "the analysis lacks 'seat'"),
    (lambda data: data.update(extra=1), "unknown key 'extra'"),
    (lambda data: data.update(format=2), "format 2"),
    (lambda data: data.update(seat=True), "'seat' must be a whole number"),
    (lambda data: data.update(seat=-1), "seat must be 0 or more"),
    (lambda data: data.update(decisions={}), "'decisions' must be a list"),
    (lambda data: data["decisions"].append("x"), "decision 2 of the analysis must be a mapping"),
    (lambda data: data["decisions"][0].update(grade="awful"), "grade must be one of good, inaccuracy"),
    (lambda data: data["decisions"][0].update(loss=float("nan")), "loss must be a number from 0 to 1"),
    (lambda data: data["decisions"][0].update(played_value=-0.5), "played_value must be a number from 0 to 1"),
    (lambda data: data["decisions"][0].update(index=-3), "negative index"),
    (lambda data: data["decisions"][0].update(reason=3), "'reason' must be text or null"),
])
def test_damaged_json_is_refused_saying_what_is_wrong(change, complaint):
    with pytest.raises(ValueError, match=complaint):
        Analysis.from_json(damaged(change))


@pytest.mark.parametrize("data", [None, [], "analysis", 3])
def test_json_that_is_no_mapping_is_refused(data):
    with pytest.raises(ValueError, match="the analysis must be a mapping"):
        Analysis.from_json(data)


def test_grades_are_listed_from_best_to_worst():
    assert GRADES == ("good", "inaccuracy", "mistake", "blunder")


# The command line


def run(capsys, *argv: str) -> tuple[int, str, str]:
    from deskcards.cli import main

    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def record_file(tmp_path, record: GameRecord) -> str:
    path = tmp_path / "game.yaml"
    path.write_text(record.dumps(), encoding="utf-8")
    return str(path)


def test_analyse_prints_accuracy_counts_and_each_flagged_move(toy, tmp_path, capsys):
    record = finished_record(toy)
    code, out, err = run(capsys, "analyse", record_file(tmp_path, record), "--seat", "2")
    report = analyse(record, 1)
    lines = out.splitlines()
    assert (code, err) == (0, "")
    assert lines[0].startswith(f"High card, seat 2: accuracy {report.accuracy():.0f}% over {len(report.decisions)}")
    assert lines[1] == ", ".join(f"{level} {count}" for level, count in report.counts().items())
    assert lines[2:] == [f"{flagged.sentence()} [{flagged.grade}]" for flagged in report.flagged()]
    assert report.flagged(), "a random game should give the toy appraiser something to flag"


def test_analyse_json_is_the_analysis(toy, tmp_path, capsys):
    record = finished_record(toy)
    code, out, _ = run(capsys, "analyse", record_file(tmp_path, record), "--json", "--thinking", "quick")
    assert code == 0
    assert Analysis.from_json(json.loads(out)) == analyse(record, 0, "quick")


@pytest.mark.parametrize(("make", "args", "complaint"), [
    (lambda record: None, [], "deskcards analyse: cannot read {path}: No such file or directory"),
    (lambda record: "game: [", [], "deskcards analyse: {path}: the record is not valid YAML"),
    (lambda record: record.dumps(), ["--seat", "3"], ("deskcards analyse: --seat 3, but the game in {path} "
                                                     "has seats 1 to 2")),
    (lambda record: dataclasses.replace(record, actions=record.actions[:4]).dumps(), [],
     "deskcards analyse: the game is not over; only a finished game can be analysed"),
    (lambda record: dataclasses.replace(record, actions=["play 1z"]).dumps(), [],
     "deskcards analyse: {path} cannot be analysed: action 1 ('play 1z') cannot be replayed"),
])
def test_analyse_refuses_bad_input_in_one_line_with_status_1(toy, tmp_path, capsys, make, args, complaint):
    path = tmp_path / "game.yaml"
    text = make(finished_record(toy))
    if text is not None:
        path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "analyse", str(path), *args)
    assert (code, out) == (1, "")
    assert err.startswith(complaint.format(path=path)) and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(("args", "status", "complaint"), [
    (["game.yaml", "--seat", "0"], 1, "expected 1 or more, got 0"),
    (["game.yaml", "--thinking", "forever"], 2, "invalid choice: 'forever'"),
    ([], 2, "the following arguments are required: record")])
def test_analyse_refuses_a_bad_command_line_before_reading_the_record(capsys, args, status, complaint):
    code, _, err = run(capsys, "analyse", *args)
    assert code == status and complaint in err and "Traceback" not in err
