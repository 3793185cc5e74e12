"""The build: the MkDocs hooks (registered in mkdocs.yml), the steps after the build, the
translators' preview, and what the site ships of the Play page. The only package that
imports MkDocs.
"""
