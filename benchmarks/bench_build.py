"""The site build: the generation step alone against the whole ``mkdocs build``.

Run ``python benchmarks/bench_build.py`` from the project folder. It prints

- the generation alone: every page of every language rendered to Markdown from
  ``rules/`` and ``locales/`` (:func:`generator.site.generate.generate`, statistics
  read from the cache), best of ``--repeat`` runs, in this process;
- the whole ``mkdocs build --strict`` of all languages, best of ``--repeat``
  runs, each in a fresh process, as a reader of the README runs it; the hook's
  own log line gives the generation's share inside that build;
- with ``--cold``, the generation with an empty statistics cache once: what the
  first build on a new machine pays to play the statistics' hands.

The generation should cost at most a fifth of the build.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator.build.play_assets import asset_paths
from generator.project import Project
from generator.settings import Settings
from generator.site.generate import generate

ROOT = Path(__file__).resolve().parents[1]
GENERATED = re.compile(r"Generated (\d+) pages in (\d+) languages in ([\d.]+) s")


def time_generation(out: Path, settings: Settings) -> tuple[float, str]:
    """The project loaded and every page rendered, as the build's hook does."""
    started = time.perf_counter()
    result = generate(Project.load(settings), out, play_assets=asset_paths())
    return time.perf_counter() - started, f"{result.pages} pages, {result.languages} languages"


def time_build(site: Path) -> tuple[float, float | None]:
    """Wall time of one ``mkdocs build``, and the generation time its hook logged."""
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    started = time.perf_counter()
    done = subprocess.run(
        [str(mkdocs), "build", "--strict", "-d", str(site)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"mkdocs build failed:\n{done.stderr[-2000:]}")
    logged = GENERATED.search(done.stderr)
    return elapsed, float(logged.group(3)) if logged else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best counts")
    parser.add_argument("--cold", action="store_true", help="also time an empty cache once")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
        work = Path(tmp)
        settings = Settings.from_environment(ROOT)
        cache = settings.cache
        time_generation(work / "warm-up", settings)  # fills the statistics cache if empty
        generation = min(time_generation(work / f"pages-{i}", settings) for i in range(args.repeat))
        builds = [time_build(work / f"site-{i}") for i in range(args.repeat)]
        build, logged = min(builds, key=lambda b: b[0])
        cold = None
        if args.cold:
            empty = Settings(ROOT, work / "empty-cache")
            cold = time_generation(work / "cold", empty)[0]

    print(f"statistics cache: {cache}")
    print(f"generation alone ({generation[1]}): {generation[0]:.2f} s (best of {args.repeat})")
    print(f"whole mkdocs build --strict:         {build:.2f} s (best of {args.repeat})")
    if logged is not None:
        print(f"generation inside that build:        {logged:.2f} s (the hook's log)")
    # the share that counts is the one inside a real build (a fresh process, cold caches
    # of the engine's tables); the in-process figure shows the rendering alone
    share = (logged if logged is not None else generation[0]) / build
    verdict = "within" if share <= 0.2 else "OVER"
    print(f"generation / build: {share:.1%} ({verdict} the budget of 20%)")
    print(f"generation alone / build: {generation[0] / build:.1%}")
    if cold is not None:
        print(f"generation with an empty statistics cache: {cold:.2f} s (once)")


if __name__ == "__main__":
    main()
