class ArgError(ValueError):
    """Bad command line."""
