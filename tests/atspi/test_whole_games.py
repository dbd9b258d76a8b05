"""One whole game of each of the five, played as a blind player plays it (issue 35): the
real app, read only through AT-SPI and worked only by key presses, deciding only from
what AT-SPI reports.

Each turn the test waits until the card table is not ``busy``, reads which items are
``focusable`` (what the focus ring walks now), picks one at random, walks the ring to it
with Tab (the focused item's name comes through AT-SPI) and presses Enter. After a
pick-up the ring holds the targets; a refusal (an assertive announcement) is taken as
"try something else", and Escape puts a card back when every target was refused. With
nothing to use and the table not busy, the table waits for Enter (to start, or to deal
the next hand). The game is over once the table has its "Result" zone.

Each game's own controls are worked by the keys its rules help lists: Segmentation
Fault's pointing count by digits before a card is put down, Destiny's wagers by their
buttons (the field's cards, looked at and held, are in the ring in their turn), Segment
Trix's chooser and Runtime Error's statements by the items they put in the ring.

At the end, every log line of an AI seat (read from the side panel's log through AT-SPI),
put in words by ``spoken_text``, was announced; and at your first turn every card your
seat can see is in the tree under a zone of the table, and no name says a hidden card.
The settings are the shortest whole games (``QUICK``, a house rule in the test's own
config folder) with animations off.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path
from typing import Any

import pytest

from atspi_helpers import Reader, app_on_a_desktop, nodes
from test_screen_reader import TABLE, hidden_cards, names_of, naming

from deskcards.engine.cards import spoken_text
from deskcards.engine.variants import user_variant_dir
from deskcards.games import game_names
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.table_cards import PILES

pytestmark = pytest.mark.slow

YOU = 0
VARIANT = "quick"
QUICK: dict[str, dict[str, Any]] = {  # the shortest whole game of each, still played to its end
    "segfault": {"hands_to_win": 1},
    "segment-trix": {"setups": {"three": {"rounds": 1}, "four": {"rounds": 1}}},
    "destiny": {"stack": 6, "hand_limit": 3},
    "runtime-error": {"max_turns": 40},
    "blackjack": {"max_turns": 80},
}
# How much more (or less) likely an item is chosen, by the start of its name, as a player who has
# read each game's rules help would: Segment Trix's chooser plays more than it fiddles, Destiny's
# wagers keep the game going, Runtime Error's claims wait for the prover. 0: only if nothing else.
LEANINGS: dict[str, dict[str, float]] = {
    "segment-trix": {"Play": 12, "play as": 3, "segment": 0.3, "Turn": 0.3, "Cancel": 0, "Scores": 0},
    "destiny": {"Fold": 0.5, "Check": 3, "Call": 3, "Raise": 1, "All in": 2},
    "runtime-error": {"Run forever": 0},
    "blackjack": {},
    "segfault": {},
}
BUSY_S = 2  # waiting for the table's busy state to go, before reading it again anyway
TURN_S = 120  # the AIs' turns, a deal, the prover: the table busy at most this long
HEARD_S = 10  # a key's effect reaching the reader
GAME_S = 900  # one whole game, at most
STEPS = 1500  # key decisions in one game, at most: a game that does not end is a failure
RESULT = "Result"


def write_quick_variant(game: str) -> None:
    folder = user_variant_dir(game)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{VARIANT}.yaml").write_text(
        f"title: Quick\nextends: standard\ndescription: The shortest whole game, for a test.\n"
        f"settings: {json.dumps(QUICK[game])}\n")


def first_deal_of_yours(game: str) -> GameSession:
    """The first seed's deal of the quick ``game`` where you act first, so the first tree is the deal's."""
    seats = seats_for(Preferences(game=game, variant=VARIANT))
    return next(session for seed in range(500)
                if (session := GameSession.new(game, VARIANT, seats, seed=seed)).state.current_player == YOU)


def card_table(tree: dict[str, Any]) -> dict[str, Any]:
    return next(node for node in nodes(tree) if node["name"] == TABLE and node["role"] == "filler")


def zones(tree: dict[str, Any]) -> list[dict[str, Any]]:
    return [kid for kid in card_table(tree)["children"] if kid["role"] == "list"]


def usable(tree: dict[str, Any]) -> list[str]:
    """The names of the items the focus ring walks now."""
    return [item["name"] for zone in zones(tree) for item in zone["children"]
            if item["role"] == "list item" and "focusable" in item["states"]]


def focused(tree: dict[str, Any]) -> str | None:
    return next((node["name"] for node in nodes(card_table(tree)) if "focused" in node["states"]), None)


def is_over(tree: dict[str, Any]) -> bool:
    return any(zone["name"] == RESULT for zone in zones(tree))


def log_lines(tree: dict[str, Any]) -> list[str]:
    log = next(node for node in nodes(tree) if node["role"] == "list" and node["name"] == "Game log")
    return [item["name"] for item in log["children"]]


class Player:
    """Plays through ``reader``: what it heard, and what it decided, for the report of a failure."""

    def __init__(self, reader: Reader, game: str, seed: int, notes: Path) -> None:
        self.reader, self.game, self.rng, self.notes = reader, game, random.Random(seed), notes
        self.heard: list[dict[str, Any]] = []
        self.trail: list[str] = []  # the decisions, for a failure's message (and in ``notes``, timed)
        self.started = time.monotonic()
        self.refused: dict[tuple[str, ...], set[str]] = {}  # by the ring's names: what was refused there

    def listen(self) -> list[dict[str, Any]]:
        new = self.reader.events()
        self.heard += new
        return new

    def table(self, depth: int) -> dict[str, Any] | None:
        """The card table's tree (not the window's: the log grows long), or None if it changed while read."""
        try:
            return self.reader.tree(depth, under=TABLE)
        except AssertionError:  # an object went away while it was read: read again
            return None

    def ready(self) -> dict[str, Any]:
        """The card table's tree once it is not busy (your move, or it waits for your key): waited
        for by its busy state's events, and read again now and then in case one was missed."""
        deadline = time.monotonic() + TURN_S
        while True:
            self.listen()
            table = self.table(0)
            if table is not None and "busy" not in table["states"]:
                tree = self.table(3)
                if tree is not None and "busy" not in tree["states"]:
                    return tree
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.game}: the table stayed busy {TURN_S} s; last: {self.trail[-8:]}")
            self.heard += self.reader.events_until(
                lambda event: event["type"] == "object:state-changed:busy" and not event["detail1"], BUSY_S)

    def press(self, *keys: str) -> list[dict[str, Any]]:
        """Press ``keys``; the events heard until the app answers the last (a focus, an
        announcement, a state or name change), or HEARD_S without an answer."""
        self.listen()
        self.reader.keys(*keys)
        answered = ("focus:", "object:announcement", "object:state-changed", "object:property-change")
        heard = self.reader.events_until(lambda event: event["type"].startswith(answered), HEARD_S)
        self.heard += heard
        time.sleep(0.1)  # what the same key does next comes in the same turn of the app's event loop
        heard += self.listen()
        return heard

    def go_to(self, name: str, tree: dict[str, Any]) -> bool:
        """Walk the focus ring with Tab until ``name`` has the focus; whether it got there."""
        if focused(tree) == name:
            return True
        for _ in range(len(usable(tree)) + 4):  # the ring, and a widget or two it passes
            heard = self.press("Tab")
            names = [event["source"]["name"] for event in heard if event["type"] == "focus:"]
            if names and names[-1] == name:
                return True
        return False

    def choose(self, ring: list[str]) -> str:
        refused = self.refused.setdefault(tuple(ring), set())
        fresh = [name for name in ring if name not in refused and "not available" not in name] or ring
        weights = [next((weight for start, weight in LEANINGS[self.game].items() if name.startswith(start)), 1.0)
                   for name in fresh]
        if not any(weights):
            return self.rng.choice(fresh)
        return self.rng.choices(fresh, weights)[0]

    def step(self, tree: dict[str, Any]) -> None:
        """One decision: Enter on one usable item (or, with none, Enter for the table's next step)."""
        ring = usable(tree)
        with self.notes.open("a") as notes:
            notes.write(f"{time.monotonic() - self.started:7.1f} s {ring}\n{self.trail[-2:]}\n")
        if not ring:
            self.trail.append("Enter (nothing to use)")
            self.press("Return")
            return
        refused = self.refused.setdefault(tuple(ring), set())
        if len(refused) >= len(ring):  # everything here was refused: put back what is held
            self.trail.append("Escape")
            self.refused.pop(tuple(ring))
            self.press("Escape")
            return
        choice = self.choose(ring)
        if not self.go_to(choice, tree):
            refused.add(choice)
            self.trail.append(f"could not Tab to {choice!r}")
            return
        if self.game == "segfault" and "discard pile" in choice.lower():
            self.press(str(self.rng.randint(1, 3)))  # how many times to point, set before the card goes down
        # Destiny's field: L looks at the framed card, D holds it (Enter does neither); else Enter.
        for key in ("l", "d") if self.game == "destiny" and "field" in choice else ("Return",):
            heard = self.press(key)
            self.trail.append(f"{key} on {choice!r}")
            if not [event for event in heard if event["type"] == "object:announcement" and event["detail1"] == 2]:
                return
            self.trail.append("refused")
        refused.add(choice)

    def play(self) -> dict[str, Any]:
        """The whole game; the last tree, with its Result."""
        deadline = time.monotonic() + GAME_S
        for _ in range(STEPS):
            tree = self.ready()
            if is_over(tree):
                return tree
            assert time.monotonic() < deadline, f"{self.game}: not over after {GAME_S} s; last: {self.trail[-8:]}"
            self.step(tree)
        raise AssertionError(f"{self.game}: not over after {STEPS} decisions; last: {self.trail[-12:]}")

    def announced(self) -> str:
        """Every announcement heard, joined, in words (``spoken_text`` leaves words as they are)."""
        return spoken_text(" ".join(event["any_data"] for event in self.heard
                                    if event["type"] == "object:announcement" and isinstance(event["any_data"], str)))


def check_the_deal_is_read_whole(game: str, session: GameSession, tree: dict[str, Any],
                                 heard: list[dict[str, Any]]) -> None:
    """Every card your seat sees is named under a zone of the table; no name in the window's
    ``tree`` or in an event says a hidden one."""
    table_names = [item["name"] for zone in zones(tree) for item in nodes(zone)]
    seen = session.state.observation(YOU)
    hidden = hidden_cards(session)
    visible = {card for zone, cards in session.state.zones().items() if zone not in PILES
               for card in cards if card not in hidden}
    assert visible or hidden, f"{game}: no card seen or hidden, so nothing is checked"
    missing = [card for card in visible
               if not any(naming(name, words) for name in table_names for words in names_of(game, session, card))]
    assert not missing, f"{game}: cards the seat sees, not in the tree: {missing} ({seen})"
    said = [node["name"] for node in nodes(tree)] + [text for event in heard for text in (
        event["source"]["name"], event["any_data"]) if isinstance(text, str)]
    leaks = {(words, text) for card in hidden for words in names_of(game, session, card) for text in said
             if naming(text, words)}
    assert not leaks, f"{game}: hidden cards named: {sorted(leaks)[:5]}"


@pytest.mark.parametrize("game", game_names())
def test_a_whole_game_played_by_keys_deciding_from_what_atspi_says(tmp_path, game):
    write_quick_variant(game)
    session = first_deal_of_yours(game)
    ais = [seat.name for seat in session.seats if seat.kind == "ai"]
    with app_on_a_desktop(game, session.record.seed, tmp_path, variant=VARIANT, confirm_forfeits=False) as reader:
        player = Player(reader, game, session.record.seed, tmp_path / "decisions.txt")
        player.ready()
        dealt = reader.tree()
        check_the_deal_is_read_whole(game, session, dealt, player.heard)
        last = player.play()
        lines = log_lines(reader.tree())
        announced = player.announced()
    theirs = [line for line in lines if any(line.startswith(name + " ") for name in ais)]
    assert theirs, f"{game}: no AI move in the log"
    result = next(zone for zone in zones(last) if zone["name"] == RESULT)
    assert [item["name"] for item in result["children"] if item["name"].strip()], f"{game}: an empty Result"
    assert {"object:state-changed:busy", "object:state-changed:focusable"} <= {event["type"] for event in player.heard}
    unsaid = [line for line in theirs if spoken_text(line) not in announced]
    the_deal = set(log_lines(dealt))  # logged as the game was put on the table, before any key
    assert not set(unsaid) - the_deal, f"{game}: {len(unsaid)} of {len(theirs)} AI lines not announced: {unsaid[:3]}"
    if unsaid:  # known (issue 35's notes): the voice lane's to say; this passes once they are said
        pytest.xfail(f"{game}: the deal's AI lines are not announced: {unsaid}")
