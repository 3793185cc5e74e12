"""Writing catalogs: a PO or POT file as Babel writes it, previous msgids as msgmerge
does, compared by content, and written whole.

Babel's writer wraps a fuzzy entry's previous msgid (``#| msgid``) as a comment,
which breaks its strings across lines; here they are written one string of the PO
grammar per line, so the strict reader reads what extract writes. Babel also splits the
header comment at every line boundary Python knows (a vertical tab, a form feed, U+2028),
and the part after one would lose its ``#``: here it is split at newlines only.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from textwrap import TextWrapper

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import normalize, write_po

WIDTH = 79  # the width the catalogs were first written with: another one reflows every comment


class _Lines:
    """A file for :func:`write_po` that keeps each line it is given."""

    def __init__(self) -> None:
        self.lines: list[bytes] = []

    def write(self, line: bytes) -> None:
        self.lines.append(line)


def serialize(catalog: Catalog, *, template: bool = False) -> bytes:
    """The bytes of ``catalog`` as a PO file (a POT file: ``template``, no obsolete entries)."""
    lines = _Lines()
    write_po(
        lines,
        catalog,
        width=WIDTH,
        include_previous=not template,
        ignore_obsolete=template,
        sort_output=False,
    )
    lines.lines[0] = _header_comment(catalog)  # the header entry comes first, its comment first
    # the previous msgids Babel wrote as wrapped comments, written again as msgmerge does
    previous = iter([m for m in catalog if m.id and m.previous_id])
    out: list[bytes] = []
    inside = False
    for line in lines.lines:
        if line.startswith(b"#|"):
            if not inside:
                out.extend(_previous_lines(next(previous)))
            inside = True
            continue
        inside = False
        out.append(line)
    return b"".join(out)


def _header_comment(catalog: Catalog) -> bytes:
    """The header comment as Babel writes it (each line wrapped, continued with ``# ``),
    its lines split at newlines only."""
    wrapper = TextWrapper(width=WIDTH, subsequent_indent="# ", break_long_words=False)
    lines = [part for line in catalog.header_comment.split("\n") for part in wrapper.wrap(line)]
    return ("\n".join(lines) + "\n").encode(catalog.charset, "backslashreplace")


def _previous_lines(message: Message) -> list[bytes]:
    keywords = ("msgid", "msgid_plural")
    return [
        f"#| {keyword} {normalize(text, prefix='#| ', width=WIDTH)}\n".encode()
        for keyword, text in zip(keywords, message.previous_id, strict=False)
    ]


def changes(path: Path, content: bytes) -> bool:
    """Whether writing ``content`` changes the file, dates aside. A catalog a translator's
    editor saved with other line widths is written again as the project lays it out, so
    the committed catalogs are exactly what extract writes."""
    if not path.exists():
        return True
    return without_dates(path.read_bytes()) != without_dates(content)


def write_atomically(path: Path, content: bytes) -> None:
    """``path`` holds ``content`` or what it held before, never a part of it: written to
    a temporary file in the same folder, then renamed over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    mode = path.stat().st_mode & 0o777 if path.exists() else 0o644
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(content)
        os.chmod(temporary, mode)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def without_dates(content: bytes) -> bytes:
    """``content`` without its creation and revision dates, to compare."""
    return b"\n".join(
        line
        for line in content.split(b"\n")
        if not line.startswith((b'"POT-Creation-Date:', b'"PO-Revision-Date:'))
    )
