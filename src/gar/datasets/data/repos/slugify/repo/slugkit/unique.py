"""Slugs that do not collide with existing ones."""

from slugkit.slug import slugify


def unique_slug(text, existing):
    slug = slugify(text)
    candidate, n = slug, 2
    while candidate in existing:
        candidate, n = f"{slug}-{n}", n + 1
    return candidate
