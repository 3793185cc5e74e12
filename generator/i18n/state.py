"""The source language, and how far a message is translated in one of them."""

from __future__ import annotations

import enum

SOURCE_LANGUAGE = "en"


class State(enum.Enum):
    """How a message stands in a language's catalog."""

    TRANSLATED = "translated"
    FUZZY = "fuzzy"
    """Translated once, but the English text changed since: shown in English."""
    MISSING = "missing"
    """Not translated (or the translation is unusable): shown in English."""
