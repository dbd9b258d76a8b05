"""The oracle (issue 37): hard's search on the true position. It sees every
card, so it is for benchmarks only: no player may get it, and the agents
beside it still see only their observations."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from test_ai_framework import make_state, rest_of_deck, searcher

from benchmarks.strength import parse_matches
from deskcards.ai.agent import SearchingAgent, SearchLimits
from deskcards.ai.oracle import ORACLE, OracleAgent, SearchOracle
from deskcards.games import game_names, load_game
from deskcards.games.agents import agent_names, make_agent
from deskcards.games.oracles import ORACLE_GAMES, make_oracle
from deskcards.sim import play_game

PACKAGE = Path(__file__).resolve().parent.parent / "deskcards"


def true_deck_position():
    """Hidden Nim (tests/test_ai_framework.py), 5 stones, seat 0 holding a 1 and a 2
    and seat 1 two 1s. Only this deck order (drawn from the end: 2, 3, 3, 1, ...)
    makes the 2 win and the 1 lose; in most orders the seat cannot tell from
    this one, the 1 is the better move."""
    hands = [(1, 2), (1, 1)]
    deck = [3, 3, 2, 3, 3, 1, 2, 1, 2, 2, 1, 3, 3, 2]
    assert sorted(deck) == rest_of_deck(*hands)
    return make_state(2, 5, hands, deck)


def test_the_oracle_finds_the_move_only_the_hidden_cards_show():
    state = true_deck_position()
    for seed in range(10):
        assert SearchOracle(searcher(300)).choose_seeing(state, 0, random.Random(seed)) == 2
    hard = [searcher(300).choose(state.observation(0), random.Random(seed)) for seed in range(10)]
    assert 1 in hard  # from what it has seen, hard cannot know


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
