"""A spec of High card that mypy must refuse (tests/test_spec_typing.py): its
``agents`` is missing, its ``why_illegal`` is Segmentation Fault's and its
``narrate`` Blackjack's, each taking another game's state. Only mypy reads it:
conftest.py keeps pytest from importing it, and mypy's normal run reads deskcards/."""

from __future__ import annotations

from deskcards.games.blackjack.narrate import narrate as blackjack_narrate
from deskcards.games.game_spec import GameSpec
from deskcards.games.segfault.legality import why_illegal as segfault_why_illegal

from .actions import Play
from .narrate import action_words
from .observation import HighCardObservation
from .phases import OVER, PLAY
from .places import place_words
from .rules import HighCardRules, HighCardSettings
from .state import HighCardState

SPEC = GameSpec[HighCardState, HighCardObservation, Play](
    ruleset=HighCardRules,
    settings=HighCardSettings,
    why_illegal=segfault_why_illegal,
    narrate=blackjack_narrate,
    action_words=action_words,
    revealed=HighCardState.revealed,
    place_words=place_words,
    phases=(PLAY, OVER),
    tally=None,
    table="toy_game.table",
    rules_pictures="toy_game.table.pictures",
    deal_events=HighCardState.deal_events,
    chips=None,
)
