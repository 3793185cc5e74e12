"""The Play page in Chromium on a mid-range phone's connection: bytes, time to the first game,
a second visit, a game offline.

Run ``python benchmarks/bench_play.py`` from the project folder after ``make site``. It
serves ``site/`` with nginx and the shipped configuration (deploy/nginx.conf.template,
started by tests/publish/nginx.py: the precompressed copies sent as they are) under
``/rules/gin/``, and, ``--rounds`` times, each in a new browser profile (an empty disk
cache, no service worker, no stored game), emulates a phone through Chrome's DevTools
protocol (``Network.emulateNetworkConditions``: 10 Mbit/s down, 40 ms round trip;
``Emulation.setCPUThrottlingRate``: the CPU slowed 4 times) and measures:

- **first game**: the Hungarian Play page opened, ``--wait`` seconds spent on it (the page
  fetches and starts Python meanwhile), Play clicked: the time from the click to the first
  hand shown, and the bytes nginx sent from the page's request to then (bodies, from its
  access log: everything, the page and the search index included);
- **resume**: the page reloaded in the middle of the hand: from the reload to the same
  decision shown again;
- **second visit**: once the service worker has installed and the stored game is removed, the
  page opened again and Play clicked at its load: from the click to the first hand;
- **offline**: the same with the browser offline (the context's network off): whether a game
  starts, and how soon after the click.

It also plays ``--hands`` hands of the first game by clicking, against the computer at
``--level`` (strong unless told), and prints how long the computer's moves took in the page
(Python's own clock), with the 99th percentile. The figures are medians with the slowest and
fastest round; the machine's load average is printed with them: on a shared machine, read
them with it. ``--no-phone`` runs without the emulation (the machine's own speed).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.publish import nginx  # noqa: E402  (the project's nginx launcher)

CHROMIUM = "/usr/bin/chromium"
PREFIX = "/rules/gin"
_SENT = re.compile(r'"[A-Z]+ (\S+) HTTP/[^"]*" (\d{3}) (\d+)')


class Log:
    """nginx's access log: the bytes of the bodies it sent since a mark."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.mark()

    def mark(self) -> None:
        self.at = self.path.stat().st_size if self.path.is_file() else 0

    def sent(self) -> tuple[int, list[tuple[str, int]]]:
        with self.path.open("rb") as log:
            log.seek(self.at)
            lines = log.read().decode("utf-8", "replace").splitlines()
        found = [(m.group(1), int(m.group(3))) for m in map(_SENT.search, lines) if m]
        return sum(size for _, size in found), found


async def phone(context: Any, page: Any, args: argparse.Namespace) -> None:
    """The page slowed to a mid-range phone's CPU and connection."""
    if not args.phone:
        return
    cdp = await context.new_cdp_session(page)
    await cdp.send("Network.enable")
    rate = args.mbit * 1e6 / 8
    await cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": args.rtt, "downloadThroughput": rate,
         "uploadThroughput": rate / 2},
    )  # fmt: skip
    await cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.cpu})


async def play_hand(page: Any) -> None:
    """The hand played to its end by clicking the first legal action the page lists."""
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


async def click_play(page: Any) -> float:
    """Play clicked: seconds until the first hand is shown."""
    started = time.perf_counter()
    await page.click("#play-start")
    await page.wait_for_selector("#play-table:not([hidden])", timeout=300_000)
    return time.perf_counter() - started


async def one_round(
    playwright: Any, base: str, log: Log, args: argparse.Namespace
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    prefix = "" if args.lang == "en" else f"{args.lang}/"
    url = f"{base}{prefix}play.html?game=standard&seed={1000 + args.round}"
    with tempfile.TemporaryDirectory(prefix="gin-bench-profile-") as profile:
        context = await playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=["--no-sandbox"],
            viewport={"width": 412, "height": 900},
        )  # fmt: skip
        errors: list[str] = []
        context.on("weberror", lambda e: errors.append(str(e.error)))
        page = context.pages[0] if context.pages else await context.new_page()
        await phone(context, page, args)
        # -- the first game -------------------------------------------------------------
        log.mark()
        await page.goto(url, wait_until="load")
        await asyncio.sleep(args.wait)
        await page.check(f"input[name='level'][value='{args.level}']")
        out["first"] = await click_play(page)
        out["bytes"], out["files"] = log.sent()
        out["page_ready"] = (await page.evaluate("window.ginPlay.ready")) / 1000
        out["timing"] = await page.evaluate(
            "({boot: window.ginPlay.boot, load: window.ginPlay.load, idle: window.ginPlay.idle})"
        )
        # -- a reload in the middle of the hand ----------------------------------------------
        await page.click(
            '#play-actions button[data-action="pass-upcard"]:not([hidden]), '
            '#play-actions button[data-action="draw-stock"]:not([hidden])'
        )
        legal = await page.get_attribute("#gin-play", "data-legal")
        started = time.perf_counter()
        await page.reload(wait_until="commit")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=300_000)
        out["resume"] = time.perf_counter() - started
        out["same_decision"] = legal == await page.get_attribute("#gin-play", "data-legal")
        await play_hand(page)
        for _ in range(args.hands - 1):
            if await page.get_attribute("#gin-play", "data-over") != "hand":
                break  # the match is over
            await page.click("#play-actions button[data-next]:not([hidden])")
            await page.wait_for_selector("#gin-play:not([data-over='hand'])")
            await play_hand(page)
        timing = await page.evaluate("window.ginPlay")
        out["bot"] = timing["botMs"]
        # -- the service worker installed, the memory snapshot kept --------------------------
        await page.evaluate("""async () => {
          const registration = await navigator.serviceWorker.ready;
          for (let i = 0; i < 600; i++) {
            const kept = await caches.open('gin-play-snapshot').then((c) => c.keys());
            if (registration.active && kept.length) return;
            await new Promise((r) => setTimeout(r, 100));
          }
        }""")
        await page.evaluate("localStorage.clear()")
        await page.close()
        # -- the second visit --------------------------------------------------------------
        page = await context.new_page()
        await phone(context, page, args)
        log.mark()
        await page.goto(url, wait_until="load")
        out["second"] = await click_play(page)
        out["second_bytes"], _ = log.sent()
        out["second_snapshot"] = await page.evaluate("window.ginPlay.snapshot")
        await page.evaluate("localStorage.clear()")
        await page.close()
        # -- offline -------------------------------------------------------------------------
        await context.set_offline(True)
        page = await context.new_page()
        await phone(context, page, args)
        try:
            await page.goto(url, wait_until="load")
            out["offline"] = await click_play(page)
        except Exception as error:  # a failure is a figure here
            out["offline"] = None
            out["offline_error"] = str(error).splitlines()[0]
        out["errors"] = errors
        await context.close()
    return out


def spread(values: list[float], unit: str, digits: int = 1) -> str:
    return (
        f"median {statistics.median(values):.{digits}f} {unit}"
        f" ({min(values):.{digits}f}–{max(values):.{digits}f})"
    )


async def main(args: argparse.Namespace) -> None:
    from playwright.async_api import async_playwright

    site = args.site.resolve()
    with tempfile.TemporaryDirectory(prefix="gin-bench-nginx-") as folder:
        port = nginx.free_port()
        with nginx.served(site, PREFIX, port, Path(folder)) as base:
            log = Log(Path(folder) / "access.log")
            rounds = []
            async with async_playwright() as playwright:
                for n in range(args.rounds):
                    args.round = n
                    rounds.append(await one_round(playwright, base, log, args))
    profile = (
        f"{args.mbit:g} Mbit/s, {args.rtt:g} ms round trip, CPU slowed {args.cpu:g}x"
        if args.phone else "no emulation"
    )  # fmt: skip
    print(
        f"Play page ({args.lang}) served by nginx, {args.rounds} rounds, a new profile each;"
        f" {profile}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    first = [r["first"] for r in rounds]
    print(
        f"  first game, bytes on the wire:   {spread([r['bytes'] / 1e6 for r in rounds], 'MB', 2)}"
    )
    print(
        f"  first game, ready after the click ({args.wait:g} s on the page): {spread(first, 's')}"
    )
    print(
        f"  resumed after a reload:          {spread([r['resume'] for r in rounds], 's')}"
        f" (same decision: {sum(r['same_decision'] for r in rounds)}/{len(rounds)})"
    )
    second = [r["second"] for r in rounds]
    print(
        f"  second visit, ready after the click: {spread(second, 's')}"
        f" (from the memory snapshot: {sum(bool(r['second_snapshot']) for r in rounds)}/"
        f"{len(rounds)}; {statistics.median(r['second_bytes'] for r in rounds) / 1e3:.0f} kB sent)"
    )
    offline = [r["offline"] for r in rounds if r["offline"] is not None]
    print(
        f"  offline, a game started:         {len(offline)}/{len(rounds)}"
        + (f", ready after the click {spread(offline, 's')}" if offline else "")
    )
    bot = [ms for r in rounds for ms in r["bot"]]
    if bot:
        p99 = statistics.quantiles(bot, n=100)[98] if len(bot) > 1 else bot[0]
        print(
            f"  a computer's move ({args.level}, {len(bot)} moves): {spread(bot, 'ms', 2)},"
            f" 99th percentile {p99:.2f} ms"
        )
    files = sorted(rounds[0]["files"], key=lambda f: -f[1])[:6]
    print(
        "  largest files of the first game: "
        + ", ".join(f"{name.rsplit('/', 1)[-1]} {size / 1e6:.2f} MB" for name, size in files)
    )
    if args.verbose:
        for r in rounds:
            print("  ", r["timing"], r["files"])
    for r in rounds:
        for said in (*r["errors"], r.get("offline_error")):
            if said:
                print(f"  error: {said}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    parser.add_argument("--lang", default="hu")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--level", default="strong", help="the computer's level of play")
    parser.add_argument("--hands", type=int, default=3, help="hands of the first game played")
    parser.add_argument("--wait", type=float, default=5.0, help="seconds on the page before Play")
    parser.add_argument("--mbit", type=float, default=10.0)
    parser.add_argument("--rtt", type=float, default=40.0)
    parser.add_argument("--cpu", type=float, default=4.0)
    parser.add_argument("--no-phone", dest="phone", action="store_false")
    parser.add_argument("--verbose", action="store_true", help="each round's timings and files")
    asyncio.run(main(parser.parse_args()))
