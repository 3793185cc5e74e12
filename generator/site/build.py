"""Generation: every page of every language rendered to Markdown from the Jinja2 templates.

>>> from pathlib import Path  # doctest: +SKIP
>>> generate(Path("."), Path("/tmp/pages"))  # doctest: +SKIP
Generation(languages=8, pages=96)
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import jinja2
import jinja2.bccache
from markupsafe import Markup

from generator.engine import Rules, deadwood
from generator.engine.cards import Card, parse_cards
from generator.engine.melds import Meld
from generator.site import markup
from generator.site import pages as P
from generator.site.cards import render_hand
from generator.site.localize import Localizer, is_incomplete, load
from generator.site.statistics import StatisticsText, cache_folder, measure
from generator.site.translation_status import TranslationStatus, is_source
from generator.simulation import HandStatistics
from generator.variants import load_catalogue
from generator.variants.model import Catalogue, Example, GlossaryTerm, Variant

TEMPLATES = Path(__file__).with_name("templates")

ROLE_NAMES = {
    "knocker": "The knocker",
    "defender": "The defender",
    "hand": "The hand",
    "upcard": "The upcard",
}
"""Roles of an example's hands -> the UI msgid naming them."""


@dataclass(frozen=True)
class Generation:
    languages: int
    pages: int


class _CompiledTemplates(jinja2.BytecodeCache):
    """Templates compiled once per process, for every language's environment."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _CompiledTemplates()


def environment(localizer: Localizer) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        bytecode_cache=_COMPILED,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        extensions=["jinja2.ext.i18n"],
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["heading"] = lambda text: Markup(markup.heading(html.unescape(str(text))))
    env.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=localizer.gettext,
        ngettext=localizer.ngettext,
        pgettext=localizer.pgettext,
        newstyle=True,
    )
    return env


def _example_values(example: Example, rules: Rules) -> dict[str, object]:
    """The engine's values of an example, worked out once for all languages."""
    from generator.examples import example_values

    key = (example.id, tuple(example.hands.items()), tuple(example.values.items()), rules)
    if key not in _EXAMPLE_VALUES:
        if len(_EXAMPLE_VALUES) > 4096:  # a long `mkdocs serve` session
            _EXAMPLE_VALUES.clear()
        _EXAMPLE_VALUES[key] = example_values(example, rules)
    return dict(_EXAMPLE_VALUES[key])


_EXAMPLE_VALUES: dict[tuple[object, ...], dict[str, object]] = {}


@lru_cache(maxsize=1024)
def _arranged(notation: str, rules: Rules) -> tuple[tuple[Card, ...], tuple[Meld, ...]]:
    """A hand's cards and, for a whole hand, its melds; a single card (the upcard) has none."""
    cards = tuple(parse_cards(notation))
    melds = deadwood.best_arrangement(cards, rules).melds if len(cards) >= 10 else ()
    return cards, tuple(melds)


def example_context(example: Example, variant: Variant, text: P.SiteText) -> dict[str, Any]:
    """What an example shows: prose with computed values, drawn hands, the doctest."""
    values = _example_values(example, variant.rules)
    hands = []
    for role, notation in example.hands.items():
        cards, melds = _arranged(notation, variant.rules)
        label = text.loc.gettext(ROLE_NAMES.get(role, role))
        hands.append({"label": label, "html": Markup(render_hand(cards, melds, text.loc))})
    return {
        "title": text.heading(example.title),
        "prose": text.html(example.prose, {**text.rule_values(variant), **values}),
        "hands": hands,
        # raw text in a code fence: Markdown shows it as written, escaping would show "&gt;"
        "doctest": Markup(example.doctest.strip("\n")),
    }


def front_matter(title: str, **extra: object) -> str:
    lines = ["---", f"title: {json.dumps(title, ensure_ascii=False)}"]
    lines += [f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in extra.items()]
    return "\n".join(lines) + "\n---\n\n"


class LanguagePages:
    """The pages of one language."""

    def __init__(
        self,
        localizer: Localizer,
        catalogue: Catalogue,
        glossary: tuple[GlossaryTerm, ...],
        statistics: Mapping[str, HandStatistics] | None = None,
        translation: TranslationStatus | None = None,
    ) -> None:
        self.loc = localizer
        self.catalogue = catalogue
        self.glossary = glossary
        self.statistics = statistics or {}
        """Variant id -> how its hands end; a game without them shows no statistics."""
        self.translation = translation
        """The catalogs' status for the translators' page (no page without it)."""
        ids = (*P.FIXED_PAGES, *catalogue.variants)
        self.text = P.SiteText(localizer, catalogue, {i: P.href(i) for i in ids})
        self.env = environment(localizer)

    def not_found(self, home: str) -> str:
        """The 404 page; ``home`` is an absolute path, since it is served at any address."""
        return self._render("404.md.j2", meta={"search": {"exclude": True}}, home=home)

    def _render(
        self,
        template: str,
        title: str | Callable[[], str] | None = None,
        meta: Mapping[str, object] | None = None,
        **context: Any,
    ) -> str:
        """A page's Markdown: front matter, a notice if it used untranslated text, the body.

        The title is ``title``, or the template's own ``page_title`` (a UI string).
        Callables among the title and the context values are called here, so that
        the text they translate counts for the notice.
        """
        with self.loc.recording() as used:
            context = {k: v() if callable(v) else v for k, v in context.items()}
            title = title() if callable(title) else title
            module = self.env.get_template(template).make_module(
                {"t": self.text, "catalogue": self.catalogue, "href": P.href, **context}
            )
            body = str(module)
            page_title = title if title is not None else str(module.page_title)
        notice = ""
        if any(is_incomplete(s) for s in used.values()):
            notice = self.env.get_template("notice.md.j2").render()
        return front_matter(page_title, **(meta or {})) + notice + body

    def _statistics(self, *variants: Variant) -> Callable[[], StatisticsText | None]:
        """The statistics of ``variants`` (all measured, or None), made when the page renders."""

        def make() -> StatisticsText | None:
            if not variants or any(v.id not in self.statistics for v in variants):
                return None
            return StatisticsText(
                self.loc, [(self.text.title(v), self.statistics[v.id]) for v in variants]
            )

        return make

    def variant_page(self, variant: Variant) -> str:
        standard = self.catalogue.standard

        def title() -> str:
            return self.text.title(variant)

        def examples() -> list[dict[str, Any]]:
            return [example_context(e, variant, self.text) for e in variant.examples]

        if variant.is_standard:
            return self._render(
                "standard.md.j2",
                title,
                variant=variant,
                examples=examples,
                statistics=self._statistics(variant),
            )
        return self._render(
            "variant.md.j2",
            title,
            variant=variant,
            standard=standard,
            rows=lambda: self.text.rows((standard, variant), changes_only=True),
            examples=examples,
            statistics=self._statistics(standard, variant),
        )

    def all_pages(self) -> dict[str, str]:
        """File name (relative to the language folder) -> Markdown."""
        variants = tuple(self.catalogue.variants.values())
        out = {
            P.filename(P.HOME): self._render("home.md.j2", variants=variants),
            P.filename(P.MATRIX): self._render(
                "matrix.md.j2",
                columns=lambda: [self.text.title(v) for v in variants],
                rows=lambda: self.text.rows(variants),
                statistics=self._statistics(*variants),
            ),
            P.filename(P.RULEBOOKS): self._render(
                "rulebooks.md.j2",
                parameters=tuple(self.catalogue.parameters.values()),
            ),
            P.filename(P.GLOSSARY): self._render("glossary.md.j2", terms=self.glossary),
        }
        if self.translation is not None:
            out[P.filename(P.TRANSLATORS)] = self._render(
                "translators.md.j2",
                rows=self.translation.rows(self.loc),
                problems=self.translation.problems(self.loc.code),
                language=self.loc.language_name(),
                is_source=is_source(self.loc.code),
            )
        for variant in variants:
            out[P.filename(variant.id)] = self.variant_page(variant)
        return out


def load_inputs(root: Path) -> tuple[Catalogue, Mapping[str, Localizer], tuple[GlossaryTerm, ...]]:
    """The catalogue, the localizers and the glossary (RuleDataError/CatalogError when bad)."""
    catalogue = load_catalogue(root)
    return catalogue, load(root), catalogue.glossary


def generate(root: Path, out: Path) -> Generation:
    """Write every language's pages into ``out/<lang>/``; only changed files are rewritten."""
    catalogue, localizers, glossary = load_inputs(root)
    statistics = measure(catalogue, cache_folder(root))
    translation = TranslationStatus.measure(root, cache_folder(root))
    count = 0
    for code, localizer in localizers.items():
        folder = out / code
        folder.mkdir(parents=True, exist_ok=True)
        pages = LanguagePages(localizer, catalogue, glossary, statistics, translation).all_pages()
        for name, content in pages.items():
            write_if_changed(folder / name, content)
            count += 1
    return Generation(len(localizers), count)


def write_if_changed(path: Path, content: str) -> None:
    if not path.is_file() or path.read_text(encoding="utf-8") != content:
        path.write_text(content, encoding="utf-8")
