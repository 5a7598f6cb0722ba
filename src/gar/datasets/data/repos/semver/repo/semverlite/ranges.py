"""Choosing among versions."""

from semverlite.version import parse


def max_version(versions):
    return max(versions, key=parse)
