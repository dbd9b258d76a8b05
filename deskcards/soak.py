"""The soak: many AI games of every game, the rules' invariants checked after
every action (`deskcards soak`).

Mixed agents (random, easy, medium, and hard in a small share of the seats)
play through observations only, as in `deskcards sim`. Before each action is
played, and once the game is over, ``check_state`` checks that every card is
in exactly one zone, chips (where the game has them) add up to what the table
started with, returns are 0 while the game goes on and add up to 1 once it is
over, and every seat's observation agrees with the state; every few actions
each seat's imagined world (``determinize``) looks to it like the real game.
``check_action`` checks that the action chosen is legal, and after it the
game's tally (its spec's ``tally``, ``deskcards.games.tally``) that its scores, places or pots follow from
the play. A failing game is written to a record that replays it (`deskcards soak
--check FILE`, or Game > Open record in the app).
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from deskcards.engine.events import Event
from deskcards.engine.game import Action, IllegalAction, Observation, check_conservation
from deskcards.engine.record import GameRecord
from deskcards.games import load_game, spec
from deskcards.games.agents import make_agent
from deskcards.games.game_spec import GameState
from deskcards.games.tally import InvariantBroken, NoFigures, Tally
from deskcards.session import SavedGame, SeatInfo
from deskcards.sim import play_game

LEVELS = ("random", "easy", "medium")
WORLDS_EVERY = 7  # actions between two looks at every seat's imagined world: it costs a deal each
rules = functools.cache(load_game)  # a ruleset is frozen, and reading its variant costs more than a short game


@dataclass
class Table:
    """What stays true through one game: its cards and its chips in all (counted by the
    game's spec, ``GameSpec.chips``)."""

    deck: list[int]
    chips: int | None
    count_chips: Callable[[GameState], tuple[int, ...]] | None

    @classmethod
    def of(cls, game: str, state: GameState) -> Table:
        deck = [card for zone in state.zones().values() for card in zone]
        count_chips = spec(game).chips
        return cls(deck, None if count_chips is None else sum(count_chips(state)), count_chips)


def check_state(state: GameState, table: Table, worlds: random.Random | None = None,
                current_player_view: Observation | None = None) -> None:
    """Raise InvariantBroken unless ``state`` keeps ``table``'s cards and chips and
    every seat's observation agrees with it; with ``worlds``, every seat's
    determinized world is checked too. ``current_player_view``: the observation the
    seat to move was given, checked instead of a new one."""
    try:
        check_conservation(state, table.deck)
    except AssertionError as exc:
        raise InvariantBroken(str(exc)) from None
    if table.count_chips is not None:
        chips = table.count_chips(state)
        if sum(chips) != table.chips or min(chips) < 0:
            raise InvariantBroken(f"chips {chips} do not add up to the {table.chips} the table started with")
    returns = state.returns()
    if state.is_terminal() != math.isclose(sum(returns), 1.0):
        raise InvariantBroken(f"returns {returns} with the game {'over' if state.is_terminal() else 'going on'}")
    for seat in range(state.ruleset.players):
        given = current_player_view if seat == state.current_player else None
        seen = given if given is not None else state.observation(seat)
        if seen.seat != seat:
            raise InvariantBroken(f"seat {seat}'s observation says it is seat {seen.seat}")
        if seat == state.current_player and list(seen.legal_actions()) != list(state.legal_actions()):
            raise InvariantBroken(f"seat {seat}, to move, sees other legal actions than the game has")
        if worlds is not None:
            world = seen.determinize(worlds)
            if world.observation(seat) != seen:
                raise InvariantBroken(f"seat {seat}'s imagined world looks different to it from the game")
            try:
                check_conservation(world, table.deck)
            except AssertionError as exc:
                raise InvariantBroken(f"seat {seat}'s imagined world: {exc}") from None


def check_action(state: GameState, seen: Observation, action: Action) -> None:
    """InvariantBroken unless ``action`` is legal for the seat to move, which sees ``seen``."""
    if action in seen.legal_actions():
        return
    try:  # Destiny lists some raises, not every amount it takes
        state.clone().apply(action)
    except IllegalAction as exc:
        raise InvariantBroken(f"seat {state.current_player} chose {action}, which is not legal: {exc.reason}") from None


@dataclass
class Watch:
    """``play_game``'s hooks: checks each position, action and tally, and keeps the actions."""

    table: Table
    tally: Tally[Any]  # the game's own, over its own state: the registry's spec cannot name it
    worlds: random.Random
    actions: list[str] = field(default_factory=list)

    @classmethod
    def starting(cls, game: str, state: GameState, seed: int) -> Watch:
        """A watch over the game that starts at ``state``."""
        found = spec(game)
        tally = NoFigures() if found.tally is None else found.tally()
        watch = cls(Table.of(game, state), tally, random.Random(seed))
        watch.tally.see(state, ())
        return watch

    def before_play(self, state: GameState, seen: Observation, action: Action) -> None:
        sample = self.worlds if len(self.actions) % WORLDS_EVERY == 0 else None
        check_state(state, self.table, sample, seen)
        self.actions.append(str(action))
        check_action(state, seen, action)

    def after_play(self, state: GameState, events: list[Event]) -> None:
        self.tally.see(state, events)

    def over(self, state: GameState) -> None:
        """The last checks, once the game is over."""
        check_state(state, self.table, self.worlds)


@dataclass
class SoakFailure:
    game: str
    seed: int
    agents: list[str]
    problem: str
    record: Path

    def text(self) -> str:
        return (f"{self.game}, seed {self.seed}, agents {','.join(self.agents)}: {self.problem}\n"
                f"  record: {self.record} (replay it: deskcards soak --check {self.record})")


@dataclass
class SoakReport:
    seed: int
    games: dict[str, int] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    failures: list[SoakFailure] = field(default_factory=list)
    out_of_time: bool = False  # the time budget ended it before every game was played

    def as_text(self) -> str:
        lines = [f"{'game':<14} {'games':>7} {'decisions':>10}"]
        lines += [f"{game:<14} {count:>7} {self.decisions[game]:>10}" for game, count in self.games.items()]
        total = sum(self.games.values())
        lines.append(f"{total} games, {sum(self.decisions.values())} decisions in {self.seconds:.1f} s, "
                     f"seed {self.seed}: " + (f"{len(self.failures)} failed" if self.failures else "no failures"))
        if self.out_of_time:
            lines.append("the time budget ran out: no more games were started")
        return "\n".join([*lines, *(failure.text() for failure in self.failures)])


def soak_game(game: str, agents: Sequence[str], game_seed: int, records: Path,
              hard_thinking: float = 1.0) -> tuple[int, SoakFailure | None]:
    """Play and check one game: (decisions, None) or, if it broke, the failure and its written record.
    ``hard_thinking`` multiplies the hard AI's search budget."""
    ruleset = rules(game, "standard", len(agents))
    watch = Watch.starting(game, ruleset.new_state(game_seed), game_seed)
    try:
        players = [make_agent(game, name, thinking=hard_thinking) for name in agents]
        state, decisions = play_game(ruleset, players, game_seed,
                                     before_play=watch.before_play, after_play=watch.after_play)
        watch.over(state)
    except Exception as exc:  # any crash is a finding, reported with its game
        record = GameRecord(game, "standard", len(agents), game_seed, watch.actions)
        seats = tuple(SeatInfo(f"AI {seat + 1}", "ai", level) for seat, level in enumerate(agents))
        records.mkdir(parents=True, exist_ok=True)
        path = records / f"soak-{game}-{game_seed}.yaml"
        path.write_text(SavedGame(record, seats).dumps(), encoding="utf-8")  # a save: Game > Open record takes it
        return len(watch.actions), SoakFailure(game, game_seed, list(agents), f"{type(exc).__name__}: {exc}", path)
    return decisions, None


def seat_agents(game: str, rng: random.Random, hard_share: float, levels: Sequence[str] = LEVELS) -> list[str]:
    """A player count from the game's range and an agent per seat: hard in ``hard_share`` of
    the seats, one of ``levels`` in the others."""
    counts = rules(game).settings.players
    players = rng.randint(counts.min, counts.max)
    return ["hard" if rng.random() < hard_share else rng.choice(levels) for _ in range(players)]


def run_soak(games: Sequence[str], per_game: int, seed: int, records: Path, hard_share: float = 0.02,
             starting: Callable[[str, int, int], None] | None = None, levels: Sequence[str] = LEVELS,
             minutes: float | None = None, clock: Callable[[], float] = time.monotonic,
             hard_thinking: float = 1.0) -> SoakReport:
    """``per_game`` checked games of each of ``games``, taking the games in turn so that a
    time budget of ``minutes`` (no new game once it is spent) shares out evenly;
    ``starting(game, number, per_game)`` hears each begin. ``hard_thinking`` scales the hard AI's
    search budget: the soak checks the rules, and a smaller budget plays more games an hour."""
    report = SoakReport(seed)
    started = clock()
    deadline = math.inf if minutes is None else started + 60 * minutes
    rngs = {game: random.Random(f"{seed}:{game}") for game in games}
    report.games = dict.fromkeys(games, 0)
    report.decisions = dict.fromkeys(games, 0)
    for number in range(per_game):
        for game in games:
            if clock() >= deadline:
                report.out_of_time = True
                report.seconds = clock() - started
                return report
            if starting is not None:
                starting(game, number + 1, per_game)
            decisions, failure = soak_game(game, seat_agents(game, rngs[game], hard_share, levels),
                                           seed * 1_000_003 + number, records, hard_thinking)
            report.games[game] += 1
            report.decisions[game] += decisions
            if failure is not None:
                report.failures.append(failure)
    report.seconds = clock() - started
    return report


def check_record(record: GameRecord) -> None:
    """Replay ``record`` with the soak's checks around every action: InvariantBroken
    (or the rules' own error) if it breaks, as the soak found it."""
    ruleset = load_game(record.game, record.variant, record.players)
    state = ruleset.new_state(record.seed)
    watch = Watch.starting(record.game, state, record.seed)
    for number, text in enumerate(record.actions, 1):
        if state.is_terminal():
            raise InvariantBroken(f"action {number} ({text!r}) comes after the game is over")
        action = ruleset.parse_action(text)
        seat = state.current_player
        assert seat is not None  # the game goes on
        watch.before_play(state, state.observation(seat), action)
        watch.after_play(state, state.apply(action))
    watch.over(state)
