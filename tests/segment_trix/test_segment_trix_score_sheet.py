"""The score sheet's rows come from a real game's public events and agree with the engine."""

import random

import pytest

from segment_trix_helpers import rules

from deskcards.games.segment_trix.score_sheet import ScoreSheet


def played(players: int, seed: int, variant: str = "standard"):
    """A whole seeded random game: (ruleset, final state, action texts, sheet fed as it went)."""
    ruleset = rules(players, variant)
    state, rng, texts = ruleset.new_state(seed), random.Random(seed), []
    sheet = ScoreSheet(players)
    while not state.is_terminal():
        action = rng.choice(state.legal_actions())
        texts.append(str(action))
        sheet.note_all(state.apply(action))
    return ruleset, state, texts, sheet


@pytest.mark.parametrize("players, seed, variant", [(4, 5, "standard"), (3, 12, "standard"), (3, 7, "short")])
def test_rows_add_up_to_the_engines_totals(players, seed, variant):
    ruleset, state, _, sheet = played(players, seed, variant)
    assert [row.number for row in sheet.rows] == list(range(1, ruleset.setup.rounds + 1))
    running = [0] * players
    for row in sheet.rows:
        running = [total + score for total, score in zip(running, row.scores)]
        assert list(row.totals) == running
    assert sheet.rows[-1].totals == state.totals


@pytest.mark.parametrize("players", [3, 4])
def test_each_row_counts_every_trick_and_marks_agree_with_the_scores(players):
    ruleset, _, _, sheet = played(players, 31)
    per_hand = len(ruleset.in_play) // players
    for row in sheet.rows:
        assert sum(row.tricks) == per_hand
        for seat in range(players):
            if row.blank(seat):
                assert row.scores[seat] == 10
            elif row.made(seat):
                assert row.scores[seat] >= 2 * row.tricks[seat] > 0
            else:
                assert row.scores[seat] == 0


def test_a_saved_game_replays_to_the_same_sheet():
    ruleset, _, texts, sheet = played(4, 9)
    assert ScoreSheet.replayed(ruleset, 9, texts).rows == sheet.rows
    halfway = ScoreSheet.replayed(ruleset, 9, texts[: len(texts) // 2])
    assert halfway.rows == sheet.rows[: len(halfway.rows)] and 0 < len(halfway.rows) < len(sheet.rows)


def test_random_games_show_both_kinds_of_ten_and_misses():
    """Over a few games the sheet meets a blank round, a made bid with tricks and a miss,
    so the marks the scoreboard draws are all exercised by real play."""
    rows = [(row, seat) for seed in range(8) for row in played(4, seed)[3].rows for seat in range(4)]
    assert any(row.blank(seat) for row, seat in rows)
    assert any(row.made(seat) and not row.blank(seat) for row, seat in rows)
    assert any(not row.made(seat) for row, seat in rows)
