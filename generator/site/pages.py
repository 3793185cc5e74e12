"""The page model of one language: what each page shows, as localized, escaped HTML fragments.

A :class:`SiteText` wraps a Localizer and the catalogue. Templates call it to
turn msgids into HTML. Every text, translated or not, is untrusted: it is escaped
first, then only its small markup (``*em*``, ``**strong**``, ``[text](page:<id>)``)
is rebuilt as HTML. Placeholder values are filled in after that, escaped, and are
never read as markup.

>>> from generator.i18n import english
>>> from generator.variants.model import Catalogue
>>> text = SiteText(english(), Catalogue({}, {}, (), {}, {}), {"home": "index.html"})
>>> text.html("See *{name}*, [home](page:home).", {"name": "<b>*x*</b>"})
Markup('See <em>&lt;b&gt;*x*&lt;/b&gt;</em>, <a href="index.html">home</a>.')
>>> text.ui("What is {title}?", title="A & B")
Markup('What is A &amp; B?')
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from markupsafe import Markup

from generator.i18n import LazyValues, Localizer, Name, State
from generator.i18n.localizer import Resolve
from generator.i18n.naming import ListStyle
from generator.i18n.state import SOURCE_LANGUAGE
from generator.i18n.values import Translated
from generator.site import markup
from generator.site.markup import UnknownPage
from generator.text.forms import FormError
from generator.text.placeholders import PlaceholderError, fill_with
from generator.variants import aspect_cell
from generator.variants.model import (
    OPTION_CONTEXT,
    Aspect,
    Catalogue,
    Parameter,
    Variant,
)

HOME, PLAY, MATRIX = "home", "play", "matrix"
RULEBOOKS, GLOSSARY, TRANSLATORS = "rulebooks", "glossary", "translators"
FIXED_PAGES = (HOME, PLAY, MATRIX, RULEBOOKS, GLOSSARY, TRANSLATORS)
"""The site's pages besides one per variant, by id, in the navigation's order (the games
come after the home page): what ``[text](page:<id>)`` may name besides a game."""


def page_ids(variant_ids: Iterable[str]) -> tuple[str, ...]:
    """Every page of the site by id: the fixed pages, then one per variant (a page per
    variant file, whether or not it loads: a link to it is no error of its own)."""
    return (*FIXED_PAGES, *variant_ids)


def hrefs(catalogue: Catalogue) -> dict[str, str]:
    """Page id -> the page's file, for every page of the site."""
    return {page: href(page) for page in page_ids(catalogue.variants)}


def navigation(variant_ids: Iterable[str]) -> list[str]:
    """The pages in the navigation's order: the home page, the games, the others."""
    others = [page for page in FIXED_PAGES if page != HOME]
    return [HOME, *variant_ids, *others]


OR_LISTS = frozenset({"targets", "options"})
"""List placeholders joined with "or" ("100 or 250"); the others with "and"."""

_OPEN, _CLOSE = "\ue000", "\ue001"
"""Private-use characters that stand for a placeholder while the markup is rendered."""
_TOKEN = re.compile(f"{_OPEN}(\\d+){_CLOSE}")


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
        self,
        localizer: Localizer,
        catalogue: Catalogue,
        pages: Mapping[str, str],
        *,
        flag_rejected: bool = False,
    ) -> None:
        self.loc = localizer
        self.catalogue = catalogue
        self.pages = pages
        """Page id -> href, for ``[text](page:<id>)`` links."""
        self.flag_rejected = flag_rejected
        """Whether a rejected translation is flagged on the page (the translators' preview)."""

    # -- filling texts --------------------------------------------------------------

    def _resolver(self, values: Mapping[str, object], shown: list[str]) -> Resolve:
        """Fills each placeholder with a token standing for its value as escaped HTML (in
        the form asked for), kept in ``shown`` until the markup is rendered."""
        lazy = self.values(values)
        tokens: dict[tuple[str, str | None, str], str] = {}

        def resolve(name: str, form: str | None, language: str) -> str:
            if name not in lazy:
                raise PlaceholderError(f"unknown placeholder {{{name}}}")
            key = (name, form, language)
            if key not in tokens:
                value = lazy[name]
                if isinstance(value, Markup):
                    if form is not None:
                        raise FormError(f"an HTML value has no form '{form}'")
                    shown.append(str(value))
                else:
                    shown.append(html.escape(self.loc.shown(value, form, language)))
                tokens[key] = f"{_OPEN}{len(shown) - 1}{_CLOSE}"
            return tokens[key]

        return resolve

    def _render(self, text: str, shown: list[str]) -> Markup:
        """``text`` (placeholders already tokens) as HTML, tokens then filled from ``shown``."""
        out = markup.render(text, self.pages)

        def value(m: re.Match[str]) -> str:
            index = int(m.group(1))  # a token a translation wrote itself stands for nothing
            return shown[index] if index < len(shown) else ""

        return Markup(_TOKEN.sub(value, out))

    def html(self, msgid: str, values: Mapping[str, object] | None = None) -> Markup:
        """A text with ``{placeholders}``, translated, as safe inline HTML; the English
        text instead, marked as English, when there is no usable translation."""
        shown: list[str] = []
        resolve = self._resolver(values or {}, shown)
        done = self.loc.translation(msgid, resolve)
        try:
            return self._shown(self._render(done.text, shown), done)
        except UnknownPage:  # a translation's link to no page: the English text instead
            self.loc.record_unusable(msgid, reason="a link to a page that does not exist")
            english = fill_with(msgid, lambda n, f: resolve(n, f, SOURCE_LANGUAGE))
            fallback = Translated(english, SOURCE_LANGUAGE, self.loc.rejection(msgid))
            return self._shown(self._render(english, shown), fallback)

    def _shown(self, text: Markup, done: Translated) -> Markup:
        """``text`` as the page shows it: English in a page of another language is marked
        as English (``lang="en"``), and, in the translators' preview, a rejected
        translation is flagged beside it with its place and reason."""
        if done.language == self.loc.code:
            return text
        marked = Markup('<span lang="{}" class="untranslated">{}</span>').format(
            done.language, text
        )
        if self.flag_rejected and done.rejected is not None:
            marked += Markup(
                ' <mark class="translation-flag" lang="en">translation rejected: {}</mark>'
            ).format(str(done.rejected))
        return marked

    def ui(self, msgid: str, **values: object) -> Markup:
        """A template string, translated, as safe inline HTML."""
        return self.html(msgid, values)

    def ui_plural(self, singular: str, plural: str, n: int, **values: object) -> Markup:
        """The plural form of a template string for ``n`` (``{num}`` is ``n``)."""
        values.setdefault("num", n)
        shown: list[str] = []
        resolve = self._resolver(values, shown)
        done = self.loc.translation_plural(singular, plural, n, resolve)
        try:
            return self._shown(self._render(done.text, shown), done)
        except UnknownPage:
            self.loc.record_unusable(singular, reason="a link to a page that does not exist")
            source = singular if n == 1 else plural
            english = fill_with(source, lambda n_, f: resolve(n_, f, SOURCE_LANGUAGE))
            fallback = Translated(english, SOURCE_LANGUAGE, self.loc.rejection(singular))
            return self._shown(self._render(english, shown), fallback)

    def values(self, values: Mapping[str, object]) -> Mapping[str, object]:
        """Placeholder values localized: msgids translated, lists joined in the language's
        way; each worked out only when a text uses it."""
        return LazyValues(values, self._localize)

    def _localize(self, key: str, value: object) -> object:
        if isinstance(value, tuple):
            if key == "reasons":
                return " ".join(self.loc.gettext(str(v)) for v in value)
            items = [self.loc.pgettext(OPTION_CONTEXT, str(v)) for v in value]
            style: ListStyle = "or" if key in OR_LISTS else "standard"
            return self.loc.format_list(items, style) if items else ""
        if key in ("title", "standard") and isinstance(value, str):
            return Name(value)
        return value

    def heading(self, msgid: str) -> Markup:
        """A rule-data text for a Markdown heading (marked as English when it is)."""
        text = markup.heading(self.loc.gettext(msgid))
        if self.loc.code != SOURCE_LANGUAGE and self.loc.state(msgid) is not State.TRANSLATED:
            return Markup(f'<span lang="{SOURCE_LANGUAGE}">{text}</span>')
        return Markup(text)

    def word(self, msgid: str, context: str | None = None, *, capital: bool = False) -> Markup:
        """A short text (a glossary term, an option's name) as plain text, translated and
        escaped, with a capital first letter if asked; the English marked as English when
        there is no translation."""
        text = markup.plain(self.loc.pgettext(context, msgid))
        if capital:
            text = text[:1].upper() + text[1:]
        shown = Markup.escape(text)
        if self.loc.code == SOURCE_LANGUAGE or self.loc.state(msgid, context) is State.TRANSLATED:
            return shown
        return Markup('<span lang="{}">{}</span>').format(SOURCE_LANGUAGE, shown)

    def title(self, variant: Variant) -> str:
        """The translated game name, plain text."""
        return markup.plain(self.loc.gettext(variant.text.title))

    def name(self, variant: Variant) -> Name:
        """The game's name as a placeholder value: a sentence may ask for its forms."""
        return Name(variant.text.title)

    def rule_values(self, variant: Variant) -> dict[str, object]:
        """Every placeholder of ``variant`` (the values an aspect cell gets)."""
        first = self.catalogue.aspects[0] if self.catalogue.aspects else None
        if first is None:
            return {"title": variant.text.title, "standard": self.catalogue.standard.text.title}
        return aspect_cell(first, variant, self.catalogue)[1]

    def variant_text(self, variant: Variant, msgid: str) -> Markup:
        return self.html(msgid, self.rule_values(variant))

    # -- tables ---------------------------------------------------------------------

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
            rows.append(Row(self.html(aspect.label), cells))
        return tuple(rows)

    # -- values of the parameter catalogue ------------------------------------------

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
        """A cited source: its tag, who publishes it (``by``), its title, its address."""
        src = self.catalogue.sources.get(tag)
        if src is None:
            return {"tag": tag, "by": "", "title": tag, "url": ""}
        return {"tag": tag, "by": src.by, "title": src.title, "url": src.url}
