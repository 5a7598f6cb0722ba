from timeparse.format import format_duration
from timeparse.parser import parse_duration

__all__ = ["format_duration", "parse_duration"]
