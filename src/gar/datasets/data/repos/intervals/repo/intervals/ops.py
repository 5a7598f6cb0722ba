"""Measures over sets of intervals."""

from intervals.merge import merge


def total_length(intervals):
    """Length covered by the union of the intervals."""
    return sum(end - start for start, end in merge(intervals))
