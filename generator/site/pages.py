"""The page model of one language: what each page shows, as localized, escaped HTML fragments.

A :class:`SiteText` wraps a Localizer and the catalogue. Templates call it to
turn rule-data msgids into HTML (translate, fill placeholders with rule values,
escape, small markup) and read the page list from :data:`PAGES`.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from generator.i18n import LazyValues
from generator.site import markup
from generator.site.localize import Localizer
from generator.variants import aspect_cell
from generator.variants.model import Aspect, Catalogue, Parameter, Variant

HOME, MATRIX, RULEBOOKS, GLOSSARY = "home", "matrix", "rulebooks", "glossary"
TRANSLATORS = "translators"
FIXED_PAGES = (HOME, MATRIX, RULEBOOKS, GLOSSARY, TRANSLATORS)

OR_LISTS = frozenset({"targets", "options"})
"""List placeholders joined with "or" ("100 or 250"); the others with "and"."""


def filename(page: str) -> str:
    """The Markdown file of a page id, relative to its language folder."""
    return "index.md" if page == HOME else f"{page}.md"


def href(page: str) -> str:
    """A relative link from any page of a language to ``page`` in the same language."""
    return filename(page).removesuffix(".md") + ".html"


@dataclass(frozen=True)
class Row:
    """One row of a comparison table: the aspect label and one HTML cell per column."""

    label: Markup
    cells: tuple[Markup, ...]


class SiteText:
    """Localized text for one language's pages."""

    def __init__(
        self, localizer: Localizer, catalogue: Catalogue, pages: Mapping[str, str]
    ) -> None:
        self.loc = localizer
        self.catalogue = catalogue
        self.pages = pages
        """Page id -> href, for ``[text](page:<id>)`` links."""

    # -- text ---------------------------------------------------------------
    def values(self, values: Mapping[str, object]) -> Mapping[str, object]:
        """Placeholder values localized: msgids translated, lists joined in the language's
        way; each worked out only when a text uses it."""
        return LazyValues(values, self._localize)

    def _localize(self, key: str, value: object) -> object:
        if isinstance(value, tuple):
            items = [self.loc.gettext(str(v)) for v in value]
            if key == "reasons":
                return " ".join(items)
            style = "or" if key in OR_LISTS else "standard"
            return self.loc.format_list(items, style) if items else ""
        if key in ("title", "standard") and isinstance(value, str):
            return self.loc.gettext(value)
        return value

    def html(self, msgid: str, values: Mapping[str, object] | None = None) -> Markup:
        """A rule-data text as safe inline HTML."""
        text = self.loc.format_map(msgid, self.values(values or {}))
        return Markup(markup.render(text, self.pages))

    def heading(self, msgid: str) -> Markup:
        """A rule-data text for a Markdown heading."""
        return Markup(markup.heading(self.loc.gettext(msgid)))

    def title(self, variant: Variant) -> str:
        """The translated game name, plain text."""
        return markup.plain(self.loc.gettext(variant.text.title))

    def rule_values(self, variant: Variant) -> dict[str, object]:
        """Every placeholder of ``variant`` (the values an aspect cell gets)."""
        first = self.catalogue.aspects[0] if self.catalogue.aspects else None
        if first is None:
            return {"title": variant.text.title, "standard": self.catalogue.standard.text.title}
        return aspect_cell(first, variant, self.catalogue)[1]

    def variant_text(self, variant: Variant, msgid: str) -> Markup:
        return self.html(msgid, self.rule_values(variant))

    # -- tables -------------------------------------------------------------
    def cell(self, aspect: Aspect, variant: Variant) -> Markup:
        template, values = aspect_cell(aspect, variant, self.catalogue)
        return self.html(template, values)

    def rows(self, variants: tuple[Variant, ...], *, changes_only: bool = False) -> tuple[Row, ...]:
        """A row per aspect; with ``changes_only``, only the rows whose cells differ."""
        rows = []
        for aspect in self.catalogue.aspects:
            cells = tuple(self.cell(aspect, v) for v in variants)
            if changes_only and len(set(cells)) == 1:
                continue
            rows.append(Row(Markup(html.escape(self.loc.gettext(aspect.label))), cells))
        return tuple(rows)

    # -- values of the parameter catalogue ----------------------------------
    def value(self, value: object, label: str | None = None) -> str:
        """A rule value as the reader sees it: yes/no, a localized number, or its ``label``
        (the translated short name of a choice)."""
        if label is not None:
            return markup.plain(self.loc.gettext(label))
        if value is True:
            return self.loc.gettext("yes")
        if value is False:
            return self.loc.gettext("no")
        if value is None:
            return self.loc.gettext("none (a single hand)")
        if isinstance(value, int | float):
            return self.loc.format_number(value)
        return str(value).replace("_", " ")

    def played_here(self, parameter: Parameter) -> str:
        """The value this site plays of ``parameter``, as :meth:`value` shows it."""
        for v in parameter.values:
            if v.value == parameter.default and type(v.value) is type(parameter.default):
                return self.value(v.value, v.label)
        return self.value(parameter.default)

    def source(self, tag: str) -> dict[str, Any]:
        src = self.catalogue.sources.get(tag)
        return {"tag": tag, "title": src.title if src else tag, "url": src.url if src else ""}
