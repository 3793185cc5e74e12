"""The small markup of rule texts checked: known placeholders, page links, no HTML."""

from __future__ import annotations

import re
from collections.abc import Collection

from generator.errors import Location
from generator.variants import schema
from generator.variants.inheritance import Resolved
from generator.variants.schema import Report
from generator.variants.variant_file import TEXT_NAMES, rule_placeholders

_HTML = re.compile(r"<\s*/?\s*[A-Za-z!]")
_LINK = re.compile(r"\]\(([^)]*)\)")
_NUMBER = re.compile(r"(?<![\w{.])(\d+)(?![\w}])")


def check_page_texts(report: Report, res: Resolved, page_ids: Collection[str]) -> None:
    """A variant's page texts: markup, and no rule value written out as a number."""
    allowed = frozenset({*rule_placeholders(), *TEXT_NAMES})
    numbers = {
        str(value)
        for value in res.values.values()
        if isinstance(value, int) and not isinstance(value, bool) and value > 2
    }
    for text, where in res.raw.text_locations:
        check_markup(report, text, where, allowed, page_ids, numbers)


def check_markup(
    report: Report,
    text: str,
    where: Location,
    allowed: Collection[str] | None,
    page_ids: Collection[str],
    numbers: Collection[str] = (),
) -> None:
    """Placeholders known (unless ``allowed`` is None: checked where the text is read),
    links to known pages, no raw HTML, no rule number written out."""
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
        elif target[5:] not in page_ids:
            report.error(
                where,
                f"link to unknown page '{target[5:]}'",
                schema.known(target[5:], sorted(page_ids), "pages"),
            )
    for number in _NUMBER.findall(text):
        if number in numbers:
            report.warning(
                where,
                f"the number {number} is written out",
                "a rule value belongs in a placeholder such as {knock_limit}",
            )
