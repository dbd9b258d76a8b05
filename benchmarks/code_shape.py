"""The shape of the code, for comparing two checkouts: how large its modules,
functions and classes are, and how often it says ``Any``.

    python benchmarks/code_shape.py                     # this checkout's deskcards/
    python benchmarks/code_shape.py --against ../old    # and another's, side by side

Lines are physical lines of a file; a function's length runs from its ``def``
(decorators left out) to its last line; a class's methods are the functions
defined directly in its body; ``Any`` counts every name or attribute ``Any``.
"""

from __future__ import annotations

import argparse
import ast
import statistics
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def shape(root: Path) -> dict[str, str]:
    package = root / "deskcards"
    sizes: list[tuple[int, str]] = []
    functions: list[tuple[int, str]] = []
    classes: list[tuple[int, str]] = []
    anys = 0
    for path in sorted(package.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        name = str(path.relative_to(root))
        sizes.append((len(text.splitlines()), name))
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                functions.append((node.end_lineno - node.lineno + 1, f"{name}:{node.lineno} {node.name}"))
            elif isinstance(node, ast.ClassDef):
                methods = sum(isinstance(part, ast.FunctionDef | ast.AsyncFunctionDef) for part in node.body)
                classes.append((methods, f"{name} {node.name}"))
            elif (isinstance(node, ast.Name) and node.id == "Any") or (
                    isinstance(node, ast.Attribute) and node.attr == "Any"):
                anys += 1
    largest, longest, busiest = max(sizes), max(functions), max(classes)
    return {"modules": str(len(sizes)),
            "largest module": f"{largest[0]} lines, {largest[1]}",
            "median module": f"{statistics.median(size for size, _ in sizes):g} lines",
            "longest function": f"{longest[0]} lines, {longest[1]}",
            "most methods": f"{busiest[0]} methods, {busiest[1]}",
            "Any": str(anys)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", type=Path, help="another checkout's root, to compare with")
    args = parser.parse_args()
    here = shape(HERE)
    there = shape(args.against.resolve()) if args.against else None
    for figure, value in here.items():
        print(f"{figure:<17} {value}" + (f"\n{'':<17} was: {there[figure]}" if there else ""))


if __name__ == "__main__":
    main()
