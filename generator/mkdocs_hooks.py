"""MkDocs hooks: the generation runs inside ``mkdocs build`` (registered in mkdocs.yml).

``on_config`` loads ``rules/`` and ``locales/``, renders every page of every
language into a build-private folder (a copy of the hand-written ``docs/`` plus
the generated pages) and makes it the build's ``docs_dir``; nothing generated
lands in the source tree. A second ``on_config``, after mkdocs-static-i18n's,
gives each language build its footer text and turns on the Greek search
stemmer that MkDocs' option check drops.

Rule-data and catalog errors end the build with one line (a PluginError).
"""

from __future__ import annotations

import atexit
import logging
import shutil
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.pages import Page

from generator.errors import CatalogError, RuleDataError
from generator.site import build as site_build
from generator.site import pages as site_pages
from generator.site import postbuild
from generator.site import statistics as site_statistics
from generator.site.localize import LANGUAGES
from generator.site.markup import UnknownPage
from generator.site.translation_status import TranslationStatus
from generator.site.version import short_commit, version

log = logging.getLogger("mkdocs.hooks.gin_rules")

MARKER = ".generated-by-gin-rules"
HAND_WRITTEN_SKIP = ("overrides",)
"""Folders of docs/ that are not pages (the theme's custom_dir)."""

_state: dict[str, object] = {}


def project_root(config: MkDocsConfig) -> Path:
    return Path(config.config_file_path or "mkdocs.yml").resolve().parent


def _copy_hand_written(source: Path, target: Path) -> None:
    if not source.is_dir():
        return
    for item in source.iterdir():
        if item.name in HAND_WRITTEN_SKIP or item.name.startswith("."):
            continue
        if item.is_dir():
            shutil.copytree(item, target / item.name, dirs_exist_ok=True)
        else:
            shutil.copy2(item, target / item.name)


@event_priority(50)
def _generate(config: MkDocsConfig) -> MkDocsConfig:
    """Once per build (mkdocs-static-i18n re-runs on_config for each language)."""
    if (Path(config.docs_dir) / MARKER).is_file():
        return config
    root = project_root(config)
    hand_written = Path(config.docs_dir)
    out = Path(tempfile.mkdtemp(prefix="gin-rules-pages-"))
    atexit.register(shutil.rmtree, out, True)
    started = time.perf_counter()
    mount = urlsplit(config.site_url or "/").path or "/"
    default = next(iter(LANGUAGES))
    try:
        _copy_hand_written(hand_written, out)
        catalogue, localizers, glossary = site_build.load_inputs(root)
        measured = time.perf_counter()
        statistics = site_statistics.measure(catalogue, site_statistics.cache_folder(root))
        _state["statistics_seconds"] = time.perf_counter() - measured
        translation = TranslationStatus.measure(root, site_statistics.cache_folder(root))
        count = 0
        for code, localizer in localizers.items():
            folder = out / code
            folder.mkdir(parents=True, exist_ok=True)
            language = site_build.LanguagePages(
                localizer, catalogue, glossary, statistics, translation
            )
            pages = language.all_pages()
            home = mount + ("" if code == default else f"{code}/") + "index.html"
            pages["404.md"] = language.not_found(home)
            for name, content in pages.items():
                (folder / name).write_text(content, encoding="utf-8")
                count += 1
    except (RuleDataError, CatalogError) as e:
        raise PluginError(str(e)) from None
    except UnknownPage as e:
        raise PluginError(f"{root.name}: {e}") from None
    except LookupError as e:  # an aspect without a case for a variant
        raise PluginError(f"rules/aspects.yaml: {e}") from None
    (out / MARKER).write_text("", encoding="utf-8")
    _state["localizers"] = localizers
    _state["site_root"] = config.site_dir  # before mkdocs-static-i18n points it at <lang>/
    _state["commit"] = short_commit(root)
    _state["generation_seconds"] = time.perf_counter() - started
    log.info(
        "Generated %d pages in %d languages in %.2f s",
        count,
        len(localizers),
        _state["generation_seconds"],
    )
    config.docs_dir = str(out)
    config.nav = [
        site_pages.filename(p)
        for p in (site_pages.HOME, *catalogue.variants, *site_pages.FIXED_PAGES[1:])
    ]
    for watched in (root / "rules", root / "locales", hand_written):
        if watched.is_dir() and str(watched) not in config.watch:
            config.watch.append(str(watched))
    return config


@event_priority(-200)
def _per_language(config: MkDocsConfig) -> MkDocsConfig:
    """After mkdocs-static-i18n: footer text in the language being built; Greek search."""
    i18n = config.plugins.get("i18n")
    code = getattr(i18n, "current_language", None) or config.theme.get("language", "en")
    localizers = _state.get("localizers") or {}
    loc = localizers.get(code) if isinstance(localizers, dict) else None
    commit = _state.get("commit")
    gettext = loc.gettext if loc is not None else (lambda s: s)
    config.extra["gin"] = {
        "version": version(),
        "commit": commit or gettext("commit unknown"),
        "commit_known": commit is not None,
        "closing": gettext("No sign-up, no account: share the link and start playing."),
        "version_label": gettext("Version"),
    }
    search = config.plugins.get("material/search") or config.plugins.get("search")
    if search is not None:
        langs = search.config.get("lang") or []
        if isinstance(langs, str):
            langs = [langs]
        if code == "el" and "el" not in langs:
            search.config["lang"] = [*langs, "el"]
    return config


on_config = CombinedEvent(_generate, _per_language)


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if not page.file.src_uri.endswith("/404.md"):
        return output
    mount = urlsplit(config.site_url or "/").path or "/"
    output = postbuild.absolute_urls(output, page.url, mount)
    if page.file.src_uri == f"{LANGUAGES[0]}/404.md":
        _state["root_404"] = output
    return output


@event_priority(-200)
def on_post_build(config: MkDocsConfig) -> None:
    """The root 404 page, and each language's search index and sitemap."""
    site = Path(str(_state.get("site_root") or config.site_dir))
    root_404 = _state.get("root_404")
    if isinstance(root_404, str):  # later language builds overwrite it with their own
        (site / "404.html").write_text(root_404, encoding="utf-8")
    postbuild.language_sitemaps(site, config.site_url or "/", LANGUAGES)
    postbuild.language_search_indexes(site, LANGUAGES)
