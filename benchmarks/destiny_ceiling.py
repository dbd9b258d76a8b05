"""How far does card knowledge take hard against three random (or medium) players at Destiny?

An experiment about the strength targets (hard wins >= 80% against three
random players; issue 37: hard halfway from an even seat to the oracle
against three medium ones, ``--opponent medium``), not an AI: the seers and
the oracle here cheat on purpose and must never ship. Each keeps hard's play
and betting and changes only what it knows, so the win rates price
information:

- ``--who hard``: the shipped hard, for the comparison on the same games;
- ``--who seer --extra N``: hard with N more looks per hand, at places
  drawn at random from those it does not know, remembered like its own
  looks until the card is played (N = 0 is hard itself);
- ``--who seer --missed``: hard given, in each hand it folded without
  looking, the look it gave up: the most that staying in the first wager round
  for the look could bring;
- ``--who seer --known K``: hard that knows K field places, drawn at random
  when the game is dealt, all game long (K = 25 knows the whole field, as
  ``strength.py``'s oracle does);
- ``--who seer``: hard that knows every field card but those its rivals
  hold;
- ``--who reader``: hard that knows only the cards its rivals hold down: a
  perfect reading of their hands, the most an opponent model could tell;
- ``--who oracle``: sees everything. It holds the best card still free (the
  field or the deck's top card), lifts the next best so no rival can hold
  it, and bets with hard's betting on a chance measured from the real state:
  ``--playouts`` plays of the rest of the hand in which the random rivals
  hold at random and everyone calls (after the play, one play is exact).

    python benchmarks/destiny_ceiling.py --games 400 --seed 3 --who seer --extra 1 [--jobs 2]
    python benchmarks/destiny_ceiling.py --games 400 --seed 1 --who seer --known 8 --opponent medium

The tested seat moves round the table from game to game, as in
``strength.py``, and the games are those of ``strength.py`` with the same seed.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from deskcards.ai.agent import RandomAgent
from deskcards.bench_stats import wilson_interval
from deskcards.games import load_game
from deskcards.games.destiny.actions import AllIn, Benediction, Call, Check, Look
from deskcards.games.destiny.ai import DestinyAgent, hard, medium
from deskcards.games.destiny.ai.memory import remember
from deskcards.games.destiny.ai.showings import shrewd
from deskcards.games.destiny.cards import destiny_rank
from deskcards.jobs import JOBS_HELP, worker_count

PLAYERS = 4
OPPONENTS = {"random": RandomAgent, "medium": medium}


class Seer(DestinyAgent):
    """Hard with more eyes (``state`` is set before each choice). With
    ``extra`` None it knows every field card but those its rivals hold; with
    ``known`` the cards at that many places drawn when the game is dealt;
    with ``reader`` only the cards its rivals hold; else it gets ``extra``
    more looks per hand (with ``missed``, one for each earlier hand it folded
    without looking), at places drawn at random from those it does not know
    yet, remembered like its own until the card is played."""

    def __init__(self, extra: int | None, seed: int, missed: bool = False, known: int | None = None,
                 reader: bool = False):
        super().__init__("seer", self._recall, shrewd, shrewd=True)
        self.extra = 0 if missed and extra is None else extra
        self.missed, self.rng, self.known, self.reader = missed, random.Random(seed), known, reader
        self.state, self.round_number, self.places, self.made_up = None, None, set(), set()

    def _recall(self, observation):
        memory = remember(observation)
        field = self.state.field
        held = {place for place, seat in observation.holds.items() if seat != observation.seat}
        if self.reader:
            self.places = held
        elif self.known is not None:
            if self.round_number is None:  # the first choice: the whole field lies dealt
                self.round_number = observation.round_number
                self.places = set(self.rng.sample(range(len(field)), self.known))
        elif self.extra is None:
            self.places = {place for place, card in enumerate(field) if card is not None and place not in held}
        elif observation.round_number != self.round_number:
            self.round_number = observation.round_number
            fresh = [place for place, card in enumerate(field)
                     if card is not None and place not in memory.known and place not in self.places]
            self.places |= set(self.rng.sample(fresh, min(self._looks_given(observation), len(fresh))))
        known = dict(memory.known)
        known.update({place: field[place] for place in self.places if field[place] is not None})
        unknown = tuple(card for card in memory.unknown if card not in set(known.values()))
        return replace(memory, known=known, unknown=unknown)

    def _looks_given(self, observation) -> int:
        if not self.missed:
            return self.extra
        mine = [(round_number, kind) for round_number, seat, kind, _ in observation.history if seat == observation.seat]
        folded = ({round_number for round_number, kind in mine if kind == "fold"}
                  - {round_number for round_number, kind in mine if kind == "look"})
        owed = folded - self.made_up
        self.made_up |= owed
        return len(owed)


class Oracle(DestinyAgent):
    """Hard's betting with the real cards in view (``state`` is set before each choice)."""

    def __init__(self, playouts: int):
        super().__init__("oracle", remember, shrewd, shrewd=True)
        self.playouts = playouts
        self.state = None

    def _look(self, observation, memory, legal, rng):
        ranked = sorted(legal, key=lambda look: destiny_rank(self.state.field[look.place]), reverse=True)
        return ranked[1] if len(ranked) > 1 else ranked[0]  # the best is for the right hand

    def _hold(self, observation, memory, legal, rng):
        return best_hold(self.state, legal)

    def chance(self, observation, memory, rivals, rng):
        plays = 1 if observation.phase == "wager2" else self.playouts
        return sum(self._wins_hand(rng) for _ in range(plays)) / plays

    def _wins_hand(self, rng: random.Random) -> bool:
        state, me = self.state.clone(), self.state.current_player
        round_number = state.round_number
        while not state.is_terminal() and state.round_number == round_number:
            legal = state.legal_actions()
            if state.phase != "play":
                action = next((a for a in legal if isinstance(a, (Check, Call))), None) or next(
                    a for a in legal if isinstance(a, AllIn))
            elif state.current_player != me:
                action = rng.choice(legal)
            elif isinstance(legal[0], Look):
                action = legal[0]
            else:
                action = best_hold(state, legal)
            state.step(action)
        awards = state.showdown.awards if state.showdown is not None else ()
        return any(pot == 0 and winner == me for pot, _, winner in awards)


def best_hold(state, legal: list):
    """The hold of the strongest card: a field card, or the deck's top card by Benediction."""
    def rank(action) -> int:
        if isinstance(action, Benediction):
            return destiny_rank(state.deck[-1]) if state.deck else -1
        return destiny_rank(state.field[action.place])
    return max(legal, key=rank)


def play(numbers: range, seed: int, playouts: int, who: str, extra: int | None,
         missed: bool, known: int | None = None, opponent: str = "random") -> tuple[int, int, float]:
    ruleset = load_game("destiny", "standard", PLAYERS)
    wins = games = 0
    started = time.perf_counter()
    for number in numbers:
        tested = number % PLAYERS
        game_seed = seed * 1_000_003 + number
        tested_agent = {"hard": hard, "seer": partial(Seer, extra, game_seed, missed, known),
                        "reader": partial(Seer, None, game_seed, reader=True),
                        "oracle": partial(Oracle, playouts)}[who]()
        agents = [tested_agent if seat == tested else OPPONENTS[opponent]() for seat in range(PLAYERS)]
        rngs = [random.Random(game_seed * 31 + seat) for seat in range(PLAYERS)]
        state = ruleset.new_state(game_seed)
        while not state.is_terminal():
            seat = state.current_player
            if seat == tested and who != "hard":
                tested_agent.state = state
            state.apply(agents[seat].choose(state.observation(seat), rngs[seat]))
        games += 1
        wins += state.winner == tested
    return wins, games, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=40, help="plays of the hand per chance before the play")
    parser.add_argument("--who", choices=("oracle", "seer", "reader", "hard"), default="oracle",
                        help="the oracle, the seer (field cards but rivals' holds), the reader (rivals' holds "
                             "only) or the shipped hard")
    parser.add_argument("--extra", type=int, default=None,
                        help="the seer's extra looks per hand (default: it sees the field but rivals' holds)")
    parser.add_argument("--missed", action="store_true",
                        help="the seer gets only the looks it gave up by folding")
    parser.add_argument("--known", type=int, default=None,
                        help="the seer knows this many field places, drawn when the game is dealt")
    parser.add_argument("--opponent", choices=tuple(OPPONENTS), default="random",
                        help="the three other seats (default random); the oracle's playouts assume random ones")
    parser.add_argument("--jobs", type=int, default=1, help=f"processes sharing the games, {JOBS_HELP}")
    args = parser.parse_args()
    jobs = worker_count(args.jobs, args.games, "destiny_ceiling")
    shares = [range(start, args.games, jobs) for start in range(jobs)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(play, shares, [args.seed] * jobs, [args.playouts] * jobs,
                                [args.who] * jobs, [args.extra] * jobs, [args.missed] * jobs,
                                [args.known] * jobs, [args.opponent] * jobs))
    wins, games = sum(r[0] for r in results), sum(r[1] for r in results)
    low, high = wilson_interval(wins, games)
    who = (f"{args.who} given the looks it folded away" if args.missed
           else f"{args.who} knowing {args.known} field places" if args.known is not None
           else args.who if args.extra is None else f"{args.who} with {args.extra} more looks a hand")
    print(f"{who} vs 3 {args.opponent}: {wins}/{games} = {100 * wins / games:.1f}% (95% CI {100 * low:.1f}-"
          f"{100 * high:.1f})  [{max(r[2] for r in results):.0f} s]")


if __name__ == "__main__":
    main()
