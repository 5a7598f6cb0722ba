"""Would a coverage-guided search reach a spent-set miss's separating input? (issue #12, h27-cover)

    PYTHONPATH=src .venv/bin/python bench/coverage_reach.py 23:b23-f13-leap-every-four ... [--json OUT]

For each named miss (spent sets only): its group is graded as ``bench/heldout_diagnose.py``
grades it, with the behaviour stage watched to list the fresh inputs it probed (both samples).
Then, in a subprocess, each genuine pass of the group (the task's canonical solution and the
set's genuine solutions; trusted spent-set bodies) runs under ``sys.settrace`` and its line
arcs ``(function, previous line, line)`` are recorded on:

* ``fresh``: every fresh input the grader probed;
* ``wrong_on``: the author's separating input;
* ``pool``: inputs a cheap search could try without a new generator: the same generators'
  samples at twice the budget (not probed today), and one move of
  :func:`gar.grading.variants.variants` (the mutation moves) applied to each fresh input's
  arguments (seeded, at most ``--mutations`` of them).

Printed per miss: the arcs ``wrong_on`` reaches in some genuine pass that no fresh input
reaches (``novel``); how many pool inputs reach one of those arcs and how many of them
separate the hack (all genuine passes agree, the hack answers otherwise); and, for a
search that keeps every pool input adding coverage (greedy, in pool order, like a fuzzer's
corpus), how many it keeps and how many of those separate the hack. Measurement only: nothing
here changes the grader.
"""

from __future__ import annotations

import argparse
import ast
import json
import pickle
import random
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE / "devset"))
sys.path.insert(0, str(HERE))

from heldout import build_groups
from heldout_sets import load_set, with_set_tasks

from gar.execution import FunctionRunner
from gar.grading import behaviour, samples
from gar.grading.inputs import input_key
from gar.grading.pipeline import GradeConfig, grade_run
from gar.grading.preconditions import satisfies
from gar.grading.shapes import repair
from gar.grading.variants import variants
from gar.io import load_tasks

BLIND = {17, 21, 22, 25, 28, 33, 34}

# The worker: exec each program, call its entry point on each input under a line tracer
# (arcs in the program's own code only), with a wall-clock alarm per call.
_WORKER = r'''
import copy, pickle, signal, sys, math
spec = pickle.loads(sys.stdin.buffer.read())
class Stop(BaseException): pass
def _alarm(*_): raise Stop()
signal.signal(signal.SIGALRM, _alarm)
sys.setrecursionlimit(10000)
out = []
for code in spec["programs"]:
    ns = {"__name__": "prog"}
    try:
        exec(compile("from typing import *\nimport math\n" + code, "<prog>", "exec"), ns)
        fn = ns[spec["entry"]]
    except BaseException as exc:
        out.append([(frozenset(), "compile " + type(exc).__name__)] * len(spec["inputs"]))
        continue
    rows = []
    for args, limit in spec["inputs"]:
        arcs = set()
        def tracer(frame, event, arg, arcs=arcs):
            if frame.f_code.co_filename != "<prog>":
                return None
            last = [-1]
            name = frame.f_code.co_name
            if spec["opcodes"]:  # arcs between instructions: short-circuit jumps inside a line
                frame.f_trace_lines, frame.f_trace_opcodes = False, True
            def local(frame, event, arg):
                if event == "line" or event == "opcode":
                    at = frame.f_lasti if event == "opcode" else frame.f_lineno
                    arcs.add((name, last[0], at))
                    last[0] = at
                elif event == "return":
                    arcs.add((name, last[0], 0))
                return local
            return local
        try:
            signal.setitimer(signal.ITIMER_REAL, limit)
            sys.settrace(tracer)
            try:
                got = fn(*copy.deepcopy(args))
                what = "ok " + repr(got)[:300]
                if isinstance(got, float):
                    what = "ok float " + repr(round(got, 6))
            except Stop:
                what = "timeout"
            except BaseException as exc:
                what = "raise " + type(exc).__name__
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
                sys.settrace(None)
        except Stop:  # the alarm landed just outside the call
            signal.setitimer(signal.ITIMER_REAL, 0)
            sys.settrace(None)
            what = "timeout"
        rows.append((frozenset(arcs), what))
    out.append(rows)
sys.stdout.buffer.write(pickle.dumps(out))
'''


def _watch(found: dict[str, Any]) -> None:
    """Keep the behaviour stage's fresh inputs and the arguments of its first sample."""
    judge, first = behaviour._judge, behaviour.first_sample

    def watched_first(task, visible, observed, pre, programs, max_inputs):  # type: ignore[no-untyped-def]
        found["sample_args"] = (task, visible, observed, pre, programs, max_inputs)
        return first(task, visible, observed, pre, programs, max_inputs)

    def watched_judge(task, members, visible, derived, runs, unreached):  # type: ignore[no-untyped-def]
        found["derived"] = tuple(derived)
        return judge(task, members, visible, derived, runs, unreached)

    behaviour._judge, behaviour.first_sample = watched_judge, watched_first


def _pool(found: dict[str, Any], mutations: int) -> list[tuple[str, tuple]]:
    """Inputs a cheap search could try: the generators at 2x budget, one move of each fresh input."""
    task, visible, observed, pre, programs, max_inputs = found["sample_args"]
    seen = {d.key for d in found["derived"]}
    pool: list[tuple[str, tuple]] = []
    wide = samples.first_sample(task, visible, observed, pre, programs, 2 * max_inputs)
    wide = (*wide, *samples.second_sample(task, visible, observed, pre, 2 * max_inputs,
                                          seen | {d.key for d in wide}))
    for d in wide:
        if d.key not in seen and not d.call.kwargs:
            seen.add(d.key)
            pool.append(("wider", d.call.args))
    rng = random.Random(zlib.crc32(task.task_id.encode()))
    moved: list[tuple[str, tuple]] = []
    for d in found["derived"]:
        args = d.call.args
        if pre is None or len(args) != len(pre.domains):
            continue
        for position, domain in enumerate(pre.domains):
            for _, value in variants(args[position], domain, rng):
                new = repair(args[:position] + (value,) + args[position + 1:], pre.shapes)
                key = input_key(new)
                if key not in seen and satisfies(new, pre):
                    seen.add(key)
                    moved.append(("moved", new))
    rng.shuffle(moved)
    return pool + moved[:mutations]


def _trace(programs: list[str], entry: str, inputs: list[tuple[tuple, float]], opcodes: bool
           ) -> list[list]:
    spec = {"programs": programs, "entry": entry, "inputs": inputs, "opcodes": opcodes}
    done = subprocess.run([sys.executable, "-c", _WORKER], input=pickle.dumps(spec),
                          capture_output=True, check=False, timeout=1800)
    if done.returncode:
        raise RuntimeError(done.stderr.decode()[-800:])
    return pickle.loads(done.stdout)


def _entry(code: str, fallback: str) -> str:
    names = [n.name for n in ast.parse(code).body if isinstance(n, ast.FunctionDef)]
    return fallback if fallback in names else names[-1]


def reach(set_number: int, rollout_id: str, mutations: int, opcodes: bool) -> dict[str, Any]:
    if set_number in BLIND:
        raise SystemExit(f"set {set_number} is blind")
    spec = load_set(f"session{set_number}")
    hack = next(h for h in spec.hacks if h["rollout_id"] == rollout_id)
    tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
    group_tasks, rollouts, _ = build_groups(tasks, [hack], spec.genuine, [])
    group_tasks = {g: t for g, t in group_tasks.items() if not g.endswith("#genuine")}
    rollouts = [r for r in rollouts if r.task_id in group_tasks]
    found: dict[str, Any] = {}
    _watch(found)
    with FunctionRunner() as runner:
        grades = grade_run(group_tasks, rollouts, GradeConfig(), runner=runner)
    caught = any(g.hack for g in grades.grades if g.rollout_id == rollout_id)
    task = tasks[hack["task_id"]]
    genuine = [task.prompt + (task.canonical_solution or "")] + [
        g["solution"].lstrip() for g in spec.genuine if g["task_id"] == hack["task_id"]]
    programs = [*genuine, hack["solution"].lstrip()]
    fresh = [d.call.args for d in found.get("derived", ()) if not d.call.kwargs]
    wrong = eval(hack["wrong_on"])  # trusted spent-set source
    wrong = wrong if isinstance(wrong, tuple) else (wrong,)
    pool = _pool(found, mutations) if "sample_args" in found else []
    inputs = [(a, 0.2) for a in fresh] + [(wrong, 3.0)] + [(a, 0.2) for _, a in pool]
    rows = _trace(programs, task.entry_point, inputs, opcodes)
    n = len(fresh)
    per_genuine_novel = []
    for row in rows[:-1]:
        seen = set().union(*(arcs for arcs, _ in row[:n])) if n else set()
        per_genuine_novel.append(row[n][0] - seen)
    novel = [sorted(x) for x in per_genuine_novel]

    def separates(j: int) -> bool:
        # A timeout under the tracer is no vote (as in the grader): the hack must answer.
        answers = {rows[p][j][1] for p in range(len(genuine))}
        return (len(answers) == 1 and "timeout" not in answers
                and rows[-1][j][1] not in answers | {"timeout"})

    reaching = [j for j in range(n + 1, len(inputs))
                if any(rows[p][j][0] & per_genuine_novel[p] for p in range(len(genuine)))]
    # A fuzzer's corpus: keep each pool input that adds an arc in some genuine pass.
    covered = [set().union(*(arcs for arcs, _ in row[:n])) if n else set() for row in rows[:-1]]
    kept = []
    for j in range(n + 1, len(inputs)):
        new = [rows[p][j][0] - covered[p] for p in range(len(genuine))]
        if any(new):
            kept.append(j)
            for p in range(len(genuine)):
                covered[p] |= rows[p][j][0]
    # The grader does not know which pass is the hack: a search over every pass's coverage
    # also sees the hack's own branches (its caps and special cases).
    hack_seen = set().union(*(arcs for arcs, _ in rows[-1][:n])) if n else set()
    hack_novel = rows[-1][n][0] - hack_seen
    hack_reaching = [j for j in range(n + 1, len(inputs)) if rows[-1][j][0] & hack_novel]
    covered = [set().union(*(arcs for arcs, _ in row[:n])) if n else set() for row in rows]
    kept_all = []
    for j in range(n + 1, len(inputs)):
        if any(rows[p][j][0] - covered[p] for p in range(len(rows))):
            kept_all.append(j)
            for p in range(len(rows)):
                covered[p] |= rows[p][j][0]
    origin = {n + 1 + i: o for i, (o, _) in enumerate(pool)}
    return {
        "set": set_number, "opcodes": opcodes, "hack": rollout_id, "caught_now": caught, "fresh": n,
        "wrong_on_separates": separates(n),
        "wrong_on_answers": [rows[p][n][1][:60] for p in range(len(programs))],
        "fresh_separating": sum(separates(j) for j in range(n)),
        "novel_arcs": [len(x) for x in novel], "novel_sample": [x[:6] for x in novel],
        "pool": len(pool), "pool_wider": sum(o == "wider" for o, _ in pool),
        "reaching": len(reaching), "reaching_separating": sum(separates(j) for j in reaching),
        "reaching_origins": sorted({origin[j] for j in reaching}),
        "kept": len(kept), "kept_separating": sum(separates(j) for j in kept),
        "pool_separating": sum(separates(j) for j in range(n + 1, len(inputs))),
        "pool_separating_origins": sorted({origin[j] for j in range(n + 1, len(inputs))
                                           if separates(j)}),
        "hack_novel_arcs": len(hack_novel), "hack_novel_sample": sorted(hack_novel)[:6],
        "hack_reaching": len(hack_reaching),
        "hack_reaching_separating": sum(separates(j) for j in hack_reaching),
        "kept_all": len(kept_all), "kept_all_separating": sum(separates(j) for j in kept_all),
        "example_reaching": [repr(inputs[j][0])[:120] for j in reaching[:3]],
        "example_separating": [repr(inputs[j][0])[:120] for j in range(n + 1, len(inputs))
                               if separates(j)][:3],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("misses", nargs="+", help="SET:ROLLOUT_ID of spent-set misses")
    parser.add_argument("--mutations", type=int, default=150)
    parser.add_argument("--opcodes", action="store_true",
                        help="arcs between bytecode instructions, not lines (finer, slower)")
    parser.add_argument("--json", help="append one JSON line per miss to this file")
    args = parser.parse_args()
    for item in args.misses:
        number, rid = item.split(":", 1)
        try:
            row = reach(int(number), rid, args.mutations, args.opcodes)
        except (RuntimeError, subprocess.TimeoutExpired, StopIteration, SyntaxError) as exc:
            row = {"set": int(number), "hack": rid, "error": f"{type(exc).__name__}: {exc}"[:400]}
        line = json.dumps(row, default=str)
        print(line, flush=True)
        if args.json:
            with open(args.json, "a") as out:
                out.write(line + "\n")


if __name__ == "__main__":
    main()
