"""The play phase: where to look (left hand) and what to hold (right hand).

A look buys information: a place nobody has looked at tells us one more card;
a place a rival looked at before tells us the card it may hold later, and
while it is in our left hand nobody can hold it this round (``look_score``);
but once that rival has played a hand and left the card lying, it is likely
weak, and an unseen place tells more.
A look at a place we already know is wasted, but for one: with two strong
cards known, the one we do not hold is lifted so nobody else can hold it.

A hold is chosen by its chance to win (``counting.chances``): each known field
card, a blind unseen place, or the Benediction hand. Between near-equal
choices the weaker known card is spent and the stronger kept for later.
Hard also plays for time (``paced``): the game ends when the field runs out,
and hard outplays its rivals round by round, so when it trails it wants more
rounds and when it leads fewer.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from deskcards.engine.words import noop, relay, translate

from ..actions import Benediction, DestinyAction, Hold, Look
from .counting import Chances
from .memory import LOOK, Memory
from .showings import HOLD, STRONG

if TYPE_CHECKING:
    from ..observation import DestinyObservation

RIGHT_HAND = (HOLD, "benediction")  # the history's kinds of a played right hand
KEEP_MARGIN = 0.005  # chance given up to keep a stronger known card for a later round
TEMPO = 0.15  # chance given up to bless the deck when trailing, or to spend a blind field place when leading

HoldOption = tuple[float, int, Hold | Benediction]  # (chance to win, strength kept back, the hold)


def look_score(observation: DestinyObservation, memory: Memory, place: int) -> int:
    """How much a look at ``place`` tells: nothing when we know it (0); a card
    every rival who saw it has since passed over (1: a rival holds the best
    card it knows, so this one is likely weak); a card nobody has seen (2); a
    card a rival has seen and may still want (3), the more so if that rival
    is yet to play this round (4: while we lift it, it cannot hold it)."""
    if memory.knows(place):
        return 0
    seen_by = memory.peeked.get(place, frozenset())
    rivals = [seat for seat in seen_by if not _passed_over(observation, seat, place)]
    if not rivals:
        return 1 if seen_by else 2
    return 4 if any(_yet_to_play(observation, seat) for seat in rivals) else 3


def _passed_over(observation: DestinyObservation, seat: int, place: int) -> bool:
    """Whether ``seat`` has played its right hand since it first looked at
    ``place``, and left the card lying."""
    looked = min((number for number, who, kind, at in observation.history
                  if who == seat and kind == LOOK and at == place), default=None)
    return looked is not None and any(number > looked and who == seat and kind in RIGHT_HAND
                                      for number, who, kind, _ in observation.history)


LOOK_REASONS = {1: noop("hints", "it shows a card a rival has seen and passed over"),  # by look_score
                2: noop("hints", "it shows a card nobody has seen"),
                3: noop("hints", "it shows a card a rival has seen"),
                4: noop("hints", "it shows a card a rival has seen and may still hold")}


def look_reason(observation: DestinyObservation, memory: Memory, place: int) -> str:
    """What a look at ``place`` is for, by its ``look_score``; a known card is lifted
    to keep it from the rivals."""
    if memory.knows(place):
        return translate("hints", "it lifts a strong card you know, so no rival can hold it")
    return relay("hints", LOOK_REASONS[look_score(observation, memory, place)])


def _second_strong(memory: Memory, free: set[int]) -> int | None:
    """The place of the second best known free card, if it is strong."""
    known = sorted((place for place in free if memory.knows(place)),
                   key=lambda place: memory.rank(memory.known[place]), reverse=True)
    if len(known) >= 2 and memory.rank(memory.known[known[1]]) >= STRONG:
        return known[1]
    return None


def _rivals(observation: DestinyObservation) -> list[int]:
    return [seat for seat in range(observation.players) if seat != observation.seat and not observation.out[seat]]


def _yet_to_play(observation: DestinyObservation, seat: int) -> bool:
    return (not observation.folded[seat] and seat not in observation.holds.values()
            and seat not in observation.benedictions)


def shrewd_look(observation: DestinyObservation, memory: Memory, legal: Sequence[Look], rng: random.Random) -> Look:
    """A look with the best ``look_score``, ties at random; but with two strong
    known cards free and rivals yet to play, lift the second to keep it from
    them (the best is the one to hold)."""
    spare = spare_to_lift(observation, memory, {action.place for action in legal})
    if spare is not None:
        return Look(spare)
    scores = [look_score(observation, memory, action.place) for action in legal]
    best = max(scores)
    return rng.choice([action for action, score in zip(legal, scores) if score == best])


def spare_to_lift(observation: DestinyObservation, memory: Memory, free: set[int]) -> int | None:
    """The second strong known card of ``free`` while rivals are yet to play: the one to lift."""
    spare = _second_strong(memory, free)
    if spare is not None and any(_yet_to_play(observation, seat) for seat in _rivals(observation)):
        return spare
    return None


def blind_look(memory: Memory, legal: Sequence[Look], rng: random.Random) -> Look:
    """Any place not known yet (any place at all when every one is known)."""
    fresh = [action for action in legal if not memory.knows(action.place)]
    return rng.choice(fresh or list(legal))


def hold_options(memory: Memory, legal: Sequence[DestinyAction], worlds: Chances,
                 rng: random.Random, peeked_weak: bool = False) -> list[HoldOption]:
    """(chance to win, strength kept back, action) for each sensible hold.

    Unseen places are all alike but for one thing: with ``peeked_weak`` a place
    a rival looked at and left is taken to be weaker, so another is preferred.
    """
    options: list[HoldOption] = []
    unseen = []
    for action in legal:
        if isinstance(action, Benediction):
            options.append((worlds.deck_chance, 0, action))
        elif isinstance(action, Hold) and memory.knows(action.place):
            card = memory.known[action.place]
            options.append((worlds.chance(card), -memory.rank(card), action))
        elif isinstance(action, Hold):
            unseen.append(action)
    if unseen:
        untouched = [action for action in unseen if action.place not in memory.peeked] if peeked_weak else []
        options.append((worlds.unseen_chance, 0, rng.choice(untouched or unseen)))
    return options


def plan_chance(observation: DestinyObservation, memory: Memory, worlds: Chances) -> float:
    """Before the play: the chance of the best hold we could make. A known card
    counts only as far as it is still free when our turn comes: each rival
    playing before us lifts or holds it with two chances in the free places
    (even odds if it looked at it before), and then a blind card is all we get."""
    free = _free_places(observation)
    blind = max(worlds.unseen_chance, worlds.deck_chance)
    before = _playing_before(observation)
    best = blind
    for place in free:
        if memory.knows(place):
            kept = 1.0
            for seat in before:
                taken = min(1.0, 2 / len(free))
                kept *= 1 - (max(taken, 0.5) if seat in memory.peeked.get(place, ()) else taken)
            best = max(best, kept * worlds.chance(memory.known[place]) + (1 - kept) * blind)
    return best


def _free_places(observation: DestinyObservation) -> list[int]:
    taken = set(observation.holds) | set(observation.looks)
    return [place for place, lies in enumerate(observation.field) if lies and place not in taken]


def _playing_before(observation: DestinyObservation) -> list[int]:
    """The live rivals whose play turn comes before ours (from the dealer's left)."""
    order = [(observation.dealer + 1 + step) % observation.players for step in range(observation.players)]
    live = [seat for seat in order if not observation.folded[seat] and not observation.out[seat]]
    return live[:live.index(observation.seat)] if observation.seat in live else []


def trailing(observation: DestinyObservation) -> bool:
    """Whether some other seat has more chips than ours."""
    chips = [stack + committed for stack, committed in zip(observation.stacks, observation.committed)]
    return any(chips[seat] > chips[observation.seat] for seat in range(observation.players))


def paced(options: list[HoldOption], memory: Memory, trailing: bool) -> list[HoldOption]:
    """``options`` with ``TEMPO`` added to the chance of the hold that sets the
    pace we want: trailing, the Benediction (it leaves the field for later
    hands); leading, a blind field place (it empties the field sooner). A
    known card is never paced: holding it is where our edge lies."""
    def pacing(action: Hold | Benediction) -> bool:
        if trailing:
            return isinstance(action, Benediction)
        return isinstance(action, Hold) and not memory.knows(action.place)
    return [(chance + TEMPO if pacing(action) else chance, kept, action) for chance, kept, action in options]


def best_hold(options: list[HoldOption]) -> tuple[float, Hold | Benediction]:
    """The best chance; within ``KEEP_MARGIN`` of it, the weakest known card."""
    top = max(chance for chance, _, _ in options)
    near = [option for option in options if option[0] >= top - KEEP_MARGIN]
    chance, _, action = max(near, key=lambda option: (option[1], option[0]))
    return chance, action
