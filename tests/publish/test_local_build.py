"""The site built without an address (``make site`` without ``SITE_URL``), as a reader
previewing it locally sees it: its folder served by a plain static server
(``python -m http.server``).

Such a site has no sitemaps (a sitemap names full addresses), so its pages carry no
alternates in their head, which would send Material's language selector after them; the
selector's links are relative. Every page carries its Content-Security-Policy (a server
like this one sends none), which lets its own inline scripts run and no others. Every page
of every language loads in Chromium with no console error and no refusal of the policy.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests import kept
from tests.publish import browser_checks, http_checks
from tests.site.browser_audit import Chromium
from tests.site.page_checks import site_pages
from tests.site.site_helpers import LANGUAGES

SELECTOR_LINK = re.compile(r'<a href="([^"]*)" hreflang="[^"]*" class="md-select__link">')


@pytest.fixture(scope="module")
def folder_server(local_site: Path) -> Iterator[str]:
    """``python -m http.server`` serving the site's folder; its address."""
    server = subprocess.Popen(
        [sys.executable, "-u", "-m", "http.server", "--bind", "127.0.0.1", "0"],
        cwd=local_site,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        port = re.search(r"port (\d+)", server.stdout.readline())
        assert port, "http.server printed no port"
        yield f"http://127.0.0.1:{port.group(1)}/"
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_no_sitemap_and_no_alternate_asks_for_one(local_site: Path) -> None:
    assert not list(local_site.rglob("sitemap.xml*"))
    pages = site_pages(local_site)
    assert len(pages) >= len(LANGUAGES) * 10
    problems = []
    for name in pages:
        page = (local_site / name).read_text(encoding="utf-8")
        if alternates := http_checks.head_alternates(page):
            problems.append(f"{name}: alternates in its head: {alternates}")
        selector = SELECTOR_LINK.findall(page)
        if len(selector) != len(LANGUAGES):
            problems.append(f"{name}: {len(selector)} languages in its selector")
        if not name.endswith("404.html"):  # the 404 page's links are absolute on purpose
            problems += [f"{name}: the selector links to {h}" for h in selector if h[:1] == "/"]
        problems += http_checks.page_policy_problems(name, page)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.browser
@pytest.mark.slow
def test_every_page_loads_without_console_errors(
    local_site: Path, folder_server: str, chromium: Callable[[], Chromium]
) -> None:
    pages = site_pages(local_site)

    def run() -> list[str]:
        browser = chromium()
        found = browser.run(browser_checks.every_page(browser.browser, folder_server, pages))
        return [f"{path}: {p}" for path, problems in sorted(found.items()) for p in problems]

    key = kept.key(local_site, "http.server")
    problems = kept.unless_passed(key, run)
    assert not problems, "\n".join(problems[:40])
