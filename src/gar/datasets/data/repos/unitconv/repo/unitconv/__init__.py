from unitconv.errors import UnitError
from unitconv.format import format_quantity
from unitconv.registry import Registry, default_registry
from unitconv.units import DEFAULT_UNITS, Unit

__all__ = ["DEFAULT_UNITS", "Registry", "Unit", "UnitError", "default_registry",
           "format_quantity"]
