"""A new game form is a data file only: loaded, checked and settled, with no code change."""

from __future__ import annotations

import shutil
from pathlib import Path

from generator.engine import Ending, settle
from generator.variants import aspect_cell
from tests.support import ROOT, catalogue_of, rule_problems

REPO = ROOT

LOW_KNOCK = """\
extends: standard
order: 90
status: beta
rules:
  knock_limit: 5
  gin_bonus: 30
  stock_end: void_at_two
  match:
    target: 150
options: [single-hand, hollywood, oklahoma]
text:
  title: Low Knock Gin
  tagline: You may knock only with {knock_limit} or less.
  what_is:
    - Like the [standard game](page:standard), but the knock limit is {knock_limit}.
  history:
    - A house rule.
"""


def test_a_variant_added_as_data_is_loaded_checked_and_settled(tmp_path: Path) -> None:
    shutil.copytree(REPO / "rules", tmp_path / "rules")
    (tmp_path / "rules" / "variants" / "low-knock.yaml").write_text(LOW_KNOCK, encoding="utf-8")
    assert [p for p in rule_problems(tmp_path) if p.severity == "error"] == []
    catalogue = catalogue_of(tmp_path)
    variant = catalogue.variants["low-knock"]
    assert variant.rules.knock_limit == 5 and variant.rules.match.target == 150
    assert list(catalogue.variants)[-1] == "low-knock"  # order 90
    # three melds and a 6 of deadwood: a knock at a limit of 10, not at a limit of 5
    knocker = "As 2s 3s 7h 7d 7c Kd Kh Kc 6c"
    defender = "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9c"
    assert settle(knocker, defender, catalogue.standard.rules).ending is Ending.KNOCK
    try:
        settle(knocker, defender, variant.rules)
    except ValueError as error:
        assert "knock limit 5" in str(error) or "too much" in str(error)
    else:
        raise AssertionError("a knock with 6 deadwood must be refused at a limit of 5")
    gin = settle("As 2s 3s 4s 7h 7d 7c Kd Kh Kc", defender, variant.rules)
    assert gin.ending is Ending.GIN
    standard_gin = settle("As 2s 3s 4s 7h 7d 7c Kd Kh Kc", defender, catalogue.standard.rules)
    assert gin.points - standard_gin.points == 30 - 25  # the gin bonus comes from the file
    for aspect in catalogue.aspects:  # every row of the tables has a cell for it
        template, values = aspect_cell(aspect, variant, catalogue)
        assert template and values["title"] == "Low Knock Gin"
