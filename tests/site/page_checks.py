"""What the browser checks of every page measure, and on which pages (test_site_readers.py).

- every page of every language on a phone (375 px) and on a desktop (1280 px), with every
  script of the site: how far it scrolls sideways, whether a chart's text is cut off or
  smaller than 11 px, and axe-core's violations;
- dark mode: the same on one page of each kind of content (home, the standard game with
  its cards and chart, the all-variants tables), in one language.

The pages are known from the project before the site is built (:func:`pages_of`), so each
language's pages are a test of their own; their findings are kept by everything that
decides them (:mod:`check_cache`), so an unchanged page is not loaded again.
"""

from __future__ import annotations

import os
from pathlib import Path

from generator.project import Project
from generator.site import pages as P
from tests.site import browser_audit
from tests.site.browser_audit import AXE, Chromium, Finding, audit
from tests.site.check_cache import FindingsCache, salt

WIDTHS = (1280, 375)
"""A desktop and a phone."""
DARK_PAGES = ("index.html", "standard.html", "matrix.html")


def folder(lang: str, source: str) -> str:
    """The folder of a language's pages in the built site ("" for the source language)."""
    return "" if lang == source else f"{lang}/"


def pages_of(project: Project, lang: str) -> list[str]:
    """Every HTML page of language ``lang`` in the site built from ``project``, relative
    to the site's root."""
    names = [P.href(page) for page in P.page_ids(project.rules.variant_ids)]
    names.append("404.html")
    if isinstance(project.translations.style_guides.get(lang), str):
        names.append("style.html")
    prefix = folder(lang, project.languages[0])
    return sorted(prefix + name for name in names)


def site_pages(site: Path) -> list[str]:
    """Every HTML page of the built site, relative to its root, in a stable order."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))


def check(
    chromium: Chromium, base: str, site: Path, paths: list[str], scheme: str = "light"
) -> list[Finding]:
    """The findings of ``paths`` at both widths, in ``scheme``; those of a page whose
    inputs are unchanged come from the cache (``GIN_RULES_CACHE``)."""
    cache = None
    if os.environ.get("GIN_RULES_CACHE"):
        code = (Path(browser_audit.__file__), Path(__file__), AXE)
        cache = FindingsCache(
            Path(os.environ["GIN_RULES_CACHE"]) / "page-checks",
            site,
            salt(chromium.browser.version, base, *code),
        )
    return chromium.run(
        audit(chromium.browser, base, paths, widths=WIDTHS, color_scheme=scheme, cache=cache)
    )
