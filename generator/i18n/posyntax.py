"""The PO grammar of GNU gettext, read line by line: entries with the line of each part.

:class:`Reader` turns the lines of a PO file into :class:`Entry` values (comments,
``#|`` previous msgids, msgctxt, msgid, msgid_plural, msgstr or msgstr[N], each
string with its line) and raises :class:`~generator.errors.CatalogError` at the
first line that breaks the grammar: an unknown keyword, a msgid without msgstr, a
string outside an entry, text after a closing quote, an unterminated string, an
escape other than ``\\n \\t \\r \\" \\\\ \\a \\b \\f \\v``, plural forms out of order, an
entry that mixes ``#~`` and live lines. :mod:`generator.i18n.pofile` makes a catalog
of the entries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NoReturn

from generator.errors import CatalogError, Location

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b"}
_ESCAPES |= {"f": "\f", "v": "\v"}
_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"[ \t]*')
_ESCAPE = re.compile(r"\\(.)")
_KEYWORD = re.compile(r"(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)(?=[\s\"]|$)[ \t]*")


@dataclass
class Field:
    keyword: str  # msgctxt, msgid, msgid_plural, msgstr, msgstr[N]
    line: int
    obsolete: bool
    pieces: list[tuple[int, str]] = field(default_factory=list)  # (line, unescaped text)

    @property
    def text(self) -> str:
        return "".join(text for _, text in self.pieces)


@dataclass
class Entry:
    user: list[str] = field(default_factory=list)
    auto: list[str] = field(default_factory=list)
    locations: list[tuple[str, int | None]] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    previous: list[Field] = field(default_factory=list)
    fields: list[Field] = field(default_factory=list)

    def get(self, keyword: str) -> Field | None:
        return next((f for f in self.fields if f.keyword == keyword), None)

    @property
    def forms(self) -> list[Field]:
        return [f for f in self.fields if f.keyword.startswith("msgstr")]


class Reader:
    def __init__(self, shown: str) -> None:
        self.shown = shown
        self.entries: list[Entry] = []
        self.entry = Entry()

    def fail(self, line: int, message: str, column: int = 0, hint: str | None = None) -> NoReturn:
        raise CatalogError(Location(self.shown, line, column), message, hint=hint)

    # -- lines ---------------------------------------------------------------------------

    def read(self, lines: Iterable[str]) -> list[Entry]:
        for number, raw in enumerate(lines, 1):
            line = raw.rstrip()
            body = line.lstrip()
            indent = len(line) - len(body)
            if not body:
                continue
            if body.startswith("#~"):
                rest = body[2:].lstrip()
                start = indent + len(body) - len(rest)
                if rest.startswith("|"):
                    self.comment(number, "#" + rest, start - 1)
                elif rest:
                    self.statement(number, rest, start, obsolete=True)
            elif body.startswith("#"):
                self.comment(number, body, indent)
            else:
                self.statement(number, body, indent, obsolete=False)
        self.finish()
        return self.entries

    def comment(self, number: int, body: str, indent: int) -> None:
        entry = self.entry
        if entry.fields:
            if not entry.forms:
                self.missing_msgstr()  # a comment ends the entry
            self.finish()
            entry = self.entry
        kind, text = body[1:2], body[2:].strip()
        if kind == ":":
            entry.locations.extend(_locations(text))
        elif kind == ",":
            entry.flags.extend(f.strip() for f in text.split(",") if f.strip())
        elif kind == ".":
            if text:
                entry.auto.append(text)
        elif kind == "|":
            self.previous(number, body[2:], indent + 2)
        else:
            entry.user.append(body[1:].strip())

    def previous(self, number: int, text: str, column: int) -> None:
        """A ``#|`` line: the previous msgctxt/msgid/msgid_plural, or more of its strings."""
        body = text.lstrip()
        column += len(text) - len(body)
        previous = self.entry.previous
        match = _KEYWORD.match(body)
        if match and match.group(1) in ("msgctxt", "msgid", "msgid_plural"):
            previous.append(Field(match.group(1), number, False))
            body_at = match.end()
        elif body.startswith('"') and previous:
            body_at = 0
        else:
            self.fail(number, 'a #| line holds the previous msgid: #| msgid "..."', column + 1)
        previous[-1].pieces.extend(self.strings(number, body, body_at, column))

    def statement(self, number: int, body: str, indent: int, *, obsolete: bool) -> None:
        if body.startswith('"'):
            if not self.entry.fields:
                self.fail(number, "a string outside any msgid or msgstr", indent + 1)
            current = self.entry.fields[-1]
            self.consistent(current.obsolete, obsolete, number)
            current.pieces.extend(self.strings(number, body, 0, indent))
            return
        match = _KEYWORD.match(body)
        if match is None:
            word = body.split(maxsplit=1)[0][:30]
            self.fail(
                number,
                f"unknown keyword {word!r}",
                indent + 1,
                hint='a line holds msgctxt, msgid, msgid_plural, msgstr[N], a "string" or a #'
                " comment",
            )
        keyword = match.group(1)
        self.order(number, keyword, match.group(2), obsolete)
        added = Field(keyword, number, obsolete)
        self.entry.fields.append(added)
        if match.end() >= len(body):
            self.fail(number, f'{keyword} needs a quoted string: {keyword} "..."', indent + 1)
        added.pieces.extend(self.strings(number, body, match.end(), indent))

    def order(self, number: int, keyword: str, index: str | None, obsolete: bool) -> None:
        """Fail unless ``keyword`` may follow what the entry has so far; a msgctxt or
        msgid after a msgstr starts the next entry."""
        if keyword in ("msgctxt", "msgid") and self.entry.forms:
            self.finish()
        entry = self.entry
        if entry.fields:
            self.consistent(entry.fields[0].obsolete, obsolete, number)
        seen = [f.keyword for f in entry.fields]
        if keyword == "msgctxt":
            if "msgid" in seen:
                self.missing_msgstr()
            if seen:
                self.fail(number, "a second msgctxt in one entry")
        elif keyword == "msgid":
            if "msgid" in seen:
                self.missing_msgstr()
        elif keyword == "msgid_plural":
            if seen[-1:] != ["msgid"]:
                where = "twice" if keyword in seen else "without a msgid just before it"
                self.fail(number, f"msgid_plural {where}")
        elif index is None:  # msgstr
            if "msgid" not in seen:
                self.fail(number, "msgstr without a msgid")
            if "msgid_plural" in seen:
                self.fail(number, "msgstr after msgid_plural: write msgstr[0], msgstr[1], …")
            if "msgstr" in seen:
                self.fail(number, "a second msgstr for one msgid")
        else:
            if "msgid_plural" not in seen:
                self.fail(number, f"{keyword} without msgid_plural: write msgstr")
            expected = len(entry.forms)
            if int(index) != expected:
                self.fail(number, f"{keyword} where msgstr[{expected}] comes next")

    def consistent(self, first: bool, now: bool, number: int) -> None:
        if first != now:
            self.fail(number, "an entry mixes obsolete (#~) and live lines")

    def missing_msgstr(self) -> NoReturn:
        msgid = self.entry.get("msgid")
        if msgid is None:
            self.fail(self.entry.fields[0].line, "msgctxt without msgid and msgstr")
        self.fail(msgid.line, "msgid without msgstr", hint='msgstr "" follows its msgid')

    def strings(self, number: int, body: str, at: int, indent: int) -> list[tuple[int, str]]:
        """The quoted strings of ``body`` from ``at`` on, unescaped."""
        out = []
        while at < len(body):
            match = _STRING.match(body, at)
            if match is None:
                column = indent + at + 1
                if body[at] != '"':
                    self.fail(number, "text after the closing quote", column)
                self.fail(number, 'unterminated string: the closing " is missing', column)
            text = match.group(1)
            if "\\" in text:
                for escape in _ESCAPE.finditer(text):
                    if escape.group(1) not in _ESCAPES:
                        self.fail(
                            number,
                            f"unknown escape \\{escape.group(1)}",
                            indent + at + 2 + escape.start(),
                            hint="write \\\\ for a backslash",
                        )
                text = _ESCAPE.sub(lambda m: _ESCAPES[m.group(1)], text)
            out.append((number, text))
            at = match.end()
        return out

    def finish(self) -> None:
        entry = self.entry
        if entry.fields:
            if not entry.forms:
                self.missing_msgstr()
            self.entries.append(entry)
        self.entry = Entry()


def _locations(text: str) -> list[tuple[str, int | None]]:
    out: list[tuple[str, int | None]] = []
    for token in text.replace("\u2068", "").replace("\u2069", "").split():
        name, colon, number = token.rpartition(":")
        out.append((name, int(number)) if colon and number.isdigit() else (token, None))
    return out
