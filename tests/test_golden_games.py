"""One golden playthrough per game: a whole seeded game, told line by line, must
come out exactly as tests/golden/<game>.txt says.

The transcript holds, for every move, the current player's legal actions, the action,
every event, the game log's sentences (seat 0 is "you") and what changed in
each seat's observation. Any change to rules, events, wording or observations
shows up here as a diff. When the change is intended, write the files afresh
and review the diff in git:

    DESKCARDS_REGEN_GOLDEN=1 bash scripts/test tests/test_golden_games.py
"""

from __future__ import annotations

import difflib
import itertools
import os
import random
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game_helpers import plain_text, shown_fields

from deskcards.ai.agent import RandomAgent
from deskcards.games import game_names, load_game
from deskcards.ui.game_views import table_class

GOLDEN = Path(__file__).parent / "golden"
REGENERATE = os.environ.get("DESKCARDS_REGEN_GOLDEN") == "1"
UNSEEN = object()  # a field before the first look at it
NAMES = ("You", "Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus")

# (variant, players, seed) of each game's playthrough, picked so the game is
# short; a game not listed plays its standard variant with the fewest players.
PLAYTHROUGHS = {
    "segfault": ("standard", 4, 1),
    "blackjack": ("standard", 2, 1),
    "segment-trix": ("short", 3, 1),
    "runtime-error": ("standard", 2, 1),
    "destiny": ("standard", 3, 1),
}


def chosen(game: str) -> tuple[str, int, int]:
    if game in PLAYTHROUGHS:
        return PLAYTHROUGHS[game]
    return "standard", load_game(game).settings.players.min, 1


def playthrough(game: str) -> list[str]:
    """The transcript of ``game``'s seeded playthrough, random agents choosing with one seeded rng."""
    variant, players, seed = chosen(game)
    ruleset = load_game(game, variant, players)
    state, rng, agent = ruleset.new_state(seed), random.Random(seed), RandomAgent()
    log = SimpleNamespace(names=NAMES[:players], human=0)  # all the table's log_lines() reads
    lines = [(f"# {ruleset.title}: the {variant} variant, {players} players, seed {seed}; "
              f"random agents sharing random.Random({seed})."), "start"]
    seen: list[dict[str, Any]] = [{} for _ in range(players)]
    listed: dict[str, int] = {}  # each list of legal actions, by the move it was first written at
    lines += changed_views(state, seen)
    number = 0
    while not state.is_terminal():
        number += 1
        seat = state.current_player
        legal = " | ".join(map(str, state.legal_actions()))
        action = agent.choose(state.observation(seat), rng)
        before = state.clone()
        events = state.apply(action)
        lines.append(f"move {number}: {NAMES[seat]} (seat {seat}) plays {str(action)!r}")
        lines.append(f"  legal: as at move {listed[legal]}" if legal in listed else f"  legal: {legal}")
        listed.setdefault(legal, number)
        lines += [f"  event: {plain_text(event)}" for event in events]
        lines += [f"  log: {line}" for line in table_class(game).log_lines(log, events, before, state)]
        lines += changed_views(state, seen)
    lines.append(f"over: returns {plain_text(state.returns())}")
    return lines


def changed_views(state, seen: list[dict[str, Any]]) -> list[str]:
    """A line per seat whose observation changed, naming the fields that did (all
    of them at first; ``+=`` what a tuple grew by); ``seen`` is brought up to date."""
    lines, said = [], {}
    for seat, before in enumerate(seen):
        now = shown_fields(state.observation(seat))
        del now["seat"]
        changes = " ".join(filter(None, (change(name, before.get(name, UNSEEN), value) for name, value in now.items())))
        if changes:
            lines.append(f"  seat {seat} sees: " + (f"as seat {said[changes]} does" if changes in said else changes))
            said.setdefault(changes, seat)
        seen[seat] = now
    return lines


def change(name: str, old: Any, new: Any) -> str | None:
    if old is not UNSEEN and plain_text(old) == plain_text(new):
        return None
    if isinstance(old, tuple) and isinstance(new, tuple) and len(new) > len(old) and new[:len(old)] == old:
        return f"{name}+={plain_text(new[len(old):])}"
    return f"{name}={plain_text(new)}"


@pytest.mark.parametrize("game", game_names())
def test_a_seeded_game_plays_out_as_its_golden_transcript(game):
    path = GOLDEN / f"{game}.txt"
    lines = playthrough(game)
    if REGENERATE:
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        pytest.skip(f"wrote {path.name} afresh; review it with git diff")
    if not path.exists():
        pytest.fail(f"{path} is missing; write it with DESKCARDS_REGEN_GOLDEN=1")
    golden = path.read_text(encoding="utf-8").splitlines()
    if lines != golden:
        diff = difflib.unified_diff(golden, lines, f"tests/golden/{path.name}", "this run", lineterm="")
        pytest.fail(f"{game}'s playthrough no longer matches its golden transcript; if the change is "
                    "intended, rerun with DESKCARDS_REGEN_GOLDEN=1 and review the diff:\n"
                    + "\n".join(itertools.islice(diff, 60)), pytrace=False)
