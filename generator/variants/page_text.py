"""The ``text:`` block of a variant file: the English text of its page."""

from __future__ import annotations

from dataclasses import dataclass

from generator.engine import Advice
from generator.errors import Location
from generator.safe_yaml import Entry
from generator.variants import schema
from generator.variants.model import PageText, Section
from generator.variants.schema import Report

TEXT_KEYS = ("title", "tagline", "what_is", "history", "other_names", "sections")
TEXT_REQUIRED = ("title", "tagline", "what_is")
SECTION_KEYS = ("id", "title", "paragraphs", "topics")
SECTION_REQUIRED = ("id", "title", "paragraphs")
TOPICS = tuple(topic.value for topic in Advice.TOPICS)
"""The topics a section may explain: those of the engine's advice."""


@dataclass(frozen=True)
class ReadText:
    """A page's text and where each of its translatable texts is written."""

    text: PageText
    locations: tuple[tuple[str, Location], ...]
    """Every text of the page that a translator sees, with its place."""


def read_page_text(report: Report, entry: Entry, page: str) -> ReadText | None:
    """The ``text:`` block of the variant ``page``; each text is recorded in ``report``
    (for the catalogs, with what it is) in the order translators see them."""
    entries = schema.mapping(report, entry.node, "text", allowed=TEXT_KEYS, required=TEXT_REQUIRED)
    if entries is None:
        return None
    found: list[tuple[str, Location]] = []
    pending: list[tuple[str, Location, str]] = []

    def one(key: str) -> str:
        if key not in entries:
            return ""
        value = schema.text(report, entries[key], f"text.{key}")
        if value is not None:
            found.append((value, entries[key].node.location))
        return value or ""

    def many(key: str) -> tuple[tuple[str, Location], ...]:
        if key not in entries:
            return ()
        items = schema.texts(report, entries[key], f"text.{key}") or ()
        found.extend(items)
        return items

    title, tagline = one("title"), one("tagline")
    name = f"Page {page}" + (f" ({title})" if title else "")
    if title:
        pending.append((title, entries["title"].node.location, f"Page {page}: the title."))
    if tagline:
        pending.append((tagline, entries["tagline"].node.location, f"{name}: the tagline."))
    what_is, history = many("what_is"), many("history")
    for label, items in (("What is", what_is), ("History", history)):
        for i, (value, where) in enumerate(items, 1):
            pending.append((value, where, f"{name}: {label}, paragraph {i}."))
    other_names: tuple[str, ...] = ()
    if "other_names" in entries:
        names = schema.texts(report, entries["other_names"], "text.other_names") or ()
        other_names = tuple(v for v, _ in names)
    sections = _sections(report, entries.get("sections"), name, found, pending)
    for value, where, comment in pending:
        report.text(value, where, comment, check=False)
    text = PageText(
        title,
        tagline,
        tuple(v for v, _ in what_is),
        tuple(v for v, _ in history),
        other_names,
        sections,
    )
    return ReadText(text, tuple(found))


def _sections(
    report: Report,
    entry: Entry | None,
    name: str,
    found: list[tuple[str, Location]],
    pending: list[tuple[str, Location, str]],
) -> tuple[Section, ...]:
    if entry is None:
        return ()
    if entry.node.kind != "seq":
        report.error(
            entry.key_location, f"text.sections must be a list, not {schema.describe(entry.node)}"
        )
        return ()
    sections: list[Section] = []
    seen: dict[str, Location] = {}
    explained: dict[str, Location] = {}
    for item in entry.node.items:
        needed = SECTION_REQUIRED
        sec = schema.mapping(report, item, "a section", allowed=SECTION_KEYS, required=needed)
        if not sec or not set(needed) <= sec.keys():
            continue
        sid = schema.text(report, sec["id"], "a section id")
        stitle = schema.text(report, sec["title"], "a section title")
        paragraphs = schema.texts(report, sec["paragraphs"], "a section's paragraphs")
        if sid is None or stitle is None or paragraphs is None:
            continue
        if sid in seen:
            report.error(
                sec["id"].key_location,
                f"section id '{sid}' is used twice (first at line {seen[sid].line})",
            )
        seen[sid] = sec["id"].key_location
        found.append((stitle, sec["title"].node.location))
        found.extend(paragraphs)
        pending.append((stitle, sec["title"].node.location, f"{name}: the title of section {sid}."))
        for i, (value, where) in enumerate(paragraphs, 1):
            pending.append((value, where, f"{name}: section {sid}, paragraph {i}."))
        topics = _topics(report, sec.get("topics"), explained)
        sections.append(Section(sid, stitle, tuple(v for v, _ in paragraphs), topics))
    return tuple(sections)


def _topics(report: Report, entry: Entry | None, explained: dict[str, Location]) -> tuple[str, ...]:
    """A section's topics of advice: each one of the engine's, in one section of a page."""
    if entry is None:
        return ()
    if entry.node.kind != "seq":
        report.error(
            entry.key_location, f"topics must be a list, not {schema.describe(entry.node)}"
        )
        return ()
    topics: list[str] = []
    for item in entry.node.items:
        topic = schema.choice(report, Entry(item.location, item), "a topic", TOPICS)
        if topic is None:
            continue
        if topic in explained:
            report.error(
                item.location,
                f"the topic '{topic}' is explained by two sections"
                f" (first at line {explained[topic].line})",
                "name each topic in the one section a hint should link to",
            )
            continue
        explained[topic] = item.location
        topics.append(topic)
    return tuple(topics)
