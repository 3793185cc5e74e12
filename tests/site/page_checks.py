"""What the browser checks of every page measure, and where (see test_site_readers.py).

- every: every page of every language on a phone (375 px) and on a desktop (1280 px),
  with every script of the site: how far it scrolls sideways, whether a chart's text is
  cut off or smaller than 11 px, and axe-core's violations;
- dark: the same in dark mode on one page of each kind of content (home, the standard
  game with its cards and chart, the all-variants tables), in Greek.

The two run one after the other, in the background from the start of the run, while the
tests that need no browser go on (:mod:`tests.site.shared`).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tests.site import browser_audit
from tests.site.browser_audit import AXE, LANGUAGE_FOLDERS, Chromium, Finding, audit
from tests.site.check_cache import FindingsCache, salt

WIDTHS = (1280, 375)
"""A desktop and a phone."""
DARK_LANGUAGE = "el"
DARK_PAGES = ("index.html", "standard.html", "matrix.html")


def language(path: str) -> str:
    """The language of a page of the site, from its path ("el/matrix.html": el)."""
    first = path.split("/", 1)[0]
    return first if first in LANGUAGE_FOLDERS else "en"


def site_pages(site: Path) -> list[str]:
    """Every HTML page of the built site, relative to its root, in a stable order."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def plan(site: Path) -> dict[str, dict[str, Any]]:
    """Each check: its pages and the options of :func:`browser_audit.audit`."""
    return {
        "every": {"paths": site_pages(site)},
        "dark": {
            "paths": [f"{DARK_LANGUAGE}/{p}" for p in DARK_PAGES],
            "color_scheme": "dark",
        },
    }


async def run_all(chromium: Chromium, base: str, site: Path) -> dict[str, list[Finding]]:
    """Every check of :func:`plan`, one after the other: each check's name -> its findings
    (those of a page whose inputs are unchanged from the cache, :mod:`check_cache`)."""
    cache = None
    if os.environ.get("GIN_RULES_CACHE"):
        code = (Path(browser_audit.__file__), Path(__file__), AXE)
        cache = FindingsCache(
            Path(os.environ["GIN_RULES_CACHE"]) / "page-checks",
            site,
            base,
            salt(chromium.browser.version, *code),
        )
    return {
        name: await audit(chromium.browser, base, widths=WIDTHS, cache=cache, **options)
        for name, options in plan(site).items()
    }
