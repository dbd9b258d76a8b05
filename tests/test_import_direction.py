"""Rules and AI stay Qt-free: nothing under engine/, ai/ or a game's rules/ai imports PySide6."""

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "deskcards"


def qt_free_files() -> list[Path]:
    files = list((PACKAGE / "engine").rglob("*.py")) + list((PACKAGE / "ai").rglob("*.py"))
    for game in (PACKAGE / "games").iterdir():
        if game.is_dir():
            files += [p for p in game.glob("*.py") if p.name != "table.py" and not p.name.startswith("table_")]
    files += [PACKAGE / name for name in ("sim.py", "bench/throughput.py", "cli.py")]
    return files


def imported_modules(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_qt_import_in_rules_or_ai():
    files = qt_free_files()
    assert any(p.parts[-2] == "engine" for p in files)
    offenders = [str(p) for p in files if any(m.split(".")[0] == "PySide6" for m in imported_modules(p))]
    assert offenders == []


def test_engine_and_ai_do_not_load_qt_at_runtime():
    modules = ["deskcards.engine.game", "deskcards.engine.variants", "deskcards.engine.record",
               "deskcards.ai.ismcts", "deskcards.sim", "deskcards.bench.throughput", "deskcards.cli"]
    modules += [f"deskcards.games.{p.parent.name}.{p.stem}" for p in qt_free_files() if p.parent.parent.name == "games"]
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules) + "print('PySide6' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
