"""The rules of a page's variant, for doctests that read like plain engine use.

``variant_rules("oklahoma")`` returns that variant's :class:`~generator.engine.Rules` as
the site plays it. A doctest of the rule data imports it like any engine function; while
the examples of a project are checked or tested (:func:`examples_of`), it answers from
that project's rule catalogue, already loaded, and otherwise from the rule data of the
checkout this package was installed from (what a reader trying an example gets).

>>> variant_rules("standard").gin_bonus
25
>>> variant_rules("standard", "oklahoma", "to-250").oklahoma
True
>>> variant_rules("no-such-game")
Traceback (most recent call last):
...
ValueError: no variant 'no-such-game' in the rule data (known: ...)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from generator.engine import Rules
from generator.files import ProjectFiles
from generator.variants import load_catalogue, rules_of
from generator.variants.model import Catalogue

_CHECKED: ContextVar[Catalogue | None] = ContextVar("examples_of", default=None)


@contextmanager
def examples_of(catalogue: Catalogue) -> Iterator[Catalogue]:
    """Inside the block, :func:`variant_rules` answers from ``catalogue``."""
    token = _CHECKED.set(catalogue)
    try:
        yield catalogue
    finally:
        _CHECKED.reset(token)


@cache
def _installed() -> Catalogue:
    """The rule catalogue of the checkout this package runs from."""
    return load_catalogue(ProjectFiles.snapshot(Path(__file__).resolve().parents[2]))


def variant_rules(variant: str, *options: str) -> Rules:
    """The rules of ``variant`` (a variant id: "standard", "straight-gin", …), played
    with the ``options`` it offers ("oklahoma", "to-250", "hollywood", …)."""
    return rules_of(_CHECKED.get() or _installed())(variant, *options)
