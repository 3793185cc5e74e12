"""The project, loaded once: its files, its rule data and its translations.

Every reader, check and page builder takes a :class:`Project` (or the part it needs),
never a path: the files of ``rules/`` and ``locales/`` are read once, into
:class:`~generator.files.ProjectFiles`, and everything else is worked out from them.
A project with bad data still loads: the problems are in :attr:`Project.rules` and
:attr:`Project.translations`, and what cannot be built from them raises when asked for
(:attr:`Project.catalogue`, :meth:`Project.localizers`).

>>> project = Project.load(Settings(Path(__file__).resolve().parents[1]))
>>> project.catalogue.standard.id, project.languages[0]
('standard', 'en')
>>> project.variant_rules("straight-gin").knocking
False
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from generator.cache import DiskCache
from generator.engine import Rules
from generator.files import ProjectFiles, code_digest, digest
from generator.i18n import Localizer
from generator.i18n.translations import Translations, read_translations
from generator.settings import Settings
from generator.variants import RuleData, read_rules, rules_of
from generator.variants.model import Catalogue


@dataclass(frozen=True)
class Project:
    """One project folder's data, read and checked once."""

    settings: Settings
    files: ProjectFiles = field(repr=False)
    rules: RuleData = field(repr=False)
    translations: Translations = field(repr=False)

    @classmethod
    def load(cls, settings: Settings, previous: Project | None = None) -> Project:
        """The project of ``settings``, read from its folder. The parts whose files are
        the same bytes as in ``previous`` (an earlier load of the same project: a preview
        rebuilding) are taken from it instead of being worked out again."""
        files = ProjectFiles.snapshot(settings.root)
        kept = previous if previous is not None and previous.settings == settings else None

        def unchanged(folder: str) -> bool:
            return kept is not None and files.digest(folder) == kept.files.digest(folder)

        rules = kept.rules if kept and unchanged("rules") else read_rules(files)
        translations = (
            kept.translations
            if kept and unchanged("locales")
            else read_translations(files, settings.only)
        )
        return cls(settings, files, rules, translations)

    @property
    def root(self) -> Path:
        return self.settings.root

    @property
    def catalogue(self) -> Catalogue:
        """The whole rule catalogue; :raises RuleDataError: with every problem, when the
        rule data has an error."""
        return self.rules.whole()

    @property
    def languages(self) -> tuple[str, ...]:
        """English first, then every other language of the site."""
        return self.translations.languages

    def localizers(self) -> dict[str, Localizer]:
        """A Localizer per language, in order; :raises CatalogError: a catalog that is
        missing, unreadable or incomplete."""
        return self.translations.localizers()

    def variant_rules(self, variant: str, *options: str) -> Rules:
        """The rules of ``variant`` ("standard", "straight-gin", …), played with the
        ``options`` it offers ("oklahoma", "to-250", …).

        :raises ValueError: no such variant (or option) in the rule data.
        """
        return rules_of(self.rules.catalogue)(variant, *options)

    @cached_property
    def fingerprint(self) -> str:
        """A SHA-256 of every file of the project's data, of the languages loaded from it
        (a preview loads only some: :attr:`Settings.only`) and of all the code: the key of
        every value worked out from the project as a whole (the catalog findings)."""
        return digest(self.files.digest(), *self.languages, code_digest())

    def disk_cache(self) -> DiskCache | None:
        """The disk cache of :attr:`Settings.cache`, or None when there is none."""
        return DiskCache(self.settings.cache) if self.settings.cache is not None else None
