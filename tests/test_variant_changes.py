"""Every option a built-in variant changes is named in what the rules say it changes."""

from __future__ import annotations

import pytest

from deskcards.engine.variant_changes import setting_changes
from deskcards.engine.variants import describe_settings, list_variants
from deskcards.games import game_names, spec


def _builtins(game: str) -> dict:
    variants, errors = list_variants(game, spec(game).settings)
    assert not errors
    return {variant.name: variant for variant in variants if variant.builtin}


@pytest.mark.parametrize("game", game_names())
def test_every_changed_option_is_named(game):
    variants = _builtins(game)
    standard = {key: value for key, value, _ in describe_settings(variants["standard"])}
    assert len(variants) > 1
    for variant in variants.values():
        changes = setting_changes(variant.settings, variants["standard"].settings)
        changed = [(key, value, help_text) for key, value, help_text in describe_settings(variant)
                   if standard[key] != value]
        assert len(changes) == len(changed), (variant.name, changes)
        for (key, _, help_text), sentence in zip(changed, changes, strict=True):
            assert sentence.lower().startswith(help_text.lower()), (variant.name, key, sentence)


def test_a_change_says_the_new_value_and_the_standard_one():
    variants = _builtins("destiny")
    assert setting_changes(variants["short-stacks"].settings, variants["standard"].settings)[0] == (
        "Chips each player starts the game with: 40 instead of 200.")


def test_the_same_option_in_two_set_ups_says_which():
    variants = _builtins("segment-trix")
    changes = setting_changes(variants["lean-chips"].settings, variants["standard"].settings)
    assert ["three players" in changes[0], "four players" in changes[1]] == [True, True]
