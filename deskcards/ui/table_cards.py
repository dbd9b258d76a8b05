"""The cards on a table: one item per card, made once and moved by animation, and
where each lies (a pile's place in order, a slot's card), tracked from the
engine's ``CardMoved`` events alone, so the table never recomputes a rule.

Where a card goes is the game's call, asked through ``CardPlacing`` (the game's
table answers it: ``deskcards.ui.card_table.CardTable``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QParallelAnimationGroup, QPointF, QRectF
from PySide6.QtGui import QPolygonF, QTransform

from deskcards.engine.events import CardMoved
from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH, FacePainter, paint_back
from deskcards.ui.card_item import CardItem, staggered

if TYPE_CHECKING:
    from deskcards.ui.animator import Animator
    from deskcards.ui.table_scene import TableScene

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


def pile_z(zone: str, index: int, is_pile: bool) -> float:
    """How high a card lies: a pile's cards in order over its base, a slot's at one height."""
    return Z_BASE.get(zone, 300.0) + index * 0.01 if is_pile else 300.0


class CardPlacing(Protocol):
    """What the cards ask of the game's table: where a card lies and how zones behave."""

    def placed(self, zone: str, index: int, card: int) -> tuple[Place, bool]: ...

    def is_pile(self, zone: str) -> bool: ...

    def refans(self, zone: str) -> bool: ...

    def display_order(self, zone: str, cards: list[int]) -> list[int]: ...

    def move_kind(self, event: CardMoved) -> str: ...

    def z_for(self, zone: str, index: int) -> float: ...


class CardsOnTable:
    def __init__(self, scene: TableScene, animator: Animator, faces: FacePainter, ms: Callable[[str], int],
                 placing: CardPlacing):
        self.scene, self.animator, self.faces, self.ms, self.placing = scene, animator, faces, ms, placing
        self.items: dict[int, CardItem] = {}
        self.where: dict[int, tuple[str, int]] = {}
        self.occupant: dict[tuple[str, int], int] = {}
        self.piles: dict[str, list[int]] = {}
        self.laying: QParallelAnimationGroup | None = None  # the running ``lay_again``
        self.every_face_shown = False

    def item(self, card: int) -> CardItem:
        """The card's item, made (and given to the scene) the first time it is needed."""
        item = self.items.get(card)
        if item is None:
            item = CardItem(card, self.faces, paint_back)
            item.key = card
            self.items[card] = item
            self.scene.register(card, item)
        return item

    def show_every_face(self) -> None:
        """From the next ``lay`` on, every card lies face up, the hidden ones too: for the
        review of a finished game alone (``deskcards.ui.review``), never at a game in play."""
        self.every_face_shown = True

    def lay(self, zones: Mapping[str, Sequence[int]]) -> None:
        """Put every card where ``zones`` says, at once (new game, resume)."""
        self.where.clear()
        self.occupant.clear()
        self.piles = {pile: [] for pile in PILES}
        for zone, cards in zones.items():
            for index, card in enumerate(cards):
                self._land(card, zone, index)
        for card, (zone, index) in self.where.items():
            place, face_up = self.placing.placed(zone, index, card)
            self.item(card).animate(place.centre, rotation=place.rotation, scale=place.scale,
                                    z=self.placing.z_for(zone, index), face_up=face_up or self.every_face_shown,
                                    duration=0)

    def counts(self, piles: Sequence[str]) -> dict[str, int]:
        """How many cards each of ``piles`` holds now."""
        return {pile: len(self.piles.get(pile, ())) for pile in piles}

    def in_pile(self, pile: str) -> list[int]:
        return list(self.piles.get(pile, ()))

    def pile_of(self, key: Hashable) -> Hashable:
        """A card lying in a pile is, to the hand, the pile itself."""
        zone = self.where.get(key, (None,))[0] if isinstance(key, int) else None
        return zone if zone in PILES else key

    # -- bookkeeping from events ----------------------------------------
    def _land(self, card: int, zone: str, index: int) -> int:
        if self.placing.is_pile(zone):
            pile = self.piles.setdefault(zone, [])
            pile.append(card)
            pile[:] = self.placing.display_order(zone, pile)
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
        if self.placing.is_pile(zone):
            pile = self.piles[zone]
            pile.remove(card)
            for position, other in enumerate(pile):
                self.where[other] = (zone, position)
        elif self.occupant.get((zone, index)) == card:
            del self.occupant[zone, index]
        return zone

    # -- moves to animation -------------------------------------------
    def flush(self, batch: list[CardMoved]) -> None:
        """Animate the card moves gathered so far as one step, staggered when many."""
        if not batch:
            return
        moves = [(event.card, event.target, event.target_index, self.placing.move_kind(event)) for event in batch]
        batch.clear()
        self.queue(moves)

    def queue_moves(self, cards_to: Sequence[tuple[int, str]], kind: str) -> None:
        self.queue([(card, zone, -1, kind) for card, zone in cards_to])

    def queue(self, moves: list[tuple[int, str, int, str]]) -> None:
        """Land each (card, zone, index, kind of move) in its zone now (bookkeeping) and
        animate it there later.

        Whether a card shows its face is the table's call (``placed``):
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
            for card in self.piles.get(pile, ()) if pile is not None and self.placing.refans(pile) else ():
                moving.setdefault(card, "move")
        targets = []
        for card, kind in moving.items():
            zone, index = self.where[card]
            place, face_up = self.placing.placed(zone, index, card)
            targets.append((card, place, self.placing.z_for(zone, index), face_up, kind, order.get(card, 0)))
        stagger = self.ms("deal_stagger") if len(moves) > 1 else 0

        def build() -> QParallelAnimationGroup:
            group = QParallelAnimationGroup()
            for card, place, z, face_up, kind, number in targets:
                item = self.item(card)
                move = item.animate(place.centre, rotation=place.rotation, scale=place.scale, z=z, face_up=face_up,
                                    duration=self.ms(kind))
                group.addAnimation(staggered(move, number * stagger) if kind in STAGGERED else move)
            return group

        self.animator.enqueue(build)

    def lay_again(self, zone: str, lift: Callable[[int], float | None] = lambda card: None) -> None:
        """Slide ``zone``'s cards at once to where the table puts them now, not as a
        move of the game (a card picked out of a fan, or put back): the fan changed
        for a choice being made. ``lift(card)`` may raise a card above the rest."""
        group = QParallelAnimationGroup()
        for index, card in enumerate(self.in_pile(zone)):
            place, _ = self.placing.placed(zone, index, card)
            z = lift(card)
            group.addAnimation(self.items[card].animate(place.centre, rotation=place.rotation, scale=place.scale,
                                                        z=self.placing.z_for(zone, index) if z is None else z,
                                                        duration=self.ms("slide_back")))
        self.laying = group  # kept alive while it runs
        group.start()
