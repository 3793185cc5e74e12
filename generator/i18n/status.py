"""How far each language is translated: the table of ``gin-rules i18n status``.

The site renders the same values as its page for translators.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass

from generator.errors import CatalogError, Problem
from generator.i18n import Localizer
from generator.i18n.checks import Finding
from generator.i18n.localizer import OPTIONAL_CONTEXTS
from generator.i18n.pofile import PoFile
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.translations import Read, Translations

PLACEHOLDER_KINDS = frozenset({"placeholder", "number", "plural", "markup"})


@dataclass(frozen=True)
class LanguageStatus:
    """One language's catalog in figures."""

    code: str
    name: str
    """The language's name in itself ("Magyar")."""
    total: int
    translated: int
    fuzzy: int
    missing: int
    glossary_problems: int
    placeholder_problems: int
    """Errors of placeholders, numbers, plural forms and markup."""
    obsolete: int
    error: str | None = None
    """Why the strict reader refused the catalog (``path:line: error: message``), if it did."""

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 100.0

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "percent": round(self.percent, 1)}


def _counts(po: Read, template: Read) -> tuple[int, int, int, int]:
    """(total, translated, fuzzy, missing) of a catalog; a language without one lacks
    every message of the template."""
    if not isinstance(po, PoFile):
        total = len(template.keys) if isinstance(template, PoFile) else 0
        return total, 0, 0, total if po is None else 0
    translated = fuzzy = missing = 0
    for message in po.catalog:
        if not message.id or message.context in OPTIONAL_CONTEXTS:
            continue  # the header; the forms a language fills only when it declares them
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(forms):
            missing += 1
        elif message.fuzzy:
            fuzzy += 1
        else:
            translated += 1
    return translated + fuzzy + missing, translated, fuzzy, missing


def catalog_status(translations: Translations, findings: Sequence[Finding]) -> list[LanguageStatus]:
    """A status per language, English first (``findings``: those of
    :func:`~generator.i18n.checks.catalog_findings`). A catalog the strict reader refuses
    counts nothing and carries its error."""
    template, catalogs = translations.template, translations.catalogs
    out = []
    for code in translations.languages:
        if code == SOURCE_LANGUAGE:
            po: Read = template
            keys = template.keys if isinstance(template, PoFile) else ()
            total = sum(1 for context, _ in keys if context not in OPTIONAL_CONTEXTS)
            translated, fuzzy, missing = total, 0, 0
        else:
            po = catalogs[code]
            total, translated, fuzzy, missing = _counts(po, template)
        mine = [f for f in findings if f.language == code]
        out.append(
            LanguageStatus(
                code=code,
                name=Localizer(code).language_name(),
                total=total,
                translated=translated,
                fuzzy=fuzzy,
                missing=missing,
                glossary_problems=sum(f.kind == "glossary" for f in mine),
                placeholder_problems=sum(f.kind in PLACEHOLDER_KINDS for f in mine),
                obsolete=sum(f.kind == "obsolete" for f in mine),
                error=str(Problem.from_error(po)) if isinstance(po, CatalogError) else None,
            )
        )
    return out


COLUMNS = (
    ("language", 12),
    ("total", 6),
    ("translated", 11),
    ("fuzzy", 6),
    ("missing", 8),
    ("glossary", 9),
    ("placeholders", 13),
    ("obsolete", 9),
)


def format_table(statuses: list[LanguageStatus]) -> str:
    """A plain-text table, one row per language; each column as wide as its widest cell."""
    rows: list[tuple[str, ...]] = [tuple(name for name, _ in COLUMNS)]
    broken: dict[int, str] = {}
    for s in statuses:
        if s.error is not None:
            broken[len(rows)] = f"{s.code} {s.name}"
            rows.append((f"{s.code} {s.name}", "unreadable (see below)"))
            continue
        rows.append(
            (
                f"{s.code} {s.name}",
                str(s.total),
                f"{s.translated} ({s.percent:.0f}%)",
                *(str(n) for n in (s.fuzzy, s.missing, s.glossary_problems)),
                *(str(n) for n in (s.placeholder_problems, s.obsolete)),
            )
        )
    whole = [row for index, row in enumerate(rows) if index not in broken]
    widths = [
        max(width, *(len(row[i]) + 1 for row in whole)) for i, (_, width) in enumerate(COLUMNS)
    ]
    lines = []
    for index, row in enumerate(rows):
        if index in broken:
            lines.append(row[0].ljust(widths[0]) + row[1])
        else:
            lines.append("".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip())
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)
