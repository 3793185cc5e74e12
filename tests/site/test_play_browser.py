"""The Play page in Chromium, offline: a hand played by clicking in Hungarian, the same deal
from its shared link in Greek, each announced result checked against the engine's
settlement of the game record the page shows.

Every request to another host is refused and recorded (there must be none): Pyodide, its
standard library and the project's engine come from the built site. Pyodide is loaded
once per language, one after the other in one browser, the first with an empty cache. The
test chooses among the legal actions the page lists
(``data-legal``) and plays them by clicking the cards and buttons, the first discard by
keyboard; where it may not knock it tries once, and the refusal must read as the
engine's reason in the page's language. The page compiles none of its Python: the site
ships the bytecode of every module it imports.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest

from generator.engine import (
    Action,
    Deal,
    Hand,
    HandState,
    Refusal,
    Rules,
    min_deadwood,
    parse_card,
    replay,
)
from generator.i18n import Localizer
from generator.play import messages as M
from generator.play.cards import card_value
from generator.play.verdict import settled
from tests.site.browser_audit import AXE_PATH, AXE_TAGS, FAILING_IMPACTS, RUN_AXE, Chromium
from tests.support import LANGUAGES, load

pytestmark = [
    pytest.mark.browser,
    pytest.mark.slow,
    pytest.mark.longest,
    pytest.mark.decided_by_site,
]

GAME = "?game=standard&options=oklahoma"


def expected_result(record: dict[str, Any], loc: Localizer) -> list[str]:
    """The sentences the page must announce for the hand of ``record``, worded by the site's
    own Localizer from the engine's settlement of the replayed hand."""
    out = replay(record).outcome
    assert out is not None
    if out.void:
        return [loc.gettext(M.VOID)]
    result, knocker = out.settlement, out.knocker
    assert result is not None and knocker is not None
    said = []
    if out.winner is None:
        said.append(loc.gettext(M.NOBODY_SCORES))
    else:
        said.append(loc.format(M.WINS_HAND[out.winner], points=out.points))
    said.append(loc.gettext(M.ENDINGS[result.ending][knocker]))
    judged = settled(result)
    said.append(loc.format_map(judged.msgid, judged.values))
    said.extend(loc.gettext(m) for m in judged.extra)
    return said


def expected_refusal(record: dict[str, Any], discarded: str, tried: str, loc: Localizer) -> str:
    """The refusal of knocking with ``tried`` just before the reader discarded ``discarded``."""
    rules = Rules.from_json(record["rules"])
    state = HandState(rules, Deal.from_json(record["deal"]))
    for data in record["actions"]:
        action = Action.from_json(data)
        if state.to_play == 0 and data == {"discard": discarded}:
            break
        state.apply(action)
    with pytest.raises(Refusal) as caught:
        state.apply(Action.knock(parse_card(tried)))
    reason = caught.value.reason
    values = {k: card_value(v) if hasattr(v, "suit") else v for k, v in reason.values.items()}
    return loc.format(M.REFUSED, reason=loc.format_map(M.REFUSALS[reason.id], values))


READ = """() => {
  const play = document.querySelector('#gin-play');
  return {
    over: play.getAttribute('data-over'),
    phase: play.getAttribute('data-phase'),
    legal: JSON.parse(play.getAttribute('data-legal') || '[]'),
    cards: [...document.querySelectorAll('#play-hand [data-card]')].map(e => e.dataset.card),
    refusal: document.querySelector('#play-refusal').innerText,
    offered: [...document.querySelectorAll('#play-actions button[data-action]:not([hidden])')]
      .map(b => b.dataset.action),
  };
}"""
"""What the test reads of the page after each move, in one call."""


def choose(state: dict[str, Any]) -> tuple[str, str]:
    """(phase, the action to play): out if possible, else the discard that leaves the least
    deadwood, else the first legal action."""
    phase, legal = state["phase"], state["legal"]
    assert legal, f"no legal action offered in phase {phase}"
    for action in legal:
        if action.split()[0] in ("big-gin", "gin", "knock"):
            return phase, action
    if phase == "offer":
        return phase, "pass-upcard"
    if phase == "draw":
        return phase, "draw-stock" if "draw-stock" in legal else legal[0]
    discards = [a for a in legal if a.startswith("discard ")]
    if discards:
        hand = Hand.of(parse_card(c) for c in state["cards"])

        def left(action: str) -> int:
            card = Action.parse(action).card
            assert card is not None
            return min_deadwood(hand - Hand.of([card]), Rules())

        return phase, min(discards, key=left)
    return phase, legal[0]


async def click(page: Any, action: str, *, keyboard: bool = False) -> None:
    words = action.split()
    if words[0] in ("discard", "knock", "gin", "declare", "lay-off"):
        cards = words[1:2] if words[0] == "lay-off" else words[1:]
        for card in cards:
            if keyboard:
                await page.focus(f'#play-hand [data-card="{card}"]')
                await page.keyboard.press("Enter")
            else:
                await page.click(f'#play-hand [data-card="{card}"]')
        if words[0] == "lay-off":
            await page.click(f'#play-melds [data-onto="{words[3]}"]')
        elif keyboard:
            await page.focus(f'#play-actions [data-action="{words[0]}"]')
            await page.keyboard.press("Enter")
        else:
            await page.click(f'#play-actions [data-action="{words[0]}"]:not([hidden])')
    else:
        await page.click(f'#play-actions button[data-action="{words[0]}"]:not([hidden])')


async def play_a_hand(page: Any) -> dict[str, Any]:
    """Play the hand by clicking; returns the record, the refusal tried, the result shown."""
    tried: dict[str, str] = {}
    first = True
    state = await page.evaluate(READ)
    for _ in range(400):
        if state["over"]:
            break
        # the moves offered are the legal ones, and no other (no knock above the limit)
        # (a layoff is offered by its meld's button, not among the moves)
        assert set(state["offered"]) == {a.split()[0] for a in state["legal"]} - {"lay-off"}, state
        phase, action = choose(state)
        if phase == "discard" and action.startswith("discard ") and not tried:
            card = action.split()[1]
            knocks = any(a.startswith("knock ") for a in state["legal"])
            if knocks and f"knock {card}" not in state["legal"]:  # refused with this card
                await click(page, f"knock {card}")
                refused = await page.evaluate(READ)
                tried = {"card": card, "said": refused["refusal"]}
                assert refused["phase"] == "discard"
        await click(page, action, keyboard=first and phase == "discard")
        first = first and phase != "discard"
        state = await page.evaluate(READ)
        assert not state["refusal"], action  # a legal action is taken
    else:
        raise AssertionError("the hand did not end")
    record = json.loads(await page.text_content("#play-record") or "null")
    shown = await page.eval_on_selector_all(
        "#play-result > p:not(.play-laid)", "ps => ps.map(p => p.textContent)"
    )
    log = await page.eval_on_selector_all("#play-log li", "lis => lis.map(li => li.textContent)")
    return {"record": record, "tried": tried, "shown": shown, "log": log}


async def checked(page: Any, base: str) -> dict[str, Any]:
    """axe-core on the page as it is now, and how far it scrolls sideways."""
    await page.add_script_tag(url=base.rstrip("/") + AXE_PATH)
    # from the top, as the other pages are checked: scrolled, any card may sit partly under
    # the fixed header, which axe counts against its size as a target
    await page.evaluate("window.scrollTo(0, 0)")
    # the header's title fades back in: measured mid-fade its colour is a blend
    await page.wait_for_timeout(50)
    await page.evaluate("Promise.all(document.getAnimations().map(a => a.finished))")
    violations = await page.evaluate(RUN_AXE, AXE_TAGS)
    overflow = await page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    return {"axe": [v for v in violations if v["impact"] in FAILING_IMPACTS], "overflow": overflow}


def test_a_hand_played_by_clicking_in_hungarian_and_its_deal_shared_in_greek(
    chromium: Chromium, served: str, project_copy: Path
) -> None:
    localizers = load(project_copy).localizers()  # the catalogs the site was built from
    origin = re.match(r"https?://[^/]+", served).group(0)  # type: ignore[union-attr]
    outside: list[str] = []

    async def start(context: Any, lang: str, query: str, scheme: str) -> dict[str, Any]:
        """A new tab on the language's Play page, the game started."""
        page = await context.new_page()
        await page.emulate_media(color_scheme=scheme)
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        await page.goto(f"{served}{lang}/play.html{query}")
        started = time.perf_counter()
        await page.click("#play-start")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        assert await page.get_attribute("html", "lang") == lang
        link = await page.get_attribute("#play-link", "href")
        return {
            "page": page,
            "errors": errors,
            "ready": time.perf_counter() - started,
            "link": link,
        }

    async def finish(started: dict[str, Any]) -> dict[str, Any]:
        page = started["page"]
        played = await play_a_hand(page)
        played["checks"] = await checked(page, served)
        played["bot_ms"] = await page.evaluate("Math.max(...window.ginPlay.botMs)")
        played["from_source"] = await page.evaluate("window.ginPlay.fromSource()")
        await page.evaluate("localStorage.clear()")  # the next page deals anew
        await page.close()
        return {**started, **played}

    async def refuse(route: Any) -> None:
        outside.append(route.request.url)
        await route.abort()

    async def run() -> tuple[dict[str, Any], dict[str, Any]]:
        # one browser, its cache empty: the Hungarian page loads Pyodide cold; then the
        # Greek page opens the Hungarian page's link and finds Pyodide in the cache
        context = await chromium.browser.new_context(viewport={"width": 375, "height": 800})
        await context.route(re.compile(rf"^(?!{re.escape(origin)}/)"), refuse)
        try:
            hu = await finish(await start(context, "hu", GAME, "light"))
            link = "?" + hu["link"].split("?", 1)[1]
            el = await finish(await start(context, "el", link, "dark"))
        finally:
            await context.close()
        return hu, el

    started = time.perf_counter()
    hu, el = chromium.run(run())
    wall = time.perf_counter() - started

    assert not outside, outside  # nothing but the site itself was asked for
    for lang, played in (("hu", hu), ("el", el)):
        loc = localizers[lang]
        assert not played["errors"], played["errors"]
        # the site's bytecode covered every module the page imported (bytecode.py)
        assert played["from_source"] == [], (lang, played["from_source"])
        said = expected_result(played["record"], loc)
        assert played["shown"][: len(said)] == said, lang
        assert played["log"][-len(played["shown"]) :] == played["shown"]  # announced too
        if played["tried"]:
            discarded = played["tried"]["card"]
            want = expected_refusal(played["record"], discarded, discarded, loc)
            assert played["tried"]["said"] == want, lang
        assert played["checks"]["overflow"] <= 0, (lang, played["checks"]["overflow"])
        assert not played["checks"]["axe"], (lang, played["checks"]["axe"])
    # the Greek page, opened from the Hungarian page's link, dealt the same cards
    assert el["record"]["deal"] == hu["record"]["deal"]
    assert el["record"]["rules"] == hu["record"]["rules"] and hu["record"]["rules"]["oklahoma"]
    print(
        f"\nPlay page: ready {hu['ready']:.1f} s (hu, cold), {el['ready']:.1f} s (el, cached);"
        f" slowest bot move {max(hu['bot_ms'], el['bot_ms']):.1f} ms; test {wall:.1f} s"
    )


SAYS = {
    "unknownGame": "This link names a game this page does not offer: choose a game below.",
    "badOptions": "This link's options are not offered for this game, or do not go together:"
    " choose them below.",
    "badSeed": "This link's deal number is not one this page deals: a new deal is dealt.",
    "unreadable": "These cards cannot be read: write each card as its rank and suit, such as As,"
    " 10h or Kd, at most eleven in a hand.",
    "twice": "A card is given twice: a deal holds each card once.",
    "upcard": "The upcard is one card.",
    "damaged": "The game kept in this browser was damaged, so it has been removed.",
}
SAID_AT_ONCE = """() => ({
  notice: document.querySelector('#play-notice').innerText.trim(),
  verdict: document.querySelector('#calc-verdict').innerText.trim(),
  python: window.ginPlay.load,
})"""
"""What the page says of its link before Python has loaded (``python`` is still null)."""


def test_links_stored_games_reloads_offline_and_a_failed_load(
    chromium: Chromium, served: str
) -> None:
    """Junk in a link is refused at once, in the page's words, and the page still plays;
    options in any order keep the link's deal; a reload resumes the game at the same
    decision; a damaged stored game is removed and said so; once played, the page starts a
    game offline (its service worker); a failed load is tried again."""
    url = f"{served}play.html"

    async def run() -> dict[str, Any]:
        out: dict[str, Any] = {"errors": []}
        context = await chromium.browser.new_context(viewport={"width": 375, "height": 800})
        page = await context.new_page()
        page.on("pageerror", lambda e: out["errors"].append(str(e)))
        junk = {}
        await page.route("**/assets/pyodide/**", lambda route: route.abort())  # no Python
        for query in (
            "?game=__proto__", "?game=constructor", "?game=hasOwnProperty&seed=1",
            "?game=standard&options=nope", "?game=standard&seed=12x", "?game=standard&seed=-1",
            "?knocker=Zz+As", "?hand=<b>", "?hand=" + "+".join(["As"] * 52),
            "?hand=As+As", "?knocker=As&defender=As", "?hand=As+2s&upcard=Kc+Kd",
        ):  # fmt: skip
            await page.goto(url + query, wait_until="domcontentloaded")
            junk[query] = await page.evaluate(SAID_AT_ONCE)
        out["junk"] = junk
        await page.unroute("**/assets/pyodide/**")
        # a link whose options are not in sorted order keeps its deal; a prototype's name
        # as the game leaves the page wired
        await page.goto(url + "?game=__proto__")
        options = await page.evaluate(
            "Object.keys(JSON.parse(document.querySelector('#play-data').textContent)"
            ".games.standard.combos).find(k => k.split(',').length === 2)"
        )
        out["options"] = options
        backwards = ",".join(reversed(options.split(",")))
        await page.goto(f"{url}?game=standard&options={backwards}&seed=4242")
        await page.click("#play-start")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["link"] = await page.get_attribute("#play-link", "href")
        # a move, then a reload: the same decision again
        first = json.loads(await page.get_attribute("#gin-play", "data-legal") or "[]")[0]
        await page.click(f'#play-actions button[data-action="{first}"]:not([hidden])')
        before = await page.evaluate(READ)
        await page.reload()
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["resumed"] = (before, await page.evaluate(READ))
        out["resumed_log"] = await page.text_content("#play-log")
        # the service worker, installed after the first game, serves the page offline
        out["worker"] = await page.evaluate("""async () => {
          const registration = await navigator.serviceWorker.ready;
          for (let i = 0; i < 300 && !registration.active; i++) {
            await new Promise((r) => setTimeout(r, 100));
          }
          return Boolean(registration.active) && registration.scope;
        }""")
        key = await page.evaluate(
            "Object.keys(localStorage).find((k) => k.startsWith('gin-rules-play:'))"
        )
        await page.evaluate(
            "([key, junk]) => localStorage.setItem(key, junk)", [key, '{"store": 1, x']
        )
        await page.reload(wait_until="domcontentloaded")
        out["damaged"] = await page.evaluate(SAID_AT_ONCE)
        out["kept"] = await page.evaluate("(key) => localStorage.getItem(key)", key)
        await page.close()
        await context.set_offline(True)
        page = await context.new_page()
        await page.goto(url + "?game=standard")
        await page.click("#play-start")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["offline"] = await page.evaluate(READ)
        await context.close()
        # a load that fails (Pyodide's interpreter refused once) is tried again
        context = await chromium.browser.new_context()
        page = await context.new_page()
        await page.route("**/pyodide.asm.wasm", lambda route: route.abort())
        await page.goto(url + "?game=standard")
        await page.click("#play-start")
        await page.wait_for_selector("#play-failed:not([hidden])", timeout=120_000)
        await page.unroute("**/pyodide.asm.wasm")
        await page.click("#play-retry")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["retried"] = await page.evaluate(READ)
        await context.close()
        return out

    out = chromium.run(run())
    junk = out["junk"]
    for query in ("?game=__proto__", "?game=constructor", "?game=hasOwnProperty&seed=1"):
        assert junk[query]["notice"] == SAYS["unknownGame"], query
    assert junk["?game=standard&options=nope"]["notice"] == SAYS["badOptions"]
    for query in ("?game=standard&seed=12x", "?game=standard&seed=-1"):
        assert junk[query]["notice"] == SAYS["badSeed"], query
    for query, said in (
        ("?knocker=Zz+As", "unreadable"), ("?hand=<b>", "unreadable"),
        ("?hand=" + "+".join(["As"] * 52), "unreadable"), ("?hand=As+As", "twice"),
        ("?knocker=As&defender=As", "twice"), ("?hand=As+2s&upcard=Kc+Kd", "upcard"),
    ):  # fmt: skip
        assert junk[query]["verdict"] == SAYS[said], query
    # all of it said before Python was loaded: at once
    assert all(said["python"] is None for said in junk.values())
    sorted_options = ",".join(sorted(out["options"].split(",")))
    wanted = f"?game=standard&options={sorted_options.replace(',', '%2C')}&seed=4242"
    assert out["link"].endswith(wanted), out["link"]
    before, after = out["resumed"]
    assert after["legal"] == before["legal"] and after["cards"] == before["cards"]
    assert "goes on where you left it" in out["resumed_log"]
    assert out["worker"] and out["worker"].endswith("/play.html")
    assert out["damaged"]["notice"] == SAYS["damaged"] and out["kept"] is None
    assert out["offline"]["legal"] and out["retried"]["legal"]
    assert not out["errors"], out["errors"]


def test_the_level_chosen_plays_is_remembered_and_a_hint_links_its_rule(
    chromium: Chromium, served: str
) -> None:
    """The reader chooses the strong computer; a hint says the strong player's move with a
    link to the section of the rules on it; a reload resumes against the same level, and a
    new visit finds that level chosen. On a page of another language, a text whose
    translation is missing shows in English, marked as English."""
    lang = LANGUAGES[1]
    url = f"{served}{lang}/play.html?game=standard&seed=99"
    level = "input[name='level']:checked"
    untranslated = M.HAND_NUMBER

    async def without_one_translation(route: Any) -> None:
        response = await route.fetch()
        body = (await response.text()).replace(json.dumps(untranslated) + ":", '"x":', 1)
        await route.fulfill(response=response, body=body)

    async def run() -> dict[str, Any]:
        out: dict[str, Any] = {"errors": []}
        context = await chromium.browser.new_context()
        page = await context.new_page()
        page.on("pageerror", lambda e: out["errors"].append(str(e)))
        await page.route(re.compile(r".*/play\.html(\?.*)?$"), without_one_translation)
        await page.goto(url)
        await page.check("input[name='level'][value='strong']")
        await page.click("#play-start")
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["english"] = await page.eval_on_selector_all(
            "#play-status span[lang='en']", "spans => spans.map(s => s.textContent)"
        )
        out["leaked"] = await page.evaluate(
            "/[\\ue010\\ue011]/.test(document.getElementById('gin-play').textContent)"
        )
        await page.click("#play-ask")
        out["advice"] = await page.text_content("#play-advice")
        out["rule"] = await page.eval_on_selector_all(
            "#play-advice a", "as => as.map(a => [a.getAttribute('href'), a.textContent])"
        )
        state = await page.evaluate(READ)
        await click(page, choose(state)[1])
        out["cleared"] = await page.text_content("#play-advice")
        await page.reload()
        await page.wait_for_selector("#play-table:not([hidden])", timeout=120_000)
        out["resumed"] = await page.get_attribute(level, "value")
        await page.goto(f"{served}{lang}/play.html")
        out["next_visit"] = await page.get_attribute(level, "value")
        await context.close()
        return out

    out = chromium.run(run())
    assert not out["errors"], out["errors"]
    assert out["english"] == [untranslated.format(number=1)] and not out["leaked"]
    assert out["advice"] and "{" not in out["advice"]
    for href, section in out["rule"]:  # at most one link, to a section of the standard page
        assert re.fullmatch(r"standard\.html#[a-z-]+", href) and section, out["rule"]
    assert len(out["rule"]) <= 1
    assert out["cleared"] == ""  # a hint answers one decision
    assert out["resumed"] == out["next_visit"] == "strong"
