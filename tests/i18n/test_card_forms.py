"""Card names take the forms a sentence needs, declared by the language's own entries and
checked like the other forms: "Eldobod a kőr hetest", "Πετάτε τον ρήγα σπαθί"."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.i18n import Localizer
from generator.i18n.pofile import parse_po
from generator.text.cards import CardGroups, CardList, CardValue
from generator.text.forms import FormError
from tests.i18n.i18n_support import po_path, problems_of

HEADER = (
    'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n'
    '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
)
RANKS = {
    "ace": ("ász", "ászt"), "two": ("kettes", "kettest"), "three": ("hármas", "hármast"),
    "four": ("négyes", "négyest"), "five": ("ötös", "ötöst"), "six": ("hatos", "hatost"),
    "seven": ("hetes", "hetest"), "eight": ("nyolcas", "nyolcast"),
    "nine": ("kilences", "kilencest"), "ten": ("tízes", "tízest"),
    "jack": ("bubi", "bubit"), "queen": ("dáma", "dámát"), "king": ("király", "királyt"),
}  # fmt: skip


def ranks(without: str = "") -> str:
    """Every rank's name, with its accusative (but ``without``'s)."""
    return "".join(
        f'msgctxt "rank name"\nmsgid "{rank}"\nmsgstr ""\n"{plain}\\n"\n"acc: {acc}"\n\n'
        if rank != without
        else f'msgctxt "rank name"\nmsgid "{rank}"\nmsgstr "{plain}"\n\n'
        for rank, (plain, acc) in RANKS.items()
    )


CARDS = (
    'msgctxt "card name"\nmsgid "{rank} of {suit}"\n'
    'msgstr ""\n"{suit} {rank}\\n"\n"acc: a {suit} {rank:acc}"\n\n'
    'msgctxt "suit"\nmsgid "hearts"\nmsgstr "kőr"\n\n'
    'msgid "You discard {card}."\nmsgstr "Eldobod {card:acc}."\n\n'
)


def hungarian(entries: str = CARDS + ranks()) -> Localizer:
    po = parse_po((HEADER + entries).encode(), "hu.po", "hu")
    return Localizer("hu", po.catalog, "hu.po")


def findings(tmp_path: Path, entries: str) -> list[tuple[int, str]]:
    path = po_path(tmp_path, "hu")
    path.parent.mkdir(parents=True)
    path.write_text(HEADER + entries, encoding="utf-8")
    return [
        (p.location.line, p.message)
        for p in problems_of(tmp_path)
        if "/hu/" in p.location.path and p.severity == "error"
    ]


def test_a_sentence_names_a_card_in_the_form_it_asks_for() -> None:
    loc = hungarian()
    assert loc.card_name(7, "h") == "kőr hetes"
    assert loc.format("You discard {card}.", card=CardValue(7, "h")) == "Eldobod a kőr hetest."
    assert loc.shown(CardList((CardValue(7, "h"), CardValue(7, "h"))), "acc") == (
        "a kőr hetest és a kőr hetest"
    )
    with pytest.raises(FormError):
        loc.card_name(7, "h", "dat")


def test_a_sentence_may_open_with_a_card_and_name_melds_in_a_form() -> None:
    loc = hungarian()
    assert loc.card_name(7, "h", "^") == "Kőr hetes"
    assert loc.card_name(7, "h", "acc^") == "A kőr hetest"
    sevens = CardList((CardValue(7, "h"), CardValue(7, "h")))
    melds = CardGroups((sevens, CardList((CardValue(13, "h"),))), "; ")
    assert loc.shown(melds, "acc") == "a kőr hetest és a kőr hetest; a kőr királyt"
    assert loc.shown(sevens, "acc^").startswith("A kőr hetest és a")
    opening = CARDS + ranks() + 'msgid "{card} is discarded."\nmsgstr "{card:acc^} eldobtad."\n'
    assert hungarian(opening).format("{card} is discarded.", card=CardValue(7, "h")) == (
        "A kőr hetest eldobtad."
    )


def test_a_rank_without_the_form_falls_back_to_english_and_is_an_error(tmp_path: Path) -> None:
    loc = hungarian(CARDS + ranks(without="king"))
    # the king gives no accusative: the form cannot serve, the sentence shows in English
    assert loc.format("You discard {card}.", card=CardValue(7, "h")).startswith("You discard")
    assert loc.rejection("{rank} of {suit}", "card name") is not None
    found = findings(tmp_path, CARDS + ranks(without="king"))
    assert any("the rank 'king' lacks the form 'acc' the card name asks for" in m for _, m in found)


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (
            'msgid "You discard {card}."\nmsgstr "Eldobod {card:num}."\n',
            "{card:num}: cards have no form 'num' in hu",
        ),
        (
            'msgid "You discard {card}."\nmsgstr "Eldobod {card:num^}."\n',
            "{card:num^}: cards have no form 'num^' in hu",
        ),
        (
            'msgid "What is {title}?"\nmsgstr "{title:^} mi?"\n',
            "'^' (a capital first letter) is for a card's name only",
        ),
        (
            'msgctxt "suit"\nmsgid "hearts"\nmsgstr "<b>kőr</b>"\n',
            "markup or a link in a plain text",
        ),
        (
            'msgctxt "card index"\nmsgid "K"\nmsgstr "[K](javascript:alert(1))"\n',
            "markup or a link in a plain text",
        ),
        (
            'msgctxt "name forms"\nmsgid "Straight Gin"\nmsgstr "nom: {title:nom}"\n',
            "holds a placeholder: write the name itself",
        ),
        (
            'msgid "You pass the upcard."\nmsgstr "Passzolsz.\u2028"\n',
            "the character U+2028 breaks lines",
        ),
        (
            'msgctxt "card name"\nmsgid "{rank} of {suit}"\nmsgstr "{suit} {rank} {card}"\n',
            "the pattern: {card} is not {rank} or {suit}",
        ),
    ],
    ids=[
        "card form",
        "capital card form",
        "capital title",
        "suit markup",
        "index link",
        "name form placeholder",
        "U+2028",
        "pattern",
    ],
)
def test_what_slipped_through_is_an_error_at_its_line(
    tmp_path: Path, entry: str, message: str
) -> None:
    found = findings(tmp_path, entry)
    line = 7 if entry.startswith("msgctxt") else 6  # the line of its msgid
    assert [at for at, m in found if message in m] == [line], found


def test_a_placeholder_s_own_rules_are_not_markup(tmp_path: Path) -> None:
    rules = "{deadwood:8*=az # pont|other=a # pont}"
    entry = (
        'msgid "Your deadwood is {deadwood:one=# point|other=# points}."\n'
        f'msgstr "Holt lapjaid: {rules}."\n\n'
        'msgid "Your deadwood is {deadwood:one=# point|other=# points}, too."\n'
        f'msgstr "Holt lapjaid *is*: {rules}."\n'
    )
    found = [m for _, m in findings(tmp_path, entry) if "emphasis" in m]
    assert found == ["*emphasis* its source does not use"]
