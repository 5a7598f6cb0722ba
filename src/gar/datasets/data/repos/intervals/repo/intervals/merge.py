"""Merging closed intervals given as (start, end) pairs."""


def merge(intervals):
    """Merge overlapping (start, end) pairs; touching intervals merge too."""
    result = []
    for start, end in intervals:
        if start > end:
            raise ValueError(f"bad interval ({start}, {end})")
        if result and start < result[-1][1]:
            result[-1] = (result[-1][0], max(result[-1][1], end))
        else:
            result.append((start, end))
    return result
