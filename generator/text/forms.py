"""Grammatical forms of the values a translation fills in: names in their cases, counts.

A sentence assembled from parts reads as machine-made when a name or a number is
pasted in without its grammar: Hungarian needs "a Straight Ginben", Italian
"l'1,7%" and "gli 8", Greek "1 πόντος" but "2 πόντοι". So a placeholder may ask
for a *form* of its value: ``{title:ine}``, ``{deadwood:pts}``.

**Declared forms.** Each language declares, in its own PO file, the forms it
uses: the entry ``msgctxt "grammar"``, ``msgid "forms"``, one form a line::

    ine: the name in the inessive, "a Straight Ginben"
    word: 1=egy|2=két|3=három|other=#
    pts: one=# πόντος|other=# πόντοι

A line without ``=`` declares a *name form*: every name (the game titles) then
gives its text in that form in its ``msgctxt "name forms"`` entry, a line each
(``ine: a Straight Ginben``). A line with rules declares a *number form*.

**Rules** (``selector=text``, separated by ``|``, tried in order, ``#`` standing
for the number as the language writes it) select by the number's CLDR plural
category (``zero one two few many other``) or by how it is written: ``8*`` is
any number whose digits start with 8 (8, 80, 8.5), ``1`` exactly 1, ``1.*`` 1
and a fraction, ``0*`` 0 and 0.05. ``other`` takes every number. A text may
also carry rules inline, where a count needs them once: ``{points:one=# point|
other=# points}``.

>>> rules = parse_rules("one=# pont|other=# pont")
>>> apply_rules(rules, 1, "1", "hu"), apply_rules(rules, 25, "25", "hu")
('1 pont', '25 pont')
>>> article = parse_rules("0*=lo #|1=l'#|1.*=l'#|8*=l'#|11=l'#|other=il #")
>>> shown = {0.05: "0,05", 1.7: "1,7", 8: "8", 22: "22"}
>>> [apply_rules(article, n, s, "it") for n, s in shown.items()]
['lo 0,05', "l'1,7", "l'8", 'il 22']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

GRAMMAR_CONTEXT = "grammar"
GRAMMAR_MSGID = "forms"
NAME_FORMS_CONTEXT = "name forms"
CATEGORIES = ("zero", "one", "two", "few", "many", "other")
"""The CLDR plural categories."""

Category = Callable[[str, int | float], str]
"""(language code, number) -> the number's CLDR plural category."""

_FORM_NAME = re.compile(r"[A-Za-z][\w-]*\Z")
_PATTERN = re.compile(r"\d+(\.\d*)?\*?\Z|\d+\.\*\Z")


class FormError(ValueError):
    """A declaration, a rule or a form that cannot be used, with what is wrong."""


@dataclass(frozen=True)
class Rule:
    selector: str
    """A CLDR category, or a pattern of digits (``8*``, ``11``, ``1.*``)."""
    text: str
    """The text, ``#`` standing for the number."""


def is_form_name(text: str) -> bool:
    return bool(_FORM_NAME.match(text))


def looks_like_rules(text: str) -> bool:
    """Whether ``text`` is written as rules (``one=…|other=…``) rather than a description."""
    selector, equals, _ = text.split("|", 1)[0].partition("=")
    selector = selector.strip()
    return bool(equals) and (selector in CATEGORIES or bool(_PATTERN.match(selector)))


def parse_rules(text: str) -> tuple[Rule, ...]:
    """``one=# point|other=# points`` as rules; :raises FormError: malformed rules."""
    rules = []
    for part in text.split("|"):
        selector, equals, body = part.partition("=")
        selector = selector.strip()
        if not equals:
            raise FormError(f"'{part.strip()}' is not a rule (selector=text)")
        if selector not in CATEGORIES and not _PATTERN.match(selector):
            raise FormError(
                f"'{selector}' is neither a plural category ({', '.join(CATEGORIES)})"
                " nor digits such as 8* or 11"
            )
        rules.append(Rule(selector, body.strip()))
    if not any(r.selector == "other" for r in rules):
        raise FormError("the rules lack 'other', the form of every other number")
    return tuple(rules)


def language_categories(code: str) -> tuple[str, ...]:
    """The CLDR plural categories of a language, in :data:`CATEGORIES` order."""
    from babel import Locale  # imported here: the Play page fills texts without Babel

    rule = Locale.parse(code).plural_form
    return tuple(c for c in CATEGORIES if c in rule.tags or c == "other")


def check_rules(rules: tuple[Rule, ...], code: str) -> str | None:
    """Why ``rules`` do not serve language ``code`` (None when they do): rules that select
    by plural category name every category of the language, "many" included."""
    used = {r.selector for r in rules if r.selector in CATEGORIES}
    if used - {"other"}:
        wanted = language_categories(code)
        missing = [c for c in wanted if c not in used]
        if missing:
            return f"plural category {', '.join(missing)} of {code} missing"
        extra = sorted(used - set(wanted))
        if extra:
            return f"{', '.join(extra)} is no plural category of {code}"
    return None


def _digits(number: int | float) -> str:
    """The number's digits without grouping, a point before any fraction: "0.05", "2000"."""
    text = format(Decimal(str(number)).normalize(), "f")
    return text.removeprefix("-")


def _matches(selector: str, number: int | float, code: str, category: Category) -> bool:
    if selector == "other":
        return True
    if selector in CATEGORIES:
        return category(code, number) == selector
    digits = _digits(number)
    if selector.endswith("*"):
        return digits.startswith(selector[:-1])
    return digits == selector


@lru_cache(maxsize=4096)
def plural_category(code: str, number: int | float) -> str:
    """The CLDR plural category of ``number`` in language ``code``: "one", "few", …"""
    from babel import Locale

    return str(Locale.parse(code).plural_form(number))


def apply_rules(
    rules: tuple[Rule, ...],
    number: int | float,
    shown: str,
    code: str,
    category: Category = plural_category,
) -> str:
    """The text of the first rule that takes ``number`` (``shown`` as the language writes it);
    ``category`` gives a number's CLDR plural category in a language (Babel's by default;
    the Play page asks the browser's ``Intl.PluralRules``)."""
    for rule in rules:
        if _matches(rule.selector, number, code, category):
            return rule.text.replace("#", shown)
    return shown  # unreachable: parse_rules requires 'other'


@dataclass(frozen=True)
class Grammar:
    """The forms one language declares."""

    names: Mapping[str, str]
    """Name form -> its description."""
    numbers: Mapping[str, tuple[Rule, ...]]
    """Number form -> its rules."""

    def declares(self, form: str) -> bool:
        return form in self.names or form in self.numbers


NO_GRAMMAR = Grammar({}, {})


def parse_grammar(text: str, code: str) -> tuple[Grammar, list[tuple[int, str]]]:
    """The declaration entry's text, and its problems as (0-based line, message)."""
    names: dict[str, str] = {}
    numbers: dict[str, tuple[Rule, ...]] = {}
    problems: list[tuple[int, str]] = []
    for index, line in enumerate(text.splitlines()):
        if not line.strip():
            continue
        form, colon, body = line.partition(":")
        form = form.strip()
        if not colon or not is_form_name(form):
            problems.append(
                (index, f"'{line.strip()}' is not 'form: description' or 'form: rules'")
            )
            continue
        if form in names or form in numbers:
            problems.append((index, f"the form '{form}' is declared twice"))
            continue
        if looks_like_rules(body):
            try:
                rules = parse_rules(body)
            except FormError as error:
                problems.append((index, f"the form '{form}': {error}"))
                continue
            problem = check_rules(rules, code)
            if problem:
                problems.append((index, f"the form '{form}': {problem}"))
                continue
            numbers[form] = rules
        else:
            names[form] = body.strip()
    return Grammar(names, numbers), problems


def parse_name_forms(text: str) -> tuple[dict[str, str], list[tuple[int, str]]]:
    """A name's forms (``form: text`` a line), and the problems as (0-based line, message)."""
    forms: dict[str, str] = {}
    problems: list[tuple[int, str]] = []
    for index, line in enumerate(text.splitlines()):
        if not line.strip():
            continue
        form, colon, body = line.partition(":")
        form = form.strip()
        if not colon or not is_form_name(form) or not body.strip():
            problems.append((index, f"'{line.strip()}' is not 'form: text'"))
        elif form in forms:
            problems.append((index, f"the form '{form}' is given twice"))
        else:
            forms[form] = body.strip()
    return forms, problems
