"""Segmentation Fault's AI players: easy, medium and hard.

Everything is face up but the deck's order, so a player's own turn can be
worked out exactly from its observation: every play, where its chain ends,
whether it crashes, and every swap after it. The levels differ in what they
do with that:

- easy plays at random among the plays that do not crash (and now and then
  slips), and takes a win when the swap offers one;
- medium greedily brings its row closest to a winning pattern;
- hard takes any win in one move, never crashes when it can help it, avoids
  leaving the next player a win they can see, and searches the rest with
  ISMCTS (``deskcards.ai.ismcts``).

They read only the observation's public fields (and hard's search draws worlds
through ``observation.determinize``), never the real state.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from deskcards.ai.agent import DIFFICULTY, Agent, RandomAgent, SearchLimits
from deskcards.ai.ismcts import ISMCTSAgent, SearchHooks
from deskcards.ai.search_appraiser import SearchAppraiser
from deskcards.engine.cards import make_card, rank
from deskcards.engine.words import translate

from .actions import PLAYS, ROW_SIZE, SOURCES, SWAPS, Play, SegfaultAction
from .nearness import closeness, completers, shortfall
from .observation import SegfaultObservation
from .patterns import how_won, winning_pattern
from .phases import PLAYING, SWAPPING
from .playout import distinct_plays, end_index, replaced, rollout_action, safe_declarations
from .pointers import LEFT, chain_ends, neighbours, seated
from .reasons import facts, why, why_rather
from .state import SegfaultState

Row = tuple[int, ...]
Rows = tuple[Row | None, ...]

# --- one's own turn, worked out exactly --------------------------------------


@dataclass(frozen=True, slots=True)
class TurnOption:
    """One way to finish the turn: ``action`` now (a play, or a swap when the
    play is done) and the best follow-up, leaving ``seat`` with ``row`` and
    the table as ``rows``."""

    action: SegfaultAction
    rows: Rows
    seat: int

    @property
    def row(self) -> Row:
        return seated(self.rows, self.seat)

    @property
    def wins(self) -> bool:
        return winning_pattern(self.row) is not None


def turn_options(observation: SegfaultObservation) -> list[TurnOption]:
    """Every way to finish the turn without crashing, in the play or swap phase.

    Plays are kept once per place their chain ends (the smallest declaration
    reaching it), since the rest of the turn only depends on that place.
    """
    if observation.phase == PLAYING:
        return _play_options(observation)
    if observation.phase == SWAPPING:
        seat, target = observation.current_player, observation.target
        assert seat is not None and target is not None  # the swap phase follows a play that pointed
        return _swaps(observation.rows, seat, target, SWAPS)
    return []


def _play_options(observation: SegfaultObservation) -> list[TurnOption]:
    seat = observation.current_player
    drawn = observation.drawn
    assert seat is not None and drawn is not None  # the play phase follows a draw
    legal = set(observation.legal_actions())
    links = neighbours(observation.rows)
    most = observation.ruleset.settings.max_pointing
    options: list[TurnOption] = []
    for source in SOURCES:
        rows = list(observation.rows)
        row = list(seated(rows, seat))
        card = drawn if source is None else row[source]
        if source is not None:
            row[source] = drawn
        rows[seat] = tuple(row)
        if PLAYS[source, 0] in legal:  # zero pointings: the turn ends at once
            options.append(TurnOption(PLAYS[source, 0], tuple(rows), seat))
        # Pointing from a king crashes, so the valid declarations are exactly
        # the places reached before the crash (ending on a king is fine).
        places, _ = chain_ends(rows, links, seat, card, most)
        for n, target in enumerate(places, 1):
            options += _swaps(tuple(rows), seat, target, (PLAYS[source, n],) * ROW_SIZE)
    return options


def _swaps(rows: Rows, seat: int, target: tuple[int, int], actions: Sequence[SegfaultAction]) -> list[TurnOption]:
    """The six swaps of ``target`` into ``seat``'s row; ``actions[pos]`` names each."""
    other_seat, other_pos = target
    options = []
    for pos in range(ROW_SIZE):
        after = list(rows)
        mine = list(seated(after, seat))
        if other_seat == seat:
            mine[pos], mine[other_pos] = mine[other_pos], mine[pos]
        else:
            other = list(seated(after, other_seat))
            mine[pos], other[other_pos] = other[other_pos], mine[pos]
            after[other_seat] = tuple(other)
        after[seat] = tuple(mine)
        options.append(TurnOption(actions[pos], tuple(after), seat))
    return options


# --- what the next player could win with --------------------------------------


def visible_win_chance(rows: Rows, seat: int, pool: Sequence[int], most: int) -> float:
    """The chance that ``seat``, if it moved next on this table, could win at once.

    Only wins the table shows count, those that keep the unknown drawn card
    out of the row: draw from ``pool``, then play either the drawn card or a
    row card, and in the second case swap the card reached into the gap where
    the drawn card went. Of the drawn card only its rank matters then (where
    it points), so each rank is weighed by its share of the pool. A win that
    needs the drawn card in the row is luck, not something the table offers.
    """
    links = neighbours(rows)
    row = seated(rows, seat)
    if shortfall(row) > 1:  # one new card cannot finish it
        return 0.0
    through_gap = []  # row cards whose chain runs into the drawn card: (pos, hops left)
    for pos in range(ROW_SIZE):
        ends, to_gap = chain_ends(rows, links, seat, row[pos], most, gap=(seat, pos))
        if _fills_gap(rows, seat, pos, ends):
            return 1.0  # whatever they draw
        if to_gap:
            through_gap.append((pos, most - len(ends) - 1))
    winning_ranks = set()
    winners = completers(row)
    for value in {rank(card) for card in pool}:
        drawn = make_card(value, 0)  # its suit never matters here
        ends, _ = chain_ends(rows, links, seat, drawn, most)
        if any(end[0] != seat and winners >> _card_at(rows, end) & 1 for end in ends):
            winning_ranks.add(value)
            continue
        for pos, left in through_gap:
            with_drawn = list(rows)
            with_drawn[seat] = replaced(row, pos, drawn)
            ends, _ = chain_ends(with_drawn, links, seat, drawn, left)
            if _fills_gap(rows, seat, pos, ends):
                winning_ranks.add(value)
                break
    return sum(rank(card) in winning_ranks for card in pool) / len(pool) if pool else 0.0


def _fills_gap(rows: Rows, seat: int, pos: int, ends: Sequence[tuple[int, int]]) -> bool:
    """Whether a card at one of ``ends``, swapped into ``seat``'s ``pos``, wins."""
    row = seated(rows, seat)
    return any(end[0] != seat and wins_with(row, pos, _card_at(rows, end)) for end in ends)


def _card_at(rows: Rows, place: tuple[int, int]) -> int:
    return seated(rows, place[0])[place[1]]


# The same rows and cards come up again and again while a plan weighs its
# options, so the check remembers its answers.
@functools.lru_cache(maxsize=1 << 16)
def wins_with(row: Row, pos: int, card: int) -> bool:
    return winning_pattern(replaced(row, pos, card)) is not None


def _draw_pool(observation: SegfaultObservation) -> tuple[int, ...]:
    """The cards the next draw comes from: the deck, or the discard pile
    once the deck is empty (it is shuffled into a new deck)."""
    return observation.deck_cards or observation.discard


# --- easy and medium -----------------------------------------------------------


class EasyAgent:
    """Random among the plays that do not crash, with a beginner's slips."""

    SLIP = 0.1  # how often it plays without checking the chain

    def __init__(self) -> None:
        self.name = "easy"

    def choose(self, observation: SegfaultObservation, rng: random.Random) -> SegfaultAction:
        legal = observation.legal_actions()
        options = turn_options(observation)
        if observation.phase == SWAPPING:
            wins = [option.action for option in options if option.wins]
            return wins[0] if wins else rng.choice(legal)
        if not options or rng.random() < self.SLIP:
            return rng.choice(legal)
        return rng.choice(options).action


class MediumAgent:
    """Greedy: the safe turn that leaves its own row closest to a winning pattern."""

    def __init__(self) -> None:
        self.name = "medium"

    def choose(self, observation: SegfaultObservation, rng: random.Random) -> SegfaultAction:
        options = turn_options(observation)
        if not options:
            return rng.choice(observation.legal_actions())
        best = max(closeness(option.row) for option in options)
        return rng.choice([option.action for option in options if closeness(option.row) == best])


# --- hard: tactics first, then search ------------------------------------------


@dataclass(frozen=True)
class _Plan:
    forced: SegfaultAction | None  # play this without searching
    candidates: tuple[SegfaultAction, ...]  # else search among these


class SegfaultHooks(SearchHooks[SegfaultObservation, SegfaultState]):
    """Hard's knowledge of the game, for ``ISMCTSAgent``.

    At the root: win now if possible; otherwise search only actions that do not
    crash and have a finish that hands the next player no visible win, and of
    those the ``width`` whose best finish brings the row closest to a pattern.
    In playouts: play to a win when a chain reaches one, else a play that does
    not crash, swap greedily, and stop after ``rollout_depth`` actions to judge
    the rows. The search looks no further than the end of the round: in a
    match its winner takes the point, as the winner of a single round does.
    """

    rollout_depth = 12  # about one turn each at four players (draw, play, swap)

    def __init__(self, width: int = 8):
        self.width = width
        self._last: tuple[SegfaultObservation, _Plan] | None = None
        # distinct_plays by table (rows, current player, drawn card), for one search
        self._tree_plays: dict[tuple[Rows, int | None, int | None], tuple[SegfaultAction, ...]] = {}
        self._round_start: tuple[int, tuple[int, ...]] = (1, ())  # the searched round's number, and the scores then

    def prior(self, observation: SegfaultObservation) -> SegfaultAction | None:
        return self._plan(observation).forced

    def root_actions(self, observation: SegfaultObservation) -> Sequence[SegfaultAction]:
        return self._plan(observation).candidates

    def _plan(self, observation: SegfaultObservation) -> _Plan:
        # prior and root_actions ask about the same observation in a row.
        if self._last is not None and self._last[0] is observation:
            return self._last[1]
        plan = _make_plan(observation, self.width)
        self._last = (observation, plan)
        self._tree_plays.clear()  # a new search
        self._round_start = (observation.round, observation.scores)
        return plan

    def reason(self, observation: SegfaultObservation, action: SegfaultAction, value: float | None) -> str | None:
        """A win the turn reaches, else where the move's chain goes and what its turn leaves
        (``reasons.why``); the search's own figures say nothing a player can check."""
        options = turn_options(observation)
        patterns = [pattern for option in options
                    if option.action == action and (pattern := winning_pattern(option.row)) is not None]
        if patterns and observation.phase == SWAPPING:
            return translate("hints", "it wins the hand {how}", how=how_won(patterns[0]))
        return why(facts(observation, action, options, next_players_win(observation)))

    def contrast(self, observation: SegfaultObservation, best: SegfaultAction, played: SegfaultAction) -> str | None:
        """What ``best`` does that ``played`` does not (``reasons.why_rather``)."""
        options, gift = turn_options(observation), next_players_win(observation)
        return why_rather(facts(observation, best, options, gift), facts(observation, played, options, gift))

    rollout_action = staticmethod(rollout_action)

    def rollout(self, state: SegfaultState, rng: random.Random) -> tuple[float, ...]:
        """Play the round out (the tree may already have ended it), for at most ``rollout_depth`` actions."""
        round_number, scores = self._round_start
        for _ in range(self.rollout_depth):
            if state.round != round_number or state.is_terminal():
                break
            state.step(rollout_action(state, rng))
        if state.round == round_number and not state.is_terminal():
            return self.evaluate(state)
        won = tuple(float(now > before) for now, before in zip(state.scores, scores))
        if any(won):
            return won
        if state.is_terminal():
            return state.returns()  # a drawn last round
        return (1.0 / len(won),) * len(won)  # a drawn round of a match: nobody gained

    def tree_actions(self, state: SegfaultState) -> Sequence[SegfaultAction]:
        if state.phase != PLAYING:
            return state.legal_actions()
        # A node of the tree meets the same table and drawn card in many of
        # the worlds that pass through it.
        key = (state.rows, state.current_player, state.drawn)
        plays = self._tree_plays.get(key)
        if plays is None:
            plays = self._tree_plays[key] = distinct_plays(state)
        return plays

    def evaluate(self, state: SegfaultState) -> tuple[float, ...]:
        """Each seat's share of 1 in proportion to its row's closeness; a seat
        that is out gets nothing."""
        weights = [0.0 if row is None else closeness(row) for row in state.rows]
        total = sum(weights)
        return tuple(weight / total for weight in weights)


def _make_plan(observation: SegfaultObservation, width: int) -> _Plan:
    options = turn_options(observation)
    if not options:  # every play crashes (or nothing to choose): no search helps
        return _Plan(observation.legal_actions()[0], ())
    for option in options:
        if option.wins:
            return _Plan(option.action, ())
    gift = next_players_win(observation)
    # Closest rows first: an action ranks by its best finish that hands the
    # next player no visible win.
    options.sort(key=lambda option: closeness(option.row), reverse=True)
    no_gift: list[SegfaultAction] = []
    least_gift: dict[SegfaultAction, float] = {}  # for when every finish is a gift
    for option in options:
        if option.action in no_gift:
            continue
        chance = gift(option)
        if chance == 0.0:
            no_gift.append(option.action)
            if len(no_gift) == width:
                break
        else:
            least_gift[option.action] = min(chance, least_gift.get(option.action, 1.0))
    if no_gift:
        return _Plan(None, tuple(no_gift))
    least = min(least_gift.values())
    return _Plan(None, tuple(action for action, gift in least_gift.items() if gift == least)[:width])


def next_players_win(observation: SegfaultObservation) -> Callable[[TurnOption], float]:
    """For a finish of the seat's turn, the chance the next player can then win at once
    (``visible_win_chance``). A finish that does not crash leaves every seat in."""
    seat = observation.current_player
    assert seat is not None  # a move is being made
    after = neighbours(observation.rows)[LEFT][seat]
    pool, most = _draw_pool(observation), observation.ruleset.settings.max_pointing
    return lambda option: visible_win_chance(option.rows, after, pool, most)


APPRAISAL_SIMULATIONS = 6000
APPRAISAL_FLOOR = 20


def hard_agent(limits: SearchLimits = DIFFICULTY["hard"]) -> ISMCTSAgent:
    return ISMCTSAgent("hard", SegfaultHooks(), limits, stop_when_decided=True)


def _wins_now(observation: SegfaultObservation, action: SegfaultAction) -> float | None:
    """1 for a move whose turn wins the round (what hard plays without searching), else None."""
    return 1.0 if any(option.wins and option.action == action for option in turn_options(observation)) else None


def _outcomes(observation: SegfaultObservation) -> dict[SegfaultAction, SegfaultAction]:
    """Each legal move -> the smallest declaration from its source with its outcome: the
    same place reached, or a crash. Chains run over face-up cards and the drawn card,
    which the seat sees, so any world dealt from its observation tells them."""
    legal = observation.legal_actions()
    if observation.phase != PLAYING:
        return {action: action for action in legal}
    world = observation.determinize(random.Random(0))
    most = observation.ruleset.settings.max_pointing
    stands_for: dict[SegfaultAction, SegfaultAction] = {}
    for action in legal:
        assert isinstance(action, Play)  # the play phase offers only plays
        ends = world.play_ends(action.pos, most)
        safe = safe_declarations(ends, most)
        n = action.n
        same = n if n == 0 else end_index(ends, n) + 1 if n <= safe else safe + 1
        stands_for[action] = PLAYS[action.pos, same]
    return stands_for


def appraiser() -> SearchAppraiser:
    """The coach's: hard's search over every legal move (one per outcome), its values the chance of
    winning the round."""
    return SearchAppraiser(hard_agent, APPRAISAL_SIMULATIONS, APPRAISAL_FLOOR, lambda _: "win chance", _wins_now,
                           _outcomes)


AGENTS: dict[str, Callable[[], Agent[SegfaultObservation]]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "medium": MediumAgent,
    "hard": hard_agent,
}
