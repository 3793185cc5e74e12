"""Least-deadwood speed: this engine against OpenSpiel and RLCard on the same hands.

Run ``make bench`` (installs the ``bench`` extra) or ``python benchmarks/bench_deadwood.py``.
Hands are generated as the anchors were measured: ``random.Random(seed)``, the deck
``[r + s for s in "shdc" for r in "A23456789TJQK"]``, ``rng.sample(deck, n)``.
Four hand sets: random 10 and 11 cards (11: exact over every discard; OpenSpiel
removes the highest unmelded card of one best grouping instead), and meld-dense
10 and 11 cards (drawn from 5-7 consecutive ranks, where sets and runs overlap most).

Each engine gets the hands in its own representation, converted before the clock
starts. The engines then run in ``--repeat`` rounds, interleaved in this process:
each round times every engine once on all the hands, slice by slice (``--slices``),
every slice timed for one engine after the other in an order that alternates, so
that all see the same machine load. Printed per engine: the median hands/s over
the rounds with the slowest and fastest round; per outside engine, the median of
the per-round ratios (its time / this engine's time, above 1: this engine is
faster) with their range. The clock is the CPU time of this thread, in which every
engine runs (steady on a machine busy with other work; ``--clock wall`` for the
wall clock). This engine keeps no result cache, so every round computes every
hand again. The checksum (sum of all results, the same in every round) shows that
equal work was done; for 11 cards the number of hands where OpenSpiel's shortcut
differs from the exact minimum is printed too. ``--markdown`` also prints the rows
of the README's speed table.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from generator.engine import min_deadwood, parse_hand

DECK = [r + s for s in "shdc" for r in "A23456789TJQK"]
RANKS = "A23456789TJQK"
ENGINES = ("this engine", "OpenSpiel", "RLCard")


def random_hands(n: int, size: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    return [rng.sample(DECK, size) for _ in range(n)]


def dense_hands(n: int, size: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    hands = []
    for _ in range(n):
        width = rng.randint(5, 7)
        low = rng.randint(0, 13 - width)
        pool = [r + s for s in "shdc" for r in RANKS[low : low + width]]
        hands.append(rng.sample(pool, size))
    return hands


Run = Callable[[int, int], list[int]]
"""An engine's search over the hands ``lo`` to ``hi``."""


def ours(hands: Sequence[Sequence[str]]) -> tuple[Run | None, str]:
    masks = [parse_hand(h) for h in hands]
    return (lambda lo, hi: [min_deadwood(m) for m in masks[lo:hi]]), ""


def openspiel(hands: Sequence[Sequence[str]]) -> tuple[Run | None, str]:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None, "not installed"
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    ints = [utils.card_strings_to_card_ints(list(h)) for h in hands]
    fn = utils.min_deadwood
    return (lambda lo, hi: [fn(h) for h in ints[lo:hi]]), ""


def rlcard(hands: Sequence[Sequence[str]]) -> tuple[Run | None, str]:
    if any(len(h) != 10 for h in hands):
        return None, "10 cards only"
    try:
        from rlcard.games.gin_rummy.utils import melding  # type: ignore[import-not-found]
        from rlcard.games.gin_rummy.utils.utils import (  # type: ignore[import-not-found]
            card_from_text,
            get_deadwood_count,
        )
    except ImportError:
        return None, "not installed"
    cards = [[card_from_text(c[0] + c[1].upper()) for c in h] for h in hands]

    def run(lo: int, hi: int) -> list[int]:
        out = []
        for hand in cards[lo:hi]:
            clusters = melding.get_best_meld_clusters(hand)
            cluster = clusters[0] if clusters else []
            out.append(get_deadwood_count(hand, cluster))
        return out

    return run, ""


@dataclass
class Timing:
    """One engine on one hand set: the time of every round and the results."""

    run: Run | None
    why_not: str
    seconds: list[float] = field(default_factory=list)
    checksums: set[int] = field(default_factory=set)
    results: list[int] = field(default_factory=list)


def spread(values: list[float], fmt: str) -> str:
    """``median (min-max)`` of ``values``."""
    low, mid, high = min(values), statistics.median(values), max(values)
    return f"{mid:{fmt}} ({low:{fmt}}-{high:{fmt}})"


def bench(
    title: str, hands: list[list[str]], repeat: int, slices: int, clock: Callable[[], float]
) -> dict[str, str]:
    """Time every engine on ``hands`` in interleaved rounds; print and return the figures."""
    print(f"\n{title}: {len(hands):,} hands, {repeat} interleaved rounds of {slices} slices")
    timings = {
        name: Timing(*make(hands))
        for name, make in zip(ENGINES, (ours, openspiel, rlcard), strict=True)
    }
    running = [(timing, timing.run) for timing in timings.values() if timing.run is not None]
    bounds = [len(hands) * k // slices for k in range(slices + 1)]
    for round_ in range(repeat):
        seconds = [0.0] * len(running)
        results: list[list[int]] = [[] for _ in running]
        for k in range(slices):
            lo, hi = bounds[k], bounds[k + 1]
            order = list(enumerate(running))
            for i, (_, run) in order if (round_ + k) % 2 == 0 else reversed(order):
                start = clock()
                results[i] += run(lo, hi)
                seconds[i] += clock() - start
        for i, (timing, _) in enumerate(running):
            timing.seconds.append(seconds[i])
            timing.checksums.add(sum(results[i]))
            timing.results = results[i]
    base = timings["this engine"]
    row = {"hands": title}
    for name, timing in timings.items():
        if timing.run is None:
            print(f"  {name:<12} {'—':>10}  ({timing.why_not})")
            row[name] = "—"
            continue
        rates = [len(hands) / s for s in timing.seconds]
        (checksum,) = timing.checksums  # every round the same results
        line = f"  {name:<12} {spread(rates, '>10,.0f')} hands/s  checksum {checksum:,}"
        row[name] = f"{statistics.median(rates):,.0f}/s ({min(rates):,.0f}–{max(rates):,.0f})"
        if timing is not base:
            ratios = [o / b for o, b in zip(timing.seconds, base.seconds, strict=True)]
            line += f"\n  {'':<12} ratio {spread(ratios, '.2f')}"
            row[f"{name} ratio"] = (
                f"{statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f})"
            )
            differ = sum(a != b for a, b in zip(timing.results, base.results, strict=True))
            if differ:
                line += f"; differs from the exact minimum on {differ:,} hands"
        print(line)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--slices", type=int, default=10, help="slices per round (default 10)")
    parser.add_argument(
        "--clock", choices=("cpu", "wall"), default="cpu", help="thread CPU time or wall clock"
    )
    parser.add_argument("--markdown", action="store_true", help="print the README table rows")
    args = parser.parse_args()
    n = args.hands
    clock = time.thread_time if args.clock == "cpu" else time.perf_counter
    timed = (args.repeat, args.slices, clock)
    print(f"clock: {args.clock}; hands/s: median (slowest-fastest round); ratio: the other")
    print("engine's time / this engine's in the same round, median (range); above 1: faster")
    rows = [
        bench("random, 10 cards", random_hands(n, 10, 1), *timed),
        bench("random, 11 cards (exact, every discard)", random_hands(n, 11, 2), *timed),
        bench("meld-dense, 10 cards", dense_hands(n, 10, 3), *timed),
        bench("meld-dense, 11 cards", dense_hands(n, 11, 4), *timed),
    ]
    if args.markdown:
        print("\n| hands | this engine | OpenSpiel | RLCard | ratio to OpenSpiel |")
        print("|---|---:|---:|---:|---:|")
        for row in rows:
            cells = [row[k] for k in ("hands", *ENGINES, "OpenSpiel ratio")]
            print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
