"""A lint of the generated pages for what reads as machine-made, in every language.

What a native reader notices first when a sentence was assembled from parts, and
what can be found by machine on the rendered text:

- ``article``: an article or ending left for the reader to choose, "a(z)", "(e)s";
- ``label``: a name's label form inside a sentence: a game title written as a table
  label ("Ράμι: τυπικοί κανόνες") in running text, or a name pasted after a colon
  ("różni się od gry: Remik standardowy");
- ``plural``: a number with a noun in the wrong plural form for it ("1 πόντοι"), the
  nouns and their categories being those of the language's own plural rules;
- ``english``: an English word of the sources on a page of another language, unless
  the language's translations use it too (names of games, "gin") or it is allowed;
- ``grouping``: a four-digit number grouped where CLDR says not ("2 000" in Polish);
- ``joined``: two sentences with no space between them ("in Standard Gin Rummy.0.2% of"),
  as when a template puts two messages side by side.

Code (the rule editors' Python session), table headers and column labels, chart
legends, list boxes and the translators' list of open problems are not running text
here; a language's style guide (:data:`NOT_LINTED`) is written for its translators and
quotes the English terms and the catalog's contexts it chooses words for.

>>> lint_text("Mi a(z) Straight Gin?", Language("hu"))[0].kind
'article'
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field

import babel
from babel.numbers import NumberFormatError, parse_decimal

from generator.i18n import Localizer, State
from generator.i18n.numbers import minimum_grouping_digits
from generator.site.language_pages import STYLE_PAGE
from generator.text import forms
from generator.text.placeholders import PlaceholderError, pieces

ALLOWED_ENGLISH = frozenset({"gin", "rummy", "big", "straight", "classic", "oklahoma"})
"""English words a page of any language may show (parts of the games' names)."""

_FENCE = re.compile(r"^( *)(`{3,})[^\n]*\n.*?^\1\2 *$", re.M | re.S)
_FRONT = re.compile(r"\A---\n.*?\n---\n", re.S)
_NOT_TEXT = re.compile(
    r"<th\b[^>]*>.*?</th>|<span class=\"(?:cell|deadwood)-label\"[^>]*>.*?</span>|<svg\b.*?</svg>"
    r"|<code>.*?</code>|<ul class=\"translation-problems\">.*?</ul>|<script\b.*?</script>"
    r"|<cite\b[^>]*>.*?</cite>|<select\b.*?</select>"
    r"|<(span|ul|mark)\b[^>]*\blang=\"en\"[^>]*>.*?</\1>",
    re.S,
)
"""Not running text: table and column labels, a card diagram's deadwood label, charts (a
table gives their figures), code, the translators' list of problems, the cited titles of
sources, the choices of a list box, and English marked as English (a text not translated
yet, shown in English)."""
_DETAILS = re.compile(r'^\s*\?\?\?\+? \w+ "', re.M)
_BLOCK = re.compile(
    r"</?(p|div|li|ul|ol|dl|dt|dd|td|tr|table|caption|figure|figcaption|h\d)\b[^>]*>"
)
_SENTENCES = re.compile(r"<(p|td|caption|figcaption|dd)\b[^>]*>(.*?)</\1>", re.S)
_TAG = re.compile(r"<[^>]+>")
_ATTRIBUTES = re.compile(r"\{:[^}]*\}")
_ARTICLE = re.compile(r"(?<![\w(])\w{1,4}\(\w{1,4}\)")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
_NUMBER_WORD = re.compile(r"(?<![\w.,])(\d+(?:[.,\u00a0\u202f ]\d+)*)\s+([^\W\d_]+)")
_JOINED = re.compile(r"[^\W\d_]{2}[.!?][^\W_]")
_GROUPED = re.compile(r"(?<![\d.,])\d[.,\u00a0\u202f ]\d{3}(?![\d.,]?\d)")


@dataclass(frozen=True)
class Finding:
    """Something on a page that reads as machine-made."""

    kind: str
    text: str
    """The words found, with a little context."""
    page: str = ""
    language: str = ""

    def __str__(self) -> str:
        return f"{self.language}/{self.page}: {self.kind}: {self.text}"


@dataclass(frozen=True)
class Language:
    """What the lint knows of one language."""

    code: str
    labels: tuple[str, ...] = ()
    """The game titles as this language writes them (their label form)."""
    english: frozenset[str] = frozenset()
    """English words of the sources that this language's translations do not use."""
    nouns: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """A noun of the language's plural rules -> the plural categories it stands for."""


def _page(markdown: str) -> str:
    text = _FRONT.sub("", markdown)
    text = _FENCE.sub("", text)
    text = _DETAILS.sub('"', text)
    return _NOT_TEXT.sub(" ", text)


def _plain(html_text: str) -> str:
    text = _ATTRIBUTES.sub(" ", _TAG.sub("", _BLOCK.sub("\n", html_text)))
    return "\n".join(
        " ".join(line.split()) for line in html.unescape(text).splitlines() if line.strip()
    )


def running_text(markdown: str) -> str:
    """The text a reader reads: no code, no labels, no chart; a line per block."""
    return _plain(_page(markdown))


def sentences(markdown: str) -> str:
    """The text of paragraphs, table cells and captions: where a name is part of a sentence
    (headings, lists and labels name things on their own)."""
    return "\n".join(_plain(m.group(2)) for m in _SENTENCES.finditer(_page(markdown)))


def _context(text: str, start: int, end: int) -> str:
    return text[max(0, start - 25) : end + 25]


def _value(written: str, code: str) -> float | None:
    """The number a page writes in ``code``'s way ("1,7", "2 000"), or None."""
    try:
        return float(parse_decimal(written.replace("\u202f", "\u00a0"), locale=code))
    except NumberFormatError:
        return None


def lint_text(text: str, language: Language, sentence_text: str | None = None) -> list[Finding]:
    """The findings of one page's running text (``sentence_text``: the part of it that is
    sentences, where a name's label form is out of place; all of it when not given)."""
    found: list[Finding] = []
    code = language.code
    for m in _ARTICLE.finditer(text):
        found.append(Finding("article", _context(text, m.start(), m.end())))
    said = text if sentence_text is None else sentence_text
    for label in language.labels:
        if ": " in label and label in said:
            at = said.index(label)
            found.append(Finding("label", _context(said, at, at + len(label))))
        if code != "en":
            for m in re.finditer(r"[^\W\d_]: " + re.escape(label), said):
                found.append(Finding("label", _context(said, m.start(), m.end())))
    for m in _NUMBER_WORD.finditer(text):
        categories = language.nouns.get(m.group(2).lower())
        value = _value(m.group(1), code)
        if (
            categories
            and value is not None
            and forms.plural_category(code, value) not in categories
        ):
            found.append(Finding("plural", _context(text, m.start(), m.end())))
    if minimum_grouping_digits(babel.Locale.parse(code)) > 1:
        for m in _GROUPED.finditer(text):
            found.append(Finding("grouping", _context(text, m.start(), m.end())))
    for m in _JOINED.finditer(text):
        before, after = m.group(0)[1], m.group(0)[-1]
        if before.islower() and (after.isupper() or after.isdigit()):
            found.append(Finding("joined", _context(text, m.start(), m.end())))
    if code != "en":
        for m in _WORD.finditer(text):
            if m.group(0).casefold() in language.english:
                found.append(Finding("english", _context(text, m.start(), m.end())))
    return found


def _words(texts: Iterable[str]) -> set[str]:
    return {w.casefold() for text in texts for w in _WORD.findall(text)}


def _rule_nouns(text: str) -> Iterator[tuple[str, str]]:
    """(category, noun) of the plural rules a text gives inline: "one=# point" -> one, point."""
    try:
        asked = [p.form for p in pieces(text) if p.name and p.form]
    except PlaceholderError:
        return
    for form in asked:
        if not form or not forms.looks_like_rules(form):
            continue
        try:
            rules = forms.parse_rules(form)
        except forms.FormError:
            continue
        yield from _nouns_of(rules)


def _nouns_of(rules: Iterable[forms.Rule]) -> Iterator[tuple[str, str]]:
    """(category, noun) of each rule that puts a noun after the number; the noun of
    ``other`` stands for every category no other rule names. The noun is the rule's last
    word ("# di punti": punti, not the preposition; "# punti morti": morti, which agrees)."""
    rules = tuple(rules)
    named = {r.selector for r in rules if r.selector in forms.CATEGORIES} - {"other"}
    for rule in rules:
        after = rule.text.split("#", 1)[1] if "#" in rule.text else ""
        words = _WORD.findall(after)
        if not words or rule.selector not in forms.CATEGORIES:
            continue
        covered = [rule.selector] if rule.selector != "other" else set(forms.CATEGORIES) - named
        for category in covered:
            yield category, words[-1].lower()


def language_of(
    localizer: Localizer, titles: Iterable[str], sources: Mapping[str, str], english: set[str]
) -> Language:
    """What the lint knows of ``localizer``'s language: ``sources`` are the English texts
    and their translations in this language, ``english`` every word of the English texts."""
    translated = [t for t in sources.values() if t]
    mine = _words(translated)
    nouns: dict[str, set[str]] = {}
    for text in [*sources.values(), *(sources if localizer.code == "en" else ())]:
        for category, noun in _rule_nouns(text):
            nouns.setdefault(noun, set()).add(category)
    for rules in localizer.grammar.numbers.values():
        for category, noun in _nouns_of(rules):
            nouns.setdefault(noun, set()).add(category)
    # a game's name not translated yet is shown as it is
    untranslated = [t for t in titles if localizer.state(t) is not State.TRANSLATED]
    foreign = {w for w in english if len(w) > 3} - mine - ALLOWED_ENGLISH - _words(untranslated)
    return Language(
        localizer.code,
        tuple(localizer.gettext(t) for t in titles),
        frozenset(foreign),
        {noun: frozenset(c) for noun, c in nouns.items()},
    )


NOT_LINTED = frozenset({STYLE_PAGE})
"""Pages that are no reader's text: the style guide of a language."""


def lint_pages(
    pages: Mapping[str, Mapping[str, str]],
    localizers: Mapping[str, Localizer],
    titles: Iterable[str],
) -> list[Finding]:
    """Every finding of every page (language -> file name -> Markdown, as
    :func:`generator.site.generate.render` makes them)."""
    titles = tuple(titles)
    catalogs = {code: loc.translations() for code, loc in localizers.items()}
    msgids = {m for translations in catalogs.values() for m in translations}
    english = _words(msgids)
    found: list[Finding] = []
    for code, files in pages.items():
        loc = localizers[code]
        sources = catalogs[code] if code != "en" else {m: m for m in msgids}
        language = language_of(loc, titles, sources, english)
        for name, markdown in sorted(files.items()):
            if name in NOT_LINTED:
                continue
            for finding in lint_text(running_text(markdown), language, sentences(markdown)):
                found.append(Finding(finding.kind, finding.text, name, code))
    return found
