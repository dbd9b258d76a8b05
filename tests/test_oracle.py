"""The oracle (issue 37): hard's search on the true position. It sees every
card, so it is for benchmarks only: no player may get it, and the agents
beside it still see only their observations."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from test_ai_framework import ToyState, make_state, searcher

from benchmarks.strength import parse_matches
from deskcards.ai.agent import SearchingAgent, SearchLimits
from deskcards.ai.oracle import ORACLE, OracleAgent, SearchOracle
from deskcards.games import game_names, load_game
from deskcards.games.agents import agent_names, make_agent
from deskcards.games.oracles import ORACLE_GAMES, PRESENT, make_oracle
from deskcards.sim import play_game

PACKAGE = Path(__file__).resolve().parent.parent / "deskcards"


def toy_present(state, seen, rng):
    """Hidden Nim's present: the true hands, the deck's cards in a new order."""
    deck = sorted(state.deck)
    rng.shuffle(deck)
    return ToyState(state.ruleset, state.pile, [list(hand) for hand in state.hands], deck, state.turn,
                    list(state.played), state.winner)


class Recording:
    """A ``present`` that keeps every world it makes."""

    def __init__(self, present):
        self.present = present
        self.worlds = []

    def __call__(self, state, seen, rng):
        world = self.present(state, seen, rng)
        self.worlds.append(world.clone())  # the search plays on in the world itself
        return world


def test_the_oracle_knows_every_hand_but_not_the_decks_order():
    hands = [(1, 2), (1, 1)]
    deck = [3, 3, 2, 3, 3, 1, 2, 1, 2, 2, 1, 3, 3, 2]
    state = make_state(2, 5, hands, deck)
    present = Recording(toy_present)
    SearchOracle(searcher(300), present).choose_seeing(state, 0, random.Random(1))
    assert len(present.worlds) > 100
    assert all(world.hands == [[1, 2], [1, 1]] and sorted(world.deck) == sorted(deck) for world in present.worlds)
    assert len({tuple(world.deck) for world in present.worlds}) > 50  # chance is drawn afresh in each


def played_on(game, until):
    """A 4-seat game of ``game`` played at random until ``until(state)``."""
    state, rng = load_game(game, "standard", 4).new_state(3), random.Random(3)
    while not until(state):
        state.step(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game", ["blackjack", "segment-trix"])
def test_the_oracles_worlds_hold_the_true_hands_and_a_new_future(game):
    # Blackjack deals the whole deck; played on until the pile is turned over, it has one.
    state = played_on(game, lambda state: game != "blackjack" or len(state.zones()["deck"]) > 5)
    seen = state.observation(state.current_player)
    worlds = [PRESENT[game](state, seen, random.Random(seed)) for seed in range(5)]
    for world in worlds:
        assert all(world.hand(seat) == state.hand(seat) for seat in range(4))
        assert world.observation(seen.seat) == seen
    if game == "blackjack":  # the deck's cards, in another order each time
        assert all(sorted(world.zones()["deck"]) == sorted(state.zones()["deck"]) for world in worlds)
        assert len({world.zones()["deck"] for world in worlds}) == 5


def test_segmentation_faults_oracle_is_hard_move_for_move():
    # Every card there but the deck's is face up: knowing where each lies adds nothing.
    ruleset = load_game("segfault", "standard", 4)
    oracle = counted_oracle("segfault")
    hard = make_agent("segfault", "hard")
    hard.limits = oracle.player.limits
    medium = [make_agent("segfault", "medium") for _ in range(3)]
    for seed in (3, 4):
        games = [actions_of(ruleset, [first, *medium], seed) for first in (oracle, hard)]
        assert len(games[0]) > 10 and games[0] == games[1]


def actions_of(ruleset, agents, seed):
    """Every action of one seeded game."""
    actions = []
    play_game(ruleset, agents, seed, before_play=lambda state, seen, action: actions.append(action))
    return actions


@pytest.mark.parametrize("game", game_names())
def test_no_player_is_offered_the_oracle(game):
    assert ORACLE not in agent_names(game)
    with pytest.raises(ValueError, match="unknown agent"):
        make_agent(game, ORACLE)
    assert not any(isinstance(make_agent(game, name), OracleAgent) for name in agent_names(game))


def test_the_oracle_is_no_agent():
    # Anything that seats agents from observations calls choose: the oracle has none.
    assert not hasattr(OracleAgent, "choose")


ORACLES = {"deskcards.ai.oracle", "deskcards.games.oracles", "deskcards.games.runtime_error.ai.oracle",
           "deskcards.games.destiny.ai.oracle"}


def imported(path, node):
    """The absolute modules ``node`` (an import in ``path``) may name: its module, and module.name."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names}
    package = path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1]
    base = ".".join(package[:len(package) - node.level + 1] if node.level else ())
    module = ".".join(part for part in (base, node.module or "") if part)
    return {module} | {f"{module}.{alias.name}" for alias in node.names}


def test_only_the_benchmark_path_imports_the_oracle():
    importers = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and imported(path, node) & ORACLES:
                importers.add(path.relative_to(PACKAGE.parent).with_suffix("").as_posix().replace("/", "."))
    # The oracles themselves, and the sim that seats them for the benchmarks.
    assert importers - ORACLES == {"deskcards.sim"}


def test_every_game_has_an_oracle_and_a_game_without_one_is_refused():
    assert set(ORACLE_GAMES) == set(game_names())
    assert parse_matches("oracle-medium,hard-medium", "segfault") == ["oracle-medium", "hard-medium"]
    with pytest.raises(SystemExit, match="no oracle"):
        parse_matches("oracle-medium", "high-card")  # the toy game of tests/toy_game
    with pytest.raises(ValueError, match="no oracle"):
        make_oracle("high-card")


class Watching:
    """Medium, noting what it is handed."""

    def __init__(self, game):
        self.agent = make_agent(game, "medium")
        self.name = "medium"
        self.seen = []

    def choose(self, observation, rng):
        self.seen.append(observation)
        return self.agent.choose(observation, rng)


def counted_oracle(game, simulations=40):
    """``game``'s oracle with hard's hooks, on a count of simulations alone, so a seed replays."""
    oracle = make_oracle(game)
    if isinstance(oracle.player, SearchingAgent):  # Runtime Error's prover counts its steps already
        oracle.player.limits = SearchLimits(simulations, 60.0)
    return oracle


@pytest.mark.parametrize("game", ORACLE_GAMES)
def test_seeded_oracle_games_repeat_and_the_others_see_only_observations(game):
    ruleset = load_game(game, "standard", 4)
    ends = []
    for _ in range(2):
        others = Watching(game)
        state, decisions = play_game(ruleset, [counted_oracle(game), others, others, others], 7)
        ends.append((state.winner, decisions, state.returns()))
        assert others.seen
        # Each is the seat's own observation, its determinize the game's own.
        assert all(seen.seat in (1, 2, 3) and "determinize" not in vars(seen) for seen in others.seen)
    assert ends[0] == ends[1]


def test_runtime_errors_oracle_reads_the_real_deck_and_hands():
    state = load_game("runtime-error", "standard", 2).new_state(3)
    oracle = make_oracle("runtime-error")
    seat = state.current_player
    oracle.choose_seeing(state, seat, random.Random(0))
    seen = state.observation(seat)
    assert sorted(oracle.player.pool(seen)) == sorted(state.zones()["deck"]) != sorted(seen.unseen())
    assert oracle.player.rival_hand(seen, 1 - seat) == state.hand(1 - seat)
    assert make_agent("runtime-error", "hard").rival_hand(seen, 1 - seat) == ()


def test_destinys_oracle_knows_every_field_card():
    state = load_game("destiny", "standard", 4).new_state(5)
    oracle = make_oracle("destiny")
    seat = state.current_player
    oracle.choose_seeing(state, seat, random.Random(0))
    memory = oracle.player.recall(state.observation(seat))
    field = {place: card for place, card in enumerate(state.field) if card is not None}
    assert memory.known == field
    assert not set(memory.unknown) & set(field.values())
    assert len(make_agent("destiny", "hard").recall(state.observation(seat)).known) < len(field)
