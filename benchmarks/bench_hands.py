"""Complete hands per second: this engine's bot against OpenSpiel's simple gin rummy bot.

Run ``python benchmarks/bench_hands.py --hands 2000`` in an environment with the
``bench`` extra (``pip install -e '.[bench]'``); without ``pyspiel`` only this
engine's figure is printed, with the reason.

Both sides play the same number of complete hands, both players a bot, in the
same run. OpenSpiel: ``pyspiel.load_game("gin_rummy")`` with its defaults (knock
at 10, gin and undercut bonus 25), both seats ``make_simple_gin_rummy_bot``,
chance outcomes (the shuffle) drawn from ``random.Random(seed)``. This engine:
the standard game of this site (:class:`generator.engine.Rules` defaults), both
seats the simple bot (``bot_for("normal")``), deals from ``random.Random(seed)``,
every decision an action of the hand machine, the declaration meld by meld and
the layoffs card by card as :func:`generator.engine.settle` chooses them (best
declaration, best reply). Each figure is the best of ``--repeat`` runs. The
printed summary of how hands ended shows that both sides really played hands
to the end.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Callable

from generator.engine import Rules, play_hand


def ours(hands: int, seed: int, rules: Rules) -> Callable[[], Counter[str]]:
    def run() -> Counter[str]:
        rng = random.Random(seed)
        endings: Counter[str] = Counter()
        for i in range(hands):
            endings[play_hand(rules, rng, dealer=i % 2).ending.value] += 1
        return endings

    return run


def openspiel(hands: int, seed: int) -> tuple[Callable[[], Counter[str]] | None, str]:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError as error:
        return None, f"pyspiel is not installed ({error}); pip install -e '.[bench]'"
    game = pyspiel.load_game("gin_rummy")
    params = game.get_parameters()
    bots = [pyspiel.make_simple_gin_rummy_bot(params, p) for p in (0, 1)]

    def run() -> Counter[str]:
        rng = random.Random(seed)
        endings: Counter[str] = Counter()
        for _ in range(hands):
            state = game.new_initial_state()
            for bot in bots:
                bot.restart()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                else:
                    state.apply_action(bots[state.current_player()].step(state))
            returns = state.returns()
            endings["void" if returns[0] == returns[1] == 0 else "scored"] += 1
        return endings

    return run, ""


def best_time(fn: Callable[[], Counter[str]], repeat: int) -> tuple[float, Counter[str]]:
    best, result = float("inf"), Counter[str]()
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()

    ours_time, ours_endings = best_time(ours(args.hands, args.seed, Rules()), args.repeat)
    ours_rate = args.hands / ours_time
    print(f"hands: {args.hands}, seed {args.seed}, best of {args.repeat}")
    print(f"this engine (SimpleBot, standard rules): {ours_rate:10,.0f} hands/s")
    print(f"  endings: {dict(sorted(ours_endings.items()))}")
    run, why = openspiel(args.hands, args.seed)
    if run is None:
        print(f"OpenSpiel: not measured: {why}")
        return
    os_time, os_endings = best_time(run, args.repeat)
    os_rate = args.hands / os_time
    print(f"OpenSpiel (make_simple_gin_rummy_bot):   {os_rate:10,.0f} hands/s")
    print(f"  endings: {dict(sorted(os_endings.items()))}")
    print(f"ratio this engine / OpenSpiel: {ours_rate / os_rate:.2f}x (target >= 4x)")


if __name__ == "__main__":
    main()
