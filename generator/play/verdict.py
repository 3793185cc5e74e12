"""What the rules engine says of a worked example, as a sentence in the reader's language.

An example's prose makes a claim ("the knocker scores 27"); under it the page gives
the engine's own verdict on the same hands, worded here from the engine's values,
and names each hand by the part it plays in that verdict (the player who goes gin
is no knocker). The texts are marked with ``N_`` for the catalogs (babel.cfg reads
this module) and translated when the page is built.

>>> from generator.engine import Rules
>>> v = verdict({"knocker": "As 2s 3s 7h 7d 7c 9s 9h 9d 2c",
...              "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc"}, Rules())
>>> v.msgid.split(":")[0], v.values["points"], v.roles["knocker"]
('The rules engine agrees', 27, 'The knocker')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from generator.engine import (
    Ending,
    Rules,
    Settlement,
    knock_limit,
    min_deadwood,
    parse_card,
    settle,
)

_MARKED: list[str] = []


def N_(message: str) -> str:
    """Marks a message for the catalogs; translated where it is shown (listed in
    :data:`MESSAGES`)."""
    _MARKED.append(message)
    return message


ROLES = {
    "knocker": N_("The knocker"),
    "defender": N_("The defender"),
    "hand": N_("The hand"),
    "upcard": N_("The upcard"),
}
"""An example's hands by role -> the caption naming them."""
GOES_GIN = N_("The player who goes gin")
GOES_BIG_GIN = N_("The player who goes big gin")

KNOCK = N_(
    "The rules engine agrees: the knocker keeps {knocker:one=# point|other=# points} of"
    " deadwood against the defender's {defender}, and scores the difference,"
    " {points:one=# point|other=# points}."
)
KNOCK_AFTER_LAYOFFS = N_(
    "The rules engine agrees: the defender lays off {layoffs:one=# card|other=# cards}; the"
    " knocker keeps {knocker:one=# point|other=# points} of deadwood against the defender's"
    " {defender}, and scores the difference, {points:one=# point|other=# points}."
)
UNDERCUT = N_(
    "The rules engine agrees: the defender ends with {defender:one=# point|other=# points} of"
    " deadwood against the knocker's {knocker}, undercuts, and scores"
    " {points:one=# point|other=# points} with the undercut bonus."
)
UNDERCUT_AFTER_LAYOFFS = N_(
    "The rules engine agrees: the defender lays off {layoffs:one=# card|other=# cards} and"
    " ends with {defender:one=# point|other=# points} of deadwood against the knocker's"
    " {knocker}, undercuts, and scores {points:one=# point|other=# points} with the undercut"
    " bonus."
)
KNOCK_DOUBLED = N_(
    "The rules engine agrees: the knocker keeps {knocker:one=# point|other=# points} of"
    " deadwood against the defender's {defender}, and the spade upcard doubles the"
    " difference: {points:one=# point|other=# points}."
)
KNOCK_DOUBLED_AFTER_LAYOFFS = N_(
    "The rules engine agrees: the defender lays off {layoffs:one=# card|other=# cards}; the"
    " knocker keeps {knocker:one=# point|other=# points} of deadwood against the defender's"
    " {defender}, and the spade upcard doubles the difference:"
    " {points:one=# point|other=# points}."
)
TIE_TO_KNOCKER = N_(
    "The rules engine agrees: both players end with {knocker:one=# point|other=# points} of"
    " deadwood, and in this game the knocker wins such a hand but scores nothing."
)
TIE_TO_DEFENDER = N_(
    "The rules engine agrees: both players end with {knocker:one=# point|other=# points} of"
    " deadwood; the defender wins the hand but scores nothing, as this game gives no"
    " undercut bonus for a tie."
)
SETTLED = {
    Ending.GIN: N_(
        "The rules engine agrees: gin. The defender is left with"
        " {defender:one=# point|other=# points} of deadwood, and with the gin bonus the player"
        " who went gin scores {points:one=# point|other=# points}."
    ),
    Ending.BIG_GIN: N_(
        "The rules engine agrees: big gin. The defender is left with"
        " {defender:one=# point|other=# points} of deadwood, and with the big gin bonus the"
        " player who went out scores {points:one=# point|other=# points}."
    ),
    Ending.NO_SCORE: N_(
        "The rules engine agrees: the defender lays off every card of deadwood against the"
        " gin, and nobody scores."
    ),
}
DOUBLED = N_("The spade upcard doubles the score.")
MAY_KNOCK = N_(
    "The rules engine agrees: the least deadwood is {deadwood:one=# point|other=# points},"
    " within the knock limit of {limit}: this hand may knock."
)
MAY_NOT_KNOCK = N_(
    "The rules engine agrees: the least deadwood is {deadwood:one=# point|other=# points},"
    " above the knock limit of {limit}: this hand may not knock."
)
GIN_ONLY = N_(
    "The rules engine agrees: the least deadwood is {deadwood:one=# point|other=# points},"
    " and this game has no knocking: this hand may not go out."
)
GIN_ONLY_UPCARD = N_(
    "The rules engine agrees: the least deadwood is {deadwood:one=# point|other=# points},"
    " and the upcard makes this deal one for gin only: this hand may not go out."
)
GIN_HAND = N_("The rules engine agrees: every card of this hand is melded, so it goes gin.")


@dataclass(frozen=True)
class Verdict:
    """The engine's verdict: the sentences (msgids) with their values, each hand's caption."""

    msgid: str
    values: Mapping[str, object]
    roles: Mapping[str, str] = field(default_factory=dict)
    """Role -> the msgid of its caption."""
    extra: tuple[str, ...] = ()
    """Further sentences (msgids) without values."""


def verdict(hands: Mapping[str, str], rules: Rules) -> Verdict | None:
    """The verdict on an example's hands: a settlement for a knocker and a defender, whether
    a lone 10-card hand may go out; None for what the engine settles otherwise."""
    roles = dict(ROLES)
    upcard = parse_card(hands["upcard"]) if "upcard" in hands else None
    if "knocker" in hands and "defender" in hands:
        return settled(settle(hands["knocker"], hands["defender"], rules, upcard=upcard))
    hand = hands.get("hand")
    if hand is None or len(hand.split()) != 10:
        return None
    deadwood = min_deadwood(hand, rules)
    if deadwood == 0:
        return Verdict(GIN_HAND, {}, roles)
    if rules.oklahoma and upcard is None:
        return None  # the limit depends on an upcard the example does not give
    limit = knock_limit(rules, upcard)
    if limit is None:  # a game without knocking, or an upcard that leaves only gin
        message = GIN_ONLY if not rules.knocking else GIN_ONLY_UPCARD
        return Verdict(message, {"deadwood": deadwood}, roles)
    message = MAY_KNOCK if deadwood <= limit else MAY_NOT_KNOCK
    return Verdict(message, {"deadwood": deadwood, "limit": limit}, roles)


def settled(result: Settlement) -> Verdict:
    """The verdict on a settlement: of an example's hands, or of a hand played on the Play
    page (with the declaration and layoffs its players chose)."""
    roles = dict(ROLES)
    if result.ending is Ending.GIN or result.ending is Ending.NO_SCORE:
        roles["knocker"] = GOES_GIN
    elif result.ending is Ending.BIG_GIN:
        roles["knocker"] = GOES_BIG_GIN
    values = {
        "knocker": result.knocker_deadwood,
        "defender": result.defender_deadwood,
        "points": result.points,
        "layoffs": len(result.layoffs),
    }
    doubled = result.multiplier > 1
    if result.ending is Ending.KNOCK and not result.points:
        message = TIE_TO_KNOCKER
    elif result.ending is Ending.KNOCK and doubled:
        message = KNOCK_DOUBLED_AFTER_LAYOFFS if result.layoffs else KNOCK_DOUBLED
    elif result.ending is Ending.KNOCK:
        message = KNOCK_AFTER_LAYOFFS if result.layoffs else KNOCK
    elif result.ending is Ending.UNDERCUT and not result.points:
        message = TIE_TO_DEFENDER
    elif result.ending is Ending.UNDERCUT:
        message = UNDERCUT_AFTER_LAYOFFS if result.layoffs else UNDERCUT
    else:
        message = SETTLED[result.ending]
    knocks = result.ending in (Ending.KNOCK, Ending.UNDERCUT)
    extra = (DOUBLED,) if doubled and not knocks else ()
    return Verdict(message, values, roles, extra)


MESSAGES = tuple(dict.fromkeys(_MARKED))
"""Every sentence and caption a verdict may use (the Play page carries their translations)."""
