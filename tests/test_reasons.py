"""The reasons of the three searching games (each game's ``reasons`` module, through
its hard hooks' ``reason`` and ``contrast``): what a move does that a player can check
on the table, and only with cards the seat can see."""

from __future__ import annotations

import random
import re
from itertools import islice
from typing import Any

import pytest

from deskcards.engine.cards import card_label, rank
from deskcards.games import load_game, spec
from deskcards.games.blackjack.actions import PLAYS, Play
from deskcards.games.blackjack.phases import START
from deskcards.games.blackjack.reasons import TurnEnd
from deskcards.games.blackjack.reasons import why_rather as blackjack_why_rather
from deskcards.games.segfault.actions import Play as SegfaultPlay
from deskcards.games.segfault.phases import PLAYING
from deskcards.games.segfault.pointers import neighbours, seated, walk
from deskcards.games.segment_trix.reasons import PlayFacts
from deskcards.games.segment_trix.reasons import why_rather as trix_why_rather

GAMES = ["blackjack", "segfault", "segment-trix"]
CARD_LABEL = re.compile(r"(?:10|[2-9AJQK])[♣♦♥♠]")
TRIX_CARD = re.compile(r"the (\w+) (\d)\b(?!%)")  # "the pink 7", not "the trick 90% of the time"


def hooks(game: str) -> Any:
    return spec(game).agents()["hard"]().hooks


def observations(game: str, seed: int, steps: int = 60) -> Any:
    """Observations of the seat to move with a choice, along random games of ``game`` from real deals."""
    ruleset = load_game(game, "standard")
    rng = random.Random(seed)
    while True:
        state = ruleset.new_state(rng.getrandbits(32))
        for _ in range(rng.randrange(steps)):
            if state.is_terminal():
                break
            if len(state.legal_actions()) > 1:
                yield state.observation(state.current_player)
            state.step(rng.choice(state.legal_actions()))


def test_blackjack_names_the_pick_up_a_two_passes_on_and_the_hand_of_who_gets_it():
    """A lone 2 ends the turn: the pick-up grows by two and goes to the next seat in the direction of play."""
    found = 0
    for seen in islice(observations("blackjack", seed=1), 4000):
        twos = [card for card in seen.hand if rank(card) == 2]
        play = PLAYS.get((twos[0], None)) if len(twos) == 1 and len(seen.hand) > 1 else None
        if play is None or play not in seen.legal_actions() or seen.phase != START:
            continue
        after = (seen.seat + seen.move_offset) % len(seen.hand_sizes)  # 8s played this turn count too
        assert hooks("blackjack").reason(seen, play, 0.5) == (
            f"it passes a pick-up of {seen.pickup + 2} on to the next player, who holds {seen.hand_sizes[after]} cards")
        found += 1
    assert found >= 3


def test_blackjack_names_the_cards_a_pair_sheds():
    hook = hooks("blackjack")
    for seen in islice(observations("blackjack", seed=2), 2000):
        pairs = [action for action in seen.legal_actions() if isinstance(action, Play) and not seen.pickup
                 and sum(rank(card) == action.value for card in seen.hand) >= 2 and action.value not in (1, 2, 11)]
        if pairs:
            shed = re.search(r"it sheds (\d+) cards this turn", hook.reason(seen, pairs[0], 0.5))
            assert shed is not None and int(shed.group(1)) >= 2
            return
    pytest.fail("no position offered a pair to shed")


def test_segfault_names_the_card_the_chain_reaches_and_a_crash():
    hook = hooks("segfault")
    for seen in islice(observations("segfault", seed=3), 3000):
        if seen.phase != PLAYING:
            continue
        seat = seen.current_player
        plays = [action for action in seen.legal_actions() if isinstance(action, SegfaultPlay) and action.pos is None]
        # the drawn card is played from outside the row, so the rows stay as they are
        ends = {play: walk(seen.rows, neighbours(seen.rows), seat, seen.drawn, play.n) for play in plays}
        safe = [play for play, (hops, crashed) in ends.items() if hops and not crashed]
        crash = [play for play, (_, crashed) in ends.items() if crashed]
        if safe and crash:
            hops, _ = ends[safe[0]]
            reached = card_label(seated(seen.rows, hops[-1][0])[hops[-1][1]])
            said = hook.contrast(seen, safe[0], crash[0])
            assert said.endswith("; yours points from a King and crashes")
            assert f"it reaches {reached}" in said or "it leads to" in said
            return
    pytest.fail("no position offered both a safe play and a crash")


def test_segment_trix_counts_the_tricks_and_unused_chips_a_play_leaves():
    hook = hooks("segment-trix")
    checked = 0
    for seen in islice(observations("segment-trix", seed=4), 300):
        with_chips = [play for play in seen.legal_actions() if play.chips]
        plain = [play for play in seen.legal_actions() if not play.chips]
        if not with_chips or not plain:
            continue
        unused = seen.unused_chips[seen.seat]
        said = hook.reason(seen, plain[0], 0.5)
        assert "chips unused" in said or "chip unused" in said
        assert re.search(rf"\b{unused} chips? unused", said), said
        contrast = hook.contrast(seen, plain[0], with_chips[0])
        if contrast:
            assert f"{unused - with_chips[0].chips} chip" in contrast or "on a trick you likely lose" in contrast
        checked += 1
    assert checked >= 5


def visible_cards(game: str, seen: Any) -> set[str]:
    """How the reasons may name cards the seat can see."""
    if game == "blackjack":
        return {card_label(card) for card in (*seen.hand, *seen.discard)}
    if game == "segfault":
        return {card_label(card) for row in seen.rows if row is not None for card in row} | (
            {card_label(seen.drawn)} if seen.drawn is not None else set())
    names = seen.ruleset.plays.names
    return {names.name(card) for card in (*seen.hand, *(play.card for play in seen.trick))}


@pytest.mark.parametrize("game", GAMES)
def test_a_reason_names_only_cards_the_seat_can_see(game):
    hook = hooks(game)
    said = []
    for seen in islice(observations(game, seed=5), 40):
        legal = seen.legal_actions()
        first = legal[0]
        for action in legal[1:8]:
            said += [hook.reason(seen, action, 0.5), hook.contrast(seen, first, action)]
        named = ([match.group(0) for text in said if text for match in TRIX_CARD.finditer(text)]
                 if game == "segment-trix" else [card for text in said if text for card in CARD_LABEL.findall(text)])
        assert set(named) <= visible_cards(game, seen), (named, said)
        said.clear()


@pytest.mark.parametrize("game", GAMES)
def test_the_coach_asks_the_game_s_contrast_through_its_appraiser(game):
    loader = spec(game).appraiser
    assert loader is not None
    appraiser = loader()
    for seen in islice(observations(game, seed=6), 10):
        best, played = seen.legal_actions()[:2]
        assert appraiser.contrast(seen, best, played) == hooks(game).contrast(seen, best, played)  # type: ignore[attr-defined]


def test_segment_trix_names_a_clear_gap_in_the_chance_to_take_the_trick():
    ducks, risks = PlayFacts(0.05, 1, 2, 0, None), PlayFacts(0.45, 1, 2, 0, None)
    assert trix_why_rather(ducks, risks) == (
        "it loses the trick 95% of the time, leaving you 1 trick and 2 chips unused; yours takes it 45% of the time")


def test_blackjack_says_so_when_two_turns_look_alike_on_the_table():
    turn = TurnEnd(goes_out=False, shed=1, drawn=0, answered=0, passed=0, next_seat=1, next_cards=5, spent=(),
                   kept=(), called=None, most_held=None, stuck=0.3)
    assert blackjack_why_rather(turn, turn).startswith("the two turns look alike on the table")
