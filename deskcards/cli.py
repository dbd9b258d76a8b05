"""The command line: the app by default, plus sim, soak, bench, variants, screenshot, analyse.

Every failure a user can cause ends in one readable line and a non-zero exit
status, never a traceback: 1 for a bad value (a number out of range, an
unknown game or agent), 2 for a command line that cannot be read (an unknown
command or option, a missing argument). When the reader of its output goes
away (`deskcards sim ... --json | head -1`), it stops quietly with 141, the
status a shell gives any Unix tool that SIGPIPE ended. A soak that finds a
broken game ends with 3, after saying which and where its record is.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NoReturn

from deskcards import __version__
from deskcards.jobs import JOBS_HELP
from deskcards.ui.preferences import CARD_SIZES

if TYPE_CHECKING:
    from deskcards.engine.record import GameRecord


class UsageError(Exception):
    """A bad command line; argparse's own errors are turned into this."""


class BadValue(UsageError):
    """An option's value that its type refused: exit 1 like any other bad value."""


class _Parser(argparse.ArgumentParser):
    def parse_known_args(self, args=None, namespace=None):
        return super().parse_known_args(self._glue_dashed_values(sys.argv[1:] if args is None else args), namespace)

    def _glue_dashed_values(self, args: Sequence[str]) -> list[str]:
        """``--size -5x100`` read as ``--size=-5x100``. argparse takes a value that starts with a
        dash (unless it looks like a plain negative number) for an option, and can only say
        "expected one argument"; glued on, the value reaches its check, which says what it must be."""
        known = self._option_string_actions
        glued: list[str] = []
        for number, token in enumerate(args):
            if token == "--":  # the rest are values, whatever they look like
                return glued + list(args[number:])
            takes_value = glued and glued[-1] in known and known[glued[-1]].nargs is None
            if takes_value and token.startswith("-") and token not in known:
                glued[-1] += "=" + token
            else:
                glued.append(token)
        return glued

    def error(self, message: str) -> NoReturn:  # argparse would exit by itself
        # argparse calls this while handling the ArgumentError it raised for a
        # type function's refusal; that refusal is the error's context.
        refusal = getattr(sys.exc_info()[1], "__context__", None)
        kind = BadValue if isinstance(refusal, (argparse.ArgumentTypeError, ValueError)) else UsageError
        raise kind(f"{self.format_usage()}{self.prog}: error: {message}")


def _whole_number(low: int, high: int | None = None, what: str = ""):
    """An argparse type: a whole number from ``low`` (to ``high``)."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
        if value < low or (high is not None and value > high):
            bound = f"{what} is from {low} to {high}" if high is not None else f"expected {low} or more"
            raise argparse.ArgumentTypeError(f"{bound}, got {value}")
        return value

    return parse


def _amount_of(unit: str) -> Callable[[str], float]:
    """An option type: a finite number of ``unit`` above 0."""
    def amount(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and value > 0):
            raise argparse.ArgumentTypeError(f"expected a finite number of {unit} above 0, got {text!r}")
        return value
    return amount


_seconds, _minutes = _amount_of("seconds"), _amount_of("minutes")


def _share(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 <= value <= 1:  # NaN fails too
        raise argparse.ArgumentTypeError(f"expected a share from 0 to 1, like 0.05; got {text!r}")
    return value


def _agent_list(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",")]
    if not all(names):
        raise argparse.ArgumentTypeError(f"expected agent names separated by commas, like hard,random; got {text!r}")
    return names


_positive = _whole_number(1)
_count = _whole_number(0)
_seed = _whole_number(0, 2**63 - 1, "a seed")


def build_parser() -> argparse.ArgumentParser:
    from deskcards.games import game_names  # the table of names only; no engine is loaded

    games = ", ".join(game_names())
    parser = _Parser(
        prog="deskcards", description="A desktop card table for five little-known card games. "
        "With no command, opens the card table; no command below opens it.",
        epilog=f"games: {games}. Each command has its own --help.")
    parser.add_argument("--version", action="version", version=f"deskcards {__version__}")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    _add_sim(commands, games)
    _add_soak(commands, games)
    _add_bench(commands, games)
    _add_variants(commands, games)
    _add_screenshot(commands, games)
    _add_analyse(commands)
    return parser


def _add_sim(commands: argparse._SubParsersAction[_Parser], games: str) -> None:
    """`deskcards sim`: AI-only games and their results."""
    sim = commands.add_parser(
        "sim", help="play AI-only games without a window and report results",
        description="Play AI-only games without a window: wins and draws per seat, mean game length, "
                    "ms per decision. Same seed, same result. The hard AI takes up to 250 ms a decision, "
                    "so 200 games with it take minutes; a terminal shows which game is being played.")
    _add_game_options(sim, games)
    sim.add_argument("--games", type=_positive, default=100, metavar="K", help="games to play (default: %(default)s)")
    sim.add_argument("--agents", type=_agent_list, metavar="A,B,...",
                     help="comma-separated agent per seat: random, easy, medium, hard (default: random in every seat)")
    sim.add_argument("--json", action="store_true", help="print the report as JSON")


def _add_soak(commands: argparse._SubParsersAction[_Parser], games: str) -> None:
    """`deskcards soak`: AI games checked after every action."""
    soak = commands.add_parser(
        "soak", help="play many AI games of every game, checking the rules' invariants after every action",
        description="Play AI games with mixed agents (random, easy, medium; hard in a share of the seats) and "
                    "check after every action that cards and chips are conserved, only legal actions are played, "
                    "scores, places and pots follow from the play, returns add up and every seat's observation "
                    "agrees with the game. A failing game is written "
                    "to a record in --records; --check replays a record with the same checks. Exit status 3 "
                    "when a game failed.")
    soak.add_argument("game", nargs="?", help=f"one game: {games} (default: all)")
    soak.add_argument("--games", type=_positive, default=100, metavar="K",
                      help="games per game (default: %(default)s)")
    soak.add_argument("--seed", type=_seed, default=1, metavar="S", help="the soak's seed (default: %(default)s)")
    soak.add_argument("--hard-share", type=_share, default=0.02, metavar="F",
                      help="share of the seats the hard AI takes, from 0 to 1 (default: %(default)s)")
    soak.add_argument("--hard-thinking", type=_amount_of("times its budget"), default=1.0, metavar="F",
                      help="multiply the hard AI's search budget by F: the soak checks the rules, not the AI's "
                           "strength, and a small F plays more games an hour (default: %(default)s)")
    soak.add_argument("--records", default="soak-records", metavar="DIR",
                      help="folder for the records of failing games (default: %(default)s)")
    soak.add_argument("--minutes", type=_minutes, metavar="M",
                      help="a time budget: start no new game after M minutes, and say how many ran")
    soak.add_argument("--check", metavar="FILE", help="replay one record with the soak's checks instead")


def _add_bench(commands: argparse._SubParsersAction[_Parser], games: str) -> None:
    """`deskcards bench`: throughput and decision latency."""
    bench = commands.add_parser("bench", help="measure random-playout throughput and AI decision latency")
    bench.add_argument("game", nargs="?", help=f"one game: {games} (default: all)")
    bench.add_argument("--players", type=_positive, help="number of seats (default: the variant's default)")
    bench.add_argument("--seconds", type=_seconds, default=3.0,
                       help="length of the throughput run, a finite number above 0 (default: %(default)s)")
    bench.add_argument("--decisions", type=_positive, default=40, help="AI decisions timed per level")
    bench.add_argument("--compare", action="store_true", help="also run the game's named peer engine, if installed")
    bench.add_argument("--all", action="store_true",
                       help="the performance record: one table of every game at its default seats "
                            "(with --compare, beside the peers)")
    bench.add_argument("--no-ui", action="store_true",
                       help="--all only: leave out the app's launch and frame columns (they open the app offscreen)")
    bench.add_argument("--games", type=_positive, metavar="N",
                       help="runtime-error only: AI games whose input cards the prover is timed on (default: 1000)")
    bench.add_argument("--jobs", type=_positive, default=1, metavar="J",
                       help=f"runtime-error only: processes to play those games in, {JOBS_HELP} (default: %(default)s)")


def _add_variants(commands: argparse._SubParsersAction[_Parser], games: str) -> None:
    """`deskcards variants list|show|check`."""
    variants = commands.add_parser("variants", help="list, show or check variants and house rules")
    actions = variants.add_subparsers(dest="variants_command", parser_class=_Parser, metavar="ACTION", required=True)
    listing = actions.add_parser("list", help="every variant, built-in and yours")
    listing.add_argument("game", nargs="?", help=f"one game: {games} (default: all)")
    show = actions.add_parser("show", help="one variant's settings")
    show.add_argument("game", help=f"one of: {games}")
    show.add_argument("name")
    check = actions.add_parser(
        "check", help="validate a variant file",
        description="Validate a variant file. Its game is --game if given, else the file's own 'game:' key, "
                    "else its folder's name when that is a game (as in variants/segfault/).")
    check.add_argument("file", help="a .yaml or .yml variant file, anywhere")
    check.add_argument("--game", help="the game the file is for, if it does not say so itself")


def _add_screenshot(commands: argparse._SubParsersAction[_Parser], games: str) -> None:
    """`deskcards screenshot`: the table as a picture, offscreen."""
    shot = commands.add_parser(
        "screenshot", help="render the table after some AI moves to a picture (no display needed)",
        description="Render the table after K AI-played moves to a picture file, offscreen: no display is used.")
    _add_game_options(shot, games)
    shot.add_argument("--moves", type=_count, default=0, metavar="K",
                      help="AI-played moves before the picture (default: %(default)s)")
    shot.add_argument("--size", type=_size, default="1280x800", metavar="WxH",
                      help="window size in pixels, from 320x240 to 7680x4320 (default: %(default)s)")
    shot.add_argument("--card-size", default="normal", choices=list(CARD_SIZES),
                      help="the Preferences' card size (default: %(default)s)")
    shot.add_argument("--out", required=True, metavar="FILE",
                      help="the picture to write; its suffix (.png, .jpg, ...) names the format")

def _add_analyse(commands: argparse._SubParsersAction[_Parser]) -> None:
    """`deskcards analyse`: a finished game's decisions graded by the hard AI."""
    from deskcards.ai.agent import THINKING

    analyse = commands.add_parser(
        "analyse", help="grade one seat's decisions in a finished game, as the coach does",
        description="Grade each decision one seat made in a finished game: the hard AI values every choice "
                    "from what that seat could see at the time, and names the better move and why. "
                    "Prints the accuracy, the count at each level and every flagged move.")
    analyse.add_argument("record", help="a game record or save file (.yaml)")
    analyse.add_argument("--seat", type=_positive, default=1, metavar="N",
                         help="the seat to grade, from 1 (default: %(default)s)")
    analyse.add_argument("--json", action="store_true", help="print the analysis as JSON")
    analyse.add_argument("--thinking", default="normal", choices=list(THINKING),
                         help="how long the hard AI thinks at each decision (default: %(default)s)")


def _add_game_options(parser: argparse.ArgumentParser, games: str) -> None:
    """What sim and screenshot both ask: which game, how many seats, which deal and variant."""
    parser.add_argument("game", help=f"one of: {games}")
    parser.add_argument("--players", type=_positive, metavar="N",
                        help="number of seats (default: the variant's default)")
    parser.add_argument("--seed", type=_seed, default=1, metavar="S",
                        help="the deal (and the AI's choices); same seed, same result (default: %(default)s)")
    parser.add_argument("--variant", default="standard", metavar="V",
                        help="a variant or house rule; see 'deskcards variants list GAME' (default: %(default)s)")


def _size(text: str) -> tuple[int, int]:
    numbers = re.fullmatch(r"(\d+)[xX](\d+)", text, re.ASCII)
    width, height = (int(number) for number in numbers.groups()) if numbers else (0, 0)
    if not (width > 0 and height > 0):
        raise argparse.ArgumentTypeError(
            f"size must be WIDTHxHEIGHT with positive whole numbers, e.g. 1280x800; got {text!r}")
    if not (320 <= width <= 7680 and 240 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"a size is from 320x240 to 7680x4320, got {text!r}")
    return width, height


READER_GONE = 141  # 128 + SIGPIPE: the status a shell reports for a Unix tool whose reader went away


def main(argv: Sequence[str] | None = None) -> int:
    try:
        status = _run(list(sys.argv[1:] if argv is None else argv))
        sys.stdout.flush()  # a reader that went away shows here, not as a traceback at exit
    except BrokenPipeError:  # `deskcards ... | head` after head has its lines: end quietly
        # Python would flush stdout again at exit and fail again; devnull takes what is left.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return READER_GONE
    return status


def _run(args_list: list[str]) -> int:
    if not args_list:  # the app itself: building every subcommand's parser would slow its launch
        from deskcards.ui.app import run_app

        return run_app(welcome=True)
    try:
        args = build_parser().parse_args(args_list)
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 1 if isinstance(exc, BadValue) else 2
    if args.command is None:
        from deskcards.ui.app import run_app

        return run_app()
    try:
        return COMMANDS[args.command](args)
    except UsageError as exc:
        print(f"deskcards {args.command}: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # bad game, variant, player count, variant file...
        print(f"deskcards {args.command}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


def _cmd_sim(args: argparse.Namespace) -> int:
    from deskcards.games import load_game
    from deskcards.games.log_sentences import plural
    from deskcards.sim import run_match

    if args.agents:
        agents = args.agents
        if args.players is not None and args.players != len(agents):
            raise ValueError(f"--players {args.players} but --agents names {plural(len(agents), 'seat')}")
        seats = load_game(args.game, args.variant).settings.players
        if not seats.min <= len(agents) <= seats.max:  # say what was named, not only the count it makes
            raise ValueError(f"--agents names {plural(len(agents), 'agent')}, "
                             f"for a game of {seats.min} to {seats.max} players")
    else:
        count = args.players or load_game(args.game, args.variant).players
        agents = ["random"] * count
    # Progress only for a person watching: never in --json output or a pipe.
    watched = not args.json and sys.stderr.isatty()
    report = run_match(args.game, agents, args.games, args.seed, args.variant, _show_progress if watched else None)
    if watched:
        print("\r\033[K", end="", file=sys.stderr)  # the progress line makes way for the report
    if args.json:
        import json

        print(json.dumps(report.as_dict(), indent=2))
    else:
        print(report.as_text())
    return 0


def _show_progress(number: int, games: int) -> None:
    print(f"\rgame {number}/{games}", end="", file=sys.stderr, flush=True)


SOAK_FAILED = 3


def _cmd_soak(args: argparse.Namespace) -> int:
    from pathlib import Path

    from deskcards.games import game_names, spec
    from deskcards.soak import InvariantBroken, check_record, run_soak

    if args.check is not None:
        record = _read_record(args.check)
        try:
            check_record(record)
        except InvariantBroken as exc:
            print(f"{record.game}, seed {record.seed}: {exc}")
            return SOAK_FAILED
        print(f"{record.game}, seed {record.seed}: {len(record.actions)} actions replayed, every check passed")
        return 0
    if args.game is not None:
        spec(args.game)  # an unknown game is a clear ValueError
    records = Path(args.records)
    if records.exists() and not records.is_dir():
        raise ValueError(f"--records {args.records} is a file, not a folder")
    watched = sys.stderr.isatty()
    report = run_soak([args.game] if args.game else game_names(), args.games, args.seed, records,
                      args.hard_share, _show_soak_progress if watched else None, minutes=args.minutes,
                      hard_thinking=args.hard_thinking)
    if watched:
        print("\r\033[K", end="", file=sys.stderr)
    print(report.as_text())
    return SOAK_FAILED if report.failures else 0


def _show_soak_progress(game: str, number: int, games: int) -> None:
    print(f"\r{game}: game {number}/{games}", end="", file=sys.stderr, flush=True)


def _cmd_bench(args: argparse.Namespace) -> int:
    from deskcards.bench.throughput import run_bench

    if args.all:
        clashing = [option for option, given in (("a game", args.game), ("--players", args.players),
                                                 ("--games", args.games), ("--jobs", args.jobs != 1)) if given]
        if clashing:
            raise UsageError(f"--all measures every game at its default seats; it takes no {', '.join(clashing)}")
        from deskcards.bench.record import run_record

        if args.no_ui:
            return run_record(args.seconds, args.decisions, args.compare)
        from deskcards.ui.app_figures import AppBench  # the app's figures are measured in child processes

        with AppBench() as app:
            return run_record(args.seconds, args.decisions, args.compare, app)
    if args.no_ui:
        raise UsageError("--no-ui leaves columns out of the --all table; use it with --all")
    return run_bench(args.game, args.players, args.seconds, args.decisions, args.compare, args.games, args.jobs)


def _cmd_variants(args: argparse.Namespace) -> int:
    from deskcards import variants_cli

    return variants_cli.run(args)


def _cmd_screenshot(args: argparse.Namespace) -> int:
    from deskcards.games import load_game
    from deskcards.ui.screenshot import take_screenshot

    load_game(args.game, args.variant, args.players)  # a bad game, variant or count fails before Qt starts
    # A picture needs no screen; a stale DISPLAY would make Qt abort the process.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    path = take_screenshot(args.game, args.variant, args.seed, args.players, args.moves, args.size, args.out,
                           card_size=args.card_size)
    print(f"wrote {path}")
    return 0


def _read_record(path: str) -> GameRecord:
    """The record in the file at ``path``; ValueError (RecordError) saying why not."""
    from pathlib import Path

    from deskcards.engine.record import GameRecord, RecordError

    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None
    try:
        return GameRecord.loads(text)
    except RecordError as exc:
        raise ValueError(f"{path}: {exc}") from None


def _cmd_analyse(args: argparse.Namespace) -> int:
    from deskcards.coach.analysis import analyse
    from deskcards.engine.record import RecordError

    record = _read_record(args.record)
    if args.seat > record.players:
        raise ValueError(f"--seat {args.seat}, but the game in {args.record} has seats 1 to {record.players}")
    watched = not args.json and sys.stderr.isatty()
    try:
        analysis = analyse(record, args.seat - 1, args.thinking, _show_analyse_progress if watched else None)
    except RecordError as exc:
        raise ValueError(f"{args.record} cannot be analysed: {exc}") from None
    if watched:
        print("\r\033[K", end="", file=sys.stderr)
    if args.json:
        import json

        print(json.dumps(analysis.to_json(), indent=2, ensure_ascii=False))
    else:
        print(analysis.as_text())
    return 0


def _show_analyse_progress(done: int, total: int) -> None:
    print(f"\rdecision {done}/{total}", end="", file=sys.stderr, flush=True)


COMMANDS = {"sim": _cmd_sim, "soak": _cmd_soak, "bench": _cmd_bench, "variants": _cmd_variants,
            "screenshot": _cmd_screenshot, "analyse": _cmd_analyse}
