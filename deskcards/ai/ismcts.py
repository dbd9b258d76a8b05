"""Single-observer information-set MCTS (Cowling, Powley and Whitehouse, 2012).

One tree for the deciding seat, whose nodes are keyed by the actions that led
to them, not by hidden cards. Each simulation:

1. draws a world the seat cannot tell from the real one
   (``observation.determinize(rng)``);
2. descends the tree, choosing by UCB among the children whose action is
   legal in *that* world (or one per group of actions with the same
   outcome, when the game groups them: ``SearchHooks.tree_actions``); a
   child's availability counts how often it could have been chosen, and
   replaces the parent's visit count in UCB;
3. adds one new node, then plays the world out with the game's rollout
   policy (or stops early and asks the game to evaluate the position; a
   game may play out its own way: ``SearchHooks.rollout``);
4. credits every node on the path with the result of the seat that chose the
   node's action, so each player is modelled as playing for themselves in
   games of 2 to 8 seats.

The answer is the most visited action at the root; the search may stop
before its budget once no other action could catch up. Games tune the
search through a ``SearchHooks`` object; the defaults give a plain ISMCTS.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from deskcards.ai.agent import SearchingAgent, SearchLimits, settled, steps_left
from deskcards.engine.game import Action, Observation, State

# Reading the clock is cheap but not free; every few simulations keeps the
# overshoot of the time budget to a few rollouts.
CLOCK_EVERY = 4

ObservationT = TypeVar("ObservationT", bound=Observation)
StateT = TypeVar("StateT", bound=State)


class SearchHooks(Generic[ObservationT, StateT]):
    """Per-game knowledge for the search; subclass and override what helps.
    ``ObservationT`` and ``StateT`` are the game's observation and state.

    ``rollout_depth`` None plays every rollout to the end of the game; a
    number stops after that many actions and calls ``evaluate``.
    """

    rollout_depth: int | None = None

    def rollout_action(self, state: StateT, rng: random.Random) -> Action:
        return rng.choice(state.legal_actions())

    def rollout(self, state: StateT, rng: random.Random) -> tuple[float, ...]:
        """Per-seat values in [0, 1] of playing on from ``state``, a world the
        search may spend: ``rollout_action`` to the end, or for
        ``rollout_depth`` actions and then ``evaluate``."""
        depth = self.rollout_depth
        steps = 0
        while not state.is_terminal():
            if depth is not None and steps >= depth:
                return self.evaluate(state)
            state.step(self.rollout_action(state, rng))
            steps += 1
        return state.returns()

    def evaluate(self, state: StateT) -> tuple[float, ...]:
        """Per-seat values in [0, 1] for a position where a rollout stopped."""
        if state.is_terminal():
            return state.returns()
        players = state.ruleset.players
        return (1.0 / players,) * players

    def tree_actions(self, state: StateT) -> Sequence[Action]:
        """The actions the tree tells apart below the root: the legal ones, or
        one for each group of actions known to lead to the same position."""
        return state.legal_actions()

    def root_actions(self, observation: ObservationT) -> Sequence[Action]:
        """The actions worth searching; a subset of the legal ones."""
        return observation.legal_actions()

    def prior(self, observation: ObservationT) -> Action | None:
        """An action to play without searching (an immediate win), or None."""
        return None

    def reason(self, observation: ObservationT, action: Any, value: float | None) -> str | None:
        """Why ``action`` (the search's or ``prior``'s), in a few words for the player,
        or None; ``value``: what the search expects it to be worth (None: no search)."""
        return None


class _Node:
    """An action's statistics, from the point of view of the seat that chose it."""

    __slots__ = ("children", "visits", "reward", "avail")

    def __init__(self) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.reward = 0.0
        self.avail = 1


# The agent hands the hooks the observations it is given and the worlds they
# determinize to: only the game knows their types.
class ISMCTSAgent(SearchingAgent[SearchHooks[Any, Any]]):
    """An ``Agent`` that searches within ``limits`` and plays the most visited action.

    With ``stop_when_decided`` it stops as soon as the rest of the budget
    could not change the most visited action (``settled``).
    """

    search_unit = "ISMCTS simulations"

    def __init__(
        self,
        name: str,
        hooks: SearchHooks[Any, Any] | None = None,
        limits: SearchLimits = SearchLimits(max_simulations=1000, time_budget_s=1.0),
        exploration: float = 0.7,
        stop_when_decided: bool = False,
    ):
        super().__init__(name, hooks if hooks is not None else SearchHooks(), limits, stop_when_decided)
        self.exploration = exploration

    def _search(self, observation: Observation, rng: random.Random, start: float) -> Action:
        # A hook that prunes everything means nothing is safe: search all.
        candidates = self.hooks.root_actions(observation) or observation.legal_actions()
        if len(candidates) == 1:
            return candidates[0]
        root = _Node()
        began = time.perf_counter()  # the simulations' own clock, after the hooks' planning
        deadline = start + self.limits.time_budget_s
        most = self.limits.max_simulations
        simulations = 0
        while simulations < most:
            if simulations % CLOCK_EVERY == 0 and simulations:
                now = time.perf_counter()
                if now >= deadline:
                    break
                # Each simulation adds one visit to one root action.
                if self.stop_when_decided and settled(
                    (child.visits for child in root.children.values()),
                    steps_left(simulations, most, began, now, deadline),
                ):
                    break
            self._simulate(root, candidates, observation, rng)
            simulations += 1
        self.last_simulations = simulations
        action = _most_visited(root, candidates)
        child = root.children.get(action)
        self.last_value = child.reward / child.visits if child is not None else None
        return action

    def root_values(
        self, observation: Observation, actions: Sequence[Action], rng: random.Random, simulations: int, floor: int
    ) -> tuple[dict[Action, float], int]:
        """Each of ``actions`` (none pruned) valued by its root statistics: its mean
        result for the seat. Each is searched ``floor`` times first, so a move the
        search would neglect still gets a value, then UCB spends the rest of
        ``simulations``. No clock: the same ``rng`` gives the same values.
        Returns the values and the simulations run."""
        self.hooks.root_actions(observation)  # the hooks learn which position is searched
        root = _Node()
        for action in actions:
            for _ in range(floor):
                self._simulate(root, (action,), observation, rng)
        done = floor * len(actions)
        for child in root.children.values():
            child.avail = done  # each was available every time, as in a plain search
        for _ in range(simulations - done):
            self._simulate(root, actions, observation, rng)
        return {action: root.children[action].reward / root.children[action].visits for action in actions}, \
            max(simulations, done)

    def _simulate(
        self, root: _Node, candidates: Sequence[Action], observation: Observation, rng: random.Random
    ) -> None:
        state = observation.determinize(rng)
        tree_actions = self.hooks.tree_actions
        node = root
        actions = candidates
        path: list[tuple[_Node, int]] = []  # each node with the seat that chose it
        while not state.is_terminal():
            chooser = state.current_player
            assert chooser is not None  # a game not over has a seat to move
            children = node.children
            found = [children.get(action) for action in actions]  # one look-up each
            if None in found:
                action = rng.choice([action for action, child in zip(actions, found) if child is None])
                node = children[action] = _Node()
                state.step(action)
                path.append((node, chooser))
                break
            action, node = self._select(actions, found)  # type: ignore[arg-type]  # no None left in found
            state.step(action)
            path.append((node, chooser))
            actions = tree_actions(state)
        values = self.hooks.rollout(state, rng)
        for node, chooser in path:
            node.visits += 1
            node.reward += values[chooser]

    def _select(self, actions: Sequence[Action], children: list[_Node]) -> tuple[Action, _Node]:
        """UCB1 over ``actions`` (all available in this world, each with its
        child), then count them available."""
        c = self.exploration
        log, sqrt = math.log, math.sqrt
        best, best_score = 0, -math.inf
        for index, child in enumerate(children):
            visits = child.visits
            score = child.reward / visits + c * sqrt(log(child.avail) / visits)
            child.avail += 1
            if score > best_score:
                best, best_score = index, score
        return actions[best], children[best]


def _most_visited(root: _Node, candidates: Sequence[Action]) -> Action:
    """Most visits wins; a tie goes to the better mean, then to the first candidate."""
    best_action, best_key = candidates[0], (-1, -math.inf)
    for action in candidates:
        child = root.children.get(action)
        if child is None:
            continue
        key = (child.visits, child.reward / child.visits)
        if key > best_key:
            best_action, best_key = action, key
    return best_action
