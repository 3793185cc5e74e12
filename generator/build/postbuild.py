"""What the built site needs after MkDocs has written it: per-language search indexes and
sitemaps, and a 404 page that works at any address.

The MkDocs hook (:mod:`generator.build.hooks`) calls these; they read and write only
files of the built site.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urljoin, urlsplit

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
