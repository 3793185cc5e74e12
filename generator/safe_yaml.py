"""The one YAML reader of the project: safe, bounded, and with the place of every value.

Rule files and glossaries are edited by people, and a translation platform or a
pull request may bring anything. Every YAML file of the project is read here and
nowhere else:

- only plain data: mappings, lists, strings, numbers, booleans and null; any tag
  that would build an object (``!!python/…``) is refused at its line;
- bounded: a file over :data:`MAX_BYTES`, values nested deeper than
  :data:`MAX_DEPTH`, or more than :data:`MAX_NODES` values once aliases are
  counted out, is refused instead of hanging or exhausting the stack;
- every problem is a :class:`~generator.errors.Problem` at ``file:line:column``,
  never an exception.

The nodes are composed from the parser's events by a loop with an explicit stack,
so no nesting can reach Python's recursion limit. The result is a tree of
:class:`Node` values whose mappings keep the location of each key beside its value.

>>> [
...     (k, str(e.key_location), str(e.node.location), e.node.value)
...     for k, e in parse("rules:\\n  knock_limit: 7\\n", "x.yaml")[0]
...     .entries["rules"].node.entries.items()
... ]
[('knock_limit', 'x.yaml:2:3', 'x.yaml:2:16', 7)]
>>> parse("a: [1, 2\\n", "bad.yaml")[1][0].message
"not valid YAML: while parsing a flow sequence: expected ',' or ']', but got '<stream end>'"
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import yaml
from yaml.error import Mark as PyMark

from generator.errors import Location, Problem
from generator.files import ProjectFiles, Unreadable

Mark = PyMark | Any
"""A position in the text: PyYAML's own, or its C parser's (libyaml), alike in their fields."""

MAX_BYTES = 1_000_000
"""A YAML file larger than this is refused (the largest rule file is a few dozen KB)."""
MAX_DEPTH = 64
"""Values nested deeper than this are refused."""
MAX_NODES = 100_000
"""More values than this, aliases counted out, is refused (an alias can multiply a small file)."""

_FAST = getattr(yaml, "CSafeLoader", None)
"""libyaml's parser, where PyYAML was built with it: about ten times faster than PyYAML's
own, which reads a file again only to word its syntax error (its messages say more)."""

_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"
_SCALAR_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "timestamp")
)


@dataclass(frozen=True, eq=False)
class Node:
    """A YAML value and where it starts: a scalar, a mapping or a sequence."""

    kind: str
    """"scalar", "map" or "seq"."""
    value: object
    """The Python scalar; ``dict[str, Entry]`` (mapping); ``tuple[Node, ...]`` (sequence)."""
    location: Location
    block: bool = False
    """A scalar written as a block (``|`` or ``>``): its text starts on the next line."""

    def plain(self) -> object:
        """The value as plain Python data (marks dropped)."""
        if self.kind == "map":
            return {k: e.node.plain() for k, e in self.entries.items()}
        if self.kind == "seq":
            return [n.plain() for n in self.items]
        return self.value

    @property
    def entries(self) -> dict[str, Entry]:
        assert self.kind == "map"
        return cast("dict[str, Entry]", self.value)  # a mapping's value is its entries

    @property
    def items(self) -> tuple[Node, ...]:
        assert self.kind == "seq"
        return cast("tuple[Node, ...]", self.value)  # a sequence's value is its items

    @property
    def text_line(self) -> int:
        """The line where a scalar's text starts (the line after ``|`` or ``>``)."""
        return self.location.line + self.block


@dataclass(frozen=True, eq=False)
class Entry:
    """A mapping entry: where its key is written, and its value."""

    key_location: Location
    node: Node


class _Refused(Exception):
    """A problem that ends the reading of a file."""

    def __init__(self, location: Location, message: str) -> None:
        self.problem = Problem(location, message)


@dataclass
class _Open:
    """A mapping or sequence whose values are still being read."""

    kind: str
    location: Location
    anchor: str | None
    values: list[Node] = field(default_factory=list)
    keys: list[tuple[str | None, Location]] = field(default_factory=list)
    size: int = 1


class _Composer:
    def __init__(self, text: str, path: str, loader: type = yaml.SafeLoader) -> None:
        self.loader = loader(text)
        self.path = path
        self.anchors: dict[str, tuple[Node, int]] = {}
        self.open_anchors: set[str] = set()
        self.count = 0
        self.problems: list[Problem] = []

    def where(self, mark: Mark | None) -> Location:
        if mark is None:
            return Location(self.path)
        return Location(self.path, mark.line + 1, mark.column + 1)

    def count_out(self, size: int, mark: Mark | None) -> None:
        self.count += size
        if self.count > MAX_NODES:
            raise _Refused(self.where(mark), f"more than {MAX_NODES} values (aliases?)")

    def scalar(self, event: yaml.ScalarEvent) -> Node:
        where = self.where(event.start_mark)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag not in _SCALAR_TAGS:
            raise _Refused(where, f"the tag '{event.tag}' is not allowed here")
        start: Mark = event.start_mark  # PyYAML's mark, or libyaml's with the same fields
        end: Mark = event.end_mark
        node = yaml.ScalarNode(tag, event.value, start, end, event.style)
        value = self.loader.construct_object(node, deep=True)
        if isinstance(value, datetime.date):
            value = event.value  # a date is a text here
        return Node("scalar", value, where, block=event.style in ("|", ">"))

    def compose(self) -> Node | None:
        """The document's root node (None for an empty document)."""
        loader = self.loader
        loader.get_event()  # StreamStart
        if loader.check_event(yaml.StreamEndEvent):
            return None
        loader.get_event()  # DocumentStart
        stack: list[_Open] = []
        root: Node | None = None
        while root is None:
            event = loader.get_event()
            node: Node | None = None
            size = 1
            if isinstance(event, yaml.AliasEvent):
                node, size = self.alias(event)
            elif isinstance(event, yaml.ScalarEvent):
                node = self.scalar(event)
                self.count_out(1, event.start_mark)
                self.remember(event.anchor, node, 1)
            elif isinstance(event, yaml.SequenceStartEvent | yaml.MappingStartEvent):
                kind = "seq" if isinstance(event, yaml.SequenceStartEvent) else "map"
                where = self.where(event.start_mark)
                tag = event.tag
                if tag not in (None, "!", _SEQ if kind == "seq" else _MAP):
                    raise _Refused(where, f"the tag '{tag}' is not allowed here")
                if len(stack) >= MAX_DEPTH:
                    raise _Refused(where, f"values nested more than {MAX_DEPTH} levels deep")
                if event.anchor is not None:
                    self.open_anchors.add(event.anchor)
                stack.append(_Open(kind, where, event.anchor))
                self.count_out(1, event.start_mark)
                continue
            else:  # SequenceEnd / MappingEnd
                done = stack.pop()
                node = self.close(done)
                size = done.size
                if done.anchor is not None:
                    self.open_anchors.discard(done.anchor)
                    self.remember(done.anchor, node, size)
            if not stack:
                root = node
            else:
                self.add(stack[-1], node, size, event)
        if not loader.check_event(yaml.DocumentEndEvent):
            raise _Refused(self.where(loader.peek_event().start_mark), "a single value expected")
        loader.get_event()
        if not loader.check_event(yaml.StreamEndEvent):
            mark = loader.peek_event().start_mark
            raise _Refused(self.where(mark), "more than one YAML document in the file")
        return root

    def alias(self, event: yaml.AliasEvent) -> tuple[Node, int]:
        where = self.where(event.start_mark)
        if event.anchor in self.open_anchors:
            raise _Refused(where, "an alias refers to the value that contains it")
        if event.anchor not in self.anchors:
            raise _Refused(where, f"unknown alias '*{event.anchor}'")
        node, size = self.anchors[event.anchor]
        self.count_out(size, event.start_mark)
        return node, size

    def remember(self, anchor: str | None, node: Node, size: int) -> None:
        if anchor is not None:
            self.anchors[anchor] = (node, size)

    def add(self, parent: _Open, node: Node, size: int, event: yaml.Event) -> None:
        parent.size += size
        if parent.kind == "seq":
            parent.values.append(node)
            return
        if len(parent.keys) == len(parent.values):  # a key
            if node.kind != "scalar":
                self.problems.append(Problem(node.location, "a key must be a plain word"))
                parent.keys.append((None, node.location))
            else:
                text = event.value if isinstance(event, yaml.ScalarEvent) else str(node.value)
                parent.keys.append((text, node.location))
            return
        parent.values.append(node)

    def close(self, done: _Open) -> Node:
        if done.kind == "seq":
            return Node("seq", tuple(done.values), done.location)
        entries: dict[str, Entry] = {}
        for (key, key_where), value in zip(done.keys, done.values, strict=True):
            if key is None:
                continue
            if key in entries:
                first = entries[key].key_location
                message = f"duplicate key '{key}' (first given at line {first.line})"
                self.problems.append(Problem(key_where, message))
                continue
            entries[key] = Entry(key_where, value)
        return Node("map", entries, done.location)


def parse(text: str, path: str) -> tuple[Node | None, list[Problem]]:
    """The node tree of one YAML document, and the problems found (``path`` names the
    file in messages). An empty document gives ``None`` and no problem."""
    if len(text) > MAX_BYTES:
        return None, [Problem(Location(path), f"the file is larger than {MAX_BYTES} bytes")]
    text = text.removeprefix("\ufeff")
    if _FAST is not None:
        try:
            return _compose(text, path, _FAST)
        except yaml.YAMLError:
            pass  # PyYAML's own parser words the error
    return _compose(text, path, yaml.SafeLoader)


def _compose(text: str, path: str, loader: type) -> tuple[Node | None, list[Problem]]:
    """:func:`parse` with ``loader``'s parser; a YAML error raises, except with PyYAML's
    own parser, whose error is the problem returned."""
    composer: _Composer | None = None
    try:
        composer = _Composer(text, path, loader)
        root = composer.compose()
    except _Refused as refused:
        found = composer.problems if composer is not None else []
        return None, [*found, refused.problem]
    except yaml.YAMLError as error:
        if loader is not yaml.SafeLoader:
            raise
        return None, [_yaml_problem(error, text, path)]
    finally:
        if composer is not None:
            composer.loader.dispose()
    return root, composer.problems


def _yaml_problem(error: yaml.YAMLError, text: str, path: str) -> Problem:
    """The problem PyYAML's parser reported as ``error``."""
    if isinstance(error, yaml.MarkedYAMLError):
        mark = error.problem_mark or error.context_mark
        where = Location(path, mark.line + 1, mark.column + 1) if mark else Location(path)
        message = "not valid YAML: " + ": ".join(
            str(p) for p in (error.context, error.problem) if p
        )
        if "mapping values are not allowed" in message:
            message += " (quote a text that contains ': ')"
        return Problem(where, message)
    if isinstance(error, yaml.reader.ReaderError):
        line = text.count("\n", 0, error.position) + 1
        column = error.position - (text.rfind("\n", 0, error.position) + 1) + 1
        message = f"character #x{error.character:04x} is not allowed in YAML text"
        return Problem(Location(path, line, column), message)
    return Problem(Location(path), f"not valid YAML: {error}")


def decode(data: bytes, shown: str) -> tuple[str | None, list[Problem]]:
    """``data`` as UTF-8 text, or the problem at the line of the first bad byte."""
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        message = f"not UTF-8 text: byte 0x{data[error.start]:02x} cannot be read"
        return None, [Problem(Location(shown, line, column), message)]


def read(path: Path, shown: str) -> tuple[Node | None, list[Problem]]:
    """:func:`parse` a file, ``shown`` being the path used in messages."""
    try:
        if path.stat().st_size > MAX_BYTES:
            return None, [Problem(Location(shown), f"the file is larger than {MAX_BYTES} bytes")]
        data = path.read_bytes()
    except IsADirectoryError:
        return None, [Problem(Location(shown), "is a folder, not a YAML file")]
    except OSError as error:
        return None, [Problem(Location(shown), f"cannot read: {error.strerror or error}")]
    return load(data, shown)


def read_source(files: ProjectFiles, shown: str) -> tuple[Node | None, list[Problem]]:
    """:func:`parse` the file at ``shown`` (relative to the project) of ``files``."""
    data = files.read(shown)
    if isinstance(data, Unreadable):
        return None, [Problem(Location(shown), data.reason)]
    if data is None:
        why = "is a folder, not a YAML file" if files.is_folder(shown) else "no such file"
        return None, [Problem(Location(shown), why)]
    return load(data, shown)


def load(data: bytes, shown: str) -> tuple[Node | None, list[Problem]]:
    """:func:`parse` the bytes of a file, ``shown`` being its path in messages."""
    if len(data) > MAX_BYTES:
        return None, [Problem(Location(shown), f"the file is larger than {MAX_BYTES} bytes")]
    text, problems = decode(data, shown)
    if text is None:
        return None, problems
    return parse(text, shown)
