"""Located YAML nodes, composed from the parser's events within bounds.

The nodes are composed by a loop with an explicit stack, so no nesting can reach Python's
recursion limit; values nested deeper than :data:`MAX_DEPTH`, or more than
:data:`MAX_NODES` values once aliases are counted out, are refused; only plain data
(mappings, lists, strings, numbers, booleans, null) is accepted. The result is a tree of
:class:`Node` values whose mappings keep the location of each key beside its value.
:mod:`generator.safe_yaml` reads files with it.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any, cast

import yaml
from yaml.error import Mark as PyMark

from generator.errors import Location, Problem

Mark = PyMark | Any
"""A position in the text: PyYAML's own, or its C parser's (libyaml), alike in their fields."""

MAX_DEPTH = 64
"""Values nested deeper than this are refused."""
MAX_NODES = 100_000
"""More values than this, aliases counted out, is refused (an alias can multiply a small file)."""

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


class Refused(Exception):
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


class Composer:
    """Composes one document's nodes from a loader's events (see the module)."""

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
            raise Refused(self.where(mark), f"more than {MAX_NODES} values (aliases?)")

    def scalar(self, event: yaml.ScalarEvent) -> Node:
        where = self.where(event.start_mark)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if tag not in _SCALAR_TAGS:
            raise Refused(where, f"the tag '{event.tag}' is not allowed here")
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
                    raise Refused(where, f"the tag '{tag}' is not allowed here")
                if len(stack) >= MAX_DEPTH:
                    raise Refused(where, f"values nested more than {MAX_DEPTH} levels deep")
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
            raise Refused(self.where(loader.peek_event().start_mark), "a single value expected")
        loader.get_event()
        if not loader.check_event(yaml.StreamEndEvent):
            mark = loader.peek_event().start_mark
            raise Refused(self.where(mark), "more than one YAML document in the file")
        return root

    def alias(self, event: yaml.AliasEvent) -> tuple[Node, int]:
        where = self.where(event.start_mark)
        if event.anchor in self.open_anchors:
            raise Refused(where, "an alias refers to the value that contains it")
        if event.anchor not in self.anchors:
            raise Refused(where, f"unknown alias '*{event.anchor}'")
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
