"""Score a finished hand: who scores, how many points, the layoffs made and why.

``--knocker`` is the knocker's 10 cards after his discard (11 for big gin),
``--defender`` the defender's 10 cards. Both sides play their best: the
knocker's best declaration, the defender's best melds and layoffs. In ``--json``
the knocker is player 0 and the defender player 1: ``winner`` is one of them
(``null``: nobody scores).
"""

from __future__ import annotations

import argparse
import json

from generator.commands._rules import add_hand_rules, rules_from
from generator.engine import settle


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--knocker", required=True, metavar="HAND")
    parser.add_argument("--defender", required=True, metavar="HAND")
    parser.add_argument("--upcard", metavar="CARD", help="the first upcard (Oklahoma)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    add_hand_rules(parser)


def run(args: argparse.Namespace) -> int:
    rules = rules_from(args)
    result = settle(args.knocker, args.defender, rules, upcard=args.upcard)
    if args.json:
        print(
            json.dumps(
                {
                    "ending": result.ending.value,
                    "knocker": result.knocker,
                    "winner": result.winner,
                    "points": result.points,
                    "multiplier": result.multiplier,
                    "knocker_deadwood": result.knocker_deadwood,
                    "defender_deadwood_before": result.defender_deadwood_before,
                    "defender_deadwood": result.defender_deadwood,
                    "knocker_melds": [[str(c) for c in m.cards] for m in result.knocker_melds],
                    "defender_melds": [[str(c) for c in m.cards] for m in result.defender_melds],
                    "layoffs": [
                        {"card": str(c), "onto": [str(x) for x in m.cards]}
                        for c, m in result.layoffs
                    ],
                    "explanation": list(result.explanation),
                }
            )
        )
    else:
        print(result.summary())
    return 0
