"""Find a game's AI players by name: "random", "easy", "medium" or "hard".

Each game's spec names its agents (``GameSpec.agents``, which imports the
game's ``ai`` module and gives its ``AGENTS``) only when asked, so listing
games never loads every AI. Every game also gets the random agent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from deskcards.ai.agent import Agent, BudgetedAgent, RandomAgent
from deskcards.games import spec

# Some game's agent: each takes its own game's observations, which the registry cannot name.
AnyAgent = Agent[Any]
AgentFactory = Callable[[], AnyAgent]


def _factories(game: str) -> dict[str, AgentFactory]:
    return {"random": RandomAgent, **spec(game).agents()}


def agent_names(game: str) -> list[str]:
    return list(_factories(game))


def make_agent(game: str, name: str, seed_hint: int | None = None, thinking: float = 1.0) -> AnyAgent:
    """A fresh agent for ``game``; ValueError naming the choices if ``name`` is unknown.
    ``thinking`` multiplies the hard agent's search budget (``BudgetedAgent``), where
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
    if name == "hard" and thinking != 1.0 and isinstance(agent, BudgetedAgent):
        agent.scale_budget(thinking)
    return agent
