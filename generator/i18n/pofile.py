"""The strict PO reader: every catalog of the project is read here, nowhere else.

Babel's ``read_po`` forgives too much for files that anyone may send: it drops
the last character of an unterminated string, keeps the second of two entries
with the same msgid, reads an empty file as an empty catalog. This reader follows
the PO grammar of GNU gettext (:mod:`generator.i18n.posyntax`) and stops at the
first problem with its 1-based line (and column), as ``msgfmt -c`` does:

- the grammar: keywords, strings and escapes, the order of an entry's parts;
- bytes that are not UTF-8, a byte-order mark, a header whose charset is not UTF-8;
- no header, a header line that is not ``Name: value``, a Plural-Forms header that
  does not parse or whose rule gives a form it lacks, a Language of another catalog,
  a date Babel cannot read;
- two entries with the same msgctxt and msgid (obsolete ones included);
- plural forms not as many as Plural-Forms says;
- compared with the template (:func:`check_complete`): messages of the template
  that the catalog lacks, as a cut-off file does.

A file that passes becomes a Babel :class:`~babel.messages.catalog.Catalog`, the
same one ``read_po`` would make, each message's ``lineno`` the line of its msgid.

>>> po = parse_po(b'msgid ""\\nmsgstr "Content-Type: text/plain; charset=UTF-8\\\\n"\\n\\n'
...               b'msgid "a"\\nmsgstr "b\\n', "x.po")
Traceback (most recent call last):
...
generator.errors.CatalogError: x.po:5:8: unterminated string: the closing " is missing
"""

from __future__ import annotations

import gettext
import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from typing import cast

from babel.messages.catalog import Catalog, Message

from generator.errors import CatalogError, Location
from generator.i18n.entries import Key, key_of
from generator.i18n.posyntax import Entry, Reader

"""How a message is known in a catalog: (msgctxt, msgid); a plural entry by its singular."""

_HEADER_LINE = re.compile(r"([A-Za-z][A-Za-z0-9-]*):[ \t]*(.*)\Z")
_PLURAL_FORMS = re.compile(r"\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+?)\s*;?\s*\Z")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?:[+-]\d{4})?\Z")
_PLURAL_SAMPLES = (*range(0, 1001), 10_000, 100_000, 1_000_000, 2_000_000, 10**9)


@dataclass(frozen=True)
class PoFile:
    """A catalog read strictly, with the lines its checks point at."""

    catalog: Catalog
    shown: str
    """The file as messages name it (``locales/hu/LC_MESSAGES/messages.po``)."""
    header_lines: dict[str, int]
    """Header field name (lower case) -> its line; ``""`` -> the header's msgid line."""
    last_line: int
    keys: tuple[Key, ...]
    """The live messages' keys, in file order."""

    def header_line(self, name: str) -> int:
        return self.header_lines.get(name.lower(), self.header_lines.get("", 1))


# -- the header -------------------------------------------------------------------------


def _header_fields(header: Entry, reader: Reader) -> dict[str, tuple[str, int]]:
    """Field name (lower case) -> (value, line) of the header's msgstr."""
    msgstr = header.forms[0]
    fields: dict[str, tuple[str, int]] = {}
    starts, at = [], 0  # where each piece starts in the header text
    for _, text in msgstr.pieces:
        starts.append(at)
        at += len(text)
    offset = 0
    for line in msgstr.text.split("\n"):
        number = msgstr.pieces[max(0, bisect_right(starts, offset) - 1)][0] if starts else 0
        offset += len(line) + 1
        if not line.strip():
            continue
        match = _HEADER_LINE.match(line.strip())
        if match is None:
            reader.fail(number, f"header line {line[:40]!r} is not 'Name: value'")
        fields.setdefault(match.group(1).lower(), (match.group(2).strip(), number))
    return fields


@lru_cache(maxsize=64)
def plural_rule(value: str) -> tuple[int, str] | str:
    """``(nplurals, expression)`` of a Plural-Forms value, or what is wrong with it."""
    match = _PLURAL_FORMS.match(value)
    if match is None:
        return "is not 'nplurals=N; plural=EXPRESSION;'"
    count, expression = int(match.group(1)), match.group(2)
    if not 1 <= count <= 6:
        return f"nplurals={count}: a language has 1 to 6 plural forms"
    try:
        index_of = gettext.c2py(expression)
        indices = {index_of(n) for n in _PLURAL_SAMPLES}
    except ZeroDivisionError:
        return f"plural={expression[:40]} divides by zero"
    except (ValueError, ArithmeticError, RecursionError, TypeError, SyntaxError):
        return f"plural={expression[:40]} is not a C expression of n gettext can read"
    bad = sorted(i for i in indices if not 0 <= i < count)
    if bad:
        return f"plural={expression[:40]} gives form {bad[0]}, beyond nplurals={count}"
    return count, expression


def _check_header(
    fields: dict[str, tuple[str, int]], code: str | None, line: int, reader: Reader
) -> None:
    content_type = fields.get("content-type")
    if content_type is None or "charset=" not in content_type[0].lower():
        reader.fail(
            content_type[1] if content_type else line,
            "the header names no charset",
            hint='add "Content-Type: text/plain; charset=UTF-8\\n"',
        )
    at = content_type[0].lower().index("charset=") + len("charset=")
    charset = content_type[0][at:].split(";")[0].strip()
    if charset.lower() not in ("utf-8", "utf8"):
        reader.fail(
            content_type[1],
            f"charset={charset[:20]}: the catalogs of this project are UTF-8",
            hint="convert the file to UTF-8 and write charset=UTF-8",
        )
    language = fields.get("language")
    if (
        code is not None
        and language
        and language[0].replace("-", "_").split("_")[0].lower() != code.split("_")[0].lower()
    ):
        reader.fail(language[1], f"Language: {language[0][:20]}, in the catalog of {code}")
    plural = fields.get("plural-forms")
    if code is not None and plural is None:
        reader.fail(line, "the header has no Plural-Forms line")
    if plural is not None:
        rule = plural_rule(plural[0])
        if isinstance(rule, str):
            reader.fail(plural[1], f"Plural-Forms {rule}")
    for name in ("pot-creation-date", "po-revision-date"):
        value, number = fields.get(name, ("", 0))
        if value and "YEAR" not in value and not _DATE.match(value):
            reader.fail(number, f"{name}: {value[:30]!r} is not a date like 2026-01-31 12:00+0000")


# -- the catalog ------------------------------------------------------------------------


def _message(entry: Entry) -> Message:
    msgid = entry.get("msgid")
    plural = entry.get("msgid_plural")
    context = entry.get("msgctxt")
    assert msgid is not None
    forms = tuple(f.text for f in entry.forms)
    if plural is not None:
        ident: str | tuple[str, str] = (msgid.text, plural.text)
        string: str | tuple[str, ...] = forms
    else:
        ident, string = msgid.text, forms[0]
    fuzzy = "fuzzy" in entry.flags
    previous = [f.text for f in entry.previous if f.keyword != "msgctxt"]
    return Message(
        ident,
        string,
        # Babel keeps a location without a line as (path, None), as its own reader does
        cast("list[tuple[str, int]]", list(entry.locations)),
        list(dict.fromkeys(entry.flags)),
        entry.auto,
        entry.user,
        previous_id=previous if fuzzy and previous else (),
        lineno=msgid.line,
        context=context.text if context is not None else None,
    )


def parse_po(data: bytes, shown: str, code: str | None = None, *, template: bool = False) -> PoFile:
    """The catalog ``data`` holds, read strictly; :class:`CatalogError` at the first problem.

    ``code``: the language the file is for (its Language header must agree; it must
    have a Plural-Forms header). ``template``: a POT file, whose plural entries have
    two empty forms whatever the language.
    """
    reader = Reader(shown)
    if data.startswith(b"\xef\xbb\xbf"):
        reader.fail(
            1, "the file starts with a byte-order mark", hint="save it as UTF-8 without BOM"
        )
    text = data.decode("utf-8", errors="surrogateescape")
    lines = text.split("\n")
    try:
        entries = reader.read(lines)
    except CatalogError as error:
        _not_utf8(data, reader, before=error.location.line)
        raise
    if not entries:
        what = "empty" if not text.strip() else "only comments"
        reader.fail(max(1, len(lines) - (text.endswith("\n"))), f"the catalog is {what}: no header")
    header = entries[0]
    header_id = header.get("msgid")
    assert header_id is not None
    if header_id.text or header.get("msgctxt") or header.get("msgid_plural"):
        reader.fail(header_id.line, 'no header: a catalog starts with msgid "" and its msgstr')
    try:
        fields = _header_fields(header, reader)
        _check_header(fields, code, header_id.line, reader)
    except CatalogError as error:  # a byte that is not UTF-8 above it comes first
        _not_utf8(data, reader, before=error.location.line)
        raise
    _not_utf8(data, reader)
    for entry in entries:
        if entry.fields[0].obsolete:
            continue
        for part in entry.fields:
            for number, piece in part.pieces:
                if "\x00" in piece:
                    reader.fail(number, "a NUL character in a string")

    catalog = Catalog(locale=code, charset="utf-8", fuzzy=False)
    header_text = header.forms[0].text
    try:
        catalog[""] = Message("", header_text, flags=header.flags, user_comments=header.user)
    except Exception as error:  # Babel's reading of a field: a bad locale, date, number
        reader.fail(header_id.line, f"the header cannot be read: {error}")
    num_plurals = None if template else catalog.num_plurals
    seen: dict[Key, int] = {}
    keys: list[Key] = []
    for entry in entries[1:]:
        message = _message(entry)
        key = key_of(message)
        line = message.lineno or 0
        if not key[1]:
            reader.fail(line, "an empty msgid: only the header has one")
        if key in seen:
            reader.fail(
                line,
                f"the same msgctxt and msgid as the entry on line {seen[key]}",
                hint="keep one of the two entries",
            )
        seen[key] = line
        forms = entry.forms
        if message.pluralizable and num_plurals is not None and len(forms) != num_plurals:
            count = f"{len(forms)} plural form" + ("s" if len(forms) != 1 else "")
            reader.fail(
                forms[-1].line,
                f"{count}, but Plural-Forms says nplurals={num_plurals}",
                hint=f"msgstr[0] … msgstr[{num_plurals - 1}]",
            )
        if entry.fields[0].obsolete:
            context, msgid = key
            catalog.obsolete[msgid if context is None else (msgid, context)] = message
        else:
            catalog[message.id] = message
            keys.append(key)
    header_lines = {name: line for name, (_, line) in fields.items()}
    header_lines[""] = header_id.line
    return PoFile(catalog, shown, header_lines, len(lines) - text.endswith("\n"), tuple(keys))


def _not_utf8(data: bytes, reader: Reader, before: int | None = None) -> None:
    """Fail at the first byte that is not UTF-8 (only if on a line before ``before``)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        if before is not None and line > before:
            return
        column = error.start - data.rfind(b"\n", 0, error.start)
        reader.fail(
            line,
            f"byte 0x{data[error.start]:02x} is not UTF-8",
            column,
            hint="save the file as UTF-8",
        )


def check_complete(po: PoFile, template: PoFile) -> None:
    """Fail at the catalog's last line if it lacks the last messages of ``template`` (a
    POT): a file cut off, or emptied, by an editor or a transfer. Messages lacking here and
    there (a catalog from before they were added, merged from a translator's branch) are
    what ``gin-rules i18n extract`` adds. Obsolete entries count as there: their translation
    is kept, and extraction brings it back."""
    obsolete = po.catalog.obsolete.values()
    have = set(po.keys) | {(m.context, m.id[0] if m.pluralizable else m.id) for m in obsolete}
    lacking = [key for key in template.keys if key not in have]
    if not lacking or template.keys[-1] in have:
        return
    first = lacking[0][1] if len(lacking[0][1]) <= 40 else lacking[0][1][:39] + "…"
    raise CatalogError(
        Location(po.shown, po.last_line),
        f"the catalog ends here without {len(lacking)} of the {len(template.keys)} messages"
        f" of {template.shown} (the first: {first!r}): cut off?",
        hint="restore the file from version control, then run `gin-rules i18n extract`",
    )
