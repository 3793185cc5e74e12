"""A small inline SVG bar chart of how hands end, one bar per game form for each ending.

Self-contained (no scripts, styles or links to other files), ``role="img"`` with a
``<title>`` for screen readers. Every text passed in is escaped here.

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
from html import escape

from generator.simulation.statistics import ENDINGS, HandStatistics

COLOURS = ("#3f51b5", "#e65100", "#2e7d32", "#6a1b9a")
"""Bar colours by series (contrast at least 4.5:1 on white)."""

_ROW = 16
_GAP = 10
_LABEL_W = 120
_BAR_W = 220
_VALUE_W = 48


def _percent(share: float) -> str:
    return f"{share * 100:.0f}%"


def _opening(
    kind: str,
    heading: str,
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    rows: Sequence[str],
    fmt: Callable[[float], str],
    width: int,
    height: int,
) -> list[str]:
    """The ``<svg>`` tag and its ``<title>``: the heading and every figure, for screen
    readers; its id is unique to the chart's content."""
    digest = hashlib.sha256(
        repr((heading, [(name, s) for name, s in series], sorted(labels.items()))).encode()
    ).hexdigest()[:10]
    title_id = f"{kind}-{digest}"
    summary = "; ".join(
        f"{name}: " + ", ".join(f"{labels[e]} {fmt(stats.share(e))}" for e in rows)
        for name, stats in series
    )
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="{title_id}"'
        f' viewBox="0 0 {width} {height}" width="{width}" height="{height}"'
        ' font-family="sans-serif" font-size="12">',
        f'<title id="{title_id}">{escape(heading + (": " if heading else "") + summary)}</title>',
    ]


def chart_svg(
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    *,
    title: str | None = None,
    format_share: Callable[[float], str] | None = None,
) -> str:
    """The chart of ``series`` (name, statistics), e.g. the standard game and a variant.

    ``labels`` maps endings (:data:`ENDINGS`: ``gin``, ``big_gin``, ``knock``,
    ``undercut``, ``no_score``, ``dead``) to their localized names, and may hold
    ``title``. Endings without a label, or with no hand in any series, are left
    out. ``format_share`` writes a share (0–1) as text (default ``"42%"``).
    """
    if not series:
        raise ValueError("a chart needs at least one series")
    if len(series) > len(COLOURS):
        raise ValueError(f"a chart shows at most {len(COLOURS)} series, not {len(series)}")
    fmt = format_share or _percent
    rows = [e for e in ENDINGS if e in labels and any(stats.share(e) > 0 for _, stats in series)]
    heading = title if title is not None else labels.get("title", "")
    n = len(series)
    legend_h = _ROW + 6
    group_h = n * _ROW + _GAP
    width = _LABEL_W + _BAR_W + _VALUE_W
    height = legend_h + len(rows) * group_h + 4
    parts = _opening("hands-chart", heading, series, labels, rows, fmt, width, height)
    x = _LABEL_W
    for k, (name, _) in enumerate(series):
        parts.append(
            f'<rect x="{x}" y="4" width="10" height="10" fill="{COLOURS[k]}"/>'
            f'<text x="{x + 14}" y="13" fill="#222">{escape(name)}</text>'
        )
        x += 14 + 8 * len(name) + 16
    for r, ending in enumerate(rows):
        top = legend_h + r * group_h
        parts.append(
            f'<text x="{_LABEL_W - 6}" y="{top + n * _ROW / 2 + 4:.0f}" text-anchor="end"'
            f' fill="#222">{escape(labels[ending])}</text>'
        )
        for k, (_, stats) in enumerate(series):
            share = stats.share(ending)
            y = top + k * _ROW
            w = round(share * _BAR_W, 1)
            parts.append(
                f'<rect x="{_LABEL_W}" y="{y + 2}" width="{w}" height="{_ROW - 4}"'
                f' fill="{COLOURS[k]}"/>'
                f'<text x="{_LABEL_W + w + 4}" y="{y + _ROW - 4}" fill="#222">'
                f"{escape(fmt(share))}</text>"
            )
    parts.append("</svg>")
    return "".join(parts)


ENDING_COLOURS = {
    "gin": "#2e7d32",
    "big_gin": "#00695c",
    "knock": "#3f51b5",
    "undercut": "#e65100",
    "no_score": "#6a1b9a",
    "dead": "#616161",
}
"""Segment colours of the stacked chart (white text on each has contrast above 4.5:1)."""

_NAME_W = 170
_STACK_W = 300
_MIN_TEXT_W = 34
"""Narrower segments carry no figure (the title and the table give it)."""


def stacked_chart_svg(
    series: Sequence[tuple[str, HandStatistics]],
    labels: Mapping[str, str],
    *,
    title: str = "",
    format_share: Callable[[float], str] | None = None,
) -> str:
    """One bar per game in ``series``, split by how its hands end (each bar is 100%).

    ``labels`` as for :func:`chart_svg`; any number of games. Each segment has its
    own ``<title>``; the chart's ``<title>`` holds every figure for screen readers.

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
    width = _NAME_W + _STACK_W + 10
    # the legend wraps when the labels do not fit on one line
    legend: list[tuple[int, int, str]] = []
    x, line = _NAME_W, 0
    for ending in rows:
        item_w = 14 + 7 * len(labels[ending]) + 14
        if x + item_w > width and x > _NAME_W:
            x, line = _NAME_W, line + 1
        legend.append((x, line, ending))
        x += item_w
    legend_h = (line + 1) * _ROW + 8
    height = legend_h + len(series) * (_ROW + 8) + 4
    parts = _opening("endings-chart", title, series, labels, rows, fmt, width, height)
    for lx, ln, ending in legend:
        y = 4 + ln * _ROW
        parts.append(
            f'<rect x="{lx}" y="{y}" width="10" height="10" fill="{ENDING_COLOURS[ending]}"/>'
            f'<text x="{lx + 14}" y="{y + 9}" fill="#222">{escape(labels[ending])}</text>'
        )
    for r, (name, stats) in enumerate(series):
        y = legend_h + r * (_ROW + 8)
        parts.append(
            f'<text x="{_NAME_W - 8}" y="{y + _ROW - 3}" text-anchor="end" fill="#222">'
            f"{escape(name)}</text>"
        )
        x0 = 0.0
        for ending in rows:
            share = stats.share(ending)
            if share <= 0:
                continue
            w = share * _STACK_W
            text = escape(fmt(share))
            parts.append(
                f'<rect x="{_NAME_W + x0:.1f}" y="{y}" width="{w:.1f}" height="{_ROW + 2}"'
                f' fill="{ENDING_COLOURS[ending]}"><title>{escape(name)}, '
                f"{escape(labels[ending])}: {text}</title></rect>"
            )
            if w >= _MIN_TEXT_W:
                parts.append(
                    f'<text x="{_NAME_W + x0 + w / 2:.1f}" y="{y + _ROW - 2}"'
                    f' text-anchor="middle" fill="#fff">{text}</text>'
                )
            x0 += w
    parts.append("</svg>")
    return "".join(parts)
