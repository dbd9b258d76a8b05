"""A process killed (SIGKILL) while it autosaves and writes statistics loses nothing.

A forked child plays random legal moves through ``GameSession`` with the
window's autosave (``save_session``) as its ``on_change``, and after each move
counts the game in the statistics (``update_book``) as if the player left it. It reports each
write that returned through a pipe. The parent kills it a few milliseconds to
250 ms in, then checks the files against what the child reported.
"""

from __future__ import annotations

import functools
import gc
import os
import random
import signal
import time
from pathlib import Path

import pytest

from deskcards.games import game_names, load_game
from deskcards.saves import autosave_path, load_autosave, open_record, save_session, write_atomic
from deskcards.scorebook import Scorebook, book_path, finished_game, load_book, update_book
from deskcards.session import GameSession, SeatInfo

ROUNDS = 100
MOVES_PER_GAME = 8

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="SIGKILL and fork are POSIX")


def _write_until_killed(report: int, first_game: int, seed: int) -> None:
    """The child: autosave and count a game after every move, a new game every MOVES_PER_GAME moves."""
    rng, games = random.Random(seed), game_names()

    def tell(line: str) -> None:
        os.write(report, f"{line}\n".encode())

    for number in range(first_game, first_game + 10**6):
        game = games[number % len(games)]
        seats = [SeatInfo(f"Seat {place}", "human") for place in range(load_game(game).players)]
        session = GameSession.new(game, "standard", seats, rng.getrandbits(32), on_change=save_session)
        tell(f"new {session.record.seed}")
        for _ in range(MOVES_PER_GAME):
            session.apply(rng.choice(list(session.state.legal_actions())))
            tell(f"save {len(session.record.actions)}")
            # A write of the statistics after each save: as if the player left the game here (New game).
            counted = finished_game(session, abandoned=not session.is_over())
            assert counted is not None  # every seat is a human's
            update_book(functools.partial(Scorebook.add, game=counted))
            tell("book")
            if session.is_over():
                break


def _run_and_kill(life: float, first_game: int, seed: int) -> list[str]:
    """Fork a writer, SIGKILL it after ``life`` seconds; the lines it reported."""
    reading, writing = os.pipe()
    gc.freeze()  # the child's collector then leaves the inherited heap alone instead of copying it page by page
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child, which never returns
        os.close(reading)
        try:
            _write_until_killed(writing, first_game, seed)
        except BaseException as err:  # tell the parent why, then die without pytest's clean-up
            os.write(writing, f"failed {err!r}\n".encode())
        os._exit(1)
    gc.unfreeze()
    os.close(writing)
    time.sleep(life)
    os.kill(child, signal.SIGKILL)
    _, status = os.waitpid(child, 0)
    with os.fdopen(reading, "rb") as stream:
        lines = stream.read().decode().splitlines()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, f"the writer stopped: {lines[-1:]}"
    return lines


def _check_autosave(lines: list[str], last_saved: tuple[int, int] | None) -> tuple[tuple[int, int] | None, bool]:
    """The autosave is the last write reported or the one in progress: what it holds, and
    whether it is the one in progress (the kill came after it landed, before it was reported)."""
    seed, length = None, 0
    for line in lines:
        word, _, value = line.partition(" ")
        if word == "new":
            seed, length = int(value), 0
        elif word == "save":
            length = int(value)
            last_saved = (seed, length)  # type: ignore[assignment]
    in_progress = (seed, length + 1)
    if not autosave_path().exists():
        assert last_saved is None, "the autosave vanished"
        return None, False
    record = open_record(autosave_path()).record
    on_disk = (record.seed, len(record.actions))
    assert on_disk in (last_saved, in_progress), f"autosave holds {on_disk}; reported {last_saved}"
    loaded = load_autosave()
    assert loaded.problem is None
    if loaded.session is not None:
        assert (loaded.session.record.seed, len(loaded.session.record.actions)) == on_disk
    return on_disk, on_disk != last_saved


@pytest.mark.slow
def test_sigkill_while_writing_keeps_the_last_save_and_whole_statistics(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The child inherits these: its own folders, never the user's.
    for variable, name in {"HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_DATA_HOME": "data",
                           "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state"}.items():
        monkeypatch.setenv(variable, str(tmp_path / name))
    for game in game_names():  # load every game before forking: the child's life goes to writing
        GameSession.new(game, "standard", [SeatInfo("You", "human")] * load_game(game).players, 1).to_yaml()
    Scorebook().dumps()
    rng = random.Random(26)
    last_saved: tuple[int, int] | None = None
    books = kills_mid_book = kills_mid_save = 0
    for round_number in range(ROUNDS):
        lines = _run_and_kill(rng.uniform(0.002, 0.25), round_number, rng.getrandbits(32))
        last_saved, unreported = _check_autosave(lines, last_saved)
        kills_mid_save += unreported
        loaded = load_book()
        assert loaded.problem is None, loaded.problem
        played = sum(tally.played for tally in loaded.book.tallies.values())
        reported = books + lines.count("book")
        assert played in (reported, reported + 1), f"round {round_number}: {played} games counted, {reported} told"
        kills_mid_book += played == reported + 1
        books = played
        written = list(autosave_path().parent.glob("*"))  # none when killed before the first write
        leftovers = sorted(path.name for path in written if path not in (autosave_path(), book_path()))
        # The write a kill cut short may leave its temp file; the next write of that file removes it.
        for target in (autosave_path(), book_path()):
            temps = [name for name in leftovers if name.startswith(f".{target.name}.")]
            assert len(temps) <= 1, f"round {round_number}: temp files pile up: {temps}"
        assert all(name.endswith(".tmp") for name in leftovers), leftovers
    assert books > 0
    print(f"{ROUNDS} rounds, {ROUNDS} kills, {books} games counted; {kills_mid_book} kills after a statistics write "
          f"landed but before it was reported, {kills_mid_save} after an autosave landed")


def test_the_next_write_removes_the_temp_file_of_a_killed_writer(tmp_path: Path) -> None:
    target = tmp_path / "autosave.yaml"
    gone = os.fork()
    if gone == 0:  # pragma: no cover - a process that ends at once: its pid is free afterwards
        os._exit(0)
    os.waitpid(gone, 0)
    orphan = tmp_path / f".autosave.yaml.{gone}-abc.tmp"
    alive = tmp_path / f".autosave.yaml.{os.getppid()}-abc.tmp"  # a running writer's: left alone
    for temp in (orphan, alive):
        temp.write_text("half a game", encoding="utf-8")
    write_atomic(target, "whole game")
    assert sorted(tmp_path.iterdir()) == [alive, target]
    assert target.read_text(encoding="utf-8") == "whole game"
