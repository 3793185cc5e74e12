"""What the browser checks of every page measure, and where (see test_site_readers.py).

- layout: every page of every language on a phone (375 px, where a page scrolls
  sideways if anything does), and on a desktop (1280 px, where the tables are tables
  and the navigation is beside the text) every page of the languages with the longest
  words, German and Greek: sideways scroll, chart texts. Material's script is left out
  (it changes nothing of a page's width or charts);
- accessible: axe-core with every script of the site, on every page of Greek (the
  longest texts, in a script of its own) on a phone, and on the home page of every
  language at both widths (its header, navigation and search, which change with the width);
- dark: the same in dark mode on one page of each kind of content (home, the standard
  game with its cards and chart, the all-variants tables) on a phone, the home page on a
  desktop too.

The three run one after the other, in the background from the start of the run, while the
tests that need no browser go on (:mod:`tests.site.shared`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.site.browser_audit import LANGUAGE_FOLDERS, MATERIAL_SCRIPT, Chromium, Finding, audit

PHONE, DESKTOP = 375, 1280
WIDTHS = (DESKTOP, PHONE)
WIDE_LANGUAGES = ("de", "el")
"""The languages whose every page is also measured on a desktop."""
AXE_EVERY_PAGE = "el"
DARK_PAGES = ("index.html", "standard.html", "matrix.html")


def language(path: str) -> str:
    """The language of a page of the site, from its path ("el/matrix.html": el)."""
    first = path.split("/", 1)[0]
    return first if first in LANGUAGE_FOLDERS else "en"


def site_pages(site: Path) -> list[str]:
    """Every HTML page of the built site, relative to its root, in a stable order."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def is_home(path: str) -> bool:
    return path == "index.html" or path.endswith("/index.html")


def widths(check: str, path: str) -> tuple[int, ...]:
    """The widths ``check`` measures the page ``path`` at."""
    if check == "layout":
        return WIDTHS if language(path) in WIDE_LANGUAGES else (PHONE,)
    return WIDTHS if is_home(path) else (PHONE,)


def plan(site: Path) -> dict[str, dict[str, Any]]:
    """Each check: its pages and the options of :func:`browser_audit.audit`."""
    pages = site_pages(site)
    homes = [p for p in pages if is_home(p) and language(p) != AXE_EVERY_PAGE]
    return {
        "layout": {"paths": pages, "with_axe": False, "blocked": [MATERIAL_SCRIPT]},
        "accessible": {"paths": [p for p in pages if language(p) == AXE_EVERY_PAGE] + homes},
        "dark": {
            "paths": [f"{AXE_EVERY_PAGE}/{p}" for p in DARK_PAGES],
            "color_scheme": "dark",
        },
    }


async def run_all(chromium: Chromium, base: str, site: Path) -> dict[str, list[Finding]]:
    """Every check of :func:`plan`, one after the other: each check's name -> its findings."""
    return {
        name: await audit(
            chromium.browser, base, widths=lambda path, name=name: widths(name, path), **options
        )
        for name, options in plan(site).items()
    }
