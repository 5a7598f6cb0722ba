"""Merging configuration dictionaries."""


def deep_merge(base, override):
    """A new dict: ``override`` wins; nested dicts are merged key by key."""
    result = dict(base)
    for key, value in override.items():
        result[key] = value
    return result
