"""Writing the catalogs: extract ``locales/messages.pot``, merge it into every language.

:func:`update` is what ``gin-rules i18n extract`` runs. It reads the Babel mapping
``babel.cfg`` (the same file ``pybabel extract -F babel.cfg`` reads), extracts the
rule data with :func:`generator.i18n.extract.extract_rules` and the templates with
Jinja2's extractor, writes the POT, then does what ``pybabel update --previous``
does for each language: translations are kept, entries whose English changed
are marked fuzzy (with the previous msgid), removed ones become obsolete (``#~``).
A language without a catalog gets a new one (``pybabel init``) with Babel's
Plural-Forms header. Card index and suit entries still empty get the language's
usual values from ``cards.yaml``. An obsolete entry whose message is back is
revived with its translation, as ``msgmerge`` does.

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

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from jinja2 import TemplateSyntaxError

from generator import __version__
from generator.errors import CatalogError, LocatedError, Location, RuleDataError
from generator.i18n.cards import card_defaults
from generator.i18n.localizer import OPTIONAL_CONTEXTS
from generator.i18n.pofile import PoFile, check_complete
from generator.i18n.powrite import changes, serialize, without_dates, write_atomically
from generator.i18n.reading import (
    po_path,
    pot_path,
    read_po_file,
    read_po_file_once,
    shown_path,
)
from generator.i18n.state import SOURCE_LANGUAGE, languages
from generator.text.forms import parse_name_forms

MAPPING_FILE = "babel.cfg"
PROJECT = "gin-rules"

# methods of the mapping file -> importable functions, so no installed entry point is needed
METHODS = {
    "gin_rules_yaml": "generator.i18n.extract:extract_rules",
    "jinja2": "jinja2.ext:babel_extract",
}
RULES_METHOD = METHODS["gin_rules_yaml"]
NOTHING_TO_TRANSLATE = frozenset({"sources"})
"""Rules files (by name) that hold no text to translate."""
FORMAT_FLAGS = frozenset({"python-brace-format", "python-format"})
"""Flags of Python's own formats. The project's placeholders are not Python's (a translation
may ask for a form, ``{title:ine}``, which Python would read as a format spec), so its
catalogs carry none of them, and ``msgfmt -c`` does not judge them by Python's rules."""


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


def _fill_card_defaults(catalog: Catalog, code: str) -> None:
    for (context, msgid), values in card_defaults().items():
        message = catalog.get(msgid, context=context)
        if message is not None and not message.string and code in values:
            message.string = values[code]
            message.flags.discard("fuzzy")


def new_catalog(template: Catalog, code: str) -> Catalog:
    """A new language's catalog from the template, as ``pybabel init`` makes it."""
    catalog = Catalog(
        locale=code,
        project=PROJECT,
        version=__version__,
        copyright_holder="the gin-rules authors",
        charset="utf-8",
        fuzzy=False,
        language_team=code,
        last_translator="the gin-rules translators",
        revision_date=datetime.now(UTC),
    )
    catalog.update(template, no_fuzzy_matching=True, update_header_comment=True)
    return catalog


def merge(
    template: Catalog,
    path: Path,
    code: str,
    old_template: PoFile | None = None,
    root: Path | None = None,
) -> tuple[Catalog, bool]:
    """The language's catalog at ``path`` updated from ``template`` (created if absent).

    The catalog is read strictly and, given ``old_template`` (the template it was last
    merged from), must have all its messages: a cut-off file raises its CatalogError.
    """
    if not path.exists():
        catalog = new_catalog(template, code)
        _fill_card_defaults(catalog, code)
        return catalog, True
    po = read_po_file(path, code, shown_path(root, path) if root else None)
    if old_template is not None:
        check_complete(po, old_template)
    catalog = po.catalog
    wanted = {(m.context, _singular(m)) for m in template if m.id}
    for key, message in list(catalog.obsolete.items()):  # back in the template: revived
        if (message.context, _singular(message)) in wanted:
            del catalog.obsolete[key]
            catalog[message.id] = message
    previous = {(m.context, _singular(m)): m.previous_id for m in catalog if m.previous_id}
    catalog.update(template, no_fuzzy_matching=False, update_creation_date=False)
    for message in catalog:  # still fuzzy: its previous msgid stays, as msgmerge keeps it
        key = (message.context, _singular(message))
        if message.fuzzy and not message.previous_id and key in previous:
            message.previous_id = previous[key]
        message.flags -= FORMAT_FLAGS
        if message.context in OPTIONAL_CONTEXTS and message.fuzzy and not _forms_text(message):
            # a guess from another message (a title's translation) is no list of forms
            message.string = ""
            message.flags.discard("fuzzy")
            message.previous_id = []
    _fill_card_defaults(catalog, code)
    return catalog, False


def _forms_text(message: Message) -> bool:
    """Whether a message's text is written as forms, ``form: text`` a line."""
    text = message.string if isinstance(message.string, str) else ""
    return bool(text.strip()) and not parse_name_forms(text)[1]


def _singular(message: Message) -> str:
    return message.id[0] if isinstance(message.id, tuple) else message.id


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
        changed = changes(path, content, code)
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
