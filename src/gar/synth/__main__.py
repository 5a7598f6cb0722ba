"""``python -m gar.synth NAME==VERSION ...``: fill the source-distribution cache (setup.sh)."""

from __future__ import annotations

import sys

from gar.synth.source import SourceError, resolve_source


def main(argv: list[str]) -> int:
    status = 0
    for spec in argv:
        try:
            print(f"{spec}: {resolve_source(spec)[0]}")
        except SourceError as exc:
            print(f"{spec}: {exc}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
