"""What the footer says about the build: the package version and the short git commit."""

from __future__ import annotations

import subprocess
from pathlib import Path

from generator import __version__


def short_commit(root: Path) -> str | None:
    """The abbreviated commit of ``root``'s git checkout, or None outside one (or without git)."""
    try:
        done = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            cwd=root,
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    commit = done.stdout.strip()
    return commit if done.returncode == 0 and commit else None


def version() -> str:
    """The project version from the package metadata: "0.0.1"."""
    return __version__
