"""How strong each level is: games to 100 against the normal bot, and the strong bot's speed.

Run ``python benchmarks/bench_strength.py`` (``--games 10000``, the default). It plays
games to 100 under the standard rules (:class:`generator.engine.Rules`, whose match
rules are the game to 100 with box, game and shutout bonuses), each with
:func:`generator.engine.play_match` and its own seed: the strong bot against the normal
one (:class:`~generator.engine.SimpleBot`), then the easy bot against it. Game ``g``
is dealt from ``random.Random(seed + g)``; the level measured sits in seat ``g % 2`` and
the first dealer is ``g // 2 % 2``, so seats and first dealers alternate. The games run
in as many processes as the machine has cores (``--processes``).

It prints each level's share of games won with its 95% interval (Wilson's), the points
per game and per hand, and the strong bot's time per move in CPU time of its process
(median and 99th percentile over every move of its games, the showdown's included).

OpenSpiel's gin rummy (the ``bench`` extra) plays single hands under its own rules and
seats only its own bots: the levels here are not measured against its simple bot (the
script says so when ``pyspiel`` is installed, and why it is skipped when it is not).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from generator.engine import Action, HandState, Rules, SimpleBot, bot_for, play_match

CHUNK = 100
"""Games per task handed to a process."""


class Timed:
    """A player whose every move is timed in CPU time."""

    def __init__(self, player: object) -> None:
        self.player = player
        self.times: list[float] = []

    def choose(self, state: HandState) -> Action:
        start = time.thread_time()
        action = self.player.choose(state)  # type: ignore[attr-defined]
        self.times.append(time.thread_time() - start)
        return action


@dataclass
class Tally:
    games: int = 0
    won: int = 0
    points: int = 0
    hands: int = 0
    hand_points: int = 0

    def add(self, other: Tally) -> None:
        for name in ("games", "won", "points", "hands", "hand_points"):
            setattr(self, name, getattr(self, name) + getattr(other, name))


def play(level: str, first: int, count: int, seed: int) -> tuple[Tally, list[float]]:
    """Games ``first`` … ``first + count - 1`` of ``level`` against the normal bot."""
    tally = Tally()
    timed = Timed(bot_for(level, random.Random(seed)))
    normal = SimpleBot()
    for game in range(first, first + count):
        seat, dealer = game % 2, game // 2 % 2
        players = (timed, normal) if seat == 0 else (normal, timed)
        result = play_match(Rules(), random.Random(seed + game), players, dealer=dealer)
        tally.games += 1
        tally.won += result.winner == seat
        tally.points += result.totals[seat] - result.totals[1 - seat]
        for out in result.hands:
            tally.hands += 1
            if out.winner is not None:
                tally.hand_points += out.points if out.winner == seat else -out.points
    return tally, timed.times


def wilson(won: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% interval of a share ``won / games`` (Wilson's score interval)."""
    p = won / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def measure(level: str, games: int, seed: int, processes: int) -> tuple[Tally, list[float]]:
    tally, times = Tally(), []
    with ProcessPoolExecutor(processes) as pool:
        tasks = [
            pool.submit(play, level, first, min(CHUNK, games - first), seed)
            for first in range(0, games, CHUNK)
        ]
        for task in tasks:
            part, part_times = task.result()
            tally.add(part)
            times += part_times
    return tally, times


def report(level: str, tally: Tally, seconds: float) -> None:
    low, high = wilson(tally.won, tally.games)
    print(
        f"{level:>6} vs normal: won {tally.won:,} of {tally.games:,} games to 100,"
        f" {tally.won / tally.games:.1%} (95% interval {low:.1%}–{high:.1%});"
        f" {tally.points / tally.games:+.1f} points a game,"
        f" {tally.hand_points / tally.hands:+.2f} a hand ({tally.hands:,} hands, {seconds:.0f} s)"
    )


def openspiel_note() -> str:
    try:
        import pyspiel  # type: ignore[import-not-found]  # noqa: F401
    except ImportError as error:
        return f"OpenSpiel: skipped, pyspiel is not installed ({error}); pip install -e '.[bench]'"
    return (
        "OpenSpiel: not comparable; its gin rummy plays single hands under its own rules"
        " (no big gin, a tie scores nothing, no game to 100) and seats only its own bots"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--easy-games", type=int, default=None, help="default: --games")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    print(f"games to 100 under the standard rules, seed {args.seed}, {args.processes} processes")
    for level, games in (("strong", args.games), ("easy", args.easy_games or args.games)):
        start = time.perf_counter()
        tally, times = measure(level, games, args.seed, args.processes)
        report(level, tally, time.perf_counter() - start)
        if level == "strong":
            times.sort()
            median = statistics.median(times) * 1000
            p99 = times[int(0.99 * (len(times) - 1))] * 1000
            print(
                f"strong bot's moves: {len(times):,}, CPU time median {median:.2f} ms,"
                f" 99th percentile {p99:.2f} ms, slowest {times[-1] * 1000:.2f} ms"
            )
    print(openspiel_note())


if __name__ == "__main__":
    main()
