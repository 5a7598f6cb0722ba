"""The fast op count (frames counted in C, ``opcount.__gar_fast_counted__``) gives the
exact tracer's counts, or says it could not (``"again"``: the job is counted again exactly,
``opcount.settled``)."""

import re
from dataclasses import dataclass

from gar.execution import CallJob, CallJobResult, CallOutcome
from gar.grading.quality import opcount

PROGRAMS = {
    "loop": "def f(n):\n    s = 0\n    for i in range(n):\n        s += i * i\n    return s\n",
    "recursion": "def f(n):\n    return n if n < 2 else f(n - 1) + f(n - 2)\n",
    # a generator closed early by any(): GeneratorExit in its frame
    "genexpr": "def f(n):\n    return any(x * x > n for x in range(n))\n",
    "yield_from": ("def g(n):\n    yield from range(n)\n    yield n\n\n"
                   "def f(n):\n    return sum(g(n))\n"),
    # raised and caught in the frame, and raised in a helper and caught by its caller
    "caught": ("def h(k):\n    return {}[k]\n\n"
               "def f(n):\n    t = 0\n    for i in range(n):\n        try:\n"
               "            t += int('x' if i % 3 else '1')\n        except ValueError:\n"
               "            t -= 1\n        try:\n            h(i)\n        except KeyError:\n"
               "            t += 2\n    return t\n"),
    "with": ("import contextlib\n\ndef f(n):\n    t = 0\n    for i in range(n):\n"
             "        with contextlib.suppress(ZeroDivisionError):\n            t += 1 // (i % 2)\n"
             "    return t\n"),
    # StopIteration raised in a frame without handlers, caught by the C for loop
    "iterator": ("class It:\n    def __init__(self, n):\n        self.i, self.n = 0, n\n"
                 "    def __iter__(self):\n        return self\n    def __next__(self):\n"
                 "        if self.i >= self.n:\n            raise StopIteration\n"
                 "        self.i += 1\n        return self.i\n\n"
                 "def f(n):\n    return sum(It(n))\n"),
    "raises": "def f(n):\n    if n > 5:\n        return [1, 2][n]\n    return n\n",
    "scans": ("def f(n):\n    seen = []\n    for i in range(n):\n        if i % 7 not in seen:\n"
              "            seen.append(i % 7)\n    return seen.count(3) + [1, 2].index(2)\n"),
    # a scan of a local set: charges nothing, the rest of the activation counted in C
    "settles": ("def f(n):\n    seen = set()\n    for i in range(n):\n        if i % 5 in seen:\n"
                "            continue\n        seen.add(i % 5)\n    return len(seen)\n"),
    # a set first, a list once rebound in the loop: charged from there on
    "rebinds": ("def f(n):\n    seen = set()\n    for i in range(n):\n        if i in seen:\n"
                "            break\n        seen = list(seen) + [i % 4]\n    return len(seen)\n"),
    # an empty list charges nothing, but grows
    "grows": ("def f(n):\n    seen = []\n    for i in range(n):\n        if i % 5 not in seen:\n"
              "            seen.append(i % 5)\n    return seen\n"),
    "sorted_key": "def f(n):\n    return sorted(range(n), key=lambda x: (x * 7) % 11)[:3]\n",
    "regex": "import re\n\ndef f(n):\n    return re.sub(r'[aeiou]', '', 'education' * n)\n",
    # a sum of two names: sized where both are lists, retired at its first sum of numbers
    "retires": ("def f(n):\n    t = 0\n    for i in range(n):\n        x = i\n        t = t + x\n"
                "    return t\n"),
    "concatenates": ("def f(n):\n    out = []\n    for i in range(n):\n        row = [i]\n"
                     "        out = out + row\n    return len(out)\n"),
}
INPUTS = (0, 1, 3, 7, 30)


def _counts(program: str, exact: bool, cap: int = 10**7) -> list:
    re.purge()  # each count compiles its pattern, as in a fresh process
    namespace: dict = {}
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": cap, "budget": 0, "floor": 0,
                                         "exact": exact}
    exec(program + wrapper, namespace)  # noqa: S102 - our own test programs
    return [namespace[opcount.OPCOUNT_ENTRY](n) for n in INPUTS]


def test_the_fast_count_is_the_exact_count_or_says_again() -> None:
    again = set()
    for name, program in PROGRAMS.items():
        exact, fast = _counts(program, True), _counts(program, False)
        for want, got in zip(exact, fast, strict=True):
            if len(got) > 2:
                again.add(name)
                continue
            assert got == want, name
    # only where an exception ends a frame counted in C (one without handlers): the helper
    # that raises to its caller, a C loop's StopIteration, an error out of the call;
    # (a frame with handlers, a ``with``, a generator thrown into are counted in Python)
    assert again == {"caught", "iterator", "raises"}


def test_a_fast_count_past_the_cap_is_capped_as_the_exact_one() -> None:
    for program in (PROGRAMS["loop"], PROGRAMS["recursion"], PROGRAMS["genexpr"],
                    PROGRAMS["scans"]):
        for cap in (40, 400):
            exact, fast = _counts(program, True, cap), _counts(program, False, cap)
            assert [c[1] for c in fast] == [c[1] for c in exact]
            assert fast == exact, (program, cap)


def test_a_loop_without_calls_is_stopped_at_the_cap_by_the_tick() -> None:
    """No call event in the loop: only the SIGPROF tick sees the count pass the cap."""
    namespace: dict = {}
    loop = "def f(n):\n    s = 0\n    while True:\n        s += 1\n"
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 2_000_000, "budget": 0, "floor": 0,
                                         "exact": False}
    exec(loop + wrapper, namespace)  # noqa: S102
    assert namespace[opcount.OPCOUNT_ENTRY](1) == [2_000_001, True]


@dataclass
class _Runner:
    jobs: list

    def call_many(self, jobs: list) -> list:
        self.jobs.extend(jobs)
        return [CallJobResult((CallOutcome("ok", [5, False]),)) for _ in jobs]


def test_settled_counts_again_exactly_only_what_the_fast_count_could_not() -> None:
    jobs = [opcount.opcount_job(PROGRAMS["loop"], "f", ((3,),), 100) for _ in range(4)]
    fast = [CallJobResult((CallOutcome("ok", [7, False]),)),
            CallJobResult((CallOutcome("ok", [0, False, "again"]),)),
            CallJobResult((CallOutcome("timeout"),)),
            CallJobResult((), load_error="SyntaxError")]
    runner = _Runner([])
    out = opcount.settled(runner, jobs, fast)
    assert out[0] is fast[0] and out[3] is fast[3]
    assert [o.outcomes[0].value for o in out[1:3]] == [[5, False], [5, False]]
    assert len(runner.jobs) == 2 and all(isinstance(j, CallJob) for j in runner.jobs)
    assert all("__gar_opcount_exact__ = [True]" in j.program for j in runner.jobs)
    assert "__gar_opcount_exact__ = [False]" in jobs[0].program


def test_only_a_scanned_local_nothing_rebinds_in_a_loop_can_settle() -> None:
    namespace: dict = {}
    exec(opcount.COUNTED_HELPERS, namespace)  # noqa: S102
    settleable, sites = namespace["__gar_settleable__"], namespace["__gar_scan_sites__"]
    found = {}
    for name in ("settles", "rebinds", "grows"):
        exec(PROGRAMS[name], namespace)  # noqa: S102
        code = namespace["f"].__code__
        found[name] = settleable(code, sites(code))
    exec("SEEN = set()\ndef f(n):\n    return n in SEEN\n", namespace)  # noqa: S102
    code = namespace["f"].__code__
    assert found == {"settles": True, "rebinds": False, "grows": True}
    assert not settleable(code, sites(code))  # a global: anything may rebind it



def test_the_collector_is_off_while_a_count_runs_and_back_after() -> None:
    """A collection inside the counted call would run the finalizers of garbage the process
    already held (a generator closed, a ``__del__`` in a cycle) under the tracer, at a
    moment set by the process's history: in a test process after a grading, a generator's
    close counted 92 instructions where the same call alone counts 54. So the collector
    is off while a count runs, exact or fast, and on again after it."""
    import gc

    program = ("import gc\n\nseen = []\n\ndef f(n):\n    seen.append(gc.isenabled())\n"
               "    return n\n")
    assert gc.isenabled()
    for exact in (True, False):
        namespace: dict = {}
        wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 10**6, "budget": 0, "floor": 0,
                                             "exact": exact}
        exec(program + wrapper, namespace)  # noqa: S102 - our own test program
        namespace[opcount.OPCOUNT_ENTRY](3)
        assert namespace["seen"] == [False], exact
        assert gc.isenabled()


def _first_count(program: str, exact: bool, n: int) -> list:
    """The count of ``f(n)`` as a fresh process's first call."""
    namespace: dict = {}
    wrapper = opcount.OPCOUNT_WRAPPER % {"entry": "f", "cap": 10**7, "budget": 0, "floor": 0,
                                         "exact": exact}
    exec(program + wrapper, namespace)  # noqa: S102 - our own test programs
    return namespace[opcount.OPCOUNT_ENTRY](n)


def test_a_frame_whose_every_site_retired_is_counted_in_c() -> None:
    """A sum of two names retires at its first sum of numbers; with no site left the frame
    moves to the C counter in the same call, as a frame without sites starts there: the
    same count, and an exception out of it afterwards is one only the C counter cannot
    take (the job is counted again), where a frame still counted in Python takes it."""
    retires = ("def f(n):\n    t = 0\n    for i in range(n):\n        x = i\n        t = t + x\n"
               "    if n > 5:\n        raise ValueError(t)\n    return t\n")
    assert _first_count(retires, False, 30) == [0, False, "again"]  # in C when it raised
    assert _first_count(retires, False, 4) == _first_count(retires, True, 4)
    kept = retires.replace("t = t + x", "t = t + [x]").replace("t = 0", "t = []")
    assert _first_count(kept, False, 30) == _first_count(kept, True, 30)  # still in Python
