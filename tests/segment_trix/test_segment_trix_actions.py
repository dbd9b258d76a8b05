"""What a play is: priced by the font, offered once per effect, and the
equivalent forms an older record may hold still replay."""

import dataclasses
import random

import pytest

from segment_trix_helpers import cards, rules

from deskcards.engine.game import IllegalAction
from deskcards.engine.record import GameRecord
from deskcards.games import replay
from deskcards.games.segment_trix.events import CardReadAs


def ann_to_lead():
    """Four players, Ann (seat 0) to lead with a hand that turns, trims and spends."""
    ruleset = rules(4)
    hands = ["0b 2b 5b 6b 8b 1b 3p 4p 7p", "0g 1g 2g 3g 4g 5g 6g 7g 8g",
             "0y 1y 2y 3y 4y 5y 6y 7y 8y", "0p 1p 2p 5p 6p 8p 3b 4b 7b"]
    return ruleset, ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader=0)


@pytest.mark.parametrize("text, chips, price", [("play 2b=8", 0, 2), ("play 2b=8", 5, 2), ("play 6b", 1, 0)])
def test_a_hand_built_play_is_charged_the_fonts_price_or_refused(text, chips, price):
    ruleset, state = ann_to_lead()
    honest = ruleset.parse_action(text)
    forged = dataclasses.replace(honest, chips=chips)
    with pytest.raises(IllegalAction, match=f"costs {price} chips?, not {chips}"):
        state.apply(forged)
    assert state.unused_chips == (6,) * 4 and state.trick == ()  # nothing happened
    state.apply(honest)
    assert state.unused_chips[0] == 6 - price


def test_a_play_the_font_cannot_make_that_way_up_is_refused_even_when_its_twin_is_legal():
    ruleset, state = ann_to_lead()
    six = ruleset.parse_action("play 6b")
    with pytest.raises(IllegalAction, match="the blue 6 cannot be read as 6 upside down"):
        state.apply(dataclasses.replace(six, upside_down=True))


def test_a_play_of_no_card_is_refused_in_words():
    _, state = ann_to_lead()
    no_card = dataclasses.replace(state.legal_actions()[0], card=99)
    with pytest.raises(IllegalAction, match="not a card"):
        state.apply(no_card)


def test_each_effect_is_offered_once_upright_where_it_can_be():
    _ruleset, state = ann_to_lead()
    legal = state.legal_actions()
    assert len({(p.card, p.digit) for p in legal}) == len(legal)
    offered = {str(p) for p in legal}
    for twin in ["play 0b~0", "play 2b~2", "play 2b~8", "play 5b~5", "play 5b~6", "play 8b~8", "play 6b~8",
                 "play 1b~0"]:
        assert twin not in offered  # the upright form is offered instead
    assert {"play 2b", "play 2b=8", "play 5b=6", "play 6b~9", "play 1b=0", "play 1b~6"} <= offered


@pytest.mark.parametrize("seed", range(6))
def test_no_two_offered_plays_have_the_same_effect(seed):
    state, rng = rules(4).new_state(seed), random.Random(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        assert len({(p.card, p.digit, p.chips) for p in legal}) == len(legal)
        state.step(rng.choice(legal))


def test_a_turned_twin_from_an_older_record_still_plays_and_shows_turned():
    ruleset, state = ann_to_lead()
    twin = ruleset.parse_action("play 2b~8")
    assert twin == ruleset.parse_action("play 2b=8") and twin.upside_down
    events = state.apply(twin)
    assert CardReadAs(0, twin.card, 8, True) in events and state.unused_chips[0] == 4


def test_an_older_record_with_twin_forms_replays_to_the_same_game():
    ruleset = rules(4)
    state, rng, texts = ruleset.new_state(3), random.Random(3), []
    while len(texts) < 40:
        action = rng.choice(state.legal_actions())
        turned = ruleset.plays.form(action.card, True, action.digit)
        texts.append(str(turned if turned == action else action))  # older versions offered the twin too
        state.step(action)
    assert any("~" in text for text in texts)
    _, replayed = replay(GameRecord("segment-trix", "standard", 4, 3, texts))
    assert (replayed.zones(), replayed.unused_chips, replayed.totals) == (state.zones(), state.unused_chips,
                                                                         state.totals)

