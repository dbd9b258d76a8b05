"""Hints: the move the hard AI would make for a seat, and why, from what that seat knows.

``hint_for(record, seat)`` replays the record (any prefix of a game), hands
the game's hard agent only ``state.observation(seat)``, exactly as the AI
plays, and returns a ``Hint``: the move as a record writes it, the move in a
player's words (its spec's ``action_words``), and the agent's reason
where it has one (``deskcards.ai.agent.advise``). The seed comes from the
record's seed and length, as an AI decision's does, so a position asked twice
gets the same hint.

``HintJob`` carries the same question to the AI process
(``deskcards.ai_process`` runs its ``make()``), so the table stays live while
the hard AI thinks; the table asks it through ``TableRunner.errand``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from deskcards.ai.agent import advise, thinking_factor
from deskcards.engine.game import Observation
from deskcards.engine.record import GameRecord
from deskcards.engine.rng import stream_seed
from deskcards.engine.words import translate
from deskcards.games import replay, spec
from deskcards.games.agents import make_agent


@dataclass(frozen=True)
class Hint:
    """A move to make: ``action`` as a record writes it (``ruleset.parse_action``
    reads it back), ``words`` as a player reads it, and ``reason``, the hard
    AI's few words why ("it leads to four of a kind"), or None."""

    action: str
    words: str
    reason: str | None = None

    def sentence(self) -> str:
        """The hint in one line: "Hint: play 7♣ (it leads to a run)."."""
        if self.reason:
            return translate("hints", "Hint: {move} ({reason}).", move=self.words, reason=self.reason)
        return translate("hints", "Hint: {move}.", move=self.words)


def hint_for(record: GameRecord, seat: int, thinking: str = "normal") -> Hint:
    """What the hard AI would do for ``seat`` where ``record`` has got to, thinking
    ``thinking`` long (``deskcards.ai.agent.THINKING``). ValueError when the game is
    over, or ``seat`` is not to move."""
    _, state = replay(record)
    if state.is_terminal():
        raise ValueError("the game is over")
    if state.current_player != seat:
        raise ValueError(f"it is not seat {seat + 1}'s turn")
    return hint_from(record.game, state.observation(seat), stream_seed(record.seed, len(record.actions)), thinking)


def hint_from(game: str, seen: Observation, seed: int, thinking: str = "normal") -> Hint:
    """The hard AI's move for the seat whose observation ``seen`` is: all a hint is
    ever given of the game."""
    # As the table's hard AI is made (``ai_process``): Runtime Error's prover is stretched too.
    agent = make_agent(game, "hard", thinking=thinking_factor(thinking))  # refuses an unknown name
    advice = advise(agent, seen, random.Random(seed))
    return Hint(str(advice.action), spec(game).action_words(seen, advice.action), advice.reason)


@dataclass(frozen=True)
class HintJob:
    """``hint_for`` as a job for the AI process: ``make()`` there gives the ``Hint``."""

    record_text: str
    seat: int
    thinking: str = "normal"

    @classmethod
    def of(cls, record: GameRecord, seat: int, thinking: str = "normal") -> HintJob:
        return cls(record.dumps(), seat, thinking)

    def make(self) -> Hint:
        return hint_for(GameRecord.loads(self.record_text), self.seat, self.thinking)
