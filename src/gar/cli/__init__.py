"""The ``gar`` command line: thin wrappers that parse, call the library and render.

Each command lives in its own module and imports heavy dependencies inside the function,
so ``gar --help`` stays fast.
"""

from __future__ import annotations

import typer

from gar import __version__
from gar.errors import GarError

app = typer.Typer(
    name="gar",
    help="Groupwise Agentic Grading and Advantage Redistribution for RL of code agents.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"gar {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(
        False, "--version", callback=_version, is_eager=True, help="Print the version and exit."
    ),
) -> None:
    """GAR command line."""


def _register() -> None:
    # Each command module defines ``register(app)``; add new modules to this tuple.
    import importlib

    for name in _COMMAND_MODULES:
        importlib.import_module(f"gar.cli.{name}").register(app)


_COMMAND_MODULES: tuple[str, ...] = ("simulate_cmd", "exec_cmd", "train_cmd", "grade_cmd",
                                     "view_cmd", "report_cmd", "serve_cmd", "tests_cmd",
                                     "rollout_cmd", "tasks_cmd")


_register()


def main() -> None:
    """Entry point: known errors become a one-line message and exit code 2.

    Where standard output is not a terminal, ``--help`` is plain text at full width (no
    boxes cut to 80 columns)."""
    import sys

    if not sys.stdout.isatty():
        import typer.core

        typer.core.HAS_RICH = False  # read at call time by typer's help and error formatting
        app.info.context_settings = {"terminal_width": 10_000, "max_content_width": 10_000}
    try:
        app()
    except KeyboardInterrupt:  # before the commands' own handler is installed: nothing written
        raise SystemExit(130) from None
    except GarError as exc:
        from gar.cli.common import make_console, safe

        make_console().print(f"[bold red]error:[/] {safe(exc)}")
        raise SystemExit(2) from None
