"""Game > Review game: offered once a game is over, every card face up, the record
stepped through with the log in step, read-only, and nothing of the game changed."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtWidgets import QFileDialog

from game_helpers import finished_session, games_and_the_toy
from ui_helpers import drag, play_to_the_end

from deskcards.games import load_game, replay, spec
from deskcards.review import NOT_OVER, GameReview
from deskcards.saves import autosave_path, save_record_as
from deskcards.session import GameSession
from deskcards.ui.card_item import CardItem
from deskcards.ui.preferences import Preferences, seats_for
from deskcards.ui.review import ReviewDialog

GAMES = games_and_the_toy()


@pytest.fixture
def open_review(qtbot):
    def opened(review: GameReview, ask=None, size=(1280, 800)) -> ReviewDialog:
        dialog = ReviewDialog(review, Preferences(animation_speed="off"), ask)
        qtbot.addWidget(dialog)
        dialog.resize(*size)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog
    return opened


def faces(scene) -> list[bool]:
    return [item.face_up for item in scene.items() if isinstance(item, CardItem) and item.isVisible()]


def told_lines(review: GameReview, moves: range) -> list[str]:
    """What the game's own narrator says of ``moves``, to you in seat 0."""
    narrate = spec(review.record.game).narrate
    names = [seat.name for seat in review.seats]
    deal = review.position(0).state
    return [line for move in moves
            for line in narrate(review.events(move) if move else deal.ruleset.opening_events(review.record.seed),
                                names, 0, review.position(max(move - 1, 0)).state)]


def on_the_table(window) -> list[tuple]:
    """Every card item of the window's table as it lies: where, how turned, which face."""
    return sorted((card, item.pos().x(), item.pos().y(), item.rotation(), item.face_up)
                  for card, item in window.runner.table.cards.items.items())


@pytest.mark.parametrize("game", GAMES)
def test_a_review_is_refused_while_the_game_goes_on(table_window, game):
    told = []
    table_window.tell = lambda title, text: told.append(text)
    table_window.play(finished_session(game), deal=False)
    table_window.play(GameSession.new(game, "standard", seats_for(Preferences(game=game)), seed=3))
    assert not table_window.menus.review_action.isEnabled() and table_window.panel.review_button.isHidden()
    table_window.past_games.review_game()
    assert told == [NOT_OVER] and table_window.past_games.review_dialog is None


@pytest.mark.parametrize("game", GAMES)
def test_a_review_is_offered_once_the_game_is_over(table_window, game):
    table_window.play(finished_session(game), deal=False)
    assert table_window.menus.review_action.isEnabled() and table_window.panel.review_button.isVisible()
    table_window.panel.review_button.click()
    assert table_window.past_games.review_dialog.isVisible() and table_window.past_games.review_dialog.step == 0


@pytest.mark.slow
def test_the_review_is_offered_when_the_last_move_is_played(table_window):
    table_window.play(GameSession.new("blackjack", "standard", seats_for(Preferences(game="blackjack")), seed=3))
    assert not table_window.menus.review_action.isEnabled()
    play_to_the_end(table_window, "blackjack", 4, seed=3)
    assert table_window.menus.review_action.isEnabled() and table_window.panel.review_button.isVisible()


@pytest.mark.parametrize("game", GAMES)
def test_hidden_cards_are_face_up_only_in_the_review(table_window, open_review, game):
    review = GameReview.of(finished_session(game))
    step = review.moves // 2
    table_window.play(GameSession.from_record(review.prefix(step), review.seats), deal=False, autosave=False)
    assert False in faces(table_window.scene)  # the game in play hides cards
    dialog = open_review(review)
    for shown in (step, 0, review.moves):
        dialog.show_step(shown)
        assert faces(dialog.scene) and all(faces(dialog.scene)), f"a card face down at move {shown}"


@pytest.mark.parametrize("game", GAMES)
def test_stepping_gives_the_record_prefix_replayed(open_review, game):
    review = GameReview.of(finished_session(game))
    dialog = open_review(review)
    moves = [dialog.forward, dialog.forward, dialog.forward, dialog.back, dialog.last, dialog.back, dialog.first]
    expected = [1, 2, 3, 2, review.moves, review.moves - 1, 0]
    for button, step in zip(moves, expected, strict=True):
        button.click()
        assert dialog.step == step and dialog.slider.value() == step
        replayed = replay(review.prefix(step))[1]
        assert dialog.table.state == replayed
        assert set(dialog.table.cards.where) == {card for cards in replayed.zones().values() for card in cards}
    dialog.slider.setValue(review.moves // 2)
    assert dialog.table.state == replay(review.prefix(review.moves // 2))[1]
    assert not dialog.first.isEnabled() or dialog.step
    dialog.show_step(review.moves + 5)  # kept within the game
    assert dialog.step == review.moves and not dialog.forward.isEnabled() and dialog.back.isEnabled()


@pytest.mark.parametrize("game", GAMES)
def test_the_log_tells_the_game_up_to_the_move_shown(open_review, game):
    review = GameReview.of(finished_session(game))
    dialog = open_review(review)
    for step in (0, 1, review.moves // 2, review.moves, 2):  # 0: the deal, its opening told (Destiny's blinds)
        dialog.show_step(step)
        shown = [dialog.log.item(row).text() for row in range(dialog.log.count())]
        assert shown == told_lines(review, range(step + 1))
        assert dialog.current_lines() == told_lines(review, range(step, step + 1))
        assert all(dialog.log.item(row).font().bold() == (row >= len(shown) - len(dialog.current_lines()))
                   for row in range(len(shown)))


def test_a_line_of_the_log_takes_the_review_back_to_its_move(open_review):
    review = GameReview.of(finished_session("segfault"))
    dialog = open_review(review)
    dialog.show_step(review.moves)
    lines = [dialog.log.item(row) for row in range(dialog.log.count())]
    first_move = next(line for line in lines if line.data(Qt.ItemDataRole.UserRole) >= 1)  # after the deal's line
    dialog.log.itemClicked.emit(first_move)
    assert dialog.step == first_move.data(Qt.ItemDataRole.UserRole) == 1


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_at_the_end_the_log_is_the_one_the_game_told(table_window, game):
    play_to_the_end(table_window, game, load_game(game).players, seed=3)
    table_window.past_games.review_game()
    dialog = table_window.past_games.review_dialog
    dialog.show_step(dialog.review.moves)
    assert [dialog.log.item(row).text() for row in range(dialog.log.count())] \
        == [table_window.panel.log.item(row).text() for row in range(table_window.panel.log.count())]


def test_the_keys_step_through_the_review(open_review, qtbot):
    review = GameReview.of(finished_session("blackjack"))
    dialog = open_review(review)
    with qtbot.waitActive(dialog):
        dialog.activateWindow()
    for key, step in ((Qt.Key.Key_Right, 1), (Qt.Key.Key_Right, 2), (Qt.Key.Key_Left, 1),
                      (Qt.Key.Key_End, review.moves), (Qt.Key.Key_Left, review.moves - 1), (Qt.Key.Key_Home, 0)):
        qtbot.keyClick(dialog, key)
        assert dialog.step == step, Qt.Key(key).name
    dialog.ask_button.setFocus()  # wherever the focus is, the arrows step the review
    qtbot.keyClick(dialog.ask_button, Qt.Key.Key_Right)
    assert dialog.step == 1


@pytest.mark.parametrize("game", GAMES)
def test_the_review_changes_nothing_in_the_game_or_its_save(table_window, game):
    session = finished_session(game)
    table_window.play(session, deal=False)
    saved = autosave_path().read_bytes()
    record, state, table, laid = session.to_yaml(), session.state.clone(), table_window.runner.table, \
        on_the_table(table_window)
    table_window.past_games.review_game()
    dialog = table_window.past_games.review_dialog
    assert not dialog.view.isInteractive()
    for step in (dialog.review.moves // 2, 1, dialog.review.moves):
        dialog.show_step(step)
        before = dialog.table.state.clone(), [(item.pos(), item.face_up) for item in dialog.table.cards.items.values()]
        card = next(item for item in dialog.table.cards.items.values() if item.isVisible())
        drag(dialog, card.scenePos(), QPointF(800, 500))  # a drag plays nothing here
        shown = [(item.pos(), item.face_up) for item in dialog.table.cards.items.values()]
        assert (dialog.table.state, shown) == before
    dialog.close()
    assert session.to_yaml() == record and session.state == state and autosave_path().read_bytes() == saved
    assert table_window.runner.table is table and on_the_table(table_window) == laid


def test_a_finished_game_opened_from_its_record_is_reviewed(table_window, monkeypatch, tmp_path):
    finished = finished_session("destiny")
    path = tmp_path / "finished.yaml"
    save_record_as(finished, path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_args, **_kw: (str(path), ""))
    table_window.open_record()
    assert table_window.menus.review_action.isEnabled()
    table_window.menus.review_action.trigger()
    dialog = table_window.past_games.review_dialog
    assert dialog.review.record == finished.record
    dialog.last.click()
    assert dialog.table.state == finished.state and dialog.where.text().endswith("The game is over.")


def test_without_the_hard_ai_the_question_is_not_offered(open_review):
    dialog = open_review(GameReview.of(finished_session("segfault")))
    assert dialog.ask_button.isHidden() and dialog.answer.isHidden()


def test_the_hard_ai_is_asked_about_the_position_shown_and_answers_later(open_review):
    review = GameReview.of(finished_session("segment-trix"))
    asked = []
    dialog = open_review(review, ask=lambda record, seat, reply: asked.append((record, seat, reply)))
    dialog.show_step(5)
    dialog.ask_button.click()
    [(record, seat, reply)] = asked
    assert record == review.prefix(5) and seat == review.to_move(5)
    assert "thinking" in dialog.answer.text() and not dialog.ask_button.isEnabled()
    dialog.show_step(6)
    assert dialog.answer.text() == "" and dialog.ask_button.isEnabled()
    dialog.show_step(5)
    assert "thinking" in dialog.answer.text() and not dialog.ask_button.isEnabled()  # asked once is enough
    dialog.show_step(6)
    reply("Play the green 4: it wins the trick.")  # an answer for a position left behind waits there
    assert dialog.answer.text() == ""
    dialog.show_step(5)
    name = review.seats[seat].name  # the answer says the AI saw only that seat's cards, not the faces shown
    assert dialog.answer.text() == ("Play the green 4: it wins the trick.\n"
                                    f"It knew only what {name} knew here, not the other cards shown face up.")
    assert dialog.ask_button.isEnabled()
    dialog.show_step(review.moves)
    assert not dialog.ask_button.isEnabled()  # nobody moves once the game is over


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_review_fits_the_window_it_opens_over(open_review, qtbot, size):
    dialog = open_review(GameReview.of(finished_session("destiny")), size=size)
    qtbot.waitUntil(lambda: dialog.slider.width() > 100)  # laid out at its size
    assert (dialog.width(), dialog.height()) == size
    for control in (dialog.first, dialog.back, dialog.slider, dialog.forward, dialog.last, dialog.log):
        assert dialog.rect().contains(QRect(control.mapTo(dialog, QPoint(0, 0)), control.size())), control


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_the_windows_question_is_answered_by_the_hard_ai_with_a_legal_move_of_the_seat_to_move(table_window, game):
    """The window connects the review's question to the hint job: the answer names one of
    the moves the seat to move had there, as the hard AI saw it from that seat."""

    review = GameReview.of(finished_session(game))
    table_window.play(GameSession.from_record(review.record, review.seats), deal=False, autosave=False)
    step = review.moves // 2
    state = review.position(step).state
    seat = state.current_player
    seen = state.observation(seat)
    moves = {spec(game).action_words(seen, action) for action in seen.legal_actions()}
    replies: list[str] = []
    table_window.past_games.ask_hard_ai(review.prefix(step), seat, replies.append)
    assert len(replies) == 1 and replies[0].startswith("The hard AI would ")
    assert any(replies[0].startswith(f"The hard AI would {words}") for words in moves), replies[0]


@pytest.mark.parametrize("size", [(1400, 900), (800, 600)])
@pytest.mark.parametrize("game", ["blackjack", "segment-trix", "runtime-error"])  # the games that fan hidden hands
def test_the_others_hands_are_spread_so_every_card_can_be_read(open_review, game, size):
    from deskcards.ui.card_art import CARD_WIDTH
    from deskcards.ui.card_item import CARD_BOX
    from deskcards.ui.review import CORNER_SHARE, READABLE_SCALE
    from deskcards.ui.table_items import SeatPlate

    dialog = open_review(GameReview.of(finished_session(game)), size=size)
    dialog.show_step(6)
    table = dialog.table
    plates = [item.sceneBoundingRect() for item in dialog.scene.items() if isinstance(item, SeatPlate)]
    hands = {zone for zone, _ in table.cards.where.values()
             if zone.startswith("hand:") and zone != f"hand:{table.human}"}
    assert hands
    for zone in hands:
        items = [table.cards.items[card] for card in table.cards.in_pile(zone)]
        faces = [item.mapRectToScene(CARD_BOX) for item in items]
        for item, face in zip(items, faces):
            assert item.rotation() == 0 and item.scale() >= READABLE_SCALE * table.card_scale - 1e-9
            assert table.area.adjusted(-0.01, -0.01, 0.01, 0.01).contains(face), zone
            assert not any(face.intersects(plate) for plate in plates), zone
        lefts = sorted(face.left() for face in faces)
        width = CARD_WIDTH * items[0].scale()
        assert all(after - before >= CORNER_SHARE * width - 1e-6 for before, after in pairwise(lefts)), zone
