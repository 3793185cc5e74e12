"""Rule data: ``rules/*.yaml`` read, checked and turned into the engine's values and page texts.

>>> from generator.variants import load_catalogue, check_rules, aspect_cell  # doctest: +SKIP
"""

from __future__ import annotations

from generator.variants.aspects import aspect_cell, matching_case
from generator.variants.load import apply_options, check_rules, load_catalogue

__all__ = ["apply_options", "aspect_cell", "check_rules", "load_catalogue", "matching_case"]
