"""Settlement of a finished hand: gin, big gin, knock, layoffs, undercut, Oklahoma spades.

Pure: two hands and the :class:`Rules` in, a frozen :class:`Settlement` out.
Without ``knocker_melds`` the knocker shows his best declaration; without
``layoffs`` the defender replies optimally (melds and layoffs searched jointly).
Given both, the settlement is that of the choices made at the table, the
defender's other cards melded at their best.

>>> print(settle("As 2s 3s 7h 7d 7c 9s 9h 9d 2c", "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc").summary())
knock: knocker scores 27
  knocker shows As 2s 3s | 9s 9h 9d | 7h 7d 7c, deadwood 2c = 2
  defender shows 4h 5h 6h | Ks Kh Kd, deadwood 8d 3c 8c Qc = 29 (29 before layoffs)
  knocker 2 < defender 29: knocker scores 29 - 2 = 27
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.engine.cards import Card, Hand, HandLike, parse_card, parse_hand
from generator.engine.errors import InvalidCardError, describe
from generator.engine.knocking import knock_limit
from generator.engine.layoffs import least_reply_deadwood
from generator.engine.masks import iter_bits, tables_for
from generator.engine.melds import Meld, all_melds
from generator.engine.rules import Rules
from generator.engine.scoring import Ending, Settlement, multipliers, result, score

__all__ = ["Ending", "Settlement", "best_declaration", "settle"]


def _declarations(
    knocker: int, rules: Rules, limit: int | None
) -> list[tuple[tuple[Meld, ...], int]]:
    """Every set of disjoint melds the knocker may show within the limit, with its deadwood."""
    melds = all_melds(knocker, rules)
    values = tables_for(rules).values
    card_values = [values[i % 13] for i in range(52)]

    def value(mask: int) -> int:
        return sum(card_values[i] for i in iter_bits(mask))

    meld_values = [value(m.mask) for m in melds]
    total = value(knocker)
    need = 0 if knocker.bit_count() == 11 or limit is None else limit
    found: list[tuple[tuple[Meld, ...], int]] = []

    def walk(start: int, used: int, dead: int, chosen: tuple[Meld, ...]) -> None:
        if dead <= need:
            found.append((chosen, dead))
        for j in range(start, len(melds)):
            m = melds[j]
            if not m.mask & used:
                walk(j + 1, used | m.mask, dead - meld_values[j], (*chosen, m))

    walk(0, 0, total, ())
    return found


def _prepare(
    knocker: HandLike, defender: HandLike, upcard: Card | str | None, seat: int
) -> tuple[int, int, Card | None]:
    """The hands' masks and the upcard; :raises: InvalidCardError."""
    k = parse_hand(knocker).mask
    dh = parse_hand(defender).mask
    if k.bit_count() not in (10, 11):
        raise InvalidCardError(f"the knocker shows 10 cards (11 for big gin), not {k.bit_count()}")
    if dh.bit_count() != 10:
        raise InvalidCardError(f"the defender holds 10 cards, not {dh.bit_count()}")
    both = Hand(k & dh)
    if both:
        raise InvalidCardError(f"card '{next(iter(both))}' is in both hands")
    up = parse_card(upcard) if isinstance(upcard, str) else upcard
    if up is not None and type(up) is not Card:
        raise InvalidCardError(f"the upcard is a card, not {describe(up)}")
    if type(seat) is not int or seat not in (0, 1):
        raise InvalidCardError(f"the knocker's seat is player 0 or 1, not {describe(seat)}")
    return k, dh, up


def best_declaration(
    knocker: HandLike,
    defender: HandLike,
    rules: Rules | None = None,
    *,
    upcard: Card | str | None = None,
    gin: bool = False,
    knocker_seat: int = 0,
) -> Settlement:
    """The settlement of the knocker's best declaration against the defender's best reply.

    Among the knocker's meld sets within the knock limit, the one scoring most for
    him (ties: least knocker deadwood, then the first in meld order). With
    ``gin`` (he went gin) only the sets melding every card count.
    :raises: InvalidCardError for hands that are no finished hand under ``rules``.
    """
    rules = rules or Rules()
    k, dh, up = _prepare(knocker, defender, upcard, knocker_seat)
    limit = knock_limit(rules, up)
    options = (
        _declarations(k, rules, 0 if gin else limit) if k.bit_count() == 10 or rules.big_gin else []
    )
    if not options:
        raise InvalidCardError(_cannot_go_out(k, rules, limit))
    big = k.bit_count() == 11
    mult, bonus_mult = multipliers(rules, up)
    best_key: tuple[int, int] | None = None
    best = options[0][0]
    for melds, dead in options:
        shown = melds if (dead or rules.layoff_on_gin) else ()
        d = least_reply_deadwood(dh, shown, rules)
        ending, points = result(dead, d, big, rules, mult, bonus_mult)
        key = (-points if ending is Ending.UNDERCUT else points, -dead)
        if best_key is None or key > best_key:
            best_key, best = key, melds
    return score(k, dh, best, rules, up, seat=knocker_seat)


def _cannot_go_out(knocker: int, rules: Rules, limit: int | None) -> str:
    hand = Hand(knocker)
    if knocker.bit_count() == 11:
        if not rules.big_gin:
            return "an 11-card hand goes out only as big gin, and big gin is not played"
        return f"an 11-card hand goes out only as big gin, and {hand} does not meld entirely"
    if limit is None:
        return f"this deal is played for gin only, and {hand} is not gin"
    return f"{hand} cannot knock: its least deadwood is above the knock limit {limit}"


def settle(
    knocker: HandLike,
    defender: HandLike,
    rules: Rules | None = None,
    *,
    upcard: Card | str | None = None,
    knocker_melds: Sequence[Meld | str] | None = None,
    layoffs: Sequence[tuple[Card | str, int]] | None = None,
    knocker_seat: int = 0,
) -> Settlement:
    """Score a finished hand. ``knocker`` is his 10 cards after the discard (11: big gin).

    Without ``knocker_melds`` the knocker's :func:`best_declaration` is used.
    ``layoffs`` are the defender's, in the order made: (card, index of the
    knocker's meld); without them he replies at his best. ``knocker_seat`` is the
    knocker's seat (player 0 or 1), the settlement's ``winner`` a seat.
    :raises: InvalidCardError for a hand that may not go out under ``rules``, or an
    illegal declaration or layoff.

    >>> settle("As 2s 3s 4s 7h 7d 7c Kd Kh Kc", "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9c").ending
    <Ending.GIN: 'gin'>
    """
    rules = rules or Rules()
    if knocker_melds is None:
        if layoffs is not None:
            raise InvalidCardError(
                "layoffs are made onto the knocker's melds: give knocker_melds too"
            )
        return best_declaration(knocker, defender, rules, upcard=upcard, knocker_seat=knocker_seat)
    k, dh, up = _prepare(knocker, defender, upcard, knocker_seat)
    melds = tuple(m if isinstance(m, Meld) else Meld.parse(m, rules) for m in knocker_melds)
    used = 0
    for m in melds:
        if m.mask & ~k:
            raise InvalidCardError(f"meld '{m}' is not in the knocker's hand {Hand(k)}")
        if m.mask & used:
            raise InvalidCardError(f"meld '{m}' shares a card with another meld")
        used |= m.mask
    limit = knock_limit(rules, up)
    values = tables_for(rules).values
    dead = sum(values[i % 13] for i in iter_bits(k & ~used))
    if k.bit_count() == 11 and (dead or not rules.big_gin):
        raise InvalidCardError(_cannot_go_out(k, rules, limit))
    if dead and (limit is None or dead > limit):
        limit_text = "gin only" if limit is None else f"the knock limit is {limit}"
        raise InvalidCardError(f"the knocker's deadwood {dead} is too much: {limit_text}")
    chosen = None
    if layoffs is not None:
        chosen = [(parse_card(c) if isinstance(c, str) else c, onto) for c, onto in layoffs]
    return score(k, dh, melds, rules, up, chosen, seat=knocker_seat)
