"""The checks of one translated message, each a pure function in the manner of
:mod:`babel.messages.checkers`: ``check(message, context) -> [problem text]``.
:mod:`generator.i18n.checks` runs them over every catalog, at each message's
``lineno`` (the line of its msgid, from :mod:`generator.i18n.pofile`).

Errors:

- a placeholder dropped, renamed or added (``{knock_limit}``; ``%(name)s`` in template
  strings), braces that are not a placeholder, a ``%`` that is not ``%%`` or a whole
  ``%(name)s`` in a template string;
- a number in the translation that its source lacks;
- a plural form missing (the count of Babel's CLDR rules, "many" included);
- markup beyond the source's small markup: raw HTML or any ``<tag>``, emphasis the
  source does not use, a link that is not ``page:<id>`` of an existing page the
  source links to; a line break at the start or end that the source lacks (or the
  other way round), as ``msgfmt -c`` checks.

Warning: a glossary term of the source without the language's term in the translation.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from babel.messages.catalog import Message

from generator.i18n.entries import forms, sources
from generator.i18n.glossary import Term, uses
from generator.i18n.usable import LINK
from generator.text.cards import CAPITAL, CARD_PLACEHOLDERS, capital
from generator.text.forms import (
    NO_GRAMMAR,
    FormError,
    Grammar,
    check_rules,
    looks_like_rules,
    parse_rules,
)
from generator.text.placeholders import PlaceholderError, names
from generator.text.placeholders import forms as placeholder_forms

_NUMBER = re.compile(r"\d+")
NAME_PLACEHOLDERS = frozenset({"title", "standard"})
"""The placeholders whose value is a game's name: they take the declared forms of names."""
_TAG = re.compile(r"<\s*/?\s*[A-Za-z!?]|&lt;|javascript:", re.IGNORECASE)
_PAGE_LINK = re.compile(r"page:([A-Za-z0-9_-]+)\Z")
_STRONG = re.compile(r"\*\*")
_EM = re.compile(r"(?<!\*)\*(?!\*)")
_PLACEHOLDER_TEXT = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(:[^{}]*)?\}")
"""``{deadwood}``, ``{title:ine}``: names of values (and their forms), not words of the text."""


@dataclass(frozen=True)
class Context:
    """What the checks of one language's messages compare with."""

    code: str
    pages: frozenset[str]
    """Ids a ``page:`` link may name."""
    english: Mapping[str, Term]
    terms: Mapping[str, Term]
    """Glossary term id -> the English term, the language's term."""
    plural_tags: tuple[str, ...]
    """The CLDR category of each plural form ("one", "many", "other")."""
    grammar: Grammar = NO_GRAMMAR
    """The grammatical forms the language declares."""
    card_forms: frozenset[str] = frozenset()
    """The forms its card names give (the entry ``msgctxt "card name"``)."""


# -- the checks of one translated message ------------------------------------------------


def _brace_names(text: str) -> Counter[str] | None:
    try:
        return Counter(names(text))
    except PlaceholderError:
        return None


def placeholders(message: Message, context: Context) -> list[str]:
    """Placeholders dropped, added or malformed, and forms a translation asks for that its
    language does not declare (or rules that miss one of its plural categories)."""
    out: list[str] = []
    texts = sources(message)
    wanted: Counter[str] = Counter()
    counted: set[str] = set()
    for text in texts:
        found = _brace_names(text)
        if found is None:
            return []  # the source is not placeholder text (checked by the rule data checks)
        wanted |= Counter("{" + name + "}" for name in found)
        counted |= {name for name, form in placeholder_forms(text) if looks_like_rules(form)}
    for form in filter(None, forms(message)):
        try:
            got = Counter("{" + name + "}" for name in names(form))
        except PlaceholderError as error:
            out.append(f"placeholder error: {error}")
            continue
        for name in sorted(set(wanted) - set(got)):
            out.append(f"drops the placeholder {name}")
        for name in sorted(set(got) - set(wanted)):
            out.append(f"adds the placeholder {name}, which its source does not have")
        given = dict(placeholder_forms(form))
        for name, asked in given.items():
            problem = form_problem(asked, context, name)
            if problem:
                out.append(f"{{{name}:{asked}}}: {problem}")
        for name in sorted(counted - set(given)):
            out.append(
                f"{{{name}}} is a count in its source: give it plural forms"
                f" ({{{name}:one=…|other=…}}) or a number form of {context.code}"
            )
    return out


def form_problem(asked: str, context: Context, name: str = "") -> str | None:
    """Why the form ``asked`` (a declared form's name, or rules) cannot serve the
    placeholder ``name`` (None if it can): a card takes the card names' forms, a game's
    name the declared forms of names, any other value rules or a declared number form."""
    if name in CARD_PLACEHOLDERS:
        base, _ = capital(asked)
        if base is None or base in context.card_forms:
            return None
        known = ", ".join(sorted(context.card_forms)) or "none"
        return (
            f"cards have no form '{asked}' in {context.code} (the entry msgctxt \"card"
            f' name" gives their forms; given: {known})'
        )
    if asked.endswith(CAPITAL):
        cards = ", ".join(f"{{{n}}}" for n in sorted(CARD_PLACEHOLDERS))
        return f"'{CAPITAL}' (a capital first letter) is for a card's name only ({cards})"
    if looks_like_rules(asked):
        if name in NAME_PLACEHOLDERS:
            return f"{{{name}}} is a game's name: it takes a form of names, not plural rules"
        try:
            return check_rules(parse_rules(asked), context.code)
        except FormError as error:
            return str(error)
    if not context.grammar.declares(asked):
        declared = sorted([*context.grammar.names, *context.grammar.numbers])
        known = ", ".join(declared) if declared else "none"
        return (
            f"the form '{asked}' is not declared by {context.code} (msgctxt \"grammar\","
            f' msgid "forms"; declared: {known})'
        )
    if name in NAME_PLACEHOLDERS and asked not in context.grammar.names:
        return f"'{asked}' is a form of numbers; {{{name}}} is a game's name"
    if name and name not in NAME_PLACEHOLDERS and asked in context.grammar.names:
        return f"'{asked}' is a form of names; {{{name}}} is no game's name"
    return None


def _strip_placeholders(text: str) -> str:
    return _PLACEHOLDER_TEXT.sub(" ", text)


def numbers(message: Message, context: Context) -> list[str]:
    """A number the translation writes that its source does not."""
    allowed = {n for text in sources(message) for n in _NUMBER.findall(_strip_placeholders(text))}
    out = []
    for form in filter(None, forms(message)):
        extra = sorted(set(_NUMBER.findall(_strip_placeholders(form))) - allowed, key=int)
        if extra:
            out.append(
                "has the number "
                + ", ".join(extra)
                + " that its source lacks (numbers from the rules come in as placeholders)"
            )
    return out


def markup(message: Message, context: Context) -> list[str]:
    """HTML, emphasis or links beyond the source's small markup."""
    source = " ".join(sources(message))
    source_links = set(LINK.findall(source))
    out = []
    for form in filter(None, forms(message)):
        tag = _TAG.search(form)
        if tag and not _TAG.search(source):
            out.append(f"raw HTML or script ({form[tag.start() : tag.start() + 20]!r})")
        for target in LINK.findall(form):
            page = _PAGE_LINK.match(target.strip())
            if page is None:
                out.append(f"link to {target!r}: only links to pages of the site, (page:<id>)")
            elif page.group(1) not in context.pages:
                out.append(f"link to page {page.group(1)!r}, which does not exist")
            elif target not in source_links:
                out.append(f"link to page {page.group(1)!r}, which its source does not link")
        # a placeholder's own rules ({n:8*=…}) are not text: the page never renders them
        text, said = _strip_placeholders(form), _strip_placeholders(source)
        if _STRONG.search(text) and not _STRONG.search(said):
            out.append("**strong** emphasis its source does not use")
        elif _EM.search(_STRONG.sub("", text)) and not _EM.search(_STRONG.sub("", said)):
            out.append("*emphasis* its source does not use")
    return out


LINE_BREAKERS = re.compile("[\u2028\u2029\u0085\u000b\u000c]")
"""Characters that break lines in some readers' eyes but not in others' (a script's)."""


def line_breakers(message: Message, context: Context) -> list[str]:
    """A character that breaks a line where the text has none: U+2028, U+2029, U+0085."""
    out = []
    for form in filter(None, forms(message)):
        found = LINE_BREAKERS.search(form)
        if found:
            out.append(f"the character U+{ord(found.group(0)):04X} breaks lines: use a space")
    return out


def plain_text(message: Message, context: Context) -> list[str]:
    """Markup or a link in a text that is shown as plain text (a card index, a suit or
    rank name, a card name's pattern, a name's forms, the grammar entry)."""
    out = []
    for form in filter(None, forms(message)):
        if _TAG.search(form) or LINK.search(form) or _STRONG.search(form):
            out.append(f"markup or a link in a plain text ({form[:30]!r}): write the words only")
    return out


def newlines(message: Message, context: Context) -> list[str]:
    """A line break at the start or the end of one text and not the other (``msgfmt -c``)."""
    texts = sources(message)
    out = []
    for index, form in enumerate(forms(message)):
        source = texts[min(index, len(texts) - 1)]
        if not form:
            continue
        for where, test in (("starts", str.startswith), ("ends", str.endswith)):
            if test(source, "\n") != test(form, "\n"):
                sides = ("source", "translation")
                has, lacks = sides if test(source, "\n") else sides[::-1]
                out.append(f"the {has} {where} with a line break, the {lacks} does not")
    return out


def glossary(message: Message, context: Context) -> list[str]:
    """The glossary terms the source uses (outside its placeholders) that a translation lacks."""
    source = _PLACEHOLDER_TEXT.sub(" ", " ".join(sources(message)))
    used = [
        (english_term, context.terms[term_id])
        for term_id, english_term in context.english.items()
        if term_id in context.terms and uses(english_term, source, whole_words=True)
    ]
    out = []
    for form in filter(None, forms(message)):
        for english_term, term in used:
            if not uses(term, form):
                shown = ", ".join(term.forms) if term.forms else term.term
                out.append(
                    f"its source uses the term {english_term.term!r}, the translation has none"
                    f" of {shown!r} ({term.term})"
                )
    return out


def plural_forms(message: Message, context: Context) -> list[str]:
    """Plural forms of the language's CLDR rules the entry leaves empty."""
    if not message.pluralizable:
        return []
    found = forms(message)
    count = len(context.plural_tags)
    absent = [
        f"{i} ({context.plural_tags[i]})" for i in range(count) if i >= len(found) or not found[i]
    ]
    return [f"plural form {', '.join(absent)} missing"] if absent else []


Check = Callable[[Message, Context], list[str]]
CHECKS: tuple[tuple[str, str, Check], ...] = (
    ("placeholder", "error", placeholders),
    ("number", "error", numbers),
    ("markup", "error", markup),
    ("markup", "error", newlines),
    ("markup", "error", line_breakers),
    ("glossary", "warning", glossary),
)
"""(kind, severity, check) of every translated entry but card indices and suit names."""
