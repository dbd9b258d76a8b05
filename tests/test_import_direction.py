"""Imports run one way, from the top layer down; rules and AI stay Qt-free.

The layers, from the bottom (docs/architecture.md tells what each holds):

    engine  -> ai  -> games  -> app  -> bench  -> ui  -> cli

A module may import from its own layer and from the layers below it, never
from above. A game folder never imports another game's; its Qt view (the
``table/`` package) belongs to the ui layer. Every import counts, also one
inside a function: a late import is still a dependency.
"""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "deskcards"

LAYERS = ["engine", "ai", "games", "app", "bench", "ui", "cli"]
# Modules outside the folders that name their layer, by layer.
SINGLE_MODULES = {
    "deskcards": "engine",  # the version
    "deskcards.bench_stats": "engine",
    "deskcards.jobs": "engine",
    "deskcards.display": "app",
    "deskcards.sim": "app",
    "deskcards.soak": "app",
    "deskcards.session": "app",
    "deskcards.saves": "app",
    "deskcards.scorebook": "app",
    "deskcards.review": "app",
    "deskcards.ai_process": "app",
    "deskcards.hints": "app",
    "deskcards.cli": "cli",
    "deskcards.__main__": "cli",
    "deskcards.variants_cli": "cli",
}
FOLDERS = {"deskcards.engine": "engine", "deskcards.ai": "ai", "deskcards.games": "games", "deskcards.app": "app",
           "deskcards.coach": "app", "deskcards.bench": "bench", "deskcards.ui": "ui"}
QT_LAYERS = {"ui", "cli"}  # the command line opens the window; nothing below it loads Qt


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def game_of(module: str) -> str | None:
    parts = module.split(".")
    if len(parts) > 2 and parts[1] == "games" and (PACKAGE / "games" / parts[2]).is_dir():
        return parts[2]
    return None


def layer_of(module: str) -> str:
    if module in SINGLE_MODULES:
        return SINGLE_MODULES[module]
    parts = module.split(".")
    if game_of(module) and len(parts) > 3 and parts[3] == "table":
        return "ui"  # a game's Qt view
    for folder, layer in FOLDERS.items():
        if module == folder or module.startswith(folder + "."):
            return layer
    raise AssertionError(f"{module} has no layer: add it to SINGLE_MODULES or a folder of FOLDERS")


def own_modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports_of(path: Path, module: str) -> set[str]:
    """Every module ``path`` imports, relative imports resolved; ``from X import name``
    counts X.name when that is a module of ours."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def edges() -> list[tuple[str, str]]:
    modules = own_modules()
    return [(module, imported) for module, path in modules.items()
            for imported in imports_of(path, module) if imported in modules or imported.split(".")[0] == "PySide6"]


def wrong_way(module: str, imported: str) -> str | None:
    """Why ``module`` may not import ``imported``, or None if it may."""
    layer = layer_of(module)
    if imported.split(".")[0] == "PySide6":
        return None if layer in QT_LAYERS else f"{module} ({layer}) imports Qt"
    target = layer_of(imported)
    if LAYERS.index(target) > LAYERS.index(layer):
        return f"{module} ({layer}) imports {imported} ({target}), a layer above it"
    if game_of(module) and game_of(imported) and game_of(module) != game_of(imported):
        return f"{module} imports another game's {imported}"
    return None


def test_every_module_has_a_layer():
    assert {layer_of(module) for module in own_modules()} == set(LAYERS)


def test_imports_run_one_way():
    found = edges()
    assert len(found) > 300  # the walk saw the imports
    assert [reason for module, imported in found if (reason := wrong_way(module, imported))] == []


@pytest.mark.parametrize("module, imported, allowed", [
    ("deskcards.engine.record", "deskcards.games", False),  # the engine knows no game
    ("deskcards.ai.agent", "deskcards.games.agents", False),
    ("deskcards.games.segfault.rules", "PySide6.QtCore", False),
    ("deskcards.games.segfault.table", "PySide6.QtCore", True),
    ("deskcards.games.segfault.table.layout", "deskcards.ui.card_table", True),
    ("deskcards.games.segfault.ai", "deskcards.games.blackjack.actions", False),
    ("deskcards.games.segfault.ai", "deskcards.ai.ismcts", True),
    ("deskcards.bench.throughput", "deskcards.sim", True),
    ("deskcards.sim", "deskcards.bench.throughput", False),
    ("deskcards.ui.window", "deskcards.cli", False),
])
def test_the_rule_tells_right_from_wrong(module, imported, allowed):
    assert (wrong_way(module, imported) is None) == allowed


def test_engine_and_ai_do_not_load_qt_at_runtime():
    qt_free = [module for module in own_modules() if layer_of(module) not in QT_LAYERS]
    code = "import sys\n" + "".join(f"import {m}\n" for m in qt_free) + "print('PySide6' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"
