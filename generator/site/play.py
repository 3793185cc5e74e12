"""The Play page of one language, made when the site is built: the choices of each game,
their rules, and the excerpt of the catalog the game's texts are filled from in the browser.

Each game offers exactly its options (``options:`` of its rules file): a length (its
own, and the length options it offers), and each other option as a check box. Every
combination is worked out here with :func:`~generator.variants.options.apply_options`
and carried as the rule fields it changes (``Rules.to_json``); a combination that the
options exclude carries the reason, translated. The browser reads the rules with
:meth:`~generator.engine.Rules.from_json` and plays them with the engine itself.

The texts the browser fills are :mod:`generator.site.play_texts`'.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
from collections.abc import Iterator, Mapping
from typing import Any

from markupsafe import Markup

from generator.engine import Card, parse_card
from generator.errors import RuleDataError
from generator.i18n import Localizer
from generator.play import advice, calc, store
from generator.site.environment import script_text
from generator.site.pages import SiteText
from generator.site.play_texts import PlayTexts
from generator.variants.examples import HAND_SIZES
from generator.variants.model import OPTION_LABEL_CONTEXT, Catalogue, Option, Variant
from generator.variants.options import apply_options


def N_(message: str) -> str:
    """Marks a message for the catalogs (babel.cfg reads this module)."""
    return message


SINGLE_HAND = N_("A single hand")
TO_TARGET = N_("A game to {target:one=# point|other=# points}")
LENGTH = "length"
"""The options group of a game's length."""


def _key(chosen: tuple[str, ...]) -> str:
    return ",".join(sorted(chosen))


def _diff(rules: Mapping[str, Any], base: Mapping[str, Any]) -> dict[str, Any]:
    """The rule fields of ``rules`` that differ from ``base`` (``match`` field by field)."""
    out = {k: v for k, v in rules.items() if k != "match" and base.get(k) != v}
    match = {k: v for k, v in rules["match"].items() if base["match"].get(k) != v}
    if match:
        out["match"] = match
    return out


CALCULATOR = {
    "roles": [[role, list(sizes)] for role, sizes in HAND_SIZES.items()],
    "mostCards": calc.MOST_CARDS,
    "mostText": calc.MOST_TEXT,
}
"""What play.js reads a link's hands by before Python is loaded, and hands to the
calculator: the roles in the order shown with the card counts each may hold (pairs: the
page's data is written with sorted keys), a hand's most cards and characters."""


def card_tokens() -> dict[str, dict[str, str]]:
    """What the engine reads as a card's rank and as its suit (``parse_card``), each with the
    symbol it stands for: play.js checks a link's cards with them before Python is loaded.

    >>> tokens = card_tokens()
    >>> tokens["ranks"]["10"], tokens["ranks"]["q"], tokens["suits"]["\u2665"]
    ('T', 'Q', 'h')
    """
    ranks = {*Card.RANKS, *Card.RANKS.lower(), "10"}
    suits = {*Card.SUITS, *Card.SUITS.upper(), *map(chr, range(0x2660, 0x2668))}  # signs

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
                return script_text(self.text.html(reason))
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

    def _length_label(self, target: int | None) -> Markup:
        if target is None:
            return self.text.ui(SINGLE_HAND)
        return self.text.ui(TO_TARGET, target=target)

    def toggles(self, variant: Variant) -> list[dict[str, object]]:
        """The other options, each a check box: its name and what it does."""
        out: list[dict[str, object]] = []
        for option in self._offered(variant):
            if option.group == LENGTH:
                continue
            rules = apply_options(self.catalogue, variant, (option.id,))
            values = self.text.rule_values(dataclasses.replace(variant, rules=rules))
            out.append(
                {
                    "id": option.id,
                    "label": self.text.word(option.name, OPTION_LABEL_CONTEXT, capital=True),
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

    def levels(self) -> list[dict[str, object]]:
        """The computer's levels of play as the template lists them (the normal one first
        chosen)."""
        return [
            {"id": level, "label": self.text.ui(label)} for level, label in advice.LEVELS.items()
        ]

    def game_rules(self, variant: Variant) -> dict[str, Any]:
        """The game's rules, each combination of options as its changes, and the reasons
        of the combinations that are excluded."""
        base = variant.rules.to_json()
        combos: dict[str, Any] = {}
        excluded: dict[str, str] = {}
        for chosen in self._combinations(variant):
            try:
                rules = apply_options(self.catalogue, variant, chosen)
            except RuleDataError:
                excluded[_key(chosen)] = self._excluded(chosen)
                continue
            combos[_key(chosen)] = _diff(rules.to_json(), base)
        return {"title": variant.text.title, "rules": base, "combos": combos, "excluded": excluded}

    def texts(self) -> dict[str, Any]:
        """The excerpt of the catalog the browser fills the game's texts from."""
        return PlayTexts(self.loc, self.catalogue).texts()

    def data(self, assets: Mapping[str, str]) -> Markup:
        """The page's data for play.js, as the text of a ``<script type="application/json">``."""
        payload = {
            "assets": dict(assets),
            "calculator": CALCULATOR,
            "cards": card_tokens(),
            "games": {v.id: self.game_rules(v) for v in self.catalogue.variants.values()},
            "storeFormat": store.STORE_FORMAT,
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
