"""Destiny as the app finds it (``deskcards.games.game_spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.ai.appraisal import Appraiser
from deskcards.games.game_spec import GameSpec

from .actions import DestinyAction
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import DestinyObservation
from .phases import FIRST_WAGER, OVER, PLAY, SECOND_WAGER
from .rules import DestinyRules, DestinySettings
from .state import DestinyState
from .tally import DestinyTally


def _agents() -> Mapping[str, Callable[[], Agent[DestinyObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


def _appraiser() -> Appraiser:
    from .ai.appraise import DestinyAppraiser  # the AI loads only when the coach asks for it

    return DestinyAppraiser()


# place_words None: the table words a card's place from where it was lifted or played (places.py).
SPEC = GameSpec[DestinyState, DestinyObservation, DestinyAction](
    ruleset=DestinyRules,
    settings=DestinySettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=DestinyState.revealed,
    place_words=None,
    phases=(FIRST_WAGER, PLAY, SECOND_WAGER, OVER),
    agents=_agents,
    tally=DestinyTally,
    table="deskcards.games.destiny.table",
    rules_pictures=None,
    deal_events=None,
    chips=DestinyState.chips,
    appraiser=_appraiser,
)
