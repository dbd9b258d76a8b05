"""The command line's checks and reports (issue 8, item 7): each one a case a user met."""

import json

from deskcards.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_counts_the_first_out_of_a_play_on_game_as_its_winner(capsys):
    code, out, _ = run(capsys, "sim", "blackjack", "--variant", "play-on", "--games", "6", "--seed", "2", "--json")
    assert code == 0
    seats = json.loads(out)["seats"]
    wins = sum(seat["wins"] for seat in seats)
    # Every game has one winner or is a draw, which counts once for every seat.
    assert wins > 0
    assert wins + seats[0]["draws"] == 6
    assert all(seat["draws"] == seats[0]["draws"] for seat in seats)
