"""Claims: "run forever" with an input card, judged by the prover."""

import itertools
from collections import OrderedDict
from types import SimpleNamespace

import pytest

from runtime_error_helpers import TEST_BUDGET_MS, cards, play, position

from deskcards.engine.cards import parse_card
from deskcards.engine.events import GameOver
from deskcards.games.runtime_error import claims, prover
from deskcards.games.runtime_error.actions import Input
from deskcards.games.runtime_error.events import LoopJudged, StatementRan
from deskcards.games.runtime_error.prover.loop_model import LOAD

EXAMPLE_1 = dict(statements=("5h Qh 2h, 4s Ts 3s",), other="Kd 9c", deck="2d 3d Jc", discard="8d")
# Example 2: LOAD on A..K and LOOP on A..Q; the kings not in a statement are in the other hand.
EXAMPLE_2 = dict(statements=("Ah Kh 2c, As Qs 3s",), other="Kc Kd Ks", deck="2d 3d 4d 5d 6h 7h 8h", discard="9d")


def judged(events):
    return [event for event in events if isinstance(event, LoopJudged)]


@pytest.mark.parametrize("false_claim", ["continue", "ends_turn"])
def test_a_claim_without_a_loop_is_not_proven(false_claim):
    state = position("7c 2s", statements=("Ac Kc 4c",), other="3h", deck="5d 6d", false_claim=false_claim)
    events = play(state, "input 7c forever")
    [verdict] = judged(events)
    assert verdict.claimed and not verdict.proven and verdict.reason and not state.is_terminal()
    loads = [event for event in events if isinstance(event, StatementRan) and event.kind == LOAD]
    if false_claim == "continue":  # the input card plays as normal: LOAD runs
        assert loads and state.hand(0) == tuple(cards("2s 5d 6d"))
    else:  # the turn ends at once: no LOAD, only the end-of-turn draw
        assert not loads and state.hand(0) == tuple(cards("2s 6d"))
    assert state.whose_turn == 1 and state.discard == tuple(cards("7c"))


def test_an_undecided_verdict_rejects_the_claim_with_that_reason(monkeypatch):
    """A prover that runs out of time (a test double in its place) never makes a win."""
    undecided = SimpleNamespace(loops=None, kind="undecided")
    monkeypatch.setattr(prover, "decide", lambda position, budget_ms=None, max_steps=None: undecided)
    monkeypatch.setattr(claims, "_known", OrderedDict())  # the double's answer is remembered only here
    state = position("7c", **EXAMPLE_1, prover_budget_ms=5)
    [verdict] = judged(play(state, "input 7c forever"))
    assert not verdict.proven and "could not decide within its budget (5 ms)" in verdict.reason
    assert verdict.verdict is undecided and not state.is_terminal()


def test_the_engine_judges_a_claim_the_same_on_any_machine(monkeypatch):
    """The engine's budget counts positions, not time, so a record replays the same:
    with a clock that jumps an hour at every look, the claim is still proven."""
    from deskcards.games.runtime_error import prover as prover_module
    from deskcards.games.runtime_error.prover import search as prover_search

    hours = itertools.count(0.0, 3600.0)
    monkeypatch.setattr(prover_search, "perf_counter", lambda: next(hours))
    monkeypatch.setattr(prover_module, "perf_counter", lambda: next(hours))
    state = position("7c", **EXAMPLE_1)
    [verdict] = judged(play(state, "input 7c forever"))
    assert verdict.proven and state.winners == (0,)


def test_the_seeds_example_1_claimed_wins_with_a_cycle():
    state = position("7c", **EXAMPLE_1)
    events = play(state, "input 7c forever")
    [verdict] = judged(events)
    assert verdict.proven and verdict.verdict.kind == "cycle"
    assert state.winners == (0,) and isinstance(events[-1], GameOver) and "same position" in events[-1].reason


def test_the_seeds_example_2_claimed_wins_with_an_invariant():
    state = position("5c", **EXAMPLE_2)
    events = play(state, "input 5c forever")
    [verdict] = judged(events)
    assert verdict.proven and verdict.verdict.kind == "invariant" and state.winners == (0,)


def test_example_2_with_a_king_in_the_deck_is_refused_and_play_goes_on():
    state = position("5c", **{**EXAMPLE_2, "other": "Kc Kd", "deck": "2d Ks 3d 4d 5d"})
    events = play(state, "input 5c forever")
    [verdict] = judged(events)
    assert not verdict.proven and "some order of the deck" in verdict.reason and not state.is_terminal()


def test_assist_names_the_input_cards_that_start_a_provable_loop():
    state = position("7c 2d", **{**EXAMPLE_1, "deck": "3d Jc"}, assist=True)
    assert state.observation(0).loop_hints() == tuple(cards("7c"))
    quiet = position("7c 2d", **{**EXAMPLE_1, "deck": "3d Jc"})
    assert quiet.observation(0).loop_hints() == ()


def test_a_hinted_card_claimed_wins_though_the_real_deck_leaves_the_prover_undecided(monkeypatch):
    """A hint is a promise. From a random-vs-easy game (assisted, seed 2047, move 112):
    8s starts a cycle in which EDIT takes the LOAD statement out of play at every
    input. With every card seat 0 has not seen in the pool, the prover finds it in
    3,652 steps: the lines that draw end soon, as the deck may give a card that
    stops them. With the real deck (4c 7h Td, none of which stops them) the
    depth-first search is still deep in those lines when the claim's steps run out
    (32,000 as well), so the claim came back undecided."""
    monkeypatch.setattr(claims, "_known", OrderedDict())
    state = position("Ah 3c 4s 6c 7s 8h 8s Ts Qd", statements=("As Qs 5c, 4d 9d 7d, 5h Th Ks, 2d 3d 4h",
                                                                "7c Jc Jd, Ac Kc 6h, Ad 5d 9c, Jh Qh 6s"),
                     other="2c 2h 2s 3h 5s 6d 8c 8d 9h 9s Js Kd Kh Qc Tc", deck="4c 7h Td", discard="3s",
                     assist=True, prover_budget_ms=250)
    card = parse_card("8s")
    assert state.observation(0).loop_hints() == (card,)
    real_deck = claims.loop_position(0, [state.statements(0), state.statements(1)], cards("Ah 3c 4s 6c 7s 8h Ts Qd"),
                                     card, state.discard, state.zones()["deck"], state.deck_size)
    assert prover.decide(real_deck, max_steps=claims.budget_steps(250)).loops is None
    [verdict] = judged(state.apply(Input(card, True)))
    assert verdict.proven and verdict.verdict.kind == "cycle" and state.winners == (0,)


def test_a_hint_is_worked_out_within_the_claims_budget_counted_in_steps(monkeypatch):
    """With a clock that jumps an hour at every look, the hint is still found: it counts steps."""
    from deskcards.games.runtime_error.prover import search as prover_search

    monkeypatch.setattr(claims, "_known", OrderedDict())
    hours = itertools.count(0.0, 3600.0)
    monkeypatch.setattr(prover_search, "perf_counter", lambda: next(hours))
    monkeypatch.setattr(prover, "perf_counter", lambda: next(hours))
    budgets, decide = [], prover.decide

    def counted(position, budget_ms=prover.DEFAULT_BUDGET_MS, max_steps=None):
        budgets.append(max_steps)
        return decide(position, budget_ms, max_steps)
    monkeypatch.setattr(prover, "decide", counted)
    state = position("7c 2d", **{**EXAMPLE_1, "deck": "3d Jc"}, assist=True)
    assert state.observation(0).loop_hints() == tuple(cards("7c"))
    assert budgets == [claims.budget_steps(TEST_BUDGET_MS)] * 2  # one question per hand card, a claim's steps


def test_a_claim_with_no_statement_to_run_says_plainly_that_nothing_runs():
    state = position("7c 2s", other="3h", deck="5d 6d")
    [verdict] = judged(play(state, "input 7c forever"))
    assert not verdict.proven and verdict.reason == "there is no statement to run, so the turn ends with this card"
    assert state.whose_turn == 1 and not state.is_terminal()
