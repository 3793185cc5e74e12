"""``locales/languages.yaml``: the languages the site publishes, as a reviewable list.

A language is data, its folder ``locales/<code>/``; the list guards against a language
disappearing unnoticed (a bad merge, a tool that deleted a folder). A language listed here
whose catalog is gone stops the check and the build, naming the catalog and the list's
line; a language with a folder that is not listed yet is published all the same, and
``gin-rules i18n extract`` adds it. To stop publishing a language, delete its folder and
its line. A project without the file has no guard (every folder is a language).

>>> listed, problems = parse_list(b"- de\\n- el\\n")
>>> listed, problems
({'de': 1, 'el': 2}, [])
>>> print(parse_list(b"- de\\n- German\\n")[1][0])
locales/languages.yaml:2:3: error: 'German' is not a language code: write the code of its folder \
in locales/, such as 'de' or 'pt_BR'
>>> print(list_text(["el", "de"]).decode().splitlines()[-2:])
['- de', '- el']
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from generator.errors import Location, Problem
from generator.files import ProjectFiles, Unreadable
from generator.safe_yaml import load

LANGUAGE_LIST = "locales/languages.yaml"
CODE = re.compile(r"[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?\Z")
"""A language code as Babel and ``pybabel init -l`` spell it (``pt``, ``pt_BR``, ``sr_Latn``)."""

_HEADER = """\
# The languages the site publishes besides English (English is the source language).
# A language listed here whose catalog is missing stops `gin-rules check` and the build,
# so no language disappears from the site unnoticed. `gin-rules i18n extract` adds a new
# language (a folder made by `pybabel init`); to stop publishing one, delete its folder
# and its line.
"""


def parse_list(data: bytes) -> tuple[dict[str, int], list[Problem]]:
    """The codes of the list's bytes, each with its line, and the problems found."""
    node, problems = load(data, LANGUAGE_LIST)
    listed: dict[str, int] = {}
    if node is None:
        return listed, problems
    if node.kind != "seq":
        where = node.location
        return listed, [*problems, Problem(where, "the list must be a YAML list: '- de' a line")]
    for item in node.items:
        where = item.location
        code = item.value if item.kind == "scalar" else None
        if not isinstance(code, str) or not CODE.match(code):
            shown = code if item.kind == "scalar" else item.plain()
            problems.append(
                Problem(
                    where,
                    f"{shown!r} is not a language code: write the code of its folder in"
                    " locales/, such as 'de' or 'pt_BR'",
                )
            )
        elif code in listed:
            twice = f"'{code}' is listed twice (first at line {listed[code]})"
            problems.append(Problem(where, twice))
        else:
            listed[code] = where.line or 0
    return listed, problems


def read_list(files: ProjectFiles) -> tuple[dict[str, int] | None, list[Problem]]:
    """The list of the project's ``files`` (None when it has none) and its problems."""
    data = files.read(LANGUAGE_LIST)
    if data is None:
        if files.is_folder(LANGUAGE_LIST):
            return {}, [Problem(Location(LANGUAGE_LIST), "is a folder, not the language list")]
        return None, []
    if isinstance(data, Unreadable):
        return {}, [Problem(Location(LANGUAGE_LIST), data.reason)]
    return parse_list(data)


def list_text(codes: Iterable[str]) -> bytes:
    """The file listing ``codes``, by code, as extract writes it."""
    lines = "".join(f"- {code}\n" for code in sorted(set(codes)))
    return (_HEADER + lines).encode("utf-8")
