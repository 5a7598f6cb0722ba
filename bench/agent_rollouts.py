"""Benchmark: time per ``gar rollout`` rollout with a real model, beside the harness alone.

Model: SmolLM2-135M-Instruct served by ``transformers serve`` on loopback
(:func:`gar.judge.local.start_server`), on the CPU. Peer: the scripted solver of the tests
(list, read, write the fix, run the tests, submit) on the same task through the same loop,
tools and sandbox — what the harness itself costs per rollout. Both run in this one process,
one rollout at a time, on a bundled repository task.

Columns per arm: rollouts, how they ended, mean wall seconds per rollout, mean seconds
waiting for the model and running tools, replies, mean seconds per reply, generated tokens
per second; then the ratio of the model's rollout time to the harness's. The machine's load
average is printed with them (the shared machine's timings depend on it).

Run:  nice -n 15 .venv/bin/python bench/agent_rollouts.py                 (3 rollouts)
      nice -n 15 .venv/bin/python bench/agent_rollouts.py --rollouts 2 --max-turns 4
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from gar.agent import AgentLimits, OpenAIClient, ScriptedClient, plan_rollouts, run_rollouts
from gar.judge.local import start_server
from gar.repo import bundled_tasks
from gar.sandbox import get_sandbox

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "agent"))
from agent_helpers import solver_script  # the tests' scripted solver


def arm(name: str, client: Any, task: Any, n: int, limits: AgentLimits) -> dict[str, Any]:
    sandbox = get_sandbox("auto")
    records = [r for _, r in sorted(run_rollouts(plan_rollouts([task], n, seed=0), client,
                                                 limits, sandbox=sandbox, workers=1))]
    agents = [r["agent"] for r in records]
    replies = sum(a["turns"] for a in agents)
    model_s = sum(a["model_s"] for a in agents)
    return {
        "arm": name, "rollouts": n,
        "finish": {f: sum(a["finish"] == f for a in agents) for f in {a["finish"] for a in agents}},
        "wall_s_per_rollout": statistics.mean(a["wall_s"] for a in agents),
        "model_s_per_rollout": model_s / n,
        "tools_s_per_rollout": sum(a["tools_s"] for a in agents) / n,
        "replies": replies, "s_per_reply": model_s / max(1, replies),
        "tokens_per_s": (sum(a["completion_tokens"] for a in agents) / model_s
                         if model_s >= 0.01 else None),  # a scripted client generates nothing
        "parse_failures": sum(a["parse_failures"] for a in agents),
    }


def _number(value: float | None) -> str:
    return f"{value:>6.1f}" if value is not None else f"{'-':>6}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--task", default="repo/cliargs")
    parser.add_argument("--rollouts", type=int, default=3)
    parser.add_argument("--max-turns", type=int, default=6)
    parser.add_argument("--max-reply-tokens", type=int, default=128)
    parser.add_argument("--out", default="bench/results/agent_rollouts.json")
    args = parser.parse_args()
    task = bundled_tasks()[args.task]
    limits = AgentLimits(max_turns=args.max_turns, max_reply_tokens=args.max_reply_tokens,
                         time_s=1800)
    started = time.monotonic()
    server = start_server(ready_timeout_s=600)
    startup = time.monotonic() - started
    try:
        model = arm("SmolLM2-135M (transformers serve, CPU)",
                    OpenAIClient(server.url, server.model, temperature=0.7), task,
                    args.rollouts, limits)
    finally:
        server.stop()
    harness = arm("scripted solver (harness only)", ScriptedClient(solver_script()), task,
                  args.rollouts, limits)
    rows = [model, harness]
    print(f"task {args.task}; limits: {args.max_turns} turns, {args.max_reply_tokens} tokens "
          f"per reply; server start {startup:.1f}s; load average "
          f"{', '.join(f'{x:.1f}' for x in os.getloadavg())}")
    print(f"{'arm':40} {'n':>3} {'s/rollout':>10} {'model s':>8} {'tools s':>8} "
          f"{'replies':>7} {'s/reply':>8} {'tok/s':>6}  finish")
    for row in rows:
        print(f"{row['arm']:40} {row['rollouts']:>3} {row['wall_s_per_rollout']:>10.1f} "
              f"{row['model_s_per_rollout']:>8.1f} {row['tools_s_per_rollout']:>8.2f} "
              f"{row['replies']:>7} {row['s_per_reply']:>8.2f} {_number(row['tokens_per_s'])}  "
              f"{row['finish']}")
    ratio = model["wall_s_per_rollout"] / max(harness["wall_s_per_rollout"], 1e-9)
    print(f"model rollout / harness rollout: {ratio:.1f}x")
    result = {"task": args.task, "limits": limits.__dict__, "server_start_s": startup,
              "load_average": os.getloadavg(), "arms": rows, "ratio": ratio}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
