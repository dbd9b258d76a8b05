"""What the runner (``deskcards.ui.play``) and the window ask of a game's table.

Every game's table is a ``deskcards.ui.card_table.CardTable``; this protocol names
the part of it they use, and each game's ``TABLE`` is declared ``type[GameTable]``
so that mypy checks the game's table keeps to it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from PySide6.QtCore import QPointF, QRectF

from deskcards.ui.table_gestures import Gesture

if TYPE_CHECKING:
    from deskcards.engine.events import Event
    from deskcards.engine.game import Action
    from deskcards.games.game_spec import GameState
    from deskcards.ui.table_access import TableAccess
    from deskcards.ui.table_cards import CardsOnTable, Place
    from deskcards.ui.table_fixtures import TableFixtures
    from deskcards.ui.table_naming import TableNaming
    from deskcards.ui.table_overlays import TableOverlays
    from deskcards.ui.table_scene import TableScene


AnswerT_co = TypeVar("AnswerT_co", covariant=True)


class Job(Protocol[AnswerT_co]):
    """A picklable job for the AI process (``deskcards.ui.ai_worker.AIWorker.work``): ``make()`` runs there."""

    def make(self) -> AnswerT_co: ...


class SlowWork(Job[object], Protocol):
    """A job the AI process does before a move applies (``GameTable.slow_work``), whose
    answer comes back to ``keep`` here. The answer crossed a pipe and goes only to the job
    that made it, so its type is the job's own business."""

    def keep(self, answer: Any) -> None: ...


# What a table shows beyond the state, kept for the same table laid out again (``keepsake``,
# ``restore``): each game's own names and values, which only that game's table reads back.
Keepsake = dict[str, Any]


class GameTable(Protocol):
    # The parts: the cards, what stands by them, their names, and what shows over them.
    cards: CardsOnTable
    fixtures: TableFixtures
    naming: TableNaming
    overlays: TableOverlays
    out_sentence: str  # the bar over the table while your seat is out (untranslated)
    keeps_scoreboard: bool  # Game > Scores shows the table's own panel (``show_scores``)
    scores_caption: str  # or else ``scores()`` under these words (untranslated)
    human: int | None  # the seat the table is seen from
    scene: TableScene
    access: TableAccess  # what a screen reader reads: the zones, "Read the table"
    card_scale: float  # the player's card size

    @property
    def area(self) -> QRectF: ...

    def placed(self, zone: str, index: int, card: int) -> tuple[Place, bool]: ...

    # -- laying out and showing the game
    def sync(self, zones: Mapping[str, Sequence[int]]) -> None: ...

    def show(self, events: Sequence[Event]) -> None: ...

    def keepsake(self) -> Keepsake: ...

    def restore(self, kept: Keepsake) -> None: ...

    def ms(self, kind: str) -> int: ...

    # -- the game's words
    def status(self) -> str: ...

    def scores(self) -> list[tuple[str, str]]: ...


    def show_scores(self) -> None: ...

    def describe(self, events: Sequence[Event], before: GameState, after: GameState) -> list[str]: ...

    def told_once_shown(self, events: Sequence[Event]) -> int: ...

    # -- turns
    def turn_changed(self, humans_turn: bool) -> None: ...

    def set_thinking(self, seat: int | None) -> None: ...

    def waits_for_player(self) -> bool: ...

    def refresh_hints(self) -> None: ...

    def slow_work(self, action: Action) -> tuple[SlowWork, str] | None: ...

    def working(self, text: str) -> None: ...

    # -- your gestures
    def sources(self) -> list[Hashable]: ...

    def targets(self, source: Hashable) -> list[Hashable]: ...

    def action_for(self, source: Hashable, target: Hashable | None) -> Gesture: ...

    def before_apply(self, action: Action) -> bool: ...

    def resolve(self, key: Hashable) -> Hashable: ...

    def opens_on_click(self, source: Hashable) -> bool: ...

    def ring_after_click(self, source: Hashable) -> Hashable: ...

    def steer(self, focus: Hashable | None, key: int) -> Hashable | None: ...

    def hover(self, key: Hashable | None) -> None: ...

    def right_button(self, key: Hashable | None, pressed: bool) -> None: ...

    def extra_key(self, key: int, text: str) -> bool: ...

    def clear_banner(self) -> None: ...

    def dismiss_banner(self, where: QPointF | None) -> bool: ...
