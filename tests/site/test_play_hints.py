"""The Play page's hint and levels of play: the strong player's move in the reader's seat,
worded in every language, with a link to the section of the rules that decides it; the
computer playing at the level the reader chose, kept when a stored game resumes."""

from __future__ import annotations

import json
import re

import pytest

from generator.engine import BOT_LEVELS, Advice, bot_for
from generator.i18n import Localizer
from generator.play import advice
from generator.play.session import Session
from generator.site import pages as P
from generator.text.placeholders import names
from generator.variants.model import Catalogue
from tests.site.play_support import browser_text
from tests.support import LANGUAGES, localizers, project


@pytest.fixture(scope="module")
def catalogue() -> Catalogue:
    return project().catalogue


@pytest.fixture(scope="module")
def locs() -> dict[str, Localizer]:
    return localizers()


def test_every_reason_of_the_engine_has_a_sentence_naming_its_values() -> None:
    assert set(advice.ADVICE) == set(Advice.REASONS)
    for reason, sentence in advice.ADVICE.items():
        english = Advice.REASONS[reason][1]
        assert set(names(sentence)) == set(names(english)), reason


def hints_of_a_match(session: Session) -> list[tuple[str, dict[str, str]]]:
    """(the strong player's move, the hint shown) at every decision of the reader's in a
    match the reader plays as the strong player."""
    reader = bot_for("strong")
    shown = []
    view = json.loads(session.start())
    while not view["matchOver"]:
        if view["over"]:
            view = json.loads(session.start())
            continue
        assert session.state is not None
        move = reader.advise(session.state).action
        shown.append((str(move), json.loads(session.hint())))
        assert str(move) in view["legal"]
        view = json.loads(session.act(str(move)))
    return shown


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hint_at_each_decision_reads_whole_and_links_to_its_rule(
    lang: str, catalogue: Catalogue, locs: dict[str, Localizer]
) -> None:
    text = browser_text(locs[lang], catalogue)
    standard = catalogue.standard
    sections = {
        topic: f"{P.href(standard.id)}#{s.id}" for s in standard.text.sections for topic in s.topics
    }
    session = Session(text, catalogue.standard.rules, 7, standard.text.title, "strong")
    seen = hints_of_a_match(session)
    assert len(seen) > 10
    linked = set()
    for move, hint in seen:
        said = hint["text"]
        assert said and not re.search(r"[{}]", said), (move, said)
        if hint["href"]:
            assert hint["href"] in sections.values() and hint["section"], hint
            linked.add(hint["href"])
    # the rules' sections that name topics are linked (a match goes through several)
    assert len(linked) >= min(3, len(set(sections.values())))
    # no hint once the hand is over
    assert session.hint() == "{}"


def test_the_computer_plays_at_the_chosen_level_and_keeps_it_when_resumed(
    catalogue: Catalogue, locs: dict[str, Localizer]
) -> None:
    text = browser_text(locs[LANGUAGES[0]], catalogue)
    rules = catalogue.standard.rules
    for level, make in BOT_LEVELS.items():
        session = Session(text, rules, 3, "Gin", level)
        assert type(session.bot) is type(make(None))
        json.loads(session.start())
        resumed = Session.resumed(text, rules, 3, "Gin", session.stored(), level)
        assert type(resumed.bot) is type(session.bot)
    for wrong in ("expert", 3, None):
        with pytest.raises(ValueError):
            Session(text, rules, 3, "Gin", wrong)  # type: ignore[arg-type]
