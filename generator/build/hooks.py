"""MkDocs hooks: the generation runs inside ``mkdocs build`` (registered in mkdocs.yml).

``on_config`` loads ``rules/`` and ``locales/``, renders every page of every
language into a build-private folder (a copy of the hand-written ``docs/`` plus
the generated pages) and makes it the build's ``docs_dir``; nothing generated
lands in the source tree. A second ``on_config``, after mkdocs-static-i18n's,
gives each language build its footer text and turns on the Greek search
stemmer that MkDocs' option check drops.

The language selector's links are the hook's own (:mod:`generator.build.alternates`); a
site built without an address keeps no alternates in its pages' heads. Every page gets its
Content-Security-Policy, and after the build the large files get gzip copies for a server
to send (neither in ``mkdocs serve``).

Under ``GIN_RULES_ONLY`` (the translators' preview) the build leaves out search and
``mkdocs serve`` looks for saved files more often (:mod:`generator.build.preview`). The
theme's files are listed once per process (:mod:`generator.build.theme_files`).

Rule-data and catalog errors end the build with one line (a PluginError).
"""

from __future__ import annotations

import atexit
import logging
import shutil
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from urllib.parse import urlsplit

from jinja2 import Environment
from markupsafe import Markup, escape
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.livereload import LiveReloadServer
from mkdocs.plugins import CombinedEvent, event_priority
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page
from mkdocs_static_i18n.config import I18nPluginLanguage

from generator.build import (
    alternates,
    bytecode,
    play_assets,
    play_worker,
    postbuild,
    preview,
    reports,
    theme_files,
    toc_titles,
)
from generator.build.version import short_commit, version
from generator.cache import DiskCache
from generator.errors import CatalogError, Problem, RuleDataError
from generator.i18n import Localizer
from generator.i18n.state import SOURCE_LANGUAGE
from generator.project import Project
from generator.settings import Settings
from generator.site import generate
from generator.site import pages as site_pages
from generator.site.environment import COMPILED

log = logging.getLogger("mkdocs.hooks.gin_rules")

MARKER = ".generated-by-gin-rules"
HAND_WRITTEN_SKIP = ("overrides",)
"""Folders of docs/ that are not pages (the theme's custom_dir)."""


@dataclass
class _Build:
    """What the hook's events of one build (or a preview's rebuilds) know of each other."""

    serving: bool = False
    """``mkdocs serve``: the translators' preview."""
    settings: Settings | None = None
    project: Project | None = None
    """The project as the last build loaded it (a rebuild keeps what did not change)."""
    localizers: dict[str, Localizer] = field(default_factory=dict)
    site_name: str | None = None
    site_description: str | None = None
    site_root: str | None = None
    """The site folder, before mkdocs-static-i18n points ``site_dir`` at a language's."""
    commit: str | None = None
    root_404: str | None = None
    generation_seconds: float = 0.0


_state = _Build()


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
    theme_files.list_once(config.theme)
    settings = replace(Settings.from_environment(project_root(config)), preview=_state.serving)
    _state.settings = settings
    if settings.only:
        preview.without_search(config)
    root = settings.root
    hand_written = Path(config.docs_dir)
    out = Path(tempfile.mkdtemp(prefix="gin-rules-pages-"))
    atexit.register(shutil.rmtree, out, True)
    started = time.perf_counter()
    mount = urlsplit(config.site_url or "/").path or "/"
    try:
        # the Play page's Python, compiled (or read from the cache) before the pages
        play = play_assets.asset_paths(settings, worker=not _state.serving)
        project = _state.project = Project.load(settings, _state.project)
        _copy_hand_written(hand_written, out)
        inputs = generate.load_inputs(project)
        done = generate.write(generate.render(inputs, mount, play), out)
    except RuleDataError as e:
        raise PluginError(reports.failure(e.problems or [Problem.from_error(e)])) from None
    except (CatalogError, play_assets.MissingPackage, bytecode.BytecodeError) as e:
        raise PluginError(str(e)) from None
    (out / MARKER).write_text("", encoding="utf-8")
    reports.say_rejected(inputs.translation.findings)
    _build_languages(config, inputs.localizers)
    _state.localizers = dict(inputs.localizers)
    _state.site_name, _state.site_description = config.site_name, config.site_description
    _state.site_root = config.site_dir
    _state.commit = short_commit(root)
    _state.generation_seconds = time.perf_counter() - started
    log.info(
        "Generated %d pages in %d languages in %.2f s",
        done.pages,
        done.languages,
        _state.generation_seconds,
    )
    config.docs_dir = str(out)
    config.nav = [site_pages.filename(p) for p in site_pages.navigation(inputs.catalogue.variants)]
    for watched in (root / "rules", root / "locales", hand_written):
        if watched.is_dir() and str(watched) not in config.watch:
            config.watch.append(str(watched))
    return config


def _build_languages(config: MkDocsConfig, localizers: Mapping[str, Localizer]) -> None:
    """The i18n plugin builds the languages that have a catalog (``locales/<code>/``), the
    source language first: those mkdocs.yml lists, and the others named as in CLDR."""
    i18n = config.plugins.get("i18n")
    if i18n is None:
        return
    items = i18n.config.languages
    listed = {item.locale for item in items}
    for code, loc in localizers.items():
        if code not in listed:
            item = I18nPluginLanguage()
            item.load_dict({"locale": code, "name": loc.language_name(), "build": True})
            item.validate()
            items.append(item)
    for item in items:
        item.build = item.locale in localizers
    config.extra["alternate"] = alternates.links(items)  # the selector's, relative
    alternates.quiet_plugin()


def on_startup(*, command: str, dirty: bool) -> None:
    """``mkdocs serve`` is the translators' preview: rejected translations are flagged, and
    the pages carry no Content-Security-Policy (the preview's server adds a script)."""
    _state.serving = command == "serve"


@event_priority(-200)
def _per_language(config: MkDocsConfig) -> MkDocsConfig:
    """After mkdocs-static-i18n: footer text in the language being built; Greek search."""
    i18n = config.plugins.get("i18n")
    code = getattr(i18n, "current_language", None) or config.theme.get("language", "en")
    loc = _state.localizers.get(code)
    commit = _state.commit

    def gettext(msgid: str) -> str:
        return loc.gettext(msgid) if loc is not None else msgid

    if _state.site_name:  # the title of every tab and header, what link previews show
        config.site_name = gettext(_state.site_name)
    if _state.site_description:
        config.site_description = gettext(_state.site_description)
    # theme templates do not escape what they are given: every text goes in escaped
    config.extra["gin"] = {
        "version": escape(version()),
        "commit": escape(commit or gettext("commit unknown")),
        "commit_known": commit is not None,
        "closing": escape(gettext("No sign-up, no account: share the link and start playing.")),
        "version_label": escape(gettext("Version")),
        # the palette toggle's names, by the scheme each option switches to
        "palette_toggle": {
            option.get("scheme", "default"): escape(gettext(option["toggle"]["name"]))
            for option in config.theme.get("palette") or []
            if isinstance(option, dict) and option.get("toggle")
        },
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


def on_serve(server: LiveReloadServer, config: MkDocsConfig, builder: object) -> LiveReloadServer:
    """The translators' preview notices a saved file sooner."""
    only = _state.settings.only if _state.settings is not None else None
    return preview.watch_often(server) if only else server


def on_page_content(html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """The side bar's contents titled as the headings are written (no-break spaces kept)."""
    toc_titles.retitle(page.toc, html)
    return html


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    """No alternates without an address; a 404 page's links absolute; every page's
    Content-Security-Policy, last (not in the preview, whose server adds a script)."""
    if not urlsplit(config.site_url or "").netloc:  # no address, no sitemaps to read
        output = alternates.without_alternates(output)
    if page.file.src_uri.endswith("/404.md"):
        mount = urlsplit(config.site_url or "/").path or "/"
        output = postbuild.absolute_urls(output, page.url, mount)
    if not _state.serving:
        output = postbuild.with_script_policy(output)
    if page.file.src_uri == f"{SOURCE_LANGUAGE}/404.md":
        _state.root_404 = output
    return output


@event_priority(-200)
def on_post_build(config: MkDocsConfig) -> None:
    """The root 404 page, each language's search index and sitemap, the Play page's files,
    the compressed copies a server sends (not for the preview, whose server sends none)."""
    site = Path(_state.site_root or config.site_dir)
    if _state.root_404 is not None:  # later language builds overwrite it with their own
        (site / "404.html").write_text(_state.root_404, encoding="utf-8")
    codes = tuple(_state.localizers) or (SOURCE_LANGUAGE,)
    settings = _state.settings or Settings.from_environment(project_root(config))
    postbuild.language_sitemaps(site, config.site_url or "/", codes)
    postbuild.language_search_indexes(site, codes)
    try:  # the Play page's Pyodide and engine, once for every language
        play_assets.vendor(site, settings)
    except (play_assets.MissingPackage, bytecode.BytecodeError) as e:
        raise PluginError(str(e)) from None
    if not _state.serving and _every_language_built(config):
        play_worker.write(site, tuple(_state.localizers))
        cache = DiskCache(settings.cache) if settings.cache is not None else None
        postbuild.precompress(site, cache, lasting=play_assets.PYODIDE_FOLDER)


def _every_language_built(config: MkDocsConfig) -> bool:
    """Whether this is the build's last post-build: mkdocs-static-i18n builds the other
    languages inside the first one's (while its ``building`` is set), and this hook runs
    after each of them, then once more after all."""
    return not getattr(config.plugins.get("i18n"), "building", False)


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    """The theme's templates escape every value they print: page titles, the site's name,
    navigation entries, whatever a translation or the rule data put there. Only what is
    marked as HTML passes as written: the pages' own HTML (escaped when it was generated,
    :func:`on_page_context`), and the theme's own markup."""
    env.autoescape = True
    env.bytecode_cache = COMPILED  # compiled once per process: `mkdocs serve` rebuilds fast
    return env


@event_priority(-1000)  # the last: the search plugin rewrites the content as plain text
def on_page_context(
    context: dict[str, object], page: Page, config: MkDocsConfig, nav: object
) -> dict[str, object]:
    """A page's HTML was built from escaped text by the generator: the theme prints it as is."""
    page.content = Markup(page.content or "")
    return context
