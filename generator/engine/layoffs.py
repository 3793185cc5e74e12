"""The defender's layoffs onto the knocker's melds, and his optimal reply.

A defender lays off the fourth card of a knocker's set, or cards extending a
knocker's run at either end; with ``rules.layoff_chains`` also cards extending
his own layoffs (7h then 8h onto 4h 5h 6h). His melds and layoffs interact, so
the reply is searched jointly: every legal set of layoffs, then the least
deadwood of what is left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from generator.engine.cards import DECK, Card
from generator.engine.deadwood import Arrangement, arrange_mask
from generator.engine.errors import InvalidCardError
from generator.engine.masks import deadwood_of_mask, iter_bits, tables_for
from generator.engine.melds import Meld, MeldKind, meld_kind
from generator.engine.refusals import Reason
from generator.engine.rules import Rules

_M = 0x1FFF


def _run_extensions(meld: Meld, hand: int, rules: Rules) -> list[int]:
    """Masks of the cards of ``hand`` that could be laid off together on a run."""
    suit = ((meld.mask & -meld.mask).bit_length() - 1) // 13
    ranks = meld.mask >> (13 * suit) & _M
    held = hand >> (13 * suit) & _M
    rtc = rules.round_the_corner

    def step(rank: int, direction: int) -> int | None:
        nxt = rank + direction
        if rtc:
            return nxt % 13
        return nxt if 0 <= nxt < 13 else None

    low_bits = [i for i in range(13) if ranks >> i & 1]
    if rtc and len(low_bits) < 13:
        order = [b for b in low_bits if not ranks >> (b - 1) % 13 & 1]
        lo = order[0]
        hi = (lo + len(low_bits) - 1) % 13
    else:
        lo, hi = low_bits[0], low_bits[-1]
    downs, ups = [0], [0]
    r, acc = lo, 0
    while True:
        nxt = step(r, -1)
        if nxt is None or not held >> nxt & 1 or ranks >> nxt & 1:
            break
        acc |= 1 << nxt
        downs.append(acc)
        r = nxt
        if not rules.layoff_chains:
            break
    r, acc = hi, 0
    while True:
        nxt = step(r, 1)
        if nxt is None or not held >> nxt & 1 or ranks >> nxt & 1:
            break
        acc |= 1 << nxt
        ups.append(acc)
        r = nxt
        if not rules.layoff_chains:
            break
    options = []
    for d in downs:
        for u in ups:
            if d & u == 0 and (ranks | d | u).bit_count() <= 13:
                options.append((d | u) << (13 * suit))
    return options


def layoff_options(meld: Meld, hand: int, rules: Rules) -> list[int]:
    """Every mask of cards of ``hand`` that may be laid off on ``meld`` (0 first)."""
    if meld.kind is MeldKind.SET:
        if meld.mask.bit_count() == 4:
            return [0]
        rank = (meld.mask & -meld.mask).bit_length() - 1
        rank %= 13
        column = 0x8004002001 << rank
        fourth = column & ~meld.mask & hand
        return [0, fourth] if fourth else [0]
    return _run_extensions(meld, hand, rules)


@dataclass(frozen=True, slots=True)
class Reply:
    """The defender's best answer: his arrangement of what he kept and his layoffs."""

    arrangement: Arrangement
    layoffs: tuple[tuple[Card, Meld], ...]
    deadwood_before: int


def _best_combo(
    defender: int, knocker_melds: Sequence[Meld], rules: Rules
) -> tuple[int, int, tuple[int, ...]]:
    """(least deadwood, laid-off mask, mask per meld) of the best layoffs (first on ties)."""
    tables = tables_for(rules)
    before = deadwood_of_mask(defender, tables)
    combos: list[tuple[int, tuple[int, ...]]] = [(0, ())]
    for meld in knocker_melds:
        options = layoff_options(meld, defender, rules)
        combos = [(used | o, (*per, o)) for used, per in combos for o in options if not used & o]
    best_points, (best_used, best_per) = before, combos[0]
    for used, per in combos[1:]:
        points = deadwood_of_mask(defender & ~used, tables)
        if points < best_points:
            best_points, best_used, best_per = points, used, per
    return best_points, best_used, best_per


def least_reply_deadwood(defender: int, knocker_melds: Sequence[Meld], rules: Rules) -> int:
    """The defender's deadwood after his best reply (what :func:`best_reply` leaves him)."""
    return _best_combo(defender, knocker_melds, rules)[0]


def best_reply(defender: int, knocker_melds: Sequence[Meld], rules: Rules) -> Reply:
    """The layoffs and melds leaving the defender the least deadwood (first found on ties)."""
    _, used, per = _best_combo(defender, knocker_melds, rules)
    layoffs = tuple(
        (DECK[i], meld)
        for meld, mask in zip(knocker_melds, per, strict=True)
        for i in iter_bits(mask)
    )
    before = deadwood_of_mask(defender, tables_for(rules))
    return Reply(arrange_mask(defender & ~used, rules), layoffs, before)


def layoff_error(meld: Meld, current: int, card: Card, rules: Rules) -> Reason | None:
    """Why ``card`` may not be laid off onto ``meld`` as extended so far (``current``), or None.

    A set takes its fourth card; a run takes the next card of its suit at either
    end, and with ``rules.layoff_chains`` the next one beyond a card laid off.

    >>> from generator.engine.cards import Card
    >>> run = Meld.parse("4h 5h 6h")
    >>> layoff_error(run, run.mask, Card.parse("7h"), Rules()) is None
    True
    >>> str(layoff_error(run, run.mask, Card.parse("8h"), Rules()))
    '8h does not extend 4h 5h 6h'
    >>> reason = layoff_error(run, run.mask | Card.parse("7h").bit, Card.parse("8h"),
    ...                       Rules(layoff_chains=False))
    >>> reason.id
    'extends-layoff-only'
    >>> print(reason)
    8h extends only a card laid off, and this game lays off onto the melds as declared
    """
    bit = card.bit
    if current & bit:
        return Reason("already-in-meld", {"card": card})
    if meld_kind(current | bit, rules) is not meld.kind:
        return Reason("does-not-extend", {"card": card, "meld": meld})
    if (
        meld.kind is MeldKind.RUN
        and not rules.layoff_chains
        and meld_kind(meld.mask | bit, rules) is not MeldKind.RUN
    ):
        return Reason("extends-layoff-only", {"card": card})
    return None


def chosen_reply(
    defender: int,
    knocker_melds: Sequence[Meld],
    layoffs: Sequence[tuple[Card, int]],
    rules: Rules,
) -> Reply:
    """The defender's reply with the ``layoffs`` he chose, in the order he made them.

    Each is (card, index of the knocker's meld); the rest of his cards are
    melded at their best. The reply lists the layoffs meld by meld, each meld's
    cards in deck order (as :func:`best_reply` does). :raises: ValueError.
    """
    extended = [m.mask for m in knocker_melds]
    laid = 0
    for card, onto in layoffs:
        if type(card) is not Card:
            raise InvalidCardError(f"a layoff lays off a card, not {card!r}")
        if not defender >> card.index & 1:
            raise InvalidCardError(f"the defender does not hold {card}")
        if laid & card.bit:
            raise InvalidCardError(f"{card} is already laid off")
        if type(onto) is not int or not 0 <= onto < len(knocker_melds):
            raise InvalidCardError(
                f"there is no meld {onto!r}: the knocker shows {len(knocker_melds)}"
            )
        error = layoff_error(knocker_melds[onto], extended[onto], card, rules)
        if error:
            raise InvalidCardError(str(error))
        extended[onto] |= card.bit
        laid |= card.bit
    ordered = tuple(
        (DECK[i], meld)
        for meld, mask in zip(knocker_melds, extended, strict=True)
        for i in iter_bits(mask & laid)
    )
    before = deadwood_of_mask(defender, tables_for(rules))
    return Reply(arrange_mask(defender & ~laid, rules), ordered, before)
