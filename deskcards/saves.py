"""Games on disk: the autosave, and the records the player saves and opens.

Every write is atomic, so a crash or a power cut leaves the old file or the
new one, never a mix. A save that cannot be read is moved aside, never
deleted or overwritten: the player's game survives even a bug in reading it.
"""

from __future__ import annotations

import contextlib
import glob
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

from deskcards.engine import yamlsafe
from deskcards.engine.record import MAX_RECORD_BYTES, RecordError
from deskcards.engine.words import translate
from deskcards.engine.yamlsafe import YamlProblem
from deskcards.session import GameSession

AUTOSAVE_NAME = "autosave.yaml"


class SaveError(Exception):
    """A game could not be written; the message is for the player."""


@dataclass(frozen=True)
class LoadResult:
    """What the autosave offers at start-up.

    ``session`` is a game to resume; ``problem`` a message for the player when
    the file was damaged, and ``kept`` where it was moved. Both None: nothing
    to offer (no autosave, its game is over, or the human has not moved in it).
    """

    session: GameSession | None = None
    problem: str | None = None
    kept: Path | None = None


def autosave_path() -> Path:
    return platformdirs.user_data_path("deskcards") / AUTOSAVE_NAME


def write_atomic(path: Path | str, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that it holds the old or the new text, whatever happens."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_orphans(path)
    # The temp file must be in the same folder: os.replace is atomic only within one file system.
    # Its name carries our process id, so a later write can tell when its writer was killed.
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())  # the data is on disk before the name points at it
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
        raise
    _fsync_directory(path.parent)


def _remove_orphans(path: Path) -> None:
    """Delete the temp files of ``path`` that a killed writer left (its process is gone)."""
    for temp in path.parent.glob(f".{glob.escape(path.name)}.*-*.tmp"):
        writer = temp.name[len(path.name) + 2:].split("-", 1)[0]
        if writer.isdigit() and not _running(int(writer)):
            with contextlib.suppress(OSError):
                temp.unlink()


def _running(pid: int) -> bool:
    """Whether process ``pid`` lives; elsewhere than POSIX always True (os.kill would end it there)."""
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # alive, but another user's
        return True
    return True


def _fsync_directory(folder: Path) -> None:
    """Make the rename itself durable. Windows cannot open a folder, and commits renames itself."""
    if os.name != "posix":
        return
    handle = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(handle)
    finally:
        os.close(handle)


def save_session(session: GameSession) -> None:
    """Write the autosave; SaveError if the disk refuses."""
    _write_game(autosave_path(), session)


def save_record_as(session: GameSession, path: Path | str) -> None:
    """Game > Save record; SaveError if the file cannot be written."""
    _write_game(Path(path), session)


def _write_game(path: Path, session: GameSession) -> None:
    try:
        write_atomic(path, session.to_yaml())
    except OSError as err:
        raise SaveError(translate("saves", "The game could not be saved to {path}: {problem}.", path=path,
                                  problem=err.strerror or err)) from None


def open_record(path: Path | str) -> GameSession:
    """Game > Open record; RecordError with a readable reason if it cannot be played."""
    return GameSession.from_yaml(_read_text(Path(path)))


def _read_text(path: Path) -> str:
    try:
        return yamlsafe.read_text(path, MAX_RECORD_BYTES, "record")
    except OSError as err:
        raise RecordError(translate("saves", "{path} cannot be read ({problem})", path=path,
                                    problem=err.strerror or err)) from None
    except YamlProblem as err:  # too large, or not UTF-8
        raise RecordError(err.problem) from None


def load_autosave() -> LoadResult:
    """The game to offer at start-up; a damaged autosave is moved aside with a message."""
    path = autosave_path()
    if not path.exists():
        return LoadResult()
    try:
        session = open_record(path)
    except RecordError as err:
        return _damaged(path, str(err))
    # A finished game has nothing left to play, one only the AIs moved in nothing of yours to lose
    # (unless your move was taken back and waits to be redone).
    yours = session.human_moves or session.why_no_redo() is None
    return LoadResult() if session.is_over() or not yours else LoadResult(session=session)


def _damaged(path: Path, reason: str) -> LoadResult:
    problem, kept = set_aside(path, translate("saves", "Your last game could not be restored: {problem}.",
                                              problem=reason))
    return LoadResult(problem=problem, kept=kept)


def set_aside(path: Path, lost: str) -> tuple[str, Path | None]:
    """Move a file that cannot be read out of the way (``keep_aside``): the player's
    message, ``lost`` and where the file went, and that place (None if it stayed)."""
    try:
        kept = keep_aside(path)
    except OSError as err:
        return translate("saves", "{lost} The file was left at {path}; moving it aside failed ({problem}).",
                         lost=lost, path=path, problem=err.strerror or err), None
    return translate("saves", "{lost} The file was kept as {kept}.", lost=lost, kept=kept), kept


def keep_aside(path: Path, when: datetime | None = None) -> Path:
    """Rename ``path`` to ``<stem>.damaged-<YYYYmmdd-HHMMSS>[-N]<suffix>`` and return the new path.

    An existing file is never replaced: a second damaged file the same second
    gets -2, then -3...
    """
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.damaged-{stamp}"
    kept, number = path.with_name(base + path.suffix), 1
    while kept.exists():  # only this app writes the folder, so checking first is enough
        number += 1
        kept = path.with_name(f"{base}-{number}{path.suffix}")
    os.rename(path, kept)
    return kept
