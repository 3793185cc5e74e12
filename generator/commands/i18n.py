"""Translation catalogs: ``extract`` writes messages.pot and merges it into every
language's PO file; ``status`` prints how far each language is translated.

Both read every catalog strictly: a catalog that breaks the PO rules is one line
with its file and line. ``extract`` then writes nothing and exits 2; ``status``
prints the table of the others and exits 1, as it does when a translation has an error
(a broken placeholder, markup: the page shows that message in English)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from generator.commands._inputs import project_folder
from generator.errors import CatalogError, Location, UsageError
from generator.files import ProjectFiles
from generator.i18n.catalog import Updated, plan, write
from generator.i18n.mapping import read_mapping
from generator.i18n.status import catalog_status, format_table
from generator.project import Project
from generator.settings import Settings
from generator.site.translation_status import project_catalog_findings


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


def extract(settings: Settings) -> list[Updated]:
    """Write ``locales/messages.pot`` and merge it into every language's catalog: all the
    files, or (on a located error) none. A catalog saved while this runs is merged again
    from what was saved."""
    for _ in range(3):
        project = Project.load(settings)
        read_mapping(project.files)  # what to extract from, before the rule data
        planned = plan(project.files, project.catalogue, project.translations)
        if ProjectFiles.snapshot(settings.root).digest("locales") == project.files.digest(
            "locales"
        ):
            write(planned)
            return [updated for updated, _ in planned]
    raise CatalogError(Location("locales"), "catalogs kept changing while extract ran")


def run(args: argparse.Namespace) -> int:
    root = project_folder(args.root)
    if not (root / "rules").is_dir():
        raise UsageError(f"{root}: no rules/ folder here (give the project folder)")
    settings = Settings.from_environment(root)
    if args.action == "extract":
        for result in extract(settings):
            what = "created" if result.created else "updated" if result.changed else "unchanged"
            shown = result.path.relative_to(root).as_posix()
            print(f"{shown}: {result.messages} {result.unit}, {what}")
        return 0
    project = Project.load(settings)
    findings = project_catalog_findings(project)
    statuses = catalog_status(project.translations, findings)
    if args.json:
        print(json.dumps([s.as_dict() for s in statuses], ensure_ascii=False, indent=2))
    else:
        print(format_table(statuses))
    broken = [str(s.error) for s in statuses if s.error]
    problems = [str(f.problem) for f in findings if f.problem.severity == "error"]
    for line in broken or problems:
        print(line, file=sys.stderr)
    if problems and not broken:
        print(
            f"{len(problems)} error(s) in the catalogs (gin-rules check lists them all)",
            file=sys.stderr,
        )
    return 1 if broken or problems else 0
