"""Builders shared by the Runtime Error tests."""

from __future__ import annotations

from game_helpers import cards, play, rules_without_variant

from deskcards.engine.cards import parse_card
from deskcards.games.runtime_error.statements import Placed

# Random games make many wild claims; a short prover budget keeps them quick.
TEST_BUDGET_MS = 100


def rules(players: int = 2, **overrides):
    return rules_without_variant("runtime-error", players, **{"prover_budget_ms": TEST_BUDGET_MS, **overrides})


def statement(text: str) -> Placed:
    """``"5h Qh 2c"``: lower, upper, function, all face up."""
    lower, upper, function = (parse_card(word) for word in text.split())
    return Placed(lower, upper, function)


def table(*rows: str, players: int = 2) -> list[list[Placed]]:
    """Statements per seat, each row ``"5h Qh 2c, 4s Ts 3s"``; missing rows are empty."""
    built = [[statement(part) for part in row.split(",") if part.strip()] for row in rows]
    return built + [[] for _ in range(players - len(built))]


def position(hand: str, *, statements: tuple[str, ...] = (), other: str = "", deck: str = "", discard: str = "",
             players: int = 2, script: bool = False, **settings):
    """Seat 0 to move with ``hand``, past its scripting unless ``script``; seat 1
    holds ``other``; deck and pile are written bottom to top."""
    ruleset = rules(players, **settings)
    hands = [cards(hand), cards(other)] + [[] for _ in range(players - 2)]
    state = ruleset.state_from_table(hands, deck=cards(deck), discard=cards(discard),
                                     table=table(*statements, players=players))
    if not script and state.phase == "script":
        play(state, "no script")
    return state
