"""`deskcards bench runtime-error`: the loop prover timed on the input cards of AI games."""

import re

import pytest

from deskcards.bench import prover as prover_bench
from deskcards.cli import main
from deskcards.games.runtime_error.claims import budget_steps


def test_every_played_input_card_is_asked_in_both_views():
    bench = prover_bench.run(1, seed=3)
    engine, player = bench.views["engine"], bench.views["player"]
    assert len(engine.ms) == len(player.ms) > 0
    assert engine.budget_steps == budget_steps(2000)
    assert engine.median <= engine.p95 <= engine.most == max(engine.ms)
    assert 0 <= engine.undecided + engine.proven <= len(engine.ms)


@pytest.mark.slow
def test_two_processes_give_the_same_answers_as_one():
    alone, split = prover_bench.run(2, jobs=1), prover_bench.run(2, jobs=2)
    for view in prover_bench.VIEWS:
        assert len(alone.views[view].ms) == len(split.views[view].ms)
        assert (alone.views[view].proven, alone.views[view].undecided) == \
            (split.views[view].proven, split.views[view].undecided)


def test_the_report_says_how_many_undecided_were_held_exactly(monkeypatch):
    # (view, ms, loops, held exactly): two undecided in the engine view, one of them held exactly
    answers = [("engine", 3.0, None, True), ("engine", 5.0, None, False), ("engine", 1.0, True, False),
               ("player", 2.0, False, False)]
    monkeypatch.setattr(prover_bench, "_game_answers", lambda seed, agents, budget: answers)
    bench = prover_bench.run(1)
    engine = bench.views["engine"]
    assert (engine.undecided, engine.undecided_exact, engine.proven, len(engine.ms)) == (2, 1, 1, 3)
    line = next(line for line in prover_bench.report_lines(bench) if "engine view" in line)
    assert "2 undecided within 32000 steps (1 of them while an EDIT could still change the table), 1 proven" in line


@pytest.mark.slow
def test_cli_prints_the_prover_figures(capsys):
    assert main(["bench", "runtime-error", "--games", "2", "--seconds", "0.05", "--decisions", "2"]) == 0
    out = capsys.readouterr().out
    assert "runtime-error: no hard AI yet" in out or "runtime-error: hard AI decision" in out
    assert "prover on the input cards of 2 games (medium vs medium" in out
    for view in ("engine", "player"):
        line = next(line for line in out.splitlines() if f"prover, {view} view" in line)
        found = re.search(r"(\d+) positions, median [\d.]+ ms, p95 [\d.]+ ms, max \d+ ms; (\d+) undecided "
                          rf"within {budget_steps(2000)} steps", line)
        assert found and int(found.group(1)) > 0 and int(found.group(2)) <= int(found.group(1))


def test_games_is_refused_below_one(capsys):
    assert main(["bench", "runtime-error", "--games", "0"]) != 0
    assert "--games" in capsys.readouterr().err
