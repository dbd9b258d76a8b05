"""Every message that names a card names it as its own game does: Segment Trix's
"the pink 7", the standard deck's "7♣" in the other four. A seeded game of each
is played and every text it words is scanned for the other kind of name, as the
log tests scan for card codes: the log for every seat, what a take-back reports
as seen, the refusals, the progress line and a move in words."""

import random
import re

import pytest

from game_helpers import random_positions

from deskcards.engine.cards import FULL_DECK, RANK_WORDS, SUIT_NAMES, card_label, card_words, spoken_text
from deskcards.games import game_names, load_game, spec

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
STANDARD_NAME = re.compile(r"(?:10|[2-9AJQK])[♣♦♥♠]|\b(?:" + "|".join(RANK_WORDS) + r") of (?:"
                           + "|".join(SUIT_NAMES) + r")\b|\b(?:red|black) joker\b")
SEGMENT_TRIX_NAME = re.compile(r"\bthe (?:" + "|".join(spec("segment-trix").settings().colours)
                               + r") [0-8]\b")
OTHER_GAMES_NAMES = dict.fromkeys(game_names(), SEGMENT_TRIX_NAME) | {"segment-trix": STANDARD_NAME}


def texts_of_a_game(game: str, seed: int) -> list[str]:
    """Every text a random game of ``game`` words, for every seat."""
    rules, words = load_game(game), spec(game)
    state, rng, texts = rules.new_state(seed), random.Random(seed), []
    while not state.is_terminal() and len(texts) < 4000:
        before = state.clone()
        legal = state.legal_actions()
        texts.append(state.progress())
        seat = state.current_player
        texts += [words.action_words(state.observation(seat), action) for action in legal[:5]]
        events = state.apply(rng.choice(legal))
        for you in range(rules.players):
            texts += words.narrate(events, NAMES[:rules.players], you, before)
            texts.append(state.revealed(events, you) or "")
    return texts


def refusals(game: str) -> list[str]:
    """Why actions legal in some positions are refused in others."""
    why_illegal = spec(game).why_illegal
    positions = random_positions(load_game(game), count=12, seed=3, most_actions=80)
    tried = sorted({action for state in positions for action in state.legal_actions()}, key=str)
    return [why_illegal(state, action) or "" for state in positions for action in tried[:60]]


@pytest.mark.parametrize("game", game_names())
def test_every_message_names_cards_as_its_own_game_does(game):
    texts = texts_of_a_game(game, seed=1) + refusals(game)
    foreign = OTHER_GAMES_NAMES[game]
    assert [text for text in texts if foreign.search(text)] == []
    own = STANDARD_NAME if game != "segment-trix" else SEGMENT_TRIX_NAME
    assert sum(bool(own.search(text)) for text in texts) > 20  # the scan read texts that name cards



def test_every_card_written_in_a_sentence_is_said_in_words():
    for card in FULL_DECK:
        assert spoken_text(f"Bob plays {card_label(card)}, then {card_label(card)}.") \
            == f"Bob plays {card_words(card)}, then {card_words(card)}."
    assert spoken_text("Bob has 10 chips and the red joker.") == "Bob has 10 chips and the red joker."
