"""Going out: may an 11-card hand (after the draw) knock or go gin, and with which discards.

The knock limit is ``rules.knock_limit_for(upcard rank)``: the Oklahoma rule
takes it from the first upcard, ``None`` means the deal is played for gin only.

>>> hand = parse_hand("As 2s 3s 7h 7d 7c 9s 9h 4d 2c Kd")
>>> can_knock(hand, Rules()), can_go_gin(hand, Rules())
(False, False)
>>> can_knock(parse_hand("As 2s 3s 7h 7d 7c 9s 9h 9d 2c Kd"), Rules())
True
>>> [str(c) for c in knock_discards(parse_hand("As 2s 3s 7h 7d 7c 9s 9h 9d 2c Kd"), Rules())]
['Kd', '2c']
"""

from __future__ import annotations

from generator.engine.cards import DECK, Card, HandLike, parse_hand
from generator.engine.errors import InvalidCardError, describe
from generator.engine.masks import (
    deadwood_of_mask,
    discard_deadwood_of_mask,
    iter_bits,
    tables_for,
)
from generator.engine.rules import Rules


def knock_limit(rules: Rules, upcard: Card | None = None) -> int | None:
    """Most deadwood a knock may keep in this deal; None: gin only.

    :raises: InvalidCardError for an upcard that is no card, or none under the
    Oklahoma rule (which takes the limit from it).
    """
    if upcard is not None and type(upcard) is not Card:
        raise InvalidCardError(f"the upcard is a Card, not {describe(upcard)}")
    if rules.oklahoma and upcard is None:
        raise InvalidCardError("the Oklahoma rule needs the first upcard (give upcard=...)")
    return rules.knock_limit_for(upcard.rank if upcard is not None else None)


def _hand11(hand: HandLike) -> int:
    mask = parse_hand(hand).mask
    if mask.bit_count() != 11:
        raise InvalidCardError(
            f"a hand that may go out has 11 cards after the draw, not {mask.bit_count()}"
        )
    return mask


def discard_deadwoods(hand: HandLike, rules: Rules | None = None) -> dict[Card, int]:
    """Least deadwood left after each possible discard of an 11-card hand."""
    h = _hand11(hand)
    tables = tables_for(rules)
    return {DECK[i]: deadwood_of_mask(h ^ (1 << i), tables) for i in iter_bits(h)}


def can_go_gin(hand: HandLike, rules: Rules | None = None) -> bool:
    """True when the 11-card hand can meld 10 cards after a discard (or all 11: big gin)."""
    return discard_deadwood_of_mask(_hand11(hand), tables_for(rules)) == 0


def can_knock(
    hand: HandLike,
    rules: Rules | None = None,
    *,
    upcard: Card | None = None,
) -> bool:
    """True when the 11-card hand may go out now: a knock within the limit, or gin."""
    rules = rules or Rules()
    limit = knock_limit(rules, upcard)
    least = discard_deadwood_of_mask(_hand11(hand), tables_for(rules))
    return least == 0 or (limit is not None and least <= limit)


def knock_discards(
    hand: HandLike,
    rules: Rules | None = None,
    *,
    upcard: Card | None = None,
) -> tuple[Card, ...]:
    """The discards (deck order) after which the 11-card hand may knock or go gin."""
    rules = rules or Rules()
    limit = knock_limit(rules, upcard) or 0
    return tuple(c for c, dw in discard_deadwoods(hand, rules).items() if dw <= limit)


def is_big_gin(hand: HandLike, rules: Rules | None = None) -> bool:
    """True when all 11 cards meld and the rules play big gin."""
    rules = rules or Rules()
    return rules.big_gin and deadwood_of_mask(_hand11(hand), tables_for(rules)) == 0
