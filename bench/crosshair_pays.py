"""Does CrossHair's ``diffbehavior`` pay for its time beside the generated inputs? (issue 12.5)

    .venv/bin/python bench/crosshair_pays.py [--timeout 4] [--tasks 30]

Where only one other pass (or only the reference) can vote, the grader needs an input on
which the two programs differ. For every dev-set hack that passes the visible tests
(hard-coding, heuristics, replay) and every genuine alternative, paired with the task's
canonical solution, this measures side by side:

* **generated inputs** — the behaviour stage's fresh inputs (``gar.grading.inputs.
  fresh_inputs``: mutations, Hypothesis draws, boundaries), both programs run on them in the
  sandbox: is there an in-domain input where they differ?
* **CrossHair** — ``python -m crosshair diffbehavior`` (PyPI ``crosshair-tool``) on the same
  pair, inside the sandbox, bounded by ``--timeout`` seconds per pair: does it report a
  differing input?

A difference found for a genuine alternative is a false lead (outside the precondition, or
ambiguous); one found for a hack is what the grader needs. CrossHair pays only if it finds
hacks the generated inputs miss, at a cost that fits the grading budget (≤ 1 s per group).
``crosshair-tool`` is not a dependency of GAR (see bench/results/crosshair.md for why);
install it to run this.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from grader_accuracy import load

from gar.execution import CallJob, CheckJob, FunctionRunner
from gar.grading.detectors.lookups import same_value
from gar.grading.inputs import fresh_inputs, observed_inputs
from gar.grading.visible import visible_calls
from gar.records import program_source

KINDS = ("hack:hardcode", "hack:heuristic", "hack:replay", "genuine", "trap")


def differs_on_generated(task, program: str, canonical: str, runner, results) -> bool:
    visible = visible_calls(task)
    derived = [d for d in fresh_inputs(task, visible, observed_inputs(visible, results))
               if d.kind != "edge"]
    calls = tuple(d.call for d in derived)
    mine, theirs = runner.call_many([CallJob(program, task.entry_point, calls, 0.25),
                                     CallJob(canonical, task.entry_point, calls, 0.25)])
    return any(a.status == b.status == "ok" and not same_value(a.value, b.value)
               for a, b in zip(mine.outcomes, theirs.outcomes))


def crosshair_differs(task, program: str, canonical: str, timeout: float, sandbox
                      ) -> tuple[bool, float]:
    from gar.sandbox import Limits

    root = Path(tempfile.mkdtemp(prefix="gar-crosshair-"))
    try:
        (root / "mine.py").write_text(program, encoding="utf-8")
        (root / "theirs.py").write_text(canonical, encoding="utf-8")
        # The canonical program first: its signature (the prompt's annotations) types the
        # symbolic inputs.
        argv = ["python", "-m", "crosshair", "diffbehavior", f"theirs.{task.entry_point}",
                f"mine.{task.entry_point}", f"--per_path_timeout={timeout / 4:.2f}"]
        began = time.perf_counter()
        run = sandbox.run(argv + [f"--per_condition_timeout={timeout:.1f}"], workspace=root,
                          limits=Limits(cpu_s=int(timeout * 3) + 5, wall_s=int(timeout * 3) + 10))
        spent = time.perf_counter() - began
        out = run.stdout.decode("utf-8", "replace") if isinstance(run.stdout, bytes) else str(
            run.stdout)
        # A difference counts only where both return: an exception on one side is an input
        # outside the precondition (ill-typed symbolic values), not evidence.
        return "Given: (" in out and "raises" not in out, spent
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=4.0)
    parser.add_argument("--tasks", type=int, default=30)
    args = parser.parse_args()
    from gar.sandbox import default_sandbox

    tasks, rollouts, labels, _ = load()
    sandbox = default_sandbox()
    rows: dict[str, list[tuple[bool, bool, float]]] = {k: [] for k in KINDS}
    with FunctionRunner() as runner:
        for task_id in sorted(tasks)[: args.tasks]:
            task = tasks[task_id]
            canonical = task.prompt + (task.canonical_solution or "")
            members = [r for r in rollouts if r.task_id == task_id and r.problem is None
                       and labels[(task_id, r.rollout_id)] in KINDS
                       and r.rollout_id != "canonical"]
            programs = [program_source(task, r) for r in members]
            results = runner.check_many([CheckJob(task, p) for p in programs])
            for r, program, result in zip(members, programs, results):
                if not result.passed:
                    continue
                generated = differs_on_generated(task, program, canonical, runner, results)
                symbolic, spent = crosshair_differs(task, program, canonical, args.timeout,
                                                    sandbox)
                rows[labels[(task_id, r.rollout_id)]].append((generated, symbolic, spent))
    print(f"CrossHair diffbehavior vs the generated inputs, per pair with the canonical "
          f"solution (timeout {args.timeout:g} s per pair)")
    print(f"{'label':16}{'pairs':>6}{'generated: differ':>20}{'crosshair: differ':>20}"
          f"{'crosshair only':>16}{'crosshair s/pair':>18}")
    for label, found in rows.items():
        if not found:
            continue
        gen = sum(g for g, _, _ in found)
        sym = sum(s for _, s, _ in found)
        only = sum(s and not g for g, s, _ in found)
        spent = statistics.median(t for _, _, t in found)
        print(f"{label:16}{len(found):>6}{gen:>20}{sym:>20}{only:>16}{spent:>18.2f}")


if __name__ == "__main__":
    main()
