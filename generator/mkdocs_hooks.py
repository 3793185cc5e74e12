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
import json
import logging
import re
import shutil
import tempfile
import time
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.pages import Page

from generator.errors import CatalogError, RuleDataError
from generator.site import build as site_build
from generator.site import pages as site_pages
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

_RELATIVE = re.compile(r'((?:href|src)=")(?![a-z][a-z0-9+.-]*:|/|#)([^"]*)"')
_BASE = re.compile(r'("base":\s*")([^"]*)"')


def absolute_urls(output: str, page_url: str, mount: str) -> str:
    """``output`` with relative links made absolute: a 404 page is served at any address.

    >>> absolute_urls('<a href="../index.html">', "hu/404.html", "/")
    '<a href="/index.html">'
    """
    here = urljoin(mount, page_url)

    def fix(m: re.Match[str]) -> str:
        return f'{m.group(1)}{urljoin(here, m.group(2) or "./")}"'

    return _BASE.sub(fix, _RELATIVE.sub(fix, output))


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    if not page.file.src_uri.endswith("/404.md"):
        return output
    mount = urlsplit(config.site_url or "/").path or "/"
    output = absolute_urls(output, page.url, mount)
    if page.file.src_uri == f"{LANGUAGES[0]}/404.md":
        _state["root_404"] = output
    return output


LUNR_LANGUAGES = frozenset({"en", "hu", "el", "it", "de", "fr", "es"})
"""Languages with a lunr stemmer in Material (none for Polish: English rules then)."""


@event_priority(-200)
def on_post_build(config: MkDocsConfig) -> None:
    """One search index per language, so a reader's search finds pages in their language.

    mkdocs-static-i18n merges every language into ``search/search_index.json``;
    ``docs/overrides/main.html`` makes each page fetch ``search_index.<lang>.json``.
    """
    site = Path(str(_state.get("site_root") or config.site_dir))
    root_404 = _state.get("root_404")
    if isinstance(root_404, str):  # later language builds overwrite it with their own
        (site / "404.html").write_text(root_404, encoding="utf-8")
    _language_sitemaps(site, config.site_url or "/")
    index = site / "search" / "search_index.json"
    if not index.is_file():
        return
    data = json.loads(index.read_text(encoding="utf-8"))
    codes = list(LANGUAGES)
    for code in codes:
        prefix = "" if code == codes[0] else f"{code}/"
        docs = [
            d
            for d in data.get("docs", [])
            if (d["location"].startswith(prefix) if prefix else not _in_language_folder(d, codes))
        ]
        lang = [code] if code in LUNR_LANGUAGES else ["en"]
        out = {**data, "config": {**data.get("config", {}), "lang": lang}, "docs": docs}
        (index.parent / f"search_index.{code}.json").write_text(
            json.dumps(out, ensure_ascii=False), encoding="utf-8"
        )


_URL_ENTRY = re.compile(r"\s*<url>.*?</url>", re.S)
_LOC = re.compile(r"<loc>([^<]*)</loc>")


def _language_sitemaps(site: Path, site_url: str) -> None:
    """``<lang>/sitemap.xml``: the pages of that language, where Material's language
    selector looks for them (a sitemap lists only addresses below its own folder)."""
    sitemap = site / "sitemap.xml"
    if not sitemap.is_file():
        return
    xml = sitemap.read_text(encoding="utf-8")
    entries = _URL_ENTRY.findall(xml)
    if not entries:
        return
    head = xml[: xml.index(entries[0])]
    tail = xml[xml.index(entries[-1]) + len(entries[-1]) :]
    base = site_url if site_url.endswith("/") else site_url + "/"
    for code in LANGUAGES[1:]:
        if not (site / code).is_dir():
            continue
        prefix = urljoin(base, f"{code}/")
        mine = [e for e in entries if (m := _LOC.search(e)) and m.group(1).startswith(prefix)]
        (site / code / "sitemap.xml").write_text(head + "".join(mine) + tail, encoding="utf-8")


def _in_language_folder(doc: dict[str, str], codes: list[str]) -> bool:
    return doc["location"].split("/", 1)[0] in codes[1:]
