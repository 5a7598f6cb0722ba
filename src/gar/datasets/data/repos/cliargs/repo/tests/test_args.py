import pytest

from minicli import ArgError, parse_args
from minicli.help import format_usage


def test_option_value():
    assert parse_args(["--out", "x.txt", "a"]) == ({"out": "x.txt"}, ["a"])


def test_flag():
    assert parse_args(["--verbose", "a"], flags=("verbose",)) == ({"verbose": True}, ["a"])


def test_double_dash():
    assert parse_args(["--", "--out"]) == ({}, ["--out"])


def test_missing_value():
    with pytest.raises(ArgError):
        parse_args(["--out"])


def test_equals_form():
    assert parse_args(["--out=x.txt", "a"]) == ({"out": "x.txt"}, ["a"])


def test_equals_empty():
    assert parse_args(["--out="]) == ({"out": ""}, [])


def test_flag_with_value_rejected():
    with pytest.raises(ArgError):
        parse_args(["--verbose=yes"], flags=("verbose",))


def test_usage():
    assert format_usage("tool", ["out"], ["verbose"]) == "usage: tool [--verbose] [--out VALUE]"
