"""The Play page's hint and the computer's levels of play, in the reader's language.

On request the page shows the move the strong player would make in the reader's seat
(``bot_for("strong").advise(state)``, an :class:`~generator.engine.Advice`) and why,
worded from the reason's id, with a link to the section of the rules that decides it
(the standard page's section that names the reason's topic, ``topics:`` in its variant
file). The reader chooses the computer's level (:data:`LEVELS`, each one of
:data:`~generator.engine.BOT_LEVELS`).

Placeholders as in :mod:`generator.play.messages`; ``{risk}`` is a chance in whole
percent, ``{outs}`` and ``{stock}`` counts of cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.engine import BOT_LEVELS, Advice, Card, HandState, bot_for
from generator.play.cards import card_list, card_value
from generator.play.text import PlayText


def N_(message: str) -> str:
    """Marks a message for the catalogs (babel.cfg reads this module)."""
    return message


_DEADWOOD = "{deadwood:one=# point|other=# points}"

# Translators: the reason for the move a hint suggests, a whole sentence addressed to the
# reader, whose opponent is "the computer". {card}: a card; {cards}: cards joined as a list.
ADVICE: dict[str, str] = {
    "take-to-complete-meld": N_("Take {card}: with it you hold the meld {cards}."),
    "take-for-two-way": N_(
        "Take {card}: it goes with {cards}, and more than one card could make a meld of them."
    ),
    "take-to-lower-deadwood": N_(
        "Take {card}: it brings your deadwood down to {deadwood:one=# point|other=# points},"
        " lower than a card from the stock is likely to."
    ),
    "take-to-go-out": N_("Take {card}: with it you may go out this turn."),
    "draw-stock": N_("Draw from the stock: {card} melds with nothing you hold."),
    "draw-stock-no-choice": N_("Draw from the stock: it is the only place to draw from."),
    "take-no-choice": N_("Take {card}: the discard pile is the only place to draw from."),
    "pass-upcard": N_("Pass: {card} melds with nothing you hold."),
    "take-last-discard": N_(
        "Take {card}: the stock is down to its last cards, and with this card you go out."
    ),
    "pass-last-discard": N_("Pass: you cannot go out with {card}, and the hand is void."),
    "big-gin": N_("Go big gin: all eleven of your cards are melded."),
    "gin": N_("Discard {card} and go gin: every other card of yours is melded."),
    "knock": N_(
        "Discard {card} and knock with {deadwood:one=# point|other=# points}: the chance that"
        " the computer undercuts you is {risk}%."
    ),
    "knock-before-undercut-risk": N_(
        "Discard {card} and knock now with {deadwood:one=# point|other=# points}: the longer"
        " you wait, the likelier the computer goes out first or gets under you ({risk}%"
        " chance on its next turn)."
    ),
    "knock-before-stock-ends": N_(
        "Discard {card} and knock with {deadwood:one=# point|other=# points}: the stock is"
        " nearly out ({stock:one=# card|other=# cards} left), and a void hand scores nothing."
    ),
    "wait-for-gin": N_(
        "Discard {card} without knocking: you hold only {deadwood:one=# point|other=# points}"
        " of deadwood, and {outs:one=# card|other=# cards} would give you gin."
    ),
    "wait-for-undercut": N_(
        "Discard {card} without knocking: with only {deadwood:one=# point|other=# points} of"
        " deadwood you are likely to undercut the computer when it knocks."
    ),
    "wait-undercut-risk": N_(
        "Discard {card} without knocking: with {deadwood:one=# point|other=# points} of"
        " deadwood a knock risks an undercut ({risk}% chance)."
    ),
    "gin-only-deal": N_("Discard {card}: nobody may knock in this deal, so play for gin."),
    "safe-discard": N_(
        "Discard {card}: of your cards, it is the least likely to meld for the computer"
        " ({risk}% chance)."
    ),
    "discard-deadwood": N_(
        "Discard {card}: your best melds then leave {deadwood:one=# point|other=# points} of"
        " deadwood."
    ),
    "discard-dead-card": N_("Discard {card}: the cards it could meld with are gone."),
    "keep-meld-chances": N_("Discard {card}: your other cards have more ways to make melds."),
    "declare-meld": N_("Declare {cards}: it leaves the computer fewer cards to lay off."),
    "declare-gin-meld": N_(
        "Declare {cards}: nobody may lay off onto a gin hand, so the order of your melds"
        " does not matter."
    ),
    "finish-declaring": N_(
        "Finish declaring: your deadwood is {deadwood:one=# point|other=# points}."
    ),
    "lay-off": N_("Lay off {card} onto the meld {cards}."),
    "finish-layoffs": N_(
        "Finish laying off: no other layoff lowers your deadwood of"
        " {deadwood:one=# point|other=# points}."
    ),
}
"""Reason id of :attr:`generator.engine.Advice.REASONS` -> its sentence."""

# Translators: after a hint, the link to the section of the rules that decides the move;
# {section} is the section's title, shown as the link.
RULE_LINK = N_("The rule: {section}")

# Translators: the levels of the computer's play, the choices under "How well the computer
# plays" on the Play page.
LEVELS: dict[str, str] = {
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "strong": N_("Strong"),
}
"""Level id -> its label, for each of :data:`generator.engine.BOT_LEVELS` in their order."""
assert tuple(LEVELS) == tuple(BOT_LEVELS)

MESSAGES = (*ADVICE.values(), RULE_LINK, *LEVELS.values())
"""Every text of this module that the page words in the browser."""

_SPLIT = "\ue000"
"""Stands for the link inside :data:`RULE_LINK` while the sentence is worded."""


@dataclass(frozen=True)
class Hint:
    """A hint as the page shows it: the reason, then the link to its rule (if the site has
    a section for it) with the words around the link."""

    text: str
    before: str = ""
    section: str = ""
    after: str = ""
    href: str = ""

    def view(self) -> dict[str, str]:
        return {
            "text": self.text,
            "before": self.before,
            "section": self.section,
            "after": self.after,
            "href": self.href,
        }


def _value(value: object) -> object:
    if isinstance(value, Card):
        return card_value(value)
    if isinstance(value, tuple):
        return card_list(value)
    return value


def hint(state: HandState, text: PlayText) -> Hint:
    """The strong player's move for the player to play, and why, in ``text``'s language,
    with the link to its rule (:attr:`PlayText.topics`)."""
    advice: Advice = bot_for("strong").advise(state)
    values = {key: _value(value) for key, value in advice.values.items()}
    said = text.format_map(ADVICE[advice.reason], values)
    link = text.topics.get(advice.topic.value)
    if link is None:
        return Hint(said)
    href, section = link
    before, _, after = text.format(RULE_LINK, section=_SPLIT).partition(_SPLIT)
    return Hint(said, before, section, after, href)
