"""Units by name, and conversions between units of the same dimension."""

from unitconv.errors import UnitError
from unitconv.units import DEFAULT_UNITS


class Registry:
    def __init__(self, units=(), precision=9):
        self.precision = precision
        self._units = {}
        for unit in units:
            self.define(unit)

    def define(self, unit):
        """Add ``unit`` (replacing a unit of the same name)."""
        self._units[unit.name] = unit

    def forget(self, name):
        self._units.pop(name, None)

    def get(self, name):
        try:
            return self._units[name]
        except KeyError:
            raise UnitError(f"unknown unit {name!r}") from None

    def names(self, dimension=None):
        """The unit names, sorted; only those of ``dimension`` when given."""
        return sorted(name for name, unit in self._units.items()
                      if dimension is None or unit.dimension == dimension)

    def convert(self, value, source, target):
        """``value`` in unit ``source`` expressed in unit ``target``, rounded to
        ``precision`` decimals."""
        src, dst = self.get(source), self.get(target)
        if src.dimension != dst.dimension:
            raise UnitError(f"cannot convert {source} ({src.dimension}) to {target} "
                            f"({dst.dimension})")
        return round(value * src.scale / dst.scale, self.precision)


_DEFAULT = Registry(DEFAULT_UNITS)


def default_registry():
    """The process-wide registry of the built-in units (applications may define more)."""
    return _DEFAULT
