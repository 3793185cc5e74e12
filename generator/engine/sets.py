"""The choice of sets: least deadwood over every way to meld the ranks held 3 or 4 times.

Runs stay in one suit and sets cross the suits, so once the sets are chosen each
suit's least run deadwood is one read of its table (``t``, and ``e`` for the best
discard, from :mod:`generator.engine.tables`). These functions take the four
13-bit suit masks ``a b c d`` and ``trip``, the ranks held three or four times
(nonzero), and try each choice of sets: a rank held three times melded or not; a
four not melded, melded whole, or melded as three with the card of one suit left
to that suit's runs. The common cases (one or two such ranks) are written out
without building the choices.

>>> from generator.engine.tables import suit_tables
>>> t = suit_tables(False, 1).deadwood
>>> seven = 1 << 6  # 7h 7d 7c 8h 9h: the run 7h 8h 9h beats the set of sevens
>>> least_keeping(0, seven | 0b110000000, seven, seven, seven, t)
14
"""

from __future__ import annotations

from collections.abc import Sequence

_M = 0x1FFF
_NONE = 1 << 30
"""Above any deadwood: the start of a search for the least."""


def least_keeping(a: int, b: int, c: int, d: int, trip: int, t: Sequence[int]) -> int:
    """Least deadwood of the suit masks ``a b c d`` keeping every card, ``trip`` nonzero.

    For each choice of sets, the suits' run deadwood without the sets' cards. A
    four may also leave out of its set the card of one suit (the suit whose runs
    want it most): the full set plus the least (negative) change of one suit's
    run deadwood from keeping that card.
    """
    rest = trip & (trip - 1)
    four = a & b & c & d
    if not rest:
        x = _M ^ trip
        ta, tb, tc, td = t[a], t[b], t[c], t[d]
        ua, ub, uc, ud = t[a & x], t[b & x], t[c & x], t[d & x]
        none, full = ta + tb + tc + td, ua + ub + uc + ud
        if four:
            gain = min(ta - ua, tb - ub, tc - uc, td - ud)
            if gain < 0:
                full += gain
        return full if full < none else none
    if rest & (rest - 1) or four == trip:
        return _search(a, b, c, d, trip, t)
    # two ranks p (the four, if any) and q
    q = trip ^ four if four else rest
    x, y = _M ^ trip, _M ^ q  # without both sets, without q's
    z = x | q  # without p's
    ta, tb, tc, td = t[a], t[b], t[c], t[d]
    pa, pb, pc, pd = t[a & z], t[b & z], t[c & z], t[d & z]
    qa, qb, qc, qd = t[a & y], t[b & y], t[c & y], t[d & y]
    ba, bb, bc, bd = t[a & x], t[b & x], t[c & x], t[d & x]
    none, only_p, only_q = ta + tb + tc + td, pa + pb + pc + pd, qa + qb + qc + qd
    both = ba + bb + bc + bd
    if four:
        gain = min(ta - pa, tb - pb, tc - pc, td - pd)
        if gain < 0:
            only_p += gain
        gain = min(qa - ba, qb - bb, qc - bc, qd - bd)
        if gain < 0:
            both += gain
    return min(none, only_p, only_q, both)


def least_after_discard(
    a: int, b: int, c: int, d: int, trip: int, t: Sequence[int], e: Sequence[int]
) -> int:
    """Least deadwood after the best discard over every choice of at least one set.

    Each choice counts each suit's run deadwood plus the least change ``e`` of the
    suit that gives up its best card. Discarding a card of a set is the choice
    without that set, or of a four's other three cards. ``trip`` holds two ranks or
    more, or a four; the caller counts the choice of no set.
    """
    rest = trip & (trip - 1)
    four = a & b & c & d
    if four and not rest & (rest - 1) and not four & (four - 1):
        # one four, maybe one other rank held three times (q): with or without q's set
        least = _four(a, b, c, d, four, t, e)
        q = trip ^ four
        if q:
            x = ~q
            a &= x
            b &= x
            c &= x
            d &= x
            m = t[a] + t[b] + t[c] + t[d] + min(e[a], e[b], e[c], e[d])
            if m < least:
                least = m
            m = _four(a, b, c, d, four, t, e)
            if m < least:
                least = m
        return least
    if rest & (rest - 1) or four:
        choices = set_choices(a, b, c, d, trip)[1:]
    else:  # two ranks held three times: either set or both
        x = _M ^ trip
        choices = [(a & y, b & y, c & y, d & y) for y in (x, x | rest, x | trip ^ rest)]
    least = _NONE
    for w, x, y, z in choices:
        m = e[w]
        n = e[x]
        if n < m:
            m = n
        n = e[y]
        if n < m:
            m = n
        n = e[z]
        if n < m:
            m = n
        m += t[w] + t[x] + t[y] + t[z]
        if m < least:
            least = m
    return least


def _four(a: int, b: int, c: int, d: int, four: int, t: Sequence[int], e: Sequence[int]) -> int:
    """Least deadwood after the best discard with the set of the rank ``four`` (one bit).

    The set of all four, or of three with the card of one suit left to that suit.
    """
    x = ~four
    a2, b2, c2, d2 = a & x, b & x, c & x, d & x
    ta, tb, tc, td = t[a2], t[b2], t[c2], t[d2]
    ea, eb, ec, ed = e[a2], e[b2], e[c2], e[d2]
    runs = ta + tb + tc + td
    return min(
        runs + min(ea, eb, ec, ed),
        runs - ta + t[a] + min(e[a], eb, ec, ed),
        runs - tb + t[b] + min(ea, e[b], ec, ed),
        runs - tc + t[c] + min(ea, eb, e[c], ed),
        runs - td + t[d] + min(ea, eb, ec, e[d]),
    )


def _search(a: int, b: int, c: int, d: int, trip: int, t: Sequence[int]) -> int:
    """Least deadwood keeping every card over every choice of sets, ``trip`` nonzero."""
    least = _NONE
    for w, x, y, z in set_choices(a, b, c, d, trip):
        m = t[w] + t[x] + t[y] + t[z]
        if m < least:
            least = m
    return least


def set_choices(a: int, b: int, c: int, d: int, trip: int) -> list[tuple[int, int, int, int]]:
    """Every choice of sets of the ranks of ``trip``, as the four suit masks left for runs.

    A rank held three times: with or without its set; four times: without, with
    all four, or with three (its card of the fourth suit left to the runs).
    """
    four = a & b & c & d
    choices = [(a, b, c, d)]
    while trip:
        low = trip & -trip
        trip ^= low
        x = ~low
        if low & four:
            choices += [
                m
                for w, y, z, v in choices
                for m in (
                    (w & x, y & x, z & x, v & x),
                    (w, y & x, z & x, v & x),
                    (w & x, y, z & x, v & x),
                    (w & x, y & x, z, v & x),
                    (w & x, y & x, z & x, v),
                )
            ]
        else:
            choices += [(w & x, y & x, z & x, v & x) for w, y, z, v in choices]
    return choices
