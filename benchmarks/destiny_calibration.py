"""How well Destiny's AI levels know their chance to win a showdown.

Plays rotating matches (one tested level against copies of another, as
``strength.py`` seats them) and, at each seat's last wager of the final wager round,
notes the chance it wagers on (``DestinyAgent.wager_reading``; for hard,
the plain reading's chance too, to compare). When the
hand goes to a showdown (two or more cards turned up) it notes whether that
seat's card was the highest. Then prints, per level, the predictions binned
by chance against the share that really won: a calibrated level wins about
what it predicts in every bin.

    python benchmarks/destiny_calibration.py --matches hard-medium --games 40 --seed 5
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict

from deskcards.games import load_game
from deskcards.games.destiny.ai import AGENTS, DestinyAgent, showings
from deskcards.games.destiny.cards import destiny_rank
from deskcards.sim import play_game

BINS = 10


class Noting:
    """A level that notes the chance it reads at each of its wagers in the final wager round."""

    def __init__(self, name: str, notes: dict):
        self.agent = AGENTS[name]()
        self.name = name
        self.notes = notes  # (seat, round) -> chance at the seat's latest wager in the final wager round

    def choose(self, observation, rng: random.Random):
        reads = isinstance(self.agent, DestinyAgent)  # a random rival has no reading to note
        if reads and observation.phase == "wager2" and len(observation.legal_actions()) > 1:
            memory = self.agent.recall(observation)
            readings = {"the reading it wagers on": self.agent.wager_reading(observation, memory)}
            if self.agent.reading is not showings.plain:
                readings["the plain reading"] = showings.plain(observation, memory)
            for reading, rivals in readings.items():
                chance = self.agent.chance(observation, memory, rivals, random.Random(1))
                self.notes[(observation.seat, observation.round_number, reading)] = (self.name, chance)
        return self.agent.choose(observation, rng)


def showdown_winners(played) -> dict[int, tuple[int, set[int]]]:
    """hand -> (winning seat, every seat that showed), for hands with two or more cards shown."""
    shown: dict[int, list[tuple[int, int]]] = defaultdict(list)
    for hand, seat, card, _ in played:
        shown[hand].append((destiny_rank(card), seat))
    return {hand: (max(cards)[1], {seat for _, seat in cards}) for hand, cards in shown.items() if len(cards) > 1}


def play(agent: str, opponent: str, games: int, seed: int, players: int) -> dict[str, list[tuple[float, bool]]]:
    ruleset = load_game("destiny", "standard", players)
    outcomes: dict[str, list[tuple[float, bool]]] = defaultdict(list)
    for number in range(games):
        notes: dict = {}
        tested = number % players
        seats = [Noting(agent if seat == tested else opponent, notes) for seat in range(players)]
        state, _ = play_game(ruleset, seats, seed * 1_000_003 + number)
        for hand, (winner, showed) in showdown_winners(state.played).items():
            for (seat, noted, reading), (name, chance) in notes.items():
                if noted == hand and seat in showed:
                    outcomes[f"{name}, {reading}"].append((chance, seat == winner))
    return outcomes


def table(name: str, outcomes: list[tuple[float, bool]]) -> str:
    bins: dict[int, list[tuple[float, bool]]] = defaultdict(list)
    for chance, won in outcomes:
        bins[min(BINS - 1, int(chance * BINS))].append((chance, won))
    lines = [f"{name}: {len(outcomes)} showdowns", f"{'chance':>10} {'n':>5} {'predicted':>9} {'won':>6}"]
    for index in sorted(bins):
        rows = bins[index]
        predicted = sum(chance for chance, _ in rows) / len(rows)
        won = sum(won for _, won in rows) / len(rows)
        lines.append(f"{index / BINS:4.1f}-{(index + 1) / BINS:3.1f} {len(rows):>5} {predicted:>9.3f} {won:>6.3f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", default="hard-medium")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    for match in args.matches.split(","):
        agent, opponent = match.split("-")
        print(f"{match}, {args.games} games, seed {args.seed}")
        for name, outcomes in sorted(play(agent, opponent, args.games, args.seed, args.players).items()):
            print(table(name, outcomes))


if __name__ == "__main__":
    main()
