"""Small inline SVG bar charts of how hands end: bars side by side per ending, or one
stacked bar per game.

Self-contained (no scripts, styles or links to other files), ``role="img"`` with a
``<title>`` for screen readers. Every text passed in is escaped here.

The charts size themselves to their text: every label is measured with a generous
per-character width estimate (:mod:`generator.simulation.text_width`) and wrapped onto
more lines when it does not fit, and each label stands on its own line above its bars,
so that no language cuts one off. The drawing is :data:`WIDTH` units wide with
:data:`FONT`-unit text: scaled down to a 375 px phone's column (about 343 px) its text
stays above 11 px. Texts are drawn in ``currentColor`` and every bar carries a class, so
the page's style sheet can recolour the chart for a dark background; the fill attributes
are the light defaults.

>>> from generator.simulation.statistics import HandStatistics
>>> a = HandStatistics(100, 1, 0.1, 0.0, 0.7, 0.1, 0.0, 0.1, 12.0, 20.0)
>>> b = HandStatistics(100, 1, 0.8, 0.0, 0.0, 0.0, 0.0, 0.2, 22.0, 30.0)
>>> svg = chart_svg([("Standard", a), ("Straight <Gin>", b)],
...                 {"gin": "Gin", "knock": "Knock", "undercut": "Undercut",
...                  "dead": "Dead hand", "title": "How hands end"})
>>> svg.startswith("<svg") and 'role="img"' in svg and "<title" in svg
True
>>> "Straight &lt;Gin&gt;" in svg and "<Gin>" not in svg
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from generator.simulation.statistics import ENDINGS, HandStatistics
from generator.simulation.text_width import FONT, text_width, wrap

WIDTH = 384
"""Width of the drawing in user units (the SVG's natural width in CSS pixels)."""
LINE = 16
"""Height of a line of text; a text's baseline sits :data:`_BASELINE` below its top."""
_BASELINE = 12.5
_SWATCH = 10
_PAD = 2
"""Room at the edges for a glyph that reaches past its advance (a T, a Υ)."""
_BAR = 12
_GAP = 8

COLOURS = ("#3f51b5", "#c43e00", "#2e7d32", "#6a1b9a")
"""Bar colours by series (contrast at least 4.5:1 on white)."""

ENDING_COLOURS = {
    "gin": "#2e7d32",
    "big_gin": "#00695c",
    "knock": "#3f51b5",
    "undercut": "#b83a00",
    "no_score": "#6a1b9a",
    "dead": "#616161",
}
"""Segment colours of the stacked chart (white text on each has contrast above 4.5:1)."""


def _percent(share: float) -> str:
    return f"{share * 100:.0f}%"


@dataclass(frozen=True)
class ChartWords:
    """How a chart words its figures for screen readers, in the page's language."""

    game: Callable[[str, Sequence[tuple[str, str]]], str] = lambda name, figures: (
        f"{name}: " + ", ".join(f"{label} {figure}" for label, figure in figures) + "."
    )
    """One game's sentence from its name and its (ending, figure) pairs."""
    segment: Callable[[str, str, str], str] = lambda name, label, figure: (
        f"{name}, {label}: {figure}"
    )
    """A segment of a stacked bar: the game, the ending, the figure."""


ENGLISH = ChartWords()


def _opening(
    kind: str,
    heading: str,
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    rows: Sequence[str],
    fmt: Callable[[float], str],
    width: int,
    height: int,
    words: ChartWords,
) -> list[str]:
    """The ``<svg>`` tag and its ``<title>``: the heading and every figure, for screen
    readers; its id is unique to the chart's content."""
    digest = hashlib.sha256(
        repr((heading, [(name, s) for name, s in series], sorted(labels.items()))).encode()
    ).hexdigest()[:10]
    title_id = f"{kind}-{digest}"
    # sentences, one per game, worded by the language ("; " reads as a question mark in Greek)
    summary = " ".join(
        words.game(name, [(labels[e], fmt(stats.share(e))) for e in rows]) for name, stats in series
    )
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="{title_id}"'
        f' viewBox="0 0 {width} {height}" width="{width}" height="{height}"'
        f' font-family="sans-serif" font-size="{FONT}">',
        f'<title id="{title_id}">{escape((heading + ". " if heading else "") + summary)}</title>',
    ]


def _text(
    x: float, top: float, text: str, *, anchor: str = "", fill: str = "currentColor", cls: str = ""
) -> str:
    a = f' text-anchor="{anchor}"' if anchor else ""
    c = f' class="{cls}"' if cls else ""
    return f'<text x="{x:g}" y="{top + _BASELINE:g}"{a} fill="{fill}"{c}>{escape(text)}</text>'


def _lines(x: float, top: float, text: str, width: float) -> tuple[list[str], float]:
    """``text`` wrapped into ``width`` from ``top``; the parts and the top below them."""
    parts = []
    for line in wrap(text, width):
        parts.append(_text(x, top, line))
        top += LINE
    return parts, top


def _legend(items: Sequence[tuple[str, str, str]], top: float) -> tuple[list[str], float]:
    """Swatches and names (label, fill, class) flowing over lines; the parts and the top below."""
    parts: list[str] = []
    x = 0.0
    for label, fill, cls in items:
        item_w = _SWATCH + 4 + text_width(label)
        if x > 0 and x + item_w > WIDTH - _PAD:
            x, top = 0.0, top + LINE
        parts.append(
            f'<rect x="{x:g}" y="{top + 3:g}" width="{_SWATCH}" height="{_SWATCH}"'
            f' fill="{fill}" class="{cls}"/>'
        )
        if item_w > WIDTH - _PAD:  # a name longer than the line: on lines of its own
            text, top = _lines(_SWATCH + 4, top, label, WIDTH - _SWATCH - 4 - _PAD)
            parts += text
            x = 0.0
            continue
        parts.append(_text(x + _SWATCH + 4, top, label))
        x += item_w + 14
    return parts, (top + LINE if x > 0 else top)


def chart_svg(
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    *,
    title: str | None = None,
    format_share: Callable[[float], str] | None = None,
    words: ChartWords = ENGLISH,
) -> str:
    """The chart of ``series`` (name, statistics), e.g. the standard game and a variant.

    ``labels`` maps endings (:data:`ENDINGS`: ``gin``, ``big_gin``, ``knock``,
    ``undercut``, ``no_score``, ``dead``) to their localized names, and may hold
    ``title``. Endings without a label, or with no hand in any series, are left
    out. ``format_share`` writes a share (0–1) as text (default ``"42%"``), ``words``
    the sentences screen readers read (default English).
    Each ending's name is a line of its own, its bars (one per game) below it.
    """
    if not series:
        raise ValueError("a chart needs at least one series")
    if len(series) > len(COLOURS):
        raise ValueError(f"a chart shows at most {len(COLOURS)} series, not {len(series)}")
    fmt = format_share or _percent
    rows = [e for e in ENDINGS if e in labels and any(stats.share(e) > 0 for _, stats in series)]
    heading = title if title is not None else labels.get("title", "")
    legend = [(name, COLOURS[k], f"gin-series-{k}") for k, (name, _) in enumerate(series)]
    parts, top = _legend(legend, 0)
    values = [fmt(stats.share(e)) for e in rows for _, stats in series]
    bar_area = WIDTH - max((text_width(v) for v in values), default=0) - 6
    for ending in rows:
        top += _GAP
        text, top = _lines(_PAD, top, labels[ending], WIDTH - 2 * _PAD)
        parts += text
        for k, (_, stats) in enumerate(series):
            share = stats.share(ending)
            w = round(share * bar_area, 1)
            parts.append(
                f'<rect x="0" y="{top + 2:g}" width="{w:g}" height="{_BAR}"'
                f' fill="{COLOURS[k]}" class="gin-series-{k}"/>'
            )
            parts.append(_text(w + 4, top, fmt(share)))
            top += LINE
    height = round(top + 4)
    opening = _opening("hands-chart", heading, series, labels, rows, fmt, WIDTH, height, words)
    return "".join([*opening, *parts, "</svg>"])


_STACK = 20
"""Height of a stacked bar."""


def stacked_chart_svg(
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    *,
    title: str = "",
    format_share: Callable[[float], str] | None = None,
    words: ChartWords = ENGLISH,
) -> str:
    """One bar per game in ``series``, split by how its hands end (each bar is 100%).

    ``labels`` as for :func:`chart_svg`; any number of games, each name on a line of
    its own above its bar. Each segment has its own ``<title>``; the chart's
    ``<title>`` holds every figure for screen readers. A segment shows its figure
    when the figure fits inside it.

    >>> from generator.simulation.statistics import HandStatistics
    >>> a = HandStatistics(100, 1, 0.25, 0.0, 0.75, 0.0, 0.0, 0.0, 12.0, 20.0)
    >>> svg = stacked_chart_svg([("A & B", a)], {"gin": "Gin", "knock": "Knock"})
    >>> svg.count("<rect"), "A &amp; B" in svg
    (4, True)
    """
    if not series:
        raise ValueError("a chart needs at least one series")
    fmt = format_share or _percent
    rows = [e for e in ENDINGS if e in labels and any(stats.share(e) > 0 for _, stats in series)]
    legend = [(labels[e], ENDING_COLOURS[e], f"gin-ending-{e}") for e in rows]
    parts, top = _legend(legend, 0)
    for name, stats in series:
        top += _GAP
        text, top = _lines(_PAD, top, name, WIDTH - 2 * _PAD)
        parts += text
        x0 = 0.0
        for ending in rows:
            share = stats.share(ending)
            if share <= 0:
                continue
            w = share * WIDTH
            figure = fmt(share)
            parts.append(
                f'<rect x="{x0:.1f}" y="{top:g}" width="{w:.1f}" height="{_STACK}"'
                f' fill="{ENDING_COLOURS[ending]}" class="gin-ending-{ending}"><title>'
                f"{escape(words.segment(name, labels[ending], figure))}</title></rect>"
            )
            if text_width(figure) + 6 <= w:
                parts.append(
                    _text(
                        x0 + w / 2, top + 2, figure, anchor="middle", fill="#fff", cls="gin-on-bar"
                    )
                )
            x0 += w
        top += _STACK + 2
    height = round(top + 4)
    opening = _opening("endings-chart", title, series, labels, rows, fmt, WIDTH, height, words)
    return "".join([*opening, *parts, "</svg>"])
