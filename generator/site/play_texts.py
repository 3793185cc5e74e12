"""The excerpt of one language's catalog that the Play page's texts are filled from in the
browser (:mod:`generator.play.text`): each runtime text's translation, only when this
language's :class:`~generator.i18n.Localizer` can fill it (a translation it would not use is
left out, and the English shows, as on the other pages); the declared number forms, the
forms of the games' names, the card indices, the card names and the links of the hints to
the rules.
"""

from __future__ import annotations

from typing import Any

from generator.i18n import Localizer, Name, State
from generator.i18n.state import SOURCE_LANGUAGE
from generator.play import advice, verdict
from generator.play import messages as play_messages
from generator.site import markup
from generator.site import pages as P
from generator.text.cards import CARD_PLACEHOLDERS, CardList, CardNames, CardValue
from generator.text.forms import FormError
from generator.text.placeholders import PlaceholderError, names
from generator.variants.model import Catalogue

CARD_TEXTS = ("Meld: {cards}", "Deadwood: {cards}", "deadwood")
"""The texts :func:`generator.play.cards.render_hand` translates."""
TEXT_VALUES = frozenset({"reason", "role"})
"""Placeholders that stand for text (sentences, a role); the cards' are cards, the others
are numbers."""
SAMPLE_CARD = CardValue(7, "h")


def runtime_messages() -> tuple[str, ...]:
    """Every text the game may show in the browser."""
    every = (*play_messages.all_messages(), *advice.MESSAGES, *verdict.MESSAGES, *CARD_TEXTS)
    return tuple(dict.fromkeys(every))


def _card_names(names: CardNames) -> dict[str, Any]:
    """The card names as the page's data (:func:`generator.play.browser.card_names`)."""
    return {
        "pattern": [names.pattern, dict(names.patterns)],
        "ranks": {str(r): [plain, dict(forms)] for r, (plain, forms) in names.ranks.items()},
        "suits": dict(names.suits),
    }


class PlayTexts:
    """The Play page's texts in one language."""

    def __init__(self, loc: Localizer, catalogue: Catalogue) -> None:
        self.loc = loc
        self.catalogue = catalogue

    def topics(self) -> dict[str, tuple[str, str]]:
        """Topic of advice -> (the address of the standard page's section on it, the
        section's title): where a hint links to."""
        standard = self.catalogue.standard
        return {
            topic: (
                f"{P.href(standard.id)}#{section.id}",
                markup.plain(self.loc.gettext(section.title)),
            )
            for section in standard.text.sections
            for topic in section.topics
        }

    def _usable(self, msgid: str, translation: str) -> bool:
        """Whether the Localizer fills ``translation`` (rather than showing the English)."""
        title = Name(self.catalogue.standard.text.title)
        samples: dict[str, object] = {}
        for n in names(msgid):
            if n in CARD_PLACEHOLDERS:
                samples[n] = SAMPLE_CARD if n == "card" else CardList((SAMPLE_CARD, SAMPLE_CARD))
            else:
                samples[n] = title if n == "title" else "x" if n in TEXT_VALUES else 2
        with self.loc.recording() as used:
            try:
                self.loc.format_map(msgid, samples)
            except (PlaceholderError, FormError):
                return False
        return used.get(msgid) is State.TRANSLATED

    def texts(self) -> dict[str, Any]:
        """The excerpt of the catalog the browser fills the game's texts from."""
        loc = self.loc
        translated: dict[str, str] = {}
        for msgid in runtime_messages():
            text = loc.gettext(msgid)  # recorded: an untranslated text brings the page's notice
            if loc.state(msgid) is not State.TRANSLATED or loc.code == SOURCE_LANGUAGE:
                continue
            if self._usable(msgid, text):
                translated[msgid] = text
            else:
                loc.record_unusable(msgid)
        titles = [v.text.title for v in self.catalogue.variants.values()]
        name_forms: dict[str, dict[str, str]] = {}
        for title in titles:
            for form in loc.grammar.names:
                try:
                    name_forms.setdefault(title, {})[form] = loc.shown(Name(title), form)
                except FormError:
                    continue
        return {
            "lang": loc.code,
            "texts": translated,
            "grammar": {
                form: "|".join(f"{r.selector}={r.text}" for r in rules)
                for form, rules in loc.grammar.numbers.items()
            },
            "names": {t: markup.plain(loc.gettext(t)) for t in titles},
            "nameForms": name_forms,
            "ranks": [loc.rank_index(r) for r in range(1, 14)],
            "cardNames": _card_names(loc.card_names()),
            "topics": self.topics(),
        }
