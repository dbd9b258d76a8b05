"""What Segmentation Fault says to people: the log, the reasons and the game-over words
name cards as 9♥, never by their internal codes, in whole sentences."""

import random
import re

import pytest

from segfault_helpers import make_rules

from deskcards.engine.events import GameOver
from deskcards.games.agents import make_agent
from deskcards.games.segfault.actions import DRAW, PLAYS, SWAPS
from deskcards.games.segfault.events import RoundWon
from deskcards.games.segfault.legality import why_illegal
from deskcards.games.segfault.narrate import narrate
from deskcards.ui.table_overlays import reason_for_people

NAMES = ["You", "Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
CODE = re.compile(r"(?<![\w♠♥♦♣])(10|[2-9TJQKA])[cdhs](?!\w)", re.IGNORECASE)  # "9h", "Ts", "10c"
SLIPS = re.compile(r"\bYou (draws|plays|drops|swaps|moves|wins|is)\b|\b1 (turns|hands|cards)\b|\(|\)|  ")


@pytest.mark.parametrize("seat, pattern, said", [
    (0, "run", "You win the hand with a run"),
    (1, "flush", "Ann wins the hand with a flush"),
    (2, "four of a kind", "Ben wins the hand with four of a kind"),
    (3, "last player in", "Cat wins the hand as the last player in"),
])
def test_the_log_says_how_a_round_was_won_in_words(seat, pattern, said):
    assert narrate([RoundWon(seat, pattern, ())], NAMES[:4], 0, make_rules(4).new_state(1)) == [said]


def said_in_a_match(players: int, seed: int) -> list[str]:
    """Every log line, refusal and game-over sentence of a match between medium players
    (with some random moves), told to the person at seat 0."""
    state = make_rules(players).new_state(seed)
    agent, rng = make_agent("segfault", "medium"), random.Random(seed)
    said = []
    while not state.is_terminal():
        for wrong in (DRAW, PLAYS[0, 1], SWAPS[0]):
            if wrong not in state.legal_actions():
                said.append(why_illegal(state, wrong))
        seat = state.current_player
        legal = state.legal_actions()
        action = agent.choose(state.observation(seat), rng) if rng.random() < 0.8 else rng.choice(legal)
        before = state.clone()
        events = state.apply(action)
        said += narrate(events, NAMES[:players], 0, before)
        said += [reason_for_people(event.reason, NAMES[:players], 0) for event in events
                 if isinstance(event, GameOver)]
    return said


@pytest.mark.parametrize("players, seed", [(4, 1), (5, 2), (7, 3)])
def test_no_sentence_shows_a_card_code_or_a_slip(players, seed):
    said = said_in_a_match(players, seed)
    assert any("♥" in line or "♦" in line for line in said)
    assert [line for line in said if CODE.search(line) or SLIPS.search(line)] == []
