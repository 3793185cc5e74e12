"""Run inside Pyodide (Node.js, ``generator/build/bytecode.mjs``) by test_bytecode.py, with
the built site's standard library and engine zips only: the page's entry module imported
as play.js imports it, a match played by random legal moves, a stored game resumed and
junk refused, the calculator. Prints "played" at the end; a module the zips lack ends it
with ModuleNotFoundError.

The globals ``SETTINGS`` (``engine``: the engine's zip, ``engine_path``: where the page puts
it, ``entry``: the module to import, ``roles``: the roles of an example's hands as the
page gives them) are set by the caller.
"""

import importlib
import json
import random
import shutil
import sys

SETTINGS: dict[str, str] = globals()["SETTINGS"]
shutil.copyfile(SETTINGS["engine"], SETTINGS["engine_path"])
sys.path.insert(0, SETTINGS["engine_path"])
browser = importlib.import_module(SETTINGS["entry"])
from generator.engine import MatchRules, Rules  # noqa: E402

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
TEXT = json.dumps({
    "lang": "fr", "texts": {}, "grammar": {}, "names": {}, "nameForms": {}, "ranks": RANKS,
    "cardNames": {"pattern": ["{rank}{suit}", {}], "suits": {s: s for s in "shdc"},
                  "ranks": {str(r): [n, {}] for r, n in enumerate(RANKS, 1)}},
})  # fmt: skip


class Intl:
    def number(self, n: float) -> str:
        return str(n)

    def category(self, lang: str, n: float) -> str:
        return "one" if n == 1 else "other"

    def join(self, items: str, style: str) -> str:
        return " / ".join(json.loads(items))


chance = random.Random(2026)
for seed, rules in enumerate((Rules(big_gin=True), Rules(match=MatchRules(target=50)))):
    rules_json = json.dumps(rules.to_json())
    session = browser.new_session(TEXT, rules_json, seed, "Gin", Intl())
    view = json.loads(session.start())
    for _ in range(20_000):
        if view["matchOver"]:
            break
        if view["over"]:
            view = json.loads(session.start())
        elif chance.random() < 0.05:
            resumed = browser.resume_session(
                TEXT, rules_json, seed, "Gin", session.stored(), Intl()
            )
            assert not isinstance(resumed, str), resumed
            session, view = resumed, json.loads(resumed.view())
        else:
            view = json.loads(session.act(chance.choice(view["legal"])))
    assert view["matchOver"], "the match did not end"
    for junk in ("", "{", "[" * 10_000, '{"game": "gin rummy match", "format": 1}'):
        assert browser.resume_session(TEXT, rules_json, seed, "Gin", junk, Intl()) == "damaged"
calc = browser.new_calculator(
    TEXT,
    rules_json,
    json.dumps({"hand": "As 2s 3s 7h 7d 7c 9s 9h Kd Qc"}),
    SETTINGS["roles"],
    Intl(),
)
assert "38" in json.loads(calc.view())["verdict"][0]
print("played")
