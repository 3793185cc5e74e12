"""Many hands played by the engine's bot: how hands end under a variant, and a chart of it.

The statistics back the pages' claims ("without knocking, many more hands exhaust the
stock"); they are cached on disk, keyed by the rules and the engine version, so a
rebuild without rule changes plays no hand.
"""

from __future__ import annotations

from generator.simulation.chart import chart_svg
from generator.simulation.statistics import ENDINGS, HandStatistics, hand_statistics

__all__ = ["ENDINGS", "HandStatistics", "chart_svg", "hand_statistics"]
