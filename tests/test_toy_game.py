"""A sixth game added by the steps of docs/architecture.md ("Adding a sixth game"):
the toy High card of tests/toy_game, registered as those steps say, goes through
the machinery the five real games use. Its table is played in
tests/ui/test_toy_game_table.py."""

import random
import textwrap

import pytest
from toy_game.actions import Play

import test_every_game as every_game
from game_helpers import (
    check_hidden_cards_never_change_a_decision,
    check_levels_play_whole_games,
    random_game,
    register_toy_game,
)

from deskcards.ai.agent import DIFFICULTY, SearchLimits
from deskcards.ai.ismcts import ISMCTSAgent
from deskcards.engine.cards import FULL_DECK, card_text
from deskcards.engine.game import IllegalAction, check_conservation
from deskcards.engine.record import GameRecord
from deskcards.engine.variants import VariantError, describe_settings, list_variants, user_variant_dir
from deskcards.games import check_variant_file, load_game, replay, spec, table_available
from deskcards.games.agents import agent_names, make_agent
from deskcards.session import GameSession, SeatInfo
from deskcards.sim import play_game, run_match


@pytest.fixture(autouse=True)
def game(monkeypatch) -> str:
    return register_toy_game(monkeypatch)


def test_the_app_finds_every_part_by_the_games_name(game):
    ruleset = load_game(game)
    assert (type(ruleset).__name__, ruleset.title, ruleset.players) == ("HighCardRules", "High card", 2)
    found = spec(game)
    assert (found.name, found.title, found.settings.__name__) == ("high-card", "High card", "HighCardSettings")
    assert agent_names(game) == ["random", "easy", "medium", "hard"]
    assert table_available(game)


def test_the_engine_keeps_the_protocol(game):
    ruleset = load_game(game, players=3)
    for check in (every_game.test_cards_stay_in_one_zone_and_the_current_player_sees_the_legal_actions,
                  every_game.test_apply_and_step_leave_the_same_state,
                  every_game.test_a_clone_equals_its_state_and_plays_on_alone,
                  every_game.test_every_legal_actions_text_parses_back_to_it,
                  every_game.test_every_world_a_seat_imagines_looks_to_it_like_the_real_game):
        check(game, "standard", 3)  # the checks every game passes (tests/test_every_game.py)
    state = ruleset.new_state(4)
    random_game(state, seed=5, check=lambda state: check_conservation(state, FULL_DECK))
    assert state.is_terminal() and state.current_player is None and sum(state.returns()) == pytest.approx(1)
    assert state.legal_actions() == () and state.phase == "over"


def test_an_illegal_action_says_why_and_a_bad_text_says_how_to_write_one(game):
    ruleset = load_game(game)
    state = ruleset.new_state(1)
    before = state.clone()
    not_yours = state.hand(1 - state.current_player)[0]
    with pytest.raises(IllegalAction, match=r"^You do not hold the .+[♣♦♥♠]\.$"):
        state.apply(ruleset.parse_action(f"play {card_text(not_yours)}"))
    assert state == before
    with pytest.raises(ValueError, match="write play and a card"):
        ruleset.parse_action("draw")


def test_the_ai_sees_only_its_seats_observation(game):
    ruleset = load_game(game)
    a = ruleset.new_state(7)
    seat = a.current_player
    b = a.observation(seat).determinize(random.Random(1))  # the same to this seat, other hidden cards
    assert b.observation(seat) == a.observation(seat) and b.zones() != a.zones()
    # medium's budget in simulations alone: a clock would stop the two searches at different points on a busy machine
    limits = SearchLimits(DIFFICULTY["medium"].max_simulations, time_budget_s=600.0)
    check_hidden_cards_never_change_a_decision(
        a, b, lambda: ISMCTSAgent("medium", limits=limits, stop_when_decided=True), range(2), seat)
    check_levels_play_whole_games(ruleset, [make_agent(game, "easy"), make_agent(game, "hard")], range(2))


def test_sim_plays_ai_games_to_the_end_and_repeats_them_from_the_seed(game):
    ruleset = load_game(game, "short", 3)
    agents = [make_agent(game, level) for level in ("easy", "medium", "random")]
    state, decisions = play_game(ruleset, agents, game_seed=3)
    assert state.is_terminal() and decisions == 3 * 3
    report = run_match(game, ["easy", "random"], games=4, seed=2, variant="short")
    assert sum(seat.wins for seat in report.seats) + report.seats[0].draws == 4
    again = run_match(game, ["easy", "random"], games=4, seed=2, variant="short")
    assert (again.seats, again.mean_length) == (report.seats, report.mean_length)
    assert report.as_text().startswith("high-card (short), 2 players, 4 games, seed 2")


def test_a_game_is_a_record_that_replays_and_a_save_that_resumes(game):
    every_game.test_a_record_of_a_game_replays_it(game, "standard", 3)
    seats = [SeatInfo("You", "human"), SeatInfo("Ada", "ai", "hard")]
    session = GameSession.new(game, "short", seats, seed=11)
    rng = random.Random(1)
    while not session.is_over():
        session.apply_text(str(rng.choice(session.state.legal_actions())))
    resumed = GameSession.from_yaml(session.to_yaml())
    assert resumed.state == session.state and resumed.seats == session.seats
    assert resumed.record == session.record and resumed.describe().startswith("High card game, round")
    _, replayed = replay(GameRecord.loads(session.record.dumps()))
    assert replayed.winners == session.state.winners


def test_variants_are_files_the_loader_reads_and_house_rules_extend(game):
    variants, errors = list_variants(game, spec(game).settings)
    assert [variant.name for variant in variants] == ["standard", "short"] and errors == []
    assert load_game(game, "short").settings.hand_size == 3
    assert ("hand_size", "5", "cards dealt to each player, one round per card") in describe_settings(variants[0])
    house = user_variant_dir(game)
    house.mkdir(parents=True)
    (house / "long.yaml").write_text(textwrap.dedent("""\
        title: Long
        description: Thirteen cards each.
        extends: short
        settings:
          hand_size: 13
        """), encoding="utf-8")
    long = load_game(game, "long", 4)
    assert long.settings.hand_size == 13 and not long.settings.aces_high
    random_game(long.new_state(1), seed=1, check=lambda state: check_conservation(state, FULL_DECK))
    (house / "broken.yaml").write_text("title: Broken\ndescription: x\nsettings:\n  hand_size: 14\n")
    with pytest.raises(VariantError,
                       match=r"broken\.yaml:4: settings\.hand_size: expected a whole number from 1 to 13"):
        check_variant_file(house / "broken.yaml")



def test_something_that_is_not_an_action_is_refused_in_words(game):
    state = load_game(game).new_state(2)
    for wrong in ("play 7c", None, Play(99)):
        with pytest.raises(IllegalAction, match="not a High card action"):
            state.apply(wrong)
