"""Check the rule data (and every other registered check) of a project folder.

Prints one line per problem, ``path:line:column: severity: message``, sorted by
file and line. The exit status is 1 when any error is found (warnings count as
errors with ``--strict``), 0 otherwise.
"""

from __future__ import annotations

import argparse
import sys

from generator.commands._inputs import project_folder
from generator.errors import Location, Problem


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "directory",
        nargs="?",
        default=".",
        metavar="DIR",
        help="the project folder holding rules/ (default: the current folder)",
    )
    parser.add_argument("--strict", action="store_true", help="treat warnings as errors")


def run(args: argparse.Namespace) -> int:
    from generator.checks import CHECKS

    root = project_folder(args.directory)
    problems: list[Problem] = []
    for check in CHECKS:
        try:
            problems.extend(check(root))
        except Exception as error:  # a check that crashes is a problem, not a traceback
            name = getattr(check, "__name__", "check")
            problems.append(Problem(Location(str(root)), f"{name} failed: {error!r}"))
    problems.sort(key=lambda p: (p.location.path, p.location.line, p.location.column))
    for problem in problems:
        print(problem)
    errors = sum(p.severity == "error" for p in problems)
    warnings = len(problems) - errors
    if problems:
        print(f"{errors} error(s), {warnings} warning(s)", file=sys.stderr)
    return 1 if errors or (args.strict and warnings) else 0
