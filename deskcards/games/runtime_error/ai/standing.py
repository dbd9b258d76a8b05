"""Where a choice leaves the seat, part by part, as hard's ``potential`` scores it:
the ``Effect`` that ``reasons`` puts into words.

``potential`` is a sum: each function's statement (``BASE`` and ``WIDTH``),
LOOP's ranks shared with PULL or LOAD (``FEEDS``, less ``CLASH``), and the hand
cards both take (``KEEPER``, ``LOADED``); an input card adds ``input_value``'s
parts (the card spent, what LOAD, PULL and EDIT give back). ``effect`` splits the
position an action leaves (``appraise.potentials_after``'s) into those parts,
each weighted by what it adds to the fitted chance's logit, so the part the
reasons name is the one that moves the seat's value most. The parts add up
to the potentials (tests/runtime_error/test_runtime_error_reasons.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from deskcards.engine.cards import rank, suit

from .. import reasons
from ..actions import NO_INPUT, NO_SCRIPT, Edit, Input, Loop, RuntimeErrorAction, Script
from ..narrate import action_words
from ..observation import RuntimeErrorObservation
from ..prover.loop_model import EDIT, LOAD, PULL
from ..reasons import Effect, Row, Run
from ..statements import Placed, valid_edits
from . import hard
from .hard import HAND, HardAgent, by_function, edited, potential


def row_of(seat: int, statements: Sequence[Placed], hand: Sequence[int] = (), top: int | None = None) -> Row:
    spans = by_function(statements)
    row = Row(seat, spans)
    pulled, loaded = row.shared(PULL), row.shared(LOAD)
    keepers = [card for card in hand if rank(card) in pulled] + ([top] if top is not None and rank(top) in pulled
                                                                 else [])
    return Row(seat, spans, tuple(keepers), tuple(card for card in hand if rank(card) in loaded))


def row_parts(row: Row, side: str) -> dict[tuple[str, ...], float]:
    """``potential``'s parts for ``row`` (they add up to it)."""
    parts: dict[tuple[str, ...], float] = {
        (side, reasons.STATEMENT, str(kind)): hard.BASE[kind] + hard.WIDTH * len(span)
        for kind, span in row.spans.items()}
    for kind in (PULL, LOAD):
        parts[(side, reasons.SHARED, str(kind))] = hard.FEEDS[kind] * len(row.shared(kind))
    parts[(side, reasons.CLASH, str(EDIT))] = -hard.CLASH * len(set(row.spans.get(EDIT, ())) & set(row.shared(PULL)))
    parts[(side, reasons.KEEPERS)] = hard.KEEPER * min(len(row.keepers), hard.KEEPERS)
    parts[(side, reasons.LOADED)] = hard.LOADED * len(row.loaded)
    return parts


def effect(agent: HardAgent, seen: RuntimeErrorObservation, action: RuntimeErrorAction,
           weights: tuple[float, float]) -> Effect:
    """The parts of the position ``action`` leaves the seat, each times its weight in the fitted
    chance's logit (``weights``: per point of the seat's potential, per point of the nearest rival's)."""
    per_own, per_rival = weights
    top = seen.discard[-1] if seen.discard else None
    statements, hand = seen.table[seen.seat], list(seen.hand)
    rows = {seat: row for seat, row in enumerate(seen.table) if seat != seen.seat}
    run = None
    if isinstance(action, Script):
        placed = Placed(action.lower, action.upper, action.function)
        statements, hand = statements + (placed,), [card for card in hand if card not in placed.cards]
    elif isinstance(action, Edit) and action.seat == seen.seat:
        statements, hand = edited(statements, action), [card for card in hand if card != action.card]
    elif isinstance(action, Edit):
        rows[action.seat] = edited(rows[action.seat], action)
        hand = [card for card in hand if card != action.card]
    own = row_of(seen.seat, statements, hand, top)
    rival_seat = max(rows, key=lambda seat: potential(rows[seat], (), top))
    rival = row_of(rival_seat, rows[rival_seat], (), top)
    parts = {name: per_own * points for name, points in row_parts(own, reasons.OWN).items()}
    parts.update({name: per_rival * points for name, points in row_parts(rival, reasons.RIVAL).items()})
    if isinstance(action, (Input, Loop)):
        run, points = _run(agent, seen, action.card, weights)
        parts.update({(name,): per_own * value for name, value in points.items()})
    elif action is NO_INPUT:
        run = Run(None)
    return Effect(own, rival, run, parts)


def _run(agent: HardAgent, seen: RuntimeErrorObservation, card: int, weights: tuple[float, float]
         ) -> tuple[Run, dict[str, float]]:
    """What ``card`` does as the input, and ``input_value``'s parts (they add up to it); the edit
    EDIT can then make is the one hard scores best, with what it changes most."""
    statements, hand = seen.table[seen.seat], seen.hand
    runs = frozenset(suit(p.function) for p in statements
                     if p.active and p.function is not None and rank(card) in hard.ranks(p))
    rest = [other for other in hand if other != card]
    points = {reasons.SPENT: potential(statements, rest) - potential(statements, hand) - HAND}
    back = seen.discard[-1] if PULL in runs and seen.discard else None
    if LOAD in runs:
        points[reasons.DRAWS] = HAND + hard.FRESH
    if back is not None:
        points[reasons.TAKES_BACK] = HAND + potential(statements, rest + [back]) - potential(statements, rest)
    edit = None
    if EDIT in runs:
        edits = [Edit(*choice) for choice in valid_edits(seen.table, rest)]
        if edits:
            chosen = max(edits, key=lambda choice: agent.edit_value(seen, choice))
            points[reasons.EDITS] = agent.edit_value(seen, chosen) - HAND
            changes = reasons.why(effect(agent, seen, chosen, weights), effect(agent, seen, NO_SCRIPT, weights),
                                  now=True)
            edit = action_words(seen, chosen) + (f" ({changes})" if changes else "")
    return Run(card, runs, back, edit), points
