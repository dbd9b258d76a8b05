"""Game sessions, the autosave, preferences and the AI worker process."""

import os
import random
import re
import signal
import subprocess
import sys
from datetime import datetime
from pathlib import Path
from types import SimpleNamespace

import pytest
import yaml

from deskcards.ai.agent import SearchingAgent
from deskcards.ai_process import READY, worker_main
from deskcards.engine.game import IllegalAction
from deskcards.engine.record import MAX_RECORD_BYTES, GameRecord, RecordError
from deskcards.saves import (
    LoadResult,
    SaveError,
    autosave_path,
    keep_aside,
    load_autosave,
    open_record,
    save_record_as,
    save_session,
    write_atomic,
)
from deskcards.session import GameSession, SeatInfo
from deskcards.ui.ai_worker import AIWorker
from deskcards.ui.preferences import (
    Preferences,
    load_preferences,
    read_preferences,
    save_preferences,
    settings_path,
)

REPO = Path(__file__).resolve().parents[2]
SEATS = [SeatInfo("You", "human"), SeatInfo("Ada", "ai", "easy"), SeatInfo("Bo", "ai", "medium"),
         SeatInfo("Cy", "ai", "hard")]
SEED = 133  # random play lasts 90 actions and action 7 is a play (the AI-worker tests search it)
SIGNAL_TIMEOUT_MS = 30_000  # spawning a process on a busy 2-core machine can be slow


def play_random(session, actions, seed=SEED):
    """Play up to ``actions`` random legal actions, the same ones for the same seed."""
    rng = random.Random(seed)
    while len(session.record.actions) < actions and not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def mid_game(actions=10, on_change=None):
    return play_random(GameSession.new("segfault", "standard", SEATS, seed=SEED, on_change=on_change), actions)


def assert_same_game(one, other):
    assert one.state.zones() == other.state.zones()
    assert one.state.observation(0) == other.state.observation(0)


# -- the session -----------------------------------------------------------------


def test_apply_appends_the_action_text_and_calls_on_change():
    changes = []
    session = GameSession.new("segfault", "standard", SEATS, seed=SEED, on_change=changes.append)
    draw = session.state.legal_actions()[0]
    session.apply(draw)
    play = session.state.legal_actions()[3]
    session.apply(play)
    assert session.record.actions == ["draw", str(play)]
    assert changes == [session, session]


def test_an_illegal_action_leaves_state_and_record_untouched():
    changes = []
    session = mid_game(5, on_change=changes.append)
    before, actions, changed = session.state.clone(), list(session.record.actions), len(changes)
    wrong = next(action for action in map(session.ruleset.parse_action, ("draw", "swap 1"))
                 if action not in session.state.legal_actions())
    with pytest.raises(IllegalAction):
        session.apply(wrong)
    assert session.state == before
    assert session.record.actions == actions
    assert len(changes) == changed


def test_a_new_game_without_a_seed_draws_a_fresh_one():
    seeds = {GameSession.new("segfault", "standard", SEATS).record.seed for _ in range(3)}
    assert len(seeds) == 3


def test_seats_tell_who_moves():
    session = GameSession.new("segfault", "standard", SEATS, seed=SEED)
    assert session.human_seats() == [0]
    assert session.current_seat_kind() == SEATS[session.state.current_player].kind
    finished = play_random(GameSession.new("segfault", "standard", SEATS, seed=SEED), 1000)
    assert finished.is_over() and finished.current_seat_kind() is None


def test_only_the_human_seats_actions_count_as_your_moves():
    session, rng, yours = GameSession.new("segfault", "standard", SEATS, seed=SEED), random.Random(SEED), 0
    for _ in range(12):
        yours += SEATS[session.state.current_player].kind == "human"
        session.apply(rng.choice(session.state.legal_actions()))
    assert 0 < session.human_moves == yours < 12
    assert GameSession.from_yaml(session.to_yaml()).human_moves == yours  # counted in a replay too
    ais_only = [SeatInfo("Ann", "ai", "easy"), *SEATS[1:]]
    assert GameSession.from_record(session.record, ais_only).human_moves == 0


def seats_for_players(players):
    return [SeatInfo("You", "human")] + [SeatInfo(f"AI {n}", "ai", "easy") for n in range(1, players)]


@pytest.mark.parametrize("game, players, actions, described", [
    ("segment-trix", 4, 42, "Segment Trix game, round 2 of 4, trick 2"),
    ("segment-trix", 3, 0, "Segment Trix game, round 1 of 6, trick 1"),
    ("segfault", 4, 10, "Segmentation Fault game, hand 1, turn 4"),
    ("destiny", 3, 15, "Destiny game, hand 2"),
    ("runtime-error", 2, 20, "Runtime Error game, turn 13"),
    ("blackjack", 3, 20, "Blackjack (shedding) game, turn 9"),
])
def test_a_game_says_how_far_it_has_come(game, players, actions, described):
    session = GameSession.new(game, "standard", seats_for_players(players), seed=SEED)
    assert play_random(session, actions).describe() == described


def test_a_segfault_match_of_several_rounds_names_the_round():
    from game_helpers import rules_without_variant

    assert rules_without_variant("segfault", 4, hands_to_win=2).new_state(SEED).progress() == "hand 1, turn 1"


def test_yaml_round_trip_of_a_mid_game_session():
    session = mid_game(17)
    again = GameSession.from_yaml(session.to_yaml())
    assert again.record == session.record and again.seats == session.seats
    assert_same_game(again, session)
    assert GameRecord.loads(session.to_yaml()) == session.record  # still a plain record too


def test_from_record_copies_the_record_and_replay_errors_pass_up():
    record = GameRecord("segfault", "standard", 4, SEED, ["draw"])
    session = GameSession.from_record(record, SEATS)
    session.apply(session.state.legal_actions()[0])
    assert record.actions == ["draw"]
    with pytest.raises(RecordError, match=r"action 2 \('draw'\)"):
        GameSession.from_record(GameRecord("segfault", "standard", 4, SEED, ["draw", "draw"]), SEATS)


@pytest.mark.parametrize("seats, expected", [
    (SEATS[:3], "4 players but 3 seats"),
    ([*SEATS[:3], SeatInfo("Cy", "ai", "godlike")], "AI level 'godlike'; choose from random, easy"),
    ([SeatInfo("You", "human", "hard"), *SEATS[1:]], "is a human but has an AI level"),
])
def test_seats_must_fit_the_game(seats, expected):
    record = GameRecord("segfault", "standard", 4, SEED)
    with pytest.raises(RecordError, match=re.escape(expected)):
        GameSession.from_record(record, seats)


@pytest.mark.parametrize("seats, expected", [
    (None, "'seats' must be a list"),
    ("four", "'seats' must be a list"),
    ([["You", "human"]] * 4, "seat 1 must be a mapping"),
    ([{"name": "You", "kind": "human", "colour": "red"}] * 4, "seat 1 must be a mapping with only"),
    ([{"name": "", "kind": "human"}] * 4, "seat 1's name must be text"),
    ([{"name": 7, "kind": "human"}] * 4, "seat 1's name must be text"),
    ([{"name": "You", "kind": "robot"}] * 4, "seat 1's kind must be human or ai, got 'robot'"),
    ([{"name": "You", "kind": "ai", "level": 3}] * 4, "seat 1's level must be text"),
])
def test_bad_seats_in_a_save_are_refused(seats, expected):
    data = yaml.safe_load(mid_game(3).to_yaml())
    data["seats"] = seats
    with pytest.raises(RecordError, match=re.escape(expected)):
        GameSession.from_yaml(dump_without_aliases(data))


class _NoAliases(yaml.SafeDumper):
    def ignore_aliases(self, data):
        return True


def dump_without_aliases(data) -> str:
    """YAML as the app writes it: a seat repeated (``[seat] * 4``) written out each time,
    not as an alias, which the safe reader refuses."""
    return yaml.dump(data, Dumper=_NoAliases)


# -- files -----------------------------------------------------------------------


def test_write_atomic_replaces_the_file_and_leaves_no_temp(tmp_path):
    path = tmp_path / "deep" / "file.yaml"
    write_atomic(path, "old\n")
    write_atomic(path, "new ü\n")
    assert path.read_text(encoding="utf-8") == "new ü\n"
    assert os.listdir(path.parent) == ["file.yaml"]


def test_write_atomic_failure_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "file.yaml"
    write_atomic(path, "old\n")

    def broken_replace(source, target):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        write_atomic(path, "new\n")
    assert path.read_text() == "old\n"
    assert os.listdir(tmp_path) == ["file.yaml"]


def test_autosave_round_trip_and_nothing_to_offer():
    assert load_autosave().session is None and load_autosave().problem is None  # no file yet
    session = mid_game(12)
    save_session(session)
    assert autosave_path() == Path(os.environ["XDG_DATA_HOME"]) / "deskcards" / "autosave.yaml"
    resumed = load_autosave().session
    assert resumed.record == session.record
    assert_same_game(resumed, session)

    save_session(play_random(session, 1000))
    assert session.is_over()
    assert load_autosave() == LoadResult()  # a finished game is not offered

    save_session(GameSession.new("segfault", "standard", SEATS, seed=SEED))
    assert load_autosave() == LoadResult()  # nor a deal without a move
    assert autosave_path().exists()  # which is no damage: the file stays

    ais_moved = mid_game(0)  # seat 3, an AI, moves first
    while SEATS[ais_moved.state.current_player].kind == "ai":
        ais_moved.apply(ais_moved.state.legal_actions()[0])
    save_session(ais_moved)
    assert ais_moved.record.actions and ais_moved.human_moves == 0
    assert load_autosave() == LoadResult()  # nor a game you have not moved in


def test_save_record_as_and_open_record(tmp_path):
    session = mid_game(9)
    path = tmp_path / "my game.yaml"
    save_record_as(session, path)
    assert_same_game(open_record(path), session)
    with pytest.raises(RecordError, match="cannot be read"):
        open_record(tmp_path / "missing.yaml")
    with pytest.raises(SaveError, match="could not be saved to"):
        save_record_as(session, path / "inside a file.yaml")


def saved_text(**changes):
    data = yaml.safe_load(mid_game(4).to_yaml())
    data.update(changes)
    return dump_without_aliases(data).encode()


DAMAGED = {
    "bad YAML": (b"game: [unclosed\n", "not valid YAML"),
    "bad field": (saved_text(players="four"), "'players' must be a whole number"),
    "bad action": (saved_text(actions=["draw", "draw"]), "action 2 ('draw') cannot be replayed"),
    "bad seats": (saved_text(seats=[{"name": "R", "kind": "robot"}] * 4), "kind must be human or ai"),
    "not UTF-8": (b"game: \xff\xfe\n", "not UTF-8 text"),
    "impossible date": (saved_text().replace(b"format: 1", b"format: 2024-02-30"), "not valid YAML"),
    "negative seed": (saved_text(seed=-3), "'seed' must be from 0 to 9223372036854775807, got -3"),
    "seed too large": (saved_text(seed=2**63), "'seed' must be from 0 to 9223372036854775807, got 9223372036854775808"),
    "unknown key": (saved_text(colour="red"), "unknown key 'colour' (a save has only actions, format, game"),
    "duplicate key": (saved_text() + b"seed: 5\n", "(seed): duplicate key (first given on line"),
    "too large": (b"#" * (MAX_RECORD_BYTES + 1),
                  "the file is 262,145 bytes; a record may be at most 262,144 bytes (256 KiB)"),
}


@pytest.mark.parametrize("content, reason", DAMAGED.values(), ids=DAMAGED.keys())
def test_a_damaged_autosave_is_kept_aside_with_a_message(content, reason):
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = load_autosave()
    assert result.session is None
    assert re.fullmatch(r"autosave\.damaged-\d{8}-\d{6}\.yaml", result.kept.name)
    assert result.kept.parent == path.parent
    assert result.problem.startswith("Your last game could not be restored: ")
    assert reason in result.problem
    assert result.problem.endswith(f". The file was kept as {result.kept}.")
    assert result.kept.read_bytes() == content
    assert not path.exists()
    assert load_autosave() == LoadResult()  # the next start offers nothing


def test_a_second_damaged_autosave_does_not_replace_the_first():
    path = autosave_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"first: [")
    first = load_autosave().kept
    path.write_bytes(b"second: [")
    second = load_autosave().kept
    assert first != second
    assert first.read_bytes() == b"first: [" and second.read_bytes() == b"second: ["


def test_keep_aside_numbers_names_taken_the_same_second(tmp_path):
    when = datetime(2024, 5, 6, 7, 8, 9)
    kept = []
    for text in ("a", "b", "c"):
        (tmp_path / "autosave.yaml").write_text(text)
        kept.append(keep_aside(tmp_path / "autosave.yaml", when))
    assert [p.name for p in kept] == ["autosave.damaged-20240506-070809.yaml",
                                      "autosave.damaged-20240506-070809-2.yaml",
                                      "autosave.damaged-20240506-070809-3.yaml"]
    assert [p.read_text() for p in kept] == ["a", "b", "c"]


# -- resuming after a crash --------------------------------------------------------

# Plays seeded random games, autosaving after every action and printing
# "seed actions" once each save is on disk.
CRASHING_PLAYER = f"""
import os, random, sys
from deskcards.saves import save_session
from deskcards.session import GameSession, SeatInfo

seats = [SeatInfo(*seat) for seat in {[(s.name, s.kind, s.level) for s in SEATS]!r}]
crash_after = int(sys.argv[1])

def autosave(session):
    save_session(session)
    print(session.record.seed, len(session.record.actions), flush=True)
    if len(session.record.actions) == crash_after:
        os._exit(9)  # a crash: no clean-up, no atexit, nothing flushed

seed = {SEED}
while True:
    session = GameSession.new("segfault", "standard", seats, seed=seed, on_change=autosave)
    rng = random.Random(seed)
    while not session.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    seed += 1
"""


def start_player(crash_after):
    return subprocess.Popen([sys.executable, "-c", CRASHING_PLAYER, str(crash_after)], cwd=REPO,
                            env=os.environ.copy(), stdout=subprocess.PIPE, text=True)


@pytest.mark.slow
def test_resume_after_a_crash_between_actions():
    player = start_player(crash_after=20)
    lines = player.communicate(timeout=60)[0].split()
    assert player.returncode == 9
    assert lines[-2:] == [str(SEED), "20"]
    result = load_autosave()
    assert result.problem is None
    assert result.session.record.actions == mid_game(20).record.actions
    assert_same_game(result.session, mid_game(20))
    assert_same_game(result.session, GameSession.from_record(result.session.record, SEATS))


@pytest.mark.slow
def test_a_kill_at_any_moment_leaves_a_readable_autosave():
    player = start_player(crash_after=-1)  # never crashes by itself
    try:
        seen = [player.stdout.readline() for _ in range(60)]  # about a game and a half
    finally:
        player.kill()  # SIGKILL: maybe in the middle of writing
        player.communicate(timeout=30)
    seed, count = map(int, seen[-1].split())
    saved = GameSession.from_yaml(autosave_path().read_text(encoding="utf-8"))  # not damaged
    assert (saved.record.seed, len(saved.record.actions)) >= (seed, count)
    expected = play_random(GameSession.new("segfault", "standard", SEATS, seed=saved.record.seed),
                           len(saved.record.actions), seed=saved.record.seed)
    assert saved.record.actions == expected.record.actions
    assert_same_game(saved, expected)


# -- preferences -----------------------------------------------------------------


def test_preferences_round_trip():
    assert load_preferences() == Preferences()  # no file yet
    prefs = Preferences(game="segfault", variant="tutorial", players=5, ai_levels=("easy", "hard", "hard", "medium"),
                        animation_speed="slow", four_colour=True, show_positions=False)
    save_preferences(prefs)
    assert settings_path() == Path(os.environ["XDG_CONFIG_HOME"]) / "deskcards" / "settings.yaml"
    assert load_preferences() == prefs


def _damaged_settings_set_aside(content: bytes) -> str:
    """Read settings holding ``content``: the defaults (the player welcomed before), and
    the message, which names where the untouched file was kept."""
    prefs, problem = read_preferences()
    assert prefs == Preferences(welcomed=True)
    assert problem is not None and "could not be read" in problem
    assert not settings_path().exists()
    [kept] = settings_path().parent.glob("settings.damaged-*.yaml")
    assert str(kept) in problem and kept.read_bytes() == content
    return problem


@pytest.mark.parametrize("content", [b"game: [unclosed", b"- a list\n", b"\xff\xfe\x00", b"when: 2024-02-30\n", b"",
                                     pytest.param(b"a: " + b"[" * 5000, marks=pytest.mark.slow)])
def test_a_damaged_settings_file_is_set_aside_with_a_message(content):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_bytes(content)
    _damaged_settings_set_aside(content)
    save_preferences(Preferences())  # the app saves its settings again: the damaged file is kept as it was
    [kept] = settings_path().parent.glob("settings.damaged-*.yaml")
    assert kept.read_bytes() == content


def test_a_settings_file_the_safe_reader_refuses_is_set_aside():
    # Read like a variant file: anchors, aliases and a key given twice make it damaged, good keys and all.
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("four_colour: true\nvariant: &v short\ngame: *v\n")
    _damaged_settings_set_aside(b"four_colour: true\nvariant: &v short\ngame: *v\n")


def test_wrong_typed_settings_fall_back_one_by_one():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(yaml.safe_dump({
        "game": "segfault", "variant": 3, "players": "four", "ai_levels": ["hard", 2], "seed_text": "12345",
        "animation_speed": "warp", "four_colour": "yes", "show_positions": True, "unknown": 1,
    }))
    # An older version's seed_text is no setting now: a typed seed deals one game only.
    assert load_preferences() == Preferences(game="segfault", show_positions=True)


def test_an_unquoted_off_in_hand_edited_settings_means_no_animation():
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("animation_speed: off\n")  # YAML reads unquoted off as false
    assert load_preferences().animation_speed == "off"


# -- the AI worker ---------------------------------------------------------------


class ScriptedConnection:
    """One end of a pipe, played from a list of requests; then end-of-file."""

    def __init__(self, requests):
        self.requests, self.sent = list(requests), []

    def recv(self):
        if not self.requests:
            raise EOFError
        return self.requests.pop(0)

    def send(self, message):
        self.sent.append(message)


def test_worker_main_answers_from_the_observation_and_reports_errors():
    session = mid_game(6)
    record, seat = session.record, session.state.current_player
    connection = ScriptedConnection([(1, record, seat, "random", 5), (2, record, seat, "random", 5),
                                     (3, record, seat + 1, "easy", 5), (4, record, seat, "godlike", 5),
                                     (5, play_random(mid_game(6), 1000).record, 0, "easy", 5)])
    worker_main(connection)  # returns at end-of-file
    ready, first, again, wrong_seat, bad_level, finished = connection.sent
    assert ready == READY
    assert first[0] == 1 and again == (2, first[1])  # the same seed gives the same choice
    assert session.ruleset.parse_action(first[1]) in session.state.legal_actions()
    assert wrong_seat[:2] == (3, None) and f"not seat {seat + 1}'s turn" in wrong_seat[2]
    assert bad_level[:2] == (4, None) and "unknown agent 'godlike'" in bad_level[2]
    assert finished == (5, None, "ValueError: the game is over")
    stopping = ScriptedConnection([None, (6, record, seat, "random", 5)])
    worker_main(stopping)
    assert stopping.sent == [READY]  # None stops it before the next request


def assert_process_gone(pid):
    if sys.platform != "win32":
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)


@pytest.fixture
def ai_worker(qtbot):
    worker = AIWorker()
    with qtbot.waitSignal(worker.ready, timeout=SIGNAL_TIMEOUT_MS):
        worker.start()
    yield worker
    pid = worker.pid
    worker.shutdown()
    assert worker.pid is None
    assert_process_gone(pid)


def ask(qtbot, worker, session, level):
    """Request the current seat's move and wait for it: (request id, answer id, action text)."""
    with qtbot.waitSignal(worker.decided, timeout=SIGNAL_TIMEOUT_MS) as answer:
        request_id = worker.request(session.record, session.state.current_player, level)
        assert worker.thinking
    assert not worker.thinking
    return request_id, *answer.args


@pytest.mark.slow
def test_the_process_waits_for_start_or_the_first_request(qtbot):
    worker = AIWorker()
    assert worker.pid is None  # building it spawns nothing: the launch does not pay for it
    session = mid_game(6)
    try:
        with qtbot.waitSignal(worker.decided, timeout=SIGNAL_TIMEOUT_MS):
            worker.request(session.record, session.state.current_player, "easy")
        assert worker.pid is not None
    finally:
        worker.shutdown()
    with pytest.raises(RuntimeError):
        worker.request(session.record, session.state.current_player, "easy")


@pytest.mark.slow
def test_the_worker_answers_a_legal_action_for_each_phase(qtbot, ai_worker):
    session = mid_game(6)
    for _ in range(3):  # draw, play and swap, in some order
        request_id, answer_id, text = ask(qtbot, ai_worker, session, "hard")
        assert answer_id == request_id
        assert session.ruleset.parse_action(text) in session.state.legal_actions()
        session.apply_text(text)


def test_a_request_for_the_wrong_seat_fails_with_a_message(qtbot, ai_worker):
    session = mid_game(6)
    with qtbot.waitSignal(ai_worker.failed, timeout=SIGNAL_TIMEOUT_MS) as failure:
        request_id = ai_worker.request(session.record, (session.state.current_player + 1) % 4, "easy")
    assert failure.args[0] == request_id and "turn" in failure.args[1]


@pytest.mark.slow
def test_cancel_mid_search_then_a_new_request_works(qtbot, ai_worker):
    session = mid_game(6)  # at a play: hard searches for about 250 ms
    decided = []
    ai_worker.decided.connect(lambda request_id, text: decided.append(request_id))
    old_pid = ai_worker.pid
    cancelled = ai_worker.request(session.record, session.state.current_player, "hard")
    qtbot.wait(100)
    ai_worker.cancel()
    assert not ai_worker.thinking and ai_worker.pid != old_pid
    assert_process_gone(old_pid)
    request_id, answer_id, text = ask(qtbot, ai_worker, session, "medium")
    assert answer_id == request_id != cancelled
    assert decided == [request_id]
    assert session.ruleset.parse_action(text) in session.state.legal_actions()


def test_only_the_latest_request_is_answered(qtbot, ai_worker):
    session = mid_game(6)
    decided = []
    ai_worker.decided.connect(lambda request_id, text: decided.append(request_id))
    ai_worker.request(session.record, session.state.current_player, "hard")
    request_id, _, _ = ask(qtbot, ai_worker, session, "easy")  # the first answer arrives first, and is dropped
    assert decided == [request_id]


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_killed_worker_fails_the_request_and_restarts(qtbot, ai_worker):
    session = mid_game(6)
    with qtbot.waitSignal(ai_worker.failed, timeout=SIGNAL_TIMEOUT_MS) as failure:
        request_id = ai_worker.request(session.record, session.state.current_player, "hard")
        os.kill(ai_worker.pid, signal.SIGKILL)
    assert failure.args == [request_id, "the AI process stopped unexpectedly"]
    _, _, text = ask(qtbot, ai_worker, session, "easy")
    assert session.ruleset.parse_action(text) in session.state.legal_actions()


def test_the_ai_thinks_in_its_own_process(qtbot, ai_worker, monkeypatch):
    """So the table's event loop never waits for a search (how smoothly it turns meanwhile
    is for benchmarks/ai_responsiveness.py to measure: a time says how busy the machine is)."""
    searched_here = []
    monkeypatch.setattr(SearchingAgent, "choose", lambda agent, *args: searched_here.append(agent))
    session = mid_game(6)
    _, _, text = ask(qtbot, ai_worker, session, "hard")
    assert session.ruleset.parse_action(text) in session.state.legal_actions()
    assert searched_here == []
    with qtbot.waitSignal(ai_worker.worked, timeout=SIGNAL_TIMEOUT_MS) as answer:
        ai_worker.work(SimpleNamespace(make=os.getpid))  # a job runs where the searches run
    assert answer.args[1] == ai_worker.pid != os.getpid()


@pytest.mark.parametrize("game", ["segment-trix", "no-such-game"])
def test_a_remembered_game_without_a_table_falls_back_to_the_default(game, monkeypatch):
    import deskcards.games

    has_table = deskcards.games.table_available
    monkeypatch.setattr(deskcards.games, "table_available", lambda name: name != "segment-trix" and has_table(name))
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(yaml.safe_dump({"game": game, "four_colour": True}))
    assert load_preferences() == Preferences(four_colour=True)
