"""The card order, field places and action texts."""

import itertools

import pytest

from deskcards.engine.cards import FULL_DECK, parse_card, rank, suit
from deskcards.games.destiny.actions import AllIn, Benediction, Call, Check, Fold, Hold, Look, Raise, parse_action
from deskcards.games.destiny.cards import FIELD_SIZE, best_card, destiny_rank, parse_place, place_text


def value(card: int) -> int:
    """2..14, the ace high: written out again here so the test does not reuse the engine's sum."""
    return {1: 14}.get(rank(card), rank(card))


def test_the_ranking_orders_every_pair_by_value_then_clubs_diamonds_hearts_spades():
    for a, b in itertools.permutations(FULL_DECK, 2):
        assert (destiny_rank(a) < destiny_rank(b)) == ((value(a), suit(a)) < (value(b), suit(b)))
    assert sorted(destiny_rank(card) for card in FULL_DECK) == list(range(52))


@pytest.mark.parametrize("low, high", [("2c", "2d"), ("2s", "3c"), ("Kh", "Ks"), ("Ks", "Ac"), ("Ah", "As"),
                                       ("9s", "Tc")])
def test_named_pairs(low, high):
    assert destiny_rank(parse_card(low)) < destiny_rank(parse_card(high))
    assert best_card([parse_card(low), parse_card(high)]) == parse_card(high)


def test_the_two_of_clubs_is_lowest_and_the_ace_of_spades_highest():
    assert min(FULL_DECK, key=destiny_rank) == parse_card("2c")
    assert max(FULL_DECK, key=destiny_rank) == parse_card("As")


def test_places_read_column_then_row_and_parse_back():
    assert [place_text(place) for place in (0, 4, 5, 24)] == ["a1", "e1", "a2", "e5"]
    assert all(parse_place(place_text(place)) == place for place in range(FIELD_SIZE))


@pytest.mark.parametrize("text", ["f1", "a6", "a0", "c", "c33", ""])
def test_a_place_off_the_field_is_refused_with_the_form(text):
    with pytest.raises(ValueError, match="column a-e and a row 1-5"):
        parse_place(text)


def test_every_action_text_parses_back():
    actions = [Look(p) for p in range(FIELD_SIZE)] + [Hold(p) for p in range(FIELD_SIZE)]
    actions += [Benediction(), Fold(), Check(), Call(), AllIn(), Raise(2), Raise(1234)]
    for action in actions:
        assert parse_action(str(action)) == action
    assert parse_action("  ALL   In ") == AllIn() and parse_action("Hold B2") == Hold(parse_place("b2"))


@pytest.mark.parametrize("text, message", [("raise", "Destiny action"), ("raise lots", "as a number"),
                                           ("bet 4", "Destiny action"), ("look z9", "field place"),
                                           ("hold", "Destiny action")])
def test_bad_action_texts_say_what_to_write(text, message):
    with pytest.raises(ValueError, match=message):
        parse_action(text)
