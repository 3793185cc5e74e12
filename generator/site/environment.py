"""The Jinja2 environment the page templates are rendered in, for one language.

Templates never see a raw translation: ``_``/``gettext`` and ``ngettext`` are the
page model's own functions (:meth:`SiteText.ui`), which escape the text, rebuild
its small markup and fill its placeholders with escaped values. Jinja's own i18n
extension is not loaded (it would mark every translation safe HTML); babel.cfg
still extracts these calls with Jinja's extractor.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import jinja2
import jinja2.bccache
from markupsafe import Markup

from generator.play.text import END, ENGLISH
from generator.site import markup
from generator.site.pages import SiteText

TEMPLATES = Path(__file__).with_name("templates")
_TAG = re.compile(r"<[^>]*>")


class _CompiledTemplates(jinja2.BytecodeCache):
    """Templates compiled once per process, for every language's environment."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


COMPILED = _CompiledTemplates()
"""Templates compiled in this process: the pages' and the theme's (kept across the rebuilds
of `mkdocs serve`, whose MkDocs makes a new environment each time)."""


def plain(text: object) -> str:
    """An HTML text (a translated UI string) as plain text, for an SVG title or a page title."""
    return html.unescape(_TAG.sub("", str(text)))


_UNTRANSLATED = re.compile(r'<span lang="en" class="untranslated">(.*?)</span>', re.S)
_FLAG = re.compile(r'\s*<mark class="translation-flag"[^>]*>.*?</mark>', re.S)


def script_text(text: object) -> str:
    """An HTML text (a translated UI string) as plain text for a script to show: what is
    shown in English marked between :data:`~generator.play.text.ENGLISH` and
    :data:`~generator.play.text.END`, as the Play page's own texts are."""
    marked = _UNTRANSLATED.sub(lambda m: f"{ENGLISH}{m.group(1)}{END}", _FLAG.sub("", str(text)))
    return plain(marked)


_FALLBACK = re.compile(r'\A<span lang="([\w-]+)" class="untranslated">(.*?)</span>', re.S)


def heading(text: object) -> Markup:
    """An HTML text (a translated UI string) as the text of a Markdown heading; English
    shown in another language's page stays marked as English."""
    fallback = _FALLBACK.match(str(text))
    if fallback:
        inner = markup.heading(plain(fallback.group(2)))
        return Markup(f'<span lang="{fallback.group(1)}">{inner}</span>')
    return Markup(markup.heading(plain(text)))


def environment(text: SiteText) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        bytecode_cache=COMPILED,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["heading"] = heading
    env.filters["plain"] = plain
    env.filters["script_text"] = script_text
    env.globals.update(_=text.ui, gettext=text.ui, ngettext=text.ui_plural)
    return env
