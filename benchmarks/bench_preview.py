"""The translators' preview: from saving a file to the served page showing the change.

Run ``python benchmarks/bench_preview.py --language hu`` from the project folder. It
copies what the build reads into a temporary folder, starts ``mkdocs serve`` there as
``make serve ONLY=hu`` does, and then, ``--edits`` times each, with a pause between:

- saves the language's catalog with a new translation of a text on its home page, and
- saves a rule file with a new English title for the standard game, which the English
  home page lists;

and polls the served page until it shows the new text. It prints the median, minimum
and maximum of each. The project's own files are never touched.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from generator.cache import CACHE_VARIABLE, cache_folder

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the tests' helpers: what a build reads, and how to copy it
from tests.support import BUILT, copy_project  # noqa: E402

TRANSLATED = "The games"
"""A message on every home page: its translation is what the catalog edit changes."""
RULE_FILE = Path("rules/variants/standard.yaml")
RULE_TITLE = "title: Standard Gin Rummy"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return str(answer.read().decode("utf-8"))
    except OSError:
        return ""


def time_edit(path: Path, change: Callable[[str, str], str], marker: str, url: str) -> float:
    """Seconds from saving ``change(text, marker)`` into ``path`` to ``url`` showing it."""
    text = change(path.read_text(encoding="utf-8"), marker)
    path.write_text(text, encoding="utf-8")
    saved = time.perf_counter()
    while marker not in fetch(url):
        if time.perf_counter() - saved > 60:
            sys.exit(f"the served page did not show the edit of {path.name} within 60 s")
        time.sleep(0.02)
    return time.perf_counter() - saved


def translate(text: str, marker: str) -> str:
    pattern = re.compile(r'(msgid "' + re.escape(TRANSLATED) + r'"\nmsgstr ")[^"]*(")')
    if not pattern.search(text):
        sys.exit(f"no translation of {TRANSLATED!r} in the catalog")
    return pattern.sub(lambda m: m.group(1) + marker + m.group(2), text, count=1)


def retitle(text: str, marker: str) -> str:
    line = re.compile(r"^(\s*)title: Standard Rummy[^\n]*$", re.M)
    if not line.search(text):
        sys.exit(f"no {RULE_TITLE!r} in {RULE_FILE}")
    return line.sub(lambda m: f"{m.group(1)}title: Standard Rummy {marker}", text, count=1)


def summary(name: str, times: list[float]) -> str:
    return (
        f"{name}: median {statistics.median(times):.2f} s, "
        f"min {min(times):.2f}, max {max(times):.2f} ({len(times)} edits)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--language", default="hu", help="the language previewed")
    parser.add_argument("--edits", type=int, default=7, help="saves of each file")
    parser.add_argument("--pause", type=float, default=2.0, help="seconds between saves")
    args = parser.parse_args()
    code = args.language

    with tempfile.TemporaryDirectory(prefix="bench-preview-") as tmp:
        project = copy_project(Path(tmp) / "project", BUILT)
        catalog = project / "locales" / code / "LC_MESSAGES" / "messages.po"
        if not catalog.is_file():
            sys.exit(f"no catalog for {code!r}: {catalog.relative_to(project)}")
        port = free_port()
        env = {**os.environ, "GIN_RULES_ONLY": code, "NO_MKDOCS_2_WARNING": "1"}
        # the checkout's caches (their entries are keyed by content): a warm preview, as there
        env.setdefault(CACHE_VARIABLE, str(cache_folder(ROOT)))
        env.pop("SITE_URL", None)
        mkdocs = Path(sys.executable).with_name("mkdocs")
        server = subprocess.Popen(
            [str(mkdocs), "serve", "-a", f"127.0.0.1:{port}"],
            cwd=project,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            started = time.perf_counter()
            while "<html" not in fetch(f"{base}/{code}/index.html"):
                if server.poll() is not None or time.perf_counter() - started > 180:
                    sys.exit("mkdocs serve did not start")
                time.sleep(0.2)
            print(f"first build served after {time.perf_counter() - started:.1f} s")
            translations, rules = [], []
            for i in range(args.edits):
                time.sleep(args.pause)
                page = f"{base}/{code}/index.html"
                translations.append(time_edit(catalog, translate, f"Catalog{i}x", page))
                time.sleep(args.pause)
                page = f"{base}/index.html"
                rules.append(time_edit(project / RULE_FILE, retitle, f"Rule{i}x", page))
        finally:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
    print(f"preview of {code} (make serve ONLY={code}), {os.cpu_count()} cores")
    print(summary(f"catalog saved -> {code}/index.html shows it", translations))
    print(summary("rule file saved -> index.html shows it", rules))


if __name__ == "__main__":
    main()
