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

The nodes are composed from the parser's events by :mod:`generator.yaml_nodes`, with no
recursion. The result is a tree of :class:`Node` values whose mappings keep the location
of each key beside its value.

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

from functools import lru_cache
from pathlib import Path

import yaml

from generator.errors import Location, Problem
from generator.files import ProjectFiles, Unreadable
from generator.yaml_nodes import MAX_DEPTH, MAX_NODES, Composer, Entry, Node, Refused

__all__ = [
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_NODES",
    "Entry",
    "Node",
    "decode",
    "load",
    "parse",
    "read",
    "read_source",
]

MAX_BYTES = 1_000_000
"""A YAML file larger than this is refused (the largest rule file is a few dozen KB)."""
KEPT_FILES = 64
"""How many files read are kept in memory, by their bytes: a file read again unchanged (a
preview rebuilt, a check of a copy of the project) is not parsed again."""
_FAST = getattr(yaml, "CSafeLoader", None)
"""libyaml's parser, where PyYAML was built with it: about ten times faster than PyYAML's
own, which reads a file again only to word its syntax error (its messages say more)."""


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
    composer: Composer | None = None
    try:
        composer = Composer(text, path, loader)
        root = composer.compose()
    except Refused as refused:
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
    """:func:`parse` the bytes of a file, ``shown`` being its path in messages. The same
    bytes read again give the same tree (its nodes are never changed)."""
    node, problems = _loaded(data, shown)
    return node, list(problems)


@lru_cache(maxsize=KEPT_FILES)
def _loaded(data: bytes, shown: str) -> tuple[Node | None, tuple[Problem, ...]]:
    if len(data) > MAX_BYTES:
        return None, (Problem(Location(shown), f"the file is larger than {MAX_BYTES} bytes"),)
    text, problems = decode(data, shown)
    if text is None:
        return None, tuple(problems)
    node, found = parse(text, shown)
    return node, tuple(found)
