"""How bad a decision was: its loss, graded by each game's thresholds.

The loss of a decision is ``value(best) - value(played)``, both from the game's
appraiser (``deskcards.ai.appraisal``): a share of a win, or of the game's
expected score scaled to 0..1. A loss at or above a level's threshold earns
that level. The levels are meant the same way in every game:

- an *inaccuracy* gives away a little that a careful player would keep;
- a *mistake* gives away a clear part of a win (about one game in ten);
- a *blunder* gives away a large part of a win: a fifth in the searching
  games, 0.15 where the values are exact (Destiny's chips, Runtime Error's
  fitted score), whose reasons stand beside their lines below.

Each game's figures sit a little above its appraiser's noise, so a search that
values two equal moves a few points apart flags neither: the searching games'
root statistics wobble most, Destiny's exact odds not at all.

The searching games' figures come from ``benchmarks/coach_levels.py`` (its
figures and commands in ``benchmarks/coach.md``). Its noise is the loss a
second appraisal, with another seed, gives the move the first one rated best:
what a player who always played the best move would be charged by sampling
alone. Mistake and blunder keep the meaning above (0.10, 0.20) where the
noise allows:

- Blackjack 0.05/0.10/0.20: over 234 positions (two runs) the noise's p95 was
  0.041 (3.0% at 0.05 or more) and its largest 0.077, so no noise reaches a
  mistake; the hard seat's own losses had p95 0.050.
- Segment Trix 0.03/0.10/0.20: the values are the whole game's win chance, so
  one card moves little (the hard seat's losses: p95 0.023 to 0.029; the
  weaker levels' p90 0.055 to 0.095). Over two runs of 67 positions the
  noise's p95 was 0.028 and 0.021, at most 4.5% at 0.03 or more and none at
  0.05. At 0.05 the weaker levels would be "good" on 81 to 86% of their moves
  and hard on 98%; at 0.03 they are on 69 to 80%, hard on 97%.
- Segmentation Fault 0.06/0.12/0.20: its noise has a long tail. Over 210
  positions (two runs) its p90 was 0.027 and p95 0.081, but 7% reached 0.06,
  3% 0.12 and 2% 0.20 (the noisier run alone: p90 0.059, p95 0.115). So an
  inaccuracy starts above nine tenths of it in either run and a mistake above
  nineteen twentieths; the blunder stays at a fifth, and the tail means about
  one best move in fifty can still be called a blunder by sampling alone.

Accuracy is 100 times the mean over the graded decisions of
``max(0, 1 - loss / blunder)``: the best move scores 100, a blunder 0, and a
loss in between its share of the way to a blunder. A game with no decision to
grade (every move forced) scores 100.
"""

from __future__ import annotations

from dataclasses import dataclass

GOOD, INACCURACY, MISTAKE, BLUNDER = "good", "inaccuracy", "mistake", "blunder"
GRADES = (GOOD, INACCURACY, MISTAKE, BLUNDER)  # from best to worst


@dataclass(frozen=True)
class Thresholds:
    """The least loss that earns each level; 0 < inaccuracy < mistake < blunder."""

    inaccuracy: float
    mistake: float
    blunder: float

    def grade(self, loss: float) -> str:
        for level, least in ((BLUNDER, self.blunder), (MISTAKE, self.mistake), (INACCURACY, self.inaccuracy)):
            if loss >= least:
                return level
        return GOOD

    def score(self, loss: float) -> float:
        """One decision's part of accuracy: 1 for no loss, 0 from a blunder's loss on."""
        return max(0.0, 1.0 - loss / self.blunder)


# Every game's thresholds, by the game's name. Searching games (root statistics of
# a sampled search) sit higher than exact ones, so search noise is not graded.
THRESHOLDS: dict[str, Thresholds] = {
    "segfault": Thresholds(0.06, 0.12, 0.20),  # search over sampled deals; see the docstring for each
    "blackjack": Thresholds(0.05, 0.10, 0.20),  # search over sampled deals
    "segment-trix": Thresholds(0.03, 0.10, 0.20),  # search over sampled deals
    # a share of all chips (4 seats of 200: 0.02 is 16 chips, 0.15 is 120); a second appraisal never moved
    # the best by 0.02; over 40 AI games 0.4% of hard's decisions lost 0.15, 4% of random's
    "destiny": Thresholds(0.02, 0.06, 0.15),
    # no noise; its fitted chance puts a hand card near 0.02 and a LOOP statement near 0.15
    # (benchmarks/coach_runtime_error.md), above hard's own play in 99% of its decisions
    "runtime-error": Thresholds(0.02, 0.06, 0.15),
}
DEFAULT = Thresholds(0.05, 0.10, 0.20)  # a game not in the table yet (the tests' toy game)


def thresholds(game: str) -> Thresholds:
    return THRESHOLDS.get(game, DEFAULT)
