"""Segment Trix as the app finds it (``deskcards.games.game_spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.ai.appraisal import Appraiser
from deskcards.games.game_spec import GameSpec

from .actions import Play
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import SegmentTrixObservation
from .phases import OVER, PLAY
from .places import place_words
from .rules import SegmentTrixRules, SegmentTrixSettings
from .state import SegmentTrixState
from .tally import SegmentTrixTally


def _agents() -> Mapping[str, Callable[[], Agent[SegmentTrixObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


def _appraiser() -> Appraiser:
    from .ai import appraiser  # the AI loads only when the coach asks for it

    return appraiser()


SPEC = GameSpec[SegmentTrixState, SegmentTrixObservation, Play](
    ruleset=SegmentTrixRules,
    settings=SegmentTrixSettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=SegmentTrixState.revealed,
    place_words=place_words,
    phases=(PLAY, OVER),
    agents=_agents,
    tally=SegmentTrixTally,
    table="deskcards.games.segment_trix.table",
    rules_pictures="deskcards.games.segment_trix.table.pictures",
    deal_events=None,
    chips=None,
    appraiser=_appraiser,
)
