"""Example hands drawn as playing cards in HTML and CSS, melds grouped and deadwood marked."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal, Protocol

from generator.engine import Card, Meld
from generator.play.text import END, ENGLISH
from generator.text.cards import CardList, CardValue


class CardTexts(Protocol):
    """What drawing cards asks of a language: the rule pages give an
    :class:`~generator.i18n.Localizer`, the Play page in the browser its own texts."""

    def rank_index(self, rank: int) -> str: ...
    def card_name(self, rank: int, suit: str, form: str | None = None) -> str: ...
    def format_list(self, items: Sequence[str], style: Literal["standard", "or"] = ...) -> str: ...
    def format(self, msgid: str, **values: object) -> str: ...
    def gettext(self, msgid: str) -> str: ...


_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})
_UNMARKED = str.maketrans({ENGLISH: None, END: None})


def escape(text: str, quote: bool = True) -> str:
    """``text`` safe inside HTML, as :func:`html.escape` makes it (whose module the browser
    would download only for this, with the table of every HTML entity).

    >>> import html
    >>> said = "<b title='x'>R&D \u201cok\u201d</b>"
    >>> escape(said) == html.escape(said), escape(said, False) == html.escape(said, False)
    (True, True)
    """
    if quote:
        escaped = text.translate(_ESCAPES)
    else:
        escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return escaped.replace(ENGLISH, '<span lang="en">').replace(END, "</span>")


def attribute(text: str) -> str:
    """``text`` as an attribute's value, quoted: a text in English is not marked there.

    >>> attribute(f"{ENGLISH}R&D{END}")
    'R&amp;D'
    """
    return text.translate(_UNMARKED).translate(_ESCAPES)


_RED = {"h", "d"}


def card_face(card: Card, localizer: CardTexts) -> str:
    """A card as drawn: its corner index and suit sign (hidden from screen readers)."""
    index = escape(localizer.rank_index(card.rank))
    colour = "red" if card.suit in _RED else "black"
    return (
        f'<span class="card card-{colour}" aria-hidden="true">'
        f'<span class="card-index">{index}</span>'
        f'<span class="card-suit">{card.sign}</span></span>'
    )


def card_name(card: Card, localizer: CardTexts) -> str:
    """A card as a screen reader names it ("ace of spades", "seven of hearts")."""
    return localizer.card_name(card.rank, card.suit)


def card_value(card: Card) -> CardValue:
    """A card as a text's placeholder takes it: named in the form the text asks for."""
    return CardValue(card.rank, card.suit)


def card_list(cards: Iterable[Card]) -> CardList:
    """Cards as a text's placeholder takes them: named, and joined as a list."""
    return CardList(tuple(card_value(c) for c in cards))


def render_hand(cards: Iterable[Card], melds: Sequence[Meld], localizer: CardTexts) -> str:
    """One hand as an HTML block: each meld in a group, then the deadwood, with a text alternative.

    Cards in no meld are the deadwood. The ``aria-label`` names every card.
    """
    cards = list(cards)
    if len(cards) == 1:  # a lone card (the upcard) is no hand: no melds, no deadwood
        name = attribute(card_name(cards[0], localizer))
        face = card_face(cards[0], localizer)
        return f'<div class="hand" role="img" aria-label="{name}">{face}</div>'
    melded = {c for m in melds for c in m.cards}
    deadwood = [c for c in cards if c not in melded]
    groups: list[str] = []
    spoken: list[str] = []
    for meld in melds:
        inner = "".join(card_face(c, localizer) for c in meld.cards)
        groups.append(f'<span class="meld">{inner}</span>')
        spoken.append(localizer.format("Meld: {cards}", cards=card_list(meld.cards)))
    if deadwood:
        inner = "".join(card_face(c, localizer) for c in deadwood)
        label = escape(localizer.gettext("deadwood"))
        groups.append(
            f'<span class="deadwood"><span class="deadwood-label" aria-hidden="true">'
            f"{label}</span>{inner}</span>"
        )
        spoken.append(localizer.format("Deadwood: {cards}", cards=card_list(deadwood)))
    alt = attribute(". ".join(spoken) + ".")  # sentences: "; " reads as "?" in Greek
    return f'<div class="hand" role="img" aria-label="{alt}">{"".join(groups)}</div>'
