"""``gar rollout TASKS --model URL -n 8 -o ROLLOUTS.jsonl``: multi-turn agent rollouts."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Iterator
from typing import Annotated, Any

import typer

from gar.cli.common import (
    OUT_HELP,
    RESUME_HELP,
    SANDBOX_HELP,
    TASKS_HELP,
    check_sandbox,
    make_console,
    progress_bar,
    safe,
    stream_units,
)
from gar.cli.output import STDOUT, check_target

SCRIPT_PREFIX = "script:"


def register(app: typer.Typer) -> None:
    app.command("rollout")(rollout)


def rollout(
    tasks: Annotated[str, typer.Argument(help=TASKS_HELP)],
    model: Annotated[str, typer.Option(help=(
        "OpenAI-compatible API base of the agent's model (http://127.0.0.1:8000/v1), or "
        "script:FILE to replay scripted replies (a JSON list or JSONL of reply texts or "
        "action objects)."))],
    out: Annotated[str, typer.Option("--out", "-o", help=OUT_HELP.format(what="Rollouts"))],
    n: Annotated[int, typer.Option("-n", min=1, help="Rollouts per task.")] = 8,
    task_ids: Annotated[list[str] | None, typer.Option(
        "--task", help="Only this task id (repeat for several); default: every task.")] = None,
    model_name: Annotated[str | None, typer.Option(
        help="Model name to request; default: the first one the endpoint lists.")] = None,
    temperature: Annotated[float, typer.Option(min=0.0, help="Sampling temperature.")] = 0.7,
    seed: Annotated[int | None, typer.Option(
        help="Base seed: rollout k of a task asks with seed+k.")] = 0,
    max_turns: Annotated[int, typer.Option(min=1, help="Model replies per rollout.")] = 30,
    max_tokens: Annotated[int, typer.Option(
        min=1, help="Tokens the model may generate per rollout, all replies together.")] = 32_000,
    max_reply_tokens: Annotated[int, typer.Option(min=1, help="Tokens per reply.")] = 1024,
    time_limit: Annotated[float, typer.Option(
        min=1.0, help="Wall time per rollout (s), model and tools included.")] = 600.0,
    max_parse_failures: Annotated[int, typer.Option(
        min=1, help="Replies in a row without a usable action that end a rollout.")] = 3,
    max_context_chars: Annotated[int, typer.Option(
        min=1000, help="Characters of conversation sent per request; past it the oldest tool "
        "results are cut (the trajectory keeps them whole).")] = 100_000,
    native_tools: Annotated[bool, typer.Option(
        "--native-tools", help="Also send OpenAI tool definitions (servers that parse tool "
        "calls); JSON actions in the text are always read.")] = False,
    workers: Annotated[int, typer.Option(min=1, help="Rollouts in flight at once.")] = 2,
    api_key_env: Annotated[str, typer.Option(
        help="Environment variable holding the endpoint's API key.")] = "OPENAI_API_KEY",
    request_timeout: Annotated[float, typer.Option(
        min=0.1, help="Total deadline of one model request (s).")] = 300.0,
    as_json: Annotated[bool, typer.Option("--json", help="Print the summary as JSON.")] = False,
    resume: Annotated[bool, typer.Option("--resume", help=RESUME_HELP)] = False,
    sandbox: Annotated[str, typer.Option(help=SANDBOX_HELP)] = "auto",
) -> None:
    """Run an agent on every task N times; one record per rollout (patch or solution, and the
    whole trajectory), in order, ready for `gar grade`."""
    from gar.agent import AgentLimits, plan_rollouts
    from gar.io import load_tasks
    from gar.sandbox import get_sandbox

    console = make_console()
    task_map = load_tasks(tasks)
    chosen = _select(task_map, task_ids)
    script = model.removeprefix(SCRIPT_PREFIX) if model.startswith(SCRIPT_PREFIX) else None
    inputs = [tasks, *([script] if script else [])]
    check_target(out, inputs, resume)
    client = _client(model, script, model_name, temperature, api_key_env, request_timeout)
    limits = AgentLimits(max_turns=max_turns, max_tokens=max_tokens,
                         max_reply_tokens=max_reply_tokens, time_s=time_limit,
                         max_parse_failures=max_parse_failures,
                         max_context_chars=max_context_chars, native_tools=native_tools)
    jobs = plan_rollouts(chosen, n, seed)
    options = {"command": "rollout", "model": model, "model_name": client.name,
               "temperature": temperature, "seed": seed, "n": n, "tasks": task_ids,
               "limits": limits.__dict__, "sandbox": sandbox}
    check_sandbox(console, sandbox)
    live_sandbox = get_sandbox(sandbox)
    finishes: Counter[str] = Counter()
    walls: list[float] = []

    def count(unit: Any) -> None:
        for record in unit[1]:
            finishes[record["agent"]["finish"]] += 1
            walls.append(float(record["agent"].get("wall_s", 0.0)))

    with progress_bar(console, disable=as_json) as bar, _runner(chosen, sandbox) as runner:
        handle = bar.add_task("rollouts", total=len(jobs))

        def produce(done: Collection[int]) -> Iterator[Any]:
            from gar.agent import run_rollouts

            bar.update(handle, completed=len(done))
            for position, record in run_rollouts(
                    jobs, client, limits, sandbox=live_sandbox, runner=runner,
                    workers=workers, skip=frozenset(done)):
                bar.advance(handle, 1)
                yield [position], [record], None

        stream_units(console, out, inputs, options,
                     [(j.task.task_id, j.rollout_id) for j in jobs], resume, produce, count)
    summary = {"rollouts": len(jobs), "tasks": len(chosen), "model": client.name,
               "finish": dict(finishes), "out": out,
               "mean_wall_s": round(sum(walls) / len(walls), 3) if walls else None}
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True), err=out == STDOUT)
        return
    _summary(console, summary, finishes)


def _select(task_map: dict[str, Any], task_ids: list[str] | None) -> list[Any]:
    from gar.errors import GarError
    from gar.io import did_you_mean

    if not task_ids:
        return list(task_map.values())
    missing = [t for t in task_ids if t not in task_map]
    if missing:
        hint = did_you_mean(missing[0], list(task_map))
        raise GarError(f"--task {missing[0]!r}: no such task in the tasks{hint}")
    return [task_map[t] for t in dict.fromkeys(task_ids)]


def _client(model: str, script: str | None, name: str | None, temperature: float,
            key_env: str, timeout: float) -> Any:
    from gar.agent import OpenAIClient, load_script, served_model
    from gar.errors import GarError

    if script is not None:
        try:
            return load_script(script)
        except (OSError, ValueError) as exc:
            raise GarError(f"cannot read the script {script}: {exc}") from exc
    if not model.startswith(("http://", "https://")):
        raise GarError(f"--model {model!r}: give an http(s) API base (http://HOST:PORT/v1) "
                       f"or {SCRIPT_PREFIX}FILE")
    _reachable(model)
    return OpenAIClient(model, name or served_model(model), temperature=temperature,
                        api_key_env=key_env, request_timeout_s=timeout)


def _reachable(url: str, timeout_s: float = 10.0) -> None:
    """Fail before any work when nothing listens at the endpoint (a down server would
    otherwise give every rollout an unscorable record); later outages are per-rollout."""
    import socket
    import urllib.parse

    from gar.errors import GarError

    parts = urllib.parse.urlsplit(url)
    port = parts.port or (443 if parts.scheme == "https" else 80)
    try:
        socket.create_connection((parts.hostname or "", port), timeout=timeout_s).close()
    except OSError as exc:
        raise GarError(f"cannot reach the model endpoint {url}: {exc.strerror or exc}") from exc


def _runner(tasks: list[Any], sandbox: str) -> Any:
    """A sandboxed function runner when some task is function-level (closed at the end)."""
    import contextlib

    from gar.records import FunctionTask

    if not any(isinstance(t, FunctionTask) for t in tasks):
        return contextlib.nullcontext()
    from gar.execution import FunctionRunner

    return FunctionRunner(workers=1, sandbox=sandbox)


def _summary(console: Any, summary: dict[str, Any], finishes: Counter[str]) -> None:
    from rich.table import Table

    total = summary["rollouts"]
    table = Table(title=f"gar rollout: {total} rollouts over {summary['tasks']} tasks "
                        f"({safe(summary['model'])})")
    table.add_column("ended with")
    table.add_column("rollouts", justify="right")
    for finish, number in finishes.most_common():
        table.add_row(safe(finish), str(number))
    console.print(table)
    mean = summary["mean_wall_s"]
    console.print(f"mean time per rollout {mean:.1f}s; rollouts written to "
                  f"{safe(summary['out'])}" if mean is not None else
                  f"rollouts written to {safe(summary['out'])}")
