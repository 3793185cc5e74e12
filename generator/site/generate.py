"""Generation: every page of every language rendered to Markdown, the one path that the
MkDocs hook, the build benchmark and the tests all take.

>>> from pathlib import Path  # doctest: +SKIP
>>> generate(Path("."), Path("/tmp/pages"))  # doctest: +SKIP
Generation(languages=8, pages=104)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from generator.cache import cache_folder
from generator.engine import Rules
from generator.examples import example_values, rules_from
from generator.i18n import Localizer, load_localizers
from generator.i18n.style import read_style_guide
from generator.simulation import HandStatistics
from generator.site.language_pages import LanguagePages
from generator.site.statistics import measure
from generator.site.translation_status import TranslationStatus
from generator.variants import example_rules, load_catalogue
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


def load_inputs(root: Path, languages: Sequence[str] | None = None) -> Inputs:
    """Read ``root``'s rules and catalogs; :raises RuleDataError, CatalogError: bad input."""
    catalogue = load_catalogue(root)
    localizers = load_localizers(root)
    if languages is not None:
        localizers = {code: localizers[code] for code in languages if code in localizers}
    cache = cache_folder(root)
    played = {
        (variant.id, example.id): example_rules(catalogue, variant, example)
        for variant in catalogue.variants.values()
        for example in variant.examples
    }
    with rules_from(root):
        values = {
            (variant.id, example.id): example_values(example, played[(variant.id, example.id)])
            for variant in catalogue.variants.values()
            for example in variant.examples
        }
    guides = {code: read_style_guide(root, code) for code in localizers}
    return Inputs(
        catalogue,
        localizers,
        measure(catalogue, cache),
        TranslationStatus.measure(root, cache),
        values,
        played,
        {code: guide for code, guide in guides.items() if guide is not None},
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
    root: Path,
    out: Path,
    languages: Sequence[str] | None = None,
    home: str = "/",
    play_assets: Mapping[str, str] | None = None,
) -> Generation:
    """Render every page of ``languages`` (all by default) of ``root`` into ``out``."""
    return write(render(load_inputs(root, languages), home, play_assets), out)
