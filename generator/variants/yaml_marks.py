"""Safe YAML with the place of every key and value kept, for messages like ``x.yaml:12:3: …``.

:class:`MarkedLoader` is a :class:`yaml.SafeLoader` that is only asked to compose
nodes; scalars are then built by the safe constructor, so no tag can create an
arbitrary object. The result is a tree of :class:`Node` values whose mappings
keep the location of each key beside its value.

>>> [
...     (k, str(e.key_location), str(e.node.location), e.node.value)
...     for k, e in parse("rules:\\n  knock_limit: 7\\n", "x.yaml")[0]
...     .entries["rules"].node.entries.items()
... ]
[('knock_limit', 'x.yaml:2:3', 'x.yaml:2:16', 7)]
>>> parse("a: [1, 2\\n", "bad.yaml")[1][0].message
"while parsing a flow sequence: expected ',' or ']', but got '<stream end>'"
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml

from generator.errors import Location, Problem

MAX_NODES = 100_000
"""More nodes than this (aliases can multiply a small file) is refused."""


_PLAIN_TAGS = ("tag:yaml.org,2002:map", "tag:yaml.org,2002:seq")


class MarkedLoader(yaml.SafeLoader):
    """A safe loader used for composing nodes only; scalars use the safe constructor."""


@dataclass(frozen=True, eq=False)
class Node:
    """A YAML value and where it starts: a scalar, a mapping or a sequence."""

    kind: str
    """"scalar", "map" or "seq"."""
    value: object
    """The Python scalar; ``dict[str, Entry]`` (mapping); ``tuple[Node, ...]`` (sequence)."""
    location: Location

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
        return self.value  # type: ignore[return-value]

    @property
    def items(self) -> tuple[Node, ...]:
        assert self.kind == "seq"
        return self.value  # type: ignore[return-value]


@dataclass(frozen=True, eq=False)
class Entry:
    """A mapping entry: where its key is written, and its value."""

    key_location: Location
    node: Node


def _location(path: str, mark: yaml.Mark | None) -> Location:
    if mark is None:
        return Location(path)
    return Location(path, mark.line + 1, mark.column + 1)


class _Builder:
    def __init__(self, loader: MarkedLoader, path: str) -> None:
        self.loader = loader
        self.path = path
        self.count = 0
        self.problems: list[Problem] = []
        self.active: set[int] = set()

    def build(self, node: yaml.Node) -> Node:
        self.count += 1
        if self.count > MAX_NODES:
            raise _TooBig(node)
        where = _location(self.path, node.start_mark)
        if isinstance(node, yaml.ScalarNode):
            return Node("scalar", self.loader.construct_object(node, deep=True), where)
        if node.tag not in _PLAIN_TAGS:
            raise yaml.constructor.ConstructorError(
                None, None, f"the tag '{node.tag}' is not allowed here", node.start_mark
            )
        if id(node) in self.active:
            raise _Recursive(node)
        self.active.add(id(node))
        try:
            if isinstance(node, yaml.SequenceNode):
                return Node("seq", tuple(self.build(item) for item in node.value), where)
            entries: dict[str, Entry] = {}
            for key_node, value_node in node.value:
                key_where = _location(self.path, key_node.start_mark)
                if not isinstance(key_node, yaml.ScalarNode):
                    self.problems.append(Problem(key_where, "a key must be a plain word"))
                    continue
                key = str(key_node.value)
                if key in entries:
                    first = entries[key].key_location
                    self.problems.append(
                        Problem(
                            key_where, f"duplicate key '{key}' (first given at line {first.line})"
                        )
                    )
                    continue
                entries[key] = Entry(key_where, self.build(value_node))
            return Node("map", entries, where)
        finally:
            self.active.discard(id(node))


class _TooBig(Exception):
    def __init__(self, node: yaml.Node) -> None:
        self.node = node


class _Recursive(Exception):
    def __init__(self, node: yaml.Node) -> None:
        self.node = node


def parse(text: str, path: str) -> tuple[Node | None, list[Problem]]:
    """The node tree of one YAML document, and the problems found (syntax errors at their mark).

    An empty document gives ``None``.
    """
    loader = MarkedLoader(text)
    try:
        try:
            root = loader.get_single_node()
        except yaml.MarkedYAMLError as error:
            mark = error.problem_mark or error.context_mark
            message = ": ".join(str(p) for p in (error.context, error.problem) if p)
            return None, [Problem(_location(path, mark), message or "not valid YAML")]
        except yaml.YAMLError as error:
            return None, [Problem(Location(path), f"not valid YAML: {error}")]
        if root is None:
            return None, []
        builder = _Builder(loader, path)
        try:
            return builder.build(root), builder.problems
        except yaml.MarkedYAMLError as error:  # an unknown or unsafe tag
            mark = error.problem_mark or error.context_mark
            problem = str(error.problem or "cannot read this value")
            return None, [*builder.problems, Problem(_location(path, mark), problem)]
        except _Recursive as error:
            where = _location(path, error.node.start_mark)
            return None, [Problem(where, "an alias refers to the value that contains it")]
        except _TooBig as error:
            where = _location(path, error.node.start_mark)
            return None, [Problem(where, f"more than {MAX_NODES} values (aliases?)")]
    finally:
        loader.dispose()


def read(path: Path, shown: str) -> tuple[Node | None, list[Problem]]:
    """:func:`parse` a file, ``shown`` being the path used in messages."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        return None, [Problem(Location(shown), f"not UTF-8 text: {error.reason}")]
    except OSError as error:
        return None, [Problem(Location(shown), f"cannot read: {error.strerror or error}")]
    return parse(text, shown)
