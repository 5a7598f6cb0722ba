"""Parse human durations like '1h30m' or '45s' into seconds."""

import re

from timeparse.units import UNIT_SECONDS

_PART = re.compile(r"(\d+)([a-z]+)")


def parse_duration(text):
    """Return the number of seconds in ``text`` ('1h30m', '2d', '90s')."""
    text = text.strip().lower()
    if not text:
        raise ValueError("empty duration")
    match = _PART.match(text)
    if match is None:
        raise ValueError(f"bad duration: {text!r}")
    number, unit = match.groups()
    if unit not in UNIT_SECONDS:
        raise ValueError(f"unknown unit {unit!r}")
    return int(number) * UNIT_SECONDS[unit]
