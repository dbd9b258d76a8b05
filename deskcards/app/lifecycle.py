"""The game on the table from its deal to its end, decided without Qt: the window
shows what this decides and asks the player the questions it words.

The rules it keeps:

- A game put on the table ``counts`` (every game but a screenshot's): it is
  autosaved, and goes into the statistics and the recent games when it ends, or
  as a loss when you leave it after moving in it (New game, Open record, Resume,
  Replay, Restart deal, a game chosen in the welcome). Leaving such a game is
  asked first: it cannot be resumed afterwards. A game only the AIs moved in, or one that is over, is left at once
  and counts for nothing more.
- At launch the autosave's game is offered back, once the table shows. "No" is not
  yet a new game: the saved one stays (Game > Resume unfinished game, or the
  question at the next launch) until you move in the new deal; then it is given
  up, a loss, and your new game is what the autosave holds.
- A deal nobody has touched is saved once the table shows: nothing is lost by
  saving it a frame later, and the launch does not wait for the disk.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from deskcards.engine.words import translate
from deskcards.saves import LoadResult, SaveError, load_autosave, save_session
from deskcards.scorebook import finished_game, update_book
from deskcards.session import GameSession


@dataclass(frozen=True)
class Question:
    """A question for the player; "Yes" does what it says."""

    title: str
    text: str


@dataclass(frozen=True)
class LaunchOffer:
    """What the autosave held at launch, and the game dealt in case it is not resumed.
    ``waits``: the deal, if played, waits for you before an AI moves first."""

    found: LoadResult
    dealt: GameSession
    waits: bool

    @property
    def picture(self) -> GameSession:
        """The game the table shows, still, behind the question."""
        return self.found.session or self.dealt

    @property
    def damage(self) -> str | None:
        """What to tell of an autosave that could not be read (and where it was kept)."""
        return self.found.problem

    def question(self) -> Question | None:
        """Whether to resume the saved game; None when there is none to resume."""
        if self.found.session is None:
            return None
        return Question(translate("window", "Resume?"),
                        translate("window", "Resume your {game}?", game=self.found.session.describe()))


class GameLifecycle:
    """The game on the table (``session``) and what becomes of it: resumed, kept,
    left, saved and recorded. ``report`` takes a problem with the files, for the
    log: it comes in the middle of a move, when no dialog should open."""

    def __init__(self, report: Callable[[str], None]) -> None:
        self.report = report
        self.session: GameSession | None = None
        self.counts = False  # whether the game on the table is saved and goes into the statistics
        # The autosave holds a game you chose not to resume: it is kept until you move in another.
        self.kept: GameSession | None = None
        self._human_moves_dealt = 0  # your moves in the game on the table when it was put there
        self._unsaved: GameSession | None = None  # a game whose first autosave waits for the table to show
        self._launch: LaunchOffer | None = None  # asked about once the table shows

    # -- launch and resume ------------------------------------------------------
    def offer_at_launch(self, dealt: GameSession, waits: bool) -> LaunchOffer | None:
        """What to ask about at launch, held until ``take_launch_offer``; None: nothing
        was saved, so ``dealt`` is played at once."""
        found = load_autosave()
        if found.problem is None and found.session is None:
            return None
        self._launch = LaunchOffer(found, dealt, waits)
        return self._launch

    def take_launch_offer(self) -> LaunchOffer | None:
        """The launch's offer, once: None when there is none or it was settled."""
        offer, self._launch = self._launch, None
        return offer

    def answer_launch(self, offer: LaunchOffer, resume: bool) -> tuple[GameSession, bool]:
        """The game to play after the player's answer, and whether it waits for you."""
        if resume and offer.found.session is not None:
            return offer.found.session, False
        self.kept = offer.found.session
        return offer.dealt, offer.waits

    def saved_game(self) -> LoadResult:
        """Game > Resume unfinished game: what the autosave holds."""
        return load_autosave()

    def resume_saved(self) -> None:
        """The saved game goes back on the table: it is no longer kept aside."""
        self.kept = None

    def is_on_table(self, session: GameSession) -> bool:
        """Whether ``session``'s game is the one on the table."""
        return self.session is not None and session.record == self.session.record

    # -- leaving ----------------------------------------------------------------
    def leave_question(self, title: str) -> Question | None:
        """What to ask before the game on the table is replaced; None: it may go at once."""
        if not self._yours_and_going_on():
            return None
        assert self.session is not None
        return Question(title, translate("window", "Leave your {game}? It cannot be resumed afterwards, "
                                                   "and counts as a loss.", game=self.session.describe()))

    def abandon(self) -> None:
        """The player agreed to leave the game on the table: it counts as a loss, if it counts."""
        if self.counts and self._yours_and_going_on():
            assert self.session is not None
            self._record(self.session, abandoned=True)

    def _yours_and_going_on(self) -> bool:
        session = self.session
        return session is not None and not session.is_over() and session.human_moves > 0

    # -- playing ----------------------------------------------------------------
    def put_on_table(self, session: GameSession, counts: bool) -> None:
        """``session`` is the game on the table now; with ``counts`` it is saved and recorded."""
        self.session, self.counts = session, counts
        self._human_moves_dealt = session.human_moves
        self._unsaved = session if counts else None

    def take_first_save(self) -> GameSession | None:
        """The game whose first autosave is due, once the table shows; None when none is."""
        unsaved, self._unsaved = self._unsaved, None
        return unsaved

    def after_action(self, session: GameSession) -> None:
        """An action was played in ``session`` (a counted game): one just ended is recorded."""
        if session.is_over():
            self._record(session)

    def write_autosave(self, session: GameSession) -> None:
        """Write ``session`` to the autosave, unless the game kept there must stay."""
        if self.kept is not None and session.human_moves == self._human_moves_dealt:
            return  # not your game yet: the one you did not resume stays saved
        if self.kept is not None:  # the game you quit over, and then did not resume, is given up now
            self._record(self.kept, abandoned=True)
            self.kept = None
        try:
            save_session(session)
        except SaveError as exc:
            self.report(str(exc))

    def _record(self, session: GameSession, abandoned: bool = False) -> None:
        """Put a finished or abandoned game into the statistics and the recent games."""
        finished = finished_game(session, abandoned=abandoned)
        if finished is not None:
            for problem in update_book(lambda book: book.add(finished)):
                self.report(problem)
