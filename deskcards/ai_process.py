"""The AI's own process: it searches there so the table never stutters.
It also works out the engine's slow judgements for the table (a Runtime Error
claim checked by the prover), for the same reason.

Python threads share one lock (the GIL), so a search in a thread would starve
the UI's event loop; a child process runs on another core. The UI side
(``deskcards.ui.ai_worker``) starts ``worker_main`` with one end of a pipe.

The protocol, all plain picklable values:

- the worker first sends ``READY`` once it has imported everything;
- a request is ``(request_id, record_yaml_text, seat, level, agent_seed, thinking)``,
  ``thinking`` the factor on the hard AI's search budget (Preferences > AI thinking time,
  1 when left out);
- the answer is ``(request_id, action_text)`` or ``(request_id, None, error_message)``;
- a job is ``(request_id, job)``, ``job`` an object whose ``make()`` gives the
  answer (e.g. ``claims.JudgementToMake``); the answer is ``(request_id, result)``
  or the error as above;
- ``None`` (or the pipe closing) ends the worker.

The worker rebuilds the game by replaying the record and hands the agent only
``state.observation(seat)``, so the AI cannot see a hidden card.
"""

from __future__ import annotations

import os
import random
from typing import Any

from deskcards.ai.agent import Agent
from deskcards.engine.record import GameRecord
from deskcards.games import replay
from deskcards.games.agents import make_agent

READY = "ready"


def worker_main(connection: Any) -> None:
    """Answer requests from ``connection`` until told to stop."""
    agents: dict[tuple[str, str, float], Agent] = {}  # built once per (game, level, thinking)
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
                answer = question[0].make() if len(question) == 1 else decide(agents, *question)
            except Exception as error:  # a bad request or an AI bug: report it, keep serving
                connection.send((request_id, None, f"{type(error).__name__}: {error}"))
            else:
                connection.send((request_id, answer))
    except (EOFError, OSError, KeyboardInterrupt):
        return  # the app closed the pipe, went away, or Ctrl+C reached the whole process group


def decide(agents: dict[tuple[str, str, float], Agent], record_text: str, seat: int, level: str, agent_seed: int,
           thinking: float = 1.0) -> str:
    """The text of the action ``level`` chooses for ``seat`` in the game ``record_text`` reaches,
    the hard AI searching ``thinking`` times its usual budget."""
    record = GameRecord.loads(record_text)
    _, state = replay(record)
    if state.is_terminal():
        raise ValueError("the game is over")
    if state.current_player != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    key = (record.game, level, thinking)
    if key not in agents:
        agents[key] = make_agent(record.game, level, thinking=thinking)
    action = agents[key].choose(state.observation(seat), random.Random(agent_seed))
    return str(action)
