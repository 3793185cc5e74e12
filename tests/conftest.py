"""Every test process shares one cache of hand statistics, outside the checkout.

Site builds and page generation in temporary copies of the project would
otherwise each play the statistics' hands again. The cache is keyed by the
rules and the engine version, so sharing it never serves a stale figure; it
lives in the user's cache folder (``$XDG_CACHE_HOME``, else ``~/.cache``), so
the tests write nothing into the checkout. ``GIN_RULES_CACHE`` set beforehand wins.
"""

from __future__ import annotations

import os
from pathlib import Path

_USER_CACHE = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
os.environ.setdefault("GIN_RULES_CACHE", str(_USER_CACHE / "gin-rules-tests"))
