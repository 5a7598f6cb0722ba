"""A small command-line parser: --name value options, flags and positionals."""

from minicli.errors import ArgError


def parse_args(argv, flags=()):
    """Parse ['--out', 'x.txt', '--verbose', 'a.txt'] into (options, positionals)."""
    options, positional = {}, []
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            positional.extend(argv[i + 1:])
            break
        if arg.startswith("--"):
            name = arg[2:]
            if name in flags:
                options[name] = True
            else:
                if i + 1 >= len(argv):
                    raise ArgError(f"option --{name} needs a value")
                options[name] = argv[i + 1]
                i += 1
        else:
            positional.append(arg)
        i += 1
    return options, positional
