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

from generator.errors import Problem
from generator.files import ProjectFiles
from generator.safe_yaml import Node, read_source


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


def parse_glossary(files: ProjectFiles, shown: str) -> tuple[dict[str, Term], list[Problem]]:
    """Term id -> Term of the glossary at ``shown``, and the problems of its file (never
    raises)."""
    node, problems = read_source(files, shown)
    if node is None:
        return {}, problems
    if node.kind != "map":
        return {}, [*problems, Problem(node.location, _SHAPE)]
    terms: dict[str, Term] = {}
    for term_id, entry in node.entries.items():
        term = _term(term_id, entry.node)
        if term is None:
            problems.append(Problem(entry.key_location, f"term {term_id!r}: needs a 'term' text"))
        else:
            terms[term_id] = term
    return terms, problems


_SHAPE = "a glossary is a mapping of term id -> {term, forms}"


def _term(term_id: str, node: Node) -> Term | None:
    """``knock: kopogás`` or ``knock: {term: kopogás, forms: [kopog, ...]}``."""
    if node.kind == "scalar":
        return Term(term_id, node.value, ()) if isinstance(node.value, str) else None
    if node.kind != "map" or "term" not in node.entries:
        return None
    term = node.entries["term"].node.value
    if not isinstance(term, str):
        return None
    forms_node = node.entries["forms"].node if "forms" in node.entries else None
    if forms_node is None:
        forms: tuple[str, ...] = ()
    elif forms_node.kind == "seq":
        forms = tuple(str(f.value) for f in forms_node.items if f.kind == "scalar")
    else:
        forms = (str(forms_node.value),) if forms_node.value is not None else ()
    return Term(term_id, term, forms)
