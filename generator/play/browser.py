"""Where play.js enters the Python of the Play page, in the browser (Pyodide).

The page's data (:mod:`generator.site.play`) comes in as JSON; ``intl`` is a JavaScript
object of three functions backed by the browser's ``Intl`` (CLDR's data there):
``number(n)`` the number as the page's language writes it, ``category(lang, n)`` its
plural category in a language, ``join(items_json, style)`` a list joined ("standard" or
"or"). Results go back to JavaScript as JSON text.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any

from generator.engine import Rules
from generator.play.calc import Calculator
from generator.play.session import Session
from generator.play.store import StoredGameError
from generator.play.text import PlayText
from generator.text.cards import CardNames


def card_names(data: dict[str, Any]) -> CardNames:
    """The card names of the page's data: ``pattern`` and each rank (1 to 13) as
    ``[plain, {form: text}]``, ``suits`` by letter."""
    pattern = data["pattern"]
    ranks = {int(rank): (forms[0], forms[1]) for rank, forms in data["ranks"].items()}
    return CardNames((pattern[0], pattern[1]), ranks, data["suits"])


def play_text(text: dict[str, Any], intl: Any) -> PlayText:
    """The page's texts, numbers and card names, CLDR's data from ``intl``."""
    return PlayText(
        text["lang"],
        text["texts"],
        text["grammar"],
        text["names"],
        text["nameForms"],
        text["ranks"],
        card_names(text["cardNames"]),
        number=lambda n: str(intl.number(n)),
        category=lambda lang, n: str(intl.category(lang, n)),
        join=lambda items, style: str(intl.join(json.dumps(items), style)),
        topics={
            str(topic): (str(link[0]), str(link[1]))
            for topic, link in text.get("topics", {}).items()
        },
    )


SEEDS = range(2**32)
"""The seeds of a deal: what the page's address may hold."""


def _seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int | float) or int(seed) not in SEEDS:
        raise ValueError(f"a deal's seed is a whole number from 0 to {SEEDS.stop - 1}")
    return int(seed)


def new_session(
    text_json: str, rules_json: str, seed: int, title: str, intl: Any, level: str = "normal"
) -> Session:
    """A match of the rules of ``rules_json`` (``Rules.to_json``), dealt from ``seed``, the
    computer playing at ``level``."""
    rules = Rules.from_json(json.loads(rules_json))
    return Session(play_text(json.loads(text_json), intl), rules, _seed(seed), title, level)


def resume_session(
    text_json: str,
    rules_json: str,
    seed: int,
    title: str,
    stored: str,
    intl: Any,
    level: str = "normal",
) -> Session | str:
    """The match the page stored (:meth:`Session.stored`), resumed under the rules the page
    gives its game now, the computer at the ``level`` stored with it; else why it cannot
    be: ``"damaged"`` (a level unknown too) or ``"other-version"``
    (:mod:`generator.play.store`)."""
    rules = Rules.from_json(json.loads(rules_json))
    text = play_text(json.loads(text_json), intl)
    try:
        return Session.resumed(text, rules, _seed(seed), title, stored, level)
    except StoredGameError as refused:
        return refused.reason
    except ValueError:
        return "damaged"


def new_calculator(
    text_json: str, rules_json: str, hands_json: str, roles_json: str, intl: Any
) -> Calculator:
    """The calculator of the hands of ``hands_json`` (role -> cards in the engine's notation);
    ``roles_json``: each role in the order shown, with the card counts it may hold, as
    ``[role, [count, ...]]`` pairs."""
    rules = Rules.from_json(json.loads(rules_json))
    roles = dict(json.loads(roles_json))
    return Calculator(play_text(json.loads(text_json), intl), rules, json.loads(hands_json), roles)


def rules_of(rules_json: str) -> Any:
    """Rules from their JSON, for :meth:`Calculator.set_rules`."""
    return Rules.from_json(json.loads(rules_json))


def modules_from_source() -> str:
    """The modules imported so far that Python compiled from source, as JSON: none while
    the site's bytecode (:mod:`generator.build.bytecode`) covers what the page loads."""
    names = []
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None) or ""
        spec = getattr(module, "__spec__", None)
        if not file.endswith(".py") or getattr(spec, "origin", None) == "frozen":
            continue  # built in, frozen into Python, or loaded from bytecode alone
        cached = getattr(module, "__cached__", None)
        if ".zip/" in file or not (cached and os.path.isfile(cached)):
            names.append(name)
    return json.dumps(sorted(names))
