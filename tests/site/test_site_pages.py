"""The built site: the Straight Gin page in every language, links, hosts, escaping, footer."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from generator import __version__
from generator.build import toc_titles
from generator.i18n import Localizer
from generator.i18n.status import catalog_status
from generator.site.translation_status import project_catalog_findings
from tests.site.site_helpers import (
    LANGUAGES,
    MOUNT,
    PLANTED,
    SITE_HOST,
    links,
    page_path,
    tables,
    text,
)
from tests.support import load, localizers

pytestmark = [pytest.mark.slow, pytest.mark.decided_by_site]


def read(site: Path, lang: str, name: str) -> str:
    return page_path(site, lang, name).read_text(encoding="utf-8")


def rule_changes(page: str) -> dict[str, list[dict[str, str]]]:
    """Row label -> the row's data cells, of the page's first rule table."""
    rows = tables(page)[0]
    return {row[0]["text"]: row[1:] for row in rows if row and row[0]["scope"] == "row"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_straight_gin_page_has_its_table(site: Path, lang: str) -> None:
    page = read(site, lang, "straight-gin.html")
    assert links(page).lang == lang
    found = tables(page)
    assert found, "no rule table"
    header, *rows = found[0]
    assert [c["scope"] for c in header] == ["col", "col", "col"]
    assert len(rows) >= 6
    for row in rows:
        assert row[0]["tag"] == "th" and row[0]["scope"] == "row"
        standard, variant = row[1:]
        # every data cell carries its column's label, the column header's text
        assert standard["label"] == header[1]["text"]
        assert variant["label"] == header[2]["text"]
        assert standard["text"] and variant["text"]


def test_english_straight_gin_states_the_seed_facts(site: Path) -> None:
    page = read(site, "en", "straight-gin.html")
    rows = rule_changes(page)
    variant = " ".join(cells[1]["text"] for cells in rows.values())
    standard = " ".join(cells[0]["text"] for cells in rows.values())
    whole = text(page)
    assert re.search(r"Not allowed, whatever your deadwood", variant)
    assert re.search(r"Gin scores the opponent's deadwood plus 25", variant)
    assert re.search(r"last (2|two) cards of the stock are never drawn", variant)
    assert re.search(r"leaves (2|two) cards in the stock ends the hand with no score", variant)
    assert "a draw in a single-hand game" in variant
    assert re.search(r"same dealer.{0,20} in a longer game", variant)
    assert re.search(r"no layoffs", variant) and "Nobody lays off on a gin hand" in variant
    assert "Straight Gin takes the place of the Oklahoma rule" in variant
    assert re.search(r"single hand or a game to 100 or 250 points, and choose Hollywood", variant)
    assert "Gin Only" in whole
    assert "discards but the top card are shuffled into a new stock" in standard
    assert re.search(r"100 or 250 points", standard)
    assert "Hollywood scoring" in standard and "the Oklahoma rule" in standard


def test_every_page_has_its_language(site: Path) -> None:
    pages = list(site.rglob("*.html"))
    assert len(pages) >= 8 * 10
    for path in pages:
        first = path.relative_to(site).parts[0]
        expected = first if first in LANGUAGES else "en"
        assert links(path.read_text(encoding="utf-8")).lang == expected, path


def test_every_internal_link_resolves(site: Path) -> None:
    checked = 0
    for path in site.rglob("*.html"):
        for _tag, _attr, value in links(path.read_text(encoding="utf-8")).found:
            parts = urlsplit(value)
            if parts.scheme or parts.netloc or not parts.path:
                continue
            target = (
                site / parts.path.removeprefix(MOUNT)
                if parts.path.startswith("/")
                else (path.parent / parts.path)
            ).resolve()
            if target.is_dir():
                target = target / "index.html"
            assert target.is_file(), f"{path.relative_to(site)}: broken link {value}"
            checked += 1
    assert checked > 1000


def test_nothing_comes_from_other_hosts(site: Path) -> None:
    for path in site.rglob("*.html"):
        for tag, attr, value in links(path.read_text(encoding="utf-8")).found:
            parts = urlsplit(value)
            is_page = parts.path.endswith(".html")  # the canonical link names a page
            if attr == "src" or (tag in ("link", "script", "img") and not is_page):
                assert not parts.netloc, f"{path}: {tag} {attr}={value}"
            if parts.netloc and parts.hostname != SITE_HOST:
                # only a reader's own click leaves the site: links to the cited sources
                assert (tag, attr) == ("a", "href"), f"{path}: {tag} {attr}={value}"
                assert path.name == "rulebooks.html", f"{path}: a link to {value}"


def test_raw_html_in_a_translation_shows_as_text(site: Path) -> None:
    page = read(site, "hu", "straight-gin.html")
    assert "&lt;b&gt;Kopogás&lt;/b&gt;" in page
    assert PLANTED not in page
    assert PLANTED in text(page)  # the reader sees the tags as text


_TOC_ENTRY = re.compile(
    r'<a href="#([^"]+)" class="md-nav__link">\s*<span class="md-ellipsis">(.*?)</span>', re.S
)


def test_the_contents_read_as_the_headings_are_written(site: Path) -> None:
    """Every entry of every page's table of contents has its heading's very text: no-break
    spaces kept (French "gin\u202f?"), nothing escaped twice."""
    checked = 0
    for lang in LANGUAGES:
        for page_file in sorted(page_path(site, lang, "index.html").parent.glob("*.html")):
            page = page_file.read_text(encoding="utf-8")
            headings = toc_titles.heading_texts(page)
            for anchor, title in _TOC_ENTRY.findall(page):
                shown = html.unescape(title).strip()
                assert shown == headings[html.unescape(anchor)], (page_file, anchor)
                checked += 1
    assert checked


def test_untranslated_text_brings_a_notice_english_none(site: Path) -> None:
    assert "translation-notice" not in read(site, "en", "straight-gin.html")
    # the copy's Italian catalog has "Knocking" fuzzy
    page = read(site, "it", "straight-gin.html")
    assert "translation-notice" in page
    assert "Knocking" in text(page)  # the fuzzy entry shows the English text


def test_footer_outside_git_says_commit_unknown(site: Path) -> None:
    page = read(site, "en", "straight-gin.html")
    footer = text(page.split('class="md-copyright gin-footer"', 1)[1].split("</div>", 1)[0])
    assert f"v{__version__}" in footer
    assert "commit unknown" in footer


def test_each_language_searches_its_own_pages(site: Path) -> None:
    for lang in LANGUAGES:
        index = json.loads(
            (site / "search" / f"search_index.{lang}.json").read_text(encoding="utf-8")
        )
        locations = [d["location"] for d in index["docs"]]
        assert any(loc.split("#")[0].endswith("straight-gin.html") for loc in locations)
        if lang == "en":
            assert not any(loc.split("/")[0] in LANGUAGES for loc in locations)
        else:
            assert all(loc.startswith(f"{lang}/") for loc in locations)
    greek = json.loads((site / "search" / "search_index.el.json").read_text(encoding="utf-8"))
    assert greek["config"]["lang"] == ["el"]


def test_404_pages_are_localized_and_absolute(site: Path) -> None:
    root = (site / "404.html").read_text(encoding="utf-8")
    assert links(root).lang == "en"
    hungarian = read(site, "hu", "404.html")
    assert links(hungarian).lang == "hu"
    for _tag, _attr, value in links(hungarian).found:
        assert value.startswith(("/", "#", "https://")), value


def test_rulebooks_name_each_choice_in_the_reader_s_language(site: Path) -> None:

    hu = localizers()["hu"]
    page = read(site, "hu", "rulebooks.html")
    shown = text(page)
    assert "gin_only" not in shown and "gin only" not in shown
    assert hu.gettext("gin only") != "gin only" and hu.gettext("gin only") in shown
    # the cited sources are links a reader may follow; they load nothing
    assert (
        'href="https://en.wikipedia.org/wiki/Gin_rummy" rel="external noopener noreferrer"' in page
    )
    assert 'href="#source-wp"' in page and 'id="source-wp"' in page


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_each_language_has_its_own_sitemap(site: Path, lang: str) -> None:
    # Material's language selector looks for the other language's page there
    sitemap = (site / lang / "sitemap.xml").read_text(encoding="utf-8")
    locs = re.findall(r"<loc>([^<]*)</loc>", sitemap)
    assert any(loc.endswith(f"/{lang}/straight-gin.html") for loc in locs)
    assert all(f"/{lang}/" in urlsplit(loc).path for loc in locs), locs


def test_translators_page_counts_the_planted_fuzzy_entry(site: Path, project_copy: Path) -> None:
    page = read(site, "it", "translators.html")
    header, *rows = tables(page)[0]
    by_language = {row[0]["text"]: row[1:] for row in rows}
    assert set(by_language) == {Localizer(code).language_name() for code in LANGUAGES}
    columns = [c["text"] for c in header[1:]]
    italian = dict(zip(columns, (c["text"] for c in by_language["Italiano"]), strict=True))
    copy = load(project_copy)  # the figures are those of `gin-rules i18n status`
    statuses = {
        s.code: s for s in catalog_status(copy.translations, project_catalog_findings(copy))
    }
    assert statuses["it"].fuzzy >= 1  # the planted one too
    assert italian["Da rivedere (fuzzy)"] == str(statuses["it"].fuzzy)
    for code, status in statuses.items():
        name = Localizer(code).language_name()
        assert by_language[name][1]["text"] == str(status.fuzzy), code
    # the open problems of Italian name the file and line of the outdated entry
    problems = page.split('id="problems"', 1)[1]
    assert "locales/it/LC_MESSAGES/messages.po:" in problems and "fuzzy" in problems


# The seed pages' facts in the words of each seed language (their terminology), as a
# careful reader of that language would look for them: (column, pattern) pairs.
SEED_FACTS = {
    "hu": [
        ("variant", r"Nem megengedett, (bármennyi is a holt lap|akármennyit érnek is a holt lap)"),
        ("variant", r"gin az ellenfél holt lapjainak pontjait és 25 pontot ér"),
        ("variant", r"utolsó (2|két) lapját (soha )?nem lehet felhúzni"),
        ("variant", r"(2|két) lap marad a talonban, a leosztás pont nélkül ér véget"),
        ("variant", r"egyleosztásos játékban döntetlen"),
        ("variant", r"ugyanaz az osztó oszt újra"),
        ("variant", r"(rárakás és megfogás sincs|nincs rárakás és nincs megfogás).*Gines kézre"),
        ("variant", r"Straight Gin az Oklahoma-szabály helyébe lép"),
        ("variant", r"egyetlen leosztásra vagy 100 vagy 250 pontig.*hollywoodi pontozás"),
        ("standard", r"dobott lapokat a legfelső kivételével megkever(ik|ve).*új talon"),
        ("standard", r"100 vagy 250 pontig.*hollywoodi pontozás.*Oklahoma-szabály"),
    ],
    "el": [
        ("variant", r"Δεν επιτρέπεται, όσα κι αν είναι τα νεκρά φύλλα"),
        ("variant", r"τζιν γράφει τα νεκρά φύλλα του αντιπάλου συν 25"),
        ("variant", r"(2|δύο) τελευταία φύλλα του πάκου|τελευταία (2|δύο) φύλλα του πάκου"),
        ("variant", r"αφήνει (2|δύο) φύλλα στο πάκο τελειώνει το χέρι χωρίς πόντους"),
        ("variant", r"ισοπαλία σε παιχνίδι ενός χεριού"),
        ("variant", r"ίδιο μοιραστή σε μεγαλύτερο παιχνίδι"),
        ("variant", r"ούτε κόλλημα.*Σε χέρι τζιν (κανείς δεν κολλά|δεν κολλά κανείς)"),
        ("variant", r"Straight Gin παίρνει τη θέση των κανόνων Oklahoma"),
        ("variant", r"ένα χέρι ή ως παιχνίδι στους 100 ή 250 πόντους.*Hollywood"),
        ("standard", r"πεταμένα εκτός από το πάνω φύλλο ανακατεύονται.*νέο πάκο"),
        ("standard", r"100 ή 250 πόντους.*Hollywood.*Oklahoma"),
    ],
    "it": [
        ("variant", r"Non consentito, qualunque siano i (tuoi )?punti morti"),
        ("variant", r"gin segna i punti morti dell'avversario più 25"),
        (
            "variant",
            r"ultime (2|due) carte del tallone non si (pescano mai|possono pescare)"
            r"|[Nn]essuno pesca mai le ultime (2|due) carte del tallone",
        ),
        ("variant", r"lascia (2|due) carte nel tallone chiude la mano senza punti"),
        ("variant", r"patta in una partita di una sola mano"),
        ("variant", r"stesso mazziere in una partita più lunga"),
        (
            "variant",
            r"niente attacchi.*(Nessuno attacca carte a una mano gin|A chi fa gin nessuno atta)",
        ),
        ("variant", r"Straight Gin prende il posto delle regole Oklahoma"),
        ("variant", r"mano singola o come partita a 100 o 250 punti.*Hollywood"),
        ("standard", r"scarti tranne la carta in cima si mescolano.*nuovo tallone"),
        ("standard", r"100 o 250 punti.*Hollywood.*Oklahoma"),
    ],
}


@pytest.mark.parametrize("lang", sorted(SEED_FACTS))
def test_straight_gin_states_the_seed_facts_in_the_seed_languages(site: Path, lang: str) -> None:
    page = read(site, lang, "straight-gin.html")
    rows = rule_changes(page)
    columns = {
        "standard": " ".join(cells[0]["text"] for cells in rows.values()),
        "variant": " ".join(cells[1]["text"] for cells in rows.values()),
    }
    missing = [p for column, p in SEED_FACTS[lang] if not re.search(p, columns[column])]
    assert not missing, missing
    assert "Gin Only" in text(page)


TWO = {
    "hu": "két|kettő",
    "el": "δύο",
    "it": "due",
    "de": "zwei|beiden",
    "fr": "deux",
    "es": "dos",
    "pl": "dwie|dwa|dwóch|dwiema",
}
"""Each language's word for two, where it writes small counts as words."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_straight_gin_figures_and_names_in_every_language(site: Path, lang: str) -> None:
    """The facts' figures and names, whatever the words around them."""
    rows = rule_changes(read(site, lang, "straight-gin.html"))
    variant = " ".join(cells[1]["text"] for cells in rows.values())
    standard = " ".join(cells[0]["text"] for cells in rows.values())
    # the gin bonus; the last two cards, said twice (never drawn; the discard that leaves two),
    # as a figure or, where the language writes small counts as words, as its word for two
    two = r"(?<!\d)2(?!\d)|\b(" + TWO.get(lang, "two") + r")\b"
    assert "25" in variant and len(re.findall(two, variant, re.I)) >= 2
    for name in ("100", "250", "hollywood", "oklahoma"):
        assert name in standard.lower(), name
    assert "100" in variant and "250" in variant and "hollywood" in variant.lower()
