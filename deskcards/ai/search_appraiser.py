"""The appraiser of the searching games: every legal action valued by the
root statistics of the game's hard search (``Appraiser``, in ``ai.appraisal``).

The hard agent's ``choose`` prunes its root and stops on the clock; an
appraisal may do neither. It searches every legal action, each at least
``floor`` times, for a fixed number of simulations, so the same seed gives
the same appraisal however busy the machine is, and a move hard would never
play still gets a value (a game may search one move for each group with
the same outcome, ``outcomes``, and give its value to the group). A move the hooks' ``prior`` plays without searching
(an immediate win) is worth what the game's ``sure`` says, and wins ties.
Like the agent, it sees only the observation: its worlds come from
``observation.determinize``. ``contrast`` says why the best move beats the
one played, where the game's hooks have an optional ``contrast`` to ask.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from deskcards.ai.agent import PriorHooks, SearchLimits, thinking_limits
from deskcards.ai.appraisal import Appraisal
from deskcards.engine.game import Action, Observation


class RootSearch(Protocol):
    """A hard agent that can value given actions at its root (ISMCTS, flat Monte Carlo)."""

    @property
    def hooks(self) -> PriorHooks: ...

    def root_values(
        self, observation: Observation, actions: Sequence[Action], rng: random.Random, simulations: int, floor: int
    ) -> tuple[dict[Action, float], int]: ...


def no_sure_value(observation: Any, action: Any) -> float | None:
    """For a game whose hooks play nothing without searching."""
    return None


@dataclass(frozen=True)
class SearchAppraiser:
    """Values every legal action of a searching game with its hard agent's search."""

    agent: Callable[[], RootSearch]  # the game's hard agent
    simulations: int  # the search's budget at the "normal" thinking time
    floor: int  # simulations (or rounds of playouts) each legal action gets at least
    # These take the game's own observation and action: only the game knows their types.
    unit: Callable[[Any], str]  # "win chance" or "expected score"
    sure: Callable[[Any, Any], float | None] = no_sure_value  # the prior's exact value, if known
    # each legal action -> the one searched for it, the same in outcome (None: each for itself)
    outcomes: Callable[[Any], Mapping[Any, Any]] | None = None

    def appraise(self, observation: Observation, rng: random.Random, thinking: str = "normal") -> Appraisal:
        simulations = thinking_limits(SearchLimits(self.simulations, 0.0), thinking).max_simulations
        agent = self.agent()
        legal = list(observation.legal_actions())
        prior = agent.hooks.prior(observation) if len(legal) > 1 else None
        sure = self.sure(observation, prior) if prior is not None else None
        stands_for = self.outcomes(observation) if self.outcomes is not None else {action: action for action in legal}
        searched = list(dict.fromkeys(stands_for[action] for action in legal if sure is None or action != prior))
        found, samples = agent.root_values(observation, searched, rng, simulations, self.floor) if searched \
            else ({}, 0)
        values = {action: sure if sure is not None and action == prior else found[stands_for[action]]
                  for action in legal}
        best = max(legal, key=lambda action: (values[action], sure is not None and action == prior))
        reason = agent.hooks.reason(observation, best, None if sure is not None and best == prior else values[best])
        return Appraisal(values, self.unit(observation), best, reason, samples)

    def contrast(self, observation: Observation, best: Action, played: Action) -> str | None:
        """Why ``best`` rather than ``played``, naming what each does, where the game's
        hooks can say (their optional ``contrast``); else None."""
        contrast = getattr(self.agent().hooks, "contrast", None)
        return contrast(observation, best, played) if contrast is not None else None
