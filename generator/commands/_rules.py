"""Rule options shared by the engine subcommands (``--ace-value``, ``--oklahoma`` …)."""

from __future__ import annotations

import argparse

from generator.engine.rules import Rules, SpadeDoubling, TieRule


def add_card_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--ace-value", type=int, default=1, help="deadwood value of an ace (1)")
    parser.add_argument(
        "--round-the-corner", action="store_true", help="runs wrap round the ace (Q-K-A, K-A-2)"
    )
    parser.add_argument("--no-big-gin", action="store_true", help="big gin is not played")


def add_settle_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--knock-limit", type=int, default=10, help="most deadwood to knock (10)")
    parser.add_argument("--gin-only", action="store_true", help="no knocking: only gin goes out")
    parser.add_argument("--gin-bonus", type=int, default=25)
    parser.add_argument("--big-gin-bonus", type=int, default=31)
    parser.add_argument("--undercut-bonus", type=int, default=25)
    parser.add_argument("--tie", choices=[t.value for t in TieRule], default=TieRule.UNDERCUT.value)
    parser.add_argument("--no-layoff-chains", action="store_true")
    parser.add_argument("--layoff-on-gin", action="store_true")
    parser.add_argument("--oklahoma", action="store_true", help="the upcard sets the knock limit")
    parser.add_argument("--oklahoma-ace", choices=["gin_only", "limit_one"], default="gin_only")
    parser.add_argument(
        "--spades",
        choices=[s.value for s in SpadeDoubling],
        default=SpadeDoubling.HAND_POINTS.value,
        help="what a spade upcard doubles under --oklahoma",
    )


def rules_from(args: argparse.Namespace) -> Rules:
    """The :class:`Rules` the options describe (unset options keep the standard game)."""
    values: dict[str, object] = {
        "ace_value": args.ace_value,
        "round_the_corner": args.round_the_corner,
        "big_gin": not args.no_big_gin,
    }
    if hasattr(args, "gin_bonus"):
        values.update(
            knocking=not args.gin_only,
            knock_limit=args.knock_limit,
            gin_bonus=args.gin_bonus,
            big_gin_bonus=args.big_gin_bonus,
            undercut_bonus=args.undercut_bonus,
            tie=TieRule(args.tie),
            layoff_chains=not args.no_layoff_chains,
            layoff_on_gin=args.layoff_on_gin,
            oklahoma=args.oklahoma,
            oklahoma_ace=args.oklahoma_ace,
            oklahoma_spades=SpadeDoubling(args.spades),
        )
    return Rules(**values)  # type: ignore[arg-type]
