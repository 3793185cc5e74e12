"""The last results of one computation, each kept with the inputs it was made from.

A catalog read again from unchanged bytes is the same object (:mod:`generator.i18n.
translations` keeps what it parsed), so a result made from it can be given again without
working it out: the catalog checks of a language whose catalog did not change, the
merge of a catalog with a template that did not change. Inputs match when they are the
same object or equal values; a kept result holds its inputs, so no object it was made
from is freed and another one mistaken for it.

Results are shared: callers must not change them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any, Generic, TypeVar

V = TypeVar("V")


class Recent(Generic[V]):
    """Up to ``size`` results of a computation, the newest first."""

    def __init__(self, size: int) -> None:
        self._kept: deque[tuple[tuple[object, ...], V]] = deque(maxlen=size)

    def get(self, inputs: tuple[Any, ...], make: Callable[[], V]) -> V:
        """The result kept for ``inputs``, or ``make()``, kept for them. ``inputs``: what
        the result is made from (every input of ``make``, or values that determine it)."""
        for kept, value in self._kept:
            if len(kept) == len(inputs) and all(
                a is b or _equal(a, b) for a, b in zip(kept, inputs, strict=True)
            ):
                return value
        value = make()
        self._kept.appendleft((inputs, value))
        return value

    def clear(self) -> None:
        self._kept.clear()


def _equal(a: object, b: object) -> bool:
    return type(a) is type(b) and bool(a == b)


__all__ = ["Recent"]
