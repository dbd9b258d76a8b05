"""What every game's table shares, made of parts each game's table uses:
``cards`` (the card items and where each lies: ``deskcards.ui.table_cards``),
``fixtures`` (spots, labels, counts, seat plates: ``deskcards.ui.table_fixtures``),
``naming`` (words for a screen reader: ``deskcards.ui.table_naming``) and
``overlays`` (hints, banners, flashes: ``deskcards.ui.table_overlays``).

A game's table subclasses ``CardTable[<Game>State, <Game>Rules]``, names those two
classes (``state_type``, ``ruleset_type``: ``state`` and ``ruleset`` are the session's,
checked to be them) and writes the hooks: ``place_for`` (where a zone's card goes), the
gestures (``sources``/``targets``/``action_for``, which returns a
``deskcards.ui.table_gestures.Gesture``), ``show_event`` for its own events, and its
words (``log_lines``). What the runner and the window ask of a table is
``deskcards.ui.game_table.GameTable``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from deskcards.engine.cards import card_words
from deskcards.engine.events import CardMoved, Event, GameOver
from deskcards.engine.game import Action
from deskcards.engine.words import noop, relay, translate
from deskcards.games.game_spec import GameState, LoadedRules
from deskcards.games.log_sentences import Speaker
from deskcards.ui import palette
from deskcards.ui.card_art import FacePainter, standard_face_painter
from deskcards.ui.game_table import Keepsake, SlowWork
from deskcards.ui.preferences import CARD_SIZES
from deskcards.ui.speeds import duration, reading_time
from deskcards.ui.table_cards import PILES, CardsOnTable, Place, pile_z
from deskcards.ui.table_fixtures import TableFixtures
from deskcards.ui.table_gestures import Gesture
from deskcards.ui.table_naming import TableNaming, seat_place_words
from deskcards.ui.table_overlays import TableOverlays
from deskcards.ui.table_zones import AccessZone, zones_on_table

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.play import TableRunner
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

StateT = TypeVar("StateT", bound=GameState)
RulesT = TypeVar("RulesT", bound=LoadedRules)
OwnT = TypeVar("OwnT")


def own(value: object, kind: type[OwnT]) -> OwnT:
    """``value`` as the game's own ``kind``: a table is only ever given its own game."""
    assert isinstance(value, kind), f"{type(value).__name__} on a table for {kind.__name__}"
    return value


class CardTable(Generic[StateT, RulesT]):
    # The game's own state and ruleset classes, which the session's are checked to be.
    state_type: type[StateT]
    ruleset_type: type[RulesT]

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool] = lambda question: True):
        self.scene, self.animator, self.session = scene, animator, session
        self.names, self.human, self.prefs = list(names), human, prefs
        self.confirm = confirm  # asks the player a yes-or-no question
        self.say = Speaker(self.names, human)
        self.faces = self.face_painter()
        self.cards = CardsOnTable(scene, animator, self.faces, self.ms, self)
        self.fixtures = TableFixtures(scene, self.names, CARD_SIZES[prefs.card_size])
        self.naming = TableNaming(scene, self.cards, self)
        self.overlays = TableOverlays(scene, session, self.cards, self.names, human, self.ms, self.hint_keys)
        scene.zones = self.access_zones

    @property
    def card_scale(self) -> float:
        """The player's card size, over the layout's; a layout that takes the size in itself sets 1."""
        return self.fixtures.card_scale

    @card_scale.setter
    def card_scale(self, scale: float) -> None:
        self.fixtures.card_scale = scale  # the spots it lays from now on take it too

    def face_painter(self) -> FacePainter:
        """How card faces are drawn; a game with its own deck overrides this."""
        return standard_face_painter(self.prefs.four_colour, palette.high_contrast())

    # -- what every game's table writes (the rest below it may override) -----------
    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        """Where the card at ``index`` of ``zone`` lies, and whether face up."""
        raise NotImplementedError

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        """Animate one event; card moves join ``batch`` to move together."""
        raise NotImplementedError

    def sources(self) -> list[Hashable]:
        """What the player may pick up or click now: cards and named spots."""
        raise NotImplementedError

    def targets(self, source: Hashable) -> list[Hashable]:
        """Where ``source`` may be dropped."""
        raise NotImplementedError

    def action_for(self, source: Hashable, target: Hashable | None) -> Gesture:
        """What a gesture means: moves to play, a refusal, or nothing yet."""
        raise NotImplementedError

    def status(self) -> str:
        raise NotImplementedError

    def scores(self) -> list[tuple[str, str]]:
        """(name, score as shown) for every seat."""
        raise NotImplementedError

    def log_lines(self, events: Sequence[Event], before: StateT, after: StateT) -> list[str]:
        """The log's lines for ``events``, which took the state from ``before`` to ``after``."""
        raise NotImplementedError

    def told_once_shown(self, events: Sequence[Event]) -> int:
        """Where in ``events`` the log waits for the animation: the lines from that
        event on are logged once it is shown (a next deal after a pause), the rest at once."""
        return len(events)

    def extra_key(self, key: int, text: str) -> bool:
        """A key the table has no use for; whether the game took it."""
        raise NotImplementedError

    def keepsake(self) -> Keepsake:
        """What this table shows that the game's state does not hold (the banner up, a
        choice half made), for the table laid out again in its place (``restore``)."""
        return {"game_over": self.overlays.game_over}

    def restore(self, kept: Keepsake) -> None:
        """Show again what ``keepsake`` kept, on this table just laid out and synced."""
        if kept["game_over"] is not None:
            self.show_banner(kept["game_over"])

    # -- what a game's table reads -------------------------------------------
    @property
    def area(self) -> QRectF:
        """The table in scene units, the view's shape (``TableScene.table``): a layout spreads to it."""
        return QRectF(self.scene.table)

    @property
    def state(self) -> StateT:
        """The game as it stands, as the game's own state class."""
        return own(self.session.state, self.state_type)

    @property
    def ruleset(self) -> RulesT:
        return self.ruleset_of(self.session)

    def ruleset_of(self, session: SeatedGame) -> RulesT:
        """``session``'s ruleset as the game's own class (a table may read it before ``CardTable.__init__``)."""
        return own(session.ruleset, self.ruleset_type)

    def describe(self, events: Sequence[Event], before: GameState, after: GameState) -> list[str]:
        """``log_lines``, given the game's own states."""
        return self.log_lines(events, own(before, self.state_type), own(after, self.state_type))

    @property
    def runner(self) -> TableRunner:
        """Who plays the game on this table (the scene's gesture host): the table asks it
        to perform a move, run an errand, or tell the status line."""
        from deskcards.ui.play import TableRunner

        host = self.scene.host
        assert isinstance(host, TableRunner)  # the runner lays out every game it plays
        return host

    @property
    def human_seat(self) -> int:
        """Your seat, where you play (a table without one takes no gestures)."""
        assert self.human is not None
        return self.human

    def ms(self, kind: str) -> int:
        return duration(kind, self.prefs.animation_speed)

    def read_ms(self, kind: str) -> int:
        """How long something of ``kind`` stays to be read (``speeds.READ_MS``)."""
        return reading_time(kind, self.prefs.animation_speed)

    # -- cards laid and shown (``cards`` does the work; the game answers where) ----
    def placed(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        """Where ``place_for`` puts the card, at the player's card size, and whether its face shows."""
        place, face_up = self.place_for(zone, index, card)
        return Place(place.centre, place.rotation, place.scale * self.card_scale), face_up

    def sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """Put every card where ``zones`` says, at once (new game, resume)."""
        self.cards.lay(zones)
        self.after_sync(zones)
        self.show_counts(self.cards.counts(list(self.fixtures.pile_labels)))

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """A game's chance to set seat plates and markers after a sync."""

    def show(self, events: Sequence[Event]) -> None:
        """Queue the animation of ``events``, then the piles' counts."""
        batch: list[CardMoved] = []
        for event in events:
            self.show_event(event, batch)
        self.cards.flush(batch)
        counts = self.cards.counts(list(self.fixtures.pile_labels))
        self.animator.enqueue(lambda: self.show_counts(counts))

    def show_counts(self, counts: dict[str, int]) -> None:
        """Show how many cards each counted pile holds."""
        self.fixtures.show_counts(counts)

    # -- zones ----------------------------------------------------------------
    def is_pile(self, zone: str) -> bool:
        """Piles are ordered lists (deck, discard, fanned hands); other zones are fixed slots."""
        return zone in PILES

    def refans(self, zone: str) -> bool:
        """Whether a pile's cards all move when one joins or leaves (a fanned hand)."""
        return False

    def display_order(self, zone: str, cards: list[int]) -> list[int]:
        """The order a pile shows its cards in; by default, the order they came."""
        return cards

    def z_for(self, zone: str, index: int) -> float:
        """How high the card at ``index`` of ``zone`` lies over the felt and the others."""
        return pile_z(zone, index, self.is_pile(zone))

    def move_kind(self, event: CardMoved) -> str:
        """How a card moves for ``event`` (``deskcards.ui.speeds``): its pace, and whether staggered."""
        return "move"

    def resolve(self, key: Hashable) -> Hashable:
        """What a key stands for to the hand: a card lying in a pile is the pile itself."""
        return self.cards.pile_of(key)

    # -- a move of yours --------------------------------------------------------
    def before_apply(self, action: Action) -> bool:
        """A last word before a move of yours is played; False takes it back. A move the
        rules say loses the game or folds at once (``forfeits``) is asked about first."""
        warning = self.state.forfeits(action) if self.asks_before_forfeits() else None
        return warning is None or self.confirm(translate("table", "{warning} Play it anyway?", warning=warning))

    def asks_before_forfeits(self) -> bool:
        """Whether a move that loses or folds is asked about (the player's preference)."""
        return self.prefs.confirm_forfeits

    def slow_work(self, action: Action) -> tuple[SlowWork, str] | None:
        """Work the engine would be slow to do applying ``action`` (a search), to be done
        in the AI process first: (a picklable job with ``make()`` there and ``keep(answer)``
        here, what the status line says meanwhile); None: ``action`` applies at once."""
        return None

    def working(self, text: str) -> None:
        """Slow work for a move is under way (``text``, as the status line says it) or
        over (""): a game may say so on the felt too, where the player is looking."""

    # -- Game > Hint ---------------------------------------------------------
    def hint_keys(self, action: Action) -> tuple[Sequence[Hashable], Sequence[Hashable]]:
        """For a hint of ``action``: the cards (or controls) to lift, and where they go
        (a pile, a place, a card to swap with: lit). A game may also set its controls
        the way the move needs (Segmentation Fault's count)."""
        return (), ()

    def hover(self, key: Hashable | None) -> None:
        """The pointer rests on ``key`` (or on nothing): a game may show hints."""

    def refresh_hints(self) -> None:
        """It is your move again: a game may redraw its hints."""

    # What the bar over the table says when your seat is out (``state.is_out``) and play goes on.
    out_sentence = noop("table", "You are out of this game, and the others play on without you.")

    keeps_scoreboard = False  # a game with a scoreboard panel sets this and ``show_scores``
    # Without one, Game > Scores shows ``scores()`` under this line: what a game's bare figures count.
    scores_caption = noop("table", "Where each player stands.")

    def show_scores(self) -> None:
        """Show or hide the game's scoreboard (Game > Scores, any time)."""

    def right_button(self, key: Hashable | None, pressed: bool) -> None:
        """The right button went down or up over ``key``; only Destiny's right hand uses it."""

    def steer(self, focus: Hashable | None, key: int) -> Hashable | None:
        """Where an arrow key moves the focus from ``focus``; None walks the ring of sources."""
        return None

    def waits_for_player(self) -> bool:
        """Whether the game must not go on until the player mends something (a rule of
        the table, such as Destiny's finger on its card)."""
        return False

    def ring_after_click(self, source: Hashable) -> Hashable:
        """Where the keyboard's focus ring goes when ``source`` is clicked: onto it."""
        return source

    def opens_on_click(self, source: Hashable) -> bool:
        """Whether a plain click on a card acts at once (opens a chooser) instead of
        picking it up for a second click; dragging it still works."""
        return False

    # -- words, for a screen reader and a tooltip (``naming``) ---------------------
    def card_words(self, card: int) -> str:
        """A card's face in words ("seven of clubs"); a game with its own deck overrides this."""
        return card_words(card)

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        """Where a card lies in words ("Carol's row, place 3"); each game says its own zones."""
        return seat_place_words(zone, self.say)

    # -- the zones a screen reader browses (``deskcards.ui.table_zones``) ----------
    def access_zones(self) -> list[AccessZone]:
        """The table's zones in order, each with what lies in it now."""
        over = self.overlays.banner if self.overlays.game_over is not None else None
        return zones_on_table(self.scene, self.cards, self.fixtures, self, over)

    def is_yours(self, zone: str) -> bool:
        """Whether ``zone`` is your seat's ("row:0" for seat 0): yours come first."""
        return self.human is not None and zone.endswith(f":{self.human}")

    def access_zone(self, zone: str) -> str:
        """The zone a screen reader finds a card of ``zone`` in: the same, unless a game groups its zones."""
        return zone

    def zone_of_thing(self, item: QGraphicsItem) -> str | None:
        """The zone of a thing on the table that is not a card, where a game knows better than
        ``table_zones`` (a statement's slot); None: ``table_zones`` decides."""
        return None

    def zone_words(self, zone: str) -> str:
        """A zone's name ("your row", "discard pile"): where its first card lies, by default."""
        return self.place_words(zone, 0, None)

    # -- "Read the table" (View menu): the position in a sentence or two -----------
    def position_summary(self) -> str:
        """Whose turn it is and what to do (``status``), what you hold, and where each
        player stands (``scores``); a game whose own words say it better overrides this."""
        parts = [self.status(), self.holding_words(), self.standing_words()]
        return " ".join(part for part in parts if part)

    def holding_words(self) -> str:
        """Your seat's zones and the faces you see in them: "Your hand: seven of clubs, ace of hearts."."""
        if self.human is None:
            return ""
        yours: dict[str, list[tuple[int, int]]] = {}
        for card, (zone, index) in self.cards.where.items():
            item = self.cards.items[card]
            if zone.endswith(f":{self.human}") and item.face_up and item.isVisible():
                yours.setdefault(zone, []).append((index, card))
        return " ".join(translate("table", "{place}: {cards}.", place=_capital(seat_place_words(zone, self.say)),
                                  cards=", ".join(self.card_words(card) for _, card in sorted(cards)))
                        for zone, cards in sorted(yours.items()))

    # What "Read the table" says before ``scores()``: a game whose figures are no score says what they count.
    standing_sentence = noop("table", "Scores: {rows}.")

    def standing_words(self) -> str:
        """``scores`` as a sentence: "Scores: You 3; Alice 5."."""
        rows = "; ".join(translate("table", "{player} {detail}", player=name, detail=detail)
                         for name, detail in self.scores())
        return relay("table", self.standing_sentence, rows=rows) if rows else ""

    # -- seats, banners (``fixtures``, ``overlays``) -----------------------------
    def turn_changed(self, humans_turn: bool) -> None:
        """The cards are still and someone else (or you) is to act; games may react."""

    def set_thinking(self, seat: int | None) -> None:
        """An AI at ``seat`` is thinking (None: nobody is): its plate says so."""
        self.fixtures.show_thinking(seat)

    def show_banner(self, event: GameOver) -> None:
        """The game is over: the banner under the table says who won, and why."""
        self.overlays.show_game_over(event)

    def clear_banner(self) -> None:
        self.overlays.clear_banner()

    def dismiss_banner(self, where: QPointF | None) -> bool:
        """A click on the game-over banner puts it away, so the last cards can be seen. Whether it did.
        ``where`` is None for Enter or Space while the table takes no move, which leaves the banner."""
        if not self.overlays.banner_at(where):
            return False
        self.clear_banner()
        return True


def _capital(words: str) -> str:
    """``words`` starting a sentence."""
    return words[:1].upper() + words[1:]
