"""Format seconds as a compact human duration."""

from timeparse.units import UNIT_SECONDS


def format_duration(seconds):
    """'1h30m' for 5400; '0s' for 0."""
    if seconds < 0:
        raise ValueError("negative duration")
    parts = []
    for unit, size in UNIT_SECONDS.items():
        count, seconds = divmod(seconds, size)
        if count:
            parts.append(f"{count}{unit}")
    return "".join(parts) or "0s"
