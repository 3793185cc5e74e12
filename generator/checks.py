"""Every check ``gin-rules check`` runs: functions of the project folder returning problems.

Another area adds its check here with a one-line edit; a check never raises for
bad data, it reports it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from generator.errors import Problem
from generator.examples import check_examples
from generator.i18n.checks import check_catalogs
from generator.variants import check_rules

CHECKS: tuple[Callable[[Path], list[Problem]], ...] = (check_rules, check_catalogs, check_examples)
