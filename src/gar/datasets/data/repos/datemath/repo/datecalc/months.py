"""Calendar month arithmetic on ISO dates."""

from datetime import date


def add_months(iso_date, months):
    """The ISO date ``months`` calendar months after ``iso_date`` (negative: before)."""
    start = date.fromisoformat(iso_date)
    index = start.year * 12 + start.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, start.day).isoformat()
