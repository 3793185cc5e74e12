"""Print the reference of the variant file format (Markdown): what each key of
``rules/variants/<id>.yaml`` holds, a whole file, and every rule field with its values and
default. ``rules/README.md`` is this output."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", choices=("variants",), nargs="?", default="variants")


def run(args: argparse.Namespace) -> int:
    from generator.site.pages import FIXED_PAGES
    from generator.variants.reference import variant_format

    print(variant_format(FIXED_PAGES), end="")
    return 0
