"""Test helpers every game's tests share (on the path for all tests, see
``pythonpath`` in pyproject.toml).

A game's ``tests/<game>/<game>_helpers.py`` re-exports what it needs from
here and adds the table builders only that game has. The ``check_*``
functions are whole test bodies every AI must pass (what every engine must
pass is tests/test_every_game.py):

- ``check_levels_play_whole_games``: every AI level only plays legal actions;
- ``check_hidden_cards_never_change_a_decision``: the fairness test, on two
  states a seat cannot tell apart;
- ``check_bench_throughput``: a short timed run, ours or a peer's, played whole games.

``plain_text`` writes an observation or event as stable text (the golden
playthroughs in tests/golden/, and tests/test_every_game.py's fairness check).
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any

from deskcards.engine.cards import parse_card
from deskcards.games import load_game, spec
from deskcards.session import GameSession, SeatInfo

# A card's internal text as a word: "3c", "Th", "10d", Segment Trix's "7p". A number
# then "s" is left out, as English says it too ("plays 3 8s in a row").
CARD_CODE = re.compile(r"\b(?:10|[0-9TJQKA])[cdhbgpy]\b|\b[TJQK]s\b")


def rules_without_variant(game: str, players: int, **overrides: Any) -> Any:
    """``game``'s ruleset from its default settings with ``overrides``, no variant file needed."""
    found = spec(game)
    settings = dataclasses.replace(found.settings(), **overrides)
    return found.ruleset(SimpleNamespace(name="test", settings=settings), players)


def cards(text: str) -> list[int]:
    return [parse_card(word) for word in text.split()]


def play(state: Any, *texts: str) -> list:
    """Apply actions given as text; all their events, in order."""
    events = []
    for text in texts:
        events += state.apply(state.ruleset.parse_action(text))
    return events


def random_game(state: Any, seed: int, max_actions: int = 100_000,
                check: Callable[[Any], None] = lambda state: None) -> list[str]:
    """Play uniformly random legal actions to the end (or ``max_actions``); the action texts.

    ``check`` sees the state before the first action and after each one.
    """
    rng = random.Random(seed)
    done = []
    check(state)
    while not state.is_terminal() and len(done) < max_actions:
        action = rng.choice(state.legal_actions())
        done.append(str(action))
        state.apply(action)
        check(state)
    return done


def finished_session(game: str, seed: int = 3) -> GameSession:
    """A standard game of seeded random moves played to its end: you in seat 0, AIs beside you."""
    players = load_game(game).players
    seats = [SeatInfo("You", "human"), *(SeatInfo(f"AI {seat}", "ai", "easy") for seat in range(1, players))]
    session = GameSession.new(game, "standard", seats, seed=seed)
    rng = random.Random(seed)
    while not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def random_positions(rules: Any, count: int, seed: int, most_actions: int,
                     keep: Callable[[Any], bool] = lambda state: True) -> list[Any]:
    """``count`` games of ``rules`` not yet over, each played from a new deal by up to
    ``most_actions`` random actions and accepted by ``keep`` (which may play on first,
    a draw say: the state it accepts is the one returned)."""
    rng = random.Random(seed)
    found: list[Any] = []
    while len(found) < count:
        state = rules.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(0, most_actions)):
            if state.is_terminal():
                break
            state.step(rng.choice(state.legal_actions()))
        if not state.is_terminal() and keep(state):
            found.append(state)
    return found


def random_records(game: str, count: int, seed: int,
                   keep: Callable[[Any], bool] = lambda state: True) -> list[tuple[Any, Any]]:
    """``count`` records (``GameRecord``) of random games of ``game`` at its usual table, not
    over yet and accepted by ``keep``, each with its state."""
    from deskcards.engine.record import GameRecord

    ruleset = load_game(game, "standard")
    rng = random.Random(seed)
    found: list[tuple[Any, Any]] = []
    while len(found) < count:
        record = GameRecord(game, "standard", ruleset.players, rng.getrandbits(32))
        state = ruleset.new_state(record.seed)
        for _ in range(rng.randrange(0, 40)):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            record.actions.append(str(action))
            state.apply(action)
        if not state.is_terminal() and keep(state):
            found.append((record, state))
    return found


def plain_text(value: Any) -> str:
    """``value`` as text that is the same on every run: a frozen dataclass by its
    shown fields (the ruleset left out), sets and dicts in order, and anything
    else changeable (a search's working data, say) by its type's name only.

    >>> plain_text({3: frozenset({(2, 1), (1, 5)}), 1: [None, "b"], 2: object()})
    "{1: (None, 'b'), 2: <object>, 3: {(1, 5), (2, 1)}}"
    """
    if isinstance(value, (bool, int, float, str, type(None))):
        return repr(value)
    if isinstance(value, (tuple, list)):
        return "(" + ", ".join(map(plain_text, value)) + ("," if len(value) == 1 else "") + ")"
    if isinstance(value, (set, frozenset)):
        return "{" + ", ".join(sorted(map(plain_text, value))) + "}"
    if isinstance(value, dict):
        items = sorted((plain_text(key), plain_text(item)) for key, item in value.items())
        return "{" + ", ".join(f"{key}: {item}" for key, item in items) + "}"
    if dataclasses.is_dataclass(value) and type(value).__dataclass_params__.frozen:
        shown = ", ".join(f"{name}={plain_text(item)}" for name, item in shown_fields(value).items())
        return f"{type(value).__name__}({shown})"
    return f"<{type(value).__name__}>"


def shown_fields(value: Any) -> dict[str, Any]:
    """A frozen dataclass's fields that its repr shows, but not its ruleset."""
    return {field.name: getattr(value, field.name) for field in dataclasses.fields(value)
            if field.repr and field.name != "ruleset"}


def take_turn(state: Any, agent: Any, seed: int = 0) -> None:
    """Let ``agent`` play the current player's whole turn on ``state`` (every action until another seat moves)."""
    rng = random.Random(seed)
    seat = state.current_player
    while state.current_player == seat and not state.is_terminal():
        state.apply(agent.choose(state.observation(seat), rng))


def check_levels_play_whole_games(rules: Any, levels: Sequence[Any], seeds: range) -> None:
    """Seat i played by ``levels[i]`` from each seed's deal to the end; ``apply`` raises on an illegal action."""
    for seed in seeds:
        state = rules.new_state(seed)
        rngs = [random.Random(seed * 10 + seat) for seat in range(rules.players)]
        while not state.is_terminal():
            seat = state.current_player
            state.apply(levels[seat].choose(state.observation(seat), rngs[seat]))


def check_hidden_cards_never_change_a_decision(a: Any, b: Any, new_agent: Callable[[], Any],
                                                seeds: range, seat: int = 0) -> list[tuple[Any, Any]]:
    """``a`` and ``b`` differ only in cards ``seat`` cannot see: fresh agents choose alike on each seed.

    The pairs of agents, for checks on how they searched.
    """
    assert a.observation(seat) == b.observation(seat)
    assert a.zones() != b.zones()
    pairs = []
    for seed in seeds:
        agent_a, agent_b = new_agent(), new_agent()
        choice = agent_a.choose(a.observation(seat), random.Random(seed))
        assert choice == agent_b.choose(b.observation(seat), random.Random(seed))
        pairs.append((agent_a, agent_b))
    return pairs


def check_bench_throughput(run: Any, game: str, players: int) -> Any:
    """``run`` (a bench ``Throughput``) names ``game`` and ``players`` and played whole games; it, for more checks."""
    from deskcards.bench.throughput import Throughput

    assert isinstance(run, Throughput) and run.game == game and run.players == players
    assert run.games >= 1 and run.decisions > run.games
    return run


def prover_searches(monkeypatch) -> list:
    """Every position Runtime Error's prover searches in this process from now on."""
    from deskcards.games.runtime_error import prover

    asked, decide = [], prover.decide

    def counted(position, *args, **kwargs):
        asked.append(position)
        return decide(position, *args, **kwargs)
    monkeypatch.setattr(prover, "decide", counted)
    return asked


def hints_made(monkeypatch, simulations: int | None = None) -> list:
    """Every hard agent a hint makes from now on (``deskcards.hints``), each with the
    thinking factor it was made with; with ``simulations``, each searching one searches
    that many and never stops on the clock, so the same question gets the same answer
    however busy the machine is."""
    import deskcards.hints as hints
    from deskcards.ai.agent import SearchingAgent, SearchLimits

    made, make = [], hints.make_agent

    def counted(game, name, thinking=1.0):
        agent = make(game, name, thinking=thinking)
        if simulations is not None and isinstance(agent, SearchingAgent):
            agent.limits = SearchLimits(simulations, 600.0)
        made.append((agent, thinking))
        return agent
    monkeypatch.setattr(hints, "make_agent", counted)
    return made


TOY_GAME = "high-card"  # tests/toy_game, the game docs/architecture.md's steps build


def games_and_the_toy() -> list[str]:
    """The names a game-wide test runs over: every game's, then the toy game's, which the
    autouse fixture ``toy_game_registered`` (conftest.py) registers for a test given it."""
    from deskcards.games import game_names

    return [*game_names(), TOY_GAME]


def toy_spec():
    """The toy game's loader in the registry, as each real game's is in deskcards/games/__init__.py."""
    from toy_game.spec import SPEC

    return SPEC


def register_toy_game(monkeypatch) -> str:
    """Put tests/toy_game on the table of games for one test, as the guide's steps do for
    a real game: its spec's loader in SPECS, and its built-in variants (which a real game
    keeps in resources/variants/high-card/). The name it is found by."""
    from pathlib import Path

    from deskcards.engine import variants
    from deskcards.games import SPECS

    builtin = variants._builtin_dir
    folder = Path(__file__).resolve().parent / "toy_game" / "variants"
    monkeypatch.setitem(SPECS, TOY_GAME, toy_spec)
    monkeypatch.setattr(variants, "_builtin_dir", lambda game: folder if game == TOY_GAME else builtin(game))
    return TOY_GAME
