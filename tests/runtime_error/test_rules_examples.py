"""The examples the rules help draws are positions the prover proves, each
with the kind of proof the help explains; taking away what makes each one
work breaks it."""

from dataclasses import replace

import pytest

from deskcards.games.runtime_error import prover
from deskcards.games.runtime_error.rules_examples import EXAMPLES


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_drawn_example_is_proved_with_the_kind_of_proof_the_help_names(name):
    example = EXAMPLES[name]
    verdict = prover.decide(example.position())
    assert verdict.loops is True
    assert verdict.kind == example.proof


def test_example_1_with_a_king_on_the_pile_is_refuted():
    assert prover.decide(replace(EXAMPLES["example-1"], discard="Kd").position()).loops is False


def test_example_2_with_a_king_in_the_deck_is_refuted():
    example = EXAMPLES["example-2"]
    assert prover.decide(replace(example, deck=example.deck + " Kd").position()).loops is False
