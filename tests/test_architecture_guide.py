"""docs/architecture.md stays true: every file, folder, module and name it
mentions exists, and the README's Layout section names real folders and links
the guide; and the toy game of tests/toy_game, built by the guide's steps, has
every module the guide's game folder lists and the functions with the
parameters the guide writes.

The guide names things in backticks: paths from the checkout's root
(`deskcards/engine/game.py`, `resources/variants/`) and dotted names
(`deskcards.games.SPECS`, `deskcards.engine.game.State.apply`). A
placeholder in angle brackets (`deskcards/games/<game>/`) is not checked. A
name still to come is marked *(planned)* right after its backticks: it must
not exist yet, so the mark is taken off when the name lands.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
GUIDE = REPO / "docs" / "architecture.md"
CODE = re.compile(r"`([^`\n]+)`(\s*\*?\(planned\)\*?)?")
DOTTED = re.compile(r"\bdeskcards(?:\.[A-Za-z_]\w*)+")
PATH = re.compile(r"^[\w.-]+(?:/[\w.-]+)*/?$")


def named(markdown: str) -> list[tuple[str, bool]]:
    """(name, planned) for each path and dotted name in ``markdown``'s code spans."""
    found = []
    for span in CODE.finditer(markdown):
        text, planned = span[1].strip(), bool(span[2])
        if "<" in text:
            continue
        if PATH.match(text) and text.split("/")[0] in TOP_LEVEL and ("/" in text or "." in text):
            found.append((text, planned))
        found += [(name, planned) for name in DOTTED.findall(text) if "/" not in text]
    return found


TOP_LEVEL = {entry.name for entry in REPO.iterdir() if not entry.name.startswith(".")}


def exists(name: str) -> bool:
    """Whether a path (from the checkout's root) or a dotted name (a module, then attributes) is there."""
    if "/" in name or not name.startswith("deskcards."):
        return (REPO / name).exists()
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(found, attribute):
                return False
            found = getattr(found, attribute)
        return True
    return False


def guide_names() -> list[tuple[str, bool]]:
    return named(GUIDE.read_text(encoding="utf-8"))


def test_the_guide_names_only_what_exists():
    names = guide_names()
    assert len(names) > 40  # the guide's names were found
    assert [name for name, planned in names if not planned and not exists(name)] == []


def test_a_planned_name_is_not_there_yet():
    landed = [name for name, planned in guide_names() if planned and exists(name)]
    assert landed == [], "these exist now: take off their (planned) mark in docs/architecture.md"


@pytest.mark.parametrize("markdown, expected", [
    ("the `deskcards/engine/game.py` module", [("deskcards/engine/game.py", False)]),
    ("see `deskcards.games.load_game(game)`", [("deskcards.games.load_game", False)]),
    ("`deskcards/games/<game>/rules.py` and `deskcards sim GAME`", []),
    ("`deskcards/nowhere.py` *(planned)*", [("deskcards/nowhere.py", True)]),
    ("`resources/variants/` and `state.apply(action)`", [("resources/variants/", False)]),
])
def test_the_checker_reads_paths_names_and_marks(markdown, expected):
    assert named(markdown) == expected


@pytest.mark.parametrize("name, there", [
    ("deskcards/engine/game.py", True), ("deskcards/engine/nothing.py", False), ("resources/variants/", True),
    ("deskcards.engine.game.IllegalAction", True), ("deskcards.engine.game.Nothing", False),
    ("deskcards.engine.state_base.StateBase.determinize", True), ("deskcards.nowhere", False),
])
def test_the_checker_tells_what_is_there(name, there):
    assert exists(name) is there


def test_the_readme_layout_names_real_folders_and_links_the_guide():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    layout = readme.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
    assert "(docs/architecture.md)" in layout
    block = layout.split("```")[1]
    folders = [line.split()[0] for line in block.splitlines() if line[:1].strip()]  # not a continued line
    assert len(folders) > 5 and [folder for folder in folders if not (REPO / folder).exists()] == []


TOY_GAME = REPO / "tests" / "toy_game"


FILE = re.compile(r"`([\w/]+(?:\.py|/))`")


def game_folder_table() -> list[tuple[list[str], list[str]]]:
    """The rows of the guide's table in "A game's folder": the files its first column
    names, any of which will do ("`ai.py` or `ai/`"), and those its second names too."""
    section = GUIDE.read_text(encoding="utf-8").split("\n## A game's folder\n", 1)[1].split("\nWhat the app", 1)[0]
    rows = [line.split("|")[1:3] for line in section.splitlines() if line.startswith("| `")]
    return [(FILE.findall(file), FILE.findall(holds)) for file, holds in rows]


def test_the_toy_game_has_every_module_the_guides_game_folder_lists():
    """The toy game is built by the guide's steps, so the guide's folder is its folder."""
    rows = game_folder_table()
    assert len(rows) > 8  # the table was found
    missing = [" or ".join(choices) for choices, _ in rows if not any((TOY_GAME / name).exists() for name in choices)]
    missing += [name for _, also in rows for name in also if not (TOY_GAME / name).exists()]
    assert missing == [], f"tests/toy_game lacks what the guide's game folder lists: {missing}"


def guide_signature(name: str) -> list[str]:
    """The parameters the guide writes ``name(...)`` with, the same everywhere it does."""
    guide = " ".join(GUIDE.read_text(encoding="utf-8").split())  # a name wrapped over two lines too
    written = set(re.findall(rf"`{name}\(([^)`]*)\)`", guide))
    assert len(written) == 1, f"the guide writes {name} as {sorted(written)}"
    return [parameter.strip() for parameter in written.pop().split(",")]


@pytest.mark.parametrize("module, function", [("narrate", "narrate"), ("narrate", "action_words"),
                                              ("legality", "why_illegal"), ("reveals", "revealed")])
def test_the_toy_games_functions_take_what_the_guide_says(module, function):
    found = getattr(importlib.import_module(f"toy_game.{module}"), function)
    assert list(inspect.signature(found).parameters) == guide_signature(function)


def guide_spec_fields() -> list[str]:
    """The fields the guide's table in "What the app looks up" lists, in its order."""
    section = GUIDE.read_text(encoding="utf-8").split("\nWhat the app looks up, and where:", 1)[1]
    table = section.split("\n| field |", 1)[1].split("\n\n", 1)[0]
    return re.findall(r"^\| `(\w+)` \|", table, re.MULTILINE)


def toy_spec_keywords() -> list[str]:
    """The fields tests/toy_game/spec.py fills in, by keyword, in its order."""
    tree = ast.parse((TOY_GAME / "spec.py").read_text(encoding="utf-8"))
    calls = [node.value for node in tree.body if isinstance(node, ast.Assign)
             and [target.id for target in node.targets if isinstance(target, ast.Name)] == ["SPEC"]]
    assert len(calls) == 1 and isinstance(calls[0], ast.Call), "the toy's spec.py assigns SPEC one GameSpec call"
    return [keyword.arg for keyword in calls[0].keywords]


def test_the_guides_gamespec_fields_are_gamespecs_and_the_toy_fills_in_each():
    from deskcards.games.game_spec import GameSpec

    listed = guide_spec_fields()
    assert len(listed) > 10  # the table was found
    assert listed == [field.name for field in dataclasses.fields(GameSpec)]
    assert toy_spec_keywords() == listed
