"""Each language's style guide for its translators: ``locales/<code>/STYLE.md``.

A short page in plain Markdown (headings, paragraphs, ``- `` lists, ``*em*``,
``**strong**``): the terms a language chose, how it writes numbers, the forms of
names it declares, its tone. The translators' page links it; it is read as
untrusted text like every translation.
"""

from __future__ import annotations

from pathlib import Path

from generator.errors import CatalogError, Location
from generator.i18n.reading import shown_path

MAX_BYTES = 100_000


def style_guide_path(root: Path, code: str) -> Path:
    return Path(root) / "locales" / code / "STYLE.md"


def read_style_guide(root: Path, code: str) -> str | None:
    """The style guide of language ``code`` (None when it has none).

    :raises CatalogError: a guide that is not UTF-8 text (at its line) or too long.
    """
    path = style_guide_path(root, code)
    if not path.is_file():
        return None
    shown = shown_path(root, path)
    data = path.read_bytes()
    if len(data) > MAX_BYTES:
        raise CatalogError(Location(shown), f"longer than {MAX_BYTES} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise CatalogError(Location(shown, line), "not UTF-8 text") from None
