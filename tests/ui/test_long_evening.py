"""benchmarks/long_evening.py: its core plays games in a row on one window and reports their figures."""

from __future__ import annotations

import importlib.util
import sys
import tracemalloc
from pathlib import Path

import pytest

from ui_helpers import RandomWorker

from deskcards.ui.preferences import Preferences

BENCHMARK = Path(__file__).resolve().parents[2] / "benchmarks" / "long_evening.py"


def load_benchmark():
    if "long_evening" in sys.modules:
        return sys.modules["long_evening"]
    spec = importlib.util.spec_from_file_location("long_evening", BENCHMARK)
    assert spec is not None and spec.loader is not None
    module = sys.modules["long_evening"] = importlib.util.module_from_spec(spec)  # dataclasses look it up
    spec.loader.exec_module(module)
    return module


class RandomWorkerWithPid(RandomWorker):
    """Random answers at once, and this process's id where the AI process's would be."""

    pid = "self"


@pytest.mark.slow
def test_three_games_in_a_row_report_every_figure(qtbot, isolated_dirs):
    from deskcards.ui.window import MainWindow

    evening_module = load_benchmark()
    window = MainWindow(RandomWorkerWithPid(), Preferences(animation_speed="off"), ask=lambda *_: True,
                        tell=lambda *_: None)
    qtbot.addWidget(window)
    window.show()
    evening = evening_module.play_evening(window, 3, seed=5, levels=("easy",))
    assert [figures.number for figures in evening.games] == [1, 2, 3]
    assert [figures.game for figures in evening.games] == ["segfault", "blackjack", "segment-trix"]
    for figures in evening.games:
        assert figures.moves > 0 and figures.scene_items > 0 and figures.qt_objects > 0
        assert figures.ui_kb > 0 and figures.ai_kb > 0
    assert evening.memory_ratio() > 0
    lines = evening_module.report(evening)
    assert any(line.startswith("  blackjack (") for line in lines)
    assert lines[-1].startswith("memory ratio last/game 3: ")


class KeptThing:
    """Something an evening keeps, for the trace to find."""


@pytest.mark.slow  # tracemalloc slows every allocation of the seconds it traces
def test_memory_trace_names_what_was_kept_since_its_game():
    evening_module = load_benchmark()
    trace = evening_module.MemoryTrace(start=2)
    trace.after_game(evening_module.GameFigures(1, "segfault", 4, 9, 1.0, 61, 87, None, None, 0))
    assert not tracemalloc.is_tracing()  # the settling games run untraced
    trace.after_game(evening_module.GameFigures(2, "blackjack", 4, 9, 1.0, 67, 87, None, None, 0))
    kept = [KeptThing() for _ in range(500)]
    lines = trace.report(last=3)
    assert not tracemalloc.is_tracing()
    assert any(line.startswith("after game 2: resident ") for line in lines)
    assert any(line.startswith("after game 3: resident ") and "C heap" in line for line in lines)
    assert any(line.startswith("allocated since game 2 and still alive: ") for line in lines)
    assert any("test_long_evening.py" in line for line in lines)  # the traceback of the kept things
    assert any(line.split() == ["+500", f"{__name__}.KeptThing"] for line in lines)
    assert len(kept) == 500


@pytest.mark.parametrize("arguments, problem", [
    (["--trace-memory", "0"], "--trace-memory: must be a whole number of games, 1 or more, not '0'"),
    (["--games", "0"], "--games: must be a whole number of games, 1 or more, not '0'"),
    (["--seed", "-3"], "--seed: must be a whole number, 0 or more, not '-3'"),
    (["--levels", "easy,expert"], "--levels: must be levels separated by commas, each one of easy, medium, hard"),
])
def test_bad_arguments_get_a_clear_message(capsys, arguments, problem):
    with pytest.raises(SystemExit) as stopped:
        load_benchmark().main(arguments)
    assert stopped.value.code == 2
    assert problem in capsys.readouterr().err
