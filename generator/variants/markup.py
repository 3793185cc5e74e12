"""The small markup of rule texts checked: known placeholders, page links, no HTML."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable

from generator.errors import Location, Problem
from generator.variants import schema
from generator.variants.inheritance import Resolved
from generator.variants.model import Link
from generator.variants.schema import Report
from generator.variants.variant_file import TEXT_NAMES, rule_placeholders

_HTML = re.compile(r"<\s*/?\s*[A-Za-z!]")
_LINK = re.compile(r"\]\(([^)]*)\)")
_NUMBER = re.compile(r"(?<![\w{.])(\d+)(?![\w}])")


def check_page_texts(report: Report, res: Resolved) -> None:
    """A variant's page texts: markup, and no rule value written out as a number."""
    allowed = frozenset({*rule_placeholders(), *TEXT_NAMES})
    numbers = {
        str(value)
        for value in res.values.values()
        if isinstance(value, int) and not isinstance(value, bool) and value > 2
    }
    for text, where in res.raw.text_locations:
        check_markup(report, text, where, allowed, numbers)


def link_problems(links: Iterable[Link], page_ids: Collection[str]) -> list[Problem]:
    """A problem for each link to a page that is not among ``page_ids``."""
    return [
        Problem(
            link.location,
            f"link to unknown page '{link.page}'"
            + f" ({schema.known(link.page, sorted(page_ids), 'pages')})",
        )
        for link in links
        if link.page not in page_ids
    ]


def check_markup(
    report: Report,
    text: str,
    where: Location,
    allowed: Collection[str] | None,
    numbers: Collection[str] = (),
) -> None:
    """Placeholders known (unless ``allowed`` is None: checked where the text is read),
    links written ``page:<id>`` (kept in ``report.links``: the site knows its pages), no
    raw HTML, no rule number written out."""
    names = schema.placeholders(text) if allowed is not None else []
    if isinstance(names, str):
        report.error(where, names)
    elif allowed is not None:
        for name in names:
            if name not in allowed:
                report.error(
                    where,
                    f"unknown placeholder '{{{name}}}'",
                    schema.known(name, sorted(allowed), "placeholders"),
                )
    if _HTML.search(text):
        report.error(
            where,
            "raw HTML is not allowed in texts",
            "use *emphasis*, **strong** or [text](page:id)",
        )
    for target in _LINK.findall(text):
        if not target.startswith("page:"):
            report.error(
                where, f"link target '{target}' must be page:<id>", "links go to pages of the site"
            )
        else:
            report.links.append(Link(target[5:], where))
    for number in _NUMBER.findall(text):
        if number in numbers:
            report.warning(
                where,
                f"the number {number} is written out",
                "a rule value belongs in a placeholder such as {knock_limit}",
            )
