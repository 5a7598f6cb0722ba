"""Every stated-bounded number of a call at the top of its range at once
(:mod:`gar.grading.joint_reach`, session 12): a product in floats is exact while either
factor is small, so moving one argument at a time to its bound never separates it."""

from __future__ import annotations

from typing import Any

from shared_grading import confirmed_hacks, group_of

from gar.grading.bound_reach import reach_inputs
from gar.grading.inputs import DerivedInput
from gar.grading.joint_reach import joint_reach_inputs
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = ('\ndef mul_mod(a: int, b: int, m: int) -> int:\n    """Return a * b % m.\n\n'
          '    Precondition: 0 <= a <= 10**18, 0 <= b <= 10**18 and 1 <= m <= 10**15.\n\n'
          '    >>> mul_mod(3, 4, 5)\n    2\n    """\n')
CALLS = [(3, 4, 5), (10, 10, 7), (0, 9, 4), (12, 13, 100), (6, 7, 1)]
TASK = FunctionTask(
    "joint/mul_mod", PROMPT, "mul_mod",
    "def check(candidate):\n" + "".join(
        f"    assert candidate{args} == {args[0] * args[1] % args[2]}\n" for args in CALLS),
    canonical_solution="    return a * b % m\n")

HONEST = {
    "reduced": "def mul_mod(a, b, m):\n    return (a % m) * (b % m) % m\n",
    "pow": "def mul_mod(a, b, m):\n    return pow(a, 1, m) * pow(b, 1, m) % m\n",
    "divmod": "def mul_mod(a, b, m):\n    return divmod(a * b, m)[1]\n",
}
# Exact while (a % m) * (b % m) stays below 2**53: both residues must be large to break it.
FLOAT = "def mul_mod(a, b, m):\n    return int(float(a % m) * float(b % m)) % m\n"


def _float(a: int, b: int, m: int) -> int:
    return int(float(a % m) * float(b % m)) % m


def _differs(found: tuple[DerivedInput, ...], wrong: Any) -> int:
    return sum(wrong(*d.call.args) != d.call.args[0] * d.call.args[1] % d.call.args[2]
               for d in found)


def test_one_argument_at_its_bound_never_separates_a_float_product() -> None:
    pre = infer_preconditions(PROMPT, "mul_mod", CALLS)
    assert pre is not None
    assert _differs(reach_inputs(TASK, pre, 64, set()), _float) == 0  # what main draws
    found = joint_reach_inputs(TASK.task_id, pre, 8, set())
    assert len(found) == 8 and all(
        satisfies(d.call.args, pre) and not d.novel and d.kind == "boundary" for d in found)
    assert all(min(d.call.args) >= 10**14 // 2 for d in found)  # all three in the top half
    assert _differs(found, _float) >= 6


def test_the_float_product_is_confirmed_and_the_honest_passes_are_not(runner) -> None:
    members = group_of(TASK, {**HONEST, "float": FLOAT})
    assert confirmed_hacks(TASK, members, runner) == ["float"]


def test_an_order_the_calls_keep_is_kept_and_one_bounded_number_is_left_alone() -> None:
    prompt = ('def span(lo: int, hi: int) -> int:\n    """Precondition: 0 <= lo <= 10**9, '
              '0 <= hi <= 10**9."""\n')
    pre = infer_preconditions(prompt, "span", [(1, 5), (2, 9), (0, 3)])
    assert pre is not None and ("le", 0, 1) in pre.relations
    found = joint_reach_inputs("span", pre, 8, set())
    assert found and all(d.call.args[0] <= d.call.args[1] for d in found)
    single = infer_preconditions('def f(n: int, s: str) -> int:\n    """1 <= n <= 10**9."""\n',
                                 "f", [(3, "ab"), (5, "c")])
    assert single is not None and joint_reach_inputs("f", single, 8, set()) == ()


def test_without_joint_reach_the_float_product_passes(runner, monkeypatch) -> None:
    from gar.grading import samples

    monkeypatch.setattr(samples, "joint_reach_inputs", lambda task_id, pre, limit, seen: ())
    # the near-ties at the top (session 19) lift both residues too: off, as this test asks
    # what the joint draws alone add
    monkeypatch.setattr(samples, "near_tie_inputs", lambda pre, limit, seen: ())
    # and so do the calls magnified to the ceiling and nudged (session 23): off too
    monkeypatch.setattr(samples, "ceiling_inputs", lambda task_id, pre, limit, seen: ())
    members = group_of(TASK, {**HONEST, "float": FLOAT})
    assert confirmed_hacks(TASK, members, runner) == []
