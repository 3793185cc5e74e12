"""Every page of the built site in Debian's Chromium: what a reader on a phone or a desktop
meets, measured in the page itself.

- ``overflow``: how far the document is wider than the window (sideways scroll), with
  the outermost elements that stick out;
- ``clipped``: chart texts (SVG ``<text>``) whose box leaves their SVG's box;
- ``small``: chart texts rendered under :data:`MIN_CHART_PX` (font size times the scale);
- ``axe``: axe-core's violations (injected from ``node_modules``, nothing from the network).

The site is served by :class:`SiteServer` under a path prefix, as it would be on a
project page of a static host; unknown addresses get the language's 404 page.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import functools
import sys
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tests.support import ROOT

if TYPE_CHECKING:
    from tests.site.check_cache import FindingsCache

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # JavaScript and WebAssembly (the Play page's Pyodide) run by V8's baseline compilers
    # only: the same behaviour, without compiling the hot code a second time in the
    # background, which costs the tests more than it gains them (a page and its checks run
    # for a second or two); the reader's speed is benchmarks/bench_play.py's, browser defaults
    "--js-flags=--liftoff-only --no-maglev --no-turbofan",
]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_PATH = "/__checks__/axe.min.js"
"""Where :class:`SiteServer` serves axe-core (cached by the browser, compiled once)."""
MIN_CHART_PX = 11
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]
FAILING_IMPACTS = ("serious", "critical")


class _Handler(SimpleHTTPRequestHandler):
    prefix = ""

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        # style sheets and scripts are fetched once per browser, not once per page
        if "/assets/" in self.path:
            self.send_header("Cache-Control", "max-age=3600")
        super().end_headers()

    def send_head(self):  # type: ignore[no-untyped-def]
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if not path.startswith(self.prefix + "/"):
            self.send_error(404)
            return None
        inner = path[len(self.prefix) :]
        if inner == AXE_PATH:  # axe-core for the page checks, from node_modules
            body = AXE.read_bytes()
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "max-age=3600")
            super().end_headers()
            self.wfile.write(body)
            return None
        self.path = inner
        target = Path(self.translate_path(inner))
        if target.is_dir():
            target = target / "index.html"
        if target.exists():
            return super().send_head()
        # a static host's 404: the language's own page, else the root one
        first = inner.strip("/").split("/", 1)[0]
        root = Path(self.directory)
        page = root / first / "404.html"  # a language's folder has a 404 page of its own
        if not first or not page.is_file():
            page = root / "404.html"
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closing early
            super().handle_error(request, client_address)


class SiteServer:
    """An HTTP server on 127.0.0.1, bound at once (the port is known before the site is
    built) and serving ``prefix`` from a folder given later by :meth:`start`."""

    def __init__(self, prefix: str = "/gin", port: int = 0) -> None:
        """``port``: the one to ask for first (another is taken when it is in use)."""
        self.prefix = prefix.rstrip("/")
        self._server: ThreadingHTTPServer | None = None
        try:
            self._socket = _Server(("127.0.0.1", port), SimpleHTTPRequestHandler)
        except OSError:
            self._socket = _Server(("127.0.0.1", 0), SimpleHTTPRequestHandler)
        self.port = self._socket.server_address[1]

    @property
    def url(self) -> str:
        """The site's address, ending in ``/``."""
        return f"http://127.0.0.1:{self.port}{self.prefix}/"

    def start(self, folder: Path) -> str:
        if self._server is None:
            handler = type("Handler", (_Handler,), {"prefix": self.prefix})
            self._socket.RequestHandlerClass = functools.partial(handler, directory=str(folder))
            self._server = self._socket
            threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self.url

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
        self._socket.server_close()


MEASURE = """
(minPx) => {
  const root = document.documentElement;
  const width = window.innerWidth;
  const name = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.classList.length ? '.' + [...el.classList].join('.') : '');
  const out = {overflow: root.scrollWidth - width, wide: [], clipped: [], small: [], texts: 0};
  // the outermost elements that stick out, not looking inside scrolling boxes
  const visit = (el) => {
    for (const child of el.children) {
      const r = child.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) {
        out.wide.push(name(child) + ' +' + Math.round(r.right - width));
      } else if (getComputedStyle(child).overflowX === 'visible') {
        visit(child);
      }
    }
  };
  if (out.overflow > 0) visit(document.body);
  for (const svg of document.querySelectorAll('.md-content svg[role="img"]')) {
    const box = svg.getBoundingClientRect();
    if (!box.width) continue;
    for (const t of svg.querySelectorAll('text')) {
      out.texts++;
      const r = t.getBoundingClientRect();
      const label = (t.textContent || '').slice(0, 40);
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
        out.clipped.push(label);
      }
      const px = parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a;
      if (px < minPx - 0.01) out.small.push(label + ' ' + px.toFixed(1) + 'px');
    }
  }
  return out;
}
"""

RUN_AXE = """
async (tags) => {
  // preload: false: no second download of every style sheet (for css-orientation-lock,
  // which then reports "incomplete", never a violation: the site locks no orientation)
  const r = await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                     resultTypes: ['violations'], preload: false});
  return r.violations.map(v => ({id: v.id, impact: v.impact, count: v.nodes.length,
    where: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' +
      (n.any.concat(n.all, n.none).map(c => c.message).join('; ')).slice(0, 200))}));
}
"""


@dataclass
class Finding:
    """What one page showed at one width."""

    path: str
    width: int
    overflow: int = 0
    wide: list[str] = field(default_factory=list)
    clipped: list[str] = field(default_factory=list)
    small: list[str] = field(default_factory=list)
    texts: int = 0
    axe: list[dict[str, Any]] = field(default_factory=list)

    def failing_axe(self) -> list[dict[str, Any]]:
        return [v for v in self.axe if v["impact"] in FAILING_IMPACTS]


async def _audit_page(page: Any, base: str, path: str, widths: Sequence[int]) -> list[Finding]:
    found = []
    await page.set_viewport_size({"width": widths[0], "height": 900})
    await page.goto(base + path, wait_until="load")
    await page.add_script_tag(url=base.rstrip("/") + AXE_PATH)
    for width in widths:
        if width != widths[0]:
            await page.set_viewport_size({"width": width, "height": 900})
        m = await page.evaluate(MEASURE, MIN_CHART_PX)
        finding = Finding(path, width, m["overflow"], m["wide"][:4], m["clipped"], m["small"])
        finding.texts = m["texts"]
        finding.axe = await page.evaluate(RUN_AXE, AXE_TAGS)
        found.append(finding)
    return found


UNNEEDED = ("*/search/search_index*", "*/workers/search*", "*/sitemap.xml")
"""What a page loads that a page check does not need: Material's search worker would build
the language's whole index, and its language selector reads every language's sitemap,
on every page load."""


async def checked_page(context: Any) -> Any:
    """A new page of ``context`` that loads nothing of :data:`UNNEEDED` (blocked in the
    browser itself: no request passes through playwright)."""
    page = await context.new_page()
    cdp = await context.new_cdp_session(page)
    await cdp.send("Network.enable")
    await cdp.send("Network.setBlockedURLs", {"urls": list(UNNEEDED)})
    return page


async def new_page(chromium: Chromium, *, search: bool = False, **options: Any) -> Any:
    """A page in a new context of ``chromium`` (``options``; 1280 x 900 unless a
    ``viewport`` is given), loading nothing of :data:`UNNEEDED` unless it is to ``search``."""
    context = await chromium.browser.new_context(
        viewport=options.pop("viewport", {"width": 1280, "height": 900}), **options
    )
    return await (context.new_page() if search else checked_page(context))


async def audit(
    browser: Any,
    base: str,
    paths: Iterable[str],
    widths: Sequence[int] = (1280, 375),
    *,
    color_scheme: str = "light",
    tabs: int = 2,
    cache: FindingsCache | None = None,
) -> list[Finding]:
    """Every page of ``paths`` (relative to ``base``) at each of ``widths``, in a few tabs
    at once; axe-core is put into each page once (served by :class:`SiteServer`, cached
    by the browser) and run at each width. A page whose findings ``cache`` holds is not
    loaded, and when it holds them all no tab is opened."""
    found: list[Finding] = []
    queue: list[tuple[str, list[str]]] = []  # each page to load, with its findings' keys
    for path in paths:
        keys = [cache.key(path, width, color_scheme) for width in widths] if cache else []
        kept = [cache.get(key) for key in keys] if cache else []
        if cache and all(kept):
            found.extend(f for f in kept if f is not None)
        else:
            queue.append((path, keys))
    if not queue:
        return sorted(found, key=lambda f: (f.path, f.width))
    context = await browser.new_context(color_scheme=color_scheme)

    async def tab() -> None:
        page = await checked_page(context)
        while queue:
            path, keys = queue.pop(0)
            fresh = await _audit_page(page, base, path, widths)
            for key, finding in zip(keys, fresh, strict=False):
                cache.put(key, finding)  # type: ignore[union-attr]
            found.extend(fresh)
        await page.close()

    try:
        await asyncio.gather(*(tab() for _ in range(min(tabs, len(queue)))))
    finally:
        await context.close()
    return sorted(found, key=lambda f: (f.path, f.width))


class Chromium:
    """Debian's Chromium driven by playwright from a thread of its own, each coroutine run
    on its event loop (the tests are synchronous); :meth:`shared` is the test process's
    one browser."""

    _shared: Chromium | None = None
    _lock = threading.Lock()

    @classmethod
    def shared(cls) -> Chromium:
        """This process's one browser: started on first use, closed when the process ends."""
        with cls._lock:
            if cls._shared is None:
                cls._shared = cls()
                atexit.register(cls._shared.close)
            return cls._shared

    def __init__(self) -> None:
        from playwright.async_api import async_playwright

        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()

        async def start() -> tuple[Any, Any]:
            playwright = await async_playwright().start()
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            return playwright, browser

        self._playwright, self.browser = self.run(start())

    def submit(self, coroutine: Any) -> concurrent.futures.Future[Any]:
        """``coroutine`` started on the browser's event loop; its result comes later."""
        return asyncio.run_coroutine_threadsafe(coroutine, self._loop)

    def run(self, coroutine: Any) -> Any:
        """``coroutine``'s result, run on the browser's event loop."""
        return self.submit(coroutine).result(timeout=300)

    def close(self) -> None:
        async def stop() -> None:
            await self.browser.close()
            await self._playwright.stop()

        try:
            self.run(stop())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=10)
