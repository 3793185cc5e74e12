"""Generation: every page of every language rendered to Markdown, the one path that the
MkDocs hook, the build benchmark and the tests all take.

>>> project = Project.load(Settings(Path(".")))  # doctest: +SKIP
>>> generate(project, Path("/tmp/pages"))  # doctest: +SKIP
Generation(languages=8, pages=104)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from generator.engine import Rules
from generator.errors import CatalogError, RuleDataError
from generator.examples import example_values
from generator.i18n import Localizer
from generator.project import Project
from generator.simulation import HandStatistics
from generator.site.language_pages import LanguagePages
from generator.site.pages import page_ids
from generator.site.statistics import measure
from generator.site.translation_status import TranslationStatus
from generator.variants import example_rules
from generator.variants.markup import link_problems
from generator.variants.model import Catalogue


@dataclass(frozen=True)
class Generation:
    languages: int
    pages: int


@dataclass(frozen=True)
class Inputs:
    """Everything the pages are made of, read and worked out once for all languages."""

    catalogue: Catalogue
    localizers: Mapping[str, Localizer]
    """Language code -> Localizer, in the site's order (the source language first)."""
    statistics: Mapping[str, HandStatistics]
    translation: TranslationStatus
    example_values: Mapping[tuple[str, str], Mapping[str, object]]
    example_rules: Mapping[tuple[str, str], Rules]
    """(variant id, example id) -> the rules the example is played by (options included)."""
    style_guides: Mapping[str, str]
    """Language -> its translators' style guide (``locales/<code>/STYLE.md``), when it has one."""
    preview: bool = False
    """The translators' preview: rejected translations are flagged on the pages."""


def load_inputs(project: Project, languages: Sequence[str] | None = None) -> Inputs:
    """What the pages of ``project`` are made of, in ``languages`` (all by default).

    :raises RuleDataError, CatalogError: bad input (every rule-data problem, or the first
        catalog that cannot be read).
    """
    catalogue = project.catalogue
    links = link_problems(catalogue.links, page_ids(project.rules.variant_ids))
    if links:
        raise RuleDataError(links[0].location, links[0].message, problems=links)
    localizers = project.localizers()
    if languages is not None:
        localizers = {code: localizers[code] for code in languages if code in localizers}
    played = {
        (variant.id, example.id): example_rules(catalogue, variant, example)
        for variant in catalogue.variants.values()
        for example in variant.examples
    }
    values = {
        (variant.id, example.id): example_values(
            example, played[(variant.id, example.id)], catalogue
        )
        for variant in catalogue.variants.values()
        for example in variant.examples
    }
    guides = project.translations.style_guides
    for code in localizers:
        guide = guides.get(code)
        if isinstance(guide, CatalogError):
            raise guide
    return Inputs(
        catalogue,
        localizers,
        measure(catalogue, project.settings.cache),
        TranslationStatus.measure(project),
        values,
        played,
        {code: guide for code in localizers if isinstance(guide := guides.get(code), str)},
        project.settings.preview,
    )


def render(
    inputs: Inputs, home: str = "/", play_assets: Mapping[str, str] | None = None
) -> dict[str, dict[str, str]]:
    """Language -> file name -> Markdown, the 404 page included; ``home`` is the address of
    the site's home page (the 404 page links to it from any address); ``play_assets``
    where the Play page finds what it loads (the build's
    :func:`generator.build.play_assets.asset_paths`)."""
    default = next(iter(inputs.localizers))
    out: dict[str, dict[str, str]] = {}
    for code, localizer in inputs.localizers.items():
        pages = LanguagePages(
            localizer,
            inputs.catalogue,
            inputs.statistics,
            inputs.translation,
            inputs.example_values,
            inputs.example_rules,
            inputs.style_guides.get(code),
            play_assets,
            preview=inputs.preview,
        )
        out[code] = pages.all_pages()
        out[code]["404.md"] = pages.not_found(
            home + ("" if code == default else f"{code}/") + "index.html"
        )
    return out


def write(pages: Mapping[str, Mapping[str, str]], out: Path) -> Generation:
    """Write every language's pages into ``out/<lang>/``; only changed files are rewritten."""
    count = 0
    for code, files in pages.items():
        folder = out / code
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in files.items():
            path = folder / name
            if not path.is_file() or path.read_text(encoding="utf-8") != content:
                path.write_text(content, encoding="utf-8")
            count += 1
    return Generation(len(pages), count)


def generate(
    project: Project,
    out: Path,
    languages: Sequence[str] | None = None,
    home: str = "/",
    play_assets: Mapping[str, str] | None = None,
) -> Generation:
    """Render every page of ``languages`` (all by default) of ``project`` into ``out``."""
    return write(render(load_inputs(project, languages), home, play_assets), out)
