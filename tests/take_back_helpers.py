"""Positions for the take-back and autosave tests: a session in which you have just
made a plain move, or one that revealed something, or after which two AIs move,
found by random play in any game."""

from __future__ import annotations

import random

from deskcards.engine.variants import user_variant_dir
from deskcards.games import load_game
from deskcards.session import GameSession, SeatInfo


def seats_for(game: str) -> list[SeatInfo]:
    players = load_game(game).players
    return [SeatInfo("You", "human")] + [SeatInfo(f"AI {n}", "ai", "easy") for n in range(1, players)]


def take_backs_rule(game: str, allowed: str) -> str:
    """A house rule of ``game`` with ``take_backs: allowed`` (in the test's own config folder); its name."""
    folder = user_variant_dir(game)
    folder.mkdir(parents=True, exist_ok=True)
    name = f"take-backs-{allowed}"
    (folder / f"{name}.yaml").write_text(f"title: Take-backs {allowed}\nextends: standard\n"
                                         f"description: Take-backs {allowed}.\nsettings: {{take_backs: {allowed}}}\n")
    return name


def reveals(session: GameSession, action) -> str | None:
    """What ``action`` would reveal to you, played now (the session is not touched)."""
    state = session.state.clone()
    return state.revealed(state.apply(action), 0)


def your_move(game: str, revealing: bool, ai_moves: int = 0, variant: str = "standard",
              ai_must_move: bool = False) -> GameSession:
    """A session in which you have just played an action that reveals something (or, with
    ``revealing`` False, nothing), followed by up to ``ai_moves`` AI actions revealing nothing
    (at least one if ``ai_must_move``). Found by random play from seed after seed."""
    for seed in range(40):
        rng = random.Random(seed)
        session = GameSession.new(game, variant, seats_for(game), seed=seed)
        for _ in range(400):
            if session.is_over():
                break
            legal = list(session.state.legal_actions())
            if session.state.current_player == 0:
                fitting = [action for action in legal if (reveals(session, action) is not None) == revealing]
                if fitting:
                    session.apply(rng.choice(fitting))
                    if _play_quiet_ai_moves(session, ai_moves) or not ai_must_move:
                        return session
                    break
            session.apply(rng.choice(legal))
    raise AssertionError(f"no position found in {game} for a {'revealing' if revealing else 'plain'} move")


def _play_quiet_ai_moves(session: GameSession, count: int) -> int:
    """Up to ``count`` AI actions that reveal nothing; how many were played."""
    for played in range(count):
        if session.is_over() or session.state.current_player == 0:
            return played
        quiet = [action for action in session.state.legal_actions() if reveals(session, action) is None]
        if not quiet:
            return played
        session.apply(quiet[0])
    return count


def after_the_ais_showed_cards(game: str) -> GameSession:
    """A session at your turn, after your move and the AI moves that followed it, at least
    one of which showed you something hidden (a draw, a card played). Found by random play."""
    for seed in range(40):
        rng = random.Random(seed)
        session = GameSession.new(game, "standard", seats_for(game), seed=seed)
        shown = False
        for _ in range(400):
            if session.is_over():
                break
            if session.state.current_player == 0 and shown:
                return session
            action = rng.choice(list(session.state.legal_actions()))
            if session.state.current_player == 0:
                shown = False  # only the AI moves after your last one count
            else:
                shown = shown or (session.human_moves > 0 and reveals(session, action) is not None)
            session.apply(action)
    raise AssertionError(f"no position found in {game} after AI moves that showed a card")


def play_one(session: GameSession, rng: random.Random) -> bool:
    """Play a random legal action; whether a human played it."""
    human = session.current_seat_kind() == "human"
    session.apply(rng.choice(list(session.state.legal_actions())))
    return human


def ais_to_move_twice(game: str) -> GameSession:
    """A session in which you have moved, then an AI, and another AI is to move."""
    for seed in range(100):
        session, rng = GameSession.new(game, "standard", seats_for(game), seed=seed), random.Random(seed)
        while not session.is_over() and len(session.record.actions) < 300:
            by_you = play_one(session, rng)
            if not by_you and session.human_moves and session.current_seat_kind() == "ai":
                return session
    raise AssertionError(f"no game of {game} where two AIs move after you")
