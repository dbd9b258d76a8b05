"""Segment Trix's AI players: easy, medium and hard.

Everything turns on the scoring rule: a seat scores only if its unused chips
equal the tricks it won. ``need`` (unused chips minus tricks won) must reach
0 by the round's end; a won trick lowers it by one and every chip placed by
one, and it can never climb back.

- easy plays a random card as it is, and adds chips only while its need is
  above the tricks left;
- medium counts its likely tricks (high pinks, 8s and a winning last card)
  and picks the play that leaves its need closest to the tricks it expects,
  placing chips on tricks it wins, where they also score;
- hard searches (``deskcards.ai.ismcts``) over worlds dealt by
  ``observation.determinize``, each rollout playing the round out with
  easy's policy (``playout``).

They read only the observation, never the real state.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from deskcards.ai.agent import DIFFICULTY, Agent, RandomAgent, SearchLimits
from deskcards.ai.ismcts import ISMCTSAgent, SearchHooks
from deskcards.ai.search_appraiser import SearchAppraiser

from .actions import Play
from .cards import colour_of, value_of
from .observation import SegmentTrixObservation
from .playout import finish_round
from .reasons import facts, why, why_rather
from .scoring import trick_winner
from .state import SegmentTrixState

# Expected tricks from a card kept for later, by (is trump, value).
LATER_TRUMP = (0.0, 0.0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8, 0.95)
LATER_PLAIN = (0.0,) * 7 + (0.2, 0.45)
MISS = 3.0  # what ending a round with need off by one costs, in points
OVERSHOOT = 2.0  # extra for a need below 0, which no later play can mend
NO_TRICK_HOPE = 8.0  # what a play that keeps a 10-point round alive is worth
WEAK = 0.7  # expected later tricks below which a hand hopes to take none
GIFT = 0.5  # what a chip on a lost trick costs: it scores for the trick's taker


def _need(observation: SegmentTrixObservation) -> int:
    seat = observation.seat
    return observation.unused_chips[seat] - observation.tricks_won[seat]


def _base_plays(legal: Sequence[Play]) -> list[Play]:
    """Each playable card as it is: upright, no chips."""
    return [play for play in legal if not play.upside_down and play.digit == value_of(play.card)]


class EasyAgent:
    """A random card as it is; chips only when the need exceeds the tricks left."""

    def __init__(self) -> None:
        self.name = "easy"

    def choose(self, observation: SegmentTrixObservation, rng: random.Random) -> Play:
        legal = observation.legal_actions()
        if _need(observation) > len(observation.hand) - 1:
            spending = [play for play in legal if play.chips]
            if spending:
                return rng.choice(spending)
        return rng.choice(_base_plays(legal) or list(legal))


def win_chance(observation: SegmentTrixObservation, play: Play) -> float:
    """A guess at how likely ``play`` takes the current trick."""
    trick, ruleset = observation.trick, observation.ruleset
    plays = (*trick, play)
    colours = [colour_of(p.card) for p in plays]
    if trick_winner(colours, [p.digit for p in plays], ruleset.trump) != len(trick):
        return 0.0
    if len(plays) == ruleset.players:
        return 1.0
    trump = colours[-1] == ruleset.trump
    high = play.digit >= 8 if trump else play.digit >= 9
    if trump:
        return 0.95 if high else 0.4 + 0.05 * play.digit
    return 0.7 if high else 0.15 + 0.05 * play.digit


def later_tricks(observation: SegmentTrixObservation, played: int) -> float:
    """Tricks the cards still held after playing ``played`` may win."""
    trump = observation.ruleset.trump
    return sum((LATER_TRUMP if colour_of(card) == trump else LATER_PLAIN)[value_of(card)]
               for card in observation.hand if card != played)


def later_room(observation: SegmentTrixObservation, played: int) -> int:
    """The most chips the cards still held after ``played`` could take."""
    by_card = observation.ruleset.plays.by_card
    return sum(max(p.chips for p in by_card[card]) for card in observation.hand if card != played)


def medium_score(observation: SegmentTrixObservation, play: Play) -> float:
    """Points the play is expected to earn, less the cost of missing need 0:
    chips left over can still go on later cards, tricks too many cannot be undone."""
    wins = win_chance(observation, play)
    left = _need(observation) - play.chips - wins - later_tricks(observation, play.card)
    stranded = max(0.0, left - later_room(observation, play.card))
    miss = stranded * MISS + max(0.0, -left) * (MISS + OVERSHOOT) + max(0.0, left) * 0.3
    later = later_tricks(observation, play.card)
    # No tricks and no chips left scores 10: worth chasing with a weak hand.
    blank = NO_TRICK_HOPE * (1 - wins) if observation.tricks_won[observation.seat] == 0 and later < WEAK else 0.0
    gift = (1 - wins) * play.chips * GIFT  # chips on a lost trick score for its taker
    # A trick scores only if the chips left can still match it.
    fits = _need(observation) - play.chips >= 1
    return (wins * (2 + play.chips) if fits else 0.0) + blank - miss - gift - 0.01 * play.digit


class MediumAgent:
    """The play with the best ``medium_score``; ties at random."""

    def __init__(self) -> None:
        self.name = "medium"

    def choose(self, observation: SegmentTrixObservation, rng: random.Random) -> Play:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scores = [medium_score(observation, play) for play in legal]
        best = max(scores)
        return rng.choice([play for play, score in zip(legal, scores) if score >= best - 1e-9])


class SegmentTrixHooks(SearchHooks[SegmentTrixObservation, SegmentTrixState]):
    """Hard's knowledge of the game for ``ISMCTSAgent``: a rollout plays the
    round out (``playout.finish_round``) and values the totals it leaves.
    The legal plays need no grouping: a card turned over to the same digit is
    not offered twice. Its reason for a play is its chance to take the trick and
    the tricks and unused chips it leaves (``reasons``).

    The value of a play is what the searched round leaves: once the tree has
    stepped past that round's last trick, the next deal is a fresh shuffle,
    and playing it out would only add noise that drowns a real difference
    (or, with none, picks a pointless play, such as chips spent on a trick
    already lost)."""

    def __init__(self) -> None:
        self._round: int | None = None  # the round the search is about (None: no search begun)

    def root_actions(self, observation: SegmentTrixObservation) -> Sequence[Play]:
        self._round = observation.round  # asked once at the start of each search
        return observation.legal_actions()

    def reason(self, observation: SegmentTrixObservation, action: Play, value: float | None) -> str:
        """Its chance to take the trick, and the tricks and unused chips it leaves (``reasons.why``)."""
        return why(facts(observation, action, trick_chance(observation, action)))

    def contrast(self, observation: SegmentTrixObservation, best: Play, played: Play) -> str | None:
        """What ``best`` leaves for the scoring rule that ``played`` does not (``reasons.why_rather``)."""
        return why_rather(facts(observation, best, trick_chance(observation, best)),
                          facts(observation, played, trick_chance(observation, played)))

    def rollout(self, state: SegmentTrixState, rng: random.Random) -> tuple[float, ...]:
        if state.is_terminal():
            return state.returns()
        if self._round not in (None, state.round):  # the searched round is over; its totals stand
            return standing(state.totals)
        totals = finish_round(state, rng)
        if state.round == state.ruleset.setup.rounds:  # that was the last round: the game is decided
            best = max(totals)
            winners = totals.count(best)
            return tuple(1 / winners if total == best else 0.0 for total in totals)
        return standing(totals)


TRICK_WORLDS = 100  # worlds ``trick_chance`` plays the trick out in


def trick_chance(observation: SegmentTrixObservation, play: Play) -> float:
    """The share of worlds dealt from ``observation`` in which ``play`` takes the
    trick, the later seats playing any legal card. Seeded by the play, so the
    same position always gives the same figure."""
    rng = random.Random(str(play))
    players, trump = observation.ruleset.players, observation.ruleset.trump
    won = 0
    for _ in range(TRICK_WORLDS):
        world = observation.determinize(rng)
        trick = [*observation.trick, play]
        world.step(play)
        while len(trick) < players:
            trick.append(rng.choice(world.legal_actions()))
            world.step(trick[-1])
        taker = trick_winner([colour_of(p.card) for p in trick], [p.digit for p in trick], trump)
        won += taker == len(observation.trick)
    return won / TRICK_WORLDS


def standing(totals: Sequence[int]) -> tuple[float, ...]:
    """Per seat, a smooth chance of winning from its lead over the best other total."""
    values = []
    for seat, total in enumerate(totals):
        best_other = max(t for other, t in enumerate(totals) if other != seat)
        values.append(1 / (1 + math.exp(-(total - best_other) / 8)))
    return tuple(values)


APPRAISAL_SIMULATIONS = 3000
APPRAISAL_FLOOR = 20


def hard_agent(limits: SearchLimits = DIFFICULTY["hard"]) -> ISMCTSAgent:
    return ISMCTSAgent("hard", SegmentTrixHooks(), limits, stop_when_decided=True)


def appraiser() -> SearchAppraiser:
    """The coach's: hard's search over every legal play, its values ``standing``'s chance of winning."""
    return SearchAppraiser(hard_agent, APPRAISAL_SIMULATIONS, APPRAISAL_FLOOR, lambda _: "win chance")


AGENTS: dict[str, Callable[[], Agent[SegmentTrixObservation]]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "medium": MediumAgent,
    "hard": hard_agent,
}
