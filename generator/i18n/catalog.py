"""Writing the catalogs: extract ``locales/messages.pot``, merge it into every language.

:func:`plan` and :func:`write` are what ``gin-rules i18n extract`` runs. It reads the Babel mapping
``babel.cfg`` (:mod:`generator.i18n.mapping`), extracts the
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

import copy
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import cast

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from jinja2 import TemplateSyntaxError

from generator import __version__
from generator.errors import CatalogError, LocatedError, Location, RuleDataError
from generator.files import ProjectFiles
from generator.i18n.extract import RulesExtractor
from generator.i18n.language_list import LANGUAGE_LIST, list_text
from generator.i18n.mapping import (
    MAPPING_FILE,
    RULES_METHOD,
    Method,
    folders_searched,
    read_mapping,
)
from generator.i18n.merging import FORMAT_FLAGS, PROJECT, merge
from generator.i18n.pofile import PoFile
from generator.i18n.powrite import serialize, without_dates, write_atomically
from generator.i18n.recent import Recent
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.translations import (
    KEPT_CATALOGS,
    TEMPLATE,
    Translations,
    catalog_path,
    languages,
)
from generator.variants.model import Catalogue

NOTHING_TO_TRANSLATE = frozenset({"sources"})
"""Rules files (by name) that hold no text to translate."""


@dataclass(frozen=True)
class Updated:
    """What :func:`plan` does to one file."""

    path: Path
    messages: int
    """How many messages it holds (languages, for the language list)."""
    changed: bool
    created: bool = False
    unit: str = "messages"


def extract_template(files: ProjectFiles, rules: Catalogue | None = None) -> Catalog:
    """Every message of the project, as a POT catalog (locations relative to its folder);
    ``rules``: the rule catalogue, when the caller has it."""
    method_map, options_map = read_mapping(files, rules)
    template = Catalog(
        project=PROJECT,
        version=__version__,
        copyright_holder="the gin-rules authors",
        charset="utf-8",
        fuzzy=False,
    )
    found = _extract(files, method_map, options_map)
    for filename, lineno, message, comments, context in found:
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    for entry in template:  # Babel marks every text with braces as Python's format
        entry.flags -= FORMAT_FLAGS
    return template


def _nothing_to_translate(name: str) -> bool:
    return Path(name).stem in NOTHING_TO_TRANSLATE


Found = tuple[str, int, str | tuple[str, ...], list[str], str | None]


def _extract(
    files: ProjectFiles,
    method_map: list[tuple[str, Method]],
    options_map: dict[str, dict[str, str]],
) -> list[Found]:
    """Babel's extraction from the project's folder: a source that cannot be read raises
    its located error (relative to the folder), and so does a rules file that gives no
    message."""
    root = files.root
    started: list[tuple[str, Method]] = []  # (file, method), each as its extraction starts
    found: list[Found] = []
    try:
        for item in extract_from_dir(
            str(root),
            # Babel takes a method as its import path or as the function itself
            cast("list[tuple[str, str]]", method_map),
            options_map,
            keywords=DEFAULT_KEYWORDS,
            comment_tags=("Translators:",),
            callback=lambda name, method, _: started.append((Path(name).as_posix(), method)),
            strip_comment_tags=True,
            directory_filter=folders_searched(root, (pattern for pattern, _ in method_map)),
        ):
            found.append((Path(item[0]).as_posix(), *item[1:]))
    except TemplateSyntaxError as error:
        where = Location(started[-1][0] if started else MAPPING_FILE, error.lineno or 0)
        raise LocatedError(where, f"template syntax: {error.message}") from None
    except LocatedError as error:  # the extractor names files as it was given them
        path = Path(error.location.path)
        if path.is_absolute():
            where = replace(error.location, path=files.shown(path))
            raise type(error)(where, error.message, hint=error.hint) from None
        raise
    with_text = {item[0] for item in found}
    for name, method in started:
        is_rules = method == RULES_METHOD or isinstance(method, RulesExtractor)
        if is_rules and name not in with_text and not _nothing_to_translate(name):
            raise RuleDataError(
                Location(name, 1),
                "no text to translate: the file is empty or not shaped as its kind of"
                " rules file (extracted so, its messages would leave every catalog)",
            )
    return found


def _old_template(translations: Translations) -> PoFile | None:
    template = translations.template
    if isinstance(template, CatalogError):
        hint = "it is generated: delete it, then run `gin-rules i18n extract` again"
        raise CatalogError(template.location, template.message, hint=hint)
    return template


def plan(
    files: ProjectFiles,
    rules: Catalogue,
    translations: Translations,
    codes: Iterable[str] | None = None,
) -> list[tuple[Updated, bytes]]:
    """Every file extract writes, with its new content, worked out in memory from the
    project's files; raises before anything is written. ``codes``: the languages to merge
    (by default every language of the project)."""
    template = extract_template(files, rules)
    root = files.root
    old = _old_template(translations)
    old_pot = files.read(TEMPLATE)
    old_bytes = old_pot if isinstance(old_pot, bytes) else b""
    if old is not None:  # keep the creation date when nothing changed
        template.creation_date = old.catalog.creation_date
    pot = serialize(template, template=True)
    if without_dates(pot) != without_dates(old_bytes):
        template.creation_date = datetime.now(UTC)
        pot = serialize(template, template=True)
    out = [(Updated(root / TEMPLATE, len(template), pot != old_bytes), pot)]
    for code in codes if codes is not None else translations.languages[1:]:
        if code == SOURCE_LANGUAGE:
            continue
        shown = catalog_path(code)
        po = translations.catalogs.get(code)
        listed = translations.listed is not None and code in translations.listed
        if isinstance(po, CatalogError) and (files.read(shown) is not None or listed):
            raise po  # a listed language's lost catalog is restored, not made anew
        inputs = (pot, po, code, old)  # the template's bytes stand for the template
        count, created, content = _MERGED.get(inputs, partial(_merged, template, po, code, old))
        before = files.read(shown)
        changed = content != (before if isinstance(before, bytes) else None)
        out.append((Updated(root / shown, count, changed, created), content))
    if codes is None:
        out.append(_language_list(files, translations))
    return out


_MERGED: Recent[tuple[int, bool, bytes]] = Recent(KEPT_CATALOGS)
"""The catalogs merged last: extract run again after one catalog's change merges that
catalog only."""


def _merged(
    template: Catalog, po: PoFile | CatalogError | None, code: str, old: PoFile | None
) -> tuple[int, bool, bytes]:
    """(messages, created, content) of ``code``'s catalog merged with ``template``."""
    existing = copy.deepcopy(po) if isinstance(po, PoFile) else None  # merged in place
    catalog, created = merge(template, existing, code, old)
    return len(catalog), created, serialize(catalog)


def _language_list(files: ProjectFiles, translations: Translations) -> tuple[Updated, bytes]:
    """``locales/languages.yaml`` listing every language (those with a folder added)."""
    if translations.list_errors:
        raise translations.list_errors[0]
    codes = {*(translations.listed or ()), *languages(files)[1:]}
    content = list_text(codes)
    before = files.read(LANGUAGE_LIST)
    changed = content != (before if isinstance(before, bytes) else None)
    updated = Updated(files.root / LANGUAGE_LIST, len(codes), changed, before is None, "languages")
    return updated, content


def write(planned: Iterable[tuple[Updated, bytes]]) -> None:
    """Write the files :func:`plan` changed, each whole (a temporary file renamed)."""
    for updated, content in planned:
        if updated.changed:
            write_atomically(updated.path, content)
