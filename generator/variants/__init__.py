"""Rule data: ``rules/*.yaml`` read, checked and turned into the engine's values and page texts.

``load_catalogue(root)`` gives the validated :class:`~generator.variants.model.Catalogue`
(or raises :class:`~generator.errors.RuleDataError` whose ``.problems`` lists them all),
``check_rules(root)`` every problem without raising, ``aspect_cell`` a comparison-table
cell's template and values, ``apply_options`` a variant's rules with options chosen.

>>> from pathlib import Path
>>> check_rules(Path("no such folder"))[0].message
"no rules/ folder here (run it in the project folder, or give that folder's path)"
"""

from __future__ import annotations

from generator.variants.aspects import aspect_cell, matching_case
from generator.variants.catalogue import check_rules, load_catalogue
from generator.variants.options import apply_options, example_rules

__all__ = [
    "apply_options",
    "aspect_cell",
    "check_rules",
    "example_rules",
    "load_catalogue",
    "matching_case",
]
