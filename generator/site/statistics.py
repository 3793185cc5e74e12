"""How hands end, as the pages show it: the measured statistics as table rows and charts.

The figures come from :mod:`generator.simulation` (the engine's bot playing
:data:`HANDS` hands of each game from the same seed), computed once per build
and cached on disk by a hash of the rules and of the engine's code. Here they are
only put into words: localized labels, percentages and numbers, escaped.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from html import escape
from multiprocessing import get_context
from pathlib import Path

from markupsafe import Markup

from generator.engine import Rules
from generator.i18n import Localizer, Percent
from generator.simulation import ENDINGS, HandStatistics, chart_svg, hand_statistics
from generator.simulation.chart import ChartWords, stacked_chart_svg
from generator.simulation.statistics import cached_statistics
from generator.site.pages import Row
from generator.variants.model import Catalogue

HANDS = 2000
"""Hands played per game: enough for shares to about one percentage point."""
SEED = 1

ENDING_NAMES: Mapping[str, str] = {
    "gin": "Gin",
    "big_gin": "Big gin",
    "knock": "Knock",
    "undercut": "Undercut",
    "no_score": "Gin answered by layoffs",
    "dead": "Dead hand",
}
"""Each ending of :data:`generator.simulation.ENDINGS` -> the UI msgid naming it."""
assert set(ENDING_NAMES) == set(ENDINGS)

TURNS = "Average turns per hand"
POINTS = "Average points per hand"


def N_(message: str) -> str:
    """Marks a message for the catalogs; it is translated where it is used."""
    return message


# What screen readers read of a chart: every figure of every game, one sentence a game.
# Translators: {game}: a game's name as the chart's legend gives it; {figures}: its
# figures ("gin 2.2%, knock 70% and dead hand 20%"), joined as the language joins a list.
CHART_GAME = N_("{game}: {figures}.")
# Translators: one figure of a chart: {ending}: how hands end ("Dead hand"); {share}: the
# share of hands that end so ("20%").
CHART_FIGURE = N_("{ending} {share}")
# Translators: a part of a bar of the chart of how hands end, for screen readers.
CHART_SEGMENT = N_("{game}, {ending}: {share}")


PARALLEL_FROM = 2_000
"""Hands to play before processes pay: starting one and importing the engine costs about as
much as playing 700 hands."""


def _measure(rules: Rules, hands: int, seed: int, cache: Path | None) -> HandStatistics:
    return hand_statistics(rules, hands, seed, cache)


def measure(
    catalogue: Catalogue, cache: Path | None, hands: int = HANDS, seed: int = SEED
) -> dict[str, HandStatistics]:
    """Variant id -> its statistics. Games with the same rules are played once; what the
    cache holds is read here, and the rest is played in parallel, one process per core
    (in this process when there are fewer than :data:`PARALLEL_FROM` hands to play)."""
    by_rules: dict[Rules, list[str]] = {}
    for variant in catalogue.variants.values():
        by_rules.setdefault(variant.rules, []).append(variant.id)
    found = {rules: cached_statistics(rules, hands, seed, cache) for rules in by_rules}
    missing = [rules for rules, stats in found.items() if stats is None]
    workers = min(len(missing), os.cpu_count() or 1)
    if workers > 1 and hands * len(missing) >= PARALLEL_FROM:
        # spawn, not fork: a build may run inside a threaded server (mkdocs serve)
        with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
            n = len(missing)
            results = pool.map(_measure, missing, [hands] * n, [seed] * n, [cache] * n)
            found.update(zip(missing, results, strict=True))
    else:
        found.update((rules, _measure(rules, hands, seed, cache)) for rules in missing)
    measured = {rules: stats for rules, stats in found.items() if stats is not None}
    return {vid: measured[rules] for rules, ids in by_rules.items() for vid in ids}


class StatisticsText:
    """The statistics of some games, in one language."""

    def __init__(self, loc: Localizer, series: Sequence[tuple[str, HandStatistics]]) -> None:
        self.loc = loc
        self.series = tuple(series)
        self.endings = tuple(
            e for e in ENDINGS if any(stats.share(e) > 0 for _, stats in self.series)
        )

    count = HANDS
    """Hands played per game (for the plural form)."""

    def _labels(self) -> dict[str, str]:
        return {e: self.loc.gettext(ENDING_NAMES[e]) for e in self.endings}

    def rows(self) -> tuple[Row, ...]:
        """A row per ending that happened, then average turns and points."""
        rows = [
            Row(
                Markup(escape(self.loc.gettext(ENDING_NAMES[e]))),
                tuple(Markup(escape(self.loc.format_percent(s.share(e)))) for _, s in self.series),
            )
            for e in self.endings
        ]
        for label, field in ((TURNS, "average_turns"), (POINTS, "average_points")):
            cells = tuple(
                Markup(escape(self.loc.format_number(round(getattr(s, field), 1))))
                for _, s in self.series
            )
            rows.append(Row(Markup(escape(self.loc.gettext(label))), cells))
        return tuple(rows)

    def _words(self) -> ChartWords:
        loc = self.loc

        def game(name: str, figures: Sequence[tuple[str, str]]) -> str:
            parts = [
                loc.format(CHART_FIGURE, ending=label, share=share) for label, share in figures
            ]
            return loc.format(CHART_GAME, game=name, figures=loc.format_list(parts))

        def segment(name: str, label: str, share: str) -> str:
            return loc.format(CHART_SEGMENT, game=name, ending=label, share=share)

        return ChartWords(game=game, segment=segment)

    def chart(self, title: str) -> Markup:
        """Bars side by side per ending, one colour per game (at most four games)."""
        return Markup(
            chart_svg(
                self.series,
                self._labels(),
                title=title,
                format_share=self.loc.format_percent,
                words=self._words(),
            )
        )

    def stacked_chart(self, title: str) -> Markup:
        """One bar per game, split by how its hands end (any number of games)."""
        return Markup(
            stacked_chart_svg(
                self.series,
                self._labels(),
                title=title,
                format_share=self.loc.format_percent,
                words=self._words(),
            )
        )

    def turns(self, index: int) -> float:
        """The average turns per hand of the ``index``-th game, to a tenth."""
        return round(self.series[index][1].average_turns, 1)

    def dead(self, index: int) -> Percent:
        """The share of dead hands of the ``index``-th game."""
        return Percent(self.series[index][1].dead)

    def same_turns(self) -> bool:
        """Whether the two games' hands last as long, as the page writes it."""
        return self.loc.format_number(self.turns(0)) == self.loc.format_number(self.turns(1))

    def same_dead(self) -> bool:
        """Whether the two games end as many hands dead, as the page writes it."""
        shown = self.loc.format_percent
        return shown(self.dead(0).share) == shown(self.dead(1).share)
