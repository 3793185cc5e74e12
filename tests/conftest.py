"""Every test process shares one cache of hand statistics: the project's own.

Site builds and page generation in temporary copies of the project would
otherwise each play the statistics' hands again. The cache is keyed by the
rules and the engine version, so sharing it never serves a stale figure.
"""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault(
    "GIN_RULES_CACHE", str(Path(__file__).resolve().parents[1] / ".cache" / "gin-rules")
)
