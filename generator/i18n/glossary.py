"""Each language's words for the glossary terms: ``locales/<lang>/glossary.yaml``.

An entry gives the term the glossary page shows and the forms a translation may
use (stems for inflected languages). English forms are whole words or phrases;
other languages' forms match at the start of a word, so the stem ``kopog`` finds
"kopogás" and "kopoghatsz". Case and accents are ignored (``χτυπ`` finds "χτύπημα").

>>> en = Term("knock", "knock", ("knock", "knocks", "knocking"))
>>> uses(en, "After a knock, ...", whole_words=True), uses(en, "knockout", whole_words=True)
(True, False)
>>> uses(Term("knock", "χτύπημα", ("χτυπ",)), "Μετά από ΧΤΎΠΗΜΑ")
True
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from generator.errors import Location, Problem


@dataclass(frozen=True)
class Term:
    """One language's word for a glossary term id."""

    id: str
    term: str
    forms: tuple[str, ...]


@lru_cache(maxsize=16384)
def fold(text: str) -> str:
    """Lower case without accents: how terms are compared (cached: every text is
    compared with every term)."""
    decomposed = unicodedata.normalize("NFD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=4096)
def _pattern(forms: tuple[str, ...], whole_words: bool) -> re.Pattern[str]:
    """One expression for all of a term's forms."""
    bodies = [r"\s+".join(re.escape(part) for part in fold(f).split()) for f in forms if f]
    body = "|".join(b for b in bodies if b) or r"(?!)"
    return re.compile(r"(?<!\w)(?:" + body + ")" + (r"(?!\w)" if whole_words else ""))


@lru_cache(maxsize=65536)
def uses(term: Term, text: str, *, whole_words: bool = False) -> bool:
    """Whether ``text`` contains one of the term's forms (the term itself if it lists none)."""
    return _pattern(term.forms or (term.term,), whole_words).search(fold(text)) is not None


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when PyYAML has it: no line marks are needed here."""


def glossary_file(root: Path, code: str) -> Path:
    return root / "locales" / code / "glossary.yaml"


def load_glossary(root: Path, code: str) -> tuple[dict[str, Term], list[Problem]]:
    """Term id -> Term of one language, and the problems of its file (never raises)."""
    path = glossary_file(root, code)
    where = Location(f"locales/{code}/glossary.yaml")
    if not path.exists():
        return {}, []
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER) or {}
    except (OSError, yaml.YAMLError) as error:
        return {}, [Problem(where, f"unreadable glossary: {error}")]
    if not isinstance(data, dict):
        return {}, [Problem(where, "a glossary is a mapping of term id -> {term, forms}")]
    terms: dict[str, Term] = {}
    problems: list[Problem] = []
    for term_id, entry in data.items():
        if isinstance(entry, str):
            entry = {"term": entry}
        if not isinstance(entry, dict) or not isinstance(entry.get("term"), str):
            problems.append(Problem(where, f"term {term_id!r}: needs a 'term' text"))
            continue
        forms = entry.get("forms") or []
        if not isinstance(forms, list):
            forms = [forms]
        terms[str(term_id)] = Term(str(term_id), entry["term"], tuple(str(f) for f in forms))
    return terms, problems
