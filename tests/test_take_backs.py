"""Take-backs in every game: refused once something hidden was shown or chance was
drawn on, allowed after a plain play; redo replays exactly; the record keeps them."""

from __future__ import annotations

from dataclasses import replace

import pytest
import yaml

from take_back_helpers import after_the_ais_showed_cards, seats_for, take_backs_rule, your_move

from deskcards.engine.cards import parse_card
from deskcards.engine.events import CardMoved, Shuffled
from deskcards.engine.game import IllegalAction
from deskcards.engine.record import GameRecord, RecordError, TakeBack
from deskcards.engine.variants import VariantError, user_variant_dir
from deskcards.games import game_names, load_game, spec
from deskcards.session import GameSession, TakeBackScope

GAMES = game_names()


@pytest.mark.parametrize("game", GAMES)
def test_with_unseen_a_take_back_is_refused_once_your_move_showed_a_hidden_card_or_drew_on_chance(game):
    session = your_move(game, revealing=True, variant=take_backs_rule(game, "unseen"))
    before = session.record.dumps()
    reason = session.why_no_take_back()
    assert reason and reason.endswith(" since")
    with pytest.raises(IllegalAction) as refusal:
        session.take_back()
    assert refusal.value.reason == reason
    assert session.record.dumps() == before


@pytest.mark.parametrize("game", GAMES)
def test_a_plain_play_is_taken_back_to_the_very_position_before_it(game):
    session = your_move(game, revealing=False)
    played = session.record.actions[-1]
    before = GameSession.from_record(
        GameRecord(game, "standard", session.record.players, session.record.seed, session.record.actions[:-1]),
        session.seats).state
    assert session.why_no_take_back() is None
    assert session.take_back() == (played,)
    assert session.state == before and session.state.current_player == 0
    assert session.record.take_back_count == 1


@pytest.mark.parametrize("game", GAMES)
def test_redo_plays_the_same_moves_again_and_reaches_the_same_state(game):
    session = your_move(game, revealing=False, ai_moves=3)
    after, line = session.state.clone(), list(session.record.actions)
    taken = session.take_back()
    assert session.why_no_redo() is None
    replayed = session.redo()
    assert len(replayed) == len(taken) and replayed[0][0].current_player == 0  # from your turn on
    assert session.state == after and session.record.actions == line
    assert session.why_no_redo() is not None  # nothing more to redo
    with pytest.raises(IllegalAction):
        session.redo()


def test_the_ai_moves_after_yours_are_taken_back_with_it_and_redone_exactly():
    # Only Destiny's wagers let an AI answer without showing a card; elsewhere its move does.
    session = your_move("destiny", revealing=False, ai_moves=3, ai_must_move=True)
    after, line = session.state.clone(), list(session.record.actions)
    taken = session.take_back()
    assert len(taken) >= 2 and session.state.current_player == 0
    session.redo()
    assert session.state == after and session.record.actions == line


@pytest.mark.parametrize("game", GAMES)
def test_a_new_move_ends_what_redo_could_replay(game):
    session = your_move(game, revealing=False)
    session.take_back()
    session.apply(session.state.legal_actions()[0])
    assert session.why_no_redo()


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_game_with_a_take_back_loads_and_replays_exactly(game):
    session = your_move(game, revealing=False, ai_moves=2)
    taken = session.take_back()
    session.apply(session.state.legal_actions()[-1])
    loaded = GameSession.from_yaml(session.to_yaml())
    assert loaded.state == session.state
    assert loaded.record == session.record
    assert loaded.record.take_back_count == 1 and loaded.record.take_backs[0].actions == taken
    assert loaded.record.take_backs[0].at == len(session.record.actions) - 1


def test_an_old_record_without_take_backs_still_loads():
    old = "format: 1\ngame: blackjack\nvariant: standard\nplayers: 2\nseed: 3\nactions:\n- draw\n"
    record = GameRecord.loads(old)
    assert record.take_back_count == 0 and record.take_backs == []
    assert record.dumps() == old  # and writes back as it was


@pytest.mark.parametrize("take_backs", [
    "nothing", [{"at": -1, "actions": []}], [{"at": 1}], [{"at": 1, "actions": [3]}],
    [{"at": 1, "actions": [], "why": "x"}],
])
def test_a_damaged_take_back_list_is_a_record_error_that_says_how_to_write_one(take_backs):
    data = {"game": "blackjack", "variant": "standard", "players": 2, "seed": 3, "take_backs": take_backs}
    with pytest.raises(RecordError, match="'take_backs' must be a list of mappings"):
        GameRecord.from_mapping(data)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_take_backs_option_and_a_variant_may_forbid_them(game):
    assert load_game(game).settings.take_backs == "any"
    session = your_move(game, revealing=False, variant=take_backs_rule(game, "none"))
    assert session.why_no_take_back() == "this variant allows no take-backs"


def test_before_you_move_and_once_the_game_is_over_nothing_is_taken_back():
    session = GameSession.new("blackjack", "standard", seats_for("blackjack"), seed=1)
    assert session.why_no_take_back() == "you have not moved yet"
    while not session.is_over():
        session.apply(session.state.legal_actions()[0])
    assert session.why_no_take_back() == "the game is over"


@pytest.mark.parametrize("game", GAMES)
def test_the_reasons_name_only_the_cards_you_saw(game):
    state = load_game(game).new_state(seed=1)
    seven = parse_card("7c")
    yours, theirs = (CardMoved(seven, "deck", -1, f"{kind}:{seat}", 0, face_up=False)
                     for seat, kind in ((0, _hand_zone(game)), (1, _hand_zone(game))))
    assert state.revealed([yours], 0) == f"you have seen {_name_of_seven_of_clubs(game)} since"
    assert state.revealed([theirs], 0) == "a card was drawn since"
    assert state.revealed([Shuffled(20)], 0) == "the cards were shuffled since"
    assert state.revealed([], 0) is None


def _name_of_seven_of_clubs(game: str) -> str:
    """Card 24 in the game's own names: Segment Trix's cards are colours and values."""
    return "the green 6" if game == "segment-trix" else "the 7♣"


def _hand_zone(game: str) -> str:
    return {"segfault": "drawn", "destiny": "look"}.get(game, "hand")


def test_another_players_card_played_face_up_is_seen_and_your_own_is_not_news():
    state = load_game("blackjack", players=2).new_state(seed=1)
    theirs = CardMoved(parse_card("7c"), "hand:1", 0, "discard", -1)
    mine = CardMoved(parse_card("7c"), "hand:0", 0, "discard", -1)
    assert state.revealed([theirs], 0) == "you have seen the 7♣ since"
    assert state.revealed([mine], 0) is None


@pytest.mark.parametrize("game", GAMES)
def test_with_any_a_move_that_showed_you_a_card_is_taken_back_to_the_very_position_before_it(game):
    session = your_move(game, revealing=True)
    assert session.ruleset.settings.take_backs == "any"
    before = GameSession.from_record(replace(session.record, actions=session.record.actions[:-1]), session.seats)
    assert session.why_no_take_back() is None
    session.take_back()
    assert session.state == before.state and session.record.take_back_count == 1


def test_a_card_you_drew_goes_back_to_the_deck_where_it_was_and_comes_again():
    session = GameSession.new("segfault", "standard", seats_for("segfault"), seed=4)
    while session.state.current_player != 0:
        session.apply(session.state.legal_actions()[0])
    deck = list(session.state.zones()["deck"])
    session.apply(session.ruleset.parse_action("draw"))
    drawn = list(session.state.zones()["drawn:0"])
    assert len(drawn) == 1 and list(session.state.zones()["deck"]) != deck
    session.take_back()
    assert list(session.state.zones()["deck"]) == deck and "drawn:0" not in session.state.zones()
    session.apply(session.ruleset.parse_action("draw"))
    assert list(session.state.zones()["drawn:0"]) == drawn


@pytest.mark.parametrize(("written", "meant"), [("true", "any"), ("false", "none"), ("unseen", "unseen")])
def test_the_old_flags_still_load_as_any_and_none(written, meant):
    folder = user_variant_dir("blackjack")
    folder.mkdir(parents=True)
    (folder / "house.yaml").write_text(f"title: House\nextends: standard\ndescription: Ours.\n"
                                       f"settings: {{take_backs: {written}}}\n")
    assert load_game("blackjack", "house").settings.take_backs == meant


def test_a_take_backs_value_out_of_the_three_says_which_there_are():
    folder = user_variant_dir("blackjack")
    folder.mkdir(parents=True)
    (folder / "house.yaml").write_text("title: House\nextends: standard\ndescription: Ours.\n"
                                       "settings: {take_backs: sometimes}\n")
    with pytest.raises(VariantError, match="take_backs: expected one of 'any', 'unseen', 'none', got 'sometimes'"):
        load_game("blackjack", "house")


@pytest.mark.parametrize("game", GAMES)
def test_with_any_your_move_and_the_ai_moves_that_showed_cards_are_taken_back_redone_after_a_reload_exactly(game):
    session = after_the_ais_showed_cards(game)
    after, line = session.state.clone(), list(session.record.actions)
    assert session.why_no_take_back() is None
    taken = session.take_back()
    assert len(taken) >= 2 and session.state.current_player == 0
    start = len(line) - len(taken)
    assert session.state == GameSession.from_record(replace(session.record, actions=line[:start]), session.seats).state
    loaded = GameSession.from_yaml(session.to_yaml())
    assert loaded.state == session.state and loaded.why_no_redo() is None
    loaded.redo()
    assert loaded.state == after and loaded.record.actions == line
    assert loaded.record.take_backs[0] == TakeBack(start, taken)
    replayed = GameSession.from_yaml(loaded.to_yaml())
    assert replayed.state == after and replayed.record == loaded.record and replayed.why_no_redo() is not None


def test_what_redo_would_play_again_is_kept_in_the_save_only_while_there_is_some():
    session = your_move("blackjack", revealing=False)
    assert "redo" not in session.to_yaml()
    session.take_back()
    assert GameSession.from_yaml(session.to_yaml()).redo()[0][0] == session.state
    session.apply(session.state.legal_actions()[-1])
    assert "redo" not in session.to_yaml()


@pytest.mark.parametrize(("redo", "problem"), [
    ("draw", "'redo' must be a list of lists of action texts"),
    ([[]], "'redo' must be a list of lists of action texts"),
    ([["fly away"]], "'redo' cannot be played again: action 1 \\('fly away'\\) cannot be replayed"),
])
def test_a_damaged_redo_in_a_save_is_a_record_error_that_says_what_is_wrong(redo, problem):
    saved = yaml.safe_load(GameSession.new("blackjack", "standard", seats_for("blackjack"), seed=3).to_yaml())
    with pytest.raises(RecordError, match=problem):
        GameSession.from_yaml(yaml.safe_dump({**saved, "redo": redo}))


@pytest.mark.parametrize("game", GAMES)
def test_what_a_take_back_would_undo_is_your_move_in_words_and_who_moved_after_it(game):
    session = after_the_ais_showed_cards(game)
    scope = session.take_back_scope()
    taken = session.take_back()
    yours = spec(game).action_words(session.state.observation(0), session.ruleset.parse_action(taken[0]))
    players_after = [before.current_player for before, _ in session.redo()[1:]]
    assert scope == TakeBackScope(yours, len(taken) - 1, tuple(dict.fromkeys(session.seats[seat].name
                                                                              for seat in players_after)))
    assert 0 not in players_after and scope.after > 0


def test_nothing_is_said_to_be_undone_where_nothing_may_be():
    session = your_move("blackjack", revealing=False, variant=take_backs_rule("blackjack", "none"))
    assert session.take_back_scope() is None
