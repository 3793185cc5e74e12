"""The site's languages, and how far a message is translated in one of them.

The languages are data: English, the source language, and every language that has a
catalog, ``locales/<code>/LC_MESSAGES/messages.po`` (``pybabel init -l pt`` adds one).
``GIN_RULES_ONLY=hu`` (the translators' preview, ``make serve ONLY=hu``) narrows them
to English and that language.

>>> import tempfile
>>> root = Path(tempfile.mkdtemp())
>>> (root / "locales" / "pl" / "LC_MESSAGES").mkdir(parents=True)
>>> (root / "locales" / "pl" / "LC_MESSAGES" / "messages.po").touch()
>>> languages(root)
('en', 'pl')
"""

from __future__ import annotations

import enum
import os
import re
from pathlib import Path

SOURCE_LANGUAGE = "en"
ONLY_VARIABLE = "GIN_RULES_ONLY"
"""Environment variable: build English and this one language only (a quick preview)."""
_CODE = re.compile(r"[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?\Z")


def languages(root: Path) -> tuple[str, ...]:
    """English, then every language with a catalog in ``root/locales``, by code."""
    found = sorted(
        path.parents[1].name
        for path in (Path(root) / "locales").glob("*/LC_MESSAGES/messages.po")
        if _CODE.match(path.parents[1].name) and path.parents[1].name != SOURCE_LANGUAGE
    )
    only = only_language()
    if only:
        found = [code for code in found if code == only]
    return (SOURCE_LANGUAGE, *found)


def only_language() -> str | None:
    """The language of the translators' preview (``GIN_RULES_ONLY``), or None."""
    return os.environ.get(ONLY_VARIABLE, "").strip() or None


class State(enum.Enum):
    """How a message stands in a language's catalog."""

    TRANSLATED = "translated"
    FUZZY = "fuzzy"
    """Translated once, but the English text changed since: shown in English."""
    MISSING = "missing"
    """Not translated (or the translation is unusable): shown in English."""
