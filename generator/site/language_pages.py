"""Every page of one language, rendered to Markdown from the templates."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup

from generator.engine import Card, Meld, Rules, best_arrangement
from generator.i18n import Localizer, State
from generator.i18n.state import SOURCE_LANGUAGE
from generator.play.cards import render_hand
from generator.play.verdict import ROLES, verdict
from generator.simulation import HandStatistics
from generator.site import pages as P
from generator.site.environment import environment, plain
from generator.site.markup import render_document
from generator.site.play import PlayPage
from generator.site.statistics import StatisticsText
from generator.site.translation_status import TranslationStatus, is_source
from generator.variants.model import Catalogue, Example, Variant

_BACKTICKS = re.compile(r"`+")
STYLE_PAGE = "style.md"
"""A language's style guide for its translators (linked from the translators' page only)."""


def fence(text: str) -> str:
    """A code fence longer than any run of backticks in ``text``: it cannot end early.

    >>> fence("x = 1"), fence("s = '````'")
    ('```', '`````')
    """
    longest = max((len(m.group(0)) for m in _BACKTICKS.finditer(text)), default=0)
    return "`" * max(3, longest + 1)


@lru_cache(maxsize=1024)
def _arranged(notation: str, rules: Rules) -> tuple[tuple[Card, ...], tuple[Meld, ...]]:
    """A hand's cards and, for a whole hand, its melds; a single card (the upcard) has none."""
    cards = tuple(Card.parse(text) for text in notation.replace(",", " ").split())  # as written
    melds = best_arrangement(cards, rules).melds if len(cards) >= 10 else ()
    return cards, tuple(melds)


def front_matter(title: str, **extra: object) -> str:
    lines = ["---", f"title: {json.dumps(title, ensure_ascii=False)}"]
    lines += [f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in extra.items()]
    return "\n".join(lines) + "\n---\n\n"


def is_incomplete(state: State) -> bool:
    """A page using a FUZZY or MISSING message shows a notice."""
    return state is not State.TRANSLATED


class LanguagePages:
    """The pages of one language."""

    def __init__(
        self,
        localizer: Localizer,
        catalogue: Catalogue,
        statistics: Mapping[str, HandStatistics],
        translation: TranslationStatus | None,
        example_values: Mapping[tuple[str, str], Mapping[str, object]],
        example_rules: Mapping[tuple[str, str], Rules],
        style_guide: str | None = None,
        play_assets: Mapping[str, str] | None = None,
        *,
        preview: bool = False,
    ) -> None:
        self.loc = localizer
        self.preview = preview
        """The translators' preview: rejected translations are flagged, and listed in the
        notice of the pages that use them."""
        self.catalogue = catalogue
        self.statistics = statistics
        """Variant id -> how its hands end; a game without them shows no statistics."""
        self.translation = translation
        """The catalogs' status for the translators' page (no page without it)."""
        self.example_values = example_values
        """(variant id, example id) -> the engine's values of the example's placeholders."""
        self.example_rules = example_rules
        """(variant id, example id) -> the rules it is played by."""
        self.style_guide = style_guide
        """This language's style guide for translators (Markdown), or None."""
        self.play_assets = dict(play_assets or {})
        """Where the Play page finds what it loads (``pyodide``, ``engine``: paths from the
        site's root; ``folder``, ``module``), as the build names them."""
        self.text = P.SiteText(localizer, catalogue, P.hrefs(catalogue), flag_rejected=preview)
        self.env = environment(self.text)

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
            page_title = title if title is not None else plain(vars(module)["page_title"])
        notice = ""
        if any(is_incomplete(s) for s in used.values()):
            rejected = self._rejected(used) if self.preview else []
            notice = self.env.get_template("notice.md.j2").render(rejected=rejected)
        return front_matter(page_title, **(meta or {})) + notice + body

    def _rejected(self, used: Mapping[str, State]) -> list[str]:
        """The rejected translations among the messages a page used: ``where: why``."""
        found = []
        for key, state in used.items():
            if state is State.MISSING:
                context, _, msgid = key.rpartition("\x04")
                rejection = self.loc.rejection(msgid, context or None)
                if rejection is not None:
                    found.append(str(rejection))
        return sorted(set(found))

    def _statistics(self, *variants: Variant) -> Callable[[], StatisticsText | None]:
        """The statistics of ``variants`` (all measured, or None), made when the page renders."""

        def make() -> StatisticsText | None:
            if not variants or any(v.id not in self.statistics for v in variants):
                return None
            return StatisticsText(
                self.loc, [(self.text.title(v), self.statistics[v.id]) for v in variants]
            )

        return make

    def example(self, example: Example, variant: Variant) -> dict[str, Any]:
        """What an example shows: prose with computed values, drawn hands, the doctest."""
        values = self.example_values[(variant.id, example.id)]
        rules = self.example_rules[(variant.id, example.id)]
        judged = verdict(example.hands, rules)
        roles = judged.roles if judged is not None else ROLES
        hands = []
        for role, notation in example.hands.items():
            cards, melds = _arranged(notation, rules)
            label = self.text.ui(roles.get(role, role))
            hands.append({"label": label, "html": Markup(render_hand(cards, melds, self.loc))})
        said = []
        if judged is not None:
            said = [self.text.html(judged.msgid, judged.values)]
            said += [self.text.html(msgid) for msgid in judged.extra]
        return {
            "title": self.text.heading(example.title),
            "prose": self.text.html(example.prose, {**self.text.rule_values(variant), **values}),
            "verdict": Markup(" ").join(said),
            "hands": hands,
            # raw text in a code fence longer than any backtick run in it: Markdown shows
            # it as written (escaping would show "&gt;"), and it cannot close the fence
            "doctest": Markup(example.doctest.strip("\n")),
            # the calculator opens an example's hands; an example without hands has no link
            "try": f"{P.href(P.PLAY)}?{urlencode({'game': variant.id, **example.hands})}"
            if example.hands
            else "",
            "fence": fence(example.doctest),
        }

    def variant_page(self, variant: Variant) -> str:
        standard = self.catalogue.standard

        def title() -> str:
            return self.text.title(variant)

        def examples() -> list[dict[str, Any]]:
            return [self.example(e, variant) for e in variant.examples]

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

    def play_page(self) -> str:
        """The Play page: its games and options, and the data play.js plays them from."""
        play = PlayPage(self.text, self.catalogue)
        prefix = "" if self.loc.code == SOURCE_LANGUAGE else "../"
        return self._render(
            "play.md.j2",
            games=play.games,
            levels=play.levels(),
            data=lambda: play.data(self._assets_from(prefix)),
            assets=prefix,
        )

    def _assets_from(self, prefix: str) -> dict[str, str]:
        """:attr:`play_assets`, the paths made relative to a page behind ``prefix``."""
        paths = ("pyodide", "engine", "stdlib", "worker", "root")
        return {k: (prefix + v if k in paths else v) for k, v in self.play_assets.items()}

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
            P.filename(P.GLOSSARY): self._render("glossary.md.j2", terms=self.catalogue.glossary),
            P.filename(P.PLAY): self.play_page(),
        }
        if self.translation is not None:
            out[P.filename(P.TRANSLATORS)] = self._render(
                "translators.md.j2",
                rows=self.translation.rows(self.loc),
                problems=self.translation.problems(self.loc.code),
                language=self.loc.language_name(),
                is_source=is_source(self.loc.code),
                has_style_guide=self.style_guide is not None,
            )
        if self.style_guide is not None:
            out[STYLE_PAGE] = self._render(
                "style.md.j2",
                meta={"search": {"exclude": True}},
                language=self.loc.language_name(),
                guide=Markup(render_document(self.style_guide, self.text.pages)),
            )
        for variant in variants:
            out[P.filename(variant.id)] = self.variant_page(variant)
        return out
