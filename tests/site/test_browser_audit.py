"""The test browser's start leaves the global ``random`` module alone: it starts in a
thread of its own while Hypothesis tests generate examples (browser_audit.py)."""

from __future__ import annotations

import random

import pytest

from tests.site.browser_audit import own_random_for_playwright

trace_utils = pytest.importorskip("playwright._impl.isomorphic.trace_utils")


def test_playwright_call_ids_draw_from_a_generator_of_their_own() -> None:
    own_random_for_playwright()
    state = random.getstate()
    prefixes = {trace_utils.create_call_id_generator()().split("@")[0] for _ in range(20)}
    assert random.getstate() == state
    assert len(prefixes) > 1  # still drawn at random
