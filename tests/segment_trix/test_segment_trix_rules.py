"""Set-ups, following colour, the tie rule, scoring and rounds (the ruling)."""

import dataclasses
from types import SimpleNamespace

import pytest

from segment_trix_helpers import cards, play, random_game, rules

from deskcards.engine.events import GameOver
from deskcards.engine.game import IllegalAction
from deskcards.games.segment_trix.cards import value_of
from deskcards.games.segment_trix.events import ChipsPlaced, RoundScored, RoundStarted, TrickWon
from deskcards.games.segment_trix.rules import SegmentTrixRules, SegmentTrixSettings, Setup, Setups
from deskcards.games.segment_trix.scoring import round_score, trick_winner


@pytest.mark.parametrize("players, per_hand, chips, rounds, boxed", [(3, 8, 5, 6, {4, 6, 8}), (4, 9, 6, 4, set())])
def test_set_up_for_each_player_count(players, per_hand, chips, rounds, boxed):
    ruleset = rules(players)
    state = ruleset.new_state(11)
    assert [len(state.hand(seat)) for seat in range(players)] == [per_hand] * players
    assert state.unused_chips == (chips,) * players
    assert ruleset.setup.rounds == rounds
    assert {value_of(card) for card in state.zones()["box"]} == boxed
    assert len(state.zones()["box"]) == 4 * len(boxed)
    assert not {value_of(c) for seat in range(players) for c in state.hand(seat)} & boxed


def three_player_table(leader=0):
    ruleset = rules(3)
    hands = ["0p 1p 2p 3p 0b 1b 2b 3b", "5p 7p 5b 7b 0g 1g 2g 3g", "0y 1y 2y 3y 5g 7g 5y 7y"]
    return ruleset, ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader)


def test_a_player_holding_the_lead_colour_must_follow_it():
    ruleset, state = three_player_table()
    play(state, "play 0b")
    assert {ruleset.card_text(p.card) for p in state.legal_actions()} == {"5b", "7b"}
    with pytest.raises(IllegalAction, match="must follow blue"):
        play(state, "play 5p")


def test_a_player_without_the_lead_colour_may_play_anything_and_is_known_void():
    _ruleset, state = three_player_table()
    play(state, "play 0b")
    play(state, "play 5b")
    assert len({p.card for p in state.legal_actions()}) == 8
    play(state, "play 0y")
    assert state.voids[2] == 1 << 1 and state.voids[1] == 0


@pytest.mark.parametrize("leader, plays, winner", [
    (0, ["play 1b=7", "play 7b", "play 5g"], 1),   # blue 1 made a 7, then the blue 7: the later 7 wins
    (1, ["play 7b", "play 5g", "play 1b=7"], 0),   # the same two 7s the other way round
    (0, ["play 3b=9", "play 5b=9", "play 7y"], 1),
])
def test_equal_values_go_to_the_later_player(leader, plays, winner):
    _ruleset, state = three_player_table(leader)
    events = [event for text in plays for event in play(state, text)]
    assert [e.seat for e in events if isinstance(e, TrickWon)] == [winner]
    assert trick_winner([1, 1, 1], [6, 6, 2], trump=0) == 1


def test_the_highest_trump_wins_and_trumps_beat_any_lead_value():
    assert trick_winner([1, 0, 1], [8, 0, 9], trump=0) == 1
    assert trick_winner([1, 0, 0], [8, 3, 3], trump=0) == 2
    assert trick_winner([2, 1, 3], [1, 9, 9], trump=0) == 0


def test_the_winner_takes_cards_and_chips_and_leads_next():
    ruleset, state = three_player_table()
    play(state, "play 0b")
    play(state, "play 5b=8")  # two chips
    play(state, "play 0y=8")  # one chip, off colour
    assert state.tricks_won == (0, 1, 0) and state.chips_collected == (0, 3, 0)
    assert state.unused_chips == (5, 3, 4)
    assert state.current_player == 1 and state.leader == 1
    assert sorted(state.won_cards(1)) == sorted(cards(ruleset, "0b 5b 0y"))


def test_chips_come_only_from_the_unused_supply():
    _ruleset, state = three_player_table()
    state._unused[0] = 2  # as if three chips had gone on earlier cards
    assert all(p.chips <= 2 for p in state.legal_actions())
    with pytest.raises(IllegalAction, match="needs 5 chips and you have 2"):
        play(state, "play 1p=8")


def test_one_chip_is_one_chip():
    _ruleset, state = three_player_table()
    state._unused[0] = 0  # as if every chip had gone on earlier cards
    with pytest.raises(IllegalAction, match=r"^that needs 1 chip and you have none left$"):
        play(state, "play 0p=8")


@pytest.mark.parametrize("moves, text, reason", [
    ([], "play 5g", "the green 5 is not in your hand"),
    (["play 0b"], "play 5p", "you must follow blue: you hold a blue card"),
])
def test_reasons_name_cards_in_words_never_by_code(moves, text, reason):
    _ruleset, state = three_player_table()
    play(state, *moves)
    with pytest.raises(IllegalAction) as refused:
        play(state, text)
    assert refused.value.reason == reason


@pytest.mark.parametrize("text, reason", [
    ("play 2b=6", "the blue 2 cannot be played as 6 in this font"),
    ("play 6g~6", "the green 6 cannot be played as 6 upside down in this font"),
])
def test_a_play_text_the_font_cannot_make_names_the_card_in_words(text, reason):
    with pytest.raises(ValueError) as refused:
        rules(4).parse_action(text)
    assert str(refused.value) == reason


@pytest.mark.parametrize("unused, tricks, collected, score", [
    (0, 0, 0, 10),   # no chips left and no tricks
    (2, 2, 3, 7),    # 2 a trick, 1 a collected chip
    (3, 3, 0, 6),
    (1, 2, 4, 0),    # a mismatch scores nothing
    (2, 0, 0, 0),
])
def test_every_scoring_case(unused, tricks, collected, score):
    assert round_score(unused, tricks, collected) == score


@pytest.mark.parametrize("players", [3, 4])
def test_each_round_scores_what_its_tricks_and_chips_earn(players):
    ruleset = rules(players)
    _, texts = random_game(ruleset, 5)
    state, chips = ruleset.new_state(5), ruleset.setup.chips
    spent, tricks, collected, rounds = [0] * players, [0] * players, [0] * players, 0
    for text in texts:
        for event in play(state, text):
            if isinstance(event, ChipsPlaced):
                spent[event.seat] += event.chips
            elif isinstance(event, TrickWon):
                tricks[event.seat] += 1
                collected[event.seat] += event.chips
            elif isinstance(event, RoundScored):
                expected = tuple(round_score(chips - s, t, c) for s, t, c in zip(spent, tricks, collected))
                assert event.scores == expected
                spent, tricks, collected, rounds = [0] * players, [0] * players, [0] * players, rounds + 1
    assert rounds == ruleset.setup.rounds


def test_the_first_leader_is_random_and_each_round_moves_one_seat_clockwise():
    ruleset = rules(4)
    firsts = set()
    for seed in range(12):
        _state, texts = random_game(ruleset, seed)
        fresh = ruleset.new_state(seed)
        leaders = [fresh.current_player]
        for text in texts:
            leaders += [e.leader for e in play(fresh, text) if isinstance(e, RoundStarted)]
        first = leaders[0]
        firsts.add(first)
        assert leaders == [(first + number) % 4 for number in range(4)]
    assert len(firsts) > 1


def test_a_tie_on_totals_is_a_shared_win():
    # One round, no chips, only the 0s, 1s and 8s: whoever takes no trick scores 10.
    setup = Setup(removed=(2, 3, 4, 5, 6, 7), chips=0, rounds=1)
    settings = dataclasses.replace(SegmentTrixSettings(), setups=Setups(three=setup))
    ruleset = SegmentTrixRules(SimpleNamespace(name="test", settings=settings), 3)
    hands = ["0p 1p 8p 8b", "0b 1b 0g 1g", "8g 0y 1y 8y"]
    state = ruleset.state_from_hands([cards(ruleset, hand) for hand in hands], leader=0)
    events = []
    for lead in ("8p", "1p", "0p", "8b"):
        events += play(state, f"play {lead}")
        for _seat in (1, 2):
            events += state.apply(state.legal_actions()[0])
    assert [e.scores for e in events if isinstance(e, RoundScored)] == [(0, 10, 10)]
    assert [(e.winners, e.reason) for e in events if isinstance(e, GameOver)] == [
        ((1, 2), "equal highest totals, 10 points")]
    assert state.returns() == (0.0, 0.5, 0.5) and state.winner is None
