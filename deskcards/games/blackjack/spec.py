"""Blackjack as the app finds it (``deskcards.games.game_spec.GameSpec``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from deskcards.ai.agent import Agent
from deskcards.ai.appraisal import Appraiser
from deskcards.games.game_spec import GameSpec

from .actions import BlackjackAction
from .legality import why_illegal
from .narrate import action_words, narrate
from .observation import BlackjackObservation
from .phases import EXTEND, MAY_END, OVER, START
from .places import place_words
from .rules import BlackjackRules, BlackjackSettings
from .state import BlackjackState
from .tally import BlackjackTally


def _agents() -> Mapping[str, Callable[[], Agent[BlackjackObservation]]]:
    from .ai import AGENTS  # the AI loads only when a seat asks for it

    return AGENTS


def _appraiser() -> Appraiser:
    from .ai import appraiser  # the AI loads only when the coach asks for it

    return appraiser()


SPEC = GameSpec[BlackjackState, BlackjackObservation, BlackjackAction](
    ruleset=BlackjackRules,
    settings=BlackjackSettings,
    why_illegal=why_illegal,
    narrate=narrate,
    action_words=action_words,
    revealed=BlackjackState.revealed,
    place_words=place_words,
    phases=(START, EXTEND, MAY_END, OVER),
    agents=_agents,
    tally=BlackjackTally,
    table="deskcards.games.blackjack.table",
    rules_pictures=None,
    deal_events=BlackjackState.deal_events,
    chips=None,
    appraiser=_appraiser,
)
