"""The Play page of one language, made when the site is built: the choices of each game,
their rules, and the excerpt of the catalog the game's texts are filled from in the browser.

Each game offers exactly its options (``options:`` of its rules file): a length (its
own, and the length options it offers), and each other option as a check box. Every
combination is worked out here with :func:`~generator.variants.options.apply_options`
and carried as the rule fields it changes (``rules_to_json``); a combination that the
options exclude carries the reason, translated. The browser reads the rules with
:func:`~generator.engine.rules_from_json` and plays them with the engine itself.

The texts (:mod:`generator.play.text`): each runtime text's translation, only
when this language's :class:`~generator.i18n.Localizer` can fill it (a translation it
would not use is left out, and the English shows, as on the other pages); the declared
number forms, the forms of the games' names, the card indices and suit names.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Iterator, Mapping
from typing import Any

from markupsafe import Markup

from generator.engine import parse_card, rules_to_json
from generator.engine.cards import RANK_SYMBOLS, SUIT_SIGNS, SUIT_SYMBOLS
from generator.errors import RuleDataError
from generator.i18n import Localizer, Name, State
from generator.i18n.state import SOURCE_LANGUAGE
from generator.play import messages as play_messages
from generator.play import verdict
from generator.site import markup
from generator.site.environment import plain
from generator.site.pages import SiteText
from generator.text.cards import CARD_PLACEHOLDERS, CardList, CardNames, CardValue
from generator.text.forms import FormError
from generator.text.placeholders import PlaceholderError, names
from generator.variants.model import OPTION_LABEL_CONTEXT, Catalogue, Option, Variant
from generator.variants.options import apply_options


def N_(message: str) -> str:
    """Marks a message for the catalogs (babel.cfg reads this module)."""
    return message


SINGLE_HAND = N_("A single hand")
TO_TARGET = N_("A game to {target:one=# point|other=# points}")
LENGTH = "length"
"""The options group of a game's length."""
CARD_TEXTS = ("Meld: {cards}", "Deadwood: {cards}", "deadwood")
"""The texts :func:`generator.play.cards.render_hand` translates."""
TEXT_VALUES = frozenset({"reason", "role"})
"""Placeholders that stand for text (sentences, a role); the cards' are cards, the others
are numbers."""
SAMPLE_CARD = CardValue(7, "h")


def _card_names(names: CardNames) -> dict[str, Any]:
    """The card names as the page's data (:func:`generator.play.browser.card_names`)."""
    return {
        "pattern": [names.pattern, dict(names.patterns)],
        "ranks": {str(r): [plain, dict(forms)] for r, (plain, forms) in names.ranks.items()},
        "suits": dict(names.suits),
    }


def runtime_messages() -> tuple[str, ...]:
    """Every text the game may show in the browser."""
    return tuple(dict.fromkeys((*play_messages.all_messages(), *verdict.MESSAGES, *CARD_TEXTS)))


def _key(chosen: tuple[str, ...]) -> str:
    return ",".join(sorted(chosen))


def _diff(rules: Mapping[str, Any], base: Mapping[str, Any]) -> dict[str, Any]:
    """The rule fields of ``rules`` that differ from ``base`` (``match`` field by field)."""
    out = {k: v for k, v in rules.items() if k != "match" and base.get(k) != v}
    match = {k: v for k, v in rules["match"].items() if base["match"].get(k) != v}
    if match:
        out["match"] = match
    return out


def card_tokens() -> dict[str, dict[str, str]]:
    """What the engine reads as a card's rank and as its suit (``parse_card``), each with the
    symbol it stands for: play.js checks a link's cards with them before Python is loaded.

    >>> tokens = card_tokens()
    >>> tokens["ranks"]["10"], tokens["ranks"]["q"], tokens["suits"]["\u2665"]
    ('T', 'Q', 'h')
    """
    ranks = {*RANK_SYMBOLS, *RANK_SYMBOLS.lower(), "10"}
    suits = {*SUIT_SYMBOLS, *SUIT_SYMBOLS.upper(), *SUIT_SIGNS, *map(chr, range(0x2660, 0x2668))}

    def symbol(token: str, part: int) -> str | None:
        try:
            return str(parse_card(token))[part]
        except ValueError:
            return None

    read_ranks = {r: symbol(r + "s", 0) for r in sorted(ranks)}
    read_suits = {s: symbol("A" + s, -1) for s in sorted(suits)}
    return {
        "ranks": {k: v for k, v in read_ranks.items() if v is not None},
        "suits": {k: v for k, v in read_suits.items() if v is not None},
    }


class PlayPage:
    """The Play page's model for one language."""

    def __init__(self, text: SiteText, catalogue: Catalogue) -> None:
        self.text = text
        self.loc: Localizer = text.loc
        self.catalogue = catalogue

    # -- the games and their options -------------------------------------------------

    def _offered(self, variant: Variant) -> list[Option]:
        return [self.catalogue.options[o] for o in variant.options if o in self.catalogue.options]

    def _combinations(self, variant: Variant) -> Iterator[tuple[str, ...]]:
        """Every choice of the offered options, at most one of each group."""
        groups: dict[str, list[str]] = {}
        for option in self._offered(variant):
            groups.setdefault(option.group, []).append(option.id)
        choices = [[None, *ids] for ids in groups.values()]
        for picked in itertools.product(*choices):
            yield tuple(p for p in picked if p is not None)

    def _excluded(self, chosen: tuple[str, ...]) -> str:
        """Why the ``chosen`` options do not go together, translated (plain text)."""
        for a, b in itertools.permutations(chosen, 2):
            reason = self.catalogue.options[a].excludes.get(b)
            if reason:
                return plain(self.text.html(reason))
        return ""

    def lengths(self, variant: Variant) -> list[dict[str, str | bool]]:
        """The game lengths, shortest first: the game's own (chosen to begin with) and each
        length option that changes it."""
        own = variant.rules.match.target
        lengths: dict[int | None, str] = {own: ""}
        for option in self._offered(variant):
            if option.group != LENGTH:
                continue
            target = apply_options(self.catalogue, variant, (option.id,)).match.target
            lengths.setdefault(target, option.id)
        order = sorted(lengths, key=lambda target: -1 if target is None else target)
        return [
            {"key": lengths[t], "label": self._length_label(t), "checked": t == own} for t in order
        ]

    def _length_label(self, target: int | None) -> str:
        if target is None:
            return plain(self.text.ui(SINGLE_HAND))
        return plain(self.text.ui(TO_TARGET, target=target))

    def toggles(self, variant: Variant) -> list[dict[str, object]]:
        """The other options, each a check box: its name and what it does."""
        out: list[dict[str, object]] = []
        for option in self._offered(variant):
            if option.group == LENGTH:
                continue
            rules = apply_options(self.catalogue, variant, (option.id,))
            values = self.text.rule_values(dataclasses.replace(variant, rules=rules))
            name = markup.plain(self.loc.pgettext(OPTION_LABEL_CONTEXT, option.name))
            out.append(
                {
                    "id": option.id,
                    "label": name[:1].upper() + name[1:],
                    "description": self.text.html(option.description, values)
                    if option.description
                    else Markup(""),
                }
            )
        return out

    def games(self) -> list[dict[str, object]]:
        """Each game as the template lists it."""
        return [
            {
                "id": v.id,
                "title": self.text.title(v),
                "lengths": self.lengths(v),
                "toggles": self.toggles(v),
            }
            for v in self.catalogue.variants.values()
        ]

    def game_rules(self, variant: Variant) -> dict[str, Any]:
        """The game's rules, each combination of options as its changes, and the reasons
        of the combinations that are excluded."""
        base = rules_to_json(variant.rules)
        combos: dict[str, Any] = {}
        excluded: dict[str, str] = {}
        for chosen in self._combinations(variant):
            try:
                rules = apply_options(self.catalogue, variant, chosen)
            except RuleDataError:
                excluded[_key(chosen)] = self._excluded(chosen)
                continue
            combos[_key(chosen)] = _diff(rules_to_json(rules), base)
        return {"title": variant.text.title, "rules": base, "combos": combos, "excluded": excluded}

    # -- the texts -----------------------------------------------------------------------

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
        }

    def data(self, assets: Mapping[str, str]) -> Markup:
        """The page's data for play.js, as the text of a ``<script type="application/json">``."""
        payload = {
            "assets": dict(assets),
            "cards": card_tokens(),
            "games": {v.id: self.game_rules(v) for v in self.catalogue.variants.values()},
            "text": self.texts(),
        }
        text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        # inside <script> nothing may close the element or open a comment, and no character
        # may end a line where a script reading the text sees none (U+2028, U+2029)
        for raw, escaped in (
            ("<", "\\u003c"),
            (">", "\\u003e"),
            ("\u2028", "\\u2028"),
            ("\u2029", "\\u2029"),
        ):
            text = text.replace(raw, escaped)
        return Markup(text)
