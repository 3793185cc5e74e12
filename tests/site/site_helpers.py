"""Helpers of the site tests: a project copy, a build, and small readers of built HTML."""

from __future__ import annotations

import html
import os
import re
import subprocess
import sys
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path

from babel.messages.pofile import read_po, write_po

from tests.site import site_cache
from tests.support import BUILT, LANGUAGES, ROOT
from tests.support import copy_project as copy_data

__all__ = ["LANGUAGES", "ROOT"]
PLANTED_MSGID = "Knocking"
PLANTED = "<b>Kopogás</b>"
SITE_HOST = "127.0.0.1"
MOUNT = "/gin/"
"""The test build is published at ``http://SITE_HOST:<port>MOUNT`` (the browser tests serve it)."""


def copy_project(target: Path) -> Path:
    """The files a site build reads, copied into ``target`` (no .git: the commit is unknown)."""
    return copy_data(target, BUILT)


def plant(po: Path, msgid: str, translation: str, *, fuzzy: bool = False) -> None:
    """Set ``msgid``'s translation in the catalog ``po`` (fuzzy or not)."""
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=po.parts[-3])
    message = catalog.get(msgid)
    if message is None:
        catalog.add(msgid, translation)
    else:
        message.string = translation
        if fuzzy:
            message.flags.add("fuzzy")
        else:
            message.flags.discard("fuzzy")
    with po.open("wb") as handle:
        write_po(handle, catalog)


def mkdocs_build(
    project: Path, site: Path, site_url: str | None = None, only: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``mkdocs build --strict`` of ``project`` into ``site``, published at ``site_url``
    (the ``SITE_URL`` of mkdocs.yml; None: no address), in English and ``only`` that
    language when it is given (``GIN_RULES_ONLY``)."""
    env = {k: v for k, v in os.environ.items() if k not in ("SITE_URL", "GIN_RULES_ONLY")}
    env["NO_MKDOCS_2_WARNING"] = "1"
    if site_url is not None:
        env["SITE_URL"] = site_url
    if only is not None:
        env["GIN_RULES_ONLY"] = only
    return subprocess.run(
        # the console script, not `python -m`: the copy's generator/ folder (the hook only)
        # must not shadow the installed package
        [str(Path(sys.executable).with_name("mkdocs")), "build", "--strict", "-d", str(site)],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


class BuildFailed(RuntimeError):
    """``mkdocs build --strict`` failed; the message ends with its output."""


def kept_build(project: Path, site_url: str | None = None, only: str | None = None) -> Path:
    """The site of ``project`` (built as :func:`mkdocs_build` builds it), taken from the kept
    sites (:mod:`tests.site.site_cache`), else built and kept; :raises BuildFailed:."""
    site = site_cache.kept(site_cache.key(project, site_url or "", only))
    if site_cache.is_kept(site):
        return site
    done = site_cache.build_into(site, lambda making: mkdocs_build(project, making, site_url, only))
    if done.returncode != 0:
        output = (done.stdout + done.stderr)[-3000:]
        shown = f"{site_url or 'no address'}{f', {only} only' if only else ''}"
        raise BuildFailed(f"the site for {shown} was not built:\n{output}")
    return site


def page_path(site: Path, lang: str, name: str) -> Path:
    return site / name if lang == "en" else site / lang / name


class Links(HTMLParser):
    """Every (tag, attribute, value) of href and src attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, str, str]] = []
        self.lang: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.found.append((tag, name, value))
            if tag == "html" and name == "lang":
                self.lang = value


@lru_cache(maxsize=256)
def links(page: str) -> Links:
    """The links of ``page``'s HTML, parsed once per process (several tests read every page):
    read them, never change them."""
    parser = Links()
    parser.feed(page)
    return parser


class Tables(HTMLParser):
    """The rule tables of a page: rows of cells, each cell's tag, text and cell-label text."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[dict[str, str]]]] = []
        self._cell: dict[str, str] | None = None
        self._in_label = False
        self._depth = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "table" and "rule-table" in (a.get("class") or ""):
            self.tables.append([])
            self._depth = 1
        elif not self._depth:
            return
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = {"tag": tag, "scope": a.get("scope") or "", "text": "", "label": ""}
        elif tag == "span" and "cell-label" in (a.get("class") or "") and self._cell is not None:
            self._in_label = True

    def handle_endtag(self, tag: str) -> None:
        if not self._depth:
            return
        if tag == "table":
            self._depth = 0
        elif tag in ("td", "th") and self._cell is not None:
            self._cell = {k: " ".join(v.split()) for k, v in self._cell.items()}
            self.tables[-1][-1].append(self._cell)
            self._cell = None
        elif tag == "span" and self._in_label:
            self._in_label = False

    def handle_data(self, data: str) -> None:
        if self._cell is None:
            return
        if self._in_label:
            self._cell["label"] += data
        else:
            self._cell["text"] += data


def tables(page: str) -> list[list[list[dict[str, str]]]]:
    parser = Tables()
    parser.feed(page)
    return parser.tables


def text(page: str) -> str:
    """The visible text of the article, whitespace collapsed."""
    body = page.split("<article", 1)[-1].split("</article>", 1)[0]
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())
