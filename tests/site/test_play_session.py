"""The Play page's Python, outside the browser: the game a session plays, the texts it fills,
the choices the page offers, and the modules it ships to the browser.

The browser test (test_play_browser.py) plays the page itself; these check, fast and in
every language, what it relies on.
"""

from __future__ import annotations

import io
import itertools
import json
import random
import re
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path
from typing import Protocol

import pytest

from generator.build.play_assets import engine_zip
from generator.engine import (
    Action,
    Deal,
    HandState,
    Refusal,
    Rules,
    bot_for,
    parse_card,
    replay,
    replay_match,
)
from generator.i18n import Localizer, Name, State, english
from generator.play import messages as M
from generator.play import store
from generator.play import view as V
from generator.play.calc import Calculator
from generator.play.session import Session
from generator.play.text import END, ENGLISH, PlayText, Title
from generator.site.play import CALCULATOR
from generator.site.play_texts import runtime_messages
from generator.text.cards import CardGroups, CardList, CardNames, CardValue
from generator.text.placeholders import names
from generator.variants.examples import HAND_SIZES
from generator.variants.model import Catalogue
from generator.variants.options import apply_options
from tests.site.play_support import browser_text, english_text, page_of
from tests.support import LANGUAGES, ROOT, project
from tests.support import localizers as project_localizers

TEXT_VALUES = {"reason": "r"}
SEVEN = CardValue(7, "h")
CARD_VALUES: dict[str, object] = {
    "card": SEVEN,
    "cards": CardList((SEVEN, CardValue(12, "s"))),
    "meld": CardList((CardValue(4, "d"), CardValue(5, "d"), CardValue(6, "d"))),
    "melds": CardGroups(
        (CardList((SEVEN, CardValue(7, "d"), CardValue(7, "c"))), CardList((SEVEN,))), "; "
    ),
}


class Reader(Protocol):
    """A computer player in the reader's seat."""

    def choose(self, state: HandState) -> Action: ...


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return project().catalogue


@pytest.fixture(scope="module")
def localizers() -> dict[str, Localizer]:
    return project_localizers()


# -- the texts ---------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_filled_in_the_browser_read_as_on_the_rule_pages(
    lang: str, localizers: dict[str, Localizer], catalogue: Catalogue
) -> None:
    """Every text the game shows, filled by the page's text code from the page's excerpt of
    the catalog, equals the site's own Localizer's text: the same forms of counts and names,
    the same fallback to English for a translation it would not use, marked as English."""
    loc = localizers[lang]
    text = browser_text(loc, catalogue)
    title = catalogue.standard.text.title
    for msgid in runtime_messages():
        wanted = names(msgid)
        for n in (0, 1, 2, 3, 5, 11, 22, 101, 2000):
            ours: dict[str, object] = {}
            theirs: dict[str, object] = {}
            for name in wanted:
                if name == "title":
                    ours[name], theirs[name] = Title(title), Name(title)
                elif name in CARD_VALUES:
                    ours[name] = theirs[name] = CARD_VALUES[name]
                elif name in TEXT_VALUES or name == "role":
                    ours[name] = theirs[name] = TEXT_VALUES.get(name, "x")
                else:
                    ours[name] = theirs[name] = n
            with loc.recording() as used:
                said = loc.format_map(msgid, theirs)
            if lang != LANGUAGES[0] and used.get(msgid) is not State.TRANSLATED:
                said = f"{ENGLISH}{said}{END}"  # shown in English, and marked so
            assert text.format_map(msgid, ours) == said, (msgid, n)
            if not wanted:
                break
    for card in range(52):
        rank, suit = card % 13 + 1, "shdc"[card // 13]
        for form in (None, *loc.card_names().forms):
            assert text.card_name(rank, suit, form) == loc.card_name(rank, suit, form)


def test_every_refusal_of_the_engine_has_its_words() -> None:
    assert set(M.REFUSALS) == set(Refusal.REASONS)


# -- the choices -------------------------------------------------------------------------


def test_each_game_offers_exactly_its_options(catalogue: Catalogue) -> None:
    page = page_of(english(), catalogue)
    for variant in catalogue.variants.values():
        data = page.game_rules(variant)
        default = variant.rules.match.target
        same_length = {
            o
            for o in variant.options
            if catalogue.options[o].group == "length"
            and apply_options(catalogue, variant, (o,)).match.target == default
        }
        shown = {lg["key"] for lg in page.lengths(variant)} | {
            t["id"] for t in page.toggles(variant)
        }
        assert shown - {""} == set(variant.options) - same_length, variant.id
        chosen_somewhere = {
            o for key in [*data["combos"], *data["excluded"]] for o in key.split(",")
        }
        assert chosen_somewhere - {""} == set(variant.options), variant.id
        base = data["rules"]
        for key, diff in data["combos"].items():
            merged = {**base, **diff, "match": {**base["match"], **diff.get("match", {})}}
            chosen = tuple(filter(None, key.split(",")))
            assert Rules.from_json(merged) == apply_options(catalogue, variant, chosen), key
        for key, reason in data["excluded"].items():
            assert reason, key
    hollywood_alone = page.game_rules(catalogue.variants["standard"])["excluded"]
    assert "hollywood,single-hand" in hollywood_alone


# -- a game --------------------------------------------------------------------------------


def play_through(session: Session, reader: Reader) -> list[dict[str, object]]:
    """Every view of a match played to its end, the reader's moves chosen by ``reader``."""
    views = [json.loads(session.start())]
    while not views[-1]["matchOver"]:
        if views[-1]["over"]:
            views.append(json.loads(session.start()))
            continue
        assert session.state is not None
        action = str(reader.choose(session.state))
        assert action in views[-1]["legal"]
        views.append(json.loads(session.act(action)))
    return views


def test_a_layoff_is_said_onto_the_meld_as_it_lies(catalogue: Catalogue) -> None:
    """The log names the meld a card is laid off onto with the cards laid off on it
    before: "the two of clubs onto 3c 4c 5c 6c", never onto "4c 5c 6c", where it cannot go."""
    deck = [parse_card(r + s) for r in "A23456789TJQK" for s in "shdc"]
    names_of = {english().card_name(c.rank, c.suit): c for c in deck}
    said = re.compile(r"(?:You lay|The computer lays) off (.+?) onto (.+)\.$")
    chains = 0
    for seed in (*range(6), 31):  # seed 31 lays the three of hearts onto 5h 6h 7h + 4h
        session = Session(english_text(), catalogue.variants["standard"].rules, seed, "S")
        log = play_through(session, bot_for("normal"))[-1]["log"]
        assert isinstance(log, list)
        for line in log:
            found = said.match(line)
            if found is None:
                continue
            card = names_of[found.group(1)]
            meld = [names_of[n] for n in re.split(r", and |, | and ", found.group(2))]
            cards = sorted([*meld, card], key=lambda c: c.rank)
            same_rank = len({c.rank for c in cards}) == 1
            run = len({c.suit for c in cards}) == 1 and all(
                b.rank - a.rank == 1 for a, b in itertools.pairwise(cards)
            )
            assert same_rank or run, line
            chains += len(meld) > 3
    assert chains, "no layoff onto a meld laid off on before: more seeds are needed"


def test_a_match_of_one_game_ends_on_its_final_score(catalogue: Catalogue) -> None:
    """One game is no match of several: its last line is the final score, not a match won."""
    session = Session(english_text(), catalogue.variants["standard"].rules, 7, "Standard Rummy")
    views = play_through(session, bot_for("normal"))
    result = replay_match(json.loads(session.record()))
    assert result.finished and len(result.games) == 1 and result.winner is not None
    you, bot = result.totals
    last = views[-1]["result"][-1]
    if result.winner == 0:
        assert last == f"Final score: you win, {you:,} to {bot:,}."
    else:
        assert last == f"Final score: the computer wins, {bot:,} to {you:,}."
    assert not any("match" in line for line in views[-1]["result"])


def test_a_match_replays_from_its_record_to_the_announced_scores(catalogue: Catalogue) -> None:
    rules = apply_options(catalogue, "standard", ("hollywood",))
    session = Session(english_text(), rules, 2026, "Standard Rummy")
    views = play_through(session, bot_for("normal"))
    record = json.loads(session.record())
    result = replay_match(record)
    assert result.finished and len(result.games) == 3
    you, bot = result.totals
    last = views[-1]["result"][-1]
    if result.winner is None:
        assert last == f"The match is drawn, {you:,} to {bot:,}."
    elif result.winner == 0:
        assert last == f"You win the match, {you:,} to {bot:,}."
    else:
        assert last == f"The computer wins the match, {bot:,} to {you:,}."
    for view in views:
        if view["over"] and view["record"] is not None:
            state = replay(view["record"])
            out = state.outcome
            assert out is not None
            said = view["result"][0]
            if out.winner is not None and out.points:
                whose = "You win" if out.winner == 0 else "The computer wins"
                assert said.startswith(f"{whose} the hand: {out.points:,} point")


def test_the_same_seed_deals_the_same_cards_whatever_is_played() -> None:
    def deals(seed: int, first: str) -> list[object]:
        session = Session(english_text(), Rules(), seed, "Standard Rummy")
        session.start()
        session.act(first)  # the reader takes or passes the first upcard
        out = []
        for _ in range(3):
            assert session.state is not None
            deal = session.state.deal  # the cards each role is dealt (the winner deals next)
            out.append(
                (
                    deal.hands[deal.non_dealer],
                    deal.hands[deal.dealer],
                    deal.upcard,
                    deal.stock,
                )
            )
            session.match.add(_finished(session.state))
            session.start()
        return out

    assert deals(7, "take-upcard") == deals(7, "pass-upcard")
    assert deals(7, "take-upcard") != deals(8, "take-upcard")


def _finished(state: HandState) -> HandState:
    while not state.over:
        state.apply(bot_for("normal").choose(state))
    return state


def test_a_refusal_reads_as_the_reason_worked_by_hand() -> None:
    """The reader (player 0, not the dealer) takes Kc onto As-4s, 7h 7d 7c, Kd Kh, 9c."""
    session = Session(english_text(), Rules(), 1, "Standard Rummy")
    session.state = HandState(
        Rules(),
        Deal.stacked(
            "As 2s 3s 4s 7h 7d 7c Kd Kh 9c", "Qs Qh Qc 6s 6h 6d 2c 3c 8h 9d", "Kc", dealer=1
        ),
    )
    view = json.loads(session.act("take-upcard"))
    assert view["log"] == ["You take the upcard, king of clubs."]
    assert view["hint"] == "You may go gin: discard nine of clubs and every other card is melded."
    # without Kd: Kh Kc 9c are left, 10 + 10 + 9 = 29
    view = json.loads(session.act("knock Kd"))
    assert view["refusal"] == (
        "Not allowed: With king of diamonds discarded your deadwood is 29 points,"
        " above the knock limit of 10."
    )
    assert view["phase"] == "discard" and view["log"] == []
    assert json.loads(session.act("discard"))["refusal"] == "Choose a card in your hand first."
    view = json.loads(session.act("gin 9c"))
    assert view["phase"] == "declare"
    for meld in ("As 2s 3s 4s", "7h 7d 7c", "Kd Kh Kc"):
        view = json.loads(session.act(f"declare {meld}"))
    view = json.loads(session.act("finish-declaring"))
    # gin: the dealer's 2c 3c 8h 9d = 22, plus the gin bonus 25
    assert view["over"] and view["result"][:2] == ["You win the hand: 47 points.", "You went gin."]


# -- what the browser loads ------------------------------------------------------------------


def test_the_page_s_python_runs_without_babel_jinja_or_yaml(tmp_path: Path) -> None:
    """The zip the page loads holds everything it imports: nothing beyond the standard
    library, as in Pyodide (Babel, Jinja, MarkupSafe and PyYAML made unimportable here)."""
    with zipfile.ZipFile(io.BytesIO(engine_zip())) as archive:
        archive.extractall(tmp_path)
        listed = set(archive.namelist())
    assert "generator/play/browser.py" in listed
    assert "generator/site/play.py" not in listed and "generator/i18n/__init__.py" not in listed
    script = textwrap.dedent(
        """
        import json, sys
        for name in ("babel", "jinja2", "markupsafe", "yaml", "mkdocs"):
            sys.modules[name] = None
        from generator.engine import Rules
        from generator.play import browser as play_browser

        INDICES = "A23456789TJQK"

        class Intl:
            def number(self, n): return str(n)
            def category(self, lang, n): return "one" if n == 1 else "other"
            def join(self, items, style): return ", ".join(json.loads(items))

        text = {"lang": "en", "texts": {}, "grammar": {}, "names": {}, "nameForms": {},
                "ranks": list("A23456789") + ["10", "J", "Q", "K"],
                "cardNames": {"pattern": ["{rank}{suit}", {}], "suits": {s: s for s in "shdc"},
                              "ranks": {str(r): [i, {}] for r, i in enumerate(INDICES, 1)}}}
        rules = json.dumps(Rules().to_json())
        session = play_browser.new_session(json.dumps(text), rules, 5, "Gin", Intl())
        print(json.loads(session.start())["legal"])
        calc = play_browser.new_calculator(json.dumps(text), rules, json.dumps(
            {"hand": "As 2s 3s 7h 7d 7c 9s 9h Kd Qc"}), sys.argv[1], Intl())
        print(json.loads(calc.view())["verdict"])
        """
    )
    done = subprocess.run(
        [
            sys.executable,
            "-I",
            "-c",
            f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n{script}",
            json.dumps(CALCULATOR["roles"]),
        ],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    legal, verdict = done.stdout.splitlines()
    assert legal == "['take-upcard', 'pass-upcard']"
    # As 2s 3s and the sevens meld; 9s 9h Kd Qc = 38, above 10
    assert "38 points" in verdict and "may not knock" in verdict


def test_a_hostile_translation_stays_text_in_the_page_s_views() -> None:
    """The browser's views escape every translated text, as the built pages do."""
    hostile = '"><img src=x onerror=alert(1)>'
    base = english_text()
    text = PlayText(
        "en",
        {m: hostile + m for m in (M.YOUR_CARDS, M.MELD_NUMBER, M.LAY_OFF_ONTO, "deadwood")},
        {},
        {},
        {},
        [hostile] * 13,
        CardNames((hostile + "{rank}{suit}", {}), base.cards.ranks, base.cards.suits),
        number=base.number,
        category=base.category,
        join=base.join,
    )
    state = HandState(
        Rules(),
        Deal.stacked(
            "4h 5h 6h 7h 7s 7d 7c As 2c Kh", "8h 3h Ks Kd Kc 9s 9d 5c 6c Qd", "3d", dealer=0
        ),
    )
    for move in (
        "take-upcard",
        "knock Kh",
        "declare 4h 5h 6h",
        "declare 7s 7h 7d 7c",
        "finish-declaring",
    ):
        state.apply(Action.parse(move))
    shown = V.your_hand(state.hand_mask(0), state, text) + V.table_melds(state, text, onto=range(2))
    assert "<img" not in shown and "onerror=alert" not in shown.replace("onerror=alert(1)&gt;", "")
    assert "&lt;img src=x onerror=alert(1)&gt;" in shown


class Passive:
    """A reader who never goes out: passes, draws from the stock, discards the last card."""

    def choose(self, state: HandState) -> object:
        legal = state.legal_actions()
        for action in legal:
            if str(action) in ("pass-upcard", "draw-stock", "pass-discard"):
                return action
        return [a for a in legal if str(a).startswith("discard")][-1]


def test_a_single_hand_ending_void_says_the_draw_once(catalogue: Catalogue) -> None:
    rules = apply_options(catalogue, "straight-gin", ("single-hand",))
    for seed in range(50):
        session = Session(english_text(), rules, seed, "Straight Gin")
        views = play_through(session, Passive())  # type: ignore[arg-type]
        if replay(views[-1]["record"]).outcome.void:  # type: ignore[arg-type, union-attr]
            break
    else:
        pytest.fail("no seed below 50 deals a void hand")
    said = english_text().gettext(M.VOID_SINGLE)
    assert views[-1]["result"].count(said) == 1
    logged = [line for view in views for line in view["log"]]  # type: ignore[union-attr]
    assert logged.count(said) == 1


def test_the_page_data_holds_no_character_that_ends_a_line_in_a_script(
    catalogue: Catalogue, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = page_of(english(), catalogue)
    monkeypatch.setattr(page, "texts", lambda: {"said": "a\u2028b\u2029c</script>"})
    data = str(page.data({}))
    assert "\u2028" not in data and "\u2029" not in data and "</" not in data
    assert json.loads(data)["text"]["said"] == "a\u2028b\u2029c</script>"


def test_the_page_data_gives_play_js_the_facts_it_reads(catalogue: Catalogue) -> None:
    """play.js keeps no copy of the store's format, the roles of an example's hands or a
    link's limits: the page's data gives them."""
    from generator.play import calc

    data = json.loads(str(page_of(english(), catalogue).data({})))
    assert data["storeFormat"] == store.STORE_FORMAT
    assert data["calculator"] == {
        "roles": [[role, list(sizes)] for role, sizes in HAND_SIZES.items()],
        "mostCards": calc.MOST_CARDS,
        "mostText": calc.MOST_TEXT,
    }
    script = (ROOT / "docs" / "assets" / "javascripts" / "play.js").read_text("utf-8")
    for read in ("data.storeFormat", "data.calculator"):
        assert read in script


# -- a game kept in the browser --------------------------------------------------------------


def _to_discard(session: Session, reader: Reader) -> dict[str, object]:
    """Play on until the reader is to discard; the view then."""
    view = json.loads(session.view())
    while view["phase"] != "discard":
        assert session.state is not None
        view = json.loads(session.act(str(reader.choose(session.state))))
    return view


def test_a_stored_game_resumes_at_the_same_decision_and_plays_on_alike() -> None:
    rules = Rules()
    first = Session(english_text(), rules, 77, "Standard Rummy")
    first.start()
    reader = bot_for("normal")
    view = _to_discard(first, reader)
    stored = first.stored()
    resumed = Session.resumed(english_text(), rules, 77, "Standard Rummy", stored)
    again = json.loads(resumed.view())
    assert again["legal"] == view["legal"] and again["hand"] == view["hand"]
    assert again["log"] == ["Your game, kept in this browser, goes on where you left it."]
    # both play on to the end of the match alike: the same deals, the same score
    for session in (first, resumed):
        play_through_from(session, reader)
    assert first.record() == resumed.record()


def play_through_from(session: Session, reader: Reader) -> None:
    view = json.loads(session.view())
    while not view["matchOver"]:
        if view["over"]:
            view = json.loads(session.start())
            continue
        assert session.state is not None
        view = json.loads(session.act(str(reader.choose(session.state))))


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda r: "{not json", "damaged"),
        (lambda r: "[" * 100_000, "damaged"),
        (lambda r: "x" * 2_000_000, "damaged"),
        (lambda r: json.dumps({**r, "format": 2}), "other-version"),
        (lambda r: json.dumps({**r, "format": "1"}), "damaged"),
        (lambda r: json.dumps({**r, "rules": {**r["rules"], "gin_bonus": 20}}), "other-version"),
        (lambda r: json.dumps({**r, "rules": {"no such rule": 1}}), "other-version"),
        (lambda r: json.dumps({**r, "hands": []}), "damaged"),
        (lambda r: json.dumps({**r, "hands": [r["hands"][0]] * 300}), "damaged"),
        (
            lambda r: json.dumps({**r, "hands": [{**r["hands"][0], "actions": ["x"] * 5000}]}),
            "damaged",
        ),
        (
            lambda r: json.dumps(
                {**r, "hands": [{**r["hands"][0], "actions": [{"a": ["As"] * 40}]}]}
            ),
            "damaged",
        ),
        (
            lambda r: json.dumps({**r, "hands": [{**r["hands"][0], "deal": {"dealer": 1}}]}),
            "damaged",
        ),
        (lambda r: json.dumps({**r, "hands": [{**r["hands"][0], "actions": ["gin"]}]}), "damaged"),
        # the deal of another seed: a legal hand, but not this game's
        (lambda r: json.dumps({**r, "hands": [_other_deal(r["hands"][0])]}), "damaged"),
    ],
)
def test_a_damaged_or_other_stored_game_is_refused_with_its_reason(
    change: object, reason: str
) -> None:
    session = Session(english_text(), Rules(), 5, "Gin")
    session.start()
    record = json.loads(session.stored())
    with pytest.raises(store.StoredGameError) as refused:
        Session.resumed(english_text(), Rules(), 5, "Gin", change(record))  # type: ignore[operator]
    assert refused.value.reason == reason


def _other_deal(hand: dict[str, object]) -> dict[str, object]:
    return {**hand, "deal": Deal.shuffled(random.Random(6), 1).to_json(), "actions": []}


def test_a_fault_inside_a_move_is_undone_and_said() -> None:
    session = Session(english_text(), Rules(), 9, "Gin")
    session.start()
    view = _to_discard(session, bot_for("normal"))
    before = session.stored()
    card = view["legal"][0].split()[1]  # type: ignore[index]

    class Broken:
        def choose(self, state: HandState) -> object:
            raise RuntimeError("a fault of the engine")

    bot, session.bot = session.bot, Broken()  # type: ignore[assignment]
    after = json.loads(session.act(f"discard {card}"))
    assert after["refusal"] == "" and after["failed"].startswith("Something went wrong")
    assert session.stored() == before and after["legal"] == view["legal"]
    session.bot = bot
    assert json.loads(session.act(f"discard {card}"))["failed"] == ""


def test_only_the_melds_a_card_may_be_laid_off_onto_get_a_button() -> None:
    state = HandState(
        Rules(),
        Deal.stacked(
            "4h 5h 6h 7h 7s 7d 7c As 2c Kh", "8h 3h Ks Kd Kc 9s 9d 5c 6c Qd", "3d", dealer=0
        ),
    )
    for move in ("take-upcard", "knock Kh", "declare 4h 5h 6h", "declare 7s 7h 7d 7c"):
        state.apply(Action.parse(move))
    state.apply(Action.parse("finish-declaring"))
    assert V.layoff_targets(state) == {0}  # 3h onto the hearts, nothing onto the sevens
    shown = V.table_melds(state, english_text(), onto=V.layoff_targets(state))
    assert shown.count("play-onto") == 1 and 'data-onto="0"' in shown
    # the knocker's discard lies face down on the pile
    assert "card-back" in V.top_discard(state, english_text())
    assert V.face_down(state)


def test_the_discard_pile_is_face_up_until_someone_goes_out() -> None:
    state = HandState(
        Rules(),
        Deal.stacked("As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ah 2h 3h 4h 5h 6h 7h 8h 9h Th", "Kc"),
    )
    assert not V.face_down(state) and "card-back" not in V.top_discard(state, english_text())


# -- the calculator of a link's hands --------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "said"),
    [
        ({"hand": "Zz As"}, "These cards cannot be read"),
        ({"hand": "<img src=x>"}, "These cards cannot be read"),
        ({"hand": "As " * 45}, "These cards cannot be read"),
        ({"hand": "As As 2s"}, "A card is given twice"),
        ({"knocker": "As 2s", "defender": "2s 3s"}, "A card is given twice"),
        ({"hand": "As 2s 3s", "upcard": "As"}, "A card is given twice"),
        ({"hand": "As 2s 3s", "upcard": "Kc Kd"}, "The upcard is one card."),
        ({"hand": "As", "dealer": "Ks"}, "These cards cannot be read"),
    ],
)
def test_a_link_s_hands_that_are_no_deal_are_refused(hands: dict[str, str], said: str) -> None:
    calc = Calculator(english_text(), Rules(), hands, HAND_SIZES)
    view = json.loads(calc.view())
    assert view["refused"] and view["verdict"][0].startswith(said) and view["hands"] == ""
    assert json.loads(calc.toggle("hand", "As"))["refused"]  # nothing to edit


def test_every_role_of_an_example_s_hands_has_its_caption() -> None:
    from generator.play.verdict import ROLES

    assert set(ROLES) == set(HAND_SIZES)


def test_a_hand_of_another_size_is_asked_for_the_counts_its_role_may_hold() -> None:
    from generator.play.verdict import ROLES

    words = {1: "one", 10: "ten", 11: "eleven"}
    assert {tuple(sizes) for sizes in HAND_SIZES.values()} <= set(M.CALCULATOR_COUNTS)
    for role, sizes in HAND_SIZES.items():
        calc = Calculator(english_text(), Rules(), {role: ""}, HAND_SIZES)
        (asked,) = json.loads(calc.view())["verdict"]
        assert asked.startswith(f"{ROLES[role]}: choose ") and asked.endswith("(now 0)."), asked
        assert [w for w in words.values() if f" {w} " in asked] == [words[n] for n in sizes]


def test_melds_are_searched_only_in_a_hand_of_a_size_its_role_may_hold(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from generator.play import calc as C

    searched: list[int] = []
    search = C.best_arrangement
    monkeypatch.setattr(
        C,
        "best_arrangement",
        lambda hand, rules, **how: searched.append(len(hand)) or search(hand, rules, **how),
    )
    calc = Calculator(english_text(), Rules(), {"hand": "As 2s 3s 4s 5s 6s 7s 8s 9s"}, HAND_SIZES)
    view = json.loads(calc.view())  # nine cards: a lone hand holds ten or eleven
    asked = "The hand: choose ten or eleven cards"
    assert searched == [] and view["verdict"] == [f"{asked} (now 9)."]
    view = json.loads(calc.toggle("hand", "Ts"))
    assert searched == [10] and view["verdict"][0].startswith("The rules engine agrees")
    view = json.loads(calc.toggle("hand", "Js"))  # eleven, as an example's lone hand may hold
    assert searched == [10, 11] and "The hand: least deadwood 0 points." in view["hands"]
    assert view["verdict"] == []  # the engine judges a lone hand of ten
    for card in ("Qs", "Ks", "Ah", "2h"):
        view = json.loads(calc.toggle("hand", card))
    assert searched == [10, 11] and view["verdict"] == [f"{asked} (now 15)."]
    assert HAND_SIZES["hand"] == (10, 11)  # what the above reads
    view = json.loads(calc.toggle("upcard", "Kc"))  # no such role in this link: ignored
    assert "upcard" not in view["notation"]
