"""Configuration from several layers (defaults, file, environment)."""

from functools import reduce

from confmerge.merge import deep_merge


def merge_layers(*layers):
    return reduce(deep_merge, layers, {})
