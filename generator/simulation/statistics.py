"""How hands end under a set of rules, measured over many seeded hands of the bot.

>>> from generator.engine import Rules
>>> stats = hand_statistics(Rules(), hands=40, seed=1)
>>> stats.hands, round(stats.gin + stats.big_gin + stats.knock + stats.undercut
...                    + stats.no_score + stats.dead, 9)
(40, 1.0)
>>> HandStatistics.from_json(stats.to_json()) == stats
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from generator.cache import DiskCache
from generator.engine import Ending, Rules, play_hand
from generator.files import code_digest

ENDINGS: tuple[str, ...] = ("gin", "big_gin", "knock", "undercut", "no_score", "dead")
"""The share fields of :class:`HandStatistics`, in chart order ("dead" = a void hand)."""

_FIELD_OF = {
    Ending.GIN: "gin",
    Ending.BIG_GIN: "big_gin",
    Ending.KNOCK: "knock",
    Ending.UNDERCUT: "undercut",
    Ending.NO_SCORE: "no_score",
    Ending.VOID: "dead",
}

simulations_run = 0
"""How many times hands were really played (not read from the cache): for tests."""


@dataclass(frozen=True, slots=True)
class HandStatistics:
    """Shares (0–1) of hands by ending, and averages per hand (a dead hand scores 0)."""

    hands: int
    seed: int
    gin: float
    big_gin: float
    knock: float
    undercut: float
    no_score: float
    """Gin answered by layoffs to zero (``layoff_on_gin``)."""
    dead: float
    """Void: the stock ran out without anyone going out."""
    average_turns: float
    """Draws per hand, both players together (taking the upcard counts)."""
    average_points: float
    """Points scored per hand, dead hands included as 0."""

    def share(self, ending: str) -> float:
        """The share of ``ending``, one of :data:`ENDINGS`."""
        if ending not in ENDINGS:
            raise ValueError(f"unknown ending {ending!r}: one of {', '.join(ENDINGS)}")
        return float(getattr(self, ending))

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> HandStatistics:
        names = {f.name for f in fields(cls)}
        if set(data) != names:
            raise ValueError(f"statistics need the fields {sorted(names)}, not {sorted(data)}")
        return cls(**data)


def rules_key(rules: Rules, hands: int, seed: int) -> str:
    """The cache key: a hash of every rule value, the run's size and seed, and of the code
    that plays and counts the hands (the engine, its bot, this package)."""
    return DiskCache.key(asdict(rules), hands, seed, code_digest("engine", "simulation"))


def simulate(
    rules: Rules, hands: int, seed: int, progress: Callable[[int], object] | None = None
) -> HandStatistics:
    """Play ``hands`` hands with the bot (deals from ``random.Random(seed)``, dealers
    alternating) and count how they end. ``progress(1)`` is called after each hand."""
    global simulations_run
    if hands < 1:
        raise ValueError(f"simulate at least one hand, not {hands}")
    simulations_run += 1
    rng = random.Random(seed)
    counts = dict.fromkeys(ENDINGS, 0)
    turns = points = 0
    for i in range(hands):
        outcome = play_hand(rules, rng, dealer=i % 2)
        counts[_FIELD_OF[outcome.ending]] += 1
        turns += outcome.turns
        points += outcome.points
        if progress is not None:
            progress(1)
    shares = {name: counts[name] / hands for name in ENDINGS}
    return HandStatistics(
        hands=hands,
        seed=seed,
        average_turns=turns / hands,
        average_points=points / hands,
        **shares,
    )


def cached_statistics(
    rules: Rules, hands: int, seed: int, cache: Path | None
) -> HandStatistics | None:
    """The stored statistics of this run, or None (no cache; not stored, damaged or
    outdated)."""
    if cache is None:
        return None
    data = DiskCache(cache).get("hands", rules_key(rules, hands, seed))
    try:
        return HandStatistics.from_json(data) if isinstance(data, dict) else None
    except (ValueError, TypeError):
        return None  # computed again, and the entry rewritten


def hand_statistics(
    rules: Rules,
    hands: int,
    seed: int,
    cache: Path | None = None,
    *,
    progress: Callable[[int], object] | None = None,
) -> HandStatistics:
    """The statistics of ``hands`` bot hands under ``rules``; read from ``cache`` (a folder)
    when a run with the same rules, hands, seed and versions is stored there."""
    if cache is None:
        return simulate(rules, hands, seed, progress)
    stats = cached_statistics(rules, hands, seed, cache)
    if stats is None:
        stats = simulate(rules, hands, seed, progress)
        DiskCache(cache).put("hands", rules_key(rules, hands, seed), stats.to_json())
    return stats
