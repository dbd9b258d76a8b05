"""The Runtime Error table's plan: where each group of things lies (a seat's hand, plate
and statements, the piles, the buttons), as boxes in a table of a given shape, for
cards of a given scale; and the largest scale at which every box lies on the table,
clear of every other (``fitted``).

Every card's scale follows one number, ``size``: the scale of your own hand's cards.
Your statements, the others', their hands and the piles are fixed shares of it. Four
statements lie in a row or a square (yours and the top seat's), or in one, two or four
columns (a side seat's), and the buttons under the piles or beside your statements:
whichever lets the cards be largest in the shape the table has.

Units are the scene's; boxes are relative to the table's top left corner.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from math import cos, radians, sin

from PySide6.QtCore import QPointF, QRectF

from deskcards.ui.card_art import CARD_HEIGHT, CARD_WIDTH
from deskcards.ui.preferences import CARD_SIZES

# Shares of your hand's scale.
MINE, THEIRS, PILE, BACKS = 0.7, 0.55, 0.72, 0.45
LARGEST_CARDS = max(CARD_SIZES.values())  # a plan is fitted for it
FAN_PITCH = 0.72  # of a card's width: your fan's pitch while it has room
BACKS_PITCH = 0.24  # of a card's width: the others' fans
FAN_TURN, BACKS_TURN = 1.4, 1.5  # degrees per card from a fan's middle
FAN_DIP = 0.3  # how far (times the scale) a fan's outer cards dip, by their distance from the middle ** 1.6
MOST_IN_HAND = 14  # the fullest hand the plan makes room for
MOST_IN_PILE = 52
PILE_DEPTH = (-0.2, -0.22)  # how far each card of a pile lies from the one under it: a pile shows its depth
THROW_TURN = 5.4  # degrees: the most a discarded card lies askew
UPPER_DROP = 40.0  # the upper bound lies this far (times the scale) under the lower
FUNCTION_DROP = 130.0  # the function card's centre under the lower bound's, times the scale
STATEMENT_TOP, STATEMENT_BOTTOM = -70.0, 180.0  # a statement's extent about its anchor, times the scale
STATEMENT_HALF_WIDTH = 70.0  # the turned function card is the widest part
SLOT_GAP = 0.25  # of a statement's width, between two statements in a row
SPOT_MARGIN = 6.0  # how far a spot's outline (a slot, a button) reaches outside its size
ROW_COLUMNS, SIDE_COLUMNS = (4, 2), (1, 2, 4)  # the columns statements may take: yours and the top seat's, a side's
LEAST_SIZE, MOST_SIZE = 0.1, 6.0  # the scales a plan's cards are searched between


@dataclass(frozen=True)
class Words:
    """How much room the table's words take at the view's scale (scene units), measured by the table."""

    plate: tuple[float, float]  # another seat's name plate at its widest ("14 cards in hand · thinking…")
    your_plate: tuple[float, float]  # yours at its widest ("14 cards in hand": you never think aloud)
    plate_top: float  # how far a plate's position lies under its top
    button: tuple[float, float]  # a button, its words grown to read
    caption: tuple[float, float]  # the caption's width and one line's height, as shown
    count: float  # a pile's count ("52 cards"): its height
    slot: float  # the widest line written in an empty slot
    pile: float  # the widest word written in an empty pile's place
    function: tuple[float, float]  # the widest function's name on its card, grown to read


def rotated_half(half_w: float, half_h: float, turn: float) -> tuple[float, float]:
    """How far a box of ``half_w`` x ``half_h`` reaches across and down, turned ``turn`` degrees."""
    rad = radians(turn)
    return abs(cos(rad)) * half_w + abs(sin(rad)) * half_h, abs(sin(rad)) * half_w + abs(cos(rad)) * half_h


@dataclass(frozen=True)
class Plan:
    """The boxes of a ``width`` x ``height`` table with ``players`` seats, your cards at ``size``,
    your and the top seat's statements in ``row_columns``, the side seats' in ``side_columns``,
    the buttons beside your statements or in the middle, the top seat's hand beside or over
    its statements."""

    players: int
    width: float
    height: float
    words: Words
    size: float
    row_columns: int = 4
    side_columns: int = 2
    buttons_beside: bool = False  # the buttons at the right of your statements, not under the piles
    hand_beside: bool = False  # with two players, the other's hand beside its statements, not over them

    # -- the shape ---------------------------------------------------------------
    @cached_property
    def margin(self) -> float:
        return max(12.0, 0.012 * min(self.width, self.height))

    @cached_property
    def gap(self) -> float:
        """Between two groups of things."""
        return 12.0 + 10.0 * self.size

    @cached_property
    def clearance(self) -> float:
        """The least room between two groups (an empty slot's outline reaches out of its statement)."""
        return max(self.gap / 3, 2 * SPOT_MARGIN)

    @cached_property
    def close(self) -> float:
        """Between two groups that go together (a seat's plate and its hand, the piles and the buttons)."""
        return max(self.gap / 2, self.clearance + 2)

    @property
    def has_top(self) -> bool:
        return self.players in (2, 4)

    @property
    def has_sides(self) -> bool:
        return self.players in (3, 4)

    def columns(self, side: str) -> int:
        """How many columns the statements of the seat at ``side`` lie in."""
        return self.side_columns if side in ("left", "right") else self.row_columns

    def scale(self, kind: str) -> float:
        """The scale of a kind of card: ``hand`` (yours), ``mine`` and ``theirs`` (statements), ``pile``, ``backs``."""
        return self.size * {"hand": 1.0, "mine": MINE, "theirs": THEIRS, "pile": PILE, "backs": BACKS}[kind]

    # -- statements --------------------------------------------------------------
    def statement_size(self, scale: float) -> tuple[float, float]:
        return 2 * STATEMENT_HALF_WIDTH * scale, (STATEMENT_BOTTOM - STATEMENT_TOP) * scale

    def statements_box(self, scale: float, columns: int) -> tuple[float, float]:
        """How wide and tall four statements are in ``columns``."""
        width, height = self.statement_size(scale)
        rows = 4 // columns
        return columns * width + (columns - 1) * SLOT_GAP * width, rows * height + (rows - 1) * self.gap / 2

    def anchors(self, box: QRectF, scale: float, columns: int) -> list[QPointF]:
        """The anchors (the lower bounds' centres) of four statements filling ``box``, row by row."""
        width, height = self.statement_size(scale)
        pitch_x, pitch_y = width * (1 + SLOT_GAP), height + self.gap / 2
        return [QPointF(box.left() + width / 2 + (slot % columns) * pitch_x,
                        box.top() - STATEMENT_TOP * scale + (slot // columns) * pitch_y) for slot in range(4)]

    # -- hands -------------------------------------------------------------------
    def fan_room(self) -> float:
        """How wide your fan may spread: the table's width, less your plate on its left and as much on its right."""
        return self.width - 2 * self.margin - 2 * (self.words.your_plate[0] + self.gap)

    def fan_pitch(self, count: int) -> float:
        """Your fan's pitch: as wide as it has room for, its end cards turned included."""
        end = (count - 1) / 2
        across, _ = rotated_half(CARD_WIDTH * self.size / 2, CARD_HEIGHT * self.size / 2, FAN_TURN * end)
        return min(FAN_PITCH * CARD_WIDTH * self.size, (self.fan_room() - 2 * across) / max(count - 1, 1))

    def fan_reach(self, scale: float, pitch: float, turn: float, dips: bool) -> tuple[float, float, float]:
        """A full fan (MOST_IN_HAND cards): half its width, how far it reaches over and under its centre line."""
        end = (MOST_IN_HAND - 1) / 2
        across, down = rotated_half(CARD_WIDTH * scale / 2, CARD_HEIGHT * scale / 2, turn * end)
        dip = FAN_DIP * scale * end ** 1.6 if dips else 0.0
        return end * pitch + across, max(down - dip, CARD_HEIGHT * scale / 2), down + dip

    def your_fan(self) -> tuple[float, float, float]:
        return self.fan_reach(self.size, self.fan_pitch(MOST_IN_HAND), FAN_TURN, True)

    def backs_fan(self) -> tuple[float, float, float]:
        scale = self.scale("backs")
        return self.fan_reach(scale, BACKS_PITCH * CARD_WIDTH * scale, BACKS_TURN, False)

    # -- the boxes ---------------------------------------------------------------
    @cached_property
    def hand_line(self) -> float:
        """Your hand's centre line, at the foot of the table."""
        _, _, under = self.your_fan()
        return self.height - self.margin - under

    @cached_property
    def boxes(self) -> dict[str, QRectF]:
        """Every group's box, named by what it holds: ``you:hand``, ``top:plate``, ``left:statements``, ``middle``..."""
        boxes: dict[str, QRectF] = {}
        m, gap = self.margin, self.gap
        half, over, under = self.your_fan()
        centre_x = self.width / 2
        boxes["you:hand"] = QRectF(centre_x - half, self.hand_line - over, 2 * half, over + under)
        plate_w, plate_h = self.words.your_plate
        boxes["you:plate"] = QRectF(m, self.hand_line - plate_h / 2, plate_w, plate_h)
        mine_w, mine_h = self.statements_box(self.scale("mine"), self.row_columns)
        mine_bottom = boxes["you:hand"].top() - gap
        boxes["you:statements"] = QRectF(centre_x - mine_w / 2, mine_bottom - mine_h, mine_w, mine_h)
        top = m
        for side in ("left", "right") if self.has_sides else ():
            self._lay_seat(boxes, side)
        if self.has_top and self.has_sides:
            self._lay_seat(boxes, "top")
        elif self.has_top:
            self._lay_across(boxes)
        if self.has_top:
            top = max(box.bottom() for name, box in boxes.items() if name.startswith("top:")) + gap
        middle_h = self.middle_height()
        room = boxes["you:statements"].top() - top
        middle_top = top + (room - middle_h) / 2  # the middle midway between the seats above and yours
        self._lay_middle(boxes, QRectF(0, middle_top, self.width, middle_h))
        return boxes

    def _lay_seat(self, boxes: dict[str, QRectF], side: str) -> None:
        """Another seat: a column at a side's edge or at the top, its plate over its hand
        over its statements."""
        m = self.margin
        half, over, under = self.backs_fan()
        plate_w, plate_h = self.words.plate
        grid_w, grid_h = self.statements_box(self.scale("theirs"), self.columns(side))
        column = max(grid_w, plate_w, 2 * half)
        centre = {"left": m + column / 2, "right": self.width - m - column / 2}.get(side, self.width / 2)
        # At a side the cards keep to the table's edge; only a wider plate reaches further in.
        edge = {"left": m + max(grid_w, 2 * half) / 2, "right": self.width - m - max(grid_w, 2 * half) / 2}
        cards = edge.get(side, centre)
        boxes[f"{side}:plate"] = QRectF(centre - plate_w / 2, m, plate_w, plate_h)
        line = m + plate_h + self.close + over
        boxes[f"{side}:hand"] = QRectF(cards - half, line - over, 2 * half, over + under)
        boxes[f"{side}:statements"] = QRectF(cards - grid_w / 2, line + under + self.gap, grid_w, grid_h)

    def _lay_across(self, boxes: dict[str, QRectF]) -> None:
        """The seat across the table with two players: its plate at the top right, facing
        yours at the bottom left; its hand at the end of the plate's line over its statements,
        or under the plate beside them (``hand_beside``)."""
        m = self.margin
        half, over, under = self.backs_fan()
        plate_w, plate_h = self.words.plate
        grid_w, grid_h = self.statements_box(self.scale("theirs"), self.row_columns)
        if self.hand_beside:
            boxes["top:plate"] = QRectF(self.width - m - plate_w, m, plate_w, plate_h)
            line, cards = m + plate_h + self.close + over, self.width - m - max(plate_w, 2 * half) / 2
            statements_top = m
        else:
            line, cards = m + max(over, plate_h / 2), self.width / 2
            boxes["top:plate"] = QRectF(self.width - m - plate_w, line - plate_h / 2, plate_w, plate_h)
            statements_top = line + under + self.gap
        boxes["top:hand"] = QRectF(cards - half, line - over, 2 * half, over + under)
        boxes["top:statements"] = QRectF(self.width / 2 - grid_w / 2, statements_top, grid_w, grid_h)

    def middle_width(self, boxes: dict[str, QRectF]) -> float:
        """How wide the middle is: between the side seats' columns, or the table less its margins."""
        if not self.has_sides:
            return self.width - 2 * self.margin
        left = max(box.right() for name, box in boxes.items() if name.startswith("left:"))
        right = min(box.left() for name, box in boxes.items() if name.startswith("right:"))
        return right - left - 2 * self.gap

    def middle_height(self) -> float:
        _, caption_h = self.words.caption
        over, under = self.pile_reach()[1:]
        buttons = 0.0 if self.buttons_beside else self.close + self.words.button[1]
        return caption_h + self.close + over + under + self.count_gap() + self.words.count + buttons

    def pile_reach(self) -> tuple[float, float, float]:
        """How far a full pile reaches from its place's centre: across, over and under it
        (a thrown card's turn and the pile's depth included)."""
        scale = self.scale("pile")
        across, down = rotated_half(CARD_WIDTH * scale / 2, CARD_HEIGHT * scale / 2, THROW_TURN)
        return across + abs(PILE_DEPTH[0]) * MOST_IN_PILE, down + abs(PILE_DEPTH[1]) * MOST_IN_PILE, down

    def count_gap(self) -> float:
        return self.gap / 4

    def pile_pitch(self) -> float:
        """From the input card's centre to the deck's and the discard pile's."""
        return 2 * self.pile_reach()[0] + self.gap

    def _lay_middle(self, boxes: dict[str, QRectF], band: QRectF) -> None:
        """The caption, the piles with their counts, and the buttons, from the top of ``band``."""
        caption_w, caption_h = self.words.caption
        caption_w = min(caption_w, self.middle_width(boxes))
        centre_x = self.width / 2
        boxes["caption"] = QRectF(centre_x - caption_w / 2, band.top(), caption_w, caption_h)
        across, over, under = self.pile_reach()
        piles_w = 2 * (self.pile_pitch() + across)
        piles_h = over + under + self.count_gap() + self.words.count
        boxes["piles"] = QRectF(centre_x - piles_w / 2, boxes["caption"].bottom() + self.close, piles_w, piles_h)
        button_w, button_h = self.words.button
        if self.buttons_beside:  # one over the other
            yours = boxes["you:statements"]
            height = 2 * button_h + self.gap
            boxes["buttons"] = QRectF(yours.right() + self.gap, yours.center().y() - height / 2, button_w, height)
        else:  # side by side
            buttons_w = 2 * button_w + self.gap
            boxes["buttons"] = QRectF(centre_x - buttons_w / 2, band.bottom() - button_h, buttons_w, button_h)

    def pile_line(self) -> float:
        """The piles' centre line."""
        return self.boxes["piles"].top() + self.pile_reach()[1]

    # -- fitting -----------------------------------------------------------------
    def fits(self) -> bool:
        """Whether every box lies on the table, clear of every other."""
        table = QRectF(0, 0, self.width, self.height)
        boxes = list(self.boxes.values())
        clear = self.clearance
        for at, box in enumerate(boxes):
            if not table.contains(box):
                return False
            grown = box.adjusted(-clear, -clear, clear, clear)
            if any(grown.intersects(other) for other in boxes[at + 1:]):
                return False
        return self.fan_room() >= 3 * CARD_WIDTH * self.size

    def readable_size(self) -> float:
        """The least size at which the words of an empty slot, of an empty pile's place and
        of a function's name fit in their card's outline."""
        function_w, function_h = self.words.function
        return max(self.words.pile / (CARD_WIDTH * PILE), self.words.slot / (2 * STATEMENT_HALF_WIDTH * MINE),
                   function_w / (CARD_HEIGHT * THEIRS), function_h / (CARD_WIDTH * THEIRS))

    def at(self, card_size: float) -> Plan:
        """This plan, fitted for the largest card size, laid out for the player's ``card_size``:
        smaller, but never too small for its words (nor larger than it fits)."""
        wanted = max(self.size * card_size / LARGEST_CARDS, self.readable_size())
        return replace(self, size=min(wanted, self.size))


@lru_cache(maxsize=64)
def fitted(players: int, width: float, height: float, words: Words) -> Plan:
    """The plan with the largest cards that fit, at the largest card size (kept: the table
    is laid out again at every change of the window's shape, and often to the same one)."""
    sides = SIDE_COLUMNS if players in (3, 4) else (2,)
    hands = (False, True) if players == 2 else (False,)
    plans = [_largest(Plan(players, width, height, words, LEAST_SIZE, rows, columns, buttons, hand))
             for rows in ROW_COLUMNS for columns in sides for buttons in (False, True) for hand in hands]
    return max(plans, key=lambda plan: plan.size)


def _largest(plan: Plan) -> Plan:
    """``plan`` with the largest cards at which it fits (found by halving the interval)."""
    low, high = LEAST_SIZE, MOST_SIZE
    for _ in range(20):
        middle = (low + high) / 2
        low, high = (middle, high) if replace(plan, size=middle).fits() else (low, middle)
    return replace(plan, size=low)
