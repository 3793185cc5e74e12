"""Every catalog checked: one finding per problem, with its PO file and line.

Errors (``gin-rules check`` exits 1):

- a catalog the strict reader refuses (:mod:`generator.i18n.pofile`): broken PO
  syntax, bytes that are not UTF-8, a bad header, duplicate entries, plural forms
  out of order, messages of ``locales/messages.pot`` it lacks (cut off);
- a Plural-Forms header that disagrees with Babel's CLDR rules;
- what the checks of one message find (:mod:`generator.i18n.checkers`):
  placeholders, numbers, plural forms, markup, line breaks.

Warnings (errors only with ``--strict``): fuzzy and untranslated entries (their
pages show English and a notice), a glossary term of the source without the
language's term in the translation, obsolete entries and entries the template
no longer has, glossaries that do not follow the rule glossary's term ids.
"""

from __future__ import annotations

import gettext
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from functools import lru_cache, partial

from babel import Locale
from babel.messages.plurals import get_plural

from generator.errors import CatalogError, Location, Problem
from generator.i18n.cards import (
    CARD_NAME_CONTEXT,
    RANK_CONTEXT,
    RANK_NAME_CONTEXT,
    SUIT_CONTEXT,
)
from generator.i18n.checkers import (
    CHECKS,
    Context,
    line_breakers,
    plain_text,
    plural_forms,
)
from generator.i18n.entries import Key, forms, key_of
from generator.i18n.form_checks import (
    card_forms,
    card_name_problems,
    declared_grammar,
    name_form_problems,
    unwritten_name_forms,
)
from generator.i18n.localizer import OPTIONAL_CONTEXTS
from generator.i18n.pofile import PoFile
from generator.i18n.recent import Recent
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.translations import (
    KEPT_CATALOGS,
    Glossary,
    Translations,
    glossary_path,
)

PLAIN_CONTEXTS = frozenset(
    {RANK_CONTEXT, SUIT_CONTEXT, RANK_NAME_CONTEXT, CARD_NAME_CONTEXT, *OPTIONAL_CONTEXTS}
)
"""Entries shown as plain text: a card index, a suit or rank name, a card name's pattern, a
name's forms, the grammar entry."""
MISSING_LISTED = 20
"""Up to this many untranslated entries of a file are listed one by one, more are summed up."""


@dataclass(frozen=True)
class Finding:
    """A problem and what kind it is, so the status table can count kinds."""

    language: str
    kind: str
    """"placeholder", "number", "plural", "markup", "glossary", "fuzzy", "missing",
    "obsolete", "unknown", "catalog"."""
    problem: Problem


@lru_cache(maxsize=64)
def plural_tags(code: str, plural_expr: str, count: int) -> tuple[str, ...]:
    """The CLDR category ("one", "many", …) each gettext plural index stands for."""
    index_of = gettext.c2py(plural_expr)
    rule = Locale.parse(code).plural_form
    tags = ["other"] * count
    for n in [*range(0, 200), 1_000_000, 2_000_000]:
        index = index_of(n)
        if 0 <= index < count and tags[index] == "other":
            tags[index] = rule(n)
    return tuple(tags)


def _short(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _catalog_findings(
    po: PoFile, code: str, template_keys: Collection[Key] | None, context: Context
) -> Iterator[Finding]:
    def at(line: int, kind: str, message: str, severity: str = "error") -> Finding:
        return Finding(code, kind, Problem(Location(po.shown, line), message, severity))

    catalog = po.catalog
    expected = get_plural(code)
    if catalog.num_plurals != expected.num_plurals:
        yield at(
            po.header_line("Plural-Forms"),
            "plural",
            f"Plural-Forms says nplurals={catalog.num_plurals}; Babel's CLDR rules for"
            f" {code} have {expected.num_plurals} forms ({expected.plural_forms})",
        )
    missing: list[tuple[int, str]] = []
    for message in catalog:
        if not message.id:
            continue
        key, line = key_of(message), message.lineno or 0
        if template_keys is not None and key not in template_keys:
            yield at(
                line,
                "unknown",
                f"{_short(key[1])!r} is not in messages.pot (run `gin-rules i18n extract`)",
                "warning",
            )
        if message.context in PLAIN_CONTEXTS:
            for text in plain_text(message, context):
                yield at(line, "markup", text)
        if message.context in OPTIONAL_CONTEXTS:  # filled only with declared forms
            for text in name_form_problems(message, context.grammar, code):
                yield at(line, "placeholder", text)
            if unwritten := unwritten_name_forms(message, context.grammar):
                yield at(line, "missing", unwritten, "warning")
            continue
        found = forms(message)
        if not any(found) or (not message.pluralizable and not all(found)):
            missing.append((line, key[1]))
            continue
        if message.fuzzy:
            yield at(
                line,
                "fuzzy",
                f"fuzzy: {_short(key[1])!r} changed in English; shown in English until"
                " the translation is reviewed and the fuzzy flag removed",
                "warning",
            )
            continue
        for text in plural_forms(message, context):
            yield at(line, "plural", text)
        if message.context in (RANK_CONTEXT, SUIT_CONTEXT):
            for text in line_breakers(message, context):
                yield at(line, "markup", text)
            continue
        if message.context in (RANK_NAME_CONTEXT, CARD_NAME_CONTEXT):
            for text in [
                *card_name_problems(message, po.catalog),
                *line_breakers(message, context),
            ]:
                yield at(line, "placeholder", text)
            continue
        for kind, severity, check in CHECKS:
            for text in check(message, context):
                yield at(line, kind, text, severity)
    if len(missing) <= MISSING_LISTED:
        for line, msgid in missing:
            yield at(line, "missing", f"untranslated: {_short(msgid)!r}", "warning")
    elif missing:
        yield at(
            missing[0][0],
            "missing",
            f"{len(missing)} entries untranslated (shown in English), the first here",
            "warning",
        )
    for message in sorted(catalog.obsolete.values(), key=lambda m: m.lineno or 0):
        yield at(
            message.lineno or 0,
            "obsolete",
            f"obsolete entry {_short(key_of(message)[1])!r}: no longer in the English text"
            " (delete it, or reuse its translation)",
            "warning",
        )


def glossary_id_findings(
    translations: Translations, rule_terms: Collection[str]
) -> Iterator[Finding]:
    """Each language's glossary names exactly ``rule_terms``, the term ids of the rule
    glossary (``rules/glossary.yaml``)."""
    for code in translations.languages:
        glossary = translations.glossaries[code]
        if not glossary.present:
            continue
        where = Location(glossary_path(code))
        for term_id in rule_terms:
            if term_id not in glossary.terms:
                message = f"no term for {term_id!r} of rules/glossary.yaml"
                yield Finding(code, "glossary", Problem(where, message, "warning"))
        for term_id in glossary.terms:
            if term_id not in rule_terms:
                message = f"term {term_id!r} is not in rules/glossary.yaml"
                yield Finding(code, "glossary", Problem(where, message, "warning"))


_CHECKED: Recent[tuple[Finding, ...]] = Recent(KEPT_CATALOGS)
"""The findings of the catalogs checked last: a check of the project after one catalog's
change checks that catalog only."""


def _language_findings(
    po: PoFile,
    code: str,
    template_keys: frozenset[Key] | None,
    pages: frozenset[str],
    english: Glossary,
    glossary: Glossary,
) -> tuple[Finding, ...]:
    """The findings of one language's catalog, read without error (its glossary's own
    problems aside)."""
    grammar, problems = declared_grammar(po.catalog, code)
    placeholders = [
        Finding(code, "placeholder", Problem(Location(po.shown, line), text))
        for line, text in problems
    ]
    tags = plural_tags(code, po.catalog.plural_expr, po.catalog.num_plurals)
    forms = card_forms(po.catalog)
    context = Context(code, pages, english.terms, glossary.terms, tags, grammar, forms)
    return (*placeholders, *_catalog_findings(po, code, template_keys, context))


def _error(code: str, error: CatalogError) -> Finding:
    return Finding(code, "catalog", Problem.from_error(error))


def catalog_findings(
    translations: Translations,
    pages: Collection[str],
    rule_terms: Collection[str] | None = None,
) -> list[Finding]:
    """Every finding of every language's catalog, in language order. ``pages``: the ids a
    ``page:`` link may name; ``rule_terms``: the term ids of the rule glossary (None: the
    glossaries' ids are not compared)."""
    findings: list[Finding] = []
    template = translations.template
    if isinstance(template, CatalogError):
        findings.append(_error(SOURCE_LANGUAGE, template))
    findings.extend(_error(SOURCE_LANGUAGE, error) for error in translations.list_errors)
    template_keys = frozenset(template.keys) if isinstance(template, PoFile) else None
    page_ids = frozenset(pages)
    english = translations.glossaries[SOURCE_LANGUAGE]
    findings.extend(Finding(SOURCE_LANGUAGE, "glossary", p) for p in english.problems)
    if rule_terms is not None:
        findings.extend(glossary_id_findings(translations, rule_terms))
    for code in translations.languages[1:]:
        po = translations.catalogs[code]
        if po is None:
            continue
        if isinstance(po, CatalogError):
            findings.append(_error(code, po))
            continue
        glossary = translations.glossaries[code]
        findings.extend(Finding(code, "glossary", p) for p in glossary.problems)
        inputs = (po, code, template_keys, page_ids, english, glossary)
        findings.extend(_CHECKED.get(inputs, partial(_language_findings, *inputs)))
    for code, guide in translations.style_guides.items():
        if isinstance(guide, CatalogError):
            findings.append(_error(code, guide))
    return findings


__all__ = ["Finding", "catalog_findings"]
