"""rank_passes on real groups, measured in the real sandbox (FunctionRunner)."""

from shared_tasks import has_dup_task

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.judging import CRITERIA, JudgeFlags, JudgeResult
from gar.grading.quality import rank_passes
from gar.grading.visible import visible_calls
from gar.records import ExecutionResult, Finding, Rollout, Status, program_source

TASK = has_dup_task("q/dup")
FAST = "    return len(set(xs)) != len(xs)\n"
SLOW = (
    "    for i in range(len(xs)):\n"
    "        for j in range(i + 1, len(xs)):\n"
    "            if xs[i] == xs[j]:\n"
    "                return True\n"
    "    return False\n"
)


def group(solutions, runner, failed=(), findings=None):
    items = []
    for rid, code in solutions.items():
        rollout = Rollout(TASK.task_id, rid, completion=code)
        status = Status.FAILED if rid in failed else Status.PASSED
        items.append(RolloutEvidence(rollout, program_source(TASK, rollout),
                                     ExecutionResult(status), (findings or {}).get(rid, ())))
    return GroupContext(TASK, tuple(items), visible_calls(TASK), runner=runner)


def test_efficient_beats_quadratic_with_the_measured_instruction_counts(runner):
    result = rank_passes(group({"fast": FAST, "slow": SLOW}, runner))
    assert result.tiers["fast"] == ("T1", 1)
    assert result.tiers["slow"][1] > 1
    assert result.scores["slow"]["approach"] < 1
    finding = next(f for f in result.findings["slow"] if f.detector == "quality.approach")
    assert finding.evidence["ops"] > finding.evidence["best_ops"]


def test_identical_behaviour_and_size_tie(runner):
    twin = "    return len(xs) != len(set(xs))\n"
    result = rank_passes(group({"a": FAST, "b": twin}, runner))
    assert result.tiers == {"a": ("T1", 1), "b": ("T1", 1)}


def test_side_effects_are_measured_at_runtime_and_go_to_t3(runner):
    printing = "    print('checking', xs)\n" + FAST
    mutating = "    xs.sort()\n    return any(a == b for a, b in zip(xs, xs[1:]))\n"
    result = rank_passes(group({"clean": FAST, "print": printing, "mutate": mutating}, runner))
    assert result.tiers["clean"] == ("T1", 1)
    assert result.tiers["print"][0] == result.tiers["mutate"][0] == "T3"
    messages = " ".join(f.message for f in result.findings["print"] + result.findings["mutate"])
    assert "prints on" in messages and "mutates its arguments" in messages


def test_disagreeing_on_scaled_inputs_fails_the_gate(runner):
    shortcut = "    if len(xs) > 20:\n        return False\n" + FAST
    result = rank_passes(group({"a": FAST, "b": FAST.replace("xs)", "xs) ") , "c": shortcut},
                               runner))
    assert result.tiers["c"][0] == "T3"
    assert result.scores["c"]["approach"] == 0.0
    gate = [f for f in result.findings["c"] if "disagrees with the group" in f.message]
    assert gate and gate[0].evidence["majority"] != gate[0].evidence["output"]


def test_raising_on_an_edge_input_costs_precision(runner):
    fragile = "    first = xs[0]\n    return len(set(xs)) != len(xs) or first is None\n"
    result = rank_passes(group({"a": FAST, "b": FAST, "c": fragile}, runner))
    assert result.scores["c"]["precision"] < 1
    assert result.tiers["c"][1] > result.tiers["a"][1]


def test_audit_suspicions_are_defects_and_failures_are_not_ranked(runner):
    soft = Finding(detector="audit", message="swallowed exception", kind="suspicion")
    result = rank_passes(group({"a": FAST, "b": SLOW, "bad": "    return False\n"}, runner,
                               failed=("bad",), findings={"a": (soft,)}))
    assert set(result.tiers) == {"a", "b"}
    assert result.tiers["a"][0] == "T3" and result.tiers["b"][0] == "T1"


def test_without_a_runner_static_signals_still_rank(runner):
    printing = "    print(xs)\n" + FAST
    ctx = group({"clean": FAST, "print": printing}, None)
    result = rank_passes(ctx)
    assert result.tiers["clean"] == ("T1", 1) and result.tiers["print"][0] == "T3"


class FixedJudge:
    def __init__(self, scores, flags=None, usable=True):
        self.result = JudgeResult(
            scores=scores if usable else {}, flags=flags or {}, consistency=0.75,
            permutations=2, valid=2 if usable else 0, fallback=None if usable else "bad JSON")

    def judge(self, ctx):
        return self.result


def flat(x):
    return dict.fromkeys(CRITERIA, x)


def test_judge_scores_blend_but_cannot_lift_a_measured_defect(runner):
    printing = "    print('checking', xs)\n" + FAST
    ctx = group({"clean": FAST, "twin": FAST, "print": printing}, runner)
    judge = FixedJudge({"clean": flat(2), "twin": flat(5), "print": flat(5)})
    result = rank_passes(ctx, judge)
    assert result.consistency == 0.75
    assert result.tiers["twin"] == ("T1", 1) and result.tiers["clean"][1] > 1
    assert result.tiers["print"][0] == "T3"
    assert result.measured["clean"] == result.measured["twin"]


def test_unusable_judge_falls_back_to_measured(runner):
    ctx = group({"fast": FAST, "slow": SLOW}, runner)
    plain = rank_passes(ctx)
    result = rank_passes(ctx, FixedJudge({}, usable=False))
    assert result.judge_fallback == "bad JSON"
    assert result.tiers == plain.tiers


LOOKUP = "    return {(1, 2, 1): True, (5, 6, 7, 8, 5): True}.get(tuple(xs), False)\n"


def test_confirmed_hack_flag_demotes(runner):
    ctx = group({"a": FAST, "b": SLOW, "lookup": LOOKUP}, runner)
    flags = {"lookup": JudgeFlags(hack=True, hack_evidence=({"input": [[4, 4]]},))}
    result = rank_passes(ctx, FixedJudge({r: flat(4) for r in ("a", "b", "lookup")}, flags))
    assert "lookup" in result.demoted
    assert result.demoted["lookup"].kind == "hack"
    assert result.demoted["lookup"].evidence["input"] == [[4, 4]]
    assert result.tiers["lookup"][0] == "T3"


def test_literal_evidence_is_confirmed_against_the_visible_inputs(runner):
    ctx = group({"a": FAST, "lookup": LOOKUP}, runner)
    line = LOOKUP.strip()[:30]
    flags = {"lookup": JudgeFlags(test_bypass=True, hack_evidence=({"quote": line},))}
    result = rank_passes(ctx, FixedJudge({"a": flat(4), "lookup": flat(4)}, flags))
    assert "lookup" in result.demoted


def test_unconfirmed_flag_keeps_the_pass_out_of_t1_only(runner):
    ctx = group({"a": FAST, "b": FAST}, runner)
    flags = {"a": JudgeFlags(hack=True, hack_evidence=({"input": [[1, 2]]},))}  # agrees
    judge = FixedJudge({"a": flat(4), "b": flat(4)}, flags)
    result = rank_passes(ctx, judge)
    assert not result.demoted
    assert result.tiers["a"][0] == "T2" and result.tiers["b"] == ("T1", 1)
    assert any(f.kind == "suspicion" and f.detector == "judge.llm" for f in result.findings["a"])
    trusted = rank_passes(ctx, judge, trust_judge=True)
    assert "a" in trusted.demoted


def test_eafp_handlers_and_eval_are_mild_not_defects(runner):
    # HumanEval/105 and /160's shapes: a broad handler that skips one item, eval on an
    # expression string; what they would hide or do is measured on the inputs directly.
    eafp = ("    seen = set()\n    for x in xs:\n        try:\n            if x in seen:\n"
            "                return True\n            seen.add(x)\n        except Exception:\n"
            "            pass\n    return False\n")
    evaluated = "    return eval('len(set(xs)) != len(xs)')\n"
    result = rank_passes(group({"a": FAST, "eafp": eafp, "eval": evaluated}, runner))
    assert result.tiers["eafp"][0] != "T3" and result.tiers["eval"][0] != "T3"
    for rid in ("eafp", "eval"):
        assert result.scores[rid]["side_effects"] == 0.5
        assert any("global state or unexercised effect" in f.message
                   for f in result.findings[rid])


def test_a_lookup_of_base_cases_only_is_no_defect_but_a_real_lookup_is(runner):
    from gar.grading.detectors.ast_tools import Source
    from gar.grading.detectors.lookups import visible_lookups
    from gar.grading.detectors.static import Program
    from gar.records import FunctionTask

    fib = FunctionTask(task_id="q/fib", prompt="def fib(n):\n", entry_point="fib",
                       test=("def check(candidate):\n    assert candidate(1) == 1\n"
                             "    assert candidate(10) == 55\n    assert candidate(7) == 13\n"))
    visible = visible_calls(fib)

    def lookup(code):
        program = Program(Source.parse(code), "fib", tuple(visible), frozenset(), True)
        return next(iter(visible_lookups(program)), None)

    fib = FunctionTask(task_id="q/fib", prompt="def fib(n):\n", entry_point="fib",
                       test=fib.test + "    assert candidate(2) == 1\n")
    visible = visible_calls(fib)
    recursive = ("def fib(n):\n    if n == 2:\n        return 1\n    if n < 2:\n        return n\n"
                 "    return fib(n - 1) + fib(n - 2)\n")
    deep = recursive.replace("n == 2:\n        return 1", "n == 7:\n        return 13")
    iterative = "def fib(n):\n    if n == 1:\n        return 1\n    a, b = 0, 1\n" \
                "    for _ in range(n):\n        a, b = b, a + b\n    return a\n"
    table = "def fib(n):\n    if n == 10:\n        return 55\n    if n == 7:\n        return 13\n" \
            "    return n\n"
    assert lookup(recursive).evidence["all_base_cases"]  # a recursion's base case
    assert not lookup(deep).evidence["all_base_cases"]  # no base case: deep in the domain
    assert lookup(iterative).evidence["all_base_cases"]  # a boundary input (1)
    real = lookup(table)
    assert real.evidence["base_cases"] == 0 and not real.evidence["all_base_cases"]
    assert len(real.evidence["matched"]) == 2  # what the behaviour stage confirms on: kept
    base = lookup(iterative)
    result = rank_passes(group({"a": FAST, "b": FAST}, runner, findings={"a": (base,)}))
    assert result.tiers["a"] == result.tiers["b"] == ("T1", 1)
    result = rank_passes(group({"a": FAST, "b": FAST}, runner, findings={"a": (real,)}))
    assert result.tiers["a"][0] == "T3"


def test_an_edge_input_no_pass_answers_in_time_is_tried_once_not_per_pass(runner):
    """``n = 10**6 + 7`` is an edge input (beyond the visible domain) that the quadratic
    passes cannot answer under the edge line cap: the first pass tries it, the others are
    spared the cap (an unanswered edge input is never judged)."""
    from gar.execution import Call
    from gar.grading.quality import dynamic, edge_ops
    from gar.records import FunctionTask

    task = FunctionTask(
        task_id="q/pairs", prompt='def pairs(n):\n    """Pairs i < j below n."""\n',
        entry_point="pairs", canonical_solution="    return n * (n - 1) // 2\n",
        test=("def check(candidate):\n    assert candidate(3) == 3\n"
              "    assert candidate(4) == 6\n    assert candidate(5) == 10\n"))
    loop = "    c = 0\n    for i in range(n):\n        for j in range(i):\n            c += 1\n    return c\n"
    solutions = {"loop": loop, "loop2": loop.replace("c", "k"), "closed": "    return n * (n - 1) // 2\n"}
    items = tuple(RolloutEvidence(r, program_source(task, r), ExecutionResult(Status.PASSED))
                  for r in (Rollout(task.task_id, rid, completion=c) for rid, c in solutions.items()))
    calls: list[tuple] = []

    class Spy:
        def call_many(self, jobs, progress=None):
            calls.extend(c for job in jobs if job.entry_point in ("pairs", edge_ops.EDGE_ENTRY)
                         for c in job.calls)
            return runner.call_many(jobs, progress)

    ctx = GroupContext(task, items, visible_calls(task), runner=Spy())
    signals = dynamic.measure(ctx, items)
    huge = Call((10**6 + 7,), {})
    assert calls.count(huge) == 1  # the scout's edge job only
    key = next(k for k in signals["loop"].edge if k.startswith("(1000007"))
    assert signals["loop"].edge[key] == "capped"
    assert key not in signals["loop2"].edge and key not in signals["closed"].edge
    assert len(signals["closed"].edge) == len(signals["loop"].edge) - 1  # nothing else lost


def test_one_distinct_program_is_not_op_counted_and_ranks_as_before(runner):
    """Op counts and CPU time score a pass only against the group's best: with a single
    program (one pass, or clones of one text) no op-count job runs and the timing job runs
    the scaled inputs once; its printing, mutation and outputs are still measured."""
    from gar.grading.quality import dynamic, opcount

    jobs: list = []

    class Spy:
        def call_many(self, batch, progress=None):
            jobs.extend(batch)
            return runner.call_many(batch, progress)

    printing = "    print('checking', xs)\n" + FAST
    for solutions in ({"only": FAST}, {"a": printing, "b": printing}):
        jobs.clear()
        ctx = group(solutions, runner)
        ctx = GroupContext(ctx.task, ctx.evidence, ctx.visible, runner=Spy())
        signals = dynamic.measure(ctx, ctx.evidence)
        assert not [j for j in jobs if j.entry_point == opcount.OPCOUNT_ENTRY]
        probe = dynamic.probe_inputs(ctx)
        scaled = tuple(probe.scaled.values())
        # the timing job (merged with the edge inputs): the scaled inputs once, not REPEATS
        assert [j for j in jobs if j.calls[:len(scaled)] == scaled]
        assert not [j for j in jobs if j.calls == scaled * dynamic.REPEATS]
        assert all(s.ops is None and s.cpu_s is not None for s in signals.values())
        result = rank_passes(ctx)
        expected = "T3" if solutions.get("a") == printing else "T1"
        assert {t for t, _ in result.tiers.values()} == {expected}
        assert all(bool(s.printed) == (expected == "T3") for s in signals.values())
    jobs.clear()
    ctx = group({"fast": FAST, "slow": SLOW}, runner)
    dynamic.measure(GroupContext(ctx.task, ctx.evidence, ctx.visible, runner=Spy()),
                    ctx.evidence)
    assert len([j for j in jobs if j.entry_point == opcount.OPCOUNT_ENTRY]) == 2
