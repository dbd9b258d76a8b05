"""Destiny's counted chances (counting.py) give what the sampled worlds (odds.py) estimate."""

import random

import pytest

from destiny_ai_helpers import KNOWING, card, observation

from deskcards.games.destiny.ai.counting import Counted, chances
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.ai.odds import BENEDICTION, BLIND, OPEN, Showing, Worlds

SEEN = {"a1": "8s", "b1": "Qh", "c1": "5d", "d1": "Kc"}  # 5d and Kc lie at free places, in the tests' free_known
PLAYED = tuple((1, 1, c, None) for c in ("As", "Kd", "3c", "9h"))
SEATS = {
    "nothing public": observation(seen=SEEN),
    "a deck with known cards": observation(seen=SEEN, discard=("Ac",), played=PLAYED, deck_count=6),
    "a deck of known cards only": observation(seen=SEEN, discard=("Ac",), played=PLAYED[:2], deck_count=2),
}
TABLES = [[BLIND, BENEDICTION, OPEN], [OPEN, OPEN, OPEN], [BENEDICTION, BENEDICTION, BENEDICTION],
          [Showing.card(card("Jh")), BLIND]]


@pytest.mark.parametrize("seat", SEATS.values(), ids=SEATS.keys())
@pytest.mark.parametrize("rivals", TABLES, ids=["blind-deck-open", "open", "deck", "known-blind"])
@pytest.mark.parametrize("free_known", [(), ("5d", "Kc")], ids=["no free card known", "two free cards known"])
def test_counted_chances_are_what_many_sampled_worlds_find(seat, rivals, free_known):
    memory = remember(seat)
    known = [card(text) for text in free_known]
    sampled = Worlds(memory, rivals, random.Random(1), 20_000, free_known=known, free_unseen=10)
    counted = Counted(memory, rivals, free_known=known, free_unseen=10)
    assert counted.unseen_chance == pytest.approx(sampled.unseen_chance, abs=0.015)
    assert counted.deck_chance == pytest.approx(sampled.deck_chance, abs=0.015)
    for held in ("8s", "Qh"):
        assert counted.chance(card(held)) == pytest.approx(sampled.chance(card(held)), abs=0.015)


def test_against_blind_cards_the_chance_is_the_exact_share_of_draws_below():
    # 8s ranks 27: of the 49 cards we do not know 26 lie below it (2c is known); all three blind cards must
    counted = Counted(remember(observation(seen={"a1": "8s", "b1": "As", "c1": "2c"})), [BLIND, BLIND, BLIND])
    assert counted.chance(card("8s")) == pytest.approx(26 * 25 * 24 / (49 * 48 * 47), rel=1e-12)
    assert counted.chance(card("As")) == 1.0 and counted.chance(card("2c")) == 0.0
    assert counted.unseen_chance == pytest.approx(1 / 4, rel=1e-12)  # four blind cards: each as likely the best


def test_a_known_rival_card_decides_exactly():
    counted = Counted(remember(observation()), [Showing.card(card("Qh"))])
    assert counted.chance(card("Qs")) == 1.0 and counted.chance(card("Qd")) == 0.0


def test_plain_rivals_are_counted_and_rivals_that_may_choose_knowingly_are_sampled():
    memory = remember(observation(seen={"a1": "8s"}))
    assert isinstance(chances(memory, [BLIND, OPEN, BENEDICTION], random.Random(1)), Counted)
    assert isinstance(chances(memory, [BLIND, KNOWING], random.Random(1)), Counted)  # trusted in full: plain draws
    for rival in (Showing(draws=2, trust=0.5), Showing(draws=1, floor=30)):
        assert isinstance(chances(memory, [BLIND, rival], random.Random(1)), Worlds)
