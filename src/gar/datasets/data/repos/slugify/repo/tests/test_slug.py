from slugkit import slugify, unique_slug


def test_simple():
    assert slugify("Hello World") == "hello-world"


def test_custom_separator():
    assert slugify("a b", sep="_") == "a_b"


def test_digits_kept():
    assert slugify("Top 10") == "top-10"


def test_unique():
    assert unique_slug("Hello World", {"hello-world"}) == "hello-world-2"


def test_accents():
    assert slugify("Café au lait") == "cafe-au-lait"


def test_collapse_separators():
    assert slugify("Hello,  World!") == "hello-world"
