"""Re-check every claim of a blind held-out set (no grader involved).

    .venv/bin/python bench/devset/verify_heldout.py [--set session4|...|session35] [--samples 300] [--seed 0]

``--set`` names the set (``heldout_sets.SETS``: ``session3`` is ``unseen_session3.py``, the
default; ``session4`` is ``unseen_session4.py``; ``session5`` is ``unseen_session5.py``;
``session6`` is ``unseen_session6.py``; ``session7`` is ``unseen_session7.py``, which brings
its own tasks, ``TASKS_7``: they are added to HumanEval's, see ``heldout_sets.py``; ``session8``
is ``unseen_session8.py``, with its own ``TASKS_8``; ``session9`` is ``unseen_session9.py``, with
its own ``TASKS_9``; ``session10`` is ``unseen_session10.py``, with its own ``TASKS_10``; ``session11`` is
``unseen_session11.py``, with its own ``TASKS_11``; ``session12`` is ``unseen_session12.py``, with
its own ``TASKS_12``; ``session13`` is ``unseen_session13.py``, with its own ``TASKS_13``;
``session14`` is ``unseen_session14.py``, with its own ``TASKS_14``; ``session15`` is
``unseen_session15.py``, with its own ``TASKS_15``; ``session16`` is ``unseen_session16.py``,
with its own ``TASKS_16``; ``session17`` is ``unseen_session17.py``, with its own ``TASKS_17``;
``session18`` is ``unseen_session18.py``, with its own ``TASKS_18``; ``session19`` is
``unseen_session19.py``, with its own ``TASKS_19``; ``session20`` is ``unseen_session20.py``, with
its own ``TASKS_20``; ``session21`` is ``unseen_session21.py``, with its own ``TASKS_21``;
``session22`` is ``unseen_session22.py``, with its own ``TASKS_22``; ``session23`` is
``unseen_session23.py``, with its own ``TASKS_23``; ``session24`` is
``unseen_session24.py``, with its own ``TASKS_24``; ``session25`` is ``unseen_session25.py``,
with its own ``TASKS_25``; ``session26`` is ``unseen_session26.py``, with its own ``TASKS_26``;
``session27`` is ``unseen_session27.py``, with its own ``TASKS_27``; ``session28`` is
``unseen_session28.py``, with its own ``TASKS_28``; ``session29`` is ``unseen_session29.py``,
with its own ``TASKS_29``; ``session30`` is
``unseen_session30.py``, with its own ``TASKS_30``; ``session31`` is ``unseen_session31.py``, with
its own ``TASKS_31``; ``session32`` is ``unseen_session32.py``, with its own ``TASKS_32``;
``session33`` is ``unseen_session33.py``, with its own ``TASKS_33``;
``session34`` is ``unseen_session34.py``, with its own ``TASKS_34``;
``session35`` is ``unseen_session35.py``, with its own ``TASKS_35``).

For each hack: it passes the task's own ``check`` when run plainly (program, test and
``check(entry)`` in one file run by ``python``: exit status 0); the hardened execution
(``gar.execution``) result is printed alongside and must be a pass for heuristics and
hard-coding, which are plain functions; the canonical solution returns ``expected`` on
``wrong_on``; the hack, called alone in a fresh process, does not.

For each genuine sample and each quality-pair member: it passes the plain run and the
hardened execution, and agrees with the canonical solution on ``--samples`` random inputs
from the task's generator (inside the stated precondition); where ``outside`` is given it
differs from the canonical solution there (printed as a fact, outside the precondition).

Agreement is Python equality (so ``2 == 2.0``, but a list is not a tuple) with floats equal
within 1e-9 (relative or absolute); a result of a class that is not a built-in container or
scalar never agrees; two raises agree when the exception types match; a call after which the
process ended gives no result and agrees with nothing. Exit status 1 when any claim fails.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "src"))
sys.path.insert(0, str(HERE))

from heldout_sets import SETS, HeldoutSet, load_set, with_set_tasks

from gar.execution import CheckJob, FunctionRunner
from gar.io import load_tasks

# Shared by the parent and the child: a result as plain JSON, tagged by its exact type.
ENCODER = r'''
def encode(v):
    t = type(v)
    if v is None:
        return ["none"]
    if t is bool:
        return ["bool", v]
    if t is int:
        return ["int", str(v)]
    if t is float:
        return ["float", repr(v)]
    if t is str:
        return ["str", v]
    if t is list or t is tuple:
        return [t.__name__, [encode(x) for x in v]]
    if t is dict:
        return ["dict", [[encode(k), encode(x)] for k, x in v.items()]]
    try:
        shown = object.__repr__(v)
    except Exception:
        shown = "?"
    return ["alien", t.__module__ + "." + t.__qualname__, shown]
'''

# The child: runs one program and calls its entry point on each input in turn; the
# program's own output goes to stderr; one result line per call on the saved stdout.
CHILD = ENCODER + r'''
import copy, json, os, sys
_out = os.dup(1)
os.dup2(2, 1)
_job = json.loads(sys.stdin.read())
_ns = {"__name__": "__candidate__"}
exec(compile(_job["program"], "<candidate>", "exec"), _ns)
_fn = _ns[_job["entry"]]
for _args in _job["inputs"]:
    try:
        _line = ["ok", encode(_fn(*copy.deepcopy(_args)))]
    except BaseException as _exc:
        _line = ["raised", type(_exc).__name__]
    os.write(_out, (json.dumps(_line) + "\n").encode())
'''

namespace: dict = {}
exec(ENCODER, namespace)  # noqa: S102 — our own encoder source
encode = namespace["encode"]


def number(v):
    kind = v[0]
    if kind == "bool":
        return int(v[1])
    if kind == "int":
        return int(v[1])
    return float(v[1])


def same_value(a, b) -> bool:
    if a[0] in ("bool", "int", "float") and b[0] in ("bool", "int", "float"):
        x, y = number(a), number(b)
        if isinstance(x, float) or isinstance(y, float):
            return x == y or math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)
        return x == y
    if a[0] != b[0] or a[0] == "alien":
        return False
    if a[0] in ("list", "tuple"):
        return len(a[1]) == len(b[1]) and all(map(same_value, a[1], b[1]))
    if a[0] == "dict":
        da = {json.dumps(k): v for k, v in a[1]}
        db = {json.dumps(k): v for k, v in b[1]}
        return da.keys() == db.keys() and all(same_value(da[k], db[k]) for k in da)
    return a == b


def same(a, b) -> bool:
    """Two call outcomes (``["ok", value]``, ``["raised", name]`` or None) agree."""
    if a is None or b is None or a[0] != b[0]:
        return False
    return same_value(a[1], b[1]) if a[0] == "ok" else a[1] == b[1]


def shown(outcome) -> str:
    if outcome is None:
        return "<process ended>"
    if outcome[0] == "raised":
        return f"raises {outcome[1]}"
    return plain(outcome[1])


def plain(v) -> str:
    kind = v[0]
    if kind in ("list", "tuple"):
        inner = ", ".join(plain(x) for x in v[1])
        return f"[{inner}]" if kind == "list" else f"({inner}{',' if len(v[1]) == 1 else ''})"
    if kind == "alien":
        return f"<{v[1]}>"
    if kind == "none":
        return "None"
    if kind == "dict":
        return "{" + ", ".join(f"{plain(k)}: {plain(x)}" for k, x in v[1]) + "}"
    return repr(v[1]) if kind == "str" else str(v[1])


def call_all(program: str, entry: str, inputs: list, timeout: float = 180.0) -> list:
    """The outcome of each call in one fresh process; None where the process had ended."""
    job = json.dumps({"program": program, "entry": entry, "inputs": inputs})
    try:
        done = subprocess.run([sys.executable, "-c", CHILD], input=job, capture_output=True, check=False,
                              text=True, timeout=timeout)
        lines = done.stdout.splitlines()
    except subprocess.TimeoutExpired as exc:
        lines = (exc.stdout or b"").decode().splitlines() if exc.stdout else []
    outcomes = [json.loads(line) for line in lines]
    return outcomes + [None] * (len(inputs) - len(outcomes))


def plain_pass(task, program: str) -> bool:
    """The task's own check, run by plain ``python`` on one file: exit status 0."""
    with tempfile.TemporaryDirectory(prefix="heldout-") as tmp:
        path = Path(tmp) / "candidate_test.py"
        path.write_text(f"{program}\n\n{task.test}\n\ncheck({task.entry_point})\n")
        env = {k: v for k, v in os.environ.items() if k != "CAR_RACE_ROUND"}
        try:
            done = subprocess.run([sys.executable, str(path)], cwd=tmp, capture_output=True, check=False,
                                  timeout=120, env=env)
        except subprocess.TimeoutExpired:
            return False
        return done.returncode == 0


def as_args(source: str) -> list:
    value = eval(source, {"__builtins__": __builtins__})
    return json.loads(json.dumps(list(value)))


def canonical_program(task) -> str:
    return task.prompt + task.canonical_solution


def random_inputs(task_id: str, gen: str, samples: int, seed: int) -> list:
    rng = random.Random(f"{seed}:{task_id}:{gen}")
    make = eval("lambda r: " + gen)
    return [json.loads(json.dumps(list(make(rng)))) for _ in range(samples)]


def check_hacks(tasks, pool, hardened: dict, spec: HeldoutSet) -> list[str]:
    failures = []
    programs = [(h, h["solution"].lstrip()) for h in spec.hacks]
    plain = list(pool.map(lambda hp: plain_pass(tasks[hp[0]["task_id"]], hp[1]), programs))
    canon = list(pool.map(lambda hp: call_all(canonical_program(tasks[hp[0]["task_id"]]),
                                              tasks[hp[0]["task_id"]].entry_point,
                                              [as_args(hp[0]["wrong_on"])])[0], programs))
    mine = list(pool.map(lambda hp: call_all(hp[1], tasks[hp[0]["task_id"]].entry_point,
                                             [as_args(hp[0]["wrong_on"])])[0], programs))
    print(f"{'hack':22} {'family':13} plain hardened  wrong on -> canonical | hack")
    for (h, program), ok, c, m in zip(programs, plain, canon, mine):
        family = h["label"].split(":")[1]
        expected = ["ok", encode(eval(h["expected"]))]
        claims = {"passes its check plainly": ok,
                  "canonical returns `expected`": same(c, expected),
                  "hack differs from canonical": not same(c, m)}
        if family in ("heuristic", "hardcode"):
            claims["passes the hardened execution"] = hardened[h["rollout_id"]]
        bad = [name for name, held in claims.items() if not held]
        failures += [f"{h['rollout_id']}: {name}" for name in bad]
        print(f"{h['rollout_id']:22} {family:13} {'yes' if ok else 'NO':5} "
              f"{'pass' if hardened[h['rollout_id']] else 'fail':8}  {h['wrong_on']} -> "
              f"{shown(c)} | {shown(m)}{'   <-- ' + '; '.join(bad) if bad else ''}")
    return failures


def genuine_members(spec: HeldoutSet) -> list[tuple[str, str, str, str, str | None]]:
    """(name, task_id, program, generator, outside) for every genuine sample and pair member."""
    rows = [(g["rollout_id"], g["task_id"], g["solution"].lstrip(), spec.generators[g["task_id"]],
             g.get("outside")) for g in spec.genuine]
    for number, p in enumerate(spec.pairs):
        gen = p.get("gen", spec.generators[p["task_id"]])
        for side in ("better", "worse"):
            rows.append((f"pair{number}-{side}", p["task_id"], p[side].lstrip(), gen, None))
    return rows


def check_genuine(tasks, pool, hardened: dict, samples: int, seed: int, spec: HeldoutSet
                  ) -> list[str]:
    rows = genuine_members(spec)
    inputs = {(t, gen): random_inputs(t, gen, samples, seed) for _, t, _, gen, _ in rows}
    canon = dict(zip(inputs, pool.map(
        lambda key: call_all(canonical_program(tasks[key[0]]), tasks[key[0]].entry_point,
                             inputs[key]), inputs)))
    plain = list(pool.map(lambda row: plain_pass(tasks[row[1]], row[2]), rows))
    mine = list(pool.map(lambda row: call_all(row[2], tasks[row[1]].entry_point,
                                              inputs[row[1], row[3]]), rows))
    outside_rows = [row for row in rows if row[4]]
    outside = dict(zip((row[0] for row in outside_rows), pool.map(
        lambda row: (call_all(canonical_program(tasks[row[1]]), tasks[row[1]].entry_point,
                              [as_args(row[4])])[0],
                     call_all(row[2], tasks[row[1]].entry_point, [as_args(row[4])])[0]),
        outside_rows)))
    # Agreement counts a shared raise, so a generator that does not make the task's
    # arguments (a bare list for a tuple of them) would let every genuine claim hold
    # untested: the canonical must answer most of its generator's inputs.
    failures = [f"{task_id}: the canonical raises on {raised}/{len(outcomes)} generator inputs"
                for (task_id, _), outcomes in canon.items()
                if 2 * (raised := sum(o is not None and o[0] == "raised" for o in outcomes))
                > len(outcomes)]
    print(f"\n{'genuine':22} {'task':14} plain hardened agree  outside -> canonical | genuine")
    for (name, task_id, _, gen, out), ok, results in zip(rows, plain, mine):
        reference = canon[task_id, gen]
        agree = sum(same(a, b) for a, b in zip(reference, results))
        first_bad = next((i for i, (a, b) in enumerate(zip(reference, results))
                          if not same(a, b)), None)
        claims = {"passes its check plainly": ok, "passes the hardened execution":
                  hardened[name], f"agrees on all {len(reference)} inputs": first_bad is None}
        note = ""
        if out:
            c, m = outside[name]
            claims["differs outside the precondition"] = not same(c, m)
            note = f"  {out} -> {shown(c)} | {shown(m)}"
        bad = [claim for claim, held in claims.items() if not held]
        if first_bad is not None:
            args = inputs[task_id, gen][first_bad]
            bad.append(f"first disagreement on {args}: {shown(reference[first_bad])} vs "
                       f"{shown(results[first_bad])}")
        failures += [f"{name}: {claim}" for claim in bad]
        print(f"{name:22} {task_id:14} {'yes' if ok else 'NO':5} "
              f"{'pass' if hardened[name] else 'fail':8} {agree:>3}/{len(reference)}{note}"
              f"{'   <-- ' + '; '.join(bad) if bad else ''}")
    return failures


def hardened_results(tasks, runner: FunctionRunner, spec: HeldoutSet) -> dict[str, bool]:
    named = [(h["rollout_id"], h["task_id"], h["solution"].lstrip()) for h in spec.hacks]
    named += [(name, t, program) for name, t, program, _, _ in genuine_members(spec)]
    jobs = [CheckJob(tasks[t], program, timeout_s=60.0) for _, t, program in named]
    return {name: r.passed for (name, _, _), r in zip(named, runner.check_many(jobs))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=300,
                        help="random in-precondition inputs per genuine sample")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--set", choices=tuple(SETS), default="session3", dest="name",
                        help="which held-out set to check")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    spec = load_set(args.name)
    tasks = with_set_tasks(load_tasks("humaneval"), spec.tasks)
    with FunctionRunner(workers=args.workers) as runner:
        hardened = hardened_results(tasks, runner, spec)
    with ThreadPoolExecutor(max_workers=args.workers) as pool:
        failures = check_hacks(tasks, pool, hardened, spec)
        failures += check_genuine(tasks, pool, hardened, args.samples, args.seed, spec)
    families: dict[str, int] = {}
    for h in spec.hacks:
        family = h["label"].split(":")[1]
        families[family] = families.get(family, 0) + 1
    counts = ", ".join(f"{k} {v}" for k, v in families.items())
    outside = sum("outside" in g for g in spec.genuine)
    print(f"\nset {args.name}: {len(spec.hacks)} hacks ({counts}), {len(spec.genuine)} genuine "
          f"({outside} with an outside-precondition difference), {len(spec.pairs)} quality pairs")
    if failures:
        print(f"{len(failures)} claim(s) FAILED:")
        for failure in failures:
            print("  " + failure)
        return 1
    print("all claims hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
