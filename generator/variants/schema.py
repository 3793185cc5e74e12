"""Small helpers to check YAML nodes against what the rule data expects, collecting every problem.

Each helper reports into a :class:`Report` and returns ``None`` for a value it
cannot use, so a file with ten mistakes yields ten messages, not the first one.

"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence

from generator.errors import Location, Problem
from generator.safe_yaml import Entry, Node
from generator.text import forms
from generator.text import placeholders as text_placeholders
from generator.variants.model import Link, SourceText


class Report:
    """The problems found so far."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self.texts: list[SourceText] = []
        """Translatable texts read so far, in the order the catalogs list them."""
        self.unchecked: list[tuple[SourceText, frozenset[str] | None]] = []
        """Texts for the markup checks once every page id is known, each with the
        placeholders it may use (None: its placeholders are checked where it is read)."""
        self.links: list[Link] = []
        """Every link of a text to a page, checked by the site, which knows its pages."""

    def text(
        self,
        text: str | None,
        where: Location,
        comment: str,
        allowed: frozenset[str] | None = frozenset(),
        *,
        check: bool = True,
        context: str | None = None,
    ) -> None:
        """Record a translatable text: ``comment`` says what it is, for translators;
        ``check=False`` for a page's own texts, which the variant checks see."""
        if text is None:
            return
        source = SourceText(text, where, comment, context)
        self.texts.append(source)
        if check:
            self.unchecked.append((source, allowed))

    def error(self, where: Location, message: str, hint: str | None = None) -> None:
        self.problems.append(Problem(where, message + (f" ({hint})" if hint else "")))

    def warning(self, where: Location, message: str, hint: str | None = None) -> None:
        self.problems.append(Problem(where, message + (f" ({hint})" if hint else ""), "warning"))

    def extend(self, problems: Iterable[Problem]) -> None:
        self.problems.extend(problems)

    @property
    def errors(self) -> list[Problem]:
        return [p for p in self.problems if p.severity == "error"]


def did_you_mean(word: str, choices: Iterable[str]) -> str | None:
    """ "did you mean 'x'?" for the closest choice, or None.

    >>> did_you_mean("void", ["replenish", "void_at_two"])
    "did you mean 'void_at_two'?"
    """
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    if not close:
        lowered = [c for c in choices if c.startswith(word) or word.startswith(c)]
        close = lowered[:1]
    return f"did you mean '{close[0]}'?" if close else None


def known(word: str, choices: Sequence[str], what: str) -> str:
    """A hint naming the closest choice, else listing them all."""
    return did_you_mean(word, choices) or f"known {what}: " + ", ".join(choices)


def describe(node: Node) -> str:
    """What a node holds, for "expected X, got Y" messages."""
    if node.kind == "map":
        return "a mapping"
    if node.kind == "seq":
        return "a list"
    value = node.value
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return f"'{value}'" if len(value) < 40 else f"'{value[:37]}...'"
    return f"a {type(value).__name__} value"


def mapping(
    report: Report,
    node: Node | None,
    what: str,
    *,
    allowed: Sequence[str],
    required: Sequence[str] = (),
    where: Location | None = None,
) -> dict[str, Entry] | None:
    """The known entries of a mapping; unknown keys and missing required keys are reported."""
    if node is None or node.kind != "map":
        got = "nothing" if node is None else describe(node)
        at = where or (node.location if node is not None else Location("?"))
        report.error(at, f"{what} must be a mapping of keys, not {got}")
        return None
    entries: dict[str, Entry] = {}
    for key, entry in node.entries.items():
        if key in allowed:
            entries[key] = entry
        else:
            report.error(entry.key_location, f"unknown key '{key}'", known(key, allowed, "keys"))
    for key in required:
        if key not in node.entries:
            report.error(node.location, f"{what} lacks the key '{key}'")
    return entries


def text(report: Report, entry: Entry | Node, what: str, *, empty: bool = False) -> str | None:
    """A text value (a number is not a text)."""
    node = entry.node if isinstance(entry, Entry) else entry
    where = entry.key_location if isinstance(entry, Entry) else node.location
    if node.kind == "scalar" and isinstance(node.value, str):
        if not empty and not node.value.strip():
            report.error(where, f"{what} must not be empty")
            return None
        return node.value
    report.error(where, f"{what} must be a text, not {describe(node)}")
    return None


def texts(report: Report, entry: Entry, what: str) -> tuple[tuple[str, Location], ...] | None:
    """A list of texts, each with its location; a single text is taken as a list of one."""
    node = entry.node
    if node.kind == "scalar" and isinstance(node.value, str):
        return ((node.value, node.location),)
    if node.kind != "seq":
        report.error(entry.key_location, f"{what} must be a list of texts, not {describe(node)}")
        return None
    out = []
    for item in node.items:
        value = text(report, item, f"each item of {what}")
        if value is not None:
            out.append((value, item.location))
    return tuple(out)


def integer(report: Report, entry: Entry, what: str, *, minimum: int | None = None) -> int | None:
    value = entry.node.value if entry.node.kind == "scalar" else None
    if not isinstance(value, int) or isinstance(value, bool):
        report.error(
            entry.key_location, f"{what} must be a whole number, not {describe(entry.node)}"
        )
        return None
    if minimum is not None and value < minimum:
        report.error(entry.key_location, f"{what} must be at least {minimum}, not {value}")
        return None
    return value


def choice(report: Report, entry: Entry, what: str, choices: Sequence[str]) -> str | None:
    value = entry.node.value if entry.node.kind == "scalar" else None
    if isinstance(value, str) and value in choices:
        return value
    shown = ", ".join(f"'{c}'" for c in choices)
    hint = did_you_mean(value, choices) if isinstance(value, str) else None
    report.error(
        entry.key_location, f"{what} must be one of {shown}, not {describe(entry.node)}", hint
    )
    return None


_WORD = re.compile(r"[a-z][a-z0-9_]*\Z")
_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*\Z")


def is_id(value: str) -> bool:
    """Ids are lower-case words joined by hyphens: "straight-gin", "to-100"."""
    return bool(_ID.match(value))


_NOUNS = (("point", "points"), ("card", "cards"), ("hand", "hands"), ("game", "games"))
COUNT_NOUNS = {
    word: pair for pair in (*_NOUNS, ("turn", "turns"), ("box", "boxes")) for word in pair
}
"""English nouns that follow a count (-> singular, plural): a placeholder before one needs
plural forms."""
LISTS = frozenset({"options", "targets", "other_options", "replaces", "reasons"})
"""Placeholders whose values are lists already joined, never a count."""
_NEXT_WORD = re.compile(r"\s+([A-Za-z]+)")


def placeholders(template: str) -> list[str] | str:
    """The placeholder names of an English text, or why they are wrong: malformed braces,
    a form of a language's own (English texts give plural rules inline, nothing else),
    rules that do not serve English, or a count without its plural forms.

    >>> placeholders("Allowed up to {knock_limit}, gin {gin_bonus}.")
    ['knock_limit', 'gin_bonus']
    >>> placeholders("up to {knock_limit")
    "unclosed brace in '{knock_limit'"
    >>> placeholders("{0}")
    "'{0}' is not a placeholder (a bare name in braces)"
    >>> placeholders("The last {dead_cards} cards")
    '{dead_cards} counts cards: give it plural forms, {dead_cards:one=# card|other=# cards}'
    """
    try:
        pieces = text_placeholders.pieces(template)
    except text_placeholders.PlaceholderError as error:
        return str(error)
    names: list[str] = []
    for index, piece in enumerate(pieces):
        if not piece.name:
            continue
        if piece.form is not None:
            if not forms.looks_like_rules(piece.form):
                return f"{{{piece.name}:{piece.form}}}: an English text gives no named form"
            try:
                problem = forms.check_rules(forms.parse_rules(piece.form), "en")
            except forms.FormError as error:
                problem = str(error)
            if problem:
                return f"{{{piece.name}:{piece.form}}}: {problem}"
        elif piece.name not in LISTS and index + 1 < len(pieces):
            after = _NEXT_WORD.match(pieces[index + 1].text)
            if after and after.group(1) in COUNT_NOUNS:
                noun, plural = COUNT_NOUNS[after.group(1)]
                return (
                    f"{{{piece.name}}} counts {plural}: give it plural forms,"
                    f" {{{piece.name}:one=# {noun}|other=# {plural}}}"
                )
        names.append(piece.name)
    return names
