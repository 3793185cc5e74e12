"""Checks of a catalog's grammatical forms: its declaration and the forms of every name.

A language declares its forms in the entry ``msgctxt "grammar"``, ``msgid "forms"``
(:mod:`generator.text.forms`). Each name form it declares must then be given by every
name (``msgctxt "name forms"``), and a name may give no form the language does not
declare. Translations asking for a form are checked with the other placeholder checks
(:func:`generator.i18n.checkers.placeholders`).
"""

from __future__ import annotations

from babel.messages.catalog import Catalog, Message

from generator.text.forms import (
    GRAMMAR_CONTEXT,
    GRAMMAR_MSGID,
    NAME_FORMS_CONTEXT,
    NO_GRAMMAR,
    Grammar,
    parse_grammar,
    parse_name_forms,
)


def _text(message: Message) -> str:
    string = message.string
    return (string[0] if isinstance(string, tuple) else string) or ""


def declared_grammar(catalog: Catalog, code: str) -> tuple[Grammar, list[tuple[int, str]]]:
    """The forms ``catalog`` declares, and the problems of its declaration as (line, text)."""
    message = catalog.get(GRAMMAR_MSGID, context=GRAMMAR_CONTEXT)
    if message is None or message.fuzzy or not _text(message):
        return NO_GRAMMAR, []
    grammar, problems = parse_grammar(_text(message), code)
    line = message.lineno or 0
    return grammar, [(line, f"forms: {text}") for _, text in problems]


def name_form_problems(message: Message, grammar: Grammar, code: str) -> list[str]:
    """What is wrong with one name's forms (``msgctxt "name forms"``)."""
    if message.context != NAME_FORMS_CONTEXT or message.fuzzy:
        return []
    name = message.id[0] if isinstance(message.id, tuple) else message.id
    given, problems = parse_name_forms(_text(message))
    out = [f"the forms of {name!r}: {text}" for _, text in problems]
    for form in grammar.names:
        if form not in given:
            out.append(f"the name {name!r} lacks the form '{form}' that {code} declares")
    for form in given:
        if form not in grammar.names:
            out.append(f"the name {name!r} gives the form '{form}', which {code} does not declare")
    return out
