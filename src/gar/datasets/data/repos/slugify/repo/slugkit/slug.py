"""URL slugs."""

import re


def slugify(text, sep="-"):
    """Lower-case ASCII letters and digits joined by ``sep``."""
    text = text.lower()
    text = re.sub(r"[^a-z0-9]", sep, text)
    return text.strip(sep)
