"""The Segment Trix log: each play, trick, round score and the game's end in words."""

import random
import re

import pytest

from segment_trix_helpers import cards, rules

from deskcards.engine.events import GameOver
from deskcards.games.segment_trix.events import CardReadAs, RoundScored, RoundStarted, TrickWon
from deskcards.games.segment_trix.narrate import narrate
from deskcards.games.segment_trix.scoring import round_score

NAMES = ["Ann", "Bob", "Cy", "Dee"]


def one_colour_each(leader):
    """Four players: Ann holds the blues, Bob the greens, Cy the yellows, Dee the pinks (trumps)."""
    ruleset = rules(4)
    hands = [cards(ruleset, " ".join(f"{value}{letter}" for value in range(9))) for letter in "bgyp"]
    return ruleset.state_from_hands(hands, leader=leader)


def told(state, text, you=0):
    before = state.clone()
    return narrate(state.apply(state.ruleset.parse_action(text)), NAMES, you, before)


def test_plays_say_the_card_its_way_up_the_digit_and_the_chips():
    state = one_colour_each(leader=0)
    assert told(state, "play 6b~9") == ["You play the blue 6 upside down as a 9"]
    assert told(state, "play 2g=8") == ["Bob adds 2 chips to play the green 2 as an 8 (4 left)"]
    assert told(state, "play 0y") == ["Cy plays the yellow 0"]
    assert told(state, "play 5p~6", you=3) == [
        "You add 1 chip to play the pink 5 upside down as a 6 (5 left)",
        "You win the trick with the pink 5 read as a 6 and 3 chips"]


def test_the_trick_winner_is_told_with_a_card_played_in_an_earlier_move():
    state = one_colour_each(leader=3)
    assert told(state, "play 7p=9") == ["Dee adds 3 chips to play the pink 7 as a 9 (3 left)"]
    for text in ("play 8b", "play 3g"):
        told(state, text)
    assert told(state, "play 1y") == ["Cy plays the yellow 1",
                                      "Dee wins the trick with the pink 7 read as a 9 and 3 chips"]


def scored(line):
    """The score and the facts a round line gives for it."""
    score = int(re.search(r"scores? (\d+) \(", line).group(1))
    numbers = {noun: int(count) for count, noun in re.findall(r"(\d+) (trick|unused chip|chip)s?\b", line)}
    return score, numbers


@pytest.mark.parametrize("players, seed", [(3, 5), (4, 6)])
def test_a_whole_game_tells_every_event_and_explains_every_round_score(players, seed):
    state, rng = rules(players, "short" if players == 3 else "standard").new_state(seed), random.Random(seed)
    round_lines = 0
    while not state.is_terminal():
        before = state.clone()
        events = state.apply(rng.choice(state.legal_actions()))
        lines = narrate(events, NAMES[:players], 1, before)
        told_once = (CardReadAs, TrickWon, RoundStarted, GameOver)
        rounds = [event for event in events if isinstance(event, RoundScored)]
        assert len(lines) == sum(isinstance(event, told_once) for event in events) + players * len(rounds)
        for event in rounds:
            for seat, line in enumerate(line for line in lines if line.startswith(f"Round {event.number}:")):
                score, facts = scored(line)
                assert score == event.scores[seat] and line.endswith(f", {event.totals[seat]} in all")
                if "no tricks and no chips left" in line:
                    assert score == round_score(0, 0, 0)
                elif " but " in line:
                    assert score == 0 and facts["trick"] != facts["unused chip"]
                else:
                    assert score == round_score(facts["unused chip"], facts["trick"], facts["chip"])
                round_lines += 1
    assert round_lines == players * state.round
    assert lines[-1].startswith("Game over: ")
