"""How wide a chart's text is drawn, and where it wraps: a generous per-character estimate
of a sans-serif font, so that no language's label is cut off."""

from __future__ import annotations

import unicodedata

FONT = 13
"""Font size of every text of a chart, in user units."""


_NARROW = frozenset(" .,:;!'|iljIJ\u00a0\u202f")
_SEMI = frozenset('ftr()[]{}/\\-–"*ı')


def _char_em(ch: str) -> float:
    """A character's width in em, at least that of DejaVu Sans (a wide sans-serif font)."""
    if ch in _NARROW:
        return 0.36
    if ch in _SEMI:
        return 0.46
    if ch.isdigit():
        return 0.66
    if ch == "%":
        return 0.98
    base = unicodedata.normalize("NFD", ch)[0]
    if base in "mwMWΜΩΨΦ":
        return 1.02
    if unicodedata.east_asian_width(ch) in "WF":
        return 1.05
    if "GREEK" in unicodedata.name(base, ""):
        return 0.4 if base == "ι" else (0.82 if base.isupper() else 0.7)
    if base.isalpha():
        return 0.8 if base.isupper() else 0.65
    return 0.86


def text_width(text: str, size: float = FONT) -> float:
    """A generous estimate of ``text``'s width in a sans-serif font of ``size`` units.

    >>> text_width("Gin") < text_width("Τζιν") < text_width("WWWW")
    True
    """
    return sum(_char_em(ch) for ch in text) * size * 1.04


def wrap(text: str, width: float, size: float = FONT) -> list[str]:
    """``text`` in lines no wider than ``width`` (a word longer than a line is cut).

    >>> wrap("Gin answered by layoffs", 120)
    ['Gin answered', 'by layoffs']
    """
    lines: list[str] = []
    line = ""
    for word in text.split():
        while text_width(word, size) > width and len(word) > 1:
            fits = [i for i in range(1, len(word)) if text_width(word[:i], size) <= width]
            cut = fits[-1] if fits else 1
            if line:
                lines.append(line)
                line = ""
            lines.append(word[:cut])
            word = word[cut:]
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line or not lines:
        lines.append(line)
    return lines
