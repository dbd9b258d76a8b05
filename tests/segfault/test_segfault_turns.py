"""A turn, phase by phase: draw, play, point, swap, victory; and how hands end."""

import pytest

from segfault_helpers import FOUR_ROWS, cards, make_rules, play, random_game, story_table, table

from deskcards.engine.cards import FULL_DECK, card_label
from deskcards.engine.events import CardMoved, GameOver, SeatOut, Shuffled, TurnStarted
from deskcards.engine.game import IllegalAction, check_conservation
from deskcards.games.segfault.actions import DRAW, PLAYS, SWAPS, Play, Swap
from deskcards.games.segfault.events import Declared, NewRound, PointerStep, RoundDrawn, RoundWon, Segfault, Swapped
from deskcards.games.segfault.narrate import narrate
from deskcards.games.segfault.state import SegfaultState

C = {text: cards(text)[0] for text in ["3d", "5c", "6s", "Kc"]}


def test_the_story_round_is_won_with_a_run():
    state = story_table()
    assert play(state, "draw") == [CardMoved(C["3d"], "deck", -1, "drawn:0", 0)]
    assert play(state, "play 3 x3") == [
        CardMoved(C["5c"], "row:0", 2, "discard", -1),
        CardMoved(C["3d"], "drawn:0", 0, "row:0", 2),
        Declared(0, C["5c"], 3),
        PointerStep(0, None, 1, 4),  # the five: fifth card on Alice's left, Bob's 3c
        PointerStep(1, 4, 2, 2),  # Bob's 3c: third card on his left, Carol's 8d
        PointerStep(2, 2, 1, 1),  # Carol's 8d: second card on *her* right, Bob's king
    ]
    assert state.phase == "swap" and state.swap_target == (1, 1)
    assert play(state, "swap 6") == [
        Swapped(0, 5, 1, 1),
        CardMoved(C["Kc"], "row:1", 1, "row:0", 5),
        CardMoved(C["6s"], "row:0", 5, "row:1", 1),
        RoundWon(0, "run", (0, 1, 2, 3, 4, 5)),  # J-Q-K-A-2-3
        GameOver((0,), "Seat 1 wins with a run"),
    ]
    assert state.is_terminal() and state.current_player is None and state.phase == "over"
    assert state.returns() == (1.0, 0.0, 0.0, 0.0) and state.winner == 0 and state.scores == (1, 0, 0, 0)
    assert state.legal_actions() == ()


def test_the_story_round_pointing_once_more_crashes():
    state = story_table()
    events = play(state, "draw", "play 3 x4")
    crash = events.index(Segfault(0, 1, 1))  # from Bob's king
    assert events[crash + 1:] == [
        *(CardMoved(card, "row:0", pos, "discard", -1) for pos, card in enumerate(cards("Js Ad 3d 2h Qh 6s"))),
        SeatOut(0, "segmentation fault"),
        TurnStarted(1),
    ]
    assert state.rows[0] is None and state.active_seats() == (1, 2, 3)
    assert state.discard[-7:] == tuple(cards("5c Js Ad 3d 2h Qh 6s"))
    assert "drawn:0" not in state.zones() and state.zones()["row:0"] == ()


def test_the_draw_is_the_only_action_then_the_seven_cards_times_n():
    state = table(*FOUR_ROWS)
    assert state.phase == "draw" and state.legal_actions() == (DRAW,)
    play(state, "draw")
    plays = state.legal_actions()
    assert len(plays) == 7 * 52 and plays is state.legal_actions()
    assert {action.pos for action in plays} == {0, 1, 2, 3, 4, 5, None}
    assert {action.n for action in plays} == set(range(1, 53))
    assert str(plays[0]) == "play 1 x1" and str(plays[-1]) == "play d x52"
    play(state, "play 1 x1")
    assert state.legal_actions() == SWAPS


def test_the_drawn_card_takes_the_played_cards_exact_place():
    state = table(*FOUR_ROWS, draws="Ks")
    play(state, "draw")
    assert state.drawn == cards("Ks")[0] and state.zones()["drawn:0"] == (state.drawn,)
    play(state, "play 4 x1")
    assert state.rows[0] == tuple(cards("2c 4d 6h Ks Tc Qd")) and state.drawn is None
    assert state.discard[-1] == cards("8s")[0]


def test_playing_the_drawn_card_leaves_the_row_alone():
    state = table(*FOUR_ROWS, draws="9h")
    events = play(state, "draw", "play d x1")
    assert events[1:3] == [CardMoved(cards("9h")[0], "drawn:0", 0, "discard", -1), Declared(0, cards("9h")[0], 1)]
    assert state.rows[0] == tuple(cards(FOUR_ROWS[0])) and state.discard == tuple(cards("9h"))


def test_swap_within_your_own_row():
    # Ace -> seat 1's first card, a nine, which points to seat 0's third card.
    state = table(FOUR_ROWS[0], "9s 5d 7h 3c Jc Kd", *FOUR_ROWS[2:], draws="Ah")
    play(state, "draw", "play d x2")
    assert state.swap_target == (0, 2)
    play(state, "swap 5")
    assert state.rows[0] == tuple(cards("2c 4d Tc 8s 6h Qd"))
    assert state.current_player == 1 and state.phase == "draw"


def test_swapping_a_card_with_itself_changes_nothing():
    state = table(FOUR_ROWS[0], "9s 5d 7h 3c Jc Kd", *FOUR_ROWS[2:], draws="Ah")
    play(state, "draw", "play d x2", "swap 3")
    assert state.rows[0] == tuple(cards(FOUR_ROWS[0]))


def test_only_the_current_player_is_checked_for_victory():
    # Seat 1 already holds a run, but seat 0 moves and seat 1 only wins on its own turn.
    state = table("2c 3c 4c 5c 9c Jc", "Ad 2d 3d 4d 5d 7h", "8h 9h Th Jh Qh 2s", "7c Kd Ks Qs Js Ts",
                  draws="Kh 8s")
    play(state, "draw", "play 6 x1", "swap 1")  # Jc -> seat 3's fifth card (Js), swapped with 2c
    assert not state.is_terminal() and state.current_player == 1
    events = play(state, "draw", "play 6 x1", "swap 6")  # 7h -> seat 0's first card, the Js
    assert events[-2:] == [RoundWon(1, "run", (0, 1, 2, 3, 4)), GameOver((1,), "Seat 2 wins with a run")]


def test_turns_pass_to_the_left_skipping_seats_that_are_out():
    state = table(FOUR_ROWS[0], None, *FOUR_ROWS[2:], "Ac Ad 2h 2s 4s 4c", draws="9h")
    assert play(state, "draw", "play d x1", "swap 1")[-1] == TurnStarted(2)
    assert state.turn == 2


def test_the_last_player_in_wins():
    state = table(FOUR_ROWS[0], None, FOUR_ROWS[2], None, draws="Ks")
    events = play(state, "draw", "play d x1")
    assert events[-3:] == [SeatOut(0, "segmentation fault"), RoundWon(2, "last player in", ()),
                           GameOver((2,), "Seat 3 wins as the last player in")]
    assert state.returns() == (0.0, 0.0, 1.0, 0.0)


def test_zero_pointing_skips_point_and_swap_when_allowed():
    state = table(*FOUR_ROWS, draws="Ks", allow_zero_pointing=True)
    play(state, "draw")
    assert PLAYS[None, 0] in state.legal_actions() and len(state.legal_actions()) == 7 * 53
    events = play(state, "play d x0")  # even a king: no card is pointed from
    assert events[-2:] == [Declared(0, cards("Ks")[0], 0), TurnStarted(1)]


def test_zero_pointing_is_refused_by_default():
    state = table(*FOUR_ROWS)
    play(state, "draw")
    with pytest.raises(IllegalAction, match="zero times is not allowed"):
        play(state, "play 2 x0")


def test_max_pointing_bounds_the_declaration():
    state = table(*FOUR_ROWS, max_pointing=3)
    play(state, "draw")
    assert {action.n for action in state.legal_actions()} == {1, 2, 3}
    with pytest.raises(IllegalAction, match="from 1 to 3 pointings"):
        play(state, "play 2 x4")


@pytest.mark.parametrize(
    "setup, action, reason",
    [
        ((), PLAYS[0, 1], "You must draw first: take a card from the deck."),
        ((), SWAPS[0], "You must draw first"),
        (("draw",), DRAW, "already drawn"),
        (("draw",), SWAPS[2], "before you swap"),
        (("draw",), Play(6, 1), "positions 1 to 6"),
        (("draw",), Play(0, 53), "from 1 to 52"),
        (("draw", "play 1 x1"), Swap(6), "Swap takes a position from 1 to 6 in your row."),
        (("draw", "play 1 x1"), DRAW, "swap the last card pointed to"),
        (("draw", "play 1 x1"), PLAYS[0, 1], "swap the last card pointed to"),
        ((), "draw", "is not a Segmentation Fault action"),
    ],
)
def test_illegal_actions_explain_and_change_nothing(setup, action, reason):
    state = table(*FOUR_ROWS)
    play(state, *setup)
    before = state.clone()
    with pytest.raises(IllegalAction, match=reason) as error:
        state.apply(action)
    assert reason in error.value.reason
    assert state == before


def test_nothing_is_legal_once_the_game_is_over():
    state = story_table()
    play(state, "draw", "play 3 x3", "swap 6")
    with pytest.raises(IllegalAction, match=r"The game is over\."):
        state.apply(DRAW)


def test_an_empty_deck_is_refilled_from_the_discard_pile():
    row_cards = {card for row in FOUR_ROWS for card in cards(row)}
    rest = [card for card in FULL_DECK if card not in row_cards]
    state = make_rules().state_from_table([cards(row) for row in FOUR_ROWS], rest[:1], rest[1:], first=0)
    play(state, "draw", "play d x1", "swap 1")
    assert state.deck_size == 0
    events = play(state, "draw")
    assert isinstance(events[0], Shuffled) and events[0].cards == 28
    assert events[1].source == "deck" and events[1].target == "drawn:1"
    assert state.deck_size == 27 and state.discard == ()
    check_conservation(state, FULL_DECK)


def draw_out_the_hand(state, turns):
    """Play ``turns`` turns that win nothing (each plays the drawn ace once and swaps it away)."""
    events = []
    for _ in range(turns):
        events += play(state, "draw", "play d x1", "swap 1")
    return events


def test_a_drawn_round_counts_for_nobody_and_the_next_round_is_dealt():
    state = table(*FOUR_ROWS, draws="Ac As Ah", max_turns=3, hands_to_win=1)
    for _ in range(2):
        assert isinstance(draw_out_the_hand(state, 1)[-1], TurnStarted)
    assert state.turn == 3
    events = draw_out_the_hand(state, 1)
    drawn = events.index(RoundDrawn(1, 3))
    assert NewRound(2) in events[drawn:] and not any(isinstance(event, GameOver) for event in events)
    assert events[events.index(NewRound(2)):] == state.deal_events()
    assert not state.is_terminal() and state.scores == (0, 0, 0, 0) and state.winner is None
    assert state.round == 2 and state.turn == 1 and state.phase == "draw"
    check_conservation(state, FULL_DECK)


def test_a_single_round_match_that_is_drawn_ends_in_a_draw():
    state = table(*FOUR_ROWS, draws="Ac As Ah", max_turns=3, max_hands=1)
    events = draw_out_the_hand(state, 3)
    assert events[-2:] == [RoundDrawn(1, 3), GameOver((), "Nobody won a hand: a draw")]
    assert state.is_terminal() and state.returns() == (0.25,) * 4 and state.winner is None


def story_in_a_later_round(round_number, scores, **overrides):
    """The story table, as round ``round_number`` of a match in which seats have won ``scores`` rounds."""
    story = story_table(**overrides)
    zones = story.zones()
    rows = [list(zones[f"row:{seat}"]) for seat in range(4)]
    return SegfaultState(story.ruleset, rows, list(zones["deck"]), list(zones["discard"]), seed=0, current=0,
                         round=round_number, scores=scores)


def test_at_max_hands_the_most_hands_won_takes_the_match():
    state = story_in_a_later_round(2, [0, 0, 0, 0], hands_to_win=3, max_hands=2)
    events = play(state, "draw", "play 3 x3", "swap 6")  # seat 0 wins this hand with a run
    assert events[-1] == GameOver((0,), "Seat 1 wins the match after 2 hands, with 1 hand won")
    assert state.is_terminal() and state.winner == 0 and state.returns() == (1.0, 0.0, 0.0, 0.0)


def test_at_max_hands_a_tie_for_the_most_hands_won_shares_the_match():
    state = story_in_a_later_round(2, [0, 0, 1, 0], hands_to_win=3, max_hands=2)
    events = play(state, "draw", "play 3 x3", "swap 6")
    assert events[-1] == GameOver((0, 2), "Seat 1 and Seat 3 share the match after 2 hands, with 1 hand won each")
    assert state.is_terminal() and state.winner is None and state.returns() == (0.5, 0.0, 0.5, 0.0)


def test_a_match_still_ends_at_hands_to_win_before_max_hands():
    state = story_in_a_later_round(2, [1, 0, 0, 0], hands_to_win=2, max_hands=5)
    events = play(state, "draw", "play 3 x3", "swap 6")
    assert events[-1] == GameOver((0,), "Seat 1 wins the match with 2 hands")


def test_the_log_tells_a_drawn_round_in_words():
    state = table(*FOUR_ROWS, draws="Ac As Ah", max_turns=3)
    draw_out_the_hand(state, 2)
    play(state, "draw", "play d x1")
    before = state.clone()
    events = play(state, "swap 1")
    lines = narrate(events, ["Ann", "Ben", "Cat", "Dan"], None, before)
    assert "Hand 1 is a draw: nobody won it within 3 turns" in lines
    assert lines[-1] == "Hand 2 is dealt"


def test_the_log_names_the_card_a_round_winning_swap_took():
    state = story_table(hands_to_win=2)
    play(state, "draw", "play 3 x3")
    before = state.clone()
    other_seat, other_pos = state.swap_target
    taken = before.rows[other_seat][other_pos]
    events = play(state, "swap 6")  # wins the hand, so a new hand is dealt by the end of the action
    lines = narrate(events, ["Ann", "Ben", "Cat", "Dan"], None, before)
    swap_line = next(line for line in lines if "swaps place 6" in line)
    assert swap_line.endswith(card_label(taken))


def test_a_match_deals_new_rounds_until_someone_wins_enough():
    state = story_table(hands_to_win=2)
    events = play(state, "draw", "play 3 x3", "swap 6")
    won = events.index(RoundWon(0, "run", (0, 1, 2, 3, 4, 5)))
    gathered = [event for event in events[won + 1:] if isinstance(event, CardMoved) and event.target == "deck"]
    assert len(gathered) == 25  # the 24 row cards and the played five
    assert NewRound(2) in events and isinstance(events[-1], TurnStarted)
    assert not state.is_terminal() and state.scores == (1, 0, 0, 0)
    assert state.round == 2 and state.turn == 1 and state.phase == "draw"
    assert state.active_seats() == (0, 1, 2, 3) and state.deck_size == 52 - 24
    assert events[events.index(NewRound(2)):] == state.deal_events()
    check_conservation(state, FULL_DECK)
    random_game(state, seed=4)
    assert max(state.scores) == 2 and state.scores[state.winner] == 2
    assert state.returns()[state.winner] == 1.0


def test_deal_events_describe_the_opening_deal():
    state = make_rules(5).new_state(9)
    events = state.deal_events()
    assert events[0] == NewRound(1) and events[-1] == TurnStarted(state.current_player)
    moves = events[1:-1]
    assert len(moves) == 30 and all(move.source == "deck" for move in moves)
    assert [move.target for move in moves[:5]] == [f"row:{seat}" for seat in range(5)]
    for move in moves:
        assert state.rows[int(move.target[4:])][move.target_index] == move.card
