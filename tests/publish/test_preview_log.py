"""What the translators' preview (``make serve ONLY=hu``) prints: nothing that reads as a
misconfiguration, at its start or when it builds again after a saved catalog.

``mkdocs serve`` runs on a copy of the project; the test saves the Hungarian catalog,
waits for the rebuild, and stops it. Its pages carry no Content-Security-Policy, which
would stop the script the preview adds to reload them.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from tests.publish.nginx import free_port
from tests.site.site_helpers import copy_project

pytestmark = pytest.mark.slow

NOT_EXPECTED = ("WARNING", "ERROR", "extra.alternate", "should be an absolute path")


def _lines(process: subprocess.Popen[str], into: queue.Queue[str]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        into.put(line.rstrip("\n"))


def _wait_for(lines: queue.Queue[str], text: str, seen: list[str], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.2)
        except queue.Empty:
            continue
        seen.append(line)
        if text in line:
            return
    raise AssertionError(f"no {text!r} within {seconds} s:\n" + "\n".join(seen[-30:]))


def test_the_preview_says_nothing_alarming_at_start_or_rebuild(tmp_path: Path) -> None:
    project = copy_project(tmp_path / "project")
    environment = {k: v for k, v in os.environ.items() if k not in ("SITE_URL",)}
    environment |= {"GIN_RULES_ONLY": "hu", "NO_MKDOCS_2_WARNING": "1"}
    mkdocs = str(Path(sys.executable).with_name("mkdocs"))
    address = f"127.0.0.1:{free_port()}"
    process = subprocess.Popen(
        [mkdocs, "serve", "-a", address],
        cwd=project,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=_lines, args=(process, lines), daemon=True).start()
    seen: list[str] = []
    try:
        _wait_for(lines, "Serving on", seen, 180)
        with urllib.request.urlopen(f"http://{address}/hu/index.html", timeout=30) as answer:
            page = answer.read().decode("utf-8")
        assert "livereload" in page and "Content-Security-Policy" not in page
        catalog = project / "locales" / "hu" / "LC_MESSAGES" / "messages.po"
        catalog.write_text(catalog.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        _wait_for(lines, "Reloading browsers", seen, 120)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    time.sleep(0.2)
    while not lines.empty():
        seen.append(lines.get())
    builds = [line for line in seen if "Building 'hu' documentation" in line]
    assert len(builds) >= 2, "\n".join(seen)  # the start and the rebuild
    alarming = [line for line in seen if any(word in line for word in NOT_EXPECTED)]
    assert not alarming, "\n".join(alarming)
