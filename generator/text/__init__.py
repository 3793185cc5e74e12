"""The grammar of the project's texts, English and translated alike: placeholders and the
grammatical forms their values may take. Pure functions, no files read."""
