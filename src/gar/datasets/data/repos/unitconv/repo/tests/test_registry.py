import unittest

import pytest

from unitconv import UnitError, default_registry


class TestLookup:
    def setup_method(self, method):
        self.registry = default_registry()

    def test_unknown_unit(self):
        with pytest.raises(UnitError):
            self.registry.get("furlong")

    def test_boiling_point(self):
        assert self.registry.convert(100, "degC", "K") == 373.15
        assert self.registry.convert(373.15, "K", "degF") == 212


class TestRoundTrip(unittest.TestCase):
    def setUp(self):
        self.registry = default_registry()

    def test_fahrenheit_to_celsius(self):
        self.assertEqual(self.registry.convert(212, "degF", "degC"), 100)
        self.assertEqual(self.registry.convert(32, "degF", "K"), 273.15)

    def test_temperature_units_listed(self):
        self.assertIn("degC", self.registry.names("temperature"))
        self.assertNotIn("km", self.registry.names("temperature"))
