"""What a server must answer for each file of a built site, checked on one answer at a
time: its type, its compression, how long it may be cached, and the security headers.

Each check returns its problems as sentences (an empty list: none), so that a test can
report every file that fails at once; :func:`get` asks for one address, as a browser
would, without following redirects or decompressing.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import http.client
import re
from dataclasses import dataclass
from email.message import Message
from pathlib import Path
from urllib.parse import urlsplit

TYPES = {
    ".html": "text/html",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".css": "text/css",
    ".json": "application/json",
    ".zip": "application/zip",
    ".png": "image/png",
    ".xml": "text/xml",
    ".svg": "image/svg+xml",
}
"""The type each kind of file must be sent with (JavaScript as RFC 9239 names it)."""
TEXT_TYPES = ("text/html", "text/css", "text/javascript", "application/json", "text/xml")
"""Sent with their character set, UTF-8."""

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
CONTENT_HASHED = (
    # MkDocs-Material's bundle, search worker and style sheets: bundle.a5f9d56c.min.js
    re.compile(
        r"^assets/(?:javascripts|stylesheets)/(?:workers/)?[a-z]+\.[0-9a-f]{8}\.min\.(?:js|css)$"
    ),
    # the Play page's engine and standard library (generator/build/play_assets.py):
    # engine-11913a5d97b5.zip, stdlib-11913a5d97b5.zip
    re.compile(r"^assets/play/(?:engine|stdlib)-[0-9a-f]{12}\.zip$"),
    # Pyodide's files under its version's folder: assets/pyodide/314.0.8/pyodide.asm.wasm
    re.compile(r"^assets/pyodide/[0-9][0-9a-z.]*/[^/]+$"),
)
"""The files whose address changes with their content: cached for a year, never asked
again. Everything else (pages, the site's own style sheets and scripts, the Play page's
service worker) is asked again each time, and answered "not modified" while it is
unchanged."""

SECURITY = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
}
POLICY = {
    "default-src": {"'self'"},
    "script-src": {"'self'", "'wasm-unsafe-eval'"},
    "object-src": {"'none'"},
    "base-uri": {"'self'"},
    "frame-ancestors": {"'none'"},
}
"""What the Content-Security-Policy must hold at least (each directive's sources)."""
NEVER = ("'unsafe-eval'", "*", "http:", "https:")
"""Sources no directive may allow: evaluated code, any host."""
PERMISSIONS = ("camera=()", "microphone=()", "geolocation=()")


@dataclass(frozen=True)
class Answer:
    status: int
    headers: Message
    body: bytes

    def header(self, name: str) -> str:
        return self.headers.get(name, "")


def get(
    url: str, *, gzip_ok: bool = False, method: str = "GET", headers: dict[str, str] | None = None
) -> Answer:
    """The server's answer to ``url``, as sent (no redirect followed, nothing decoded)."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=30)
    asked = {"Accept-Encoding": "gzip" if gzip_ok else "identity", **(headers or {})}
    try:
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request(method, target, headers=asked)
        response = connection.getresponse()
        return Answer(response.status, response.msg, response.read())
    finally:
        connection.close()


def decoded(answer: Answer) -> bytes:
    return (
        gzip.decompress(answer.body) if answer.header("Content-Encoding") == "gzip" else answer.body
    )


def type_problems(name: str, answer: Answer) -> list[str]:
    """``name`` (a path of the site) sent with its type, and text with UTF-8."""
    want = TYPES.get(Path(name).suffix)
    given = answer.header("Content-Type")
    media = given.split(";", 1)[0].strip()
    found = []
    if want is not None and media != want:
        found.append(f"{name}: Content-Type {given!r}, not {want}")
    if media in TEXT_TYPES and "charset=utf-8" not in given.lower().replace(" ", ""):
        found.append(f"{name}: Content-Type {given!r} names no charset=utf-8")
    return found


def content_hashed(name: str) -> bool:
    return any(pattern.match(name) for pattern in CONTENT_HASHED)


def cache_problems(name: str, answer: Answer) -> list[str]:
    """A year for a content-hashed file, revalidation for the rest; a validator either way."""
    want = IMMUTABLE if content_hashed(name) else REVALIDATE
    found = []
    if answer.header("Cache-Control") != want:
        found.append(f"{name}: Cache-Control {answer.header('Cache-Control')!r}, not {want!r}")
    if want == REVALIDATE and answer.status == 200 and not answer.header("ETag"):
        found.append(f"{name}: no ETag to revalidate with")
    return found


def policy(text: str) -> dict[str, set[str]]:
    """A Content-Security-Policy's directives and their sources."""
    directives: dict[str, set[str]] = {}
    for part in text.split(";"):
        words = part.split()
        if words:
            directives[words[0].lower()] = set(words[1:])
    return directives


def security_problems(name: str, answer: Answer) -> list[str]:
    """The security headers a static site sends with every answer (errors included)."""
    found = [
        f"{name}: {header} {answer.header(header)!r}, not {value!r}"
        for header, value in SECURITY.items()
        if answer.header(header) != value
    ]
    csp = policy(answer.header("Content-Security-Policy"))
    for directive, sources in POLICY.items():
        if not sources <= csp.get(directive, set()):
            found.append(f"{name}: the Content-Security-Policy's {directive} lacks {sources}")
    for directive, sources in csp.items():
        if allowed := sources.intersection(NEVER):
            found.append(f"{name}: the Content-Security-Policy's {directive} allows {allowed}")
    permissions = answer.header("Permissions-Policy").replace(" ", "")
    found += [
        f"{name}: Permissions-Policy lacks {feature}"
        for feature in PERMISSIONS
        if feature not in permissions.split(",")
    ]
    return found


def compressible(name: str, plain: Answer) -> bool:
    """A text of the kinds the server compresses as it sends them, and not too small."""
    return len(plain.body) >= 1024 and Path(name).suffix in (".html", ".css", ".js", ".json")


def encoding_problems(name: str, site: Path, plain: Answer, compressed: Answer) -> list[str]:
    """``name`` asked for without and with gzip: the file as it is, then compressed (the
    build's ``.gz`` copy itself when there is one), and ``Vary: Accept-Encoding``."""
    path = site / name
    found = []
    if plain.header("Content-Encoding") or plain.body != path.read_bytes():
        found.append(f"{name}: not sent as it is to a browser that takes no gzip")
    copy = path.with_name(path.name + ".gz")
    if copy.is_file():
        if compressed.header("Content-Encoding") != "gzip" or compressed.body != copy.read_bytes():
            found.append(f"{name}: its compressed copy {copy.name} was not sent")
    elif compressible(name, plain) and not (
        compressed.header("Content-Encoding") == "gzip" and decoded(compressed) == plain.body
    ):
        found.append(f"{name}: not compressed for a browser that takes gzip")
    if (
        compressed.header("Content-Encoding")
        and "accept-encoding" not in compressed.header("Vary").lower()
    ):
        found.append(f"{name}: compressed without Vary: Accept-Encoding")
    return found


_ALTERNATE = re.compile(r'<link rel="alternate" href="([^"]*)" hreflang="[^"]*">')


def head_alternates(page: str) -> list[str]:
    """The addresses of a page's ``<link rel="alternate" hreflang>`` elements, which
    Material's language selector reads a ``sitemap.xml`` beside."""
    return _ALTERNATE.findall(page)


_META_POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)">')
_INLINE = re.compile(r"<script(?![^>]*\bsrc=)([^>]*)>(.*?)</script>", re.S)


def page_policy(page: str) -> str:
    """The Content-Security-Policy of a page's ``<meta>`` element ("" without one)."""
    found = _META_POLICY.search(page)
    return found.group(1) if found else ""


def page_policy_problems(name: str, page: str) -> list[str]:
    """The page's own Content-Security-Policy: a ``<meta>`` before any script, that lets
    each of the page's inline scripts run by its hash, and no other."""
    found = _META_POLICY.findall(page)
    if len(found) != 1 or page.index(found[0]) > page.find("<script"):
        return [f"{name}: {len(found)} policies in <meta>, or one after a script"]
    sources = policy(found[0]).get("script-src", set())
    hashes = {s for s in sources if s.startswith("'sha256-")}
    own = {
        "'sha256-" + base64.b64encode(hashlib.sha256(code.encode()).digest()).decode() + "'"
        for attributes, code in _INLINE.findall(page)
        if "json" not in attributes
    }
    problems = [f"{name}: an inline script its policy does not allow" for _ in own - hashes]
    return problems + [f"{name}: its policy allows a script it lacks" for _ in hashes - own]
