from slugkit.slug import slugify
from slugkit.unique import unique_slug
