import pytest

from timeparse import format_duration, parse_duration


def test_single_unit():
    assert parse_duration("45s") == 45


def test_hours():
    assert parse_duration(" 2H ") == 7200


def test_unknown_unit():
    with pytest.raises(ValueError):
        parse_duration("3x")


def test_empty():
    with pytest.raises(ValueError):
        parse_duration("")


def test_compound():
    assert parse_duration("1h30m") == 5400


def test_compound_three_parts():
    assert parse_duration("1d2h3s") == 93603


def test_garbage_between_parts():
    with pytest.raises(ValueError):
        parse_duration("1h xx 30m")


def test_format():
    assert format_duration(5400) == "1h30m"
    assert format_duration(0) == "0s"
