import pytest

from rowparse import parse_table, split_fields


def test_simple():
    assert split_fields("a, b ,c") == ["a", "b", "c"]


def test_delimiter():
    assert split_fields("a;b", delimiter=";") == ["a", "b"]


def test_empty_line():
    assert split_fields("") == [""]


def test_table():
    assert parse_table("x,y\n1,2\n") == [{"x": "1", "y": "2"}]


def test_quoted_delimiter():
    assert split_fields('a,"b,c",d') == ["a", "b,c", "d"]


def test_doubled_quote():
    assert split_fields('x,"say ""hi"""') == ["x", 'say "hi"']


def test_unterminated_quote():
    with pytest.raises(ValueError):
        split_fields('a,"b')
