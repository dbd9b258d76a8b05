"""Read YAML as plain data without constructing any object: the one reader
of variant files, records and saves, and the settings file.

PyYAML's loaders turn tags into objects, expand aliases (so a "billion
laughs" file eats all memory) and silently keep the last of two equal keys.
Here the text is only composed into nodes, refusing anchors, aliases and
deep nesting on the way, then the nodes are walked by hand: only the plain
YAML types are accepted, duplicates are caught, and every value keeps the
line it was written on (``plain`` drops the lines). A plain scalar that YAML
would read as a date stays text, but an impossible date (2024-02-30) is
refused as invalid YAML, as PyYAML's own loader refuses it.

The text is read by libyaml's C parser when PyYAML has it (the wheels and the
bundle do): PyYAML's pure-Python parser reads only thousands of values a
second, so a large hostile file would take minutes. The nodes are composed
here from libyaml's events with the same checks. The pure-Python parser reads
the rest, so that both give the same values, lines and messages: a text that
libyaml or the walk refuses (for PyYAML's wording of what is wrong), a text
with a character libyaml reads more leniently, and every text when PyYAML has
no libyaml. ``MAX_VALUES`` bounds how long that takes.
"""

from __future__ import annotations

import codecs
import os
from dataclasses import dataclass
from typing import IO, Any, Literal, Protocol

import yaml
from yaml.constructor import SafeConstructor

MAX_DEPTH = 32
# Values (keys included) in one file. The largest real files hold far fewer:
# an 800-move Destiny save about 800, a statistics file with the tallies of a
# hundred variants about 13,000. The cap bounds memory and time: libyaml reads
# 20,000 values in a fraction of a second, the pure-Python parser in seconds.
MAX_VALUES = 20_000

# libyaml's parser, if PyYAML was built with it; tests set None to use the pure-Python one.
LIBYAML: type[yaml.CBaseLoader] | None = yaml.CBaseLoader if yaml.__with_libyaml__ else None

_STR = "tag:yaml.org,2002:str"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_PLAIN_SCALARS = (_STR, _INT, _FLOAT, _BOOL, _NULL)

# Only used to parse the text of int/float/bool scalars, once it matches the
# pattern YAML resolves that tag by; it never sees another tag.
_SCALAR_PARSER = SafeConstructor()
_SCALAR_PATTERNS = {
    tag: pattern
    for resolvers in yaml.SafeLoader.yaml_implicit_resolvers.values()
    for tag, pattern in resolvers
    if tag in (_INT, _FLOAT, _BOOL, _NULL, _TIMESTAMP)
}


class YamlProblem(ValueError):
    """What is wrong with a file's content; ``line`` is 1-based, ``key`` dotted."""

    def __init__(self, problem: str, line: int | None = None, key: str | None = None):
        super().__init__(problem)
        self.problem, self.line, self.key = problem, line, key


Scalar = bool | int | float | str | None


@dataclass(frozen=True)
class Node:
    """A value (a scalar, list[Node] or dict[str, Node]) and its 1-based
    line; a mapping member carries its key's line."""

    value: Scalar | list[Node] | dict[str, Node]
    line: int


class Readable(Protocol):
    """A ``pathlib.Path`` or an ``importlib.resources`` Traversable."""

    def open(self, mode: Literal["rb"]) -> IO[bytes]: ...


class _Resolver(yaml.resolver.Resolver):
    """YAML's implicit tags for plain values only: plain dates, "<<" and "=" stay
    text, as nothing here reads them; an explicit !!timestamp or !!merge tag is
    refused like any other. (No ClassVar: PyYAML's stubs declare this class
    attribute as an instance one.)"""

    yaml_implicit_resolvers = {  # noqa: RUF012
        first: [(tag, pattern) for tag, pattern in resolvers if tag in _PLAIN_SCALARS]
        for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }


_RESOLVER = _Resolver()
# libyaml reads some tabs, byte order marks past the start and question marks in
# flow collections ([a?]) that PyYAML refuses: a text with one of them is left to
# PyYAML (the files DeskCards writes have none).
_LIBYAML_LENIENT = ("\t", "\ufeff", "?")
_BREAKS = ("\n", "\r", "\x85", "\u2028", "\u2029")


class _TooManyValues(YamlProblem):
    """Refused at the same value by either parser; PyYAML would take seconds to get there."""


class _Checks:
    """What both composers refuse as each node starts: anchors, aliases, deep nesting, too many values."""

    def __init__(self, kind: str):
        self.kind = kind  # what is read, for the messages
        self.values = 0

    def start(self, event: Any, depth: int) -> None:
        line = event.start_mark.line + 1
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise YamlProblem(f"anchors and aliases are not allowed in {self.kind}s", line)
        if depth >= MAX_DEPTH:
            # The Python composer recurses per level; stop long before Python's limit does.
            raise YamlProblem(f"nested more than {MAX_DEPTH} levels deep", line)
        self.values += 1
        if self.values > MAX_VALUES:
            raise _TooManyValues(f"more than {MAX_VALUES:,} values; a {self.kind} holds far fewer", line)


class _Composer(yaml.SafeLoader):
    """SafeLoader's composer (pure Python) with the checks."""

    yaml_implicit_resolvers = _Resolver.yaml_implicit_resolvers
    depth = 0

    def __init__(self, stream: str, checks: _Checks):
        super().__init__(stream)
        self.checks = checks

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        self.checks.start(self.peek_event(), self.depth)  # type: ignore[no-untyped-call]  # unannotated in PyYAML's stubs
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def load(source: Readable, max_bytes: int, kind: str = "variant file") -> Node:
    """Parse the file at ``source``, a ``kind`` of at most ``max_bytes``; every failure is a ``YamlProblem``."""
    try:
        text = read_text(source, max_bytes, kind)
    except OSError as err:
        raise YamlProblem(f"cannot read the file: {err.strerror or err}") from None
    return parse_text(text, kind)


def read_text(source: Readable, max_bytes: int, kind: str = "variant file") -> str:
    """The file's UTF-8 text; a file over the limit is refused after reading only the limit.
    ``YamlProblem`` for a file too large or not UTF-8; an ``OSError`` is left to the caller."""
    with source.open("rb") as stream:
        data = stream.read(max_bytes + 1)
        if len(data) > max_bytes:
            raise YamlProblem(
                f"the file is {size_text(_size(stream, len(data)))}; a {kind} may be at most {size_text(max_bytes)}"
            )
    data = data.removeprefix(codecs.BOM_UTF8)  # some Windows editors start UTF-8 files with one
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise YamlProblem(f"not UTF-8 text (byte 0x{data[err.start]:02x}); save the file as UTF-8", line) from None


def parse_text(text: str, kind: str = "variant file") -> Node:
    bad = yaml.reader.Reader.NON_PRINTABLE.search(text)
    if bad:  # what PyYAML's reader checks first; libyaml would count the place in bytes
        line = text.count("\n", 0, bad.start()) + 1
        raise YamlProblem(f"invalid YAML: character #x{ord(bad.group()):04x} is not allowed", line)
    try:
        return _read(text, kind)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
        problem = getattr(err, "problem", None) or getattr(err, "context", None) or str(err)
        raise YamlProblem(f"invalid YAML: {problem}", mark.line + 1 if mark else None) from None


def _read(text: str, kind: str) -> Node:
    """Through libyaml if it reads the text without a problem, else through PyYAML."""
    if LIBYAML is not None and not any(char in text for char in _LIBYAML_LENIENT):
        try:
            return _tree(_compose_events(LIBYAML(text), _Checks(kind), text.endswith(_BREAKS)))
        except _TooManyValues:
            raise  # PyYAML would stop at the same value, seconds later
        except (yaml.YAMLError, YamlProblem):
            pass  # libyaml words invalid YAML its own way and reads a few texts PyYAML refuses: PyYAML says why
    return _tree(_compose(text, kind))


def _tree(root: yaml.Node | None) -> Node:
    if root is None:
        raise YamlProblem("the file is empty")
    return Node(_value(root, ""), root.start_mark.line + 1)


def _compose(text: str, kind: str) -> yaml.Node | None:
    """What ``yaml.compose`` does, with the checks, through PyYAML's pure-Python parser."""
    composer = _Composer(text, _Checks(kind))
    try:
        return composer.get_single_node()
    finally:
        composer.dispose()


def _compose_events(parser: yaml.CBaseLoader, checks: _Checks, ends_with_break: bool) -> yaml.Node | None:
    """The document's node tree, built from libyaml's events without recursion."""
    # Any: the stubs' events may all be None, and their marks are two different classes.
    event: Any = None
    try:
        parser.get_event()  # the stream's start
        document: Any = parser.get_event()
        if isinstance(document, yaml.StreamEndEvent):
            return None
        open_nodes: list[Any] = []
        node: Any = None
        keys: list[yaml.Node | None] = []  # per open mapping, its key waiting for a value
        while True:
            event = parser.get_event()
            if isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                node = open_nodes.pop()
                keys.pop()
            else:
                checks.start(event, len(open_nodes))
                node = _node_of(event)
                if not isinstance(node, yaml.ScalarNode):
                    open_nodes.append(node)
                    keys.append(None)
                    continue
            if not open_nodes:
                break
            if isinstance(open_nodes[-1], yaml.SequenceNode):
                open_nodes[-1].value.append(node)
            elif keys[-1] is None:
                keys[-1] = node
            else:
                open_nodes[-1].value.append((keys[-1], node))
                keys[-1] = None
        parser.get_event()  # the document's end
        event = parser.get_event()
        end_line = event.start_mark.line
        if not isinstance(event, yaml.StreamEndEvent):
            raise yaml.composer.ComposerError("expected a single document in the stream", document.start_mark,
                                              "but found another document", event.start_mark)
        if node.start_mark.line == end_line and not ends_with_break:
            # An empty document's null sits where the text ends, and libyaml ends a
            # text without a final line break one line further down than PyYAML.
            node.start_mark = yaml.Mark("", 0, node.start_mark.line - 1, 0, None, 0)
        return node  # type: ignore[no-any-return]  # node is Any: the stubs' events carry no node types
    finally:
        parser.dispose()


def _node_of(event: Any) -> yaml.Node:
    """The node a scalar, sequence or mapping event starts, its tag resolved as PyYAML's
    composer does; without an end mark, which nothing here reads."""
    tag = event.tag if event.tag not in (None, "!") else None
    start: Any = event.start_mark  # the stubs' event marks are not node marks
    if isinstance(event, yaml.ScalarEvent):
        # PyYAML reads a "!" tag as plain (so "!" alone is null); libyaml, on an empty value, not.
        implicit = (True, False) if event.tag == "!" else event.implicit
        tag = tag or _RESOLVER.resolve(yaml.ScalarNode, event.value, implicit)  # type: ignore[no-untyped-call]  # unannotated in PyYAML's stubs
        # libyaml marks a plain scalar with style "", PyYAML with None
        return yaml.ScalarNode(tag, event.value, start, None, event.style or None)
    if isinstance(event, yaml.SequenceStartEvent):
        return yaml.SequenceNode(tag or _SEQ, [], start, None)
    return yaml.MappingNode(tag or _MAP, [], start, None)


def plain(node: Node) -> Any:
    """The value of ``node`` without its lines: dicts, lists and scalars."""
    value = node.value
    if isinstance(value, dict):
        return {name: plain(child) for name, child in value.items()}
    if isinstance(value, list):
        return [plain(child) for child in value]
    return value


def size_text(size: int) -> str:
    """Exact bytes, so a file one byte over the limit does not read as the limit itself."""
    rounded = f" ({size // 1024} KiB)" if size % 1024 == 0 and size >= 1024 else ""
    return f"{size:,} bytes{rounded}"


def given(value: object) -> str:
    """A parsed value as a message shows what was given: got 'ten', got a list."""
    if isinstance(value, str):
        return repr(value) if len(value) <= 40 else repr(value[:40] + "...")
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return "nothing" if value is None else flow_text(value)


def flow_text(value: object) -> str:
    """A plain value as YAML flow text: true, [a, b], {k: 1}."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return "[" + ", ".join(flow_text(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{name}: {flow_text(item)}" for name, item in value.items()) + "}"
    return str(value)


def _size(stream: IO[bytes], read: int) -> int:
    try:
        return max(stream.seek(0, os.SEEK_END), read)
    except OSError:  # a pipe cannot seek: say at least what was read
        return read


def _value(node: yaml.Node, key: str) -> Scalar | list[Node] | dict[str, Node]:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode) and node.tag == _MAP:
        return _mapping(node, key)
    if isinstance(node, yaml.SequenceNode) and node.tag == _SEQ:
        return [Node(_value(item, f"{key}[{i}]"), item.start_mark.line + 1) for i, item in enumerate(node.value)]
    if isinstance(node, yaml.ScalarNode) and node.tag in _PLAIN_SCALARS:
        return _scalar(node, line, key)
    tag = node.tag.replace("tag:yaml.org,2002:", "!!")
    raise YamlProblem(f"the tag {tag} is not allowed; write plain values", line, key or None)


def _mapping(node: yaml.MappingNode, key: str) -> dict[str, Node]:
    entries: dict[str, Node] = {}
    for key_node, value_node in node.value:
        line = key_node.start_mark.line + 1
        if not (isinstance(key_node, yaml.ScalarNode) and key_node.tag == _STR):
            shown = key_node.value if isinstance(key_node, yaml.ScalarNode) else "a list or mapping"
            raise YamlProblem(f"expected a name as the key, got {shown}", line, key or None)
        name = key_node.value
        inner = f"{key}.{name}" if key else name
        if name in entries:
            raise YamlProblem(f"duplicate key (first given on line {entries[name].line})", line, inner)
        entries[name] = Node(_value(value_node, inner), line)
    return entries


def _scalar(node: yaml.ScalarNode, line: int, key: str) -> Scalar:
    if node.tag == _STR:
        if node.style is None and _SCALAR_PATTERNS[_TIMESTAMP].match(node.value):
            try:
                _SCALAR_PARSER.construct_yaml_timestamp(node)
            except ValueError:
                raise YamlProblem(f"invalid YAML: {node.value} is not a real date", line, key or None) from None
        text: str = node.value
        return text
    if not _SCALAR_PATTERNS[node.tag].match(node.value):  # bad text under an explicit tag: !!int ten
        raise YamlProblem(f"{given(node.value)} is not a valid {node.tag.rsplit(':', 1)[-1]}", line, key or None)
    if node.tag == _NULL:
        return None
    if node.tag == _BOOL:
        return _SCALAR_PARSER.construct_yaml_bool(node)
    try:
        number: int | float = (_SCALAR_PARSER.construct_yaml_int if node.tag == _INT
                               else _SCALAR_PARSER.construct_yaml_float)(node)
        return number
    except ValueError:  # an int too long for Python to convert
        raise YamlProblem(f"a number of {len(node.value)} digits is too long", line, key or None) from None
