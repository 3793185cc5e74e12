"""What a reader's browser reports while a page of the site loads: every console error
(a file that answered 404, a script that failed, a resource the browser refused), every
uncaught exception, every request that failed, and every refusal of the
Content-Security-Policy (its ``securitypolicyviolation`` events).

A :class:`Tab` opens a page and waits until it has fetched everything it asks for on its
own (the theme's language selector and search fetch after the ``load`` event);
:func:`every_page` opens many pages in a few tabs; :func:`play_a_deal` starts a game on
the Play page and waits for the dealt hand. Each returns the problems as sentences, none
when all is well. Contexts come from :func:`new_context`, which listens for the policy's
refusals in every page.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterable
from typing import Any

LISTEN = """
window.__policyViolations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__policyViolations.push(
  `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
"""
"""Put into every page before its own scripts: it records the policy's refusals."""
QUIET_MS = 250
"""A page has settled once no request of its own has been open for this long (the search
worker asks for its stemmers a moment after the page's index has come)."""
SETTLE_LIMIT_S = 20


class Tab:
    """A tab that records what goes wrong on the page it shows."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.problems: list[str] = []
        self.open: set[Any] = set()
        self.quiet_since = time.monotonic()
        self.document = ""
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.problems.append(f"uncaught: {error}"))
        page.on("request", self._opened)
        page.on("requestfinished", self._closed)
        page.on("requestfailed", self._failed)

    def _console(self, message: Any) -> None:
        if message.type != "error":
            return
        where = (message.location or {}).get("url", "")
        self.problems.append(f"console: {message.text} ({where})")

    def _opened(self, request: Any) -> None:
        self.open.add(request)

    def _closed(self, request: Any) -> None:
        self.open.discard(request)
        if not self.open:
            self.quiet_since = time.monotonic()

    def _failed(self, request: Any) -> None:
        self._closed(request)
        # a request the browser dropped as the tab moved on is no fault of the site's (a
        # missing file answers 404, which the console reports)
        if request.url != self.document and "ERR_ABORTED" not in (request.failure or ""):
            self.problems.append(f"failed: {request.url} ({request.failure})")

    async def settled(self) -> None:
        """Once no request has been open for :data:`QUIET_MS`."""
        deadline = time.monotonic() + SETTLE_LIMIT_S
        while time.monotonic() < deadline:
            if not self.open and time.monotonic() - self.quiet_since >= QUIET_MS / 1000:
                return
            await asyncio.sleep(QUIET_MS / 3000)
        self.problems.append(f"still loading after {SETTLE_LIMIT_S} s: {len(self.open)} requests")

    async def load(self, url: str, *, status: int = 200) -> list[str]:
        """Open ``url``; what went wrong until the page settled. A page that is to answer
        ``status`` 404 (a missing page) may log its own 404, nothing else."""
        self.problems = []
        self.document = url
        answer = await self.page.goto(url, wait_until="load")
        given = answer.status if answer is not None else None
        if given != status:
            self.problems.append(f"answered {given}, not {status}")
        await self.settled()
        return self.found(url, status)

    def found(self, url: str, status: int = 200) -> list[str]:
        """The problems seen since the last :meth:`load`, with the policy's refusals."""
        own_404 = f"404 (Not Found) ({url})"
        return [p for p in self.problems if not (status == 404 and p.endswith(own_404))]

    async def refused(self) -> list[str]:
        """The Content-Security-Policy's refusals on the page as it is now."""
        found = await self.page.evaluate("window.__policyViolations || []")
        return [f"policy: {v}" for v in found]


async def new_context(browser: Any, **options: Any) -> Any:
    """A new context of ``browser`` (``options`` as playwright takes them) whose pages
    record the policy's refusals."""
    context = await browser.new_context(**options)
    await context.add_init_script(LISTEN)
    return context


async def new_tab(context: Any) -> Tab:
    page = await context.new_page()
    return Tab(page)


async def load(context: Any, url: str, *, status: int = 200) -> list[str]:
    """The problems of ``url`` opened in a new tab of ``context``, which is closed after."""
    tab = await new_tab(context)
    try:
        return await tab.load(url, status=status) + await tab.refused()
    finally:
        await tab.page.close()


async def every_page(
    browser: Any, base: str, paths: Iterable[str], *, tabs: int = 3
) -> dict[str, list[str]]:
    """Each page of ``paths`` (relative to ``base``) that had problems, with them; every
    page is opened in one of a few tabs of a new context, one after the other."""
    queue = list(paths)
    found: dict[str, list[str]] = {}
    context = await new_context(browser)

    async def work() -> None:
        tab = await new_tab(context)
        while queue:
            path = queue.pop(0)
            problems = await tab.load(base + path) + await tab.refused()
            if problems:
                found[path] = problems
        await tab.page.close()

    try:
        await asyncio.gather(*(work() for _ in range(min(tabs, len(queue)) or 1)))
    finally:
        await context.close()
    return found


async def play_a_deal(tab: Tab, url: str) -> list[str]:
    """The Play page at ``url``: loaded, a game started, its first hand dealt (the reader's
    cards shown); what went wrong on the way."""
    await tab.load(url)
    await tab.page.click("#play-start")
    shown = await tab.page.wait_for_selector(
        "#play-hand [data-card], #play-failed:not([hidden])", timeout=120_000
    )
    if await shown.get_attribute("id") == "play-failed":
        tab.problems.append("no hand dealt: the page says the game could not start")
    await tab.settled()
    return tab.found(url) + await tab.refused()
