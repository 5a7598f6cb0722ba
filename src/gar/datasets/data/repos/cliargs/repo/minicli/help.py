"""Usage text."""


def format_usage(prog, options, flags=()):
    parts = [prog]
    parts += [f"[--{name}]" for name in flags]
    parts += [f"[--{name} VALUE]" for name in options]
    return "usage: " + " ".join(parts)
