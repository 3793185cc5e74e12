"""The Play page's service worker, written into the built site after every language's pages:
``play-sw.js`` at the site's root, which keeps the Play page and everything it loads, so
that a second visit starts from the browser's own storage and a game starts offline.

What it keeps is read from the built Play pages themselves: each language's page, the
style sheets, scripts and icon it links, and the files its data names for Pyodide (its core,
the standard library's and the engine's zips). The script names each with the SHA-256 of
its content, and its version is a hash of them all, so any change to any of them changes
the script, and the browser installs the new version beside the old one:

- **install** fetches every file (revalidated, not from a stale HTTP cache) into a cache of
  its own version, and checks each against its hash: a file of another version (a site
  updated while the worker installs) fails the install, which the next visit tries again;
- **activate** (once no page of the old version is open) removes the other versions' caches;
- **fetch** answers a request for one of its files (a Play page whatever its query) from its
  cache, and leaves every other request to the network.

So a page and the files it loads always come from one version, never half old, half new.
The page registers the worker (play.js) after its first game, with the page's own address as
its scope: only the Play pages are served by it, under whatever folder the site is published
(it is found relative to the page). A page opened from a ``file:`` address, or over plain
HTTP from another host than this machine, has no service worker: the game works, online.
"""

from __future__ import annotations

import hashlib
import html
import json
import re
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from generator.build.play_assets import PYODIDE_CORE, WORKER
from generator.site.pages import PLAY, href

PAGE = href(PLAY)
_LINKED = re.compile(
    r'<link\b[^>]*\brel="(?:stylesheet|icon)"[^>]*\bhref="([^"]+)"|<script\b[^>]*\bsrc="([^"]+)"'
)
_DATA = re.compile(r'<script type="application/json" id="play-data">(.*?)</script>', re.S)

SCRIPT = """\
// The Play page's service worker, written by the build (generator/build/play_worker.py): it
// keeps this version of the Play pages and of every file they load, each checked against its
// SHA-256, in a cache of its own, and answers their requests from it.
"use strict";
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = "gin-play-" + VERSION;
const KNOWN = new Map(Object.keys(FILES).map((path) => [new URL(path, self.location).href, path]));

function hex(buffer) {
  return [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function keep(cache, url, path) {
  if (await cache.match(url)) return; // kept by an install that did not finish
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  const digest = hex(await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer()));
  if (digest !== FILES[path]) throw new Error(`${url} is not of version ${VERSION}`);
  await cache.put(url, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all([...KNOWN].map(([url, path]) => keep(cache, url, path)))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names
    .filter((name) => name.startsWith("gin-play-") && name !== CACHE)
    .map((name) => caches.delete(name)))));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.search = "";
  url.hash = "";
  if (!KNOWN.has(url.href)) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(url.href))
    .then((kept) => kept || fetch(request)));
});
"""


def _local(site: Path, page: Path, link: str) -> str | None:
    """``link`` of ``page`` as a path from the site's root, if it is a file of the site."""
    if urlsplit(link).scheme or link.startswith(("/", "#", "data:")):
        return None
    base = page.relative_to(site).as_posix()
    path = urlsplit(urljoin(base, link)).path
    return path if (site / path).is_file() else None


def page_files(site: Path, page: Path) -> set[str]:
    """The page (from the site's root) and every file of the site it loads."""
    text = page.read_text(encoding="utf-8")
    found = {page.relative_to(site).as_posix()}
    for match in _LINKED.finditer(text):
        path = _local(site, page, html.unescape(match.group(1) or match.group(2)))
        if path:
            found.add(path)
    data = _DATA.search(text)
    if data:
        assets = json.loads(data.group(1))["assets"]
        loaded = [
            assets["stdlib"],
            assets["engine"],
            *(assets["pyodide"] + n for n in PYODIDE_CORE),
        ]
        for link in (*loaded, assets["pyodide"] + "pyodide-lock.json"):
            path = _local(site, page, link)
            if path:
                found.add(path)
    return found


def play_pages(site: Path, languages: Iterable[str]) -> list[Path]:
    """Each language's Play page: the source language's at the root, the others' in their
    folders."""
    pages = [site / PAGE, *(site / code / PAGE for code in languages)]
    return sorted({p for p in pages if p.is_file()})


def write(site: Path, languages: Iterable[str]) -> Path | None:
    """``play-sw.js`` for the Play pages of ``site``; None (and no worker) without them."""
    pages = play_pages(site, languages)
    if not pages:
        return None
    files = sorted(set().union(*(page_files(site, page) for page in pages)))
    digests = {path: hashlib.sha256((site / path).read_bytes()).hexdigest() for path in files}
    version = hashlib.sha256(json.dumps(digests, sort_keys=True).encode()).hexdigest()[:16]
    script = SCRIPT.replace("__VERSION__", version).replace(
        "__FILES__", json.dumps(digests, indent=1, sort_keys=True)
    )
    target = site / WORKER
    if not target.is_file() or target.read_text(encoding="utf-8") != script:
        target.write_text(script, encoding="utf-8")
    return target
