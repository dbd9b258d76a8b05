"""Blackjack's reasons in a player's words: what a move's turn does on the table.

``TurnEnd`` is where the best finish of a turn that starts with a move leaves
the seat (``ai.turn_end`` works it out from the seat's observation): cards
shed and drawn, a pick-up handed on, an Ace's suit, the power cards kept.
``why`` names the most telling of these for one move (a hint's reason);
``why_rather`` names the first of them where a better move beats the one
played, and what the played one did instead (the coach's). Only cards from
the seat's own hand are named: a card drawn in the turn is unknown.
"""

from __future__ import annotations

from dataclasses import dataclass

from deskcards.engine.cards import card_label, suit_name
from deskcards.engine.words import translate
from deskcards.games.log_sentences import count_cards

HARDER_MATCH = 0.15  # how much likelier the next player must be stuck before the coach says so


@dataclass(frozen=True)
class TurnEnd:
    """The end of the best turn found that starts with a move."""

    goes_out: bool
    shed: int  # cards played from the hand this turn
    drawn: int  # cards drawn this turn, a pick-up included
    answered: int  # the pick-up waiting at the move, if the turn avoids drawing it
    passed: int  # the pick-up left for the next player
    next_seat: int | None  # who plays next (None: the game is over, or the seat plays on)
    next_cards: int  # how many cards the next player holds
    spent: tuple[int, ...]  # the move's own card, if an Ace, a 2 or a Jack
    kept: tuple[int, ...]  # Aces, 2s and Jacks still held after it
    called: int | None  # the suit the turn's last Ace calls
    most_held: int | None  # the suit the seat holds most of after the turn (None: a tie or no cards)
    stuck: float  # the chance the next player holds nothing to answer the pile (or the pick-up) with


def why(end: TurnEnd) -> str | None:
    """The most telling thing ``end``'s turn does, or None."""
    if end.goes_out:
        return translate("hints", "it starts a turn that goes out")
    if end.passed:
        return _passes(end)
    if end.answered:
        return translate("hints", "it answers the pick-up of {count}, so you draw nothing", count=end.answered)
    if end.shed >= 2:
        return translate("hints", "it sheds {cards} this turn", cards=count_cards(end.shed))
    if end.called is not None and end.called == end.most_held:
        return _calls(end)
    if end.kept and not end.spent:
        return translate("hints", "it keeps {cards} for later", cards=_listed(end.kept))
    return None


def why_rather(best: TurnEnd, played: TurnEnd) -> str:
    """Why ``best``'s turn beats ``played``'s, naming both; where no difference shows on
    the table, says so (the playouts saw one further on)."""
    if best.goes_out and not played.goes_out:
        return translate("hints", "it starts a turn that goes out; yours does not")
    if best.called is not None and played.called not in (None, best.called):
        if best.called == best.most_held:
            return translate("hints", "{better}; yours calls {suit}", better=_calls(best),
                             suit=suit_name(played.called))
        if best.stuck >= played.stuck + HARDER_MATCH:
            return translate("hints", "it calls {suit}, which the next player, who holds {cards}, is less likely "
                             "to match; yours calls {other}", suit=suit_name(best.called),
                             cards=count_cards(best.next_cards), other=suit_name(played.called))
    if best.drawn < played.drawn:
        if best.passed:
            return translate("hints", "{better}; yours draws {cards}", better=_passes(best),
                             cards=count_cards(played.drawn))
        if not best.drawn:
            return translate("hints", "it draws nothing this turn; yours draws {cards}",
                             cards=count_cards(played.drawn))
        return translate("hints", "it draws {best} this turn; yours draws {played}", best=count_cards(best.drawn),
                         played=count_cards(played.drawn))
    if best.shed > played.shed:
        if not played.shed:
            return translate("hints", "it sheds {cards} this turn; yours sheds none", cards=count_cards(best.shed))
        return translate("hints", "it sheds {best} this turn; yours sheds {played}", best=count_cards(best.shed),
                         played=count_cards(played.shed))
    if best.passed > played.passed:
        if not played.passed:
            return translate("hints", "{better}; yours passes none on", better=_passes(best))
        return translate("hints", "{better}; yours passes on {count}", better=_passes(best), count=played.passed)
    if played.spent and played.spent[0] in best.kept:
        return translate("hints", "it keeps {card} for later; yours spends it", card=card_label(played.spent[0]))
    if best.called is not None and best.called == best.most_held and played.called != best.called:
        return _calls(best)
    if best.next_seat != played.next_seat and best.next_cards > played.next_cards:
        return translate("hints", "it hands the turn to a player who holds {best}; yours to one who holds {played}",
                         best=count_cards(best.next_cards), played=count_cards(played.next_cards))
    if best.stuck >= played.stuck + HARDER_MATCH:
        return translate("hints", "it leaves the next player, who holds {cards}, a harder card to match",
                         cards=count_cards(best.next_cards))
    return translate("hints", "the two turns look alike on the table, but it did better in the games played "
                     "out from here")


def _passes(end: TurnEnd) -> str:
    return translate("hints", "it passes a pick-up of {count} on to the next player, who holds {cards}",
                     count=end.passed, cards=count_cards(end.next_cards))


def _calls(end: TurnEnd) -> str:
    assert end.called is not None
    return translate("hints", "it changes the suit to {suit}, the suit you hold most of", suit=suit_name(end.called))


def _listed(cards: tuple[int, ...]) -> str:
    return ", ".join(card_label(card) for card in cards)
