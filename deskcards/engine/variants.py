"""Variants are data: YAML files naming a title, a description, an optional
parent (``extends``) and overrides for the game's settings dataclass.

Built-in variants ship in the top-level ``resources/variants/<game>/``,
installed as the package ``deskcards.resources``; players add house rules in
``<user config>/deskcards/variants/<game>/``. A variant is
named by its file stem. Resolution starts from the dataclass defaults and
applies each file's ``settings`` from the root of the ``extends`` chain to the
leaf. A nested settings dataclass may be overridden key by key; a ``dict``
or ``tuple`` setting is replaced whole.

Every problem with a file is one ``VariantError`` naming file, line and key.
"""

from __future__ import annotations

import contextlib
import dataclasses
import difflib
import importlib.resources
import math
import os
import pathlib
import typing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from typing import Any, Literal, overload

import platformdirs

from deskcards.engine import yamlsafe
from deskcards.engine.settings import PlayerCount
from deskcards.engine.yamlsafe import Node, YamlProblem, flow_text, given

MAX_FILE_BYTES = 256 * 1024
SUFFIXES = (".yaml", ".yml")  # a house rule's file name ends in either
TOP_LEVEL_KEYS = ("title", "description", "extends", "game", "settings")
PLAYER_HELP = {"min": "fewest players", "max": "most players", "default": "players a new game offers first"}


class VariantError(ValueError):
    """Why a variant cannot be used, as ``<path>:<line>: <key>: <problem>``."""

    def __init__(self, path: str, problem: str, *, line: int | None = None, key: str | None = None):
        where = path + (f":{line}" if line is not None else "")
        super().__init__(": ".join(part for part in (where, key, problem) if part))
        self.path, self.line, self.key, self.problem = path, line, key, problem


@dataclass(frozen=True)
class Variant:
    game: str
    name: str
    title: str
    description: str
    extends: str | None
    builtin: bool
    path: str
    settings: Any  # the game's own frozen settings dataclass: only the game knows which


@dataclass(frozen=True)
class _Source:
    """One variant file, read and checked, before its parent is applied."""

    name: str
    path: str  # as shown in messages
    identity: str  # the same for two spellings of one file's path
    builtin: bool
    title: str
    description: str
    extends: str | None
    extends_line: int | None
    settings: Node | None


def _builtin_dir(game: str) -> Traversable:
    """The built-in variants of ``game``; a seam so tests can point it elsewhere."""
    return importlib.resources.files("deskcards.resources") / "variants" / game


def builtin_variant_names(game: str) -> list[str]:
    return list(_builtin_files(game))


def user_variant_dir(game: str) -> pathlib.Path:
    return platformdirs.user_config_path("deskcards") / "variants" / game


def load_variant(game: str, name: str, settings_class: type) -> Variant:
    catalog = _Catalog(game, settings_class)
    return catalog.resolve(catalog.find(name, "", users_too=True))  # no file to name: the message is the problem


def list_variants(game: str, settings_class: type) -> tuple[list[Variant], list[VariantError]]:
    """Every usable variant, built-ins first, and one error per broken file."""
    catalog = _Catalog(game, settings_class)
    variants: list[Variant] = []
    errors: list[VariantError] = []
    wanted = [(name, True) for name in catalog.builtins]
    try:
        for name, path in catalog.users().items():
            if name in catalog.builtins:
                errors.append(_shadowing(str(path), name))
            else:
                wanted.append((name, False))
    except VariantError as err:
        errors.append(err)
    for name, builtin in wanted:
        try:
            variants.append(catalog.resolve(catalog.source(name, builtin)))
        except VariantError as err:
            # A child of a broken file fails with its parent's message: say it once.
            if str(err) not in map(str, errors):
                errors.append(err)
    return variants, errors


def load_variant_file(
    path: str | os.PathLike[str], settings_of: Callable[[str], type], games: Sequence[str], game: str | None = None
) -> Variant:
    """Check one user variant file, wherever it is (``deskcards variants check``).

    Its game is ``game`` if given, else the file's own ``game:``, else the
    name of its folder when that is one of ``games``. ``settings_of(game)``
    gives the game's settings class, or a ValueError naming the games (the
    engine knows no game: the games layer hands these in).
    """
    file = pathlib.Path(path)
    with _in_file(str(file)):
        root = yamlsafe.load(file, MAX_FILE_BYTES)
        entries = _top_level(root)
        named_game = _text(entries, "game", required=False)
        folder = file.absolute().parent.name  # a house rule in variants/<game>/
        game = game or named_game or (folder if folder in games else None)
        if game is None:
            raise YamlProblem(f"which game is this variant for? Write 'game: <name>' in the file or pass --game; "
                              f"games: {', '.join(games)}")
        try:
            settings_class = settings_of(game)
        except ValueError as err:  # an unknown game
            line, key = (entries["game"].line, "game") if named_game else (None, None)
            raise YamlProblem(str(err), line, key) from None
        catalog = _Catalog(game, settings_class)
        if file.stem in catalog.builtins:
            raise _shadowing(str(file), file.stem)
        leaf = _source(file.stem, str(file), os.path.realpath(file), False, root, game)
    return catalog.resolve(leaf)


def describe_settings(variant: Variant) -> list[tuple[str, str, str]]:
    """(key as written under ``settings:``, value as YAML text, help) for every setting."""
    return _describe(variant.settings, "")


class _Catalog:
    """The variant files of one game, each read at most once."""

    def __init__(self, game: str, settings_class: type):
        self.game = game
        self.settings_class = settings_class
        self.builtins = _builtin_files(game)
        self._users: dict[str, pathlib.Path] | None = None
        self._sources: dict[str, _Source] = {}

    def users(self) -> dict[str, pathlib.Path]:
        """Every user file by name, including any wrongly named like a built-in."""
        if self._users is None:
            self._users = _user_files(self.game)
        return self._users

    def source(self, name: str, builtin: bool) -> _Source:
        if builtin:
            location = self.builtins[name]
            label = identity = f"built-in {self.game}/{name}.yaml"
        else:
            location = self.users()[name]
            label, identity = str(location), os.path.realpath(location)
        if identity not in self._sources:
            with _in_file(label):
                root = yamlsafe.load(location, MAX_FILE_BYTES)
                self._sources[identity] = _source(name, label, identity, builtin, root, self.game)
        return self._sources[identity]

    def find(
        self, name: str, label: str, *, users_too: bool, line: int | None = None, key: str | None = None,
        asker: str | None = None,
    ) -> _Source:
        """The variant called ``name``; a built-in wins over a user file of that name.
        The message for an unknown one lists the others, never ``asker``, the file looking for a parent."""
        if name in self.builtins:
            return self.source(name, True)
        known = list(self.builtins)
        if users_too:
            usable = [user for user in self.users() if user not in self.builtins]
            if name in usable:
                return self.source(name, False)
            known += usable
        known = [other for other in known if other != asker]
        raise VariantError(label, _unknown("variant", name, known), line=line, key=key)

    def resolve(self, leaf: _Source) -> Variant:
        chain = [leaf]
        while (child := chain[-1]).extends is not None:
            # Built-ins must not depend on a player's files.
            parent = self.find(
                child.extends, child.path, users_too=not child.builtin, line=child.extends_line, key="extends",
                asker=child.name,
            )
            if parent.identity in {source.identity for source in chain}:
                cycle = " -> ".join([source.name for source in chain] + [parent.name])
                problem = f"the chain of parents loops: {cycle}"
                raise VariantError(child.path, problem, line=child.extends_line, key="extends")
            chain.append(parent)
        settings = self.settings_class()
        for source in reversed(chain):
            if source.settings is not None:
                with _in_file(source.path):
                    settings = _merge(settings, source.settings, "settings")
        return Variant(
            self.game, leaf.name, leaf.title, leaf.description, leaf.extends, leaf.builtin, leaf.path, settings
        )


def _builtin_files(game: str) -> dict[str, Traversable]:
    folder = _builtin_dir(game)
    if not folder.is_dir():
        return {}
    files = {entry.name.removesuffix(".yaml"): entry for entry in folder.iterdir() if entry.name.endswith(".yaml")}
    return {name: files[name] for name in sorted(files, key=lambda name: (name != "standard", name))}


def _user_files(game: str) -> dict[str, pathlib.Path]:
    folder = user_variant_dir(game)
    try:
        entries = list(folder.iterdir()) if folder.exists() else []
    except OSError as err:
        raise VariantError(str(folder), f"cannot read the folder: {err.strerror or err}") from None
    return {entry.stem: entry for entry in sorted(entries, key=lambda entry: entry.stem) if entry.suffix in SUFFIXES}


@contextlib.contextmanager
def _in_file(label: str) -> Iterator[None]:
    """Turn a ``YamlProblem`` raised inside into a ``VariantError`` naming the file."""
    try:
        yield
    except YamlProblem as err:
        raise VariantError(label, err.problem, line=err.line, key=err.key) from None


def _shadowing(path: str, name: str) -> VariantError:
    return VariantError(path, f"shadows the built-in variant {name!r}; rename the file")


def _top_level(root: Node) -> dict[str, Node]:
    if not isinstance(root.value, dict):
        raise YamlProblem(f"expected a mapping with title, description, ...; got {given(root.value)}", root.line)
    for key, node in root.value.items():
        if key not in TOP_LEVEL_KEYS:
            raise YamlProblem(_unknown("key", key, TOP_LEVEL_KEYS), node.line, key)
    return root.value


def _source(name: str, label: str, identity: str, builtin: bool, root: Node, game: str) -> _Source:
    entries = _top_level(root)
    named_game = _text(entries, "game", required=False)
    if named_game is not None and named_game != game:
        problem = f"expected {game!r}, the game this variant is for, got {named_game!r}"
        raise YamlProblem(problem, entries["game"].line, "game")
    title = _text(entries, "title", required=True)
    description = _text(entries, "description", required=True)
    extends = _text(entries, "extends", required=False)
    settings = entries.get("settings")
    if settings is not None and settings.value is None:  # "settings:" with every line commented out
        settings = None
    extends_line = entries["extends"].line if extends else None
    return _Source(name, label, identity, builtin, title, description, extends, extends_line, settings)


@overload
def _text(entries: dict[str, Node], key: str, *, required: Literal[True]) -> str: ...
@overload
def _text(entries: dict[str, Node], key: str, *, required: Literal[False]) -> str | None: ...
def _text(entries: dict[str, Node], key: str, *, required: bool) -> str | None:
    """The stripped text under ``key``; an absent or empty optional key is None."""
    node = entries.get(key)
    if node is None or node.value is None:
        if required:
            raise YamlProblem(f"missing; every variant needs a {key}", 1 if node is None else node.line, key)
        return None
    if not isinstance(node.value, str) or (required and not node.value.strip()):
        raise YamlProblem(f"expected non-empty text, got {given(node.value)}", node.line, key)
    return node.value.strip() or None


def _merge(current: Any, node: Node, key: str) -> Any:
    """``current`` (a settings dataclass) with the overrides in the mapping ``node``."""
    fields = {field.name: field for field in dataclasses.fields(current) if field.init}
    if not isinstance(node.value, dict):
        raise YamlProblem(f"expected a mapping of {', '.join(fields)}; got {given(node.value)}", node.line, key)
    types = typing.get_type_hints(type(current))
    changes = {}
    for name, child in node.value.items():
        inner = f"{key}.{name}"
        if name not in fields:
            raise YamlProblem(_unknown("setting", name, list(fields)), child.line, inner)
        changes[name] = _convert(child, types[name], fields[name], getattr(current, name), inner)
    try:
        return dataclasses.replace(current, **changes)
    except ValueError as err:  # a cross-field check in the settings class's __post_init__
        raise YamlProblem(str(err), node.line, key) from None


def _convert(node: Node, kind: Any, field: dataclasses.Field[object], current: Any, key: str) -> Any:
    value = _converted(node, kind, field, current, key)
    check = field.metadata.get("check")
    if check is not None:
        try:
            check(value)
        except ValueError as err:
            index = getattr(err, "index", None)
            if index is not None and isinstance(node.value, list) and index < len(node.value):
                raise YamlProblem(str(err), node.value[index].line, f"{key}[{index}]") from None
            raise YamlProblem(str(err), node.line, key) from None
    return value


def _converted(node: Node, kind: Any, field: dataclasses.Field[object], current: Any, key: str) -> Any:
    if kind is PlayerCount:
        assert isinstance(field.default, PlayerCount)  # a game's players field holds its limits
        return _players(node, field.default, current, key)
    if dataclasses.is_dataclass(kind):
        return _merge(current, node, key)
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        if not isinstance(node.value, list):
            raise YamlProblem(f"expected a list, got {given(node.value)}", node.line, key)
        return tuple(_scalar(item, args[0], {}, f"{key}[{i}]") for i, item in enumerate(node.value))
    if origin is dict and args[0] is str:
        if not isinstance(node.value, dict):
            raise YamlProblem(f"expected a mapping, got {given(node.value)}", node.line, key)
        return {name: _scalar(value, args[1], {}, f"{key}.{name}") for name, value in node.value.items()}
    return _scalar(node, kind, field.metadata, key)


def _scalar(node: Node, kind: Any, limits: typing.Mapping[str, Any], key: str) -> Any:
    value = node.value

    def refuse(expected: str) -> YamlProblem:
        return YamlProblem(f"expected {expected}, got {given(value)}", node.line, key)

    if kind is bool:
        if not isinstance(value, bool):
            raise refuse("true or false")
        return value
    if kind is int or kind is float:
        low, high = limits.get("min"), limits.get("max")
        expected = ("a whole number" if kind is int else "a number") + _range_text(low, high)
        if isinstance(value, bool) or not isinstance(value, (int,) if kind is int else (int, float)):
            raise refuse(expected)
        try:
            number = kind(value)
        except OverflowError:  # an int too big for a float
            raise refuse(expected) from None
        if not _in_range(number, low, high):
            raise refuse(expected)
        return number
    if kind is str:
        renamed = limits.get("renamed") or {}
        if isinstance(value, bool) and value in renamed:  # a flag an older file wrote
            return renamed[value]
        choices = limits.get("choices")
        if choices and value not in choices:
            raise refuse("one of " + ", ".join(repr(choice) for choice in choices))
        if not isinstance(value, str):
            raise refuse("text")
        return value
    raise TypeError(f"{key}: settings of type {kind!r} are not supported")


def _players(node: Node, limits: PlayerCount, current: PlayerCount, key: str) -> PlayerCount:
    """A narrowed player count; the field's default holds the game's hard limits."""
    if not isinstance(node.value, dict):
        raise YamlProblem(f"expected a mapping of min, max, default; got {given(node.value)}", node.line, key)
    counts = {"min": current.min, "max": current.max, "default": current.default}
    for name, child in node.value.items():
        inner = f"{key}.{name}"
        if name not in counts:
            raise YamlProblem(_unknown("key", name, list(counts)), child.line, inner)
        count = _scalar(child, int, {}, inner)
        if not limits.min <= count <= limits.max:
            problem = (
                f"expected a whole number from {limits.min} to {limits.max}, got {count}: "
                "a variant may narrow the game's player limits but not widen them"
            )
            raise YamlProblem(problem, child.line, inner)
        counts[name] = count
    if not counts["min"] <= counts["default"] <= counts["max"]:
        problem = "expected min <= default <= max, got min {min}, default {default}, max {max}".format(**counts)
        raise YamlProblem(problem, node.line, key)
    return PlayerCount(counts["min"], counts["max"], counts["default"])


def _in_range(number: float, low: float | None, high: float | None) -> bool:
    if isinstance(number, float) and not math.isfinite(number):
        return False  # NaN and infinities are never in range, even when there are no bounds
    return (low is None or number >= low) and (high is None or number <= high)


def _range_text(low: float | None, high: float | None) -> str:
    if low is not None and high is not None:
        return f" from {flow_text(low)} to {flow_text(high)}"
    if low is not None:
        return f" of at least {flow_text(low)}"
    return f" of at most {flow_text(high)}" if high is not None else ""


def _unknown(word: str, name: str, known: typing.Sequence[str]) -> str:
    close = difflib.get_close_matches(name, known, n=1)
    hint = f"did you mean {close[0]!r}? " if close else ""
    return f"unknown {word} {name!r}; {hint}known {word}s: {', '.join(known) or 'none'}"


def _describe(settings: Any, prefix: str) -> list[tuple[str, str, str]]:
    rows = []
    for field in dataclasses.fields(settings):
        key, value = prefix + field.name, getattr(settings, field.name)
        if isinstance(value, PlayerCount):
            rows += [(f"{key}.{part}", str(getattr(value, part)), text) for part, text in PLAYER_HELP.items()]
        elif dataclasses.is_dataclass(value):
            rows += _describe(value, key + ".")
        else:
            rows.append((key, flow_text(value), field.metadata.get("help", "")))
    return rows
