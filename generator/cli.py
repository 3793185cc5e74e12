"""The ``gin-rules`` command: wiring only, each subcommand lives in its own module.

A subcommand module under :mod:`generator.commands` provides ``configure(parser)``,
which adds its arguments, and ``run(args) -> int``, which does the work and
returns the exit status. Errors the user caused (the project's own:
:data:`generator.commands.USER_ERRORS`, and a file that cannot be read or written)
are printed as one line on standard error with exit status 2, no traceback. Any
other exception is a bug: its traceback is printed, with a line asking to report it,
and the exit status is :data:`BUG_STATUS`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import traceback
from collections.abc import Sequence

from generator import __version__
from generator.commands import USER_ERRORS

BUG_STATUS = 70
"""The exit status of a bug (``EX_SOFTWARE`` of BSD's sysexits), apart from bad input's 2."""

# name -> (module under generator.commands, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "deadwood": ("deadwood", "least deadwood, melds and discard of a hand"),
    "settle": ("settle", "score a finished hand: knock, gin, layoffs, undercut"),
    "check": (
        "check",
        "check the rule data, its examples and the catalogs: a line per problem, exit 1 on errors",
    ),
    "simulate": ("simulate", "play many hands with the bot: how hands end, turns, points"),
    "i18n": ("i18n", "translation catalogs: extract and merge messages, status per language"),
    "reference": ("reference", "print the reference of the variant file format (Markdown)"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gin-rules",
        description="Gin rummy rules engine and rules-site tools.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, (module_name, help_text) in COMMANDS.items():
        module = importlib.import_module(f"generator.commands.{module_name}")
        command = sub.add_parser(name, help=help_text, description=module.__doc__)
        module.configure(command)
        command.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args._run(args))
    except USER_ERRORS as error:
        print(f"gin-rules {args.command}: error: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `gin-rules ... | head`
        return 0
    except OSError as error:  # a file that cannot be read or written: one line, no traceback
        where = f"{error.filename}: " if error.filename else ""
        print(f"gin-rules {args.command}: error: {where}{error.strerror or error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except Exception:  # a bug: everything it says, and where to take it
        traceback.print_exc()
        print(
            f"gin-rules {args.command}: internal error: this is a bug of gin-rules, not of"
            " your input; please report it with the lines above",
            file=sys.stderr,
        )
        return BUG_STATUS
