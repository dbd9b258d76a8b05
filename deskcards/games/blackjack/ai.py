"""Blackjack (the shedding game)'s AI players: easy, medium and hard.

The rest of one's own turn can be worked out exactly from the observation:
until the turn ends only one's own hand and the public piles matter (a draw
ends the turn). So ``plan_turn`` tries every way to finish the turn and scores
where each one leaves the seat. The levels use that differently:

- easy plays a random card (an Ace only when nothing else will do), sheds
  every card of a cycle's value, never draws when it can play, and ends a
  turn as soon as it may;
- medium plays the best-scored finish of its turn: fewest cards left, Aces,
  2s and Jacks kept for defence, a plain card kept to go out on, an Ace
  calling the suit it holds most, a hand left that can follow the pile, and
  a pile (or a pick-up) the next player is unlikely to answer, judged from
  the unseen cards and what that player was seen not to hold;
- hard goes out when it can, and otherwise plays every legal move out to
  the end of the game, again and again, in worlds dealt from what it has
  seen (``deskcards.ai.playouts``), keeping the move that won most often.

They read only the observation (their own hand and the public fields), and
hard's playouts draw worlds through ``observation.determinize``; never the
real state.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from deskcards.ai.agent import DIFFICULTY, Agent, RandomAgent, SearchLimits
from deskcards.ai.playouts import FlatMonteCarloAgent, PlayoutHooks
from deskcards.ai.search_appraiser import SearchAppraiser
from deskcards.engine.cards import ACE, FULL_DECK, JACK, rank, suit
from deskcards.engine.words import translate

from .actions import DRAW, END, BlackjackAction, Play
from .masks import ACES, ANSWERS, FULL, POWER, RANK_MASK, SUIT_MASK
from .observation import BlackjackObservation
from .playout import greedy_action
from .reasons import TurnEnd, why, why_rather
from .state import BlackjackState

# --- scoring the end of one's own turn ------------------------------------------

WIN = 1000.0
# What keeping a card is worth beside shedding it, in cards: an Ace answers
# any pick-up and calls any suit; a 2 or a Jack answers one and passes it on.
KEEP = tuple({ACE: 0.45, 2: 0.3, JACK: 0.3}.get(value, 0.0) for value in range(14))
LAST_POWER = 1.0  # a hand of power cards only cannot go out in one turn (step 8)
PASS_ON = 0.2  # per card the next player is expected to draw; doubled when they are close to out
CLOSE_TO_OUT = 2
FOLLOW = 0.15  # per card (up to two) that could follow the pile if the turn came back now
PLAN_NODES = 1000  # positions a plan explores before it finishes greedily
Actions = tuple[BlackjackAction, ...]


def hand_value(cards: Sequence[int], unknown: int = 0) -> float:
    """What holding ``cards`` and ``unknown`` more is worth, in cards: minus one
    each, plus what keeping Aces, 2s and Jacks is worth, less a little if only
    power cards are left."""
    value = sum(KEEP[rank(card)] for card in cards) - len(cards) - unknown
    if cards and not unknown and all(POWER >> card & 1 for card in cards):
        value -= LAST_POWER
    return value


@dataclass(frozen=True, slots=True)
class TurnPlan:
    """The best finish of the turn found that starts with ``actions[0]``."""

    actions: Actions
    score: float

    @property
    def first(self) -> BlackjackAction:
        return self.actions[0]

    @property
    def wins(self) -> bool:
        return self.score >= WIN


def plan_turn(observation: BlackjackObservation) -> list[TurnPlan]:
    """One plan per legal action, best score first (ties keep the legal order)."""
    state = own_turn_state(observation)
    planner = _TurnPlanner(observation)
    plans = [planner.plan(state, action) for action in state.legal_actions()]
    plans.sort(key=lambda plan: -plan.score)
    return plans


def own_turn_state(observation: BlackjackObservation) -> BlackjackState:
    """The seat's turn as a state: its hand, the public piles, the other hands empty.

    The deck is a stand-in made of unseen cards, so draws count right (which
    cards come does not matter: a draw ends the turn).
    """
    mine = sum(1 << card for card in observation.hand)
    seen = mine | sum(1 << card for card in observation.discard)
    stand_in = [card for card in FULL_DECK if not seen >> card & 1][:observation.deck_size]
    hands = [0] * len(observation.hand_sizes)
    hands[observation.seat] = mine
    return observation.ruleset.state_from_public(observation, hands, stand_in, 0)


class _TurnPlanner:
    """A depth-first search of one's own turn, remembering positions already scored."""

    def __init__(self, observation: BlackjackObservation):
        self.seat = observation.seat
        self.held = sum(1 << card for card in observation.hand)  # drawn cards are unknown: they score plain
        self.sizes = observation.hand_sizes
        self.facts = observation.could_not_play
        self.unseen = FULL & ~self.held & ~sum(1 << card for card in observation.discard)
        self.memo: dict[tuple[object, ...], tuple[float, Actions]] = {}  # by the turn's position
        self.nodes = 0

    def plan(self, state: BlackjackState, action: BlackjackAction) -> TurnPlan:
        score, rest = self._after(state, action)
        return TurnPlan((action, *rest), score)

    def _after(self, state: BlackjackState, action: BlackjackAction) -> tuple[float, Actions]:
        after = state.clone()
        after.step(action)
        self.nodes += 1
        if after.current_player != self.seat:  # the turn (or the game) is over
            return self.judge(after), ()
        return self._best(after)

    def _best(self, state: BlackjackState) -> tuple[float, Actions]:
        key = (state.hand(self.seat), state.phase, state.top_card, state.active_suit, state.pickup,
               state.move_offset, state.cycle_value, state.cycle_count, state.queen_free)
        found = self.memo.get(key)
        if found is None:
            found = self._greedy(state) if self.nodes >= PLAN_NODES else self._search(state)
            self.memo[key] = found
        return found

    def _search(self, state: BlackjackState) -> tuple[float, Actions]:
        best: tuple[float, Actions] | None = None
        for action in state.legal_actions():
            score, rest = self._after(state, action)
            if best is None or score > best[0]:
                best = (score, (action, *rest))
        return best  # type: ignore[return-value]  # a turn in progress always has an action

    def _greedy(self, state: BlackjackState) -> tuple[float, Actions]:
        """Past the node budget (huge hands of chains): finish the turn greedily."""
        state = state.clone()
        actions: list[BlackjackAction] = []
        while state.current_player == self.seat:
            action = greedy_action(state)
            state.step(action)
            actions.append(action)
        return self.judge(state), tuple(actions)

    def judge(self, end: BlackjackState) -> float:
        """How good the turn's end is for the seat, in cards (higher is better)."""
        seat = self.seat
        if seat in end.places:
            return WIN
        hand = end.hand(seat)
        known = [card for card in hand if self.held >> card & 1]
        score = hand_value(known, len(hand) - len(known)) - end.debts[seat]
        after, top = end.current_player, end.top_card
        if after is None or top is None:
            return score
        score += FOLLOW * min(sum(_follows(end) >> card & 1 for card in known), 2)
        threat = 2 if self.sizes[after] <= CLOSE_TO_OUT else 1
        return score + PASS_ON * threat * max(end.pickup, 1) * self.next_stuck(end)

    def next_stuck(self, end: BlackjackState) -> float:
        """The chance that the player after ``end``'s turn holds nothing to follow
        the pile with (or, with a pick-up waiting, nothing to answer it)."""
        assert end.current_player is not None  # the game goes on
        follows = _follows(end)
        return self.stuck_chance(end.current_player, follows & ANSWERS if end.pickup else follows)

    def stuck_chance(self, seat: int, playable: int) -> float:
        """The chance that ``seat`` holds none of ``playable``, its hand drawn
        from the unseen cards; cards it is known not to have held are left out."""
        size, fact = self.sizes[seat], self.facts[seat]
        old, unheld = 0, 0
        if fact is not None:
            old, unheld = max(size - fact.drawn_since, 0), fact.unplayable
        return _miss(self.unseen & ~unheld, playable) ** old * _miss(self.unseen, playable) ** (size - old)


def _follows(end: BlackjackState) -> int:
    """The cards that may open a turn on ``end``'s pile: its suit, its rank and any Ace."""
    top = end.top_card
    assert top is not None and end.active_suit is not None  # a top card has a suit to match
    return SUIT_MASK[end.active_suit] | RANK_MASK[rank(top)] | ACES


def turn_end(observation: BlackjackObservation, plan: TurnPlan) -> TurnEnd:
    """Where ``plan``'s turn leaves the seat, in the terms ``reasons`` speaks of."""
    end = own_turn_state(observation)
    for action in plan.actions:
        end.step(action)
    seat, held = observation.seat, set(observation.hand)
    plays = [action for action in plan.actions if isinstance(action, Play)]
    left = [card for card in end.hand(seat) if card in held]
    drawn = len(end.hand(seat)) - len(left)
    suits = [sum(suit(card) == held_suit for card in left) for held_suit in range(4)]
    most = max(suits)
    after = end.current_player
    going_on = after is not None and after != seat and end.top_card is not None
    next_cards = observation.hand_sizes[after] if after is not None and going_on else 0
    return TurnEnd(
        goes_out=plan.wins, shed=len(plays), drawn=drawn, answered=observation.pickup if not drawn else 0,
        passed=end.pickup if going_on else 0, next_seat=after if going_on else None, next_cards=next_cards,
        spent=tuple(play.card for play in plays[:1] if plan.first is play and KEEP[play.value]),
        kept=tuple(card for card in left if KEEP[rank(card)]),
        called=next((play.suit for play in reversed(plays) if play.suit is not None), None),
        most_held=suits.index(most) if most and suits.count(most) == 1 else None,
        stuck=_TurnPlanner(observation).next_stuck(end) if going_on else 0.0)


def _miss(pool: int, playable: int) -> float:
    """The chance that one card drawn from ``pool`` is not ``playable``."""
    return 1 - (pool & playable).bit_count() / pool.bit_count() if pool else 1.0


# --- easy and medium ------------------------------------------------------------


class EasyAgent:
    """Random cards, but an Ace only when no other card will do; adds every
    card of a cycle's value it holds; draws only when it cannot play (or, where
    the variant allows, to keep an Ace), and ends a turn as soon as it may.

    Picking among legal actions alone, as random does, plays an Ace four times
    as often as any other card (one action per suit it may call) and closes
    cycles it could have shed more cards into: that made easy no better than
    random.
    """

    def __init__(self) -> None:
        self.name = "easy"

    def choose(self, observation: BlackjackObservation, rng: random.Random) -> BlackjackAction:
        legal = observation.legal_actions()
        if END in legal:
            return END
        plays = [action for action in legal if isinstance(action, Play)]
        if not plays or (DRAW in legal and all(rank(play.card) == ACE for play in plays)):
            return legal[-1]  # DRAW or CLOSE
        return rng.choice([play for play in plays if rank(play.card) != ACE] or plays)


class MediumAgent:
    """The best-scored way to finish its turn (``plan_turn``); ties at random."""

    def __init__(self) -> None:
        self.name = "medium"

    def choose(self, observation: BlackjackObservation, rng: random.Random) -> BlackjackAction:
        legal = observation.legal_actions()
        if len(legal) == 1:
            return legal[0]
        plans = plan_turn(observation)
        return rng.choice([plan.first for plan in plans if plan.score == plans[0].score])


# --- hard: every move played out to the end, many times ------------------------


class BlackjackPlayouts(PlayoutHooks[BlackjackObservation, BlackjackState]):
    """Hard's knowledge of the game, for ``FlatMonteCarloAgent``.

    It goes out when a plan of its turn does. Otherwise every legal move is
    played out to the end of the game in worlds dealt from what it has seen,
    medium's favourite first (it wins ties). In playouts the deciding seat
    plays ``greedy_action`` and the others any legal move at random: it
    assumes nothing about how they play. Pick-ups snowball, so a verdict
    cut short by a hand-size guess misjudges moves; whole games do not.
    """

    def __init__(self) -> None:
        self._last: tuple[BlackjackObservation, list[TurnPlan]] | None = None

    def _plans(self, observation: BlackjackObservation) -> list[TurnPlan]:
        # prior and candidates ask about the same observation in a row.
        if self._last is None or self._last[0] is not observation:
            self._last = (observation, plan_turn(observation))
        return self._last[1]

    def prior(self, observation: BlackjackObservation) -> BlackjackAction | None:
        best = self._plans(observation)[0]
        return best.first if best.wins else None

    def candidates(self, observation: BlackjackObservation) -> Sequence[BlackjackAction]:
        return [plan.first for plan in self._plans(observation)]

    def play_out(self, state: BlackjackState, seat: int, rng: random.Random) -> None:
        while not state.is_terminal():
            if state.current_player == seat:
                state.step(greedy_action(state))
            else:
                state.step(rng.choice(state.legal_actions()))

    def _end_of(self, observation: BlackjackObservation, action: BlackjackAction) -> TurnEnd:
        return turn_end(observation, next(plan for plan in self._plans(observation) if plan.first == action))

    def reason(self, observation: BlackjackObservation, action: BlackjackAction, value: float | None) -> str | None:
        """What the move's turn does (``reasons.why``); else, with a value, the playouts' verdict."""
        said = why(self._end_of(observation, action))
        if said is not None or value is None:
            return said
        if observation.ruleset.players == 2:  # a place's value is then the win itself
            return translate("hints", "it won {share} of the games played out from here",
                             share=f"{value:.0%}")
        return translate("hints", "it finished best on average in the games played out from here")

    def contrast(self, observation: BlackjackObservation, best: BlackjackAction, played: BlackjackAction) -> str:
        """What ``best``'s turn does that ``played``'s does not (``reasons.why_rather``)."""
        return why_rather(self._end_of(observation, best), self._end_of(observation, played))

    def value(self, state: BlackjackState, seat: int) -> float:
        """By place, not only the win: 1 for going out first down to 0 for last, and 0
        with no place (a draw), so with play-on the seats left still play for places."""
        places, last = state.places, state.ruleset.players - 1
        return (last - places.index(seat)) / last if seat in places else 0.0


APPRAISAL_PLAYOUTS = 4000
APPRAISAL_FLOOR = 20


def hard_agent(limits: SearchLimits = DIFFICULTY["hard"]) -> FlatMonteCarloAgent:
    return FlatMonteCarloAgent("hard", BlackjackPlayouts(), limits, stop_when_decided=True)


def _unit(observation: BlackjackObservation) -> str:
    """Two players play for the win; more for places, 1 for first out down to 0 for last."""
    return "win chance" if observation.ruleset.players == 2 else "expected score"


def _going_out(observation: BlackjackObservation, action: BlackjackAction) -> float | None:
    """The place a turn that goes out earns (what hard plays without playouts), or None."""
    plan = next(plan for plan in plan_turn(observation) if plan.first == action)
    last = observation.ruleset.players - 1
    return (last - len(observation.places)) / last if plan.wins else None


def appraiser() -> SearchAppraiser:
    """The coach's: every legal move played out as hard does, in the same worlds."""
    return SearchAppraiser(hard_agent, APPRAISAL_PLAYOUTS, APPRAISAL_FLOOR, _unit, _going_out)


AGENTS: dict[str, Callable[[], Agent[BlackjackObservation]]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "medium": MediumAgent,
    "hard": hard_agent,
}
