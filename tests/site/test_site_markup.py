"""Text rendering: escaping first, then only the small markup; cards with a text alternative."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.engine import Hand, best_arrangement
from generator.i18n import english
from generator.play.cards import render_hand
from generator.site.markup import UnknownPage, heading, render

PAGES = {"standard": "standard.html", "oklahoma": "oklahoma.html"}


def test_raw_html_is_escaped_and_markup_rendered() -> None:
    out = render('<script>x</script> **a** *b* [c](page:oklahoma) "q"', PAGES)
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert "<strong>a</strong>" in out and "<em>b</em>" in out
    assert '<a href="oklahoma.html">c</a>' in out


def test_a_link_to_an_unknown_page_is_an_error() -> None:
    with pytest.raises(UnknownPage, match="page:nowhere"):
        render("[x](page:nowhere)", PAGES)


@given(st.text(alphabet=st.characters(blacklist_characters="*[]")))
def test_no_tag_survives_but_the_markup_ones(text: str) -> None:
    out = render(text, PAGES)
    assert "<" not in out and ">" not in out.replace("&gt;", "")


@given(st.text())
def test_headings_keep_no_html_or_markdown_syntax_unescaped(text: str) -> None:
    out = heading(text)
    assert "<" not in out
    assert not re.search(r"(?<!\\)[*_`\[\]#]", out.replace("\\\\", ""))


def test_a_hand_is_drawn_in_melds_with_every_card_named() -> None:
    loc = english()
    cards = list(Hand.parse("7h 8h 9h Ks Kd Kc 2c 5d 9s Qh"))
    melds = best_arrangement(cards).melds
    out = render_hand(cards, melds, loc)
    assert out.count('class="meld"') == 2
    assert out.count('class="card ') == 10
    label = re.search(r'aria-label="([^"]*)"', out)
    assert label is not None
    for name in ("seven of hearts", "king of spades", "two of clubs", "queen of hearts"):
        assert name in label.group(1)
    assert label.group(1).endswith(".") and "; " not in label.group(1)
    deadwood = out.split('class="deadwood"', 1)[1]
    assert deadwood.count('class="card ') == 4
