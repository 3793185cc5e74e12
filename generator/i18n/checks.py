"""Checks that keep translations honest, with the PO file and line of each finding.

Errors (``gin-rules check`` exits 1):

- a placeholder dropped, renamed or added (``{knock_limit}``; ``%(name)s`` in template
  strings), or braces that are not a placeholder;
- a number in the translation that its source lacks;
- a plural form missing (the count of Babel's CLDR rules, "many" included), or a
  Plural-Forms header that disagrees with Babel;
- markup beyond the source's small markup: raw HTML or any ``<tag>``, emphasis the
  source does not use, a link that is not ``page:<id>`` of an existing page the
  source links to;
- a catalog Babel cannot read.

Warnings (errors only with ``--strict``): fuzzy and untranslated entries (their
pages show English and a notice), a glossary term of the source without the
language's term in the translation, obsolete entries and entries the template
no longer has.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.plurals import get_plural

from generator.errors import CatalogError, Location, Problem
from generator.i18n import read_catalog_once as read_catalog
from generator.i18n.cards import RANK_CONTEXT, SUIT_CONTEXT
from generator.i18n.glossary import Term, load_glossary, uses
from generator.i18n.placeholders import PlaceholderError, names
from generator.i18n.state import LANGUAGES, SOURCE_LANGUAGE

FIXED_PAGES = frozenset({"home", "matrix", "rulebooks", "glossary", "translators"})
MISSING_LISTED = 20
"""Up to this many untranslated entries of a file are listed one by one, more are summed up."""

_PERCENT = re.compile(r"%\((\w+)\)[sd]|%[sd]")
_NUMBER = re.compile(r"\d+")
_TAG = re.compile(r"<\s*/?\s*[A-Za-z!?]|&lt;|javascript:", re.IGNORECASE)
_LINK = re.compile(r"\]\(([^)]*)\)")
_PAGE_LINK = re.compile(r"page:([A-Za-z0-9_-]+)\Z")
_STRONG = re.compile(r"\*\*")
_EM = re.compile(r"(?<!\*)\*(?!\*)")


@dataclass(frozen=True)
class Finding:
    """A problem and what kind it is, so the status table can count kinds."""

    language: str
    kind: str
    """"placeholder", "number", "plural", "markup", "glossary", "fuzzy", "missing",
    "obsolete", "unknown", "catalog"."""
    problem: Problem


def page_ids(root: Path) -> frozenset[str]:
    """Ids a ``page:`` link may name: the variants' and the site's fixed pages."""
    variants = root / "rules" / "variants"
    stems = {p.stem for p in variants.glob("*.yaml")} if variants.is_dir() else set()
    return frozenset(stems) | FIXED_PAGES


# -- PO line numbers ------------------------------------------------------------------

_Key = tuple[str | None, str]


def _unquote(line: str) -> str:
    body = line.strip()
    if body.startswith('"') and body.endswith('"') and len(body) >= 2:
        body = body[1:-1]
    return body.replace(r"\"", '"').replace(r"\n", "\n").replace(r"\t", "\t").replace("\\\\", "\\")


def po_lines(path: Path) -> tuple[dict[_Key, int], dict[_Key, int]]:
    """(msgctxt, msgid) -> line of its ``msgid``, for live and for obsolete (``#~``) entries."""
    live: dict[_Key, int] = {}
    obsolete: dict[_Key, int] = {}
    context: str | None = None
    msgid: list[str] | None = None
    start = 0
    in_obsolete = False
    field = ""

    def finish() -> None:
        nonlocal msgid, context
        if msgid is not None:
            (obsolete if in_obsolete else live).setdefault((context, "".join(msgid)), start)
        msgid, context = None, None

    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw
        is_obsolete = line.startswith("#~")
        if is_obsolete:
            line = line[2:].lstrip()
            if line.startswith("|"):
                continue
        elif line.startswith("#") or not line.strip():
            if field.startswith("msgstr"):
                finish()
                field = ""
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgctxt":
            finish()
            in_obsolete = is_obsolete
            context, field = _unquote(rest), "msgctxt"
        elif keyword == "msgid":
            if msgid is not None:
                finish()
            in_obsolete = is_obsolete
            msgid, start, field = [_unquote(rest)], number, "msgid"
        elif keyword.startswith(("msgid_plural", "msgstr")):
            field = keyword
        elif line.lstrip().startswith('"'):
            if field == "msgid" and msgid is not None:
                msgid.append(_unquote(line))
            elif field == "msgctxt" and context is not None:
                context += _unquote(line)
    finish()
    return live, obsolete


# -- one message ----------------------------------------------------------------------


def _forms(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def _sources(message: Message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def _placeholders(text: str) -> Counter[str] | None:
    try:
        found = Counter(names(text))
    except PlaceholderError:
        return None
    found.update(f"%({n})s" if n else "%s" for n in _PERCENT.findall(text))
    return found


def _strip_placeholders(text: str) -> str:
    text = re.sub(r"\{[A-Za-z_][A-Za-z0-9_]*\}", " ", text)
    return _PERCENT.sub(" ", text)


def _placeholder_problems(source_texts: tuple[str, ...], translation: str) -> list[str]:
    wanted: Counter[str] = Counter()
    for text in source_texts:
        found = _placeholders(text)
        if found is None:
            return []  # the source is not placeholder text (checked by the rule data checks)
        wanted |= found
    got = _placeholders(translation)
    if got is None:
        try:
            names(translation)
        except PlaceholderError as error:
            return [f"placeholder error: {error}"]
    assert got is not None
    out = []
    for name in sorted(set(wanted) - set(got)):
        out.append(f"drops the placeholder {_show(name)}")
    for name in sorted(set(got) - set(wanted)):
        out.append(f"adds the placeholder {_show(name)}, which its source does not have")
    return out


def _show(name: str) -> str:
    return name if name.startswith("%") else "{" + name + "}"


def _number_problems(source_texts: tuple[str, ...], translation: str) -> list[str]:
    allowed = {n for text in source_texts for n in _NUMBER.findall(_strip_placeholders(text))}
    extra = sorted(set(_NUMBER.findall(_strip_placeholders(translation))) - allowed, key=int)
    if not extra:
        return []
    return [
        "has the number "
        + ", ".join(extra)
        + " that its source lacks (numbers from the rules come in as placeholders)"
    ]


def _markup_problems(source: str, translation: str, pages: frozenset[str]) -> list[str]:
    out = []
    tag = _TAG.search(translation)
    if tag and not _TAG.search(source):
        out.append(f"raw HTML or script ({translation[tag.start() : tag.start() + 20]!r})")
    source_links = set(_LINK.findall(source))
    for target in _LINK.findall(translation):
        page = _PAGE_LINK.match(target.strip())
        if page is None:
            out.append(f"link to {target!r}: only links to pages of the site, (page:<id>)")
        elif page.group(1) not in pages:
            out.append(f"link to page {page.group(1)!r}, which does not exist")
        elif target not in source_links:
            out.append(f"link to page {page.group(1)!r}, which its source does not link")
    if _STRONG.search(translation) and not _STRONG.search(source):
        out.append("**strong** emphasis its source does not use")
    elif _EM.search(_STRONG.sub("", translation)) and not _EM.search(_STRONG.sub("", source)):
        out.append("*emphasis* its source does not use")
    return out


_PLACEHOLDER_TEXT = re.compile(r"\{\w+\}|%\(\w+\)[sd]")
"""``{deadwood}``, ``%(title)s``: names of values, not words of the text."""


def _glossary_problems(
    source: str, translation: str, english: dict[str, Term], terms: dict[str, Term]
) -> list[str]:
    """The glossary terms ``source`` uses (outside its placeholders) that ``translation`` lacks."""
    source = _PLACEHOLDER_TEXT.sub(" ", source)
    out = []
    for term_id, english_term in english.items():
        term = terms.get(term_id)
        if term is None or not uses(english_term, source, whole_words=True):
            continue
        if not uses(term, translation):
            forms = ", ".join(term.forms) if term.forms else term.term
            out.append(
                f"its source uses the term {english_term.term!r}, the translation has none of"
                f" {forms!r} ({term.term})"
            )
    return out


def _plural_tags(code: str, plural_expr: str, count: int) -> list[str]:
    """The CLDR category ("one", "many", …) each gettext plural index stands for."""
    import gettext

    index_of = gettext.c2py(plural_expr)
    rule = Locale.parse(code).plural_form
    tags = ["other"] * count
    for n in [*range(0, 200), 1_000_000, 2_000_000]:
        index = index_of(n)
        if 0 <= index < count and tags[index] == "other":
            tags[index] = rule(n)
    return tags


# -- one catalog ----------------------------------------------------------------------


def _catalog_findings(
    root: Path,
    code: str,
    template_keys: set[_Key] | None,
    english: dict[str, Term],
    pages: frozenset[str],
) -> Iterator[Finding]:
    rel = f"locales/{code}/LC_MESSAGES/messages.po"
    path = root / rel

    def at(line: int, kind: str, message: str, severity: str = "error") -> Finding:
        return Finding(code, kind, Problem(Location(rel, line), message, severity))

    if not path.exists():
        yield at(0, "catalog", "no catalog (run `gin-rules i18n extract`)", "warning")
        return
    try:
        catalog: Catalog = read_catalog(path, code)
    except CatalogError as error:
        yield Finding(code, "catalog", Problem(Location(rel), error.message))
        return
    lines, obsolete_lines = po_lines(path)
    terms, glossary_issues = load_glossary(root, code)
    for issue in glossary_issues:
        yield Finding(code, "glossary", issue)

    expected = get_plural(code)
    header_line = _header_line(path, "Plural-Forms:")
    if catalog.num_plurals != expected.num_plurals:
        yield at(
            header_line,
            "plural",
            f"Plural-Forms says nplurals={catalog.num_plurals}; Babel's CLDR rules for"
            f" {code} have {expected.num_plurals} forms ({expected.plural_forms})",
        )
    tags = _plural_tags(code, catalog.plural_expr, catalog.num_plurals)

    missing: list[tuple[int, str]] = []
    for message in catalog:
        if not message.id:
            continue
        sources = _sources(message)
        key = (message.context, sources[0])
        line = lines.get(key, 0)
        if template_keys is not None and key not in template_keys:
            yield at(
                line,
                "unknown",
                f"{_short(sources[0])!r} is not in messages.pot (run `gin-rules i18n extract`)",
                "warning",
            )
        forms = _forms(message)
        if not any(forms):
            missing.append((line, sources[0]))
            continue
        if message.fuzzy:
            yield at(
                line,
                "fuzzy",
                f"fuzzy: {_short(sources[0])!r} changed in English; shown in English until"
                " the translation is reviewed and the fuzzy flag removed",
                "warning",
            )
            continue
        if message.pluralizable:
            if len(forms) != expected.num_plurals or not all(forms):
                absent = [
                    f"{i} ({tags[i] if i < len(tags) else '?'})"
                    for i in range(expected.num_plurals)
                    if i >= len(forms) or not forms[i]
                ]
                yield at(line, "plural", f"plural form {', '.join(absent)} missing")
        elif not all(forms):
            missing.append((line, sources[0]))
            continue
        if message.context in (RANK_CONTEXT, SUIT_CONTEXT):
            continue
        for form in forms:
            if not form:
                continue
            for text in _placeholder_problems(sources, form):
                yield at(line, "placeholder", text)
            for text in _number_problems(sources, form):
                yield at(line, "number", text)
            for text in _markup_problems(" ".join(sources), form, pages):
                yield at(line, "markup", text)
            for text in _glossary_problems(" ".join(sources), form, english, terms):
                yield at(line, "glossary", text, "warning")
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
    for key, line in sorted(obsolete_lines.items(), key=lambda item: item[1]):
        yield at(
            line,
            "obsolete",
            f"obsolete entry {_short(key[1])!r}: no longer in the English text (delete it,"
            " or reuse its translation)",
            "warning",
        )


def _header_line(path: Path, field: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith(f'"{field}'):
            return number
    return 1


def _short(text: str, limit: int = 50) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _glossary_id_findings(root: Path) -> Iterator[Finding]:
    """Each language's glossary names exactly the term ids of ``rules/glossary.yaml``."""
    import yaml

    path = root / "rules" / "glossary.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        ids = [str(t["id"]) for t in data.get("terms", []) if isinstance(t, dict) and "id" in t]
    except (OSError, yaml.YAMLError, AttributeError, TypeError):
        return  # no rule glossary, or a broken one (the rule-data checks report it)
    for code in LANGUAGES:
        if not (root / "locales" / code / "glossary.yaml").exists():
            continue
        terms, _ = load_glossary(root, code)
        where = Location(f"locales/{code}/glossary.yaml")
        for term_id in ids:
            if term_id not in terms:
                message = f"no term for {term_id!r} of rules/glossary.yaml"
                yield Finding(code, "glossary", Problem(where, message, "warning"))
        for term_id in terms:
            if term_id not in ids:
                message = f"term {term_id!r} is not in rules/glossary.yaml"
                yield Finding(code, "glossary", Problem(where, message, "warning"))


def catalog_findings(root: Path) -> list[Finding]:
    """Every finding of every language's catalog, in language order."""
    root = Path(root)
    if not (root / "locales").is_dir():
        return []
    template_keys: set[_Key] | None = None
    pot = root / "locales" / "messages.pot"
    findings: list[Finding] = []
    if pot.exists():
        try:
            template = read_catalog(pot, SOURCE_LANGUAGE)
            template_keys = {(m.context, _sources(m)[0]) for m in template if m.id}
        except CatalogError as error:
            problem = Problem(Location("locales/messages.pot"), error.message)
            findings.append(Finding(SOURCE_LANGUAGE, "catalog", problem))
    english, issues = load_glossary(root, SOURCE_LANGUAGE)
    findings.extend(Finding(SOURCE_LANGUAGE, "glossary", issue) for issue in issues)
    findings.extend(_glossary_id_findings(root))
    pages = page_ids(root)
    for code in LANGUAGES:
        if code != SOURCE_LANGUAGE:
            findings.extend(_catalog_findings(root, code, template_keys, english, pages))
    return findings


def check_catalogs(root: Path) -> list[Problem]:
    """Every problem of the catalogs in ``root/locales`` (never raises for bad data)."""
    return [finding.problem for finding in catalog_findings(root)]
