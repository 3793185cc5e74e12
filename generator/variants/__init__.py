"""Rule data: ``rules/*.yaml`` read, checked and turned into the engine's values and page texts.

``read_rules(files)`` gives a :class:`~generator.variants.catalogue.RuleData`: every
problem, sorted by file and line, and the catalogue of what loaded; ``load_catalogue(files)``
the validated :class:`~generator.variants.model.Catalogue` (or raises
:class:`~generator.errors.RuleDataError` whose ``.problems`` lists them all);
``aspect_cell`` a comparison-table cell's template and values, ``apply_options`` a
variant's rules with options chosen.

>>> from pathlib import Path
>>> from generator.files import ProjectFiles
>>> read_rules(ProjectFiles.snapshot(Path("no such folder"))).problems[0].message
"no rules/ folder here (run it in the project folder, or give that folder's path)"
"""

from __future__ import annotations

from generator.variants.aspects import aspect_cell, matching_case
from generator.variants.catalogue import RuleData, load_catalogue, read_rules
from generator.variants.options import apply_options, example_rules, rules_of

__all__ = [
    "RuleData",
    "apply_options",
    "aspect_cell",
    "example_rules",
    "load_catalogue",
    "matching_case",
    "read_rules",
    "rules_of",
]
