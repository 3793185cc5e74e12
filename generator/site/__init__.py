"""The site: localized page models rendered to Markdown through Jinja2 templates.

:func:`generator.site.generate.generate` writes every page of every language into a
folder that MkDocs (with mkdocs-static-i18n) then builds; the hook in
:mod:`generator.build.hooks` calls it inside ``mkdocs build``.
"""
