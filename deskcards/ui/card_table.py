"""What every game's table shares: one item per card, made once and moved by
animation, the piles and slots they sit in, seat plates and banners.

A game's table subclasses ``CardTable`` and supplies ``place_for`` (where a
zone's card goes), the gestures (``sources``/``targets``/``action_for``), and
``show_event`` for its own events. Card positions are tracked here from the
engine's ``CardMoved`` events alone, so the table never recomputes a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPolygonF, QTransform
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from deskcards.engine.cards import card_words
from deskcards.engine.events import CardMoved, GameOver
from deskcards.engine.words import noop, relay, translate
from deskcards.games import spec
from deskcards.games.log_sentences import PILE_WORDS, Speaker, count_cards, seat_words
from deskcards.ui import palette
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, FacePainter, paint_back, standard_face_painter
from deskcards.ui.card_item import CardItem, staggered
from deskcards.ui.legible import Legible, em
from deskcards.ui.naming import item_name
from deskcards.ui.preferences import CARD_SIZES
from deskcards.ui.speeds import duration, reading_time
from deskcards.ui.spots import Spot
from deskcards.ui.table_items import Banner, Flash, SeatPlate

if TYPE_CHECKING:
    from deskcards.session import GameSession
    from deskcards.ui.animator import Animator
    from deskcards.ui.play import TableRunner
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

SEAT_COLOURS = [QColor(c) for c in
                ("#f2c14e", "#5bc0eb", "#e55934", "#9bc53d", "#c879ff", "#fa7921", "#3bceac", "#ff6f91")]
PILES = ("deck", "discard")
STAGGERED = ("deal", "discard", "move")
Z_BASE = {"deck": 1.0, "discard": 100.0}


@dataclass(frozen=True)
class Place:
    """Where a card lies: its centre, turn (degrees, clockwise) and scale."""

    centre: QPointF
    rotation: float
    scale: float

    def outline(self, margin: float = 3.0) -> QPolygonF:
        """The card lying here, ``margin`` wider all round: for checking a layout's overlaps."""
        half_w, half_h = CARD_WIDTH * self.scale / 2 + margin, CARD_HEIGHT * self.scale / 2 + margin
        turn = QTransform().translate(self.centre.x(), self.centre.y()).rotate(self.rotation)
        return turn.map(QPolygonF(QRectF(-half_w, -half_h, 2 * half_w, 2 * half_h)))


class TableLabel(Legible, QGraphicsSimpleTextItem):
    """Words centred on a point of the table (a pile's count, a row's number)."""

    def __init__(self, text: str, centre: QPointF, font: QFont):
        super().__init__(text)
        self.centre = centre
        self.setFont(font)
        self._centre_on(centre)

    def smallest_text(self) -> float:
        return em(self.font())

    def accessible_name(self) -> str:
        return self.text()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._centre_on(self.centre)

    def grows_about(self) -> QPointF:
        return self.boundingRect().center()

    def _centre_on(self, centre: QPointF) -> None:
        self.setPos(centre - self.boundingRect().center())
        self.refit()  # longer words may need another origin


def box_around(centre: QPointF, half_width: float, half_height: float) -> QPolygonF:
    return QPolygonF(QRectF(centre.x() - half_width, centre.y() - half_height, 2 * half_width, 2 * half_height))


def overlapping(shapes: Sequence[tuple[str, QPolygonF]]) -> list[tuple[str, str]]:
    """Pairs of outlines of different owners that cover each other (a layout's self-check)."""
    return [(a, b) for i, (a, shape_a) in enumerate(shapes) for b, shape_b in shapes[i + 1:]
            if a != b and shape_a.intersects(shape_b)]


class CardTable:
    def __init__(self, scene: TableScene, animator: Animator, session: GameSession, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool] = lambda question: True):
        self.scene, self.animator, self.session = scene, animator, session
        self.names, self.human, self.prefs = list(names), human, prefs
        self.confirm = confirm  # asks the player a yes-or-no question
        self.card_scale = CARD_SIZES[prefs.card_size]  # the player's card size, over the layout's
        self.say = Speaker(self.names, human)
        self.items: dict[int, CardItem] = {}
        self.where: dict[int, tuple[str, int]] = {}
        self.occupant: dict[tuple[str, int], int] = {}
        self.piles: dict[str, list[int]] = {}
        self.plates: list[SeatPlate] = []
        self.banner: Banner | None = None
        self.game_over: GameOver | None = None  # what the banner says, while it is up
        self.pile_labels: dict[str, TableLabel] = {}
        self.laying: QParallelAnimationGroup | None = None  # the running ``lay_again``
        self.hinted: list[Any] = []  # what the hint on show lifted and lit
        self.every_face_shown = False
        self._faces = self.face_painter()

    def face_painter(self) -> FacePainter:
        """How card faces are drawn; a game with its own deck overrides this."""
        return standard_face_painter(self.prefs.four_colour, palette.high_contrast())

    # -- what every game's table writes ----------------------------------------
    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        """Where the card at ``index`` of ``zone`` lies, and whether face up."""
        raise NotImplementedError

    def show_event(self, event: Any, batch: list[CardMoved]) -> None:
        """Animate one event; card moves join ``batch`` to move together."""
        raise NotImplementedError

    def sources(self) -> list[Hashable]:
        """What the player may pick up or click now: cards and named spots."""
        raise NotImplementedError

    def targets(self, source: Hashable) -> list[Hashable]:
        """Where ``source`` may be dropped."""
        raise NotImplementedError

    def action_for(self, source: Hashable, target: Hashable | None) -> Any:
        """The action (or actions, or a sentence why none) a gesture means."""
        raise NotImplementedError

    def status(self) -> str:
        raise NotImplementedError

    def scores(self) -> list[tuple[str, str]]:
        """(name, score as shown) for every seat."""
        raise NotImplementedError

    def describe(self, events: Sequence[Any], before: Any, after: Any) -> list[str]:
        """The log's lines for ``events``, which took the state from ``before`` to ``after``."""
        raise NotImplementedError

    def told_once_shown(self, events: Sequence[Any]) -> int:
        """Where in ``events`` the log waits for the animation: the lines from that
        event on are logged once it is shown (a next deal after a pause), the rest at once."""
        return len(events)

    def extra_key(self, key: int, text: str) -> bool:
        """A key the table has no use for; whether the game took it."""
        raise NotImplementedError

    @property
    def area(self) -> QRectF:
        """The table in scene units, the view's shape (``TableScene.table``): a layout spreads to it."""
        return QRectF(self.scene.table)

    def keepsake(self) -> dict[str, Any]:
        """What this table shows that the game's state does not hold (the banner up, a
        choice half made), for the table laid out again in its place (``restore``)."""
        return {"game_over": self.game_over}

    def restore(self, kept: dict[str, Any]) -> None:
        """Show again what ``keepsake`` kept, on this table just laid out and synced."""
        if kept["game_over"] is not None:
            self.show_banner(kept["game_over"])

    @property
    def state(self) -> Any:
        """The game as it stands (each game's own state class)."""
        return self.session.state

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

    def placed(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        """Where ``place_for`` puts the card, at the player's card size, and whether its face shows."""
        place, face_up = self.place_for(zone, index, card)
        return Place(place.centre, place.rotation, place.scale * self.card_scale), face_up

    # -- building ------------------------------------------------------------
    def spot(self, key: str, centre: QPointF, label: str, scale: float = 1.0, kind: type[Spot] = Spot) -> Spot:
        """A card's place (a pile's, a slot's) at ``scale`` of a card, at the player's card size."""
        spot = kind(key, label)
        spot.setScale(scale * self.card_scale)
        spot.setPos(centre)
        self.scene.register(key, spot)
        return spot

    def label(self, text: str, centre: QPointF, size: int = 14, colour: QColor = palette.LABEL) -> TableLabel:
        """A small upright text on the table, centred on ``centre``."""
        item = TableLabel(text, centre, QFont("DejaVu Sans", size, QFont.Weight.DemiBold))
        item.setBrush(QBrush(colour))
        item.setZValue(450)
        self.scene.addItem(item)
        return item

    def count_under(self, pile: str, centre: QPointF) -> None:
        """Show how many cards ``pile`` holds, under it."""
        self.pile_labels[pile] = self.label("", centre, 13)

    def _show_counts(self, counts: dict[str, int]) -> None:
        for pile, label in self.pile_labels.items():
            label.setText(count_cards(counts[pile]))

    def build_plates(self, centres: Sequence[QPointF]) -> None:
        for seat, centre in enumerate(centres):
            plate = SeatPlate(self.names[seat], SEAT_COLOURS[seat % len(SEAT_COLOURS)])
            plate.setPos(centre)
            self.scene.addItem(plate)
            self.plates.append(plate)

    def _item(self, card: int) -> CardItem:
        item = self.items.get(card)
        if item is None:
            item = CardItem(card, self._faces, paint_back)
            item.key = card
            self.items[card] = item
            self.scene.register(card, item)
        return item

    def show_every_face(self) -> None:
        """From the next ``sync`` on, every card lies face up, the hidden ones too: for the
        review of a finished game alone (``deskcards.ui.review``), never at a game in play."""
        self.every_face_shown = True

    def sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """Put every card where ``zones`` says, at once (new game, resume)."""
        self.where.clear()
        self.occupant.clear()
        self.piles = {pile: [] for pile in PILES}
        for zone, cards in zones.items():
            for index, card in enumerate(cards):
                self._land(card, zone, index)
        for card, (zone, index) in self.where.items():
            place, face_up = self.placed(zone, index, card)
            self._item(card).animate(place.centre, rotation=place.rotation, scale=place.scale,
                                     z=self._z(zone, index), face_up=face_up or self.every_face_shown, duration=0)
        self.after_sync(zones)
        self._show_counts({pile: len(self.piles[pile]) for pile in self.pile_labels})

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        """A game's chance to set seat plates and markers after a sync."""

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

    # -- bookkeeping from events ----------------------------------------
    def _land(self, card: int, zone: str, index: int) -> int:
        if self.is_pile(zone):
            pile = self.piles.setdefault(zone, [])
            pile.append(card)
            pile[:] = self.display_order(zone, pile)
            for position, other in enumerate(pile):
                self.where[other] = (zone, position)
            return self.where[card][1]
        else:
            self.occupant[zone, index] = card
        self.where[card] = (zone, index)
        return index

    def _lift(self, card: int) -> str | None:
        where = self.where.pop(card, None)
        if where is None:
            return None
        zone, index = where
        if self.is_pile(zone):
            pile = self.piles[zone]
            pile.remove(card)
            for position, other in enumerate(pile):
                self.where[other] = (zone, position)
        elif self.occupant.get((zone, index)) == card:
            del self.occupant[zone, index]
        return zone

    def resolve(self, key: Any) -> Any:
        """A card lying in a pile is, to the hand, the pile itself."""
        zone = self.where.get(key, (None,))[0] if isinstance(key, int) else None
        return zone if zone in PILES else key

    def cards_in(self, pile: str) -> list[int]:
        return list(self.piles.get(pile, ()))

    def _z(self, zone: str, index: int) -> float:
        return Z_BASE.get(zone, 300.0) + index * 0.01 if self.is_pile(zone) else 300.0

    # -- events to animation -------------------------------------------
    def show(self, events: Sequence[Any]) -> None:
        batch: list[CardMoved] = []
        for event in events:
            self.show_event(event, batch)
        self.flush(batch)
        counts = {pile: len(self.piles.get(pile, ())) for pile in self.pile_labels}
        self.animator.enqueue(lambda: self._show_counts(counts))

    def flush(self, batch: list[CardMoved]) -> None:
        """Animate the card moves gathered so far as one step, staggered when many."""
        if not batch:
            return
        moves = [(event.card, event.target, event.target_index, self.move_kind(event)) for event in batch]
        batch.clear()
        self._queue(moves)

    def queue_moves(self, cards_to: Sequence[tuple[int, str]], kind: str) -> None:
        self._queue([(card, zone, -1, kind) for card, zone in cards_to])

    def _queue(self, moves: list[tuple[int, str, int, str]]) -> None:
        """Land each card in its zone now (bookkeeping) and animate it there later.

        Whether a card shows its face is the table's call (``place_for``):
        the engine knows cards, not who is looking.
        """
        moving: dict[int, str] = {}
        touched: set[str | None] = set()
        for card, zone, index, kind in moves:
            touched.add(self._lift(card))
            touched.add(zone)
            self._land(card, zone, index)
            moving[card] = kind
        order = {card: number for number, card in enumerate(moving)}  # only cards that change zone are staggered
        for pile in touched:  # a fanned hand's other cards shift to make room
            for card in self.piles.get(pile, ()) if pile is not None and self.refans(pile) else ():
                moving.setdefault(card, "move")
        targets = []
        for card, kind in moving.items():
            zone, index = self.where[card]
            place, face_up = self.placed(zone, index, card)
            targets.append((card, place, self._z(zone, index), face_up, kind, order.get(card, 0)))
        stagger = self.ms("deal_stagger") if len(moves) > 1 else 0

        def build() -> QParallelAnimationGroup:
            group = QParallelAnimationGroup()
            for card, place, z, face_up, kind, number in targets:
                item = self._item(card)
                move = item.animate(place.centre, rotation=place.rotation, scale=place.scale, z=z, face_up=face_up,
                                    duration=self.ms(kind))
                group.addAnimation(staggered(move, number * stagger) if kind in STAGGERED else move)
            return group

        self.animator.enqueue(build)

    def move_kind(self, event: CardMoved) -> str:
        return "move"

    def lay_again(self, zone: str, lift: Callable[[int], float | None] = lambda card: None) -> None:
        """Slide ``zone``'s cards at once to where ``place_for`` puts them now, not as a
        move of the game (a card picked out of a fan, or put back): the fan changed
        for a choice being made. ``lift(card)`` may raise a card above the rest."""
        group = QParallelAnimationGroup()
        for index, card in enumerate(self.cards_in(zone)):
            place, _ = self.placed(zone, index, card)
            z = lift(card)
            group.addAnimation(self.items[card].animate(place.centre, rotation=place.rotation, scale=place.scale,
                                                        z=self._z(zone, index) if z is None else z,
                                                        duration=self.ms("slide_back")))
        self.laying = group  # kept alive while it runs
        group.start()

    def before_apply(self, action: Any) -> bool:
        """A last word before a move of yours is played; False takes it back. A move the
        rules say loses the game or folds at once (``forfeits``) is asked about first."""
        warning = self.state.forfeits(action) if self.asks_before_forfeits() else None
        return warning is None or self.confirm(translate("table", "{warning} Play it anyway?", warning=warning))

    def asks_before_forfeits(self) -> bool:
        """Whether a move that loses or folds is asked about (the player's preference)."""
        return self.prefs.confirm_forfeits

    def slow_work(self, action: Any) -> tuple[Any, str] | None:
        """Work the engine would be slow to do applying ``action`` (a search), to be done
        in the AI process first: (a picklable job with ``make()`` there and ``keep(answer)``
        here, what the status line says meanwhile); None: ``action`` applies at once."""
        return None

    def working(self, text: str) -> None:
        """Slow work for a move is under way (``text``, as the status line says it) or
        over (""): a game may say so on the felt too, where the player is looking."""

    # -- Game > Hint ---------------------------------------------------------
    def hint_keys(self, action: Any) -> tuple[Sequence[Any], Sequence[Any]]:
        """For a hint of ``action``: the cards (or controls) to lift, and where they go
        (a pile, a place, a card to swap with: lit). A game may also set its controls
        the way the move needs (Segmentation Fault's count)."""
        return (), ()

    def show_hint(self, hint: Any) -> str:
        """Lift and light what ``hint`` (a ``deskcards.hints.Hint``) names; its line for the
        status, with the seats' names."""
        self.clear_hint()
        action, seat = self.session.ruleset.parse_action(hint.action), self.session.state.current_player
        if seat is not None:  # worded here, in the player's language: the AI process words it in English
            words = spec(self.session.record.game).action_words(self.session.state.observation(seat), action)
            hint = replace(hint, words=words)
        lift, target = self.hint_keys(action)
        # A pile's cards hide its outline: its top card is lit too, and rises for a draw.
        lift, target = [*lift, *self._tops(lift)], [*target, *self._tops(target)]
        for key in (*lift, *target):
            item = self.scene.items_by_key.get(key)
            if item is not None:
                self.scene.mark(key, "hint")
                if key in lift and isinstance(item, CardItem):
                    item.set_lifted(True)
                self.hinted.append(key)
        return _reason_for_people(hint.sentence(), self.names, self.human)

    def _tops(self, keys: Sequence[Any]) -> list[int]:
        """The top card of each pile among ``keys``."""
        return [self.cards_in(key)[-1] for key in keys if isinstance(key, str) and self.cards_in(key)]

    def clear_hint(self) -> None:
        """Put what the last hint lifted and lit back (a move has been made)."""
        for key in self.hinted:
            item = self.scene.items_by_key.get(key)
            if getattr(item, "highlight", None) == "hint":
                self.scene.mark(key, None)
            if isinstance(item, CardItem):
                item.set_lifted(False)
        self.hinted.clear()

    def hover(self, key: Any) -> None:
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

    def right_button(self, key: Any, pressed: bool) -> None:
        """The right button went down or up over ``key``; only Destiny's right hand uses it."""

    def steer(self, focus: Any, key: int) -> Any:
        """Where an arrow key moves the focus from ``focus``; None walks the ring of sources."""
        return None

    def waits_for_player(self) -> bool:
        """Whether the game must not go on until the player mends something (a rule of
        the table, such as Destiny's finger on its card)."""
        return False

    def ring_after_click(self, source: Any) -> Any:
        """Where the keyboard's focus ring goes when ``source`` is clicked: onto it."""
        return source

    def opens_on_click(self, source: Any) -> bool:
        """Whether a plain click on a card acts at once (opens a chooser) instead of
        picking it up for a second click; dragging it still works."""
        return False

    # -- names, for a screen reader and a tooltip ------------------------------
    def card_words(self, card: int) -> str:
        """A card's face in words ("seven of clubs"); a game with its own deck overrides this."""
        return card_words(card)

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        """Where a card lies in words ("Carol's row, place 3"); each game says its own zones."""
        if zone in PILE_WORDS:
            return relay("speech", PILE_WORDS[zone])
        kind, _, seat = zone.partition(":")
        return self.say.says("table", int(seat), "your {place}", "{player}'s {place}", place=kind) if seat.isdigit() \
            else kind

    def card_name(self, card: int) -> str:
        """What the human may know of ``card``: its face only while the face shows."""
        zone, index = self.where.get(card, ("", 0))
        if zone in PILES:
            return self.pile_name(zone)
        item = self.items[card]
        shown = self.card_words(card) if item.face_up and item.isVisible() else translate("table", "face down")
        return translate("table", "{card}, {place}", card=shown, place=self.place_words(zone, index, card))

    def pile_name(self, pile: str) -> str:
        """"draw pile, 23 cards"; with the top card's face when it shows."""
        cards = self.cards_in(pile)
        words = translate("table", "{place}, {cards}", place=self.place_words(pile, 0, None),
                          cards=count_cards(len(cards)))
        if cards and self.items[cards[-1]].face_up:
            return translate("table", "{pile}, {card} on top", pile=words, card=self.card_words(cards[-1]))
        return words

    def name_of(self, key: Any) -> str:
        """The words for what ``key`` stands for on the table: a card, a pile, a button."""
        if isinstance(key, int) and key in self.items:
            return self.card_name(key)
        if key in PILES:
            return self.pile_name(key)
        item = self.scene.items_by_key.get(key)
        return item_name(item) if item is not None else ""

    # -- seats, banners -----------------------------------------
    def mark_turn(self, seat: int | None) -> None:
        for index, plate in enumerate(self.plates):
            plate.update_state(active=index == seat)

    def seat_out(self, seat: int) -> None:
        self.plates[seat].update_state(out=True, detail=translate("table", "out"))

    def turn_changed(self, humans_turn: bool) -> None:
        """The cards are still and someone else (or you) is to act; games may react."""

    def set_thinking(self, seat: int | None) -> None:
        for index, plate in enumerate(self.plates):
            if not plate.out:
                plate.update_state(detail=translate("table", "thinking…") if index == seat else "")

    def show_banner(self, event: GameOver) -> None:
        if event.winners == (self.human,):
            title = translate("table", "You win!")
        elif len(event.winners) == 1:
            title = translate("table", "{player} wins", player=self.names[event.winners[0]])
        elif event.winners:
            names = [translate("table", "You") if seat == self.human else self.names[seat] for seat in event.winners]
            title = translate("table", "{players} and {last} share the win", players=", ".join(names[:-1]),
                              last=names[-1])
        else:
            title = translate("table", "A draw")
        self._put_banner(Banner(title, _reason_for_people(event.reason, self.names, self.human)))
        self.game_over = event

    def invite_start(self) -> str:
        """The table waits for you before an AI makes the first move (a game you did not
        ask for, as at launch): say so under the table. The status line's words."""
        first = self.names[self.state.current_player]
        banner = Banner(translate("table", "{player} plays first", player=first),
                        translate("table", "Click the table or press Enter to start."))
        banner.setToolTip(translate("table", "Click (or press Enter) to start the game"))
        self._put_banner(banner)
        return translate("table", "Click the table or press Enter to start: {player} plays first.", player=first)

    def _put_banner(self, banner: Banner) -> None:
        """``banner`` in the band under the table, in place of any other."""
        self.clear_banner()
        self.banner = banner
        self.scene.addItem(banner)
        self.scene.show_in_band([banner])

    def flash(self, text: str, where: QPointF) -> QPropertyAnimation | None:
        """A word that pops up at ``where`` and fades; nothing with animations off (the log says it)."""
        if not self.ms("banner"):
            return None
        word = Flash(text)
        word.setPos(where)
        self.scene.addItem(word)
        fade = word.fade(self.ms("banner") // 2)
        fade.finished.connect(lambda: self.scene.removeItem(word))
        return fade

    def dismiss_banner(self, where: QPointF | None) -> bool:
        """A click on the game-over banner puts it away, so the last cards can be seen. Whether it did.
        ``where`` is None for Enter or Space while the table takes no move, which leaves the banner."""
        if self.banner is None or where is None or not self.banner.sceneBoundingRect().contains(where):
            return False
        self.clear_banner()
        return True

    def clear_banner(self) -> None:
        if self.banner is not None:
            self.scene.removeItem(self.banner)
            self.banner = self.game_over = None
            self.scene.show_in_band([])  # the table takes its room back

    def waiting_status(self) -> str | None:
        """The status line when it is not your move, or None when it is."""
        state = self.state
        if state.is_terminal():
            return translate("table", "The game is over. Review it, or start a new one, from the Game menu.")
        if state.current_player != self.human:
            return translate("table", "{player} is thinking…", player=self.names[state.current_player])
        return None


def _reason_for_people(reason: str, names: Sequence[str], you: int | None) -> str:
    """Engine sentences say "Seat 2 wins"; the table says the seat's name, or "You win"."""
    if you is not None:
        reason = reason.replace(translate("table", "{seat} wins", seat=seat_words(you)), translate("table", "You win"))
    for seat in range(len(names) - 1, -1, -1):
        reason = reason.replace(seat_words(seat), names[seat])
    return reason
