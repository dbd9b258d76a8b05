"""High card as the app finds it: step 7 of docs/architecture.md's "Adding a sixth
game" fills in this ``GameSpec``; ``register_toy_game`` (tests/game_helpers.py)
puts it in the registry."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.games.game_spec import GameSpec

from .actions import Play
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import HighCardObservation
from .phases import OVER, PLAY
from .places import place_words
from .rules import HighCardRules, HighCardSettings
from .state import HighCardState


def _agents() -> Mapping[str, Callable[[], Agent[HighCardObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


SPEC = GameSpec[HighCardState, HighCardObservation, Play](
    ruleset=HighCardRules,
    settings=HighCardSettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=HighCardState.revealed,
    place_words=place_words,
    phases=(PLAY, OVER),
    agents=_agents,
    tally=None,  # High card keeps no figures beyond the cards won, which every game's checks cover
    table="toy_game.table",
    rules_pictures="toy_game.table.pictures",
    deal_events=HighCardState.deal_events,
    chips=None,
    appraiser=None,  # no coach; tests/test_coach.py lends it a small appraiser of its own
)
