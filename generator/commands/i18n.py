"""Translation catalogs: ``extract`` writes messages.pot and merges it into every
language's PO file; ``status`` prints how far each language is translated.

Both read every catalog strictly: a catalog that breaks the PO rules is one line
with its file and line. ``extract`` then writes nothing and exits 2; ``status``
prints the table of the others and exits 1."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from generator.commands._inputs import project_folder
from generator.errors import UsageError
from generator.i18n.catalog import update
from generator.i18n.status import catalog_status, format_table


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    extract = sub.add_parser(
        "extract",
        help="write locales/messages.pot and merge it into every language (keeps translations)",
    )
    extract.add_argument("root", nargs="?", default=".", type=Path, help="project folder")
    status = sub.add_parser("status", help="translated, fuzzy, missing and problems per language")
    status.add_argument("root", nargs="?", default=".", type=Path, help="project folder")
    status.add_argument("--json", action="store_true", help="one JSON list instead of a table")


def run(args: argparse.Namespace) -> int:
    root = project_folder(args.root)
    if not (root / "rules").is_dir():
        raise UsageError(f"{root}: no rules/ folder here (give the project folder)")
    if args.action == "extract":
        for result in update(root):
            what = "created" if result.created else "updated" if result.changed else "unchanged"
            shown = result.path.relative_to(root).as_posix()
            print(f"{shown}: {result.messages} messages, {what}")
        return 0
    statuses = catalog_status(root)
    if args.json:
        print(json.dumps([s.as_dict() for s in statuses], ensure_ascii=False, indent=2))
    else:
        print(format_table(statuses))
    errors = [s.error for s in statuses if s.error]
    for error in errors:
        print(error, file=sys.stderr)
    return 1 if errors else 0
