"""Every check of the project's content, the one authority on it: what ``gin-rules check``
prints, what the build refuses and what the test suite asks of the shipped content.

Root causes come first. The rule data is checked before the catalogs, and what only
follows from a problem of the rule data is left out: the examples of a variant whose file
has an error are not checked (the file's own error says what to fix), a catalog's link to
a game page stays valid while that game's file exists, however broken. The problems come
in three groups, each sorted by file and line: the rule data, its examples, the catalogs.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from generator.errors import LocatedError, Location, Problem
from generator.examples import check_examples
from generator.i18n import TEMPLATE
from generator.i18n.catalog import extract_template
from generator.i18n.entries import key_of
from generator.i18n.mapping import MAPPING_FILE
from generator.i18n.pofile import PoFile
from generator.project import Project
from generator.site.pages import page_ids
from generator.site.translation_status import project_catalog_findings
from generator.variants.markup import link_problems

_BROKEN_VARIANT = re.compile(r"no variant '([a-z0-9-]+)'")
MIN_EXAMPLES = 2
"""Worked examples a game's page shows at least (fewer is a warning)."""


@dataclass(frozen=True)
class Checked:
    """The problems of a project, root causes first."""

    rules: tuple[Problem, ...]
    """Of the rule data: its files, their texts' links."""
    examples: tuple[Problem, ...]
    """Of the worked examples of the variants that loaded."""
    catalogs: tuple[Problem, ...]
    """Of ``locales/``: catalogs, glossaries, style guides."""
    left_out: int = 0
    """Problems of examples that only follow from an error of the rule data."""

    @property
    def problems(self) -> tuple[Problem, ...]:
        return (*self.rules, *self.examples, *self.catalogs)

    @property
    def errors(self) -> int:
        return sum(p.severity == "error" for p in self.problems)


def _sorted(problems: Iterable[Problem]) -> tuple[Problem, ...]:
    return tuple(
        sorted(problems, key=lambda p: (p.location.path, p.location.line, p.location.column))
    )


def rule_problems(project: Project) -> tuple[Problem, ...]:
    """The problems of the project's rule data: its files, and its texts' links to pages
    of the site; sorted by file and line."""
    data = project.rules
    links = link_problems(data.catalogue.links, page_ids(data.variant_ids))
    return _sorted([*data.problems, *links])


def page_problems(project: Project) -> list[Problem]:
    """What a game's page needs of its rule data besides valid files: its worked examples."""
    found = []
    for variant in project.rules.catalogue.variants.values():
        count = len(variant.examples)
        if count < MIN_EXAMPLES:
            found.append(
                Problem(
                    variant.location,
                    f"{count} worked example{'' if count == 1 else 's'}: a game's page shows"
                    f" at least {MIN_EXAMPLES} (add them under examples:, each with id,"
                    " title, prose and doctest: rules/README.md)",
                    "warning",
                )
            )
    return found


def template_problems(project: Project) -> list[Problem]:
    """``locales/messages.pot`` behind its sources: messages of ``rules/`` or the templates
    it lacks, or messages they no longer have (their translations would not be used)."""
    template = project.translations.template
    if not project.rules.complete or not isinstance(template, PoFile):
        return []  # the rule data's own errors come first; a broken template is reported
    if project.files.read(MAPPING_FILE) is None:
        return []  # a folder of data only: the sources of the catalogs are not here
    try:
        extracted = extract_template(project.files, project.rules.catalogue)
    except LocatedError as error:
        return [Problem.from_error(error)]
    wanted = {key_of(m) for m in extracted if m.id}
    have = set(template.keys)
    if wanted == have:
        return []
    new, gone = sorted(wanted - have, key=str), sorted(have - wanted, key=str)
    first = (new or gone)[0][1]
    return [
        Problem(
            Location(TEMPLATE),
            f"not up to date with rules/ and the templates: {len(new)} message(s) to add,"
            f" {len(gone)} to remove (the first: {first[:50]!r}); run `make extract`",
        )
    ]


def check(project: Project, *, catalogs: bool = True) -> Checked:
    """Every problem of ``project`` (``catalogs=False``: of its rule data only)."""
    data = project.rules
    rules = _sorted([*rule_problems(project), *page_problems(project)])
    broken = {p.location.path for p in data.errors}
    loaded = set(data.catalogue.variants)
    examples, left_out = [], 0
    for problem in check_examples(data.catalogue):
        named = _BROKEN_VARIANT.search(problem.message)
        if broken and named and named.group(1) not in loaded:
            left_out += 1  # uses a variant whose file has an error of its own
        else:
            examples.append(problem)
    found = []
    if catalogs:
        found = [
            *template_problems(project),
            *(f.problem for f in project_catalog_findings(project)),
        ]
    return Checked(rules, _sorted(examples), _sorted(found), left_out)
