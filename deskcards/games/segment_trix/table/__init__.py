"""Segment Trix on the table: seven-segment cards, chips that fly onto them,
a trick in the middle and a chooser for how to play a card.

The engine decides everything. The chooser asks the font which digit a set
of chips makes and the engine whether that play is allowed (and why not);
the events ``apply`` reports are animated in order: a card to the trick,
its chips from the player's row onto its segments, the trick to the
winner's pile, a round's scores, the next deal.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from deskcards.engine.events import CardMoved, Event, GameOver
from deskcards.engine.game import Action
from deskcards.engine.words import translate, translate_count
from deskcards.games.segment_trix.table.segment_art import SegmentDeckArt
from deskcards.ui.card_art import FacePainter
from deskcards.ui.card_table import CardTable
from deskcards.ui.game_table import GameTable, Keepsake
from deskcards.ui.spots import Spot
from deskcards.ui.table_cards import Place
from deskcards.ui.table_gestures import Gesture, Moves, Pending, Refused
from deskcards.ui.table_items import SeatPlate

from ..actions import Play
from ..cards import colour_of, value_of
from ..events import CardReadAs, ChipsPlaced, RoundScored, RoundStarted, TrickWon
from ..font import SEGMENTS
from ..narrate import chips_count, narrate, points_count, tricks_count
from ..places import place_words, trick_words
from ..rules import SegmentTrixRules
from ..score_sheet import RoundRow
from ..state import SegmentTrixState
from .chips import ChipRows, ChipsOnCards
from .choice import Choice
from .chooser import Chooser
from .layout import Room, SegmentTrixLayout, boxed
from .scoreboard import TableScores

if TYPE_CHECKING:
    from deskcards.session import SeatedGame
    from deskcards.ui.animator import Animator
    from deskcards.ui.preferences import Preferences
    from deskcards.ui.table_scene import TableScene

Key = Hashable
KEYS = {**{letter: f"seg:{letter}" for letter in SEGMENTS}, "u": "turn", "t": "turn",
        **{str(digit): f"digit:{digit}" for digit in range(10)}}
CHOOSER_KEYS: dict[int, str] = {Qt.Key.Key_Escape: "cancel", Qt.Key.Key_Return: "play", Qt.Key.Key_Enter: "play"}


@dataclass(frozen=True)
class Tally:
    """What the plates show, as of the animation shown so far (the state runs ahead)."""

    unused: tuple[int, ...]
    tricks: tuple[int, ...]
    collected: tuple[int, ...]
    totals: tuple[int, ...]

    @classmethod
    def of(cls, state: SegmentTrixState) -> Tally:
        return cls(state.unused_chips, state.tricks_won, state.chips_collected, state.totals)


def _with(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return values[:seat] + (value,) + values[seat + 1:]


class SegmentTrixTable(CardTable[SegmentTrixState, SegmentTrixRules]):
    state_type, ruleset_type = SegmentTrixState, SegmentTrixRules
    keeps_scoreboard = True

    def __init__(self, scene: TableScene, animator: Animator, session: SeatedGame, names: Sequence[str],
                 human: int | None, prefs: Preferences, confirm: Callable[[str], bool]) -> None:
        settings = self.ruleset_of(session).settings
        self.players = session.ruleset.players
        self.art = SegmentDeckArt(settings.colours, settings.font, settings.trump)
        super().__init__(scene, animator, session, names, human, prefs, confirm)
        self.read_as: dict[int, tuple[int, bool, int]] = {}  # card -> (seat, upside down, digit), this round
        self.tally = Tally.of(self.state)
        self.chooser = Chooser(scene, self.art)
        self.scoreboard = TableScores(scene, self.names, self.ruleset, session.record)
        self.layout = SegmentTrixLayout(self.players, human if human is not None else 0, self.area, self._room())
        self.chooser.place(self.layout.chooser().topLeft())
        self.scoreboard.place(self.layout.scores_button(), self.layout.scoreboard())
        self.supply = ChipRows(scene, [self.say.says("segment-trix", seat, "one of your unused chips",
                                                        "one of {player}'s unused chips")
                                          for seat in range(self.players)], self.layout.supply)
        self.chips = ChipsOnCards(scene)
        area = self.layout.trick_area()
        trick = Spot("trick", "", (area.width() - 12, area.height() - 12))
        trick.name = "the trick"
        trick.setPos(area.center())
        scene.register("trick", trick)
        self.fixtures.build_plates([self.layout.plate(seat) for seat in range(self.players)])

    def _room(self) -> Room:
        """What the words take at the view's scale: a plate at its widest (the most chips,
        tricks and points a seat may show), the chooser, the scoreboard and the Scores button, as shown."""
        setup, hand = self.ruleset.setup, len(self.ruleset.in_play) // self.players
        most = setup.chips * self.players
        plate = SeatPlate("", QColor())
        plate.fit_view(self.scene.view_scale)
        widest = QRectF()
        for seat in range(self.players):
            plate.name = self._plate_name(seat, setup.rounds * (2 * hand + most))
            plate.update_state(detail=self._plate_detail(setup.chips, hand, most))
            widest = widest.united(plate.boundingRect())
        board = self.scoreboard.board.sceneBoundingRect()
        return Room(plate=boxed(widest), chooser=self.chooser.size(), board=(board.width(), board.height()),
                    button=boxed(self.scoreboard.button.boundingRect()), hand=hand, chips=setup.chips,
                    card_size=self.card_scale)

    def placed(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        """Where ``place_for`` puts the card: the layout took the player's card size into its fit."""
        return self.place_for(zone, index, card)

    def keepsake(self) -> Keepsake:
        """The banner, and the choice half made in the chooser and the scoreboard, if up."""
        return {**super().keepsake(), "choice": self.chooser.choice, "scores": self.scoreboard.board.isVisible()}

    def restore(self, kept: Keepsake) -> None:
        super().restore(kept)
        self.scoreboard.board.setVisible(kept["scores"])
        choice = kept["choice"]
        if choice is not None and self._my_turn() and choice.card in self._hand():
            self._open(choice)

    def face_painter(self) -> FacePainter:
        return self.art.face_painter()

    def card_words(self, card: int) -> str:
        return f"{self.ruleset.settings.colours[colour_of(card)]} {value_of(card)}"

    def place_words(self, zone: str, index: int, card: int | None) -> str:
        if zone == "trick" and card in self.read_as:
            seat, upside_down, digit = self.read_as[card]
            return trick_words(seat, digit, upside_down, self.say)
        if card is not None and zone == f"hand:{self.human}":  # your cards are numbered, as you move along them
            return translate("segment-trix", "your hand, card {number} of {count}", number=index + 1,
                             count=len(self.cards.in_pile(zone)))
        return place_words(zone, index, self.say)

    # -- zones ---------------------------------------------------------------
    def is_pile(self, zone: str) -> bool:
        return zone == "deck" or zone.startswith(("hand:", "won:"))

    def refans(self, zone: str) -> bool:
        return zone.startswith("hand:")

    def display_order(self, zone: str, cards: list[int]) -> list[int]:
        return sorted(cards) if zone.startswith("hand:") else cards  # by colour, then value

    def place_for(self, zone: str, index: int, card: int) -> tuple[Place, bool]:
        if zone.startswith("hand:"):
            seat = int(zone[5:])
            choice = self.chooser.choice
            chosen = choice is not None and choice.card == card
            place = self.layout.hand(seat, index, len(self.cards.piles[zone]), chosen)
            if chosen and choice is not None and choice.upside_down:  # it turns as you turn it in the chooser
                place = replace(place, rotation=place.rotation + 180.0)
            return place, seat == self.human
        if zone == "trick":
            seat, upside_down, _ = self.read_as[card]
            return self.layout.trick(seat, upside_down), True
        if zone.startswith("won:"):
            place = self.layout.won(int(zone[4:]), index)
            return replace(place, rotation=180.0 if self.read_as.get(card, (0, False))[1] else 0.0), True
        return self.layout.deck(), False  # the deck between rounds, and the box

    def sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        state = self.state
        self.read_as = {play.card: ((state.leader + position) % self.players, play.upside_down, play.digit)
                        for position, play in enumerate(state.trick)}
        self.chips.clear()
        super().sync(zones)

    def after_sync(self, zones: Mapping[str, Sequence[int]]) -> None:
        for card in zones.get("box", ()):
            self.cards.items[card].setVisible(False)  # a three-player game leaves these out
        for card, (_seat, upside_down, digit) in self.read_as.items():
            self.chips.lay(self.cards.items[card], self.art.chip_segments(card, upside_down, digit), upside_down)
        self.tally = Tally.of(self.state)
        self._show_tally(self.tally)
        self.chooser.close()
        self.scoreboard.board.setVisible(self.state.is_terminal())  # a finished game opens on its scores

    # -- the human's gestures (the engine judges every play) -----------------
    def _my_turn(self) -> bool:
        return self.human is not None and self.state.current_player == self.human

    def _hand(self) -> list[int]:
        return self.cards.in_pile(f"hand:{self.human}")

    def sources(self) -> list[Key]:
        if not self._my_turn():
            return []
        choice = self.chooser.choice
        if choice is None:
            return [*self._hand(), *self.scoreboard.keys()]
        # Open, the chooser's keys come right after its card, where the ring is: Tab goes on to them.
        rest = [card for card in self._hand() if card != choice.card]
        return [choice.card, *self.chooser.keys(), *rest, *self.scoreboard.keys()]

    def targets(self, source: Key) -> list[Key]:
        return ["trick"] if isinstance(source, int) else []

    def opens_on_click(self, source: Key) -> bool:
        return isinstance(source, int)

    def ring_after_click(self, source: Key) -> Key:
        """A click in the chooser leaves the ring on its card: Enter then plays it, as the chooser says."""
        choice = self.chooser.choice
        keys = self.chooser.keys()  # the chooser's keys shown now, a list
        return choice.card if choice is not None and source in keys else source

    def action_for(self, source: Key, target: Key | None) -> Gesture:
        """A play, nothing yet (the chooser changed), or a sentence why not."""
        if source in self.scoreboard.keys():  # noqa: SIM118 (the scoreboard's table keys, a list, not a dict)
            self.show_scores()
            return Pending()
        if isinstance(source, int):
            if target is None and self.chooser.choice is not None and self.chooser.choice.card == source:
                return self._play_choice()  # a second click on the card plays it as chosen
            on_trick = isinstance(target, int) and self.cards.where.get(target, ("",))[0] == "trick"
            if target is None or target == "trick" or on_trick:
                self._open(Choice(self.ruleset, source))
                return Pending()
            return Refused(translate("segment-trix",
                                     "Drop the card in the middle of the table to choose how to play it."))
        assert isinstance(source, str)  # the rest are the chooser's keys
        return self._chooser_key(source)

    def _open(self, choice: Choice) -> None:
        self.scoreboard.board.hide()  # it would cover the chooser
        self.chooser.open(choice, self.state)
        self._relift()
        self.scene.announced.emit(translate("segment-trix", "Choose how {card} plays: {verdict} Tab goes to its keys.",
                                            card=choice.name(), verdict=self.chooser.panel.verdict))

    def close_chooser(self) -> None:
        if self.chooser.choice is not None:
            self.chooser.close()
            self._relift()

    def _relift(self) -> None:
        """Raise the card being chosen out of your fan, turned as chosen, and the others back into it."""
        self.cards.lay_again(f"hand:{self.human}")

    def _chooser_key(self, key: str) -> Gesture:
        choice = self.chooser.choice
        if choice is None:
            return Refused(translate("segment-trix", "Pick a card first: Tab to it and press Enter, or click it."))
        if key == "play":
            return self._play_choice()
        if key == "cancel":
            self.close_chooser()
            return Pending()
        if key.startswith("digit:") and choice.digit == int(key[6:]):
            return self._play_choice()  # it reads as that digit already: pressed again, it plays
        said, did = self._change(choice, key)
        self.chooser.show(self.state, said)
        self._relift()
        if said:
            return Refused(said)
        if not (key.startswith("digit:") and self.scene.focus_key == key):  # its new name says it there, once
            self.scene.announced.emit(did)  # what the key did, and what the card plays as now, for a screen reader
        return Pending()

    def _change(self, choice: Choice, key: str) -> tuple[str | None, str]:
        """Work a chooser's key on ``choice``: why it could not (or None), and what it did, in words."""
        reads = choice.reads_words  # asked once the key has worked
        if key == "turn":
            had_chips = bool(choice.chips)
            choice.turn()
            if had_chips:
                return None, translate("segment-trix", "Turned over, chips off: {reads}.", reads=reads(self.state))
            return None, translate("segment-trix", "Turned over: {reads}.", reads=reads(self.state))
        if key.startswith("seg:"):
            letter = key[4:]
            said = choice.toggle(letter)
            if letter in choice.chips:
                return said, translate("segment-trix", "Chip on segment {letter}: {reads}.", letter=letter.upper(),
                                       reads=reads(self.state))
            return said, translate("segment-trix", "Chip off segment {letter}: {reads}.", letter=letter.upper(),
                                   reads=reads(self.state))
        said = choice.pick(int(key.removeprefix("digit:")))
        words = reads(self.state)
        if choice.problem(self.state):
            return said, words
        return said, translate("segment-trix", "{reads}. Press it again to play it.",
                               reads=words[:1].upper() + words[1:])

    def _play_choice(self) -> Moves | Refused:
        choice = self.chooser.choice
        assert choice is not None  # played from an open chooser
        problem = choice.problem(self.state)
        if problem:
            self.chooser.show(self.state, problem)
            return Refused(problem)
        self.chooser.close()  # the card leaves your fan: the move that follows closes the gap
        return Moves(choice.play)

    def hint_keys(self, action: Action) -> tuple[Sequence[Key], Sequence[Key]]:
        assert isinstance(action, Play)  # the game's one kind of move
        return [action.card], ["trick"]

    def extra_key(self, key: int, text: str) -> bool:
        if key == Qt.Key.Key_Escape and self.scoreboard.board.isVisible():
            self.show_scores()
            return True
        if self.chooser.choice is None:
            return False
        pressed = CHOOSER_KEYS.get(key)
        pressed = pressed or KEYS.get(text.lower())
        if pressed is None:
            return False
        reason = self.runner.activate(pressed, None)
        if reason:
            self.scene.refused.emit(reason)
        return True

    def hover(self, key: Key | None) -> None:
        self.chooser.hover(key)

    def turn_changed(self, humans_turn: bool) -> None:
        if not humans_turn:
            self.close_chooser()

    def set_thinking(self, seat: int | None) -> None:
        pass  # the plate of the seat to move is lit; the status line says who is thinking

    # -- events to animation -------------------------------------------------
    def log_lines(self, events: Sequence[Event], before: SegmentTrixState, after: SegmentTrixState) -> list[str]:
        return narrate(events, self.names, self.human, before)

    def show(self, events: Sequence[Event]) -> None:
        self.chooser.close()
        super().show(events)
        seat = self.state.current_player
        self.animator.enqueue(lambda: self.fixtures.mark_turn(seat))

    def show_event(self, event: Event, batch: list[CardMoved]) -> None:
        rows = self.scoreboard.note(event)
        if isinstance(event, CardMoved):
            if batch and batch[-1].target == "deck" and event.source == "deck":
                self.cards.flush(batch)  # the cards gather, then the next round is dealt from them
            batch.append(event)
            return
        if isinstance(event, CardReadAs):
            self.read_as[event.card] = (event.seat, event.upside_down, event.digit)
        self.cards.flush(batch)
        if isinstance(event, ChipsPlaced):
            self._queue_chips(event)
        elif isinstance(event, TrickWon):
            self._queue_trick_won(event)
        elif isinstance(event, RoundScored):
            assert rows is not None  # the scoreboard notes every round's scores
            self._queue_round_scores(event, rows)
        elif isinstance(event, RoundStarted):
            self.read_as = {}
            chips = self.ruleset.setup.chips
            none = (0,) * self.players
            self._queue_tally(replace(self.tally, unused=(chips,) * self.players, tricks=none, collected=none))
        elif isinstance(event, GameOver):
            self.animator.enqueue(lambda: self.show_banner(event))

    def move_kind(self, event: CardMoved) -> str:
        if event.source == "deck":
            return "deal"
        return "play" if event.target == "trick" else "move"

    def _queue_chips(self, event: ChipsPlaced) -> None:
        _, upside_down, digit = self.read_as[event.card]
        letters = self.art.chip_segments(event.card, upside_down, digit)

        def fly():
            starts = self.supply.take(event.seat, event.chips)
            return self.chips.lay(self.cards.items[event.card], letters, upside_down, starts, self.ms("play"))

        self.animator.enqueue(fly)
        self._queue_tally(replace(self.tally, unused=_with(self.tally.unused, event.seat, event.left)))

    def _queue_trick_won(self, event: TrickWon) -> None:
        winning = next(card for card in event.cards if self.read_as[card][0] == event.seat)
        taken = (translate("segment-trix", "You take the trick") if event.seat == self.human
                 else translate("segment-trix", "{player} takes the trick", player=self.names[event.seat]))
        # The whole trick stays in view to be read, however fast the moves: as
        # played, then with its winner lit while the word fades.
        self.animator.pause(self.read_ms("trick") - self.ms("banner") // 2)
        self.animator.enqueue(lambda: self.cards.items[winning].set_highlight("win"))
        self.animator.enqueue(lambda: self.overlays.flash(taken, self.layout.middle()))
        self.animator.enqueue(lambda: self.cards.items[winning].set_highlight(None))
        tally = self.tally
        self._queue_tally(replace(tally, tricks=_with(tally.tricks, event.seat, tally.tricks[event.seat] + 1),
                                  collected=_with(tally.collected, event.seat,
                                                  tally.collected[event.seat] + event.chips)))

    def _queue_round_scores(self, event: RoundScored, rows: list[RoundRow]) -> None:
        """The scoreboard comes up with the round's row; the game's last round leaves it up.
        Between rounds it waits for your click or Enter, as Segmentation Fault's panel
        between hands does (a table of AIs only pauses); then the next round is dealt."""
        self._queue_tally(replace(self.tally, totals=event.totals))
        self.animator.enqueue(lambda: self.scoreboard.show(rows))
        if not self.state.is_terminal():
            if self.human is None:
                self.animator.pause(self.ms("banner") * 2)
            else:
                prompt = translate("segment-trix", "Press Enter to deal round {number}, or click the table.",
                                   number=event.number + 1)
                self.animator.enqueue(lambda: self._prompt_next_round(prompt))
                self.animator.hold()
                self.animator.enqueue(lambda: self._prompt_next_round(None))
            self.animator.enqueue(self.scoreboard.board.hide)
        self.animator.enqueue(self.chips.clear)  # the cards go back to the deck

    def _prompt_next_round(self, prompt: str | None) -> None:
        self.scoreboard.board.set_prompt(prompt)
        if self.scene.host is not None:
            self.runner.status_changed.emit(self.status())

    def dismiss_banner(self, where: QPointF | None) -> bool:
        """A click anywhere (or Enter) between rounds puts the scores away and deals the next round."""
        if self.scoreboard.board.prompt is not None:
            return self.animator.release()
        return super().dismiss_banner(where)

    def show_scores(self) -> None:
        """Show or hide the scoreboard (the Scores button, the S key, a click on the board)."""
        self.scoreboard.toggle()

    # -- plates and words ------------------------------------------------------
    def _queue_tally(self, tally: Tally) -> None:
        self.tally = tally
        self.animator.enqueue(lambda: self._show_tally(tally))

    def _show_tally(self, tally: Tally) -> None:
        for seat, plate in enumerate(self.fixtures.plates):
            plate.prepareGeometryChange()
            plate.name = self._plate_name(seat, tally.totals[seat])
            plate.update_state(detail=self._plate_detail(tally.unused[seat], tally.tricks[seat], tally.collected[seat]))
        for seat, count in enumerate(tally.unused):
            self.supply.show(seat, count)

    def _plate_name(self, seat: int, points: int) -> str:
        return translate("segment-trix", "{player} · {points}", player=self.names[seat], points=points_count(points))

    def _plate_detail(self, unused: int, tricks: int, collected: int) -> str:
        # "won", not "taken": the chips lying on the tricks the seat won, which score 1 each
        won = translate_count("segment-trix", collected, "{count} chip won", "{count} chips won")
        return translate("segment-trix", "{chips} left · {tricks} · {won}", chips=chips_count(unused),
                         tricks=tricks_count(tricks), won=won)

    def scores(self) -> list[tuple[str, str]]:
        state = self.state
        return [(name, translate("segment-trix", "{points} · {chips} · {tricks}",
                                 points=points_count(state.totals[seat]), chips=chips_count(state.unused_chips[seat]),
                                 tricks=tricks_count(state.tricks_won[seat])))
                for seat, name in enumerate(self.names)]

    def status(self) -> str:
        if self.scoreboard.board.prompt is not None:
            return self.scoreboard.board.prompt
        waiting = self.overlays.waiting_status()
        if waiting:
            return waiting
        choice = self.chooser.choice
        if choice is not None:
            return translate("segment-trix", "Add chips to grey segments (keys A–G, or click them), Turn the card "
                             "(U) or pick a digit (0–9); Enter or Play plays it, Esc cancels.")
        trick = self.state.trick
        turn = translate("segment-trix", "Your turn: Tab to a card and press Enter (or click it) to choose how "
                         "to play it. S shows the scores.")
        if not trick:
            return turn
        colour = self.ruleset.plays.names.colour(colour_of(trick[0].card))
        return translate("segment-trix", "{colour} was led. {turn}", colour=colour.capitalize(), turn=turn)


TABLE: type[GameTable] = SegmentTrixTable  # mypy checks the table keeps to the protocol
