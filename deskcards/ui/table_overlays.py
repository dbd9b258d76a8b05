"""What a table shows over its cards for a while: Game > Hint's lifted and lit
cards, the banner under the table (the game is over, or waits for you to start),
a word that flashes up, and the status line while it is not your move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QPropertyAnimation

from deskcards.engine.events import GameOver
from deskcards.engine.game import Action
from deskcards.engine.words import translate
from deskcards.games import spec
from deskcards.games.log_sentences import seat_words
from deskcards.ui.card_item import CardItem
from deskcards.ui.table_items import Banner, Flash

if TYPE_CHECKING:
    from deskcards.hints import Hint
    from deskcards.session import SeatedGame
    from deskcards.ui.table_cards import CardsOnTable
    from deskcards.ui.table_scene import TableScene

# For a hint of an action: the cards (or controls) to lift, and where they go (lit).
HintKeys = Callable[[Action], tuple[Sequence[Hashable], Sequence[Hashable]]]


class TableOverlays:
    def __init__(self, scene: TableScene, session: SeatedGame, cards: CardsOnTable, names: Sequence[str],
                 human: int | None, ms: Callable[[str], int], hint_keys: HintKeys):
        self.scene, self.session, self.cards, self.names, self.human = scene, session, cards, names, human
        self.ms, self.hint_keys = ms, hint_keys
        self.banner: Banner | None = None
        self.game_over: GameOver | None = None  # what the banner says, while it is up
        self.hinted: list[Hashable] = []  # what the hint on show lifted and lit

    # -- Game > Hint ---------------------------------------------------------
    def show_hint(self, hint: Hint) -> str:
        """Lift and light what ``hint`` names; its line for the status, with the seats' names."""
        self.clear_hint()
        session = self.session
        action, seat = session.ruleset.parse_action(hint.action), session.state.current_player
        if seat is not None:  # worded here, in the player's language: the AI process words it in English
            hint = replace(hint, words=spec(session.record.game).action_words(session.state.observation(seat), action))
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
        return reason_for_people(hint.sentence(), self.names, self.human)

    def _tops(self, keys: Sequence[Hashable]) -> list[int]:
        """The top card of each pile among ``keys``."""
        return [self.cards.in_pile(key)[-1] for key in keys if isinstance(key, str) and self.cards.in_pile(key)]

    def clear_hint(self) -> None:
        """Put what the last hint lifted and lit back (a move has been made)."""
        for key in self.hinted:
            item = self.scene.items_by_key.get(key)
            if getattr(item, "highlight", None) == "hint":
                self.scene.mark(key, None)
            if isinstance(item, CardItem):
                item.set_lifted(False)
        self.hinted.clear()

    # -- the banner under the table --------------------------------------------
    def show_game_over(self, event: GameOver) -> Banner:
        """The banner that says who won, and why; put up, and returned."""
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
        banner = self._put_banner(Banner(title, reason_for_people(event.reason, self.names, self.human)))
        self.game_over = event
        return banner

    def invite_start(self) -> str:
        """The table waits for you before an AI makes the first move (a game you did not
        ask for, as at launch): say so under the table. The status line's words."""
        first_seat = self.session.state.current_player
        assert first_seat is not None  # a game just dealt has a seat to move
        first = self.names[first_seat]
        banner = Banner(translate("table", "{player} plays first", player=first),
                        translate("table", "Press Enter to start, or click the table."))
        banner.setToolTip(translate("table", "Click (or press Enter) to start the game"))
        self._put_banner(banner)
        return translate("table", "{player} plays first: press Enter to start, or click the table.", player=first)

    def _put_banner(self, banner: Banner) -> Banner:
        """``banner`` in the band under the table, in place of any other."""
        self.clear_banner()
        self.banner = banner
        self.scene.addItem(banner)
        self.scene.show_in_band([banner])
        return banner

    def banner_at(self, where: QPointF | None) -> bool:
        """Whether a click at ``where`` is on the banner (None, for Enter or Space, is not)."""
        return self.banner is not None and where is not None and self.banner.sceneBoundingRect().contains(where)

    def clear_banner(self) -> None:
        if self.banner is not None:
            self.scene.removeItem(self.banner)
            self.banner = self.game_over = None
            self.scene.show_in_band([])  # the table takes its room back

    # -- words that come and go ------------------------------------------------
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

    def waiting_status(self) -> str | None:
        """The status line when it is not your move, or None when it is."""
        state = self.session.state
        if state.is_terminal():
            return translate("table", "The game is over. Review it, or start a new one, from the Game menu.")
        seat = state.current_player
        if seat != self.human:
            assert seat is not None  # a game not over has a seat to move
            return translate("table", "{player} is thinking…", player=self.names[seat])
        return None


def reason_for_people(reason: str, names: Sequence[str], you: int | None) -> str:
    """Engine sentences say "Seat 2 wins"; the table says the seat's name, or "You win"."""
    if you is not None:
        reason = reason.replace(translate("table", "{seat} wins", seat=seat_words(you)), translate("table", "You win"))
    for seat in range(len(names) - 1, -1, -1):
        reason = reason.replace(seat_words(seat), names[seat])
    return reason
