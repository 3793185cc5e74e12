"""The site's languages, and how far a message is translated in one of them."""

from __future__ import annotations

import enum

LANGUAGES: tuple[str, ...] = ("en", "hu", "el", "it", "de", "fr", "es", "pl")
"""The site's languages in order; English is the source language."""

SOURCE_LANGUAGE = "en"


class State(enum.Enum):
    """How a message stands in a language's catalog."""

    TRANSLATED = "translated"
    FUZZY = "fuzzy"
    """Translated once, but the English text changed since: shown in English."""
    MISSING = "missing"
    """Not translated (or the translation is unusable): shown in English."""
