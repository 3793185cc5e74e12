"""The term ids of the rule glossary, ``rules/glossary.yaml``, for the glossary checks."""

from __future__ import annotations

from pathlib import Path

import yaml


def rule_term_ids(root: Path) -> tuple[str, ...] | None:
    """The ids of ``root/rules/glossary.yaml``'s terms, or None when the file is absent
    or broken (the rule-data checks report that)."""
    path = root / "rules" / "glossary.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        terms = data.get("terms", [])
        return tuple(str(t["id"]) for t in terms if isinstance(t, dict) and "id" in t)
    except (OSError, UnicodeDecodeError, yaml.YAMLError, AttributeError, TypeError):
        return None
