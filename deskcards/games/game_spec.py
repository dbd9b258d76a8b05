"""What the app knows of a game, in one typed value: ``GameSpec``.

Each game fills one in, ``SPEC`` in its folder's ``spec.py``, and
``deskcards.games`` registers it by name. The type variables are the game's
state, observation and action, so a spec whose ``narrate`` or ``why_illegal``
takes another game's state fails mypy. The Qt table and the rules pictures
are module *names*: this layer may not import the ui, which loads them
(``deskcards.ui.game_views``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generic, Protocol, TypeVar

from deskcards.engine.events import Event
from deskcards.engine.game import Action, Observation, State

if TYPE_CHECKING:
    from deskcards.ai.agent import Agent
    from deskcards.ai.appraisal import Appraiser
    from deskcards.engine.settings import PlayerCount
    from deskcards.engine.variants import Variant
    from deskcards.games.log_sentences import Speaker
    from deskcards.games.tally import Tally


class GameState(State, Protocol):
    """A game's state as the app sees it: the engine's ``State`` (a clone of it one too),
    how far it has come, and who won (``engine.state_base.StateBase`` gives every game's)."""

    def clone(self) -> GameState: ...

    def progress(self) -> str: ...

    @property
    def winners(self) -> tuple[int, ...] | None: ...

    @property
    def winner(self) -> int | None: ...


StateT = TypeVar("StateT", bound=GameState)
ObservationT = TypeVar("ObservationT", bound=Observation)
ActionT = TypeVar("ActionT", bound=Action)
StateT_co = TypeVar("StateT_co", bound=GameState, covariant=True)
ActionT_co = TypeVar("ActionT_co", bound=Action, covariant=True)


class GameSettings(Protocol):
    """A game's frozen settings dataclass: every one has a player count and says which
    moves may be taken back (``engine.settings.take_backs_option``)."""

    @property
    def players(self) -> PlayerCount: ...

    @property
    def take_backs(self) -> str: ...


class GameRules(Protocol[StateT_co, ActionT_co]):
    """A game's ruleset class (on ``engine.ruleset.RulesetBase``), built from a variant and a count."""

    game: ClassVar[str]
    title: ClassVar[str]
    figure_name: ClassVar[str]

    def __init__(self, variant: Variant, players: int) -> None: ...

    @property
    def variant(self) -> Variant: ...

    @property
    def settings(self) -> GameSettings: ...

    @property
    def players(self) -> int: ...

    def new_state(self, seed: int) -> StateT_co: ...

    def parse_action(self, text: str) -> ActionT_co: ...

    def opening_events(self, seed: int) -> list[Event]: ...


# Some game's ruleset, whichever was loaded: its states and actions as every game's are.
LoadedRules = GameRules[GameState, Action]


@dataclass(frozen=True)
class GameSpec(Generic[StateT, ObservationT, ActionT]):
    """One game, as the app finds it. Its name, title and figure's name are the ruleset's,
    which the engine reads too; a field is None where the game has no such thing."""

    ruleset: type[GameRules[StateT, ActionT]]
    settings: type[GameSettings]
    why_illegal: Callable[[StateT, object], str | None]  # None when legal, else why not, for a player
    narrate: Callable[[Sequence[Event], Sequence[str], int | None, StateT], list[str]]  # events, names, you, before
    action_words: Callable[[ObservationT, ActionT], str]  # a move as a hint and a take-back name it
    revealed: Callable[[StateT, Sequence[Event], int], str | None]  # what a strict take-back may not undo
    place_words: Callable[[str, int, Speaker], str] | None  # zone, index: where a card lies, for a screen reader
    phases: tuple[str, ...]  # every value ``state.phase`` gives
    agents: Callable[[], Mapping[str, Callable[[], Agent[ObservationT]]]]  # imports the AI only when called
    tally: Callable[[], Tally[StateT]] | None  # the soak's check of the figures the game keeps
    table: str | None  # the module of the Qt table, whose ``TABLE`` is a CardTable subclass
    rules_pictures: str | None  # the module whose ``rules_picture(name)`` draws the rules' pictures
    deal_events: Callable[[StateT], list[Event]] | None  # a new deal, for the table to animate
    chips: Callable[[StateT], tuple[int, ...]] | None  # each seat's chips, for the conservation checks
    appraiser: Callable[[], Appraiser] | None = None  # the coach's, built from the hard AI when called

    @property
    def name(self) -> str:
        """The command-line name ("segment-trix")."""
        return self.ruleset.game

    @property
    def title(self) -> str:
        return self.ruleset.title

    @property
    def figure_name(self) -> str:
        """What ``state.figure(seat)`` counts ("hands won"), untranslated (``relay("statistics", ...)``)."""
        return self.ruleset.figure_name
