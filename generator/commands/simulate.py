"""Play many hands with the engine's bot and show how they end.

With ``--variant ID`` the rules are that game form's, read from the rule data
(``--rules DIR``: the project folder holding ``rules/``). Without it, the rule
options (``--no-knocking``, ``--oklahoma``, ``--stock-end void_at_two`` …)
describe the game, the standard game being the default. Prints the shares of
hands ending by gin, big gin, knock, undercut and dead hand, and the average
turns and points per hand; ``--json`` prints the same as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys

from generator.commands._inputs import project_folder, writable_folder
from generator.commands._rules import add_hand_rules, rules_from
from generator.engine import Rules
from generator.errors import UsageError
from generator.simulation import ENDINGS, hand_statistics

_NAMES = {
    "gin": "gin",
    "big_gin": "big gin",
    "knock": "knock",
    "undercut": "undercut",
    "no_score": "no score",
    "dead": "dead hand",
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--variant", metavar="ID", help="a game form of the rule data")
    parser.add_argument(
        "--rules", metavar="DIR", default=".", help="project folder holding rules/ (.)"
    )
    parser.add_argument("--hands", type=int, default=10000, help="hands to play (10000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the shuffles (1)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.add_argument("--cache", metavar="DIR", help="read and store results in this folder")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")
    add_hand_rules(parser)


def _rules(args: argparse.Namespace) -> tuple[str, Rules]:
    if args.variant:
        from generator.files import ProjectFiles
        from generator.variants import load_catalogue

        folder = project_folder(args.rules, "--rules")
        catalogue = load_catalogue(ProjectFiles.snapshot(folder, ("rules",)))
        variant = catalogue.variants.get(args.variant)
        if variant is None:
            known = ", ".join(catalogue.variants)
            raise UsageError(f"no variant {args.variant!r} in the rule data (known: {known})")
        return variant.id, variant.rules
    return "rules from the options", rules_from(args)


def run(args: argparse.Namespace) -> int:
    name, rules = _rules(args)
    if args.hands < 1:
        raise UsageError(f"--hands must be at least 1, not {args.hands}")
    cache = writable_folder(args.cache, "--cache") if args.cache else None
    from tqdm import tqdm

    with tqdm(
        total=args.hands, file=sys.stderr, unit="hand", disable=args.no_progress, leave=False
    ) as bar:
        stats = hand_statistics(
            rules,
            args.hands,
            args.seed,
            cache,
            progress=bar.update,
        )
    if args.json:
        print(json.dumps({"variant": args.variant, **stats.to_json()}, sort_keys=True))
        return 0
    print(f"{name}: {stats.hands:,} hands, seed {stats.seed}")
    for ending in ENDINGS:
        share = stats.share(ending)
        if share or ending in ("gin", "knock", "undercut", "dead"):
            print(f"  {_NAMES[ending]:<10} {share * 100:6.2f}%")
    print(f"  average turns per hand  {stats.average_turns:.2f}")
    print(f"  average points per hand {stats.average_points:.2f}")
    return 0
