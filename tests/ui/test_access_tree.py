"""The table as a screen reader browses it, read through Qt's own accessibility API
(``deskcards.ui.access_tree``): zones under the view, the things on the table under
them, each named as the table names it; no name tells a hidden card; the widgets on
the table hang under the view; the keyboard's focus is told on the right node."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QGraphicsProxyWidget

from game_helpers import games_and_the_toy
from test_accessibility import hidden_words, human_first, named_items
from test_announcements import play_on

from deskcards.ui import access_tree
from deskcards.ui.access_tree import Node
from deskcards.ui.table_cards import PILES

Role = QAccessible.Role


def read_tree(window) -> list[tuple[str, list]]:
    """(zone's name, its children's interfaces) for each zone under the view, as a screen reader
    walks them: between turns of the event loop."""
    QApplication.processEvents()
    view = QAccessible.queryAccessibleInterface(window.view)
    zones = [view.child(index) for index in range(view.childCount())]
    assert all(zone.role() == Role.List and zone.parent() is view for zone in zones)
    return [(zone.text(QAccessible.Text.Name), [zone.child(index) for index in range(zone.childCount())])
            for zone in zones]


def names_in(tree: list[tuple[str, list]]) -> list[str]:
    return [name for zone, kids in tree for name in [zone, *(kid.text(QAccessible.Text.Name) for kid in kids)]]


def items_in(tree: list[tuple[str, list]]) -> list:
    """The graphics items the tree's nodes stand for; a widget's interface for its proxy."""
    return [kid.item if isinstance(kid, Node) else kid.object().graphicsProxyWidget() for _, kids in tree
            for kid in kids]


def pile_cards(window) -> set[int]:
    """Cards lying in a pile: the pile is one node, named by its top card while it shows."""
    cards = window.runner.table.cards
    return {card for pile in PILES for card in cards.in_pile(pile)}


def check_tree(window, game: str) -> None:
    tree = read_tree(window)
    table, scene = window.runner.table, window.scene
    said, items = names_in(tree), items_in(tree)
    # Every named thing on the table is under exactly one zone, with its name (a pile's cards: as the pile).
    in_piles = {id(table.cards.items[card]) for card in pile_cards(window)}
    expected = [item for item in named_items(window) if id(item) not in in_piles
                and not getattr(item, "said_elsewhere", False)]  # decoration to a screen reader
    astray = [(type(item).__name__, scene.item_name(item)) for item in expected
              if sum(other is item for other in items) != 1]
    assert not astray, (game, astray)
    for item in expected:
        if not isinstance(item, QGraphicsProxyWidget):
            assert scene.item_name(item) in said, (game, scene.item_name(item))
    # Every card you can see is there by its face; no name says a hidden card's.
    for card, item in table.cards.items.items():
        if not item.isVisible() or card in pile_cards(window):
            continue
        if item.face_up:
            assert any(table.card_words(card) in name for name in said), (game, table.card_words(card))
        else:
            assert not hidden_words(window, scene.item_name(item), card), (game, scene.item_name(item))
            assert not [name for name in said if table.card_words(card).lower() in name.lower()], game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_every_thing_on_the_table_is_under_one_zone_by_its_name_and_no_hidden_card_is_named(table_window, game):
    session = human_first(game)
    table_window.play(session, deal=False)
    rng = random.Random(5)
    for moves in (0, 6, 14):
        while len(session.record.actions) < moves and not session.is_over():
            table_window.runner.perform(rng.choice(session.state.legal_actions()))
        table_window.runner.animator.finish_all()
        check_tree(table_window, game)
    table_window.runner.lay_again()  # a table of new items, as when the window changes shape
    check_tree(table_window, game)


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_tree_holds_along_a_whole_game(table_window, game):
    session = human_first(game, seed_from=40)
    table_window.play(session, deal=False)
    rng = random.Random(17)
    for move in range(600):
        if session.is_over():
            break
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
        if move % 7 == 0:
            table_window.runner.animator.finish_all()
            check_tree(table_window, game)
    table_window.runner.animator.finish_all()
    check_tree(table_window, game)


@pytest.mark.parametrize("game", ["segfault", "destiny"])
def test_the_widgets_on_the_table_are_under_the_view_not_the_application(table_window, game):
    table_window.play(human_first(game), deal=False)
    view = QAccessible.queryAccessibleInterface(table_window.view)
    app = QAccessible.queryAccessibleInterface(QApplication.instance())
    windows = [app.child(index).object() for index in range(app.childCount())]
    assert table_window in windows and not [window for window in windows if window.graphicsProxyWidget()], game
    proxies = [item for item in table_window.scene.items() if isinstance(item, QGraphicsProxyWidget)]
    assert proxies, game
    for proxy in proxies:
        widget = QAccessible.queryAccessibleInterface(proxy.widget())
        zone = widget.parent()
        assert zone.role() == Role.List and zone.parent() is view, game
        assert zone.indexOfChild(widget) >= 0, game
        assert widget.childCount() and widget.text(QAccessible.Text.Name) == proxy.widget().accessibleName()


@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_keyboard_focus_is_told_on_the_node_of_what_it_is_on(table_window, game, monkeypatch):
    told: list[tuple[object, QAccessible.Event]] = []
    monkeypatch.setattr(access_tree, "tell", lambda node, kind: told.append((node, kind)))
    table_window.play(human_first(game), deal=False)
    view, scene = table_window.view, table_window.scene
    view.setFocus()
    for _ in range(3):
        QTest.keyClick(view.viewport(), Qt.Key_Tab)
        QApplication.processEvents()  # the focus is told on the next turn of the event loop
        focused = QAccessible.queryAccessibleInterface(view).focusChild()
        if isinstance(scene.focusItem(), QGraphicsProxyWidget):  # a widget has the keys: Qt tells its focus
            assert focused is None, game
            continue
        assert focused is not None, game
        # A pile's node may be its top card.
        assert focused.item is scene.items_by_key[scene.focus_key] or scene.focus_key in PILES, game
        assert focused.text(QAccessible.Text.Name) == scene.focus_name and focused.state().focused, game
        assert told[-1] == (focused, QAccessible.Event.Focus), game
        assert focused.parent().focusChild() is focused, game


def test_a_change_of_the_table_is_told_item_by_item(table_window, monkeypatch):
    """A move makes new nodes only for what moved: what stayed keeps its node, what went
    is told destroyed, and what came created."""
    told: list[tuple[object, QAccessible.Event]] = []
    monkeypatch.setattr(access_tree, "tell", lambda node, kind: told.append((node, kind)))
    monkeypatch.setattr(access_tree.QAccessible, "isActive", lambda: True)
    session = human_first("segment-trix")
    table_window.play(session, deal=False)
    tree = table_window.view.access_tree
    QApplication.processEvents()
    before = {id(node.item): node for zone in tree.current() for node in zone.kids if isinstance(node, Node)}
    told.clear()
    table_window.runner.perform(session.state.legal_actions()[0])
    table_window.runner.animator.finish_all()
    QApplication.processEvents()
    after = {id(node.item): node for zone in tree.current() for node in zone.kids if isinstance(node, Node)}
    kept = [key for key in before if after.get(key) is before[key]]
    created = [node for node, kind in told if kind == QAccessible.Event.ObjectCreated]
    destroyed = [node for node, kind in told if kind == QAccessible.Event.ObjectDestroyed]
    assert kept and created and destroyed
    assert all(node in after.values() or node in tree.zones for node in created)
    assert not [node for node in destroyed if node in after.values()]
    assert len(kept) > len(created)  # a move, not a new table


def focus_told(told: list) -> list:
    return [node for node, kind in told if kind == QAccessible.Event.Focus]


@pytest.mark.parametrize("game", games_and_the_toy())
def test_ctrl_and_the_arrows_move_what_the_screen_reader_reads_not_the_focus_ring(table_window, game, monkeypatch):
    """Each Ctrl+Down tells the focus on the next zone's first item (a screen reader then says the
    zone, its count and the item); Ctrl+Right on the next item in it. The focus ring stays, no hidden
    card is named, and Tab brings the screen reader back to the ring."""
    told: list[tuple[object, QAccessible.Event]] = []
    monkeypatch.setattr(access_tree, "tell", lambda node, kind: told.append((node, kind)))
    table_window.play(human_first(game), deal=False)
    view, scene = table_window.view, table_window.scene
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key_Tab)
    QApplication.processEvents()
    ring, ring_node = scene.focus_key, view.access_tree.reading
    zones = view.access_tree.current()
    reached = []
    for _ in zones:
        QTest.keyClick(view.viewport(), Qt.Key_Down, Qt.ControlModifier)
        first = focus_told(told)[-1]
        zone = first.parent()
        assert zone in zones and zone.indexOfChild(first) == 0, game
        assert QAccessible.queryAccessibleInterface(view).focusChild() is first, game
        assert zone.focusChild() is first and (not isinstance(first, Node) or first.state().focused), game
        reached.append(zone)
        if zone.childCount() > 1:
            QTest.keyClick(view.viewport(), Qt.Key_Right, Qt.ControlModifier)
            assert focus_told(told)[-1] is zone.child(1), game
    assert sorted(map(id, reached)) == sorted(map(id, zones)), game  # every zone, once round
    assert scene.focus_key == ring, game
    names = [node.text(QAccessible.Text.Name) for node in focus_told(told)]
    table = table_window.runner.table
    hidden = {table.card_words(card) for card, item in table.cards.items.items() if not item.face_up} \
        - {table.card_words(card) for card, item in table.cards.items.items() if item.face_up}
    assert not [(words, name) for name in names for words in hidden if words in name], game
    if ring is not None and isinstance(ring_node, Node):
        QTest.keyClick(view.viewport(), Qt.Key_Tab)
        QApplication.processEvents()
        # the ring's next thing: a node, told; or a widget's own interface (Destiny's raise amount), which Qt tells
        now = view.access_tree._ring_node()
        assert view.access_tree.reading is now and (not isinstance(now, Node) or focus_told(told)[-1] is now), game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_after_a_move_the_screen_reader_stays_on_the_table_s_things_not_the_view(table_window, game, monkeypatch):
    """A move takes the focus ring away: the focus told stays on a node (what lies where the
    ring's thing was, or that thing), never back on "Card table"."""
    told: list[tuple[object, QAccessible.Event]] = []
    monkeypatch.setattr(access_tree, "tell", lambda node, kind: told.append((node, kind)))
    session = human_first(game)
    table_window.play(session, deal=False)
    view = table_window.view
    view.setFocus()
    rng = random.Random(3)
    for _ in range(4):
        QTest.keyClick(view.viewport(), Qt.Key_Tab)
        QApplication.processEvents()
        if session.is_over():
            break
        table_window.runner.perform(rng.choice(session.state.legal_actions()))
        table_window.runner.animator.finish_all()
        QApplication.processEvents()
        QApplication.processEvents()
        if isinstance(table_window.scene.focusItem(), QGraphicsProxyWidget):  # Qt tells the widget's focus
            continue
        reading = view.access_tree.focused()
        assert reading is not None and reading.isValid(), game
        assert reading is focus_told(told)[-1], game
        zones = view.access_tree.current()
        assert any(zone.indexOfChild(reading) >= 0 for zone in zones), game  # a thing, not a zone
    view_access = QAccessible.queryAccessibleInterface(view)
    assert view_access not in focus_told(told), game


@pytest.mark.parametrize("game", games_and_the_toy())
def test_no_two_things_in_a_zone_sound_alike(table_window, game):
    """Face-down cards say their place ("card 2 of 5"); what is only decoration (a grid's letters,
    a pile's count, chips a plate already counts) is not listed."""
    session = human_first(game)
    table_window.play(session, deal=False)
    rng = random.Random(5)
    for moves in (0, 8):
        while len(session.record.actions) < moves and not session.is_over():
            table_window.runner.perform(rng.choice(session.state.legal_actions()))
        table_window.runner.animator.finish_all()
        for zone, kids in read_tree(table_window):
            names = [kid.text(QAccessible.Text.Name) for kid in kids]
            assert len(set(names)) == len(names), (game, zone, names)
            assert not [name for name in names if len(name) < 3], (game, zone, names)


def test_when_the_thing_read_and_its_zone_go_the_screen_reader_lands_on_the_next_zone_s_first_thing(
        table_window, monkeypatch):
    told: list[tuple[object, QAccessible.Event]] = []
    monkeypatch.setattr(access_tree, "tell", lambda node, kind: told.append((node, kind)))
    table_window.play(human_first("blackjack"), deal=False)
    view = table_window.view
    view.setFocus()
    tree = view.access_tree
    QTest.keyClick(view.viewport(), Qt.Key_Down, Qt.ControlModifier)  # from nowhere: your hand, the first zone
    QTest.keyClick(view.viewport(), Qt.Key_Down, Qt.ControlModifier)  # Alice's hand, the second
    QTest.keyClick(view.viewport(), Qt.Key_Right, Qt.ControlModifier)
    zones = tree.current()
    assert focus_told(told)[-1] is zones[1].child(1)
    after = zones[2].text(QAccessible.Text.Name)
    for kid in zones[1].kids:  # the cards the screen reader was among leave the table
        kid.item.setVisible(False)
    table_window.scene.table_changed.emit()
    QApplication.processEvents()
    QApplication.processEvents()
    landed = focus_told(told)[-1]
    assert landed is tree.focused() and landed.parent().text(QAccessible.Text.Name) == after
    assert landed.parent().indexOfChild(landed) == 0


def focusable_names(window) -> set[str]:
    return {kid.text(QAccessible.Text.Name) for _, kids in read_tree(window) for kid in kids
            if isinstance(kid, Node) and kid.state().focusable}


def ring_names(window) -> set[str]:
    """What the focus ring walks now, by name; a widget on the table has its own interface."""
    scene = window.scene
    return {scene.host.name_of(key) for key in scene.ring
            if not isinstance(scene.items_by_key.get(key), QGraphicsProxyWidget)}


def told_states(monkeypatch) -> list[tuple[object, QAccessible.State]]:
    told: list[tuple[object, QAccessible.State]] = []
    monkeypatch.setattr(access_tree, "tell_state", lambda node, changed, on: told.append((node, changed)))
    monkeypatch.setattr(access_tree.QAccessible, "isActive", lambda: True)
    return told


@pytest.mark.parametrize("game", games_and_the_toy())
def test_what_the_focus_ring_walks_and_only_that_is_focusable_and_a_pick_up_tells_the_change(
        table_window, game, monkeypatch):
    told = told_states(monkeypatch)
    table_window.play(human_first(game), deal=False)
    scene = table_window.scene
    assert scene.ring and focusable_names(table_window) == ring_names(table_window), game
    lifted = [key for key in scene.ring if scene.host.draggable(key) and not scene.host.opens_on_click(key)
              and scene.host.targets(key)]
    if not lifted:  # nothing to pick up at the first move (a bet, a button): the ring is all there is
        return
    told.clear()
    scene.put_focus(lifted[0])
    table_window.view.setFocus()
    QTest.keyClick(table_window.view.viewport(), Qt.Key_Return)
    assert scene.picked_up == lifted[0], game
    assert focusable_names(table_window) == ring_names(table_window), game
    changed = [node for node, state in told if isinstance(node, Node)]
    assert changed and all(state.focusable for _, state in told), game
    assert {node.text(QAccessible.Text.Name) for node in changed if node.state().focusable} \
        <= ring_names(table_window), game


def view_is_busy(window) -> bool:
    QApplication.processEvents()
    return bool(QAccessible.queryAccessibleInterface(window.view).state().busy)


@pytest.mark.parametrize("game", games_and_the_toy())
def test_the_view_is_busy_while_the_table_goes_on_without_you_and_says_when_that_changes(
        ai_window, qtbot, game, monkeypatch):
    told = told_states(monkeypatch)
    session = human_first(game)
    ai_window.play(session, deal=False)
    rng = random.Random(3)
    view = QAccessible.queryAccessibleInterface(ai_window.view)
    for _ in range(4):
        if session.is_over():
            break
        assert not view_is_busy(ai_window), game
        told.clear()
        ai_window.runner.perform(rng.choice(session.state.legal_actions()))
        if session.current_seat_kind() == "ai" and not session.is_over():
            assert view_is_busy(ai_window), game
            assert any(node is view and state.busy for node, state in told), game
        qtbot.waitUntil(lambda: not view_is_busy(ai_window), timeout=10_000)
        runner = ai_window.runner
        assert ai_window.scene.input_enabled or session.is_over() or runner.animator.held, game
        if runner.animator.held:  # a round's end waits for Enter
            press_on_table(ai_window, Qt.Key_Return)
            qtbot.waitUntil(lambda: not view_is_busy(ai_window), timeout=10_000)


def press_on_table(window, key) -> None:
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), key)


@pytest.mark.slow
@pytest.mark.parametrize("game", games_and_the_toy())
def test_a_game_over_shows_as_the_result_zone_and_the_table_not_busy(ai_window, qtbot, game):
    session = human_first(game, seed_from=20)
    ai_window.play(session, deal=False)
    play_on(ai_window, session, seed=9, moves=2000)
    qtbot.waitUntil(lambda: not view_is_busy(ai_window), timeout=10_000)
    zones = read_tree(ai_window)
    name, kids = zones[-1]
    banner = ai_window.runner.table.overlays.banner
    assert session.is_over() and name == "Result" and [kid.item for kid in kids] == [banner], game
    assert kids[0].text(QAccessible.Text.Name) == ai_window.scene.item_name(banner), game
    assert "Result" not in [zone for zone, _ in zones[:-1]], game
