"""Hand-made Destiny observations for the AI's unit tests: every field the
contract names, with a quiet default, so each test states only what matters."""

from __future__ import annotations

from types import SimpleNamespace

from deskcards.engine.cards import parse_card
from deskcards.games import load_game
from deskcards.games.destiny.ai.odds import Showing
from deskcards.games.destiny.cards import parse_place

KNOWING = Showing(draws=2)  # the best of two cards: a rival that chose knowingly


def card(text: str) -> int:
    return parse_card(text, jokers=True)


def place(text: str) -> int:
    return parse_place(text)


def observation(legal=(), **fields):
    """Seat 0 of four, hand 2, in the play, of the standard variant (or ``variant``);
    ``legal`` is what ``legal_actions`` returns.

    Places and cards may be given as text: ``seen={"a1": "As"}``, ``holds={"b2": 1}``.
    """
    players = fields.get("players", 4)
    ruleset = load_game("destiny", fields.pop("variant", "standard"), players)
    base = dict(
        seat=0, players=players, phase="play", to_act=0, dealer=players - 1, round_number=2,
        stacks=(190,) * players, bets=(0,) * players, committed=(10,) * players,
        folded=(False,) * players, all_in=(False,) * players, out=(False,) * players,
        pots=(), field=(True,) * 25, looks={}, holds={}, benedictions=(), my_look=None, seen={},
        history=(), discard=(), played=(), deck_count=26, showdown=None,
        ruleset=ruleset,
    )
    base.update(fields)
    base["seen"] = {_place(p): _card(c) for p, c in base["seen"].items()}
    base["looks"] = {_place(p): seat for p, seat in base["looks"].items()}
    base["holds"] = {_place(p): seat for p, seat in base["holds"].items()}
    if base["my_look"] is not None:
        base["my_look"] = (_place(base["my_look"][0]), _card(base["my_look"][1]))
    base["discard"] = tuple(_card(c) for c in base["discard"])
    base["history"] = tuple((number, seat, kind, None if p is None else _place(p))
                            for number, seat, kind, p in base["history"])
    base["played"] = tuple((number, seat, _card(c), None if p is None else _place(p))
                           for number, seat, c, p in base["played"])
    return SimpleNamespace(legal_actions=lambda: list(legal), **base)


def _place(value):
    return parse_place(value) if isinstance(value, str) else value


def _card(value):
    return parse_card(value) if isinstance(value, str) else value
