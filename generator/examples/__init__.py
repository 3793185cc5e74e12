"""Worked examples: claims about hands on a page, evaluated and checked against the engine.

An example lives in its variant's file, ``rules/variants/<id>.yaml``, in the
``examples:`` list::

    examples:
      - id: knock-beats-defender          # lower-case words joined by hyphens
        title: A knock                    # English heading (a msgid)
        prose: >-                         # English text (a msgid) with placeholders
          The knocker keeps {deadwood} points of deadwood, the defender
          {defender_deadwood}; the knocker scores {points}.
        hands:                            # role -> cards; drawn as cards on the page
          knocker: As 2s 3s 7h 7d 7c 9s 9h 9d 2c
          defender: Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc
        values:                           # placeholder -> expression, computed at build
          deadwood: settle(knocker, defender, rules).knocker_deadwood
          defender_deadwood: settle(knocker, defender, rules).defender_deadwood
          points: settle(knocker, defender, rules).points
        doctest: |                        # what a reader types, with the expected output
          >>> from generator.engine import settle
          >>> from generator.examples import variant_rules
          >>> rules = variant_rules("standard")
          >>> settle("As 2s 3s 7h 7d 7c 9s 9h 9d 2c", "Ks Kh Kd 4h 5h 6h 8c 8d 3c Qc", rules).points
          27

Roles of ``hands``: ``knocker`` (10 cards after the discard, 11 for big gin),
``defender`` (10 cards), ``upcard`` (one card, for the Oklahoma rule) and
``hand`` (any hand, for deadwood examples). A value expression sees the
engine's public API (everything :mod:`generator.engine` exports), ``rules`` (the
page's variant rules), :func:`variant_rules` (``variant_rules("standard", "oklahoma")``
for an option), each role by name (hands as :class:`~generator.engine.Hand`, the
upcard as a :class:`~generator.engine.Card`) and a few harmless builtins.
The prose may also use any rule placeholder (``{knock_limit}``, ``{gin_bonus}``).

The doctest is plain engine use: it imports what it needs, and
:func:`variant_rules` gives the rules of a page's variant as the site uses them.
It must stand alone (no names from another example) and is checked twice: by
``gin-rules check`` (:func:`check_examples`, which also evaluates the values and
validates the hands) and by the test suite, on the generated page of every
language (``python -m pytest tests/examples -k <variant id>``).

>>> variant_rules("standard").knock_limit
10
"""

from __future__ import annotations

from generator.examples.evaluate import check_examples, example_values, value_namespace
from generator.examples.rules import examples_of, variant_rules
from generator.variants import rules_of

__all__ = [
    "check_examples",
    "example_values",
    "examples_of",
    "rules_of",
    "value_namespace",
    "variant_rules",
]
