import pytest

from datecalc import add_months, days_between


def test_simple():
    assert add_months("2024-01-15", 1) == "2024-02-15"


def test_year_rollover():
    assert add_months("2024-12-10", 1) == "2025-01-10"


def test_negative():
    assert add_months("2024-03-10", -3) == "2023-12-10"


def test_bad_date():
    with pytest.raises(ValueError):
        add_months("2024-13-01", 1)


def test_end_of_month_leap():
    assert add_months("2024-01-31", 1) == "2024-02-29"


def test_end_of_month_common_year():
    assert add_months("2023-01-31", 1) == "2023-02-28"


def test_end_of_month_backwards():
    assert add_months("2024-03-31", -1) == "2024-02-29"


def test_days_between():
    assert days_between("2024-02-28", "2024-03-01") == 2
