"""What each live rival will show, as far as one seat can tell (``odds.Showing``).

Two readings. ``plain`` takes every card it does not know as a blind draw.
``shrewd`` also reads the public history: a rival holding a place it looked
at in an earlier round may have chosen that card knowing it, as the best of
every card it knew (how likely, ``trust`` learns from its past showdowns), and a rival yet to play who
knows a free place we do not know can hold the better of that card and a
blind one.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .memory import LOOK, Memory
from .odds import BENEDICTION, BLIND, OPEN, Showing

if TYPE_CHECKING:
    from ..observation import DestinyObservation

HOLD, RAISE = "hold", "raise"
READ_RAISES = True
STRONG = 40  # destiny rank of the queen of clubs: a card worth keeping from the rivals
MOST_KNOWN = 4  # the most unknown cards a rival is taken to choose its card from
HALF = 26  # destiny ranks from here up are the strong half of the deck
PRIOR_STRONG, PRIOR_COUNT = 1.5, 2  # as if two showdowns, one and a half strong: trust one half


def live_rivals(observation: DestinyObservation) -> list[int]:
    """The other seats still in this round."""
    return [seat for seat in range(observation.players)
            if seat != observation.seat and not observation.folded[seat] and not observation.out[seat]]


def plain(observation: DestinyObservation, memory: Memory) -> list[Showing]:
    return [_showing(observation, memory, rival, shrewd=False) for rival in live_rivals(observation)]


def shrewd(observation: DestinyObservation, memory: Memory) -> list[Showing]:
    showings = []
    for rival in live_rivals(observation):
        showing = _showing(observation, memory, rival, shrewd=True)
        if showing.draws > showing.sure_draws:
            showing = replace(showing, trust=trust(observation, rival, _knowing_holds(observation, rival)))
        if (showing.draws or showing.open) and _raised(observation, rival, observation.round_number):
            showing = showing.suspected(trust(observation, rival, _raising_rounds(observation, rival)))
        showings.append(showing)
    return showings


def free_field(observation: DestinyObservation, memory: Memory) -> tuple[list[int], int]:
    """What a rival yet to play may take: the cards we know at free places, and
    how many free places we do not know. A strong card we know is left out:
    we hold it, or lift it to keep it from the rivals (``ai_play``)."""
    taken = set(observation.holds) | set(observation.looks)
    free = [place for place, lies in enumerate(observation.field) if lies and place not in taken]
    known = [memory.known[place] for place in free if memory.knows(place)]
    weak = [card for card in known if memory.rank(card) < STRONG]
    return weak, len(free) - len(known)


def trust(observation: DestinyObservation, rival: int, rounds: set[int]) -> float:
    """How likely the rival's card is strong in rounds like ``rounds``.

    Its showdowns in those rounds tell: a player who knows what it does
    shows strong cards (upper half) nearly always, a careless one half the
    time. With nothing shown yet, one half.
    """
    strong = total = 0
    for round_number, seat, card, _ in observation.played:
        if seat == rival and round_number in rounds:
            total += 1
            strong += observation.ruleset.rank(card) >= HALF
    share = (strong + PRIOR_STRONG) / (total + PRIOR_COUNT)
    return min(1.0, max(0.0, 2 * share - 1))


def _other_peeks(memory: Memory, rival: int, held: int) -> int:
    """How many other field cards, unknown to us, the rival knew when it chose
    ``held``: its card is the best of them all (up to ``MOST_KNOWN``)."""
    others = sum(1 for place, seats in memory.peeked.items()
                 if rival in seats and place != held and not memory.knows(place))
    return min(others, MOST_KNOWN - 1)


def _knowing_holds(observation: DestinyObservation, rival: int) -> set[int]:
    """The rounds in which ``rival`` held a place it had looked at in an earlier round."""
    looked: dict[int, int] = {}  # place -> the first round the rival looked at it
    knowing = set()
    for round_number, seat, kind, place in observation.history:
        if seat != rival or place is None:  # a wager names no place
            continue
        if kind == LOOK:
            looked.setdefault(place, round_number)
        elif kind == HOLD and looked.get(place, round_number) < round_number:
            knowing.add(round_number)
    return knowing


def _raising_rounds(observation: DestinyObservation, rival: int) -> set[int]:
    return {round_number for round_number, seat, kind, _ in observation.history
            if seat == rival and kind.startswith(RAISE)}


def _raised(observation: DestinyObservation, rival: int, round_number: int) -> bool:
    return any(number == round_number and seat == rival and kind.startswith(RAISE)
               for number, seat, kind, _ in observation.history)


def _showing(observation: DestinyObservation, memory: Memory, rival: int, shrewd: bool) -> Showing:
    held = next((place for place, seat in observation.holds.items() if seat == rival), None)
    if held is not None:
        if memory.knows(held):
            return Showing.card(memory.known[held])
        if shrewd and rival in memory.peeked.get(held, ()):
            return Showing(draws=1 + _other_peeks(memory, rival, held))
        return BLIND
    if rival in observation.benedictions:
        return BENEDICTION
    if not shrewd:
        return OPEN
    return _yet_to_play(observation, memory, rival)


def _yet_to_play(observation: DestinyObservation, memory: Memory, rival: int) -> Showing:
    """Its pick (``OPEN``), or better a free card it looked at before.

    A free card the rival knows and we know too is left out: if it is strong
    we hold it or lift it first, if it is weak the rival will not want it.
    """
    taken = set(observation.holds) | set(observation.looks)
    options = [place for place, seats in memory.peeked.items()
               if rival in seats and place not in taken and not memory.knows(place)]
    return replace(OPEN, draws=min(len(options), MOST_KNOWN))
