"""`deskcards bench --all`: the performance record's one table (issue 26, item 6)."""

import pytest

from deskcards.bench import record
from deskcards.bench import throughput as bench
from deskcards.bench.throughput import Latency, Throughput
from deskcards.cli import main
from deskcards.games import game_names
from deskcards.ui import app_figures


@pytest.mark.parametrize(("extra", "named"), [
    (["blackjack"], "a game"), (["--players", "3"], "--players"), (["--games", "5"], "--games"),
    (["--jobs", "2"], "--jobs")])
def test_all_refuses_what_only_one_game_takes(capsys, extra, named):
    assert main(["bench", "--all", *extra]) == 2
    err = capsys.readouterr().err
    assert "--all measures every game at its default seats" in err and named in err
    assert "Traceback" not in err


def _quick(monkeypatch):
    """Hard-AI latency stubbed (its timing is bench_test's business); a fake peer for Blackjack; the
    app's children stubbed: every launch paints in 0.25 s, frames come 10 ms apart but the last 40 ms."""
    def latency(game, agent, players=None, decisions=40, seed=1):
        searched = game != "destiny"
        return Latency(agent, [1.0, 2.0, 3.0], searches=int(searched), simulations=10 * searched,
                       search_seconds=1.0 * searched, unit="playouts")

    def peer(seconds, seed):
        return Throughput("fake-peer", 2, 1, 1000, 0.5)

    def missing(seconds, seed):
        raise ImportError("No module named 'pyspiel'")

    def launch(game, seed, bytecode):
        launched.append(game)
        return 0.25, True

    def frames(game, seeds, seconds, bytecode):
        return [10.0] * 9 + [40.0]  # the nearest-rank p95 of ten is the tenth

    launched: list[str] = []
    monkeypatch.setattr(app_figures, "launch", launch)
    monkeypatch.setattr(app_figures, "frame_intervals", frames)
    monkeypatch.setattr(record, "decision_latency", latency)
    monkeypatch.setitem(bench.PEERS, "blackjack", peer)
    monkeypatch.setitem(bench.PEERS, "segment-trix", missing)
    return launched


def test_all_compare_prints_one_row_per_game_with_the_peer_beside_ours(capsys, monkeypatch):
    _quick(monkeypatch)
    assert main(["bench", "--all", "--compare", "--seconds", "0.01", "--decisions", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header, rows = lines[0].split(), lines[1:1 + len(game_names())]
    assert header[:2] == ["game", "decisions/s"] and lines[0].rstrip().endswith("peak MiB")
    assert [row.split()[0] for row in rows] == list(game_names())
    blackjack = next(row for row in rows if row.startswith("blackjack"))
    assert "fake-peer" in blackjack and "2,000" in blackjack and blackjack.split()[4].endswith("x")
    assert all(len(row) <= len(lines[0]) for row in rows)  # the columns line up under the header
    notes = lines[1 + len(game_names()):]
    assert any(note.startswith("segment-trix: peer not installed (") for note in notes)
    assert "segfault: no peer engine is named for this game" in notes


def test_all_without_compare_leaves_the_peer_columns_empty(capsys, monkeypatch):
    _quick(monkeypatch)
    assert main(["bench", "--all", "--seconds", "0.01", "--decisions", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 + len(game_names())  # no notes: nothing was asked of a peer
    for row in lines[1:]:
        ours, peer, peer_rate, ratio = row.split()[1:5]
        assert (peer, peer_rate, ratio) == ("-", "-", "-") and float(ours.replace(",", "")) > 0


def test_peak_memory_is_this_processes_in_mib():
    assert 1 < record.peak_mib() < 64 * 1024


def _cells(line: str) -> dict[str, str]:
    """A table line's cells by column name: cells are parted by two spaces or more, "-" cells included."""
    cells = [cell for cell in line.strip().split("  ") if cell]
    return dict(zip(record.COLUMNS, (cell.strip() for cell in cells), strict=True))


def test_all_gives_every_game_its_launch_and_frame_interval_p95(capsys, monkeypatch):
    launched = _quick(monkeypatch)
    assert main(["bench", "--all", "--seconds", "0.01", "--decisions", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert _cells(lines[0])["launch s"] == "launch s" and _cells(lines[0])["frame p95 ms"] == "frame p95 ms"
    rows = [_cells(line) for line in lines[1:]]
    assert [row["game"] for row in rows] == list(game_names())
    assert {(row["launch s"], row["frame p95 ms"]) for row in rows} == {("0.25", "40.0")}
    assert launched == [game for game in game_names() for _ in range(app_figures.LAUNCHES)]


def test_no_ui_leaves_the_app_columns_out_and_opens_no_app(capsys, monkeypatch):
    launched = _quick(monkeypatch)
    assert main(["bench", "--all", "--no-ui", "--seconds", "0.01", "--decisions", "1"]) == 0
    rows = [_cells(line) for line in capsys.readouterr().out.splitlines()[1:]]
    assert len(rows) == len(game_names()) and launched == []
    assert {(row["launch s"], row["frame p95 ms"]) for row in rows} == {("-", "-")}


def test_a_failed_app_child_is_a_note_not_a_traceback(capsys, monkeypatch):
    _quick(monkeypatch)

    def broken(game, seeds, seconds, bytecode):
        raise RuntimeError("['-c', '...'] failed (exit 1):\n\nTraceback (most recent call last):\nOSError: no room")

    monkeypatch.setattr(app_figures, "frame_intervals", broken)
    assert main(["bench", "--all", "--seconds", "0.01", "--decisions", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert {_cells(line)["launch s"] for line in lines[1:1 + len(game_names())]} == {"-"}
    assert f"{game_names()[0]}: the app's figures failed: OSError: no room" in lines


def test_no_ui_is_for_the_all_table_only(capsys):
    assert main(["bench", "segfault", "--no-ui"]) == 2
    err = capsys.readouterr().err
    assert "--no-ui" in err and "--all" in err and "Traceback" not in err
