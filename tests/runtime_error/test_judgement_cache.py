"""The engine's judgements remembered (claims): a claim judged elsewhere (the AI
process) is found, not searched again, and never judged differently."""

import pickle
from collections import OrderedDict

import pytest

from game_helpers import prover_searches
from runtime_error_helpers import position
from test_claims import EXAMPLE_1, EXAMPLE_2, judged

from deskcards.engine.cards import parse_card
from deskcards.games.runtime_error import claims
from deskcards.games.runtime_error.actions import Input


@pytest.fixture(autouse=True)
def nothing_remembered(monkeypatch):
    """Other tests' claims must not be found here."""
    monkeypatch.setattr(claims, "_known", OrderedDict())


def claim(card: str) -> Input:
    return Input(parse_card(card), True)


def test_a_judgement_to_make_names_the_claims_position_and_leaves_the_state_alone():
    state = position("7c", **EXAMPLE_1)
    before = state.clone()
    job = claims.judgement_to_make(state, claim("7c"))
    assert state == before
    deck = state.zones()["deck"]
    asked = claims.loop_position(0, [state.statements(0), state.statements(1)], [], parse_card("7c"), state.discard,
                                 deck, len(deck))
    assert job == claims.JudgementToMake(asked, state.ruleset.settings.prover_budget_ms)
    assert claims.judgement_to_make(state, Input(parse_card("7c"))) is None  # no claim, no repeat: no search
    assert claims.judgement_to_make(state, Input(parse_card("Ac"), True)) is None  # illegal: the engine says why


def test_a_kept_answer_is_what_the_engine_plays_and_it_does_not_search_again(monkeypatch):
    state = position("5c", **EXAMPLE_2)
    job = claims.judgement_to_make(state, claim("5c"))
    sent = pickle.loads(pickle.dumps(job))  # through the pipe to the AI process, and the proof back
    answer = pickle.loads(pickle.dumps(sent.make()))
    monkeypatch.setattr(claims, "_known", OrderedDict())  # the UI process knows nothing yet
    job.keep(answer)
    asked = prover_searches(monkeypatch)
    [verdict] = judged(state.apply(claim("5c")))
    assert asked == [] and claims.judgement_to_make(state, claim("5c")) is None
    assert (verdict.proven, verdict.reason, verdict.verdict) == (answer.proven, answer.reason, answer.verdict)
    assert state.winners == (0,)


def test_the_same_question_gets_the_same_verdict_remembered_or_searched_again(monkeypatch):
    state = position("5c", **{**EXAMPLE_2, "other": "Kc Kd", "deck": "2d Ks 3d 4d 5d"})
    job = claims.judgement_to_make(state, claim("5c"))
    first = job.make()
    asked = prover_searches(monkeypatch)
    assert job.make() is first and asked == []  # remembered
    monkeypatch.setattr(claims, "_known", OrderedDict())
    again = job.make()
    assert asked == [job.position]  # searched afresh, the same answer
    assert (again.proven, again.reason, again.verdict.kind, again.verdict.steps) == \
        (first.proven, first.reason, first.verdict.kind, first.verdict.steps)


def test_the_remembered_judgements_are_bounded_and_the_oldest_unused_go_first(monkeypatch):
    state = position("7c", **EXAMPLE_1)
    base = claims.judgement_to_make(state, claim("7c"))
    answer = base.make()
    questions = [(base.position, budget) for budget in range(10, 10 + claims.JUDGEMENTS_KEPT + 5)]
    for question in questions:
        claims.remember(question, answer)
    assert len(claims._known) == claims.JUDGEMENTS_KEPT
    assert questions[0] not in claims._known and questions[-1] in claims._known
    claims.judge(*questions[5], replayable=True)  # used again: now the newest
    claims.remember((base.position, 1), answer)
    assert questions[5] in claims._known and questions[6] not in claims._known
