"""Least deadwood of a hand: its melds, deadwood cards and (11 cards) the discard.

Give a hand of 10 or 11 cards (``"As 2s 3s 7h 7d 7c 9s 9h Kd Qc"``), or
``--jsonl FILE`` (``-`` for standard input) with lines ``{"hand": ["As", ...]}``:
each is written back with ``"min_deadwood"`` added.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from generator.commands._inputs import text_lines
from generator.commands._rules import add_card_rules, rules_from
from generator.engine import InvalidCardError, Rules, best_arrangement, min_deadwood, parse_hand
from generator.errors import UsageError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "hand", nargs="?", help='10 or 11 cards, e.g. "As 2s 3s 7h 7d 7c 9s 9h Kd Qc"'
    )
    parser.add_argument("--jsonl", metavar="FILE", help="read hands as JSON lines ('-': stdin)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    add_card_rules(parser)


def _result(text: str, rules: Rules) -> dict[str, Any]:
    hand = parse_hand(text)
    if len(hand) not in (10, 11):
        raise InvalidCardError(f"a hand for deadwood has 10 or 11 cards, not {len(hand)}")
    arrangement = best_arrangement(hand, rules)
    return {
        "hand": [str(c) for c in hand],
        "deadwood": arrangement.points,
        "melds": [[str(c) for c in m.cards] for m in arrangement.melds],
        "deadwood_cards": [str(c) for c in arrangement.deadwood],
        "discard": None if arrangement.discard is None else str(arrangement.discard),
    }


def _jsonl(path: str, rules: Rules) -> int:
    for number, line in text_lines(path):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
            if not isinstance(record, dict) or "hand" not in record:
                raise UsageError('expected an object like {"hand": ["As", ...]}')
            cards = record["hand"]
            if not isinstance(cards, list | str):
                raise UsageError('"hand" must be a list of cards')
            record["min_deadwood"] = min_deadwood(parse_hand(cards), rules)
        except (json.JSONDecodeError, UsageError, InvalidCardError, RecursionError) as error:
            # RecursionError: JSON nested too deep for Python's reader
            shown = "standard input" if path == "-" else path
            raise UsageError(f"{shown}:{number}: {error}") from None
        sys.stdout.write(json.dumps(record) + "\n")
    return 0


def run(args: argparse.Namespace) -> int:
    rules = rules_from(args)
    if args.jsonl:
        return _jsonl(args.jsonl, rules)
    if not args.hand:
        raise UsageError('give a hand, e.g. "As 2s 3s 7h 7d 7c 9s 9h Kd Qc", or --jsonl FILE')
    result = _result(args.hand, rules)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"deadwood: {result['deadwood']}")
    print("melds: " + (" | ".join(" ".join(m) for m in result["melds"]) or "none"))
    print("deadwood cards: " + (" ".join(result["deadwood_cards"]) or "none"))
    if len(result["hand"]) == 11:
        print("discard: " + (result["discard"] or "none (big gin)"))
    return 0
