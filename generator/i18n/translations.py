"""What ``locales/`` holds, read once: the languages, the template, each language's
catalog, glossary and style guide.

The languages are data: English, the source language, and every language with a folder
``locales/<code>/`` (``pybabel init -l pt`` makes one) or a line in ``locales/languages.yaml``
(:mod:`generator.i18n.language_list`). A language without a readable catalog is an error,
never a language that quietly disappears from the site: a deleted, empty or broken
``messages.po``, or a listed language's deleted folder, stops the check and the build,
naming the file.

>>> import tempfile
>>> from pathlib import Path
>>> root = Path(tempfile.mkdtemp())
>>> (root / "locales" / "pl" / "LC_MESSAGES").mkdir(parents=True)
>>> _ = (root / "locales" / "pl" / "LC_MESSAGES" / "messages.po").write_text("")
>>> (root / "locales" / "de").mkdir()
>>> t = read_translations(ProjectFiles.snapshot(root))
>>> t.languages
('en', 'de', 'pl')
>>> print(t.catalogs["de"])
locales/de/LC_MESSAGES/messages.po: the catalog is missing (locales/de/ is the folder of \
language 'de': restore its catalog, or delete the folder to stop publishing the language)
>>> print(t.catalogs["pl"])
locales/pl/LC_MESSAGES/messages.po:1: the catalog is empty: no header
>>> _ = (root / "locales" / "languages.yaml").write_text("- de\\n- hu\\n- pl\\n")
>>> t = read_translations(ProjectFiles.snapshot(root))
>>> t.languages
('en', 'de', 'hu', 'pl')
>>> print(t.catalogs["hu"])
locales/hu/LC_MESSAGES/messages.po: the catalog is missing (language 'hu' is listed at \
locales/languages.yaml:2: restore locales/hu/, or take 'hu' out of the list to stop \
publishing the language)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from generator.errors import CatalogError, Location, Problem
from generator.files import ProjectFiles, Unreadable
from generator.i18n.glossary import Term, parse_glossary
from generator.i18n.language_list import CODE, LANGUAGE_LIST, read_list
from generator.i18n.localizer import Localizer
from generator.i18n.pofile import PoFile, check_complete, parse_po
from generator.i18n.state import SOURCE_LANGUAGE

LOCALES = "locales"
TEMPLATE = "locales/messages.pot"
"""The template every catalog follows (``gin-rules i18n extract`` writes it)."""
STYLE_GUIDE_BYTES = 100_000

Read = PoFile | CatalogError | None
"""A file read: its catalog, the CatalogError that stopped the reader, or None (no file)."""

KEPT_CATALOGS = 32
"""How many catalogs read are kept in memory, by their bytes: a preview rebuilt after a
translator's edit, or a check of a copy of the project, reads again only the files that
changed. The catalogs of :class:`Translations` are shared and never changed in place
(``gin-rules i18n extract`` merges a deep copy)."""


def catalog_path(code: str) -> str:
    """``locales/<code>/LC_MESSAGES/messages.po``: the one place that spells where a
    language's catalog lives (relative to the project folder)."""
    return f"{LOCALES}/{code}/LC_MESSAGES/messages.po"


def glossary_path(code: str) -> str:
    return f"{LOCALES}/{code}/glossary.yaml"


def style_guide_path(code: str) -> str:
    return f"{LOCALES}/{code}/STYLE.md"


def languages(
    files: ProjectFiles, only: str | None = None, listed: Iterable[str] = ()
) -> tuple[str, ...]:
    """English, then every language with a folder in ``locales/`` or ``listed``, by code;
    ``only`` narrows them to English and that language (the translators' preview)."""
    folders = [code for code in files.subfolders(LOCALES) if CODE.match(code)]
    found = sorted({*folders, *listed} - {SOURCE_LANGUAGE})
    if only:
        found = [code for code in found if code == only]
    return (SOURCE_LANGUAGE, *found)


@dataclass(frozen=True)
class Glossary:
    """One language's glossary: term id -> term, and the problems of its file."""

    terms: Mapping[str, Term] = field(default_factory=dict)
    problems: tuple[Problem, ...] = ()
    present: bool = False
    """Whether the language has a glossary file."""


@dataclass(frozen=True)
class Translations:
    """Everything of ``locales/`` the site and the checks read."""

    languages: tuple[str, ...]
    """English first, then every other language of the site, by code."""
    template: Read
    catalogs: Mapping[str, Read]
    """Each language but English -> its catalog, read strictly and compared with a
    readable template, or the error that stopped the reader."""
    glossaries: Mapping[str, Glossary]
    """Each language (English included) -> its glossary."""
    style_guides: Mapping[str, str | CatalogError]
    """Each language that has one -> its style guide (Markdown), or why it is unusable."""
    listed: Mapping[str, int] | None = None
    """The languages of ``locales/languages.yaml``, each with its line (None: no list)."""
    list_errors: tuple[CatalogError, ...] = ()
    """What is wrong with the list itself; it stops the build like a broken catalog."""

    def localizers(self) -> dict[str, Localizer]:
        """A Localizer per language, in order (made once, then shared).

        :raises CatalogError: the first catalog that is missing, refused by the strict
            reader, or lacks messages of the template.
        """
        made = self._localizers
        if isinstance(made, CatalogError):
            raise made
        return dict(made)

    @cached_property
    def _localizers(self) -> dict[str, Localizer] | CatalogError:
        if isinstance(self.template, CatalogError):
            return self.template
        if self.list_errors:
            return self.list_errors[0]
        out = {SOURCE_LANGUAGE: Localizer(SOURCE_LANGUAGE)}
        for code in self.languages[1:]:
            po = self.catalogs[code]
            if isinstance(po, CatalogError):
                return po
            if po is None:
                out[code] = Localizer(code)
            else:
                out[code] = Localizer(code, po.catalog, po.shown)
        return out

    def errors(self) -> list[CatalogError]:
        """Every catalog or style guide that stops the build."""
        found = [self.template] if isinstance(self.template, CatalogError) else []
        found += self.list_errors
        found += [po for po in self.catalogs.values() if isinstance(po, CatalogError)]
        found += [g for g in self.style_guides.values() if isinstance(g, CatalogError)]
        return found


def read_translations(files: ProjectFiles, only: str | None = None) -> Translations:
    """Read every file of ``locales/`` that the site uses, from ``files``."""
    listed, problems = read_list(files)
    codes = languages(files, only, listed or ())
    template = _read_po(files, TEMPLATE, None)
    catalogs: dict[str, Read] = {}
    for code in codes[1:]:
        po = _read_po(files, catalog_path(code), code)
        if po is None:
            po = _missing(code, listed)
        elif isinstance(po, PoFile) and isinstance(template, PoFile):
            try:
                check_complete(po, template)
            except CatalogError as error:
                po = error
        catalogs[code] = po
    glossaries = {code: _glossary(files, code) for code in codes}
    guides: dict[str, str | CatalogError] = {}
    for code in codes:
        guide = _style_guide(files, code)
        if guide is not None:
            guides[code] = guide
    list_errors = tuple(CatalogError(p.location, p.message) for p in problems)
    return Translations(codes, template, catalogs, glossaries, guides, listed, list_errors)


def _missing(code: str, listed: Mapping[str, int] | None) -> CatalogError:
    """The error of language ``code``, listed or with a folder, that has no catalog."""
    if listed is not None and code in listed:
        where = Location(LANGUAGE_LIST, listed[code])
        why = (
            f"language '{code}' is listed at {where}: restore {LOCALES}/{code}/, or take"
            f" '{code}' out of the list to stop publishing the language"
        )
    else:
        why = (
            f"{LOCALES}/{code}/ is the folder of language '{code}': restore its catalog,"
            " or delete the folder to stop publishing the language"
        )
    return CatalogError(Location(catalog_path(code)), f"the catalog is missing ({why})")


def _read_po(files: ProjectFiles, shown: str, code: str | None) -> Read:
    data = files.read(shown)
    if data is None:
        if files.is_folder(shown):
            return CatalogError(Location(shown), "is a folder, not a catalog")
        return None
    if isinstance(data, Unreadable):
        return CatalogError(Location(shown), data.reason)
    return _parsed(data, shown, code)


@lru_cache(maxsize=KEPT_CATALOGS)
def _parsed(data: bytes, shown: str, code: str | None) -> PoFile | CatalogError:
    """The catalog ``data`` holds, or the error that stopped the reader; the same bytes
    read again give the same (shared) value."""
    try:
        return parse_po(data, shown, code, template=code is None)
    except CatalogError as error:
        return error


def _glossary(files: ProjectFiles, code: str) -> Glossary:
    shown = glossary_path(code)
    if files.read(shown) is None:
        return Glossary()
    terms, problems = parse_glossary(files, shown)
    return Glossary(terms, tuple(problems), True)


def _style_guide(files: ProjectFiles, code: str) -> str | CatalogError | None:
    """The style guide of language ``code`` (None when it has none), or why it is unusable:
    not UTF-8 text (at its line), or too long."""
    shown = style_guide_path(code)
    data = files.read(shown)
    if data is None:
        return None
    if isinstance(data, Unreadable):
        return CatalogError(Location(shown), data.reason)
    if len(data) > STYLE_GUIDE_BYTES:
        return CatalogError(Location(shown), f"longer than {STYLE_GUIDE_BYTES} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        return CatalogError(Location(shown, line), "not UTF-8 text")
