"""The Play page in Chromium: how soon it is ready, how fast the computer moves, what it loads.

Run ``python benchmarks/bench_play.py`` from the project folder after ``make site``. It
serves ``site/`` on 127.0.0.1 and, ``--rounds`` times, each in a new browser context
(a cold cache: nothing of an earlier round is reused), opens a language's Play page,
clicks Play and plays one hand by clicking the first legal action the page lists (a
discard by its card, then the Discard button). It prints

- **ready**: from the click on Play to the first hand shown (Pyodide loaded, the
  engine imported, the first hand dealt and the computer's first moves played), as the
  page measures it (``performance.now()``), with the page load before the click apart;
- **bot move**: each of the computer's moves, chosen and applied, as Python measures it
  in the page; and each of the reader's actions from the click to the new view, the
  computer's answering moves included;
- **bytes**: what the browser fetched, from the Resource Timing entries (transfer
  size), before the click and after it.

The machine's load average is printed with the figures: on a shared machine, read them
with it.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import statistics
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
BYTES = """() => {
  const entries = [...performance.getEntriesByType('navigation'),
                   ...performance.getEntriesByType('resource')];
  return entries.map(e => [e.name, e.startTime, e.transferSize || e.encodedBodySize || 0]);
}"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def serve(folder: Path) -> str:
    handler = functools.partial(_Quiet, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


async def play_hand(page: Any) -> None:
    for _ in range(500):
        if await page.get_attribute("#gin-play", "data-over"):
            return
        legal = json.loads(await page.get_attribute("#gin-play", "data-legal") or "[]")
        words = legal[0].split()
        if words[0] in ("discard", "knock", "gin", "declare"):
            for card in words[1:]:
                await page.click(f'#play-hand [data-card="{card}"]')
            await page.click(f'#play-actions [data-action="{words[0]}"]:not([hidden])')
        elif words[0] == "lay-off":
            await page.click(f'#play-hand [data-card="{words[1]}"]')
            await page.click(f'#play-melds [data-onto="{words[3]}"]')
        else:
            await page.click(f'#play-actions button[data-action="{words[0]}"]:not([hidden])')
    raise RuntimeError("the hand did not end")


async def one_round(browser: Any, base: str, lang: str, seed: int) -> dict[str, Any]:
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    page = await context.new_page()
    prefix = "" if lang == "en" else f"{lang}/"
    await page.goto(f"{base}{prefix}play.html?game=standard&seed={seed}", wait_until="load")
    clicked = await page.evaluate("performance.now()")
    started = time.perf_counter()
    await page.click("#play-start")
    await page.wait_for_selector("#play-table:not([hidden])", timeout=300_000)
    wall = time.perf_counter() - started
    await play_hand(page)
    timing = await page.evaluate("window.ginPlay")
    entries = await page.evaluate(BYTES)
    await context.close()
    before = sum(size for _, start, size in entries if start < clicked)
    after = sum(size for _, start, size in entries if start >= clicked)
    return {
        "ready": timing["ready"] / 1000,
        "wall": wall,
        "load": timing["load"] / 1000,
        "bot": timing["botMs"],
        "moves": timing["moves"],
        "before": before,
        "after": after,
    }


def spread(values: list[float], unit: str, digits: int = 1) -> str:
    return (
        f"median {statistics.median(values):.{digits}f} {unit}"
        f" ({min(values):.{digits}f}–{max(values):.{digits}f}, {len(values)} values)"
    )


async def main(args: argparse.Namespace) -> None:
    from playwright.async_api import async_playwright

    base = serve(args.site)
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--headless", "--no-sandbox"]
        )
        rounds = []
        for n in range(args.rounds):
            rounds.append(await one_round(browser, base, args.lang, 1000 + n))
        await browser.close()
    ready = [r["ready"] for r in rounds]
    bot = [ms for r in rounds for ms in r["bot"]]
    moves = [ms for r in rounds for ms in r["moves"]]
    print(
        f"Play page ({args.lang}), {args.rounds} rounds, cold cache each;"
        f" load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    print(f"  ready after the click:     {spread(ready, 's')}")
    print(f"    of which Pyodide + engine: {spread([r['load'] for r in rounds], 's')}")
    print(f"  a computer's move:          {spread(bot, 'ms', 2)}")
    print(f"  a reader's action answered: {spread(moves, 'ms')}")
    print(f"  fetched before the click:   {rounds[0]['before'] / 1e6:.2f} MB")
    print(f"  fetched after the click:    {rounds[0]['after'] / 1e6:.2f} MB")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--lang", default="hu")
    parser.add_argument("--rounds", type=int, default=5)
    asyncio.run(main(parser.parse_args()))
