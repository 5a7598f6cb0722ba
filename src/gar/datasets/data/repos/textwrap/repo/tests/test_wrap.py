import pytest

from textfmt import truncate, wrap


def test_simple():
    assert wrap("the quick brown fox", 10) == ["the quick", "brown fox"]


def test_empty():
    assert wrap("", 5) == []


def test_bad_width():
    with pytest.raises(ValueError):
        wrap("x", 0)


def test_long_word():
    assert wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"]


def test_long_word_between_short_ones():
    assert wrap("hi abcdefgh yo", 4) == ["hi", "abcd", "efgh", "yo"]


def test_truncate():
    assert truncate("hello world", 8) == "hello..."
