"""The validated rule model: what the loader makes of ``rules/`` and everything downstream reads.

Every text here is English source text (a gettext msgid). It may hold named
placeholders in braces, filled from rule values when a page is built
(``{knock_limit}``, ``{gin_bonus}``), and a small markup: ``*emphasis*``,
``**strong**`` and links to other pages of the site by id, ``[Oklahoma](page:oklahoma)``.

Nothing in this module reads files; :mod:`generator.variants.load` builds these values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from generator.engine import Rules
from generator.errors import Location

NOWHERE = Location("")
"""The location of a value not read from a file."""

Text = str
"""An English source text: a msgid for the catalogs."""


@dataclass(frozen=True)
class PageText:
    """The English text of a game form's page."""

    title: Text
    """The game's name as a heading: "Straight Gin"."""
    tagline: Text
    """One line under the title saying what the variant is about."""
    what_is: tuple[Text, ...]
    """The paragraphs of "What is …?": how the standard game works here, how
    this variant differs, what follows from it."""
    history: tuple[Text, ...]
    """The paragraphs of "History"."""
    other_names: tuple[str, ...] = ()
    """Other names the game is known by ("Gin Only"); proper names, not translated."""
    sections: tuple[Section, ...] = ()
    """Further sections (the standard rules page has one per part of the game)."""


@dataclass(frozen=True)
class Section:
    """A titled run of paragraphs on a page."""

    id: str
    title: Text
    paragraphs: tuple[Text, ...]
    topics: tuple[str, ...] = ()
    """The engine's topics of advice this section explains (:class:`generator.engine.Topic`):
    a hint on the Play page links to it."""


@dataclass(frozen=True)
class Example:
    """A worked example: a claim about a hand, checked against the engine."""

    id: str
    title: Text
    prose: Text
    """Placeholders (``{deadwood}``, ``{points}``) are filled from ``values``."""
    hands: Mapping[str, str]
    """Role ("knocker", "defender", "hand") -> cards in notation, "As 2s 3s …"."""
    doctest: str
    """A ``>>>`` session against the engine's public API, expected output included."""
    values: Mapping[str, str] = field(default_factory=dict)
    """Placeholder -> expression over the engine's API, worked out when the page is built
    (:mod:`generator.examples.expressions`: checked, never run as Python code)."""
    location: Location = NOWHERE
    value_locations: Mapping[str, Location] = field(default_factory=dict)
    """Placeholder -> where its expression is written."""
    doctest_line: int = 0
    """The line of the doctest's first line in its file (0 when unknown)."""
    options: tuple[str, ...] = ()
    """Options of its variant the example is played with (``[oklahoma]``): ``rules`` in its
    values, and the engine's verdict on the page, are the variant's with these options."""


@dataclass(frozen=True)
class Option:
    """Something a player may choose on top of a variant: a game length, Hollywood, Oklahoma…"""

    id: str
    """"single-hand", "to-100", "to-250", "hollywood", "oklahoma", …"""
    name: Text
    """How a list of options names it: "a single hand", "100", "Hollywood scoring"."""
    group: str
    """Options in the same group exclude each other (e.g. "length")."""
    sets: Mapping[str, object]
    """Rules or match fields the option sets (``{"oklahoma": True}``, ``{"match.target": 250}``)."""
    description: Text = ""
    location: Location = NOWHERE
    excludes: Mapping[str, Text] = field(default_factory=dict)
    """Option id -> why the two cannot be chosen together (both ways: the loader mirrors it)."""


@dataclass(frozen=True)
class Replacement:
    """An option a variant takes the place of, and why."""

    option: str
    reason: Text
    """"because both decide when you may knock"."""
    location: Location = NOWHERE
    reason_location: Location = NOWHERE


@dataclass(frozen=True)
class Variant:
    """A game form: the standard game or a variant of it, fully resolved."""

    id: str
    """"standard", "straight-gin", "oklahoma", … (the page's slug)."""
    extends: str | None
    """The id it was derived from (``None`` for the standard game)."""
    rules: Rules
    """Every parameter, inheritance resolved."""
    text: PageText
    options: tuple[str, ...]
    """Ids of the options that combine with this variant."""
    replaces: tuple[Replacement, ...] = ()
    examples: tuple[Example, ...] = ()
    status: str = "beta"
    """"beta" or "stable": the page's label."""
    location: Location = NOWHERE
    order: int = 0
    """Page order (the standard game 0)."""

    @property
    def is_standard(self) -> bool:
        return self.extends is None


@dataclass(frozen=True)
class Case:
    """One way a rule aspect can read: when every condition holds, ``text`` applies."""

    when: Mapping[str, object]
    """Field (``knocking``, ``match.target``, ``stock_end``) -> the value it must have."""
    text: Text
    """A template with placeholders named after rule fields: "Allowed up to {knock_limit}."."""
    location: Location = NOWHERE


@dataclass(frozen=True)
class Aspect:
    """A row of the comparison tables, derived from rule values, never written per variant."""

    id: str
    label: Text
    """The row heading: "Knocking", "How a hand ends", "End of the stock"."""
    cases: tuple[Case, ...]
    """Tried in order; the first whose conditions hold gives the cell."""
    location: Location = NOWHERE


@dataclass(frozen=True)
class Source:
    """A published rule book or site, cited by tag ("PAR", "BIC-OK")."""

    tag: str
    title: str
    """The title of its page or chapter, as the work names it: never translated."""
    url: str = ""
    note: Text = ""
    """What of the work is meant ("its older text"), translated."""
    by: str = ""
    """Its site, or its author and book ("Wikipedia"), as it names itself; empty when the
    title names the site itself."""


@dataclass(frozen=True)
class ParameterValue:
    """One value of a disputed rule and who plays it."""

    value: object
    description: Text
    sources: tuple[str, ...]
    """Source tags."""
    label: Text | None = None
    """The short name the page shows for the value (every enum value has one)."""


@dataclass(frozen=True)
class Parameter:
    """An entry of the parameter catalogue: a rule on which the books disagree."""

    name: str
    """The field of :class:`~generator.engine.rules.Rules` or ``match.<field>``."""
    title: Text
    meaning: Text
    type: str
    """"bool", "int", or "enum"."""
    default: object
    values: tuple[ParameterValue, ...]
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    location: Location = NOWHERE


@dataclass(frozen=True)
class GlossaryTerm:
    """A word of the game as this site uses it (``rules/glossary.yaml``)."""

    id: str
    term: Text
    definition: Text
    location: Location = NOWHERE


@dataclass(frozen=True)
class Link:
    """A link of a rule text to a page of the site, ``[text](page:<page>)``."""

    page: str
    location: Location


@dataclass(frozen=True)
class SourceText:
    """A translatable English text of the rule data: what the catalogs' extractor yields."""

    text: Text
    location: Location
    """Where it is written (the line of its value)."""
    comment: str
    """What the text is, for translators: "Page oklahoma (Oklahoma Gin): the tagline."."""
    context: str | None = None
    """The catalogs' msgctxt, for a text that other texts may share but not its grammar."""


OPTION_CONTEXT = "option"
"""The msgctxt of an option's name: a word of a list ("100 or 250"), not a glossary term."""
OPTION_LABEL_CONTEXT = "option label"
"""The msgctxt of an option's name as a check box's label on the Play page ("Hollywood
scoring"): a language that puts an article in a list need not put it on a label."""


@dataclass(frozen=True)
class Catalogue:
    """Everything in ``rules/``, loaded and validated."""

    variants: Mapping[str, Variant]
    """In page order, the standard game first."""
    options: Mapping[str, Option]
    aspects: tuple[Aspect, ...]
    parameters: Mapping[str, Parameter]
    sources: Mapping[str, Source]
    glossary: tuple[GlossaryTerm, ...] = ()
    texts: tuple[SourceText, ...] = ()
    """Every translatable text, file by file in the order the catalogs list them."""
    links: tuple[Link, ...] = ()
    """Every link of a rule text to a page of the site (the site checks their targets)."""

    @property
    def standard(self) -> Variant:
        return next(v for v in self.variants.values() if v.is_standard)
