"""The rules of a page's variant, for doctests that read like plain engine use.

``variant_rules("oklahoma")`` loads the real rule data of the project (the folder
holding ``rules/``) and returns that variant's :class:`~generator.engine.Rules`.
The project folder is, in order: the one set by :func:`rules_from` (the check
command checks another folder this way), the environment variable
``GIN_RULES_ROOT``, the folder this package was installed from.

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

import os
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from generator.engine import Rules
from generator.variants.model import Catalogue

_override: list[Path] = []


def project_root() -> Path:
    """The project folder whose ``rules/`` :func:`variant_rules` reads."""
    if _override:
        return _override[-1]
    env = os.environ.get("GIN_RULES_ROOT")
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[2]


@contextmanager
def rules_from(root: Path) -> Iterator[Path]:
    """Inside the block, :func:`variant_rules` reads the rule data of ``root``."""
    _override.append(Path(root))
    try:
        yield Path(root)
    finally:
        _override.pop()


@lru_cache(maxsize=8)
def _catalogue(root: Path, stamp: tuple[tuple[str, int], ...]) -> Catalogue:
    from generator.variants import load_catalogue

    return load_catalogue(root)


def _stamp(root: Path) -> tuple[tuple[str, int], ...]:
    """The rule files and their modification times: a cache key that notices edits."""
    folder = root / "rules"
    return tuple(
        (str(p.relative_to(folder)), p.stat().st_mtime_ns) for p in sorted(folder.rglob("*.yaml"))
    )


def variant_rules(variant: str, *options: str) -> Rules:
    """The rules of ``variant`` (a variant id: "standard", "straight-gin", …), played
    with the ``options`` it offers ("oklahoma", "to-250", "hollywood", …)."""
    from generator.variants import apply_options

    root = project_root().resolve()
    catalogue = _catalogue(root, _stamp(root))
    if variant not in catalogue.variants:
        known = ", ".join(sorted(catalogue.variants))
        raise ValueError(f"no variant '{variant}' in the rule data (known: {known})")
    if not options:
        return catalogue.variants[variant].rules
    return apply_options(catalogue, variant, options)
