"""Statements on the table and the rules that make one valid.

A ``Placed`` statement is what lies in a slot: the three cards, which of them
(if any) lies face down after an EDIT, and who put it there (only that seat
may see it). Slots fill in order and never empty (EDIT swaps one card), so a
seat's statements are a list whose index is the slot. The scripting and EDIT
choices are computed here from what the current player can see, so the state and the
current player's observation offer the same actions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace

from deskcards.engine.cards import KING, SUIT_SYMBOLS, card_label, card_text, rank, suit
from deskcards.engine.words import translate

from .prover.loop_model import FUNCTION_NAMES, Statement

PARTS = ("lower", "upper", "function")  # as actions write them
MAX_STATEMENTS = 4


@dataclass(frozen=True, slots=True)
class Placed:
    """A statement in a slot. ``face_down`` is the index into ``PARTS`` of a card
    an EDIT put there (None when all three lie face up); ``placed_by`` is the
    seat that put it. A face-down card is None in the eyes of anyone else."""

    lower: int | None
    upper: int | None
    function: int | None
    face_down: int | None = None
    placed_by: int | None = None

    @property
    def cards(self) -> tuple[int | None, int | None, int | None]:
        return self.lower, self.upper, self.function

    @property
    def active(self) -> bool:
        return self.face_down is None

    def part(self, index: int) -> int | None:
        return self.cards[index]

    def with_card(self, index: int, card: int | None, placed_by: int) -> Placed:
        """The statement after an EDIT put ``card`` face down as part ``index``."""
        return replace(self, **{PARTS[index]: card}, face_down=index, placed_by=placed_by)

    def turned_up(self) -> Placed:
        return Placed(self.lower, self.upper, self.function)

    def seen_by(self, seat: int) -> Placed:
        """This statement as ``seat`` sees it: a face-down card another seat placed is None."""
        if self.face_down is None or self.placed_by == seat:
            return self
        return replace(self, **{PARTS[self.face_down]: None})

    def statement(self) -> Statement:
        """The prover's view (every card known)."""
        assert self.lower is not None and self.upper is not None and self.function is not None
        return Statement(self.lower, self.upper, self.function, self.active)

    def text(self) -> str:
        shown = [card_text(card) if card is not None else "??" for card in self.cards]
        return " ".join(shown)


def condition_problem(lower: int, upper: int) -> str | None:
    """Why ``lower``..``upper`` is not a valid condition, or None."""
    if suit(lower) != suit(upper):
        return translate("runtime-error", "the bounds {lower} and {upper} must be of one suit",
                         lower=card_label(lower), upper=card_label(upper))
    if rank(lower) >= rank(upper):
        return translate("runtime-error", "the lower bound {lower} must be below the upper bound {upper}",
                         lower=card_label(lower), upper=card_label(upper))
    return None


def function_suits(statements: Sequence[Placed], skip: int | None = None) -> set[int | None]:
    """The suits of a seat's function cards, leaving out slot ``skip``."""
    return {placed.function if placed.function is None else suit(placed.function)
            for slot, placed in enumerate(statements) if slot != skip}


def script_problem(statements: Sequence[Placed], *cards: int) -> str | None:
    """Why a seat with ``statements`` may not build a statement that begins with
    ``cards`` (the lower bound, then the upper bound, then the function card: one,
    two or all three), or None. The table asks as each card is placed, so a card
    that cannot belong is refused at once."""
    if len(statements) >= MAX_STATEMENTS:
        return translate("runtime-error", "you already have {count} statements, one per function",
                         count=MAX_STATEMENTS)
    if len(set(cards)) != len(cards):
        return translate("runtime-error", "a statement needs three different cards")
    if len(cards) == 1:
        if rank(cards[0]) == KING:
            return translate("runtime-error", "the lower bound {lower} must be below the upper bound, and no card "
                             "is above a King", lower=card_label(cards[0]))
        return None
    problem = condition_problem(cards[0], cards[1])
    if problem or len(cards) == 2:
        return problem
    kind = suit(cards[2])
    if kind in function_suits(statements):
        return translate("runtime-error", "you already have a {function} statement (its function card is a {suit})",
                         function=FUNCTION_NAMES[kind], suit=SUIT_SYMBOLS[kind])
    return None


def valid_scripts(hand: Sequence[int], statements: Sequence[Placed]) -> Iterator[tuple[int, int, int]]:
    """Every (lower, upper, function) of hand cards the seat may build."""
    if len(statements) >= MAX_STATEMENTS:
        return
    taken = function_suits(statements)
    for lower in hand:
        for upper in hand:
            if suit(lower) != suit(upper) or rank(lower) >= rank(upper):
                continue
            for function in hand:
                if function not in (lower, upper) and suit(function) not in taken:
                    yield lower, upper, function


def edit_problem(table: Sequence[Sequence[Placed]], seat: int, slot: int, index: int, card: int) -> str | None:
    """Why putting ``card`` as part ``index`` of ``seat``'s statement in ``slot`` is not a valid EDIT."""
    if not 0 <= seat < len(table) or not 0 <= slot < len(table[seat]):
        return translate("runtime-error", "there is no statement {seat}.{slot}", seat=seat, slot=slot)
    placed = table[seat][slot]
    if not placed.active:
        return translate("runtime-error",
                         "that statement was just edited; it stays inactive until the input card is discarded")
    cards = list(placed.cards)
    cards[index] = card
    lower, upper, function = cards
    assert lower is not None and upper is not None and function is not None
    problem = condition_problem(lower, upper)
    if problem:
        return translate("runtime-error", "that would leave an invalid statement: {problem}", problem=problem)
    if suit(function) in function_suits(table[seat], skip=slot):
        return translate("runtime-error", "its owner would have two functions of one suit")
    return None


def valid_edits(table: Sequence[Sequence[Placed]], hand: Sequence[int]) -> Iterator[tuple[int, int, int, int]]:
    """Every (seat, slot, part index, hand card) EDIT may do."""
    for seat, statements in enumerate(table):
        for slot, placed in enumerate(statements):
            if placed.active:
                for index in range(len(PARTS)):
                    for card in hand:
                        if edit_problem(table, seat, slot, index, card) is None:
                            yield seat, slot, index, card
