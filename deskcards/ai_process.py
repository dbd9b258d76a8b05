"""The AI's own process: it searches there so the table never stutters.
It also works out the engine's slow judgements for the table (a Runtime Error
claim checked by the prover), for the same reason.

Python threads share one lock (the GIL), so a search in a thread would starve
the UI's event loop; a child process runs on another core. The UI side
(``deskcards.ui.ai_worker``) starts ``worker_main`` with one end of a pipe.

The protocol, all plain picklable values:

- the worker first sends ``READY`` once it has imported everything;
- a request is ``(request_id, record, seat, level, agent_seed, thinking)``, ``record``
  a ``GameRecord`` (pickled, not YAML: a long game's YAML took as long to read as to
  replay), ``thinking`` the factor on the hard AI's search budget (Preferences > AI thinking time,
  1 when left out);
- the answer is ``(request_id, action_text)`` or ``(request_id, None, error_message)``;
- a job is ``(request_id, job)``, ``job`` an object whose ``make()`` gives the
  answer (e.g. ``claims.JudgementToMake``); the answer is ``(request_id, result)``
  or the error as above; a job with ``reports_progress`` gets a callable for (done, total), and
  each call sends ``(PROGRESS, request_id, done, total)`` before the answer;
- ``None`` (or the pipe closing) ends the worker.

The worker rebuilds the game from the record and hands the agent only
``state.observation(seat)``, so the AI cannot see a hidden card. It keeps the
position it last reached (``LastPosition``): a request whose record goes on
from there plays only the new actions, so an AI move costs the same at the
end of a long game as at its start; any other record is replayed from the deal.
"""

from __future__ import annotations

import os
import random
from dataclasses import replace
from typing import Any

from deskcards.engine.record import GameRecord
from deskcards.games import play_on, replay
from deskcards.games.agents import AnyAgent, make_agent
from deskcards.games.game_spec import GameState, LoadedRules

READY = "ready"
PROGRESS = "progress"  # first in a progress message, where an answer has its (integer) id


class LastPosition:
    """The state the last decision was made in, and the record that reached it."""

    def __init__(self) -> None:
        self._record: GameRecord | None = None
        self._position: tuple[LoadedRules, GameState] | None = None  # the ruleset, and the state it reached

    def reach(self, record: GameRecord) -> GameState:
        """The state ``record`` reaches: played on from the last one when ``record`` goes on from
        its record (the same deal, its line a prefix of this one), else replayed from the deal."""
        last, self._record = self._record, None  # forgotten until reached: a failure leaves no half-played state
        if last is not None and self._position is not None and _goes_on_from(record, last):
            play_on(*self._position, record.actions, len(last.actions))
        else:
            self._position = replay(record)
        self._record = replace(record, actions=list(record.actions), take_backs=[])
        return self._position[1]


def _goes_on_from(record: GameRecord, last: GameRecord) -> bool:
    """Whether ``record`` is ``last``'s deal with more actions after its line (a take-back
    or a new game is not)."""
    return ((record.game, record.variant, record.players, record.seed) == (last.game, last.variant, last.players,
                                                                           last.seed)
            and record.actions[:len(last.actions)] == last.actions)


class Decisions:
    """Everything the process keeps from one decision to the next: the agents, built once per
    (game, level, thinking), and the last position."""

    def __init__(self) -> None:
        self.agents: dict[tuple[str, str, float], AnyAgent] = {}
        self.position = LastPosition()

    def decide(self, record: GameRecord, seat: int, level: str, agent_seed: int, thinking: float = 1.0) -> str:
        """The text of the action ``level`` chooses for ``seat`` in the game ``record`` reaches,
        the hard AI searching ``thinking`` times its usual budget."""
        state = self.position.reach(record)
        if state.is_terminal():
            raise ValueError("the game is over")
        if state.current_player != seat:
            raise ValueError(f"it is not seat {seat}'s turn")
        key = (record.game, level, thinking)
        if key not in self.agents:
            self.agents[key] = make_agent(record.game, level, thinking=thinking)
        action = self.agents[key].choose(state.observation(seat), random.Random(agent_seed))
        return str(action)


def _make(job: Any, connection: Any, request_id: int) -> object:
    """What ``job`` makes; a job that reports its progress has it sent on as it goes."""
    if not getattr(job, "reports_progress", False):
        return job.make()
    return job.make(lambda done, total: connection.send((PROGRESS, request_id, done, total)))


def worker_main(connection: Any) -> None:
    """Answer requests from ``connection`` until told to stop."""
    decisions = Decisions()
    if hasattr(os, "nice"):
        # On a small machine the search must yield the core to the table's animation.
        os.nice(10)
    try:
        connection.send(READY)
        while True:
            request = connection.recv()
            if request is None:
                return
            request_id, *question = request
            try:
                answer = _make(question[0], connection, request_id) if len(question) == 1 \
                    else decisions.decide(*question)
            except Exception as error:  # a bad request or an AI bug: report it, keep serving
                connection.send((request_id, None, f"{type(error).__name__}: {error}"))
            else:
                connection.send((request_id, answer))
    except (EOFError, OSError, KeyboardInterrupt):
        return  # the app closed the pipe, went away, or Ctrl+C reached the whole process group
