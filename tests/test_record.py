"""Records: text in, the same game out (every game's round trip: tests/test_every_game.py)."""

import pytest

from deskcards.engine.record import GameRecord, RecordError
from deskcards.games import replay


@pytest.mark.parametrize(
    "text, expected",
    [
        ("game: [unclosed", "not valid YAML"),
        ("- just\n- a list\n", "must be a mapping"),
        ("game: segfault\nvariant: standard\nplayers: four\nseed: 1\n", "'players' must be a whole number"),
        ("game: segfault\nvariant: standard\nplayers: 4\nseed: 1\nactions: [1, 2]\n", "list of action texts"),
        ("format: 99\ngame: segfault\n", "format 99"),
        ("!!python/object/apply:os.system ['true']\n", "not valid YAML"),
        # Records are read by the same safe reader as variant files, with its limits.
        ("game: &g segfault\nvariant: *g\n", "at line 1: anchors and aliases are not allowed in records"),
        ("game: segfault\nseed: 1\nseed: 2\n", "at line 3 (seed): duplicate key (first given on line 2)"),
        ("actions: " + "[" * 40 + "]" * 40 + "\n", "nested more than 32 levels deep"),
    ],
)
def test_damaged_records_get_a_clear_message(text, expected):
    with pytest.raises(RecordError) as error:
        GameRecord.loads(text)
    assert expected in str(error.value)


def test_replay_names_the_bad_action():
    record = GameRecord("segfault", "standard", 4, 2, ["draw", "draw"])
    with pytest.raises(RecordError) as error:
        replay(record)
    assert "action 2 ('draw')" in str(error.value)


def test_replay_rejects_unknown_game():
    with pytest.raises(RecordError) as error:
        replay(GameRecord("chess", "standard", 2, 1, []))
    assert "unknown game" in str(error.value)
