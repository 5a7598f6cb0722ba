class UnitError(ValueError):
    """An unknown unit, or a conversion between different dimensions."""
