"""Check the project's content: the rule data, its worked examples, the catalogs.

Prints one line per problem, ``path:line:column: severity: message``: the rule data
first, then its examples, then the catalogs, each sorted by file and line; what only
follows from an error of the rule data is left out and counted in the summary. The exit
status is 1 when any error is found (warnings count as errors with ``--strict``), 0
otherwise. ``--format jsonl`` prints a JSON object per problem instead, for editors and
CI annotations.
"""

from __future__ import annotations

import argparse
import json
import sys

from generator.commands._inputs import project_folder
from generator.errors import Problem
from generator.settings import Settings


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "directory",
        nargs="?",
        default=".",
        metavar="DIR",
        help="the project folder holding rules/ (default: the current folder)",
    )
    parser.add_argument("--strict", action="store_true", help="treat warnings as errors")
    what = parser.add_mutually_exclusive_group()
    what.add_argument(
        "--rules", action="store_true", help="the rule data and its examples only, no catalogs"
    )
    what.add_argument(
        "--language",
        metavar="CODE",
        help="the rule data and this language's files only (e.g. hu)",
    )
    parser.add_argument(
        "--file",
        metavar="PATH",
        action="append",
        help="only the problems of this file (relative to the project folder; repeatable)",
    )
    parser.add_argument(
        "--format",
        choices=("text", "jsonl"),
        default="text",
        help="text: a line per problem (default); jsonl: a JSON object per problem",
    )


def _wanted(problem: Problem, args: argparse.Namespace) -> bool:
    path = problem.location.path
    if args.file and not any(path == f.removeprefix("./") for f in args.file):
        return False
    if args.language and path.startswith("locales/"):
        return path.startswith(f"locales/{args.language}/")
    return True


def _json(problem: Problem) -> str:
    where = problem.location
    return json.dumps(
        {
            "path": where.path,
            "line": where.line or None,
            "column": where.column or None,
            "severity": problem.severity,
            "message": problem.message,
        },
        ensure_ascii=False,
    )


def run(args: argparse.Namespace) -> int:
    from generator.checks import check
    from generator.project import Project

    root = project_folder(args.directory)
    project = Project.load(Settings.from_environment(root))
    checked = check(project, catalogs=not args.rules)
    problems = [p for p in checked.problems if _wanted(p, args)]
    for problem in problems:
        print(_json(problem) if args.format == "jsonl" else problem)
    errors = sum(p.severity == "error" for p in problems)
    warnings = len(problems) - errors
    if args.format == "text" and (problems or checked.left_out):
        summary = f"{errors} error(s), {warnings} warning(s)"
        if checked.left_out:
            summary += (
                f"; {checked.left_out} problem(s) of examples left out: they use a variant"
                " whose file has an error above"
            )
        print(summary, file=sys.stderr)
    return 1 if errors or (args.strict and warnings) else 0
