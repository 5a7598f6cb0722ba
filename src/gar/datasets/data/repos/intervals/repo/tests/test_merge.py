import pytest

from intervals import merge, total_length


def test_disjoint():
    assert merge([(1, 2), (4, 5)]) == [(1, 2), (4, 5)]


def test_overlap():
    assert merge([(1, 4), (2, 3)]) == [(1, 4)]


def test_empty():
    assert merge([]) == []


def test_invalid():
    with pytest.raises(ValueError):
        merge([(3, 1)])


def test_touching():
    assert merge([(1, 3), (3, 5)]) == [(1, 5)]


def test_unsorted():
    assert merge([(5, 6), (1, 2), (2, 3)]) == [(1, 3), (5, 6)]


def test_total_length():
    assert total_length([(1, 3), (2, 5)]) == 4
