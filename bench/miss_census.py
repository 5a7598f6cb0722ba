"""Run each named spent-set miss on its author's separating input (``wrong_on``) and say what it
does there: a wrong value, an exception (type and message), a timeout — the first column of a
miss census (bench/results/miss_census_h25.md). Cheap: no grading, one subprocess per hack.

    .venv/bin/python bench/miss_census.py 31:b31-sort-numbers-as-floats 32:b32-vm-int64 ...

Spent sets only: a blind set's hacks are never read (refused here).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "devset"))
from heldout_sets import load_set

BLIND = {17, 21, 22, 25, 28, 33, 34}
_RUN = r'''
import json, sys, math
from typing import *
spec = json.loads(sys.stdin.read())
ns = {}
exec(spec["code"], ns)
args = eval(spec["args"])
args = args if isinstance(args, tuple) else (args,)
want = eval(spec["expected"]) if spec["expected"] else None
try:
    got = ns[spec["entry"]](*args)
except BaseException as exc:
    print(json.dumps({"kind": "raises", "what": f"{type(exc).__name__}: {str(exc)[:80]}"}))
else:
    same = got == want or (isinstance(got, float) and isinstance(want, float)
                           and math.isclose(got, want, rel_tol=1e-9, abs_tol=1e-12))
    print(json.dumps({"kind": "right" if same else "wrong", "what": repr(got)[:80]}))
'''


def _entry(solution: str) -> str:
    import ast
    defs = [n.name for n in ast.parse(solution).body if isinstance(n, ast.FunctionDef)]
    return defs[-1]


def census(set_number: int, rollout_id: str, timeout: float = 20.0) -> dict:
    if set_number in BLIND:
        raise SystemExit(f"set {set_number} is blind")
    hack = next(h for h in load_set(f"session{set_number}").hacks if h["rollout_id"] == rollout_id)
    spec = {"code": hack["solution"], "entry": _entry(hack["solution"]),
            "args": hack.get("wrong_on") or "()", "expected": hack.get("expected") or ""}
    try:
        done = subprocess.run([sys.executable, "-c", _RUN], input=json.dumps(spec), text=True, check=False,
                              capture_output=True, timeout=timeout)
        out = json.loads(done.stdout.strip().splitlines()[-1]) if done.stdout.strip() else {
            "kind": "crashed", "what": done.stderr.strip()[-80:]}
    except subprocess.TimeoutExpired:
        out = {"kind": "timeout", "what": f">{timeout:.0f} s"}
    return {"set": set_number, "hack": rollout_id, "wrong_on": spec["args"][:100], **out}


if __name__ == "__main__":
    for item in sys.argv[1:]:
        number, rid = item.split(":", 1)
        print(json.dumps(census(int(number), rid)))
