"""Segmentation Fault as the app finds it (``deskcards.games.game_spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.ai.appraisal import Appraiser
from deskcards.games.game_spec import GameSpec

from .actions import SegfaultAction
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import SegfaultObservation
from .phases import DRAWING, OVER, PLAYING, SWAPPING
from .places import place_words
from .rules import SegfaultRules, SegfaultSettings
from .state import SegfaultState
from .tally import SegfaultTally


def _agents() -> Mapping[str, Callable[[], Agent[SegfaultObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


def _appraiser() -> Appraiser:
    from .ai import appraiser  # the AI loads only when the coach asks for it

    return appraiser()


SPEC = GameSpec[SegfaultState, SegfaultObservation, SegfaultAction](
    ruleset=SegfaultRules,
    settings=SegfaultSettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=SegfaultState.revealed,
    place_words=place_words,
    phases=(DRAWING, PLAYING, SWAPPING, OVER),
    agents=_agents,
    tally=SegfaultTally,
    table="deskcards.games.segfault.table",
    rules_pictures=None,
    deal_events=SegfaultState.deal_events,
    chips=None,
    appraiser=_appraiser,
)
