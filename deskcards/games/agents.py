"""Find a game's AI players by name: "random", "easy", "medium" or "hard".

Each game lists its agents in ``deskcards.games.<game>.ai`` as
``AGENTS: dict[str, Callable[[], Agent]]``. The module is imported only when
asked for, so listing games never loads every AI. A game without an ai module
still gets the random agent.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from deskcards.ai.agent import Agent, RandomAgent
from deskcards.games import game_package

AgentFactory = Callable[[], Agent[Any]]  # each game has its own observations


def _factories(game: str) -> dict[str, AgentFactory]:
    package = game_package(game)
    try:
        importlib.import_module(package)
    except ModuleNotFoundError as error:
        if error.name != package:
            raise  # the game exists but something it imports is missing
        raise ValueError(f"unknown game {game!r}") from None
    try:
        module = importlib.import_module(f"{package}.ai")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.ai":
            raise
        return {"random": RandomAgent}
    return {"random": RandomAgent, **module.AGENTS}


def agent_names(game: str) -> list[str]:
    return list(_factories(game))


def make_agent(game: str, name: str, seed_hint: int | None = None, thinking: float = 1.0) -> Agent[Any]:
    """A fresh agent for ``game``; ValueError naming the choices if ``name`` is unknown.
    ``thinking`` multiplies the hard agent's search budget (``scale_budget``), where
    it has one: Destiny's hard AI does not search.

    ``seed_hint`` is accepted so callers can pass one uniformly, but changes
    nothing: agents take all their randomness from the rng given to ``choose``.
    """
    factories = _factories(game)
    factory = factories.get(name)
    if factory is None:
        choices = ", ".join(factories)
        raise ValueError(f"unknown agent {name!r} for {game}; choose from {choices}")
    agent = factory()
    if name == "hard" and thinking != 1.0 and hasattr(agent, "scale_budget"):
        agent.scale_budget(thinking)
    return agent
