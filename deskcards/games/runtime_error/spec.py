"""Runtime Error as the app finds it (``deskcards.games.game_spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.ai.appraisal import Appraiser
from deskcards.games.game_spec import GameSpec

from .actions import RuntimeErrorAction
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import RuntimeErrorObservation
from .phases import EDITING, INPUT, LOOPING, OVER, RUN, SCRIPT
from .places import place_words
from .rules import RuntimeErrorRules, RuntimeErrorSettings
from .state import RuntimeErrorState
from .tally import RuntimeErrorTally


def _agents() -> Mapping[str, Callable[[], Agent[RuntimeErrorObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


def _appraiser() -> Appraiser:
    from .ai.appraise import RuntimeErrorAppraiser  # the AI loads only when the coach asks for it

    return RuntimeErrorAppraiser()


SPEC = GameSpec[RuntimeErrorState, RuntimeErrorObservation, RuntimeErrorAction](
    ruleset=RuntimeErrorRules,
    settings=RuntimeErrorSettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=RuntimeErrorState.revealed,
    place_words=place_words,
    phases=(SCRIPT, INPUT, RUN, EDITING, LOOPING, OVER),
    agents=_agents,
    tally=RuntimeErrorTally,
    table="deskcards.games.runtime_error.table",
    rules_pictures="deskcards.games.runtime_error.table.pictures",
    deal_events=None,
    chips=None,
    appraiser=_appraiser,
)
