"""Checks of a catalog's grammatical forms: its declaration and the forms of every name.

A language declares its forms in the entry ``msgctxt "grammar"``, ``msgid "forms"``
(:mod:`generator.text.forms`). Each name form it declares must then be given by every
name (``msgctxt "name forms"``), and a name may give no form the language does not
declare. Translations asking for a form are checked with the other placeholder checks
(:func:`generator.i18n.checkers.placeholders`).
"""

from __future__ import annotations

from babel.messages.catalog import Catalog, Message

from generator.i18n.cards import CARD_NAME, CARD_NAME_CONTEXT
from generator.i18n.entries import sources, text_of
from generator.text.cards import parse_forms, pattern_problems, rank_forms
from generator.text.forms import (
    GRAMMAR_CONTEXT,
    GRAMMAR_MSGID,
    NAME_FORMS_CONTEXT,
    NO_GRAMMAR,
    Grammar,
    parse_grammar,
    parse_name_forms,
)


def declared_grammar(catalog: Catalog, code: str) -> tuple[Grammar, list[tuple[int, str]]]:
    """The forms ``catalog`` declares, and the problems of its declaration as (line, text)."""
    message = catalog.get(GRAMMAR_MSGID, context=GRAMMAR_CONTEXT)
    if message is None or message.fuzzy or not text_of(message):
        return NO_GRAMMAR, []
    grammar, problems = parse_grammar(text_of(message), code)
    line = message.lineno or 0
    return grammar, [(line, f"forms: {text}") for _, text in problems]


def name_form_problems(message: Message, grammar: Grammar, code: str) -> list[str]:
    """What is wrong with one name's forms (``msgctxt "name forms"``): each a plain text,
    never a placeholder (a form that names itself, ``nom: {title:nom}``, has no text)."""
    if message.context != NAME_FORMS_CONTEXT or message.fuzzy or not text_of(message).strip():
        return []  # not written yet (a new game's name): see unwritten_name_forms
    name = sources(message)[0]
    given, problems = parse_name_forms(text_of(message))
    out = [f"the forms of {name!r}: {text}" for _, text in problems]
    for form, text in given.items():
        if "{" in text or "}" in text:
            out.append(f"the form '{form}' of {name!r} holds a placeholder: write the name itself")
    for form in grammar.names:
        if form not in given:
            out.append(f"the name {name!r} lacks the form '{form}' that {code} declares")
    for form in given:
        if form not in grammar.names:
            out.append(f"the name {name!r} gives the form '{form}', which {code} does not declare")
    return out


def unwritten_name_forms(message: Message, grammar: Grammar) -> str | None:
    """Why a name's forms entry still to be written matters, or None: the language declares
    forms of names, so its sentences that ask for this name's forms are shown in English."""
    if message.context != NAME_FORMS_CONTEXT or not grammar.names:
        return None
    if not message.fuzzy and text_of(message).strip():
        return None
    name = sources(message)[0]
    state = "still fuzzy" if message.fuzzy else "not written yet"
    return (
        f"the forms of {name!r} are {state} ({', '.join(grammar.names)}): the sentences"
        " that need them are shown in English"
    )


def _card_entry(catalog: Catalog) -> Message | None:
    message = catalog.get(CARD_NAME, context=CARD_NAME_CONTEXT)
    return None if message is None or message.fuzzy or not text_of(message) else message


def card_forms(catalog: Catalog) -> frozenset[str]:
    """The forms a catalog's card names give: those of its card name pattern's lines."""
    message = _card_entry(catalog)
    return frozenset(parse_forms(text_of(message))[1]) if message is not None else frozenset()


def card_name_problems(message: Message, catalog: Catalog) -> list[str]:
    """What is wrong with a card name's pattern (``msgctxt "card name"``) or a rank's name
    (``msgctxt "rank name"``) and its forms: lines that are not ``form: text``, a pattern
    that is not ``{rank}`` and ``{suit}``, a rank lacking a form a pattern asks for."""
    if message.fuzzy or not text_of(message):
        return []
    plain, given, problems = parse_forms(text_of(message))
    out = [text for _, text in problems]
    if message.context == CARD_NAME_CONTEXT:
        for form, pattern in [(None, plain), *given.items()]:
            label = f"the form '{form}'" if form else "the pattern"
            out += [f"{label}: {text}" for text in pattern_problems(pattern)]
        return out
    entry = _card_entry(catalog)
    if entry is not None:
        asked = {
            f
            for p in [parse_forms(text_of(entry))[0], *parse_forms(text_of(entry))[1].values()]
            for f in rank_forms(p)
        }
        for form in sorted(asked - set(given)):
            rank = sources(message)[0]
            out.append(f"the rank {rank!r} lacks the form '{form}' the card name asks for")
    if "{" in plain or any("{" in text for text in given.values()):
        out.append("a rank's name holds a placeholder: write the word itself")
    return out
