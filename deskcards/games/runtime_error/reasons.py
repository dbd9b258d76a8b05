"""Runtime Error's reasons in a player's words: what a choice leaves on the table.

The hard AI (``ai.hard``) ranks a choice by ``potential``: how close a row of
statements and a hand are to a loop, in parts (a statement of each function,
LOOP's ranks shared with PULL or LOAD, the hand cards both take, what the
input card runs). ``ai.standing`` works those parts out from the seat's
observation as an ``Effect``, each part with its share of the seat's chance.
``why`` names the part that counts most for one choice (a hint's reason);
``why_rather`` the part where a better choice gains most over the one played,
and what the played one leaves instead (the coach's). Every card named is in
the seat's hand, on the discard pile or face up on the table.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from deskcards.engine.cards import card_label, rank, rank_name
from deskcards.engine.words import translate
from deskcards.games.log_sentences import seat_words

from .prover.loop_model import FUNCTION_NAMES, LOAD, LOOP, PULL

OWN, RIVAL = "own", "rival"  # whose row a part is of: the seat's, or the opponent's nearest to a loop
STATEMENT, SHARED, CLASH, KEEPERS, LOADED = "statement", "shared", "clash", "keepers", "loaded"
SPENT, DRAWS, TAKES_BACK, EDITS = "spent", "draws", "takes back", "edits"  # what an input card does


@dataclass(frozen=True)
class Row:
    """One seat's row as ``potential`` sees it (its statements whose cards are all known)."""

    seat: int
    spans: Mapping[int, range]  # each function -> the ranks its condition accepts
    keepers: tuple[int, ...] = ()  # hand cards (and the top of the discard pile) LOOP and PULL both take
    loaded: tuple[int, ...] = ()  # hand cards LOOP and LOAD both take

    def shared(self, kind: int) -> range:
        """The ranks LOOP and ``kind`` both accept."""
        loop, other = self.spans.get(LOOP, range(0)), self.spans.get(kind, range(0))
        return range(max(loop.start, other.start), min(loop.stop, other.stop)) if loop and other else range(0)


@dataclass(frozen=True)
class Run:
    """What an input card does: ``card`` None for no input."""

    card: int | None
    runs: frozenset[int] = frozenset()  # the seat's functions it runs
    back: int | None = None  # the card PULL takes back from the discard pile
    edit: str | None = None  # the edit EDIT can then make, in action words


@dataclass(frozen=True)
class Effect:
    """Where a choice leaves the seat, and each part's share of its chance (larger is better)."""

    own: Row
    rival: Row
    run: Run | None = None  # for an input card (or none) only
    parts: Mapping[tuple[str, ...], float] = field(default_factory=dict)


def why(best: Effect, other: Effect, now: bool = False) -> str | None:
    """The part where ``best`` gains most over ``other``, for ``best`` alone; with ``now``
    (``other`` is the table as it stands) also the ranks a changed statement takes now."""
    part = _telling(best, other)
    if part is None:
        return None
    said = _clause(part, best, True)
    if now and part[0] in (OWN, RIVAL) and part[1] in (STATEMENT, SHARED):
        after, before = (_ranks(part, effect.own if part[0] == OWN else effect.rival) for effect in (best, other))
        if after and before:
            return translate("hints", "{better} instead of {span}", better=said, span=_span(before))
    return said


def _ranks(part: tuple[str, ...], row: Row) -> range:
    """The ranks a statement part or a shared part of ``row`` takes."""
    kind = int(part[2])
    return row.spans.get(kind, range(0)) if part[1] == STATEMENT else row.shared(kind)


def why_rather(best: Effect, played: Effect) -> str | None:
    """Why ``best`` beats ``played``, naming what each leaves; None when no part tells them apart."""
    part = _telling(best, played)
    if part is None:
        return None
    return translate("hints", "{better}; {worse}", better=_clause(part, best, True), worse=_clause(part, played, False))


def false_claim(card: int) -> str:
    """Against a claim the prover does not prove, where a false claim ends the turn."""
    return translate("hints", "the prover cannot prove a loop with the {card} from what you know, and a false "
                     "claim ends your turn", card=card_label(card))


def _telling(best: Effect, other: Effect) -> tuple[str, ...] | None:
    gains = {part: best.parts.get(part, 0.0) - other.parts.get(part, 0.0) for part in {*best.parts, *other.parts}}
    part = max(sorted(gains), key=lambda name: gains[name], default=None)
    return part if part is not None and gains[part] > 1e-9 else None


def _span(ranks: range) -> str:
    return translate("hints", "{low} to {high}", low=rank_name(ranks.start), high=rank_name(ranks.stop - 1))


def _cards(cards: tuple[int, ...]) -> str:
    return ", ".join(card_label(card) for card in cards)


def _clause(part: tuple[str, ...], effect: Effect, first: bool) -> str:
    if part[0] in (OWN, RIVAL):
        return _row_clause(part, effect.own if part[0] == OWN else effect.rival, part[0] == OWN, first)
    assert effect.run is not None  # the other parts are an input card's
    return _run_clause(part[0], effect.own, effect.run, first)


def _row_clause(part: tuple[str, ...], row: Row, own: bool, first: bool) -> str:
    """What ``row`` holds of ``part``, as "it leaves you ..." (``first``) or "yours leaves ..."."""
    said = _row_words(part, row)
    if own:
        return translate("hints", "it leaves you {what}", what=said) if first \
            else translate("hints", "yours leaves you {what}", what=said)
    return translate("hints", "it leaves {seat} {what}", seat=seat_words(row.seat), what=said) if first \
        else translate("hints", "yours leaves {seat} {what}", seat=seat_words(row.seat), what=said)


def _row_words(part: tuple[str, ...], row: Row) -> str:
    kind = int(part[2]) if len(part) > 2 else PULL if part[1] == KEEPERS else LOAD  # whom LOOP shares with
    function = FUNCTION_NAMES[kind]
    if part[1] in (STATEMENT, SHARED):
        span = _ranks(part, row)
        if part[1] == STATEMENT:
            return translate("hints", "a {function} for inputs {span}", function=function, span=_span(span)) \
                if span else translate("hints", "no {function}", function=function)
        return translate("hints", "LOOP and {function} both taking inputs {span}", function=function,
                         span=_span(span)) if span \
            else translate("hints", "no input that LOOP and {function} both take", function=function)
    if part[1] == CLASH:
        return translate("hints", "EDIT taking inputs that LOOP and PULL both take, a card spent each time round") \
            if set(row.spans.get(kind, ())) & set(row.shared(PULL)) \
            else translate("hints", "no EDIT on the inputs LOOP and PULL both take")
    cards = row.keepers if part[1] == KEEPERS else row.loaded
    return translate("hints", "{cards}, which LOOP and {function} both take", cards=_cards(cards),
                     function=function) if cards \
        else translate("hints", "no card that LOOP and {function} both take", function=function)


def _run_clause(part: str, row: Row, run: Run, first: bool) -> str:
    if run.card is None:
        return translate("hints", "it keeps all your cards") if first \
            else translate("hints", "yours plays no input card")
    card = card_label(run.card)
    if part == SPENT:
        needed = next((kind for kind in (PULL, LOAD) if rank(run.card) in row.shared(kind)), None)
        if needed is None:
            if first:
                return translate("hints", "it spends the {card}, which no loop of yours takes", card=card)
            if LOAD in run.runs or run.back is not None:
                return translate("hints", "yours spends the {card}", card=card)
            return translate("hints", "yours spends the {card} and gets no card back", card=card)
        return translate("hints", "it spends the {card}, which LOOP and {function} both take", card=card,
                         function=FUNCTION_NAMES[needed]) if first \
            else translate("hints", "yours spends the {card}, which LOOP and {function} both take", card=card,
                           function=FUNCTION_NAMES[needed])
    if part == DRAWS and LOAD in run.runs:
        return translate("hints", "the {card} runs your LOAD, which draws a card in its place", card=card)
    if part == TAKES_BACK and run.back is not None:
        return translate("hints", "the {card} runs your PULL, which takes the {back} back from the discard pile",
                         card=card, back=card_label(run.back))
    if part == EDITS and run.edit is not None:
        return translate("hints", "the {card} runs your EDIT, which can then {edit}", card=card, edit=run.edit)
    kind = {DRAWS: LOAD, TAKES_BACK: PULL}.get(part)
    return translate("hints", "the {card} runs no {function} of yours", card=card, function=FUNCTION_NAMES[kind]) \
        if kind is not None else translate("hints", "the {card} runs no EDIT of yours", card=card)
