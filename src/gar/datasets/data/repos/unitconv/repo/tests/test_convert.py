import pytest

from unitconv import UnitError


@pytest.mark.parametrize(
    ("value", "source", "target", "expected"),
    [
        (100, "degC", "degF", 212),
        (-40, "degF", "degC", -40),
        (0, "K", "degC", -273.15),
        pytest.param(98.6, "degF", "degC", 37, id="body-temperature"),
    ],
)
def test_offset_units(registry, value, source, target, expected):
    assert registry.convert(value, source, target) == expected


def test_custom_scales(lab):
    assert lab.convert(80, "reaumur", "rankine") == 671.67
    assert "reaumur" in lab.names("temperature")


@pytest.mark.parametrize(
    ("value", "source", "target", "expected"),
    [
        (2, "km", "m", 2000),
        (12, "in", "ft", 1),
        pytest.param(5, "kg", "g", 5000, id="kilograms"),
    ],
)
def test_linear_units(registry, value, source, target, expected):
    assert registry.convert(value, source, target) == expected


def test_incompatible_dimensions(registry):
    with pytest.raises(UnitError):
        registry.convert(1, "m", "kg")
