"""Differences between ISO dates."""

from datetime import date


def days_between(first, second):
    return (date.fromisoformat(second) - date.fromisoformat(first)).days
