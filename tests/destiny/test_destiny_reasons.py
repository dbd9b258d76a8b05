"""What a Destiny player reads: refusals are plain sentences, and neither they
nor the game log show internal codes (card codes like 3c, place numbers)."""

import random
import re

from destiny_helpers import arranged, play, rules

from deskcards.games.destiny.actions import AllIn, Benediction, Call, Check, Fold, Hold, Look, Raise
from deskcards.games.destiny.legality import why_illegal
from deskcards.games.destiny.narrate import narrate

CARD_CODE = re.compile(r"\b(?:[2-9TJQKA]|10)[cdhs]\b")
NAMES = ["You", "Bob", "Carol", "Dave", "Erin"]
TRIES = [*(Look(place) for place in range(26)), *(Hold(place) for place in range(26)), Benediction(),
         Fold(), Check(), Call(), Raise(0), Raise(10 ** 6), AllIn(), "shuffle"]


def reasons(state) -> set[str]:
    return {reason for action in TRIES if (reason := why_illegal(state, action)) is not None}


def readable(sentence: str) -> bool:
    return sentence[:1].isupper() and sentence.endswith(".") and not CARD_CODE.search(sentence) \
        and not re.search(r"\bplace \d", sentence)


def test_a_play_in_a_wager_round_is_refused_in_plain_words():
    state = arranged(players=3, dealer=0)
    assert why_illegal(state, Benediction()) == "It is time to wager, not to make the Benediction hand."
    assert why_illegal(state, Look(0)) == "It is time to wager, not to look at a field card."
    assert why_illegal(state, Hold(0)) == "It is time to wager, not to hold a card down."


def test_a_place_off_the_field_is_named_by_the_places_there_are():
    state = arranged(players=3, dealer=0)
    play(state, "call", "call", "check")
    assert why_illegal(state, Look(25)) == "That place is not on the field; its places run from a1 to e5."


def test_every_refusal_met_in_whole_games_is_a_readable_sentence():
    seen = set()
    for seed in range(3):
        state = rules(5, "short-stacks").new_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            seen |= reasons(state)
            state.apply(rng.choice(state.legal_actions()))
        seen |= reasons(state)
    assert len(seen) > 20  # every kind of refusal came up
    assert [reason for reason in seen if not readable(reason)] == []


def test_the_log_of_whole_games_names_cards_never_by_code():
    for seed in range(3):
        state = rules(5).new_state(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            before = state.clone()
            events = state.apply(rng.choice(state.legal_actions()))
            for seat in (0, None):
                lines = narrate(events, NAMES, seat, before)
                assert [line for line in lines if CARD_CODE.search(line) or not line[:1].isupper()] == []
