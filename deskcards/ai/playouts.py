"""Determinized flat Monte Carlo: play every move out to the end, many times.

Where each game is decided by long runs of luck that a shallow search cannot
see past (Blackjack's pick-ups), whole playouts judge a move better than a
tree cut short. Each round:

1. draws a world the seat cannot tell from the real one
   (``observation.determinize(rng)``);
2. plays each candidate move in a copy of that world and then the game to
   its end with the game's playout policy; every candidate meets the same
   world and the same playout randomness, so the rounds compare moves, not
   luck;
3. counts what the end is worth to the seat (``PlayoutHooks.value``: its
   share of the win, unless the game judges ends its own way).

The move with the best total wins; ties go to the earlier candidate, so a
game can list its candidates best first. Like every agent it sees only the
observation.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from deskcards.ai.agent import SearchingAgent, settled, steps_left
from deskcards.engine.game import Action, Observation, State

CLOCK_EVERY = 2  # rounds between looks at the clock


ObservationT = TypeVar("ObservationT", bound=Observation)
StateT = TypeVar("StateT", bound=State)


class PlayoutHooks(Generic[ObservationT, StateT]):
    """A game's knowledge for ``FlatMonteCarloAgent``; subclass it.
    ``ObservationT`` and ``StateT`` are the game's observation and state."""

    def prior(self, observation: ObservationT) -> Action | None:
        """A move to play without playouts (going out now), or None."""
        raise NotImplementedError

    def candidates(self, observation: ObservationT) -> Sequence[Action]:
        """The legal moves worth playing out, best guess first."""
        raise NotImplementedError

    def play_out(self, state: StateT, seat: int, rng: random.Random) -> None:
        """Play ``state`` to the end of the game; ``seat`` is the one deciding."""
        raise NotImplementedError

    def value(self, state: StateT, seat: int) -> float:
        """What the ended ``state`` is worth to ``seat``, from 0 to 1."""
        return state.returns()[seat]

    def reason(self, observation: ObservationT, action: Any, value: float | None) -> str | None:
        """Why ``action``, in a few words for the player, or None; ``value``: its
        mean ``value`` over the playouts (None when it was played without them)."""
        return None


# The agent hands the hooks the observations it is given and the worlds they
# determinize to: only the game knows their types.
class FlatMonteCarloAgent(SearchingAgent[PlayoutHooks[Any, Any]]):
    """An ``Agent`` that plays out its candidates (``PlayoutHooks``) within ``limits``.

    ``limits.max_simulations`` caps the playouts (rounds times candidates).
    With ``stop_when_decided`` it stops once the rounds left could not change
    the best move (``settled``).
    """

    search_unit = "playouts"

    def _search(self, observation: Observation, rng: random.Random, start: float) -> Action:
        deadline = start + self.limits.time_budget_s
        candidates = list(self.hooks.candidates(observation))
        if len(candidates) == 1:
            return candidates[0]
        seat = observation.seat
        wins = [0.0] * len(candidates)
        most = self.limits.max_simulations // len(candidates)
        began = time.perf_counter()
        rounds = 0
        while rounds < most:
            if rounds % CLOCK_EVERY == 0 and rounds:
                now = time.perf_counter()
                if now >= deadline:
                    break
                # A round adds at most 1 to every candidate's wins.
                if self.stop_when_decided and settled(wins, steps_left(rounds, most, began, now, deadline)):
                    break
            world = observation.determinize(rng)
            playout_seed = rng.getrandbits(64)
            for index, action in enumerate(candidates):
                state = world.clone()
                state.step(action)
                self.hooks.play_out(state, seat, random.Random(playout_seed))
                wins[index] += self.hooks.value(state, seat)
            rounds += 1
        self.last_simulations = rounds * len(candidates)
        best = max(range(len(candidates)), key=wins.__getitem__)
        self.last_value = wins[best] / rounds if rounds else None
        return candidates[best]

    def root_values(
        self, observation: Observation, actions: Sequence[Action], rng: random.Random, simulations: int, floor: int
    ) -> tuple[dict[Action, float], int]:
        """Each of ``actions`` (none pruned) valued by its mean playout value, over
        at least ``floor`` rounds and as many as ``simulations`` playouts allow.
        No clock: the same ``rng`` gives the same values. Returns the values
        and the playouts run."""
        seat = observation.seat
        totals = [0.0] * len(actions)
        rounds = max(floor, simulations // max(1, len(actions)))
        for _ in range(rounds):
            world = observation.determinize(rng)
            playout_seed = rng.getrandbits(64)
            for index, action in enumerate(actions):
                state = world.clone()
                state.step(action)
                self.hooks.play_out(state, seat, random.Random(playout_seed))
                totals[index] += self.hooks.value(state, seat)
        return {action: total / rounds for action, total in zip(actions, totals)}, rounds * len(actions)
