"""The real app, read through AT-SPI as Orca reads it, and played with key presses
(issue 35): its window, menus and card table are in the registry; the keyboard's
focus on the table reaches the screen reader with the focused card's name; and no
name or event says a card your seat cannot see. ``atspi_helpers`` brings
the desktop up; the deal is one where you act first, so nothing moves unasked."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from atspi_helpers import app_on_a_desktop, nodes

from deskcards.engine.cards import card_label, card_words
from deskcards.games import game_names
from deskcards.games.segment_trix.cards import colour_of, value_of
from deskcards.session import GameSession
from deskcards.ui.preferences import Preferences, seats_for

pytestmark = pytest.mark.slow

YOU = 0
TABLE = "Card table"  # the view's own name, with nothing in focus
GUESSES = 20  # deals the seat's observation may be: a card whose place they all agree on is known
HEARD_S = 20  # a key's effect to reach the reader, at most
QUIET_S = 3  # after this long without a focus event, a key is taken to have left the focus where it was
TABS = 12  # the usable items browsed for names, at most


def first_deal_of_yours(game: str) -> GameSession:
    """The first seed's deal of ``game``, at the launch's settings, where you act first."""
    seats = seats_for(Preferences(game=game))
    return next(session for seed in range(500)
                if (session := GameSession.new(game, "standard", seats, seed=seed)).state.current_player == YOU)


def hidden_cards(session: GameSession) -> set[int]:
    """The cards whose place your seat cannot know: the deals its observation allows disagree on them."""
    zones, seen = session.state.zones(), session.state.observation(YOU)
    hidden: set[int] = set()
    for guess in range(GUESSES):
        guessed = seen.determinize(random.Random(guess)).zones()
        hidden |= {card for zone, cards in zones.items() for card, other in zip(cards, guessed[zone]) if card != other}
    return hidden


def names_of(game: str, session: GameSession, card: int) -> list[str]:
    """How the app may name ``card``: in words as its table says them, and as its log writes it."""
    if game == "segment-trix":
        return [f"{session.ruleset.plays.names.colour(colour_of(card))} {value_of(card)}"]
    return [card_words(card), card_label(card)]


def naming(text: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(name.lower())}(?!\w)", text.lower()) is not None


def table_has_keys(tree: dict[str, Any]) -> bool:
    """The card table, or something on it, has the keyboard's focus."""
    tables = [node for node in nodes(tree) if node["name"] == TABLE]
    return any("focused" in node["states"] for table in tables for node in nodes(table))


def focused_names(tree: dict[str, Any]) -> set[str]:
    return {node["name"] for node in nodes(tree) if "focused" in node["states"]}


def everything_said(tree: dict[str, Any], events: list[dict[str, Any]]) -> list[str]:
    """Every name and description in the tree, and every name and text the events carried."""
    said = [text for node in nodes(tree) for text in (node["name"], node["description"])]
    said += [text for event in events for text in (event["source"]["name"], event["any_data"]) if isinstance(text, str)]
    return said


def test_the_window_its_menus_and_the_card_table_are_in_the_registry(tmp_path):
    session = first_deal_of_yours("segfault")
    with app_on_a_desktop("segfault", session.record.seed, tmp_path) as reader:
        tree = reader.tree_when(table_has_keys, "keyboard focus on the card table")
    assert tree["role"] == "application" and tree["name"] == "DeskCards"
    frame = next(kid for kid in tree["children"] if kid["role"] == "frame")
    assert session.ruleset.title in frame["name"]
    bars = [node for node in nodes(frame) if node["role"] == "menu bar"]
    assert [[menu["name"] for menu in bar["children"]] for bar in bars] == [["Game", "View", "Settings", "Help"]]
    menu_items = {node["name"] for node in nodes(bars[0]) if node["role"] == "menu item"}
    assert {"New game…", "Hint", "Rules of this game", "Quit"} <= menu_items
    table = next(node for node in nodes(frame) if node["name"] == TABLE)
    assert {"focusable", "showing"} <= set(table["states"]), table["states"]


def focus_names(events: list[dict[str, Any]]) -> list[str]:
    return [event["source"]["name"] for event in events if event["type"] == "focus:"]


def browse(reader, key: str) -> list[dict[str, Any]]:
    """Press ``key`` until the focus is back on the first item it reached, stays where it is, or
    TABS presses were made; every event heard meanwhile. The first press must move it."""
    heard: list[dict[str, Any]] = []
    for press in range(TABS):
        reader.keys(key)
        before = len(focus_names(heard))
        heard += reader.events_until(lambda event: event["type"] == "focus:", HEARD_S if press == 0 else QUIET_S)
        named = focus_names(heard)
        assert named, f"no focus event after {key}"
        if len(named) == before or named[-1] in named[:-1]:
            break
    return heard


def test_the_arrow_keys_move_the_focus_from_card_to_card_and_the_reader_hears_each_name(tmp_path):
    session = first_deal_of_yours("blackjack")
    yours = [card_words(card) for card in session.state.zones()["hand:0"]]
    with app_on_a_desktop("blackjack", session.record.seed, tmp_path) as reader:
        reader.tree_when(table_has_keys, "keyboard focus on the card table")
        reader.events()  # what the launch said
        names: list[str] = []
        for _ in range(2):
            reader.keys("Right")
            new = [name for name in focus_names(reader.events_until(lambda event: is_new_focus(event, names), HEARD_S))
                   if name not in (TABLE, *names)]
            assert new, f"no focus event named a new card after Right (so far: {names})"
            assert [words for words in yours if naming(new[0], words)], f"{new[0]!r} names no card of yours"
            names.append(new[0])
            # The tree says the same: the view is named so today; a focused list item once the table is a tree.
            reader.tree_when(lambda tree: names[-1] in focused_names(tree), f"focused object named {names[-1]!r}")


def is_new_focus(event: dict[str, Any], names: list[str]) -> bool:
    return event["type"] == "focus:" and event["source"]["name"] not in (TABLE, *names)


@pytest.mark.parametrize("game", game_names())
def test_no_name_in_the_tree_or_the_events_says_a_card_your_seat_cannot_see(tmp_path, game):
    session = first_deal_of_yours(game)
    hidden = hidden_cards(session)
    assert hidden, f"{game}: every card of the deal is known, so this test checks nothing"
    with app_on_a_desktop(game, session.record.seed, tmp_path) as reader:
        reader.tree_when(table_has_keys, "keyboard focus on the card table")
        heard = browse(reader, "Tab")  # every item you may use, named in turn by the focus
        said = everything_said(reader.tree(), heard + reader.events())
    assert set(focus_names(heard)) - {TABLE}, f"{game}: the focus named nothing on the table"
    leaks = {(name, text) for card in hidden for name in names_of(game, session, card) for text in said
             if naming(text, name)}
    assert not leaks, f"{game}: hidden cards named: {sorted(leaks)[:5]}"
