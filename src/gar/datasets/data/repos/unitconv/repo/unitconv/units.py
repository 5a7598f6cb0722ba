"""Unit definitions: ``scale`` base units per unit, and the unit's zero ``offset`` base units
above the base unit's zero (only temperatures have one)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Unit:
    name: str
    dimension: str
    scale: float
    offset: float = 0.0


DEFAULT_UNITS = (
    Unit("m", "length", 1.0),
    Unit("km", "length", 1000.0),
    Unit("cm", "length", 0.01),
    Unit("in", "length", 0.0254),
    Unit("ft", "length", 0.3048),
    Unit("mi", "length", 1609.344),
    Unit("g", "mass", 1.0),
    Unit("kg", "mass", 1000.0),
    Unit("lb", "mass", 453.59237),
    Unit("K", "temperature", 1.0),
    Unit("degC", "temperature", 1.0, 273.15),
    Unit("degF", "temperature", 5 / 9, 273.15 - 32 * 5 / 9),
)
