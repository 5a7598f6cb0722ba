"""Splitting one delimited line into fields."""


def split_fields(line, delimiter=","):
    """The fields of ``line``, stripped of surrounding spaces."""
    return [field.strip() for field in line.split(delimiter)]
