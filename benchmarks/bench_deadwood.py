"""Least-deadwood speed: this engine against OpenSpiel and RLCard on the same hands.

Run ``make bench`` (installs the ``bench`` extra) or ``python benchmarks/bench_deadwood.py``.
Hands are generated as the anchors were measured: ``random.Random(seed)``, the deck
``[r + s for s in "shdc" for r in "A23456789TJQK"]``, ``rng.sample(deck, n)``.
Three hand sets: random 10 cards, random 11 cards (exact over every discard; OpenSpiel
removes the highest unmelded card of one best grouping instead), and meld-dense hands
(cards drawn from 5–7 consecutive ranks, where sets and runs overlap most).

Each engine gets the hands in its own representation, converted before the clock
starts; each timing is the best of ``--repeat`` runs. The checksum (sum of all
results) shows that equal work was done; for 11 cards the number of hands where
OpenSpiel's shortcut differs from the exact minimum is printed too.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from generator.engine import min_deadwood, parse_hand

DECK = [r + s for s in "shdc" for r in "A23456789TJQK"]
RANKS = "A23456789TJQK"


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


def ours(hands: Sequence[Sequence[str]]) -> Callable[[], list[int]]:
    masks = [parse_hand(h) for h in hands]
    return lambda: [min_deadwood(m) for m in masks]


def openspiel(hands: Sequence[Sequence[str]]) -> Callable[[], list[int]] | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    ints = [utils.card_strings_to_card_ints(list(h)) for h in hands]
    fn = utils.min_deadwood
    return lambda: [fn(h) for h in ints]


def rlcard(hands: Sequence[Sequence[str]]) -> Callable[[], list[int]] | None:
    if any(len(h) != 10 for h in hands):
        return None  # RLCard's search takes exactly 10 cards
    try:
        from rlcard.games.gin_rummy.utils import melding  # type: ignore[import-not-found]
        from rlcard.games.gin_rummy.utils.utils import (  # type: ignore[import-not-found]
            card_from_text,
            get_deadwood_count,
        )
    except ImportError:
        return None
    cards = [[card_from_text(c[0] + c[1].upper()) for c in h] for h in hands]

    def run() -> list[int]:
        out = []
        for hand in cards:
            clusters = melding.get_best_meld_clusters(hand)
            cluster = clusters[0] if clusters else []
            out.append(get_deadwood_count(hand, cluster))
        return out

    return run


def bench(title: str, hands: list[list[str]], repeat: int) -> None:
    """Time every engine on ``hands``, runs interleaved so that all see the same load."""
    print(f"\n{title}: {len(hands):,} hands")
    runs: dict[str, Callable[[], list[int]] | None] = {
        "this engine": ours(hands),
        "OpenSpiel": openspiel(hands),
        "RLCard": rlcard(hands),
    }
    times = {name: float("inf") for name in runs}
    results: dict[str, list[int]] = {}
    for round_ in range(repeat):
        for name, run in runs.items():
            if run is None or (name == "RLCard" and round_ > 0):  # slow: once is enough
                continue
            start = time.perf_counter()
            results[name] = run()
            times[name] = min(times[name], time.perf_counter() - start)
    exact, t_ours = results["this engine"], times["this engine"]
    for name, run in runs.items():
        if run is None:
            why = "10 cards only" if name == "RLCard" and len(hands[0]) != 10 else "not installed"
            print(f"  {name:<12} {'—':>12}  ({why})")
            continue
        line = f"  {name:<12} {len(hands) / times[name]:>12,.0f} hands/s"
        line += f"  checksum {sum(results[name]):>10,}"
        if name != "this engine":
            line += f"  ratio {times[name] / t_ours:5.2f}x"
            differ = sum(a != b for a, b in zip(results[name], exact, strict=True))
            if differ:
                line += f"; differs from the exact minimum on {differ:,} hands"
        print(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    n = args.hands
    print("ratio = the other engine's time / this engine's time (above 1: this engine is faster)")
    bench("random 10 cards", random_hands(n, 10, 1), args.repeat)
    bench("random 11 cards (exact over every discard)", random_hands(n, 11, 2), args.repeat)
    bench("meld-dense 10 cards (5-7 consecutive ranks)", dense_hands(n, 10, 3), args.repeat)
    bench("meld-dense 11 cards (5-7 consecutive ranks)", dense_hands(n, 11, 4), args.repeat)


if __name__ == "__main__":
    main()
