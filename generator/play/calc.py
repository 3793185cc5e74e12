"""The calculator of a worked example's hands ("Try this hand" on the rule pages): the reader
edits the cards and sees each hand's melds and least deadwood, and the rules engine's
verdict under the chosen game, worded by :func:`generator.play.verdict.verdict` as under
the example. Runs in the browser (Pyodide), like :mod:`generator.play.session`.

The hands are an example's, by role: ``hand`` (a lone hand: may it knock?), ``knocker``
and ``defender`` (how is it settled?), with an ``upcard`` for the Oklahoma rule. The
roles, and the card counts each may hold, are the rule data's
(:data:`generator.variants.examples.HAND_SIZES`), given by the page.

They come from the page's address, which anyone can write: cards that cannot be read, a
card given twice (in a hand, or in two), more than eleven cards in a hand or more than one
upcard are refused with a sentence in the reader's language, and the melds are searched
only in a hand of a size its role may hold.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from generator.engine import Card, Hand, Rules, best_arrangement, parse_card
from generator.play import messages as M
from generator.play.cards import attribute, card_face, card_name, escape, render_hand
from generator.play.text import PlayText
from generator.play.verdict import ROLES, verdict

E = escape
Roles = Mapping[str, Sequence[int]]
"""Each role of an example's hands, in the order shown -> the card counts it may hold."""
MOST_CARDS = 11
"""A hand of the address holds at most this many cards."""
MOST_TEXT = 100
"""Characters of a hand in the address."""


class Refused(ValueError):
    """Hands that are no deal: the sentence that says why, in the reader's language."""


def read_hands(hands: object, roles: Roles, text: PlayText) -> dict[str, set[int]]:
    """The hands of the address (role -> cards in the engine's notation) as card indices,
    in the order of ``roles``; :raises Refused: when they cannot be dealt."""
    unreadable = Refused(text.gettext(M.CALCULATOR["unreadable"]))
    if not isinstance(hands, Mapping) or not set(hands) <= set(roles):
        raise unreadable
    seen: set[int] = set()
    out: dict[str, set[int]] = {}
    for role in roles:
        if role not in hands:
            continue
        written = hands[role]
        if not isinstance(written, str) or len(written) > MOST_TEXT:
            raise unreadable
        tokens = written.replace(",", " ").split()
        if len(tokens) > MOST_CARDS:
            raise unreadable
        held: set[int] = set()
        for token in tokens:
            try:
                card = parse_card(token)
            except ValueError:
                raise unreadable from None
            if card.index in seen:
                raise Refused(text.gettext(M.CALCULATOR["twice"]))
            seen.add(card.index)
            held.add(card.index)
        if role == "upcard" and len(held) > 1:
            raise Refused(text.gettext(M.CALCULATOR["upcard"]))
        out[role] = held
    return out


class Calculator:
    """The hands of an example, as the reader edits them."""

    def __init__(
        self, text: PlayText, rules: Rules, hands: Mapping[str, str], roles: Roles
    ) -> None:
        self.text = text
        self.rules = rules
        self.roles = roles
        self.refused = ""
        """Why the address's hands were refused (then there is nothing to edit)."""
        try:
            self.hands = read_hands(hands, roles, text)
        except Refused as refused:
            self.hands, self.refused = {}, str(refused)

    def set_rules(self, rules: Rules) -> str:
        self.rules = rules
        return self.view()

    def toggle(self, role: str, card: str) -> str:
        """Put ``card`` into ``role``'s hand or take it out (a card in another hand moves)."""
        if role not in self.hands or not isinstance(card, str) or len(card) > 4:
            return self.view()
        try:
            index = parse_card(card).index
        except ValueError:
            return self.view()
        held = self.hands[role]
        if index in held:
            held.discard(index)
        else:
            for other in self.hands.values():
                other.discard(index)
            held.add(index)
        return self.view()

    def notation(self) -> dict[str, str]:
        """Each hand in the engine's notation (for the page's address)."""
        return {r: str(_hand(c)) for r, c in self.hands.items()}

    def view(self) -> str:
        text = self.text
        if self.refused:
            return json.dumps(
                {"hands": "", "verdict": [self.refused], "notation": {}, "refused": True},
                ensure_ascii=False,
            )
        parts, problems = [], []
        for role, held in self.hands.items():
            cards = list(_hand(held))
            caption = E(text.gettext(ROLES[role]))
            sizes = self.roles[role]
            if len(cards) not in sizes:
                wanted = M.CALCULATOR_COUNTS[tuple(sizes)]
                problems.append(
                    text.format(wanted, role=text.gettext(ROLES[role]), count=len(cards))
                )
            drawn = ""
            if len(cards) in sizes and len(cards) >= 10:  # no search in a hand of another size
                arrangement = best_arrangement(_hand(held), self.rules, keep_all=True)
                drawn = render_hand(cards, arrangement.melds, text)
                least = text.format(
                    M.CALCULATOR["deadwood"],
                    role=text.gettext(ROLES[role]),
                    deadwood=arrangement.points,
                )
                drawn += f'<p class="play-least">{E(least)}</p>'
            elif cards:
                drawn = render_hand(cards, [], text) if len(cards) == 1 else _row(cards, text)
            parts.append(
                f'<fieldset class="play-calc-hand"><legend>{caption}</legend>{drawn}'
                f"{_grid(role, held, self.hands, text)}</fieldset>"
            )
        said = problems or self._verdict()
        return json.dumps(
            {
                "hands": "".join(parts),
                "verdict": said,
                "notation": self.notation(),
                "refused": False,
            },
            ensure_ascii=False,
        )

    def _verdict(self) -> list[str]:
        hands = self.notation()
        try:
            judged = verdict(hands, self.rules)
        except ValueError:
            role = self.text.gettext(ROLES["knocker"])
            out = [self.text.format(M.CALCULATOR["cannot"], role=role)]
            alone = {
                "hand": hands["knocker"],
                **({"upcard": hands["upcard"]} if "upcard" in hands else {}),
            }
            judged = verdict(alone, self.rules) if len(self.hands["knocker"]) == 10 else None
            if judged is not None:
                out.append(self.text.format_map(judged.msgid, judged.values))
            return out
        if judged is None:
            return []
        return [self.text.format_map(judged.msgid, judged.values)] + [
            self.text.gettext(m) for m in judged.extra
        ]


def _hand(held: set[int]) -> Hand:
    """The cards of the indices ``held``, in deck order."""
    return Hand(sum(1 << i for i in held))


def _row(cards: list[Card], text: PlayText) -> str:
    inner = "".join(card_face(c, text) for c in cards)
    label = attribute(text.format_list([card_name(c, text) for c in cards]))
    return f'<div class="hand" role="img" aria-label="{label}">{inner}</div>'


def _grid(role: str, held: set[int], hands: Mapping[str, set[int]], text: PlayText) -> str:
    """Every card of the deck as a toggle button, a row per suit; a card of another hand
    shows it is there (pressing it moves the card here)."""
    rows = []
    for suit in Card.SUITS:
        buttons = []
        for card in Hand.DECK:
            if card.suit != suit:
                continue
            pressed = "true" if card.index in held else "false"
            elsewhere = any(card.index in h for r, h in hands.items() if r != role)
            name = E(card_name(card, text))
            buttons.append(
                f'<button type="button" class="play-pick{" play-elsewhere" if elsewhere else ""}"'
                f' data-role="{role}" data-card="{card}" aria-pressed="{pressed}">'
                f'{card_face(card, text)}<span class="play-sr">{name}</span></button>'
            )
        rows.append(f'<div class="play-pick-row">{"".join(buttons)}</div>')
    summary = E(text.gettext(M.CALCULATOR["edit"]))
    return f'<details class="play-picker"><summary>{summary}</summary>{"".join(rows)}</details>'
