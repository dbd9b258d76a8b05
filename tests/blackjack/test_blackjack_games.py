"""Whole games: invariants under random play, action texts, legal-action counts
from fixed positions and the variants (step vs apply, clones and replays:
tests/test_every_game.py)."""

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackjack_helpers import VARIANTS, make_rules, play, random_game, table, texts

from deskcards.engine.cards import FULL_DECK, JACK, QUEEN, rank
from deskcards.engine.game import IllegalAction, check_conservation
from deskcards.games import load_game
from deskcards.games.blackjack.actions import CLOSE, DRAW, END, PLAYS, Play
from deskcards.games.blackjack.ai import BlackjackPlayouts
from deskcards.games.blackjack.rules import BlackjackRules, BlackjackSettings, PickupValues


def check_invariants(state):
    check_conservation(state, FULL_DECK)
    zones, players = state.zones(), state.ruleset.players
    assert state.hand_sizes == tuple(len(zones[f"hand:{seat}"]) for seat in range(players))
    assert state.hands == tuple(zones[f"hand:{seat}"] for seat in range(players))
    assert state.deck_size == len(zones["deck"]) and state.discard == zones["discard"]
    assert 1 <= state.turn <= state.ruleset.settings.max_turns and abs(state.move_offset) >= 1
    if state.ruleset.settings.pickup_shortfall == "forfeit":
        assert state.debts == (0,) * players
    if state.is_terminal():
        assert state.legal_actions() == () and state.current_player is None and state.phase == "over"
        assert state.winner is None or state.places[0] == state.winner
        assert len(state.places) in ((0, 1) if not state.ruleset.settings.play_on else range(players + 1))
        return
    legal, phase, cards = state.legal_actions(), state.phase, state.turn_cards
    assert legal and state.current_player not in state.places
    assert cards == state.discard[len(state.discard) - len(cards):]
    if phase == "extend":  # a cycle stays open only while the player could add to it
        assert rank(cards[-1]) == state.cycle_value and legal[-1] is CLOSE and len(legal) >= 2
    elif phase == "may_end":
        assert state.cycle_value in (2, JACK) and state.cycle_count >= 2 and legal[-1] is END and len(legal) >= 2
    else:
        assert phase == "start"
        assert cards or (state.cycle_value is None and not state.queen_free)
        assert not cards or state.cycle_value in (3, QUEEN) or state.cycle_count >= 2
        assert state.queen_free == (state.cycle_value == QUEEN and bool(cards))
        assert not state.pickup or not cards
        assert (legal == (DRAW,)) or isinstance(legal[0], Play)


@pytest.mark.slow
@settings(max_examples=70, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), variant=st.sampled_from(VARIANTS))
def test_random_games_conserve_cards_and_keep_invariants(seed, players, variant):
    state = load_game("blackjack", variant, players).new_state(seed)
    random_game(state, seed, check=check_invariants)
    by_place = {seat: (players - 1 - place) / (players - 1) for place, seat in enumerate(state.places)}
    hard = BlackjackPlayouts()  # the hard AI values an ended game by place; returns count only the win
    expected = [by_place.get(seat, 0.0) for seat in range(players)]
    assert [hard.value(state, seat) for seat in range(players)] == pytest.approx(expected)
    assert sorted(state.ranking()) == list(range(players))


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 7), max_turns=st.integers(1, 60),
       two=st.integers(0, 20), jack=st.integers(0, 20), debt=st.booleans(), blocks=st.booleans(),
       anytime=st.booleans(), play_on=st.booleans())
def test_random_games_with_any_settings_keep_invariants(seed, players, max_turns, two, jack, debt, blocks,
                                                        anytime, play_on):
    rules = make_rules(players, max_turns=max_turns, pickup_values=PickupValues(two, jack, 20 - jack),
                       pickup_shortfall="debt" if debt else "forfeit", debt_blocks_win=blocks,
                       may_draw_when_able=anytime, play_on=play_on)
    state = rules.new_state(seed)
    random_game(state, seed)
    check_invariants(state)
    assert state.is_terminal() and state.turn <= max_turns


def test_every_action_text_round_trips():
    rules = make_rules()
    everything = [*PLAYS.values(), DRAW, CLOSE, END]
    assert len(everything) == 48 + 4 * 4 + 3
    for action in everything:
        assert rules.parse_action(str(action)) is action
    assert rules.parse_action("  PLAY AS=H ") is PLAYS[3, 2] and rules.parse_action("play 10d") is PLAYS[37, None]
    assert hash(PLAYS[5, None]) == hash(rules.parse_action("play 2d")) and str(PLAYS[0, 3]) == "play Ac=s"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("", "is not an action"),
        ("jump", "is not an action"),
        ("draw 2", "is not an action"),
        ("play", "is not an action"),
        ("play 9h 9c", "is not an action"),
        ("play 1h", "is not a card"),
        ("play 9x", "is not a card"),
        ("play As", "say which suit the Ace calls"),
        ("play As=x", "say which suit the Ace calls"),
        ("play As=hh", "say which suit the Ace calls"),
        ("play 9h=c", "only an Ace calls a suit"),
    ],
)
def test_bad_action_texts_say_what_is_wrong(text, reason):
    with pytest.raises(ValueError, match=reason):
        make_rules().parse_action(text)


@pytest.mark.parametrize(
    "setup, count",
    [
        # Two Aces on the 9h: four calls each, then the nine of clubs' match (the 9c) and the 4h.
        (dict(hands=("Ac Ad 9c 4h 5s", "Kc"), discard="9h"), 4 + 4 + 1 + 1),
        # Nothing fits: only the draw.
        (dict(hands=("5c 6c 7c", "Kc"), discard="9h"), 1),
        # The first card of a game: anything, an Ace four ways.
        (dict(hands=("As 2c 3d", "Kc")), 4 + 1 + 1),
        # A pick-up of 5 on the Js: the Ace (4), the 2s and the Jd; the 9s may not answer.
        (dict(hands=("Ah 2s 2d Jd 9s", "Kc"), discard="Js", pickup=5), 4 + 1 + 1),
        # The Ace calls diamonds: diamonds and Aces only.
        (dict(hands=("3d 5d 5c Ah", "Kc"), discard="As", active_suit=1), 2 + 4),
    ],
)
def test_legal_action_counts_from_fixed_positions(setup, count):
    hands = setup.pop("hands")
    state = table(*hands, **setup)
    assert len(state.legal_actions()) == count and len(set(state.legal_actions())) == count
    assert state.legal_actions() == state.observation(0).legal_actions()


def test_legal_action_counts_through_a_turn():
    state = table("7h 7s 7d Ah 3s", "Kc", discard="7c")
    assert len(state.legal_actions()) == 3 + 4  # three sevens, the Ace four ways
    play(state, "play 7h")
    assert texts(state.legal_actions()) == ["play 7d", "play 7s", "close"]
    play(state, "play 7s", "close")  # two of a kind: go on; the 7s on top takes spades, listed first
    assert texts(state.legal_actions()) == ["play 3s", *(f"play Ah={s}" for s in "cdhs"), "play 7d"]


def test_illegal_actions_say_why():
    state = table("9h 4c 2h", "Kc", discard="7h")
    for text, reason in [("play 4c", "does not match the 7♥"), ("play 5h", "You do not hold the 5♥"),
                         ("close", "Play a card that matches 7♥, or draw one"), ("draw", "may not draw")]:
        with pytest.raises(IllegalAction, match=reason):
            play(state, text)
    play(state, "play 9h")
    assert state.current_player == 1
    with pytest.raises(IllegalAction, match="not a Blackjack action"):
        state.apply("play 9h")
    state = table("2h 2s 9s 4c", "Kc", discard="4h")
    play(state, "play 2h")
    with pytest.raises(IllegalAction, match="Only another 2 may join this cycle"):
        play(state, "play 4c")
    with pytest.raises(IllegalAction, match="Play another 2 or close the cycle"):
        play(state, "end")
    play(state, "play 2s")
    with pytest.raises(IllegalAction, match="to go on, or end your turn"):
        play(state, "draw")


def test_the_game_is_over_refuses_everything():
    state = table("9h", "Kc", discard="7h")
    play(state, "play 9h")
    with pytest.raises(IllegalAction, match="The game is over"):
        play(state, "draw")


def test_the_built_in_variants_load():
    standard = load_game("blackjack", "standard", 4)
    assert (standard.game, standard.title, standard.players) == ("blackjack", "Blackjack (shedding)", 4)
    assert standard.settings == BlackjackSettings() and load_game("blackjack") == standard
    expected = {
        "pickup-debt": dict(pickup_shortfall="debt"),
        "soft-pickups": dict(pickup_values=PickupValues(2, 2, 4)),
        "play-on": dict(play_on=True),
        "draw-anytime": dict(may_draw_when_able=True),
    }
    for name, changes in expected.items():
        rules = load_game("blackjack", name, 3)
        assert rules.settings == dataclasses.replace(BlackjackSettings(), **changes)
        assert rules.variant.extends == "standard" and rules.variant.description.count(".") == 1


def test_settings_declare_their_bounds():
    assert BlackjackRules.game == "blackjack"
    fields = {field.name: field for field in dataclasses.fields(BlackjackSettings)}
    assert fields["max_turns"].metadata["min"] == 1 and fields["max_turns"].default == 1000
    assert fields["pickup_shortfall"].metadata["choices"] == ("forfeit", "debt")
    values = {field.name: field for field in dataclasses.fields(PickupValues)}
    assert {name: (f.default, f.metadata["min"], f.metadata["max"]) for name, f in values.items()} == {
        "two": (2, 0, 20), "red_jack": (3, 0, 20), "black_jack": (5, 0, 20)}
    defaults = BlackjackSettings()
    assert (defaults.players.min, defaults.players.max, defaults.players.default) == (2, 7, 4)
    assert not defaults.may_draw_when_able and defaults.debt_blocks_win and not defaults.play_on
