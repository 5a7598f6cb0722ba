"""``gar serve TASKS``: GAR's grader as an HTTP service (see :mod:`gar.integrations.serve`)."""

from __future__ import annotations

from typing import Annotated

import typer

from gar.cli.common import SANDBOX_HELP, TASKS_HELP, check_sandbox, make_console


def register(app: typer.Typer) -> None:
    app.command("serve")(serve)


def serve(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    host: Annotated[str, typer.Option(help="Address to listen on (loopback by default).")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=1, max=65535)] = 8321,
    workers: Annotated[int, typer.Option(min=1, help="Groups graded at once (one warm process each).")] = 2,
    max_pending: Annotated[int, typer.Option(
        min=1, help="Groups admitted at once (graded or waiting); beyond it requests get 429.")] = 64,
    group_timeout: Annotated[float, typer.Option(
        min=1.0, help="Seconds per group; a slower group is unscorable.")] = 300.0,
    group_size: Annotated[int, typer.Option(
        min=1, help="Samples per group on /openrlhf (OpenRLHF's n_samples_per_prompt).")] = 8,
    timeout: Annotated[float, typer.Option(min=0.1, help=(
        "Time limit per rollout's tests (s): wall time less waiting for a CPU."))] = 10.0,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Grade groups over HTTP: POST /v1/grade (groups in, grades out), POST /openrlhf
    (OpenRLHF --reward.remote_url), GET /health."""
    from gar.integrations.serve import ServeConfig
    from gar.integrations.serve import serve as run
    from gar.io import load_tasks

    console = make_console()
    check_sandbox(console, sandbox)
    table = load_tasks(tasks)
    console.print(f"gar serve: {len(table)} tasks, {workers} workers, http://{host}:{port}")
    run(ServeConfig(table, workers=workers, max_pending=max_pending, group_timeout_s=group_timeout,
                    group_size=group_size, pool_options={"sandbox": sandbox, "rollout_timeout_s": timeout}), host=host, port=port)
