"""The showdown played on from wherever it stands: the rest of a declaration, the layoffs left.

A player asked to move in the middle of a showdown (a reader who declared a meld or laid
off a card himself, then asked for a hint; a bot taking over a seat) continues from the
choices already made, which need not be his own best ones. Every move here is one of the
state's legal actions:

- **Declaring.** :func:`declarations_left` lists every way to finish the declaration
  with the undeclared cards: sets of disjoint melds leaving at most the deadwood the
  ending allows (none after gin). A bot ranks them and declares the first meld of the
  one it prefers (:func:`next_declaration`), or finishes when it adds no meld.
- **Laying off.** :func:`next_layoff` searches every order of the layoffs still
  possible onto the melds as extended so far and lays off the first card of the one
  leaving the defender the least deadwood; it finishes when no layoff lowers it.

>>> from generator.engine import Meld, Rules, parse_hand
>>> from generator.engine.showdown import Showdown
>>> show = Showdown(parse_hand("4s 5s 6s 7s 2d 3d 4d 7h 7d 7c"),
...                 parse_hand("Qs Qh Qc 6h 6d 6c 2c 3c 8h 9d"), Rules(), need=0)
>>> show.declare(Meld.parse("4s 5s 6s 7s")); show.declare(Meld.parse("2d 3d 4d"))
>>> [str(m) for m, in (melds for melds, dead in declarations_left(show))]
['7h 7d 7c']
>>> str(next_declaration(show, lambda melds, dead: dead))
'declare 7h 7d 7c'
"""

from __future__ import annotations

from collections.abc import Callable

from generator.engine.actions import FINISH_DECLARING, FINISH_LAYOFFS, Action, DeclareMeld, LayOff
from generator.engine.cards import DECK, Card, iter_bits
from generator.engine.deadwood import deadwood_of_mask
from generator.engine.layoffs import layoff_error
from generator.engine.melds import Meld, all_melds
from generator.engine.showdown import Showdown

__all__ = ["declarations_left", "next_declaration", "next_layoff"]

Completion = tuple[tuple[Meld, ...], int]
"""Melds still to declare (in meld order), and the deadwood they leave."""


def declarations_left(show: Showdown) -> list[Completion]:
    """Every way to finish the declaration from the melds declared so far: each set of
    disjoint melds among the undeclared cards leaving at most ``show.need``."""
    rest = show.undeclared
    melds = all_melds(rest, show.rules)
    values = show.tables.values
    meld_values = [sum(values[i % 13] for i in iter_bits(m.mask)) for m in melds]
    need = show.need
    found: list[Completion] = []

    def walk(start: int, used: int, dead: int, chosen: tuple[Meld, ...]) -> None:
        if dead <= need:
            found.append((chosen, dead))
        for j in range(start, len(melds)):
            meld = melds[j]
            if not meld.mask & used:
                walk(j + 1, used | meld.mask, dead - meld_values[j], (*chosen, meld))

    walk(0, 0, sum(values[i % 13] for i in iter_bits(rest)), ())
    return found


def next_declaration(
    show: Showdown, cost: Callable[[tuple[Meld, ...], int], float | tuple[float, ...]]
) -> Action:
    """The first meld of the completion with the least ``cost(melds, deadwood)`` (the
    first listed on a tie), or finishing when that completion adds no meld."""
    options = declarations_left(show)
    melds, _ = min(options, key=lambda option: cost(*option))
    return DeclareMeld(melds[0]) if melds else FINISH_DECLARING


def next_layoff(show: Showdown) -> Action:
    """The defender's first layoff on the way to the least deadwood from the layoffs made,
    or finishing when no layoff lowers it."""
    defender, rules, tables, melds = show.defender, show.rules, show.tables, show.melds
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def layoffs(laid: int, extended: tuple[int, ...]) -> list[tuple[Card, int, tuple[int, ...]]]:
        """Each layoff possible now: the card, the meld, the melds as extended then."""
        found = []
        for i in iter_bits(defender & ~laid):
            card = DECK[i]
            for onto, meld in enumerate(melds):
                if layoff_error(meld, extended[onto], card, rules) is None:
                    grown = (*extended[:onto], extended[onto] | card.bit, *extended[onto + 1 :])
                    found.append((card, onto, grown))
        return found

    def least(laid: int, extended: tuple[int, ...]) -> int:
        known = memo.get((laid, extended))
        if known is None:
            known = deadwood_of_mask(defender & ~laid, tables)
            for card, _, grown in layoffs(laid, extended):
                known = min(known, least(laid | card.bit, grown))
            memo[laid, extended] = known
        return known

    laid, extended = show.laid, tuple(show.extended)
    target = least(laid, extended)
    if target < deadwood_of_mask(defender & ~laid, tables):
        for card, onto, grown in layoffs(laid, extended):
            if least(laid | card.bit, grown) == target:
                return LayOff(card, onto)
    return FINISH_LAYOFFS
