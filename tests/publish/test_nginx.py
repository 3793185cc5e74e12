"""The site as it is published: built for ``http://127.0.0.1:<port>/rules/gin/`` and served
there by nginx with the shipped configuration (deploy/nginx.conf.template, rendered as
README's "Publishing" says).

Every file of the site answers with its type, compressed (the build's own ``.gz`` where
there is one), cached for a year when its name holds a hash of its content and asked for
again otherwise, with the security headers; a missing page answers 404 with its language's
404 page, headers included. In Chromium, a page of each kind in English and Hungarian, the
404 page, and the Play page with a game dealt load with no console error and no refusal of
the Content-Security-Policy.
"""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest

from generator.build.play_assets import asset_paths
from tests import kept
from tests.publish import browser_checks, http_checks, nginx
from tests.publish.conftest import Published
from tests.publish.sites import PREFIX
from tests.site.browser_audit import Chromium
from tests.site.site_helpers import LANGUAGES

KINDS = (
    "index.html",
    "standard.html",
    "straight-gin.html",
    "matrix.html",
    "glossary.html",
    "rulebooks.html",
    "translators.html",
    "style.html",
    "play.html",
)
"""A page of each kind: home, a game, the comparison, the glossary, the sources, the
translators' pages, the Play page."""
SAMPLE_LANGUAGES = ("", "hu/")


def site_files(site: Path) -> list[str]:
    """Every file of the site but the compressed copies, relative to it."""
    return sorted(
        p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file() and p.suffix != ".gz"
    )


def test_the_template_keeps_nginx_variables_and_serves_at_the_root_too(
    published: Published, tmp_path: Path
) -> None:
    rendered = nginx.render(published.site, "", 8080)
    assert "${" not in rendered
    assert "$uri" in rendered and "$gin_rules_language" in rendered  # nginx's own, kept
    assert f"alias {published.site}/;" in rendered and "location ^~ / {" in rendered
    port = nginx.free_port()
    with nginx.served(published.site, "", port, tmp_path / "nginx") as url:
        home = http_checks.get(url)
        missing = http_checks.get(urljoin(url, "hu/nope.html"))
    assert home.status == 200 and home.body == (published.site / "index.html").read_bytes()
    assert missing.status == 404
    assert missing.body == (published.site / "hu" / "404.html").read_bytes()


def test_every_file_answers_with_its_type_compression_cache_and_headers(
    published: Published,
) -> None:
    problems: list[str] = []
    names = site_files(published.site)
    pages = [n for n in names if n.endswith(".html")]
    assert len(pages) >= len(LANGUAGES) * 10
    for name in names:
        plain = http_checks.get(published.url + name)
        compressed = http_checks.get(published.url + name, gzip_ok=True)
        if plain.status != 200:
            problems.append(f"{name}: answered {plain.status}")
            continue
        problems += http_checks.type_problems(name, plain)
        problems += http_checks.cache_problems(name, plain)
        problems += http_checks.security_problems(name, plain)
        problems += http_checks.encoding_problems(name, published.site, plain, compressed)
    assert not problems, "\n".join(problems)
    # what the checks rest on: the large files have their copies, some names their hashes
    wasm = asset_paths()["pyodide"] + "pyodide.asm.wasm"
    assert (published.site / (wasm + ".gz")).is_file()
    hashed = [n for n in names if http_checks.content_hashed(n)]
    assert any(n.startswith("assets/play/engine-") for n in hashed)
    assert any(n.startswith("assets/play/stdlib-") for n in hashed)
    assert any(n.startswith("assets/javascripts/bundle.") for n in hashed)
    assert wasm in hashed and "play-sw.js" in names and "play-sw.js" not in hashed


def test_the_pages_policy_is_the_servers_with_their_own_scripts(published: Published) -> None:
    """The policy nginx sends and the one each page carries agree, but for the inline
    scripts (the page names its own by their hashes, the server cannot) and for framing
    (which a page cannot forbid itself)."""
    header = http_checks.policy(http_checks.get(published.url).header("Content-Security-Policy"))
    page = (published.site / "hu" / "play.html").read_text(encoding="utf-8")
    assert not http_checks.page_policy_problems("hu/play.html", page)
    own = http_checks.policy(http_checks.page_policy(page))
    hashes = {s for s in own["script-src"] if s.startswith("'sha256-")}
    assert hashes and header["script-src"] - {"'unsafe-inline'"} == own["script-src"] - hashes
    assert header.pop("frame-ancestors") == {"'none'"} and "frame-ancestors" not in own
    header.pop("script-src"), own.pop("script-src")
    assert header == own


def test_a_missing_page_answers_404_with_its_languages_page(published: Published) -> None:
    site = published.site
    translated = LANGUAGES[1:]  # each language but the source has a folder of its own
    expected = {f"{code}/nope.html": f"{code}/404.html" for code in translated}
    expected |= {
        "nope.html": "404.html",
        f"{translated[0]}/deeper/nope.html": f"{translated[0]}/404.html",
        "assets/nope.js": "404.html",
        "search/nope.json": "404.html",
    }
    problems = []
    for path, page in expected.items():
        for gzip_ok in (False, True):
            answer = http_checks.get(published.url + path, gzip_ok=gzip_ok)
            if answer.status != 404 or http_checks.decoded(answer) != (site / page).read_bytes():
                problems.append(f"{path}: {answer.status}, not 404 with {page}")
            problems += http_checks.type_problems(page, answer)
            problems += http_checks.cache_problems(page, answer)
            problems += http_checks.security_problems(path, answer)
    outside = http_checks.get(f"http://127.0.0.1:{published.port}/elsewhere/nope.html")
    if outside.status != 404 or outside.body != (site / "404.html").read_bytes():
        problems.append(f"/elsewhere/nope.html: {outside.status}, not 404 with 404.html")
    assert not problems, "\n".join(problems)


def test_a_file_asked_again_is_not_sent_again_while_unchanged(published: Published) -> None:
    for name in ("hu/index.html", asset_paths()["pyodide"] + "pyodide.asm.wasm"):
        for gzip_ok in (False, True):
            first = http_checks.get(published.url + name, gzip_ok=gzip_ok)
            again = http_checks.get(
                published.url + name,
                gzip_ok=gzip_ok,
                headers={"If-None-Match": first.header("ETag")},
            )
            assert (again.status, again.body) == (304, b""), name
            assert not http_checks.cache_problems(name, again) + http_checks.security_problems(
                name, again
            )


def test_a_folder_without_its_slash_is_redirected(published: Published) -> None:
    origin = f"http://127.0.0.1:{published.port}"
    for path in (PREFIX, f"{PREFIX}/hu"):
        answer = http_checks.get(origin + path)
        assert (answer.status, answer.header("Location")) == (301, f"{path}/")
        assert not http_checks.security_problems(path, answer)
    folder = http_checks.get(f"{origin}{PREFIX}/hu/")
    assert folder.status == 200 and folder.body == (published.site / "hu/index.html").read_bytes()


def test_every_sitemap_the_language_selector_reads_is_there(published: Published) -> None:
    """Material's language selector fetches ``sitemap.xml`` beside each alternate of a
    page's head: in a site with an address, each is there."""
    problems = []
    answers: dict[str, int] = {}
    for name in site_files(published.site):
        if not name.endswith(".html"):
            continue
        page = (published.site / name).read_text(encoding="utf-8")
        alternates = http_checks.head_alternates(page)
        if len(alternates) != len(LANGUAGES):
            problems.append(f"{name}: {len(alternates)} alternates")
        for href in alternates:
            sitemap = urljoin(urljoin(published.url + name, href), "sitemap.xml")
            if sitemap not in answers:
                answers[sitemap] = http_checks.get(sitemap, method="HEAD").status
            if answers[sitemap] != 200:
                problems.append(f"{name}: {sitemap} answered {answers[sitemap]}")
    assert len(answers) == len(LANGUAGES)
    assert not problems, "\n".join(problems[:20])


@pytest.mark.browser
@pytest.mark.slow
def test_pages_and_a_game_load_without_console_errors(
    published: Published, chromium: Callable[[], Chromium]
) -> None:
    version = subprocess.run(
        [nginx.nginx() or "nginx", "-v"], capture_output=True, text=True, check=False
    ).stderr
    pages = [
        f"{lang}{kind}"
        for lang in SAMPLE_LANGUAGES
        for kind in KINDS
        if (published.site / lang / kind).is_file()
    ]

    async def run(browser: Any) -> list[str]:
        problems = []
        found = await browser_checks.every_page(browser, published.url, pages)
        problems += [f"{path}: {p}" for path, ps in found.items() for p in ps]
        context = await browser_checks.new_context(browser)
        try:
            for missing in ("nope.html", "hu/nope.html"):
                found_404 = await browser_checks.load(context, published.url + missing, status=404)
                problems += [f"{missing}: {p}" for p in found_404]
            tab = await browser_checks.new_tab(context)
            played = await browser_checks.play_a_deal(tab, f"{published.url}hu/play.html")
            problems += [f"hu/play.html, a game started: {p}" for p in played]
        finally:
            await context.close()
        return problems

    key = kept.key(published.site, nginx.TEMPLATE, version, *pages)

    def started() -> list[str]:
        browser = chromium()
        return browser.run(run(browser.browser))

    problems = kept.unless_passed(key, started)
    assert not problems, "\n".join(problems)
