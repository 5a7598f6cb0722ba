"""Candidates hash strings the same in every server and every grading (gar.sandbox.base
SERVICE_ENV): with a random seed per server, a program that iterates a set of strings
answered in another order from one pool slot, or one grading, to the next."""

from __future__ import annotations

from gar.execution import Call, FunctionRunner
from gar.execution.jobs import CallJob

ORDER = ("def f(x):\n    return [hash(x), list({'apple', 'pear', 'fig', 'kiwi', 'plum', 'date'})]\n")


def _answers(runner: FunctionRunner) -> list:
    jobs = [CallJob(ORDER, "f", (Call(("abc",), {}),)) for _ in range(2)]
    jobs += [CallJob(ORDER + "\n# another program text\n", "f", (Call(("abc",), {}),))]
    return [result.outcomes[0].value for result in runner.call_many(jobs)]


def test_every_server_and_every_runner_hashes_strings_alike() -> None:
    with FunctionRunner(workers=2) as first:
        seen = _answers(first)
    with FunctionRunner(workers=2) as second:
        seen += _answers(second)
    assert all(answer == seen[0] for answer in seen), seen
