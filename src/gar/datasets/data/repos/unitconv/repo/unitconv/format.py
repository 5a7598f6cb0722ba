"""Quantities as text: '212 degF', '1.5 km'."""


def format_quantity(value, unit, digits=2):
    """``value`` with at most ``digits`` decimals (trailing zeros dropped) and its unit."""
    text = f"{value:.{digits}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text} {unit}"
