"""What the built site needs after MkDocs has written it: per-language search indexes and
sitemaps, a 404 page that works at any address, and compressed copies of the large files
for a server to send as they are.

The MkDocs hook (:mod:`generator.build.hooks`) calls these; they read and write only
files of the built site.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import importlib.util
import json
import re
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from generator.cache import DiskCache

LUNR_LANGUAGES = frozenset({"en", "hu", "el", "it", "de", "fr", "es"})
"""Languages with a lunr stemmer in Material (none for Polish: English rules then)."""

_RELATIVE = re.compile(r'((?:href|src)=")(?![a-z][a-z0-9+.-]*:|/|#)([^"]*)"')
_BASE = re.compile(r'("base":\s*")([^"]*)"')
_CANONICAL = re.compile(r'\s*<link rel="canonical"[^>]*>')


def absolute_urls(output: str, page_url: str, mount: str) -> str:
    """``output`` with relative links made absolute (from ``mount``, the path of the site's
    address) and no canonical address: a 404 page is served at any address.

    >>> absolute_urls('<a href="../index.html">', "hu/404.html", "/gin/")
    '<a href="/gin/index.html">'
    >>> absolute_urls('<link rel="canonical" href="https://x.org/404.html">', "404.html", "/")
    ''
    """
    here = urljoin(mount, page_url)

    def fix(m: re.Match[str]) -> str:
        return f'{m.group(1)}{urljoin(here, m.group(2) or "./")}"'

    return _BASE.sub(fix, _RELATIVE.sub(fix, _CANONICAL.sub("", output)))


def language_search_indexes(site: Path, languages: Sequence[str]) -> None:
    """``search/search_index.<lang>.json``: the pages of one language each.

    mkdocs-static-i18n merges every language into ``search/search_index.json``;
    ``docs/overrides/main.html`` makes each page fetch its language's index.
    """
    index = site / "search" / "search_index.json"
    if not index.is_file():
        return
    data = json.loads(index.read_text(encoding="utf-8"))
    codes = list(languages)
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


def _in_language_folder(doc: dict[str, str], codes: list[str]) -> bool:
    return doc["location"].split("/", 1)[0] in codes[1:]


_URL_ENTRY = re.compile(r"\s*<url>.*?</url>", re.S)
_LOC = re.compile(r"<loc>([^<]*)</loc>")


def language_sitemaps(site: Path, site_url: str, languages: Sequence[str]) -> None:
    """``<lang>/sitemap.xml``: the pages of that language, where Material's language
    selector looks for them (a sitemap lists only addresses below its own folder).

    A sitemap names full addresses: without a configured ``site_url`` (a scheme and a
    host) the site has none, and MkDocs' sitemaps, which would hold bare paths, are removed.
    """
    sitemap = site / "sitemap.xml"
    if not urlsplit(site_url).netloc:
        for path in (sitemap, site / "sitemap.xml.gz"):
            path.unlink(missing_ok=True)
        return
    if not sitemap.is_file():
        return
    xml = sitemap.read_text(encoding="utf-8")
    entries = _URL_ENTRY.findall(xml)
    if not entries:
        return
    head = xml[: xml.index(entries[0])]
    tail = xml[xml.index(entries[-1]) + len(entries[-1]) :]
    base = site_url if site_url.endswith("/") else site_url + "/"
    for code in languages[1:]:
        if not (site / code).is_dir():
            continue
        prefix = urljoin(base, f"{code}/")
        mine = [e for e in entries if (m := _LOC.search(e)) and m.group(1).startswith(prefix)]
        (site / code / "sitemap.xml").write_text(head + "".join(mine) + tail, encoding="utf-8")


PRECOMPRESSED = frozenset({".js", ".mjs", ".css", ".json", ".wasm", ".svg", ".xml", ".txt"})
"""The types a server sends compressed (deploy/nginx.conf.template's ``gzip_types``), but
for the pages: small, rewritten by every build, and compressed well enough as they are
sent."""
SMALLEST = 1024
"""Smaller files gain nothing worth a second file (nginx's ``gzip_min_length`` too)."""
CACHED_FROM = 2**20
"""Files this large in a folder that is the same in every build (``lasting``: Pyodide's
interpreter and its JavaScript) are compressed by Zopfli, a gzip encoder that finds
shorter encodings than zlib's best level (3.41 MB instead of 3.53 for the interpreter;
15 s once), once per content, and kept in the build cache. A large file a build writes
anew (the search index) gets zlib's best level: Zopfli's seconds would be spent again at
every change of the pages."""


def precompress(site: Path, cache: DiskCache | None = None, lasting: str | None = None) -> int:
    """A ``.gz`` beside every file of :data:`PRECOMPRESSED` of at least :data:`SMALLEST`
    bytes (gzip at its best level, no time in its header: the same bytes for the same
    file), for a server to send as it is (nginx's ``gzip_static``) instead of compressing
    at every request; Zopfli for the large files below ``lasting``, a folder of the site
    whose files are the same in every build (:data:`CACHED_FROM`). A copy at least as new
    as its file is kept, and none is written that would not be a tenth smaller. Returns
    the number of copies written.

    >>> import gzip, tempfile
    >>> site = Path(tempfile.mkdtemp())
    >>> _ = (site / "app.js").write_text("let x = 1;\\n" * 400)
    >>> _ = (site / "tiny.css").write_text("p {}")
    >>> _ = (site / "page.html").write_text("<p>hello</p>\\n" * 400)
    >>> precompress(site), sorted(p.name for p in site.iterdir())
    (1, ['app.js', 'app.js.gz', 'page.html', 'tiny.css'])
    >>> gzip.decompress((site / "app.js.gz").read_bytes()) == (site / "app.js").read_bytes()
    True
    >>> precompress(site)  # nothing changed
    0
    """
    written = 0
    for path in sorted(site.rglob("*")):
        if path.suffix not in PRECOMPRESSED or not path.is_file():
            continue
        stat = path.stat()
        copy = path.with_name(path.name + ".gz")
        if stat.st_size < SMALLEST or (copy.is_file() and copy.stat().st_mtime >= stat.st_mtime):
            continue
        is_lasting = lasting is not None and path.relative_to(site).as_posix().startswith(lasting)
        data = _gzipped(path.read_bytes(), cache if is_lasting else None)
        if len(data) <= stat.st_size * 0.9:
            copy.write_bytes(data)
            written += 1
        else:
            copy.unlink(missing_ok=True)
    return written


def _gzipped(data: bytes, cache: DiskCache | None) -> bytes:
    if cache is None or len(data) < CACHED_FROM:
        return gzip.compress(data, compresslevel=9, mtime=0)
    key = DiskCache.key(_COMPRESSOR, ZOPFLI_ITERATIONS, hashlib.sha256(data).hexdigest())
    kept = cache.get_bytes("gzip", key)
    if kept is None:
        kept = _zopfli(data)
        cache.put_bytes("gzip", key, kept)
    return kept


ZOPFLI_ITERATIONS = 1
"""Zopfli's iterations: nearly all of its gain, in a sixth of the time of its default."""
_COMPRESSOR = "zopfli" if importlib.util.find_spec("zopfli") is not None else "zlib"
"""What compresses the larger files here (part of their cache key)."""


def _zopfli(data: bytes) -> bytes:
    """``data`` in gzip by Zopfli, or by zlib where Zopfli is not installed."""
    if _COMPRESSOR == "zlib":
        return gzip.compress(data, compresslevel=9, mtime=0)
    from zopfli.gzip import compress

    return bytes(compress(data, numiterations=ZOPFLI_ITERATIONS))


PAGE_POLICY = (
    ("default-src", "'self'"),
    ("script-src", "'self' 'wasm-unsafe-eval'"),
    ("style-src", "'self'"),
    ("img-src", "'self' data:"),
    ("font-src", "'self'"),
    ("connect-src", "'self'"),
    ("worker-src", "'self'"),
    ("object-src", "'none'"),
    ("base-uri", "'self'"),
    ("form-action", "'self'"),
)
"""The Content-Security-Policy every page carries: nothing from another host, WebAssembly
compiled (Pyodide, on the Play page), the theme's icons as ``data:`` images, and of the
inline scripts only the page's own (their hashes are added). deploy/nginx.conf.template
sends the same policy as a header, with what a page cannot say of itself (who may frame
it)."""

_INLINE_SCRIPT = re.compile(
    r"<script(?![^>]*\bsrc=)(?P<attributes>[^>]*)>(?P<code>.*?)</script>", re.S
)
_CHARSET = re.compile(r'<meta charset="utf-8">', re.I)


def with_script_policy(output: str) -> str:
    """``output`` with its Content-Security-Policy (:data:`PAGE_POLICY`) in a ``<meta>``
    element after its character set, before any script: the page's inline scripts (not
    its JSON data) by their SHA-256, so that a script put into the page by anyone else
    does not run. A host that sends no headers (GitHub Pages) still has the policy.

    >>> page = ('<head><meta charset="utf-8"><script>var a = 1;</script></head>'
    ...         '<script type="application/json">{}</script><script src="x.js"></script>')
    >>> done = with_script_policy(page)
    >>> done.startswith('<head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy"')
    True
    >>> for directive in done.split('content="')[1].split('"')[0].split("; ")[:3]:
    ...     print(directive)
    default-src 'self'
    script-src 'self' 'wasm-unsafe-eval' 'sha256-+dZ6udsWxNVoGfScAq7t5IIF5UJb4F6RhjbN6oe1p4w='
    style-src 'self'
    """
    scripts = {m["code"] for m in _INLINE_SCRIPT.finditer(output) if "json" not in m["attributes"]}
    own = " ".join(sorted(_hash_source(code) for code in scripts))
    policy = dict(PAGE_POLICY)
    if own:
        policy["script-src"] += " " + own
    directives = "; ".join(f"{name} {sources}" for name, sources in policy.items())
    meta = f'<meta http-equiv="Content-Security-Policy" content="{directives}">'
    return _CHARSET.sub(lambda m: m.group(0) + meta, output, count=1)


def _hash_source(code: str) -> str:
    """A Content-Security-Policy source that lets the inline script ``code`` run."""
    return f"'sha256-{base64.b64encode(hashlib.sha256(code.encode()).digest()).decode()}'"
