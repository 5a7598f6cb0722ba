"""Whole tables: a header line and rows."""

from rowparse.fields import split_fields


def parse_table(text, delimiter=","):
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return []
    header = split_fields(lines[0], delimiter)
    return [dict(zip(header, split_fields(line, delimiter))) for line in lines[1:]]
