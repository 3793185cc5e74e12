"""Numbers and percentages as each language writes them, CLDR's grouping rule included.

Babel formats numbers from CLDR's patterns, but it ignores CLDR's
``minimumGroupingDigits``: in Spanish, Polish, Hungarian and Italian a four-digit
number is written without a group separator ("2000 manos", "2000 rozdań"), and
only from five digits on with one ("20.000", "20 000"). Until Babel applies it,
:func:`format_number` and :func:`format_percent` do, from the values of
:data:`MINIMUM_GROUPING_DIGITS` (CLDR 48; every other language has 1).

>>> import babel
>>> es, de = babel.Locale("es"), babel.Locale("de")
>>> format_number(2000, es), format_number(20000, es), format_number(2000, de)
('2000', '20.000', '2.000')
>>> fr, en = babel.Locale("fr"), babel.Locale("en")
>>> format_percent(0.0935, fr), format_percent(0.0005, en), format_percent(1, de)
('9,4\\xa0%', '0.05%', '100\\xa0%')
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import babel
from babel.numbers import format_decimal
from babel.numbers import format_percent as _format_percent

MINIMUM_GROUPING_DIGITS: dict[str, int] = {
    "bg": 2,
    "es": 2,
    "et": 2,
    "hu": 2,
    "it": 2,
    "lv": 2,
    "pl": 2,
    "pt_PT": 2,
    "sl": 2,
}
"""Languages whose CLDR ``minimumGroupingDigits`` is 2 (``numbers/minimumGroupingDigits``
of each locale in CLDR 48, as ICU reports it); the others have 1."""


def minimum_grouping_digits(locale: babel.Locale) -> int:
    """CLDR's minimumGroupingDigits of ``locale`` (its region's value first)."""
    full = str(locale)
    return MINIMUM_GROUPING_DIGITS.get(full, MINIMUM_GROUPING_DIGITS.get(locale.language, 1))


def _grouped(integer_digits: int, locale: babel.Locale) -> bool:
    """Whether a number with this many integer digits shows group separators."""
    primary = 3
    return integer_digits >= primary + minimum_grouping_digits(locale)


def _integer_digits(value: Decimal) -> int:
    whole = abs(value).to_integral_value(rounding="ROUND_DOWN")
    return len(str(whole)) if whole else 1


def format_number(n: int | float | Decimal, locale: babel.Locale) -> str:
    """``n`` as ``locale`` writes numbers: its decimal sign, its group separators from as
    many digits as CLDR says."""
    grouped = _grouped(_integer_digits(Decimal(str(n))), locale)
    return format_decimal(n, locale=locale, group_separator=grouped)


def format_percent(share: float, locale: babel.Locale, digits: int = 1) -> str:
    """``share`` (0–1) as a percentage the language's way, to ``digits`` decimals at most
    ("9,3 %" in fr, "9,3%" in hu); a share that rounds to zero but is not zero shows its
    first digit (0.0005 -> "0.05%")."""
    value = Decimal(str(share * 100))
    places = digits
    while 0 < abs(value) < Decimal(1).scaleb(-places) and places < 6:
        places += 1
    rounded = value.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP).normalize()
    grouped = _grouped(_integer_digits(rounded), locale)
    return _format_percent(
        rounded / 100, locale=locale, decimal_quantization=False, group_separator=grouped
    )
