"""The Play page's Python used as the page uses it, run inside Pyodide at build time
(``bytecode_compile.py`` executes this file after importing the page's entry module), so
that every module of the standard library the page imports at some point of a game is
known and shipped (:mod:`generator.build.bytecode`): whole matches under several rules,
against every level of the computer's play, with refusals and hints, a stored game resumed
and stored junk refused, the calculator with good and bad hands.

It imports nothing the page would not: the engine, and the page's entry module.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from generator.engine import BOT_LEVELS, MatchRules, Rules, StockEnd, bot_for
from generator.play import browser

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
TEXT = {
    "lang": "en",
    "texts": {},
    "grammar": {},
    "names": {},
    "nameForms": {},
    "ranks": RANKS,
    "cardNames": {
        "pattern": ["{rank} of {suit}", {}],
        "suits": {"s": "spades", "h": "hearts", "d": "diamonds", "c": "clubs"},
        "ranks": {str(r): [name, {}] for r, name in enumerate(RANKS, 1)},
    },
    "topics": {"knock": ["standard.html#knocking", "Knocking"]},
}


class Intl:
    """What the page's Intl answers, in English."""

    def number(self, n: float) -> str:
        return f"{n:,}"

    def category(self, lang: str, n: float) -> str:
        return "one" if n == 1 else "other"

    def join(self, items: str, style: str) -> str:
        return ", ".join(json.loads(items))


def rule_sets() -> list[Rules]:
    base = Rules()
    return [
        base,
        dataclasses.replace(base, match=MatchRules(target=None)),
        dataclasses.replace(base, oklahoma=True, stock_end=StockEnd.VOID_AT_TWO),
        dataclasses.replace(base, knocking=False, layoff_on_gin=True),
        dataclasses.replace(base, match=MatchRules(target=100, hollywood=True)),
    ]


def play(rules: Rules, seed: int, level: str) -> None:
    """A match to its end against ``level``, the reader's moves the bot's, with a refusal
    tried and a hint asked for each turn."""
    text, rules_json = json.dumps(TEXT), json.dumps(rules.to_json())
    session = browser.new_session(text, rules_json, seed, "Gin", Intl(), level)
    view: dict[str, Any] = json.loads(session.start())
    reader = bot_for("normal")
    resumed_in = -1
    for _ in range(5000):
        if view["matchOver"]:
            break
        if view["over"]:
            view = json.loads(session.start())
            continue
        assert session.state is not None
        json.loads(session.act("knock Zz"))
        json.loads(session.hint())
        view = json.loads(session.act(str(reader.choose(session.state))))
        hands = len(session.match.states)
        if view["phase"] == "discard" and resumed_in < hands:  # once a hand
            resumed_in = hands
            stored = session.stored()
            resumed = browser.resume_session(text, rules_json, seed, "Gin", stored, Intl(), level)
            assert not isinstance(resumed, str), resumed
            json.loads(resumed.view())
    for junk in ("{", "[" * 5000, json.dumps({"game": "gin rummy match", "hands": [1]})):
        assert browser.resume_session(text, rules_json, seed, "Gin", junk, Intl()) == "damaged"
    session.record()


def calculate(roles: str) -> None:
    """The calculator as the page makes it, given ``roles`` as the page gives them."""
    text, rules = json.dumps(TEXT), json.dumps(Rules().to_json())
    for hands in (
        {"knocker": "As 2s 3s 7h 7d 7c 9s 9h 9d 2c", "defender": "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc"},
        {"hand": "As 2s 3s 7h 7d 7c 9s 9h Kd Qc", "upcard": "Kc"},
        {"hand": "As 2s 3s", "upcard": "Kc Kd"},
        {"hand": "As As"},
        {"hand": "Zz <b>"},
    ):
        calc = browser.new_calculator(text, rules, json.dumps(hands), roles, Intl())
        json.loads(calc.view())
        json.loads(calc.toggle("hand", "Jh"))
        json.loads(calc.set_rules(browser.rules_of(rules)))


def main(roles: str) -> None:
    """``roles``: the roles of an example's hands, as the Play page's data gives them."""
    levels = list(BOT_LEVELS)
    for seed, rules in enumerate(rule_sets()):
        play(rules, seed, levels[seed % len(levels)])
    calculate(roles)
