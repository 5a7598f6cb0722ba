"""MAJOR.MINOR.PATCH versions."""


def parse(version):
    """(major, minor, patch) of a version like '1.2.3' or 'v1.2.3'."""
    parts = version.strip().lstrip("v").split(".")
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        raise ValueError(f"not a version: {version!r}")
    return tuple(parts)


def compare(a, b):
    """-1, 0 or 1 as ``a`` is older than, equal to or newer than ``b``."""
    left, right = parse(a), parse(b)
    return (left > right) - (left < right)
