"""The Localizer: English fallback, recording, untrusted placeholders, plurals, locale data."""

from __future__ import annotations

import pytest
from babel import Locale
from babel.messages.plurals import get_plural

from generator.i18n import (
    Localizer,
    Name,
    State,
    english,
    read_catalog,
)
from generator.text.placeholders import PlaceholderError
from tests.i18n.i18n_support import FIXTURES, ROOT, languages_of, localizers_of, po_path


@pytest.fixture
def hu() -> Localizer:
    path = po_path(FIXTURES / "checks", "hu")
    return Localizer("hu", read_catalog(path, "hu"))


def test_translated_fuzzy_and_missing(hu):
    assert hu.gettext("A **big** hand.") == "Egy **nagy** leosztás."
    assert hu.state("A **big** hand.") is State.TRANSLATED
    assert hu.gettext("The deal") == "The deal"  # fuzzy: English
    assert hu.state("The deal") is State.FUZZY
    assert hu.gettext("Laying off") == "Laying off"  # empty: English
    assert hu.state("Laying off") is State.MISSING
    assert hu.gettext("Never heard of") == "Never heard of"
    assert hu.state("Never heard of") is State.MISSING
    assert hu.gettext("Old text") == "Old text"  # obsolete entries are ignored
    assert english().state("Laying off") is State.TRANSLATED


def test_recording_collects_the_states_of_a_page(hu):
    with hu.recording() as used:
        hu.gettext("A **big** hand.")
        hu.gettext("The deal")
        with hu.recording() as inner:
            hu.gettext("Laying off")
        hu.rank_index(12)
    assert used == {
        "A **big** hand.": State.TRANSLATED,
        "The deal": State.FUZZY,
        "Laying off": State.MISSING,
        "card index\x04Q": State.TRANSLATED,
    }
    assert inner == {"Laying off": State.MISSING}
    hu.gettext("The deal")
    assert len(used) == 4  # nothing recorded after the block


def test_format_fills_placeholders_with_localized_numbers(hu):
    assert hu.format("Knock with {knock_limit} or less.", knock_limit=10) == (
        "Kopogni 10 vagy kevesebb ponttal lehet."
    )
    # four digits stay together in Hungarian (CLDR minimumGroupingDigits 2), five do not
    assert hu.format("Play to {target} or 250 points.", target=1000) == (
        "Játssz 1000 vagy 250 pontig."
    )
    assert hu.format("Play to {target} or 250 points.", target=10000) == (
        "Játssz 10\xa0000 vagy 250 pontig."
    )


class Tripwire:
    """A value that fails the test if anything but str() is asked of it."""

    def __str__(self) -> str:
        return "safe"

    def __getattribute__(self, name: str):
        if name in ("__str__", "__class__"):
            return object.__getattribute__(self, name)
        raise AssertionError(f"attribute {name} was evaluated")

    def __getitem__(self, key):
        raise AssertionError("index was evaluated")


def test_untrusted_placeholders_never_execute(hu):
    # the translation says "Rossz {title.__class__} kapcsos."
    with hu.recording() as used:
        text = hu.format("Bad braces {title}.", title=Tripwire())
    assert text == "Bad braces safe."  # English instead
    assert used == {"Bad braces {title}.": State.MISSING}
    # a renamed placeholder ({kopogasi_hatar}) is not filled from anywhere: English
    assert hu.format("The limit is {knock_limit}.", knock_limit=10) == "The limit is 10."
    catalog_text = "{0.__class__.__mro__[1].__subclasses__} {x[0]} {x!r} {x:>999999999}"
    localizer = Localizer("el")
    localizer._entries[(None, "Value {x}")] = ((catalog_text,), False)
    assert localizer.format("Value {x}", x=Tripwire()) == "Value safe"
    with pytest.raises(PlaceholderError):
        english().format("Knock with {knock_limit}.", gin_bonus=25)


LANGUAGES = languages_of(ROOT)


@pytest.mark.parametrize("code", LANGUAGES)
def test_plural_forms_come_from_babel(code):
    rule = Locale.parse(code).plural_form
    localizer = Localizer(code)
    # gettext's rule has a form for each CLDR category of integers ("many" for it, fr, es)
    integer_tags = {rule(n) for n in [*range(0, 1000), 1_000_000]}
    assert localizer.num_plurals == get_plural(code).num_plurals == len(integer_tags)


def test_ngettext_picks_the_many_form_in_italian():
    localizer = Localizer("it")
    localizer._entries[(None, "{num} card")] = (
        ("una carta", "un milione di carte", "carte"),
        False,
    )
    assert localizer.ngettext("{num} card", "{num} cards", 1) == "una carta"
    assert localizer.ngettext("{num} card", "{num} cards", 1_000_000) == "un milione di carte"
    assert localizer.ngettext("{num} card", "{num} cards", 7) == "carte"
    assert Locale.parse("it").plural_form(1_000_000) == "many"


def test_a_plural_entry_missing_a_form_falls_back_to_english():
    localizer = Localizer("pl")
    localizer._entries[(None, "{num} card")] = (("karta", "karty"), False)  # 2 of 3
    with localizer.recording() as used:
        assert localizer.ngettext("{num} card", "{num} cards", 5) == "{num} cards"
    assert used == {"{num} card": State.MISSING}


def test_locale_data_from_babel():
    hu, pl, fr, el = (Localizer(code) for code in ("hu", "pl", "fr", "el"))
    assert hu.language_name() == "Magyar"
    assert el.language_name() == "Ελληνικά"
    assert hu.language_name("de") == "Német"
    assert (
        hu.format_list(["Oklahoma", "100", "Hollywood"], style="or")
        == "Oklahoma, 100 vagy Hollywood"
    )
    assert pl.format_list(["a", "b", "c"], style="or") == "a, b lub c"
    assert hu.format_number(1234567) == "1\xa0234\xa0567"
    assert fr.format_number(1234.5) == "1\u202f234,5"


def test_load_localizers_gives_english_then_each_catalog_s_language(tmp_path):
    assert list(localizers_of(tmp_path)) == ["en"]  # no catalogs at all
    localizers = localizers_of(ROOT)
    assert list(localizers) == ["en", *sorted(set(LANGUAGES) - {"en"})]
    assert localizers["en"].gettext("The deal") == "The deal"
    assert localizers["pl"].rank_index(12) == "D"
    with pytest.raises(ValueError):
        localizers["pl"].rank_index(14)


def _catalog(code: str, entries: str) -> Localizer:
    from generator.i18n.pofile import parse_po

    header = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
    )
    return Localizer(code, parse_po((header + entries).encode(), "x.po", code).catalog)


@pytest.mark.parametrize(
    "translation",
    ["Mi a {title?", "Mi a {titel}?", "Mi a {title:ine}?", "Mi a {title:few=#}?", "{0.x}"],
    ids=["cut-short", "renamed", "undeclared-form", "no-other-rule", "attribute"],
)
def test_a_translation_that_would_not_fill_is_shown_in_english(translation):
    hu = _catalog(
        "hu",
        "#: generator/site/templates/standard.md.j2:8\n"
        f'msgid "What is {{title}}?"\nmsgstr "{translation}"\n',
    )
    with hu.recording() as used:
        text = hu.format("What is {title}?", title=Name("Gin"))
    assert text == "What is Gin?"
    assert used["What is {title}?"] is State.MISSING


def test_declared_forms_fill_names_and_numbers():
    hu = _catalog(
        "hu",
        'msgctxt "grammar"\nmsgid "forms"\n'
        'msgstr "ine: inessive\\nword: 2=két|3=három|other=#\\n"\n\n'
        'msgctxt "name forms"\nmsgid "Straight Gin"\nmsgstr "ine: a Straight Ginben\\n"\n\n'
        'msgid "In {title}, the last {n} cards."\n'
        'msgstr "{title:ine} a talon utolsó {n:word} lapját."\n',
    )
    text = hu.format("In {title}, the last {n} cards.", title=Name("Straight Gin"), n=2)
    assert text == "a Straight Ginben a talon utolsó két lapját."
    assert hu.format("In {title}, the last {n} cards.", title=Name("Straight Gin"), n=7) == (
        "a Straight Ginben a talon utolsó 7 lapját."
    )
    # a name without the form: the English text, not a half-filled sentence
    with hu.recording() as used:
        text = hu.format("In {title}, the last {n} cards.", title=Name("Oklahoma"), n=2)
    assert text == "In Oklahoma, the last 2 cards."
    assert used["In {title}, the last {n} cards."] is State.MISSING


def test_percent_signs_are_free_in_every_text():
    hu = _catalog(
        "hu",
        '#: rules/variants/standard.yaml:3\nmsgid "Most hands end in a knock."\n'
        'msgstr "A leosztások 60 %-a kopogással ér véget."\n\n'
        '#: generator/site/templates/standard.md.j2:8\nmsgid "What is {title}?"\n'
        'msgstr "Mi a {title}? 100%"\n',
    )
    assert hu.gettext("Most hands end in a knock.") == "A leosztások 60 %-a kopogással ér véget."
    assert hu.format("What is {title}?", title="Gin") == "Mi a Gin? 100%"


def test_a_translation_linking_where_its_source_does_not_is_shown_in_english():
    hu = _catalog(
        "hu",
        'msgid "See the [rule books](page:rulebooks)."\n'
        'msgstr "Lásd a [szabálykönyveket](page:nincs-ilyen)."\n\n'
        'msgid "See the [standard game](page:standard)."\n'
        'msgstr "Lásd a [hagyományos játékot](page:standard)."\n',
    )
    with hu.recording() as used:
        assert hu.gettext("See the [rule books](page:rulebooks).") == (
            "See the [rule books](page:rulebooks)."
        )
    assert used == {"See the [rule books](page:rulebooks).": State.MISSING}
    assert hu.gettext("See the [standard game](page:standard).").startswith("Lásd")
