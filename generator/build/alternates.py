"""The language selector's links, and the ``<link rel="alternate" hreflang>`` elements of a
page's head, which Material writes from the same list (``extra.alternate``).

mkdocs-static-i18n points each entry at the same page in that language; an entry keeps
the link given here only on a page that language lacks (the translators' style guide has
no English page), so these are the languages' home pages, relative to the site's root
(``hu/index.html``): the theme makes them relative to each page, and they work at any
address and from any folder. The plugin would write ``/hu/index.html``, from the root of
the host, which a site built without an address and served from a folder does not have.

The plugin notes at INFO level that a link should be absolute; for these links, relative
on purpose, the note is left out (:class:`QuietAboutRelativeLinks`), since it reads as a
misconfiguration on every rebuild of the translators' preview.

Material's language selector reads ``sitemap.xml`` beside every alternate of the page's
head. A site built without an address has no sitemaps, so its pages carry no alternates
in their head (:func:`without_alternates`): search engines, which the elements are for,
need the site's address anyway. The selector itself is unchanged.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable

from mkdocs_static_i18n.config import I18nPluginLanguage

PLUGIN_LOGGER = "mkdocs.plugins.mkdocs_static_i18n.reconfigure"
"""The logger of mkdocs-static-i18n's notes on ``extra.alternate``."""
RELATIVE_LINK_NOTE = "The 'extra.alternate' configuration contains a 'link' option"

_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')


def links(languages: Iterable[I18nPluginLanguage]) -> list[dict[str, str]]:
    """``extra.alternate``: each language that is built, its name and its home page.

    >>> def language(**given: object) -> I18nPluginLanguage:
    ...     item = I18nPluginLanguage()
    ...     item.load_dict(given)
    ...     item.validate()
    ...     return item
    >>> links([language(locale="en", name="English", default=True),
    ...        language(locale="hu", name="magyar"),
    ...        language(locale="pl", name="polski", build=False)])
    [{'name': 'English', 'link': 'index.html', 'lang': 'en'},
     {'name': 'magyar', 'link': 'hu/index.html', 'lang': 'hu'}]
    """
    return [
        {"name": item.name, "link": home_page(item.link), "lang": item.locale}
        for item in languages
        if item.build
    ]


def home_page(link: str) -> str:
    """A language's home page relative to the site's root, from the plugin's ``link``.

    >>> home_page("/"), home_page("/hu/")
    ('index.html', 'hu/index.html')
    """
    folder = link.strip("/")
    return f"{folder}/index.html" if folder else "index.html"


class QuietAboutRelativeLinks(logging.Filter):
    """Leaves out mkdocs-static-i18n's note that a link of ``extra.alternate`` should be
    absolute (:func:`links` are relative on purpose); every other record passes."""

    def filter(self, record: logging.LogRecord) -> bool:
        return RELATIVE_LINK_NOTE not in record.getMessage()


QUIET = QuietAboutRelativeLinks()


def quiet_plugin() -> None:
    """Install :data:`QUIET` on the plugin's logger (once, however often it is called)."""
    logging.getLogger(PLUGIN_LOGGER).addFilter(QUIET)


def without_alternates(output: str) -> str:
    """A page's HTML without the alternates of its head.

    >>> without_alternates('<meta charset="utf-8">\\n  <link rel="alternate" href="hu/x.html" '
    ...                    'hreflang="hu">\\n  <link rel="icon" href="a.png">')
    '<meta charset="utf-8">\\n  <link rel="icon" href="a.png">'
    """
    return _ALTERNATE.sub("", output)
