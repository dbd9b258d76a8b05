"""What a seat's plate says under its name: its cards, what it owes, its place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from deskcards.engine.words import noop, relay, translate
from deskcards.games.log_sentences import count_cards

if TYPE_CHECKING:
    from ..state import BlackjackState

PLACES = {1: noop("blackjack", "1st"), 2: noop("blackjack", "2nd"), 3: noop("blackjack", "3rd")}
DECK_SIZE = 52  # the most cards a hand can hold


def seat_detail(state: BlackjackState, seat: int) -> str:
    """"7 cards · owes 2", or the place a finished player took; once the game is
    over, the place of everyone still holding cards too ("3rd · 7 cards")."""
    if seat in state.places:
        return _finished(state.places.index(seat) + 1)
    size = state.hand_sizes[seat]
    if state.is_terminal():
        if state.winner is None:
            return _drawn(size)
        return _placed(state.ranking().index(seat) + 1, size)
    if state.debts[seat]:
        return _owing(size, state.debts[seat])
    return count_cards(size)


def longest_details(players: int, debts: bool) -> list[str]:
    """The longest words a plate's detail may show, for the room it is given (what a
    seat owes only where the rules keep debts)."""
    owing = [_owing(DECK_SIZE, DECK_SIZE)] if debts else []
    return [_finished(players), _drawn(DECK_SIZE), _placed(players, DECK_SIZE), *owing]


def _finished(place: int) -> str:
    return translate("blackjack", "finished {place}", place=_ordinal(place))


def _drawn(cards: int) -> str:
    return translate("blackjack", "draw · {cards}", cards=count_cards(cards))


def _placed(place: int, cards: int) -> str:
    return translate("blackjack", "{place} · {cards}", place=_ordinal(place), cards=count_cards(cards))


def _owing(cards: int, debt: int) -> str:
    return translate("blackjack", "{cards} · owes {count}", cards=count_cards(cards), count=debt)


def _ordinal(place: int) -> str:
    return relay("blackjack", PLACES[place]) if place in PLACES else translate("blackjack", "{place}th", place=place)
