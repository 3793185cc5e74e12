"""What the tests of the Play page's Python share: its texts as the page carries them."""

from __future__ import annotations

from generator.i18n import Localizer, english
from generator.play.browser import card_names
from generator.play.text import PlayText
from generator.site import pages as P
from generator.site.play import PlayPage
from generator.text import forms
from generator.variants.model import Catalogue


def page_of(loc: Localizer, catalogue: Catalogue) -> PlayPage:
    return PlayPage(P.SiteText(loc, catalogue, P.hrefs(catalogue)), catalogue)


def browser_text(loc: Localizer, catalogue: Catalogue) -> PlayText:
    """The texts as the page carries them, with Babel standing in for the browser's Intl."""
    data = page_of(loc, catalogue).texts()
    return PlayText(
        data["lang"],
        data["texts"],
        data["grammar"],
        data["names"],
        data["nameForms"],
        data["ranks"],
        card_names(data["cardNames"]),
        number=loc.format_number,
        category=forms.plural_category,
        join=lambda items, style: loc.format_list(items, style),
        topics=data["topics"],
    )


def english_text() -> PlayText:
    loc = english()
    cards = loc.card_names()
    return PlayText(
        "en",
        {},
        {},
        {},
        {},
        [loc.rank_index(r) for r in range(1, 14)],
        cards,
        number=loc.format_number,
        category=forms.plural_category,
        join=lambda items, style: loc.format_list(items, style),
    )
