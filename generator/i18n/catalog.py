"""Writing the catalogs: extract ``locales/messages.pot``, merge it into every language.

:func:`update` is what ``gin-rules i18n extract`` runs. It reads the Babel mapping
``babel.cfg`` (the same file ``pybabel extract -F babel.cfg`` reads), extracts the
rule data with :func:`generator.i18n.extract.extract_rules` and the templates with
Jinja2's extractor, writes the POT, then does what ``pybabel update --previous``
does for each language (:mod:`generator.i18n.merging`). A language without a
catalog gets a new one (``pybabel init``) with Babel's Plural-Forms header.

All or nothing: every source is extracted and every catalog read strictly
(:mod:`generator.i18n.pofile`, compared with the old template) and merged before
anything is written. A source that fails (a YAML or template syntax error, a rules
file with nothing to translate) or a catalog that breaks the rules raises its
located error, and no file changes. Files are written whole (a temporary file in
the same folder, then renamed), and only when their content changes: run on a
clean checkout, extract changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from configparser import Error as ConfigError
from configparser import RawConfigParser
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from jinja2 import TemplateSyntaxError

from generator import __version__
from generator.errors import CatalogError, LocatedError, Location, RuleDataError
from generator.i18n.merging import FORMAT_FLAGS, PROJECT, merge
from generator.i18n.pofile import PoFile
from generator.i18n.powrite import changes, serialize, without_dates, write_atomically
from generator.i18n.reading import (
    po_path,
    pot_path,
    read_po_file_once,
    shown_path,
)
from generator.i18n.state import SOURCE_LANGUAGE, languages

MAPPING_FILE = "babel.cfg"

# methods of the mapping file -> importable functions, so no installed entry point is needed
METHODS = {
    "gin_rules_yaml": "generator.i18n.extract:extract_rules",
    "jinja2": "jinja2.ext:babel_extract",
}
RULES_METHOD = METHODS["gin_rules_yaml"]
NOTHING_TO_TRANSLATE = frozenset({"sources"})
"""Rules files (by name) that hold no text to translate."""


@dataclass(frozen=True)
class Updated:
    """What :func:`update` did to one file."""

    path: Path
    messages: int
    changed: bool
    created: bool = False


def read_mapping(root: Path) -> tuple[list[tuple[str, str]], dict[str, dict[str, str]]]:
    """The ``babel.cfg`` mapping as Babel's ``(method_map, options_map)``."""
    path = root / MAPPING_FILE
    parser = RawConfigParser()
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    try:
        parser.read_string(path.read_text(encoding="utf-8"), MAPPING_FILE)
    except OSError as error:
        raise CatalogError(Location(MAPPING_FILE), f"cannot read: {error.strerror}") from None
    except UnicodeDecodeError:
        raise CatalogError(Location(MAPPING_FILE), "not UTF-8 text") from None
    except ConfigError as error:
        line = getattr(error, "lineno", 0)
        message = str(error).splitlines()[0]
        raise CatalogError(
            Location(MAPPING_FILE, line), f"not a Babel mapping: {message}"
        ) from None
    method_map: list[tuple[str, str]] = []
    options_map: dict[str, dict[str, str]] = {}
    for section in parser.sections():
        method, _, pattern = section.partition(":")
        method, pattern = method.strip(), pattern.strip()
        method_map.append((pattern, METHODS.get(method, method)))
        options_map[pattern] = dict(parser.items(section))
        if method == "jinja2":  # a template with a syntax error is an error, not skipped
            options_map[pattern].setdefault("silent", "false")
    return method_map, options_map


def extract_template(root: Path) -> Catalog:
    """Every message of the project, as a POT catalog (locations relative to ``root``)."""
    method_map, options_map = read_mapping(root)
    template = Catalog(
        project=PROJECT,
        version=__version__,
        copyright_holder="the gin-rules authors",
        charset="utf-8",
        fuzzy=False,
    )
    found = _extract(root, method_map, options_map)
    for filename, lineno, message, comments, context in found:
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    for message in template:  # Babel marks every text with braces as Python's format
        message.flags -= FORMAT_FLAGS
    return template


def _nothing_to_translate(name: str) -> bool:
    return Path(name).stem in NOTHING_TO_TRANSLATE


Extracted = tuple[str, int, str | tuple[str, str], list[str], str | None]


def _extract(
    root: Path, method_map: list[tuple[str, str]], options_map: dict[str, dict[str, str]]
) -> list[Extracted]:
    """Babel's extraction from ``root``: a source that cannot be read raises its located
    error (relative to ``root``), and so does a rules file that gives no message."""
    files: list[tuple[str, str]] = []  # (file, method), each as its extraction starts
    found: list[Extracted] = []
    try:
        for item in extract_from_dir(
            str(root),
            method_map,
            options_map,
            keywords=DEFAULT_KEYWORDS,
            comment_tags=("Translators:",),
            callback=lambda name, method, _: files.append((Path(name).as_posix(), method)),
            strip_comment_tags=True,
        ):
            found.append((Path(item[0]).as_posix(), *item[1:]))
    except TemplateSyntaxError as error:
        where = Location(files[-1][0] if files else MAPPING_FILE, error.lineno or 0)
        raise LocatedError(where, f"template syntax: {error.message}") from None
    except LocatedError as error:  # the extractor names files as it was given them
        path = Path(error.location.path)
        if path.is_absolute():
            where = replace(error.location, path=shown_path(root, path))
            raise type(error)(where, error.message, hint=error.hint) from None
        raise
    with_text = {item[0] for item in found}
    for name, method in files:
        if method == RULES_METHOD and name not in with_text and not _nothing_to_translate(name):
            raise RuleDataError(
                Location(name, 1),
                "no text to translate: the file is empty or not shaped as its kind of"
                " rules file (extracted so, its messages would leave every catalog)",
            )
    return found


@dataclass(frozen=True)
class _Planned:
    updated: Updated
    content: bytes
    stamp: tuple[int, int] | None
    """The file's modification time and size when it was read (None: absent)."""


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except FileNotFoundError:
        return None
    return stat.st_mtime_ns, stat.st_size


def _old_template(root: Path) -> PoFile | None:
    pot = pot_path(root)
    if not pot.exists():
        return None
    try:
        return read_po_file_once(pot, None, shown_path(root, pot))  # only read, never changed
    except CatalogError as error:
        hint = "it is generated: delete it, then run `gin-rules i18n extract` again"
        raise CatalogError(error.location, error.message, hint=hint) from None


def _plan(root: Path, codes: Iterable[str]) -> list[_Planned]:
    """Every file extract writes, worked out in memory; raises before anything is written."""
    template = extract_template(root)
    pot = pot_path(root)
    old = _old_template(root)
    pot_stamp = _stamp(pot)
    if old is not None:  # keep the creation date when nothing changed
        template.creation_date = old.catalog.creation_date
    content = serialize(template, template=True)
    if without_dates(content) != without_dates(pot.read_bytes() if pot.exists() else b""):
        template.creation_date = datetime.now(UTC)
        content = serialize(template, template=True)
    plan = [_Planned(Updated(pot, len(template), changes(pot, content)), content, pot_stamp)]
    for code in codes:
        if code == SOURCE_LANGUAGE:
            continue
        path = po_path(root, code)
        stamp = _stamp(path)
        catalog, created = merge(template, path, code, old, root)
        content = serialize(catalog)
        changed = changes(path, content)
        plan.append(_Planned(Updated(path, len(catalog), changed, created), content, stamp))
    return plan


def update(root: Path, codes: Iterable[str] | None = None) -> list[Updated]:
    """Write ``locales/messages.pot`` and merge it into each language's PO file (``codes``,
    by default every language with a catalog): all of them, or (on a located error) none."""
    root = Path(root)
    codes = tuple(codes) if codes is not None else languages(root)[1:]
    for _ in range(3):
        plan = _plan(root, codes)
        # a translator may have saved a catalog meanwhile: merged again from the new text
        if all(_stamp(p.updated.path) == p.stamp for p in plan):
            break
    else:
        raise CatalogError(Location("locales"), "catalogs kept changing while extract ran")
    for planned in plan:
        if planned.updated.changed:
            write_atomically(planned.updated.path, planned.content)
    return [planned.updated for planned in plan]
