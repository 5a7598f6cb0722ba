"""Running the behaviour stage's probes (:mod:`gar.grading.behaviour`): who is probed, the one
``call_many`` batch of replay and fresh-input jobs, and the runs' outcomes per member.

Held apart from the judging because it is the part that spends CPU and meets timeouts: the
scout that tries the derived inputs first and drops those no honest solution answers in time
(:func:`_without_slow_inputs`), and the resuming of a job after a call that timed out or
killed its process (:func:`call_resuming`, also used by :mod:`gar.augment` and the quality
stage). No verdict is formed here; :mod:`gar.grading.behaviour` compares what comes back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gar.grading.context import RolloutEvidence, VisibleCall
from gar.grading.detectors.replay import replay_order
from gar.grading.inputs import DerivedInput
from gar.records import FunctionTask

if TYPE_CHECKING:
    from gar.execution import CallJob, CallJobResult, Runner

# The CPU limit of a fresh-input call on the regular inputs for every prober, the scout too
# (since session 16; fresh_limits); the `large` ones, and every input where there is no scout,
# run at the stage's own limit. What a pass is given follows the input, never a reading.
FRESH_FLOOR_S = 0.05


@dataclass(frozen=True)
class _Members:
    """Who is probed: the passes, the failing rollouts voting weakly, the reference."""

    evidence: Sequence[RolloutEvidence]
    probed: Sequence[int]
    weak: Sequence[int]
    reference: str | None
    prints: Mapping[int, str]
    scout: str | None = None
    scouted: Mapping[str, Any] = field(default_factory=dict)  # the scout's outcome per key
    later: frozenset[str] = frozenset()  # calls the quality stage asks at the full limit
    scout_replay: Any = None  # the scout's replay, run in its first scouting job


@dataclass(frozen=True)
class _Runs:
    replay: Mapping[int, Any]
    probe: Mapping[int, Any]  # group position (-1: the reference) -> CallJobResult

    def outputs(self, i: int, derived: Sequence[DerivedInput]) -> dict[str, Any]:
        result = self.probe.get(i)
        if result is None or result.load_error:
            return {}
        return {d.key: o for d, o in zip(derived, result.outcomes)}

    def extended(self, more: _Runs) -> _Runs:
        """These runs with ``more``'s probe outcomes appended (a second round of inputs;
        a member that failed to load in either round keeps only what loaded first)."""
        probe = dict(self.probe)
        for i, result in more.probe.items():
            first = probe.get(i)
            if first is not None and not first.load_error and not result.load_error:
                probe[i] = dataclasses.replace(first, outcomes=(*first.outcomes,
                                                                *result.outcomes))
        return _Runs(self.replay, probe)


def fresh_limits(scouted: Mapping[str, Any], derived: Sequence[DerivedInput],
                 call_timeout_s: float) -> tuple[float, ...]:
    """The CPU limit of each of ``derived`` for the passes (and weak votes) other than the
    scout: ``FRESH_FLOOR_S`` on a regular input, ``call_timeout_s`` on a ``large`` one;
    ``call_timeout_s`` throughout where some input was not scouted (no scout, one that did
    not load: nothing dropped the inputs no honest solution answers in time).

    The scout answered each of these inputs within the same limit (the others were
    dropped: since session 16 the scout too runs the regular inputs at the floor, so an
    input no one is asked past the floor never costs the scout the full limit — a loop that
    never ends, ``change_base(9, 1)``, ``int_to_mini_roman(-19)``, cost it a quarter of a
    CPU-second each); a timeout is no vote: it is neither evidence for nor against the pass. The
    full limit on every input of every pass paid it for each slow pass's slow inputs
    (recursive ``fib`` on 32-38, a loop that never ends on a negative number), a quarter of
    a CPU-second each, rounds of :func:`call_resuming` included. A regular input is near the
    visible sizes, where an honest answer takes milliseconds; a ``large`` one is far beyond
    them (grown 3000-item lists), where an honest answer can take tens of milliseconds and a
    hack that is wrong only there (a quadratic piece per chunk) needs as many.

    The limit is a function of the input alone, never of the scout's measured time: the
    scout's CPU readings jitter from one grading to the next (the harness's CPU clock ticks
    at 4 ms, and a loaded machine adds more), and a limit chosen by a reading — a floor while
    the scout's slowest answer read at most 12.5 ms, until session 12 — gave a pass that
    needs ~90 ms on a grown input an answer in one grading and a timeout in the next: the
    same group graded twice differed (``bench/results/grader_issue12.md``)."""
    if any(d.key not in scouted for d in derived):
        return (call_timeout_s,) * len(derived)
    floor = min(call_timeout_s, FRESH_FLOOR_S)
    return tuple(call_timeout_s if d.large else floor for d in derived)


def _probe(task: FunctionTask, members: _Members, visible: Sequence[VisibleCall],
           derived: Sequence[DerivedInput], runner: Runner, call_timeout_s: float,
           fresh_limits_s: Sequence[float] | None = None) -> _Runs:
    """All probes in one batch: per pass one job, its replay of the visible calls (when
    there are parsed visible calls) and then its fresh inputs (:func:`_replay_then_fresh`);
    the failing members' and the reference's fresh jobs. Replays, the scout and the
    reference run at ``call_timeout_s``; the other fresh calls each input at its limit in
    ``fresh_limits_s`` (:func:`fresh_limits`; default ``call_timeout_s``), judged at it
    (:func:`_judged`)."""
    from gar.execution import CallJob

    schedule = tuple(v.call for _, v in replay_order(visible))
    order = probe_order(derived)
    fresh = tuple(derived[j].call for j in order)
    given = tuple(call_timeout_s if fresh_limits_s is None else fresh_limits_s[j] for j in order)
    both = schedule + fresh  # one tuple for every pass: identical jobs run once (call_many)
    replayed = (call_timeout_s,) * len(schedule)
    jobs: list[CallJob] = []
    keys: list[tuple[str, int]] = []
    judged_at: list[tuple[float, ...]] = []
    runs: dict[str, dict[int, Any]] = {"replay": {}, "probe": {}}
    reused = _scouted_run(members, derived)
    full = (call_timeout_s,) * len(fresh)
    asked = _asked_again(fresh, members.later)
    for i in members.probed:
        program = members.evidence[i].program or ""
        scouted = reused is not None and program == members.scout
        if schedule and scouted and members.scout_replay is not None:
            runs["replay"][i] = members.scout_replay
        elif schedule and scouted:
            jobs.append(CallJob(program, task.entry_point, schedule, timeout_s=call_timeout_s))
            keys.append(("replay", i))
            judged_at.append(())
        if scouted:
            runs["probe"][i] = reused
            continue
        own = full if program == members.scout else given
        run_to = _witnessed(own, asked, call_timeout_s)
        if schedule:
            jobs.append(_fresh_job(program, task.entry_point, both, replayed + own,
                                   replayed + run_to))
            keys.append(("both", i))
            judged_at.append(replayed + own)
            continue
        jobs.append(_fresh_job(program, task.entry_point, fresh, own, run_to))
        keys.append(("probe", i))
        judged_at.append(own)
    for key, job, judged in _voter_jobs(task, members, fresh, given, call_timeout_s, reused,
                                        runs):
        keys.append(key)
        jobs.append(job)
        judged_at.append(judged)
    # A large input may end a process (a recursion as deep as a 10**4-item list kills it),
    # and each ends one resumed round: as many more rounds as there are large inputs, so
    # that they cannot use up the rounds and hide every input after them (session 21: the
    # fills made three such inputs). A round runs only where some job lost calls.
    results = call_resuming(runner, jobs, rounds=resume_rounds(derived), judged_at=judged_at)
    for (what, i), result in zip(keys, results):
        if what == "both":
            result, what = _replay_then_fresh(result, len(schedule), runs["replay"], i)
        runs[what][i] = result if what == "replay" else _unordered(result, order)
    return _Runs(runs["replay"], runs["probe"])


def probe_order(derived: Sequence[DerivedInput]) -> list[int]:
    """The order a pass meets ``derived`` in. Inputs that can convict come first: a pass that
    loops on an input outside the domain (a character it has no case for) loses the rest of
    its job with each timeout, and the resumed rounds are few; its answers on the in-domain
    inputs must not be what is lost."""
    return sorted(range(len(derived)), key=lambda j: (derived[j].kind == "edge",
                                                      derived[j].novel))


def _voter_jobs(task: FunctionTask, members: _Members, fresh: tuple[Any, ...],
                given: tuple[float, ...], call_timeout_s: float, reused: Any,
                runs: dict[str, dict[int, Any]]
                ) -> list[tuple[tuple[str, int], CallJob, tuple[float, ...]]]:
    """The fresh jobs of the failing members (weak votes, each input at its ``given`` limit)
    and of the reference (at ``call_timeout_s``; none where the reference is the scout,
    whose ``reused`` run is its probe): ``(key, job, limits judged at)`` each."""
    from gar.execution import CallJob

    out = [(("probe", i), _fresh_job(members.evidence[i].program or "", task.entry_point,
                                     fresh, given, given), given) for i in members.weak]
    if reused is not None and members.reference is not None:
        runs["probe"][-1] = reused  # the reference is the scout
    elif members.reference is not None:
        out.append((("probe", -1), CallJob(members.reference, task.entry_point, fresh,
                                           timeout_s=call_timeout_s), ()))
    return out


def _replay_then_fresh(result: CallJobResult, replayed: int, replays: dict[int, Any],
                       i: int) -> tuple[CallJobResult, str]:
    """A pass's one probe job split in two: its replay (the first ``replayed`` outcomes)
    into ``replays``, and its fresh inputs' part, returned as a "probe" result.

    One job, not two: a process start per probed pass fewer (a fifth of the behaviour
    stage's jobs). The replay runs first in the fresh process, as it did alone, so what the
    replay detector reads is unchanged; the fresh inputs follow in the same process, as the
    fresh inputs already follow one another (a program whose answers depend on the calls
    before them answers them after its replay). A call of the replay that ends the process
    early (a timeout, a crash) is resumed after, like any call (``call_resuming``)."""
    if result.load_error:
        replays[i] = result
        return result, "probe"
    replays[i] = dataclasses.replace(result, outcomes=result.outcomes[:replayed])
    return dataclasses.replace(result, outcomes=result.outcomes[replayed:]), "probe"


def _fresh_job(program: str, entry_point: str, calls: tuple[Any, ...],
               given: tuple[float, ...], run_to: tuple[float, ...]) -> CallJob:
    """A fresh-input job whose calls run to ``run_to`` (each call's own limit where they
    differ; the job's one limit, the smallest ``given``, where they do not)."""
    from gar.execution import CallJob

    limit = min(given, default=0.25)
    own = run_to if any(t != limit for t in run_to) else ()
    return CallJob(program, entry_point, calls, timeout_s=limit, call_timeouts_s=own)


def _witnessed(given: tuple[float, ...], asked: tuple[bool, ...], full: float
               ) -> tuple[float, ...]:
    """The limits a pass's fresh calls run to, each ``given`` limit (:func:`fresh_limits`)
    but for the calls the quality stage will ask this pass again at ``full`` (``asked``,
    :func:`_asked_again`): those run to ``full``, so a timeout there is known at ``full``
    (:class:`gar.execution.known_timeouts.KnownTimeouts`) and the quality stage does not pay
    it again (a call known at 50 ms only is not known at 0.25 s: it cost 0.05 + 0.25). They
    are still judged at their ``given`` limit (:func:`_judged`): what the behaviour stage
    sees is what that limit gives.

    The price: such a call that answers between the two limits costs its time here and again
    there (it is no timeout at ``full``), and one whose pass the quality stage does not
    measure (a pass the probes convict) costs ``full`` instead of its given limit."""
    return tuple(full if a else t for a, t in zip(asked, given, strict=True))


def _asked_again(calls: Sequence[Any], later: frozenset[str]) -> tuple[bool, ...]:
    """Whether the quality stage asks each of ``calls`` again (``later``: their wire texts),
    read once for every pass's job (a wire text of a 3000-item list is not free)."""
    from gar.execution.known_timeouts import call_key

    if not later:
        return (False,) * len(calls)
    return tuple(call_key(c) in later for c in calls)


def _judged(job: CallJob, result: CallJobResult, given: Sequence[float] = ()
            ) -> CallJobResult:
    """``result`` of a job whose calls run to their own limits (:func:`_witnessed`), as each
    call's ``given`` limit gives it (default: the job's ``timeout_s`` for every call): the
    first call that ran past its given limit (answered after it, or timed out at its own
    larger one) is that limit's timeout and the calls after it are lost, as a process
    killed there reports them (``call_resuming`` resumes after it). A call whose process
    died in it stays a crash: its CPU time is unknown."""
    from gar.execution import CallOutcome

    if not job.call_timeouts_s or result.load_error:
        return result
    limits = tuple(given) or (job.timeout_s,) * len(job.calls)
    for k, (outcome, own, limit) in enumerate(zip(result.outcomes, job.call_timeouts_s,
                                                  limits, strict=False)):
        if outcome.status == "crashed" or own <= limit and outcome.status == "timeout":
            return result  # ended there as it would have at its given limit
        if own > limit and (outcome.status == "timeout" or outcome.cpu_time_s > limit):
            text = f"CPU time limit of {limit:.2f}s exceeded"
            lost = CallOutcome(status="crashed", error=text)
            return dataclasses.replace(result, outcomes=(
                *result.outcomes[:k], CallOutcome(status="timeout", error=text),
                *[lost] * (len(result.outcomes) - k - 1)))
    return result


def _unordered(result: CallJobResult, order: Sequence[int]) -> CallJobResult:
    """``result`` of a job over the inputs in ``order``, back in the inputs' own order."""
    if result.load_error or len(result.outcomes) != len(order):
        return result
    outcomes: list[Any] = [None] * len(order)
    for position, j in enumerate(order):
        outcomes[j] = result.outcomes[position]
    return dataclasses.replace(result, outcomes=tuple(outcomes))


def _scouted_run(members: _Members, derived: Sequence[DerivedInput]) -> Any:
    """The scout's probe over ``derived``, from its scouting runs (the same program on the
    same calls, with the same limit, in fresh processes; run again it would only repeat
    them), or None where some input was not scouted."""
    from gar.execution import CallJobResult

    if members.scout is None or not all(d.key in members.scouted for d in derived):
        return None
    outcomes = tuple(members.scouted[d.key] for d in derived)
    if any(o.status == "crashed" for o in outcomes):  # lost there: run it again
        return None
    return CallJobResult(outcomes)


def _without_slow_inputs(derived: tuple[DerivedInput, ...], task: FunctionTask, runner: Runner,
                         call_timeout_s: float, scout: str | None,
                         scouted: dict[str, Any] | None = None,
                         history: list[tuple[DerivedInput, Any]] | None = None,
                         replay: tuple[tuple[Any, ...], list[Any]] | None = None
                         ) -> tuple[DerivedInput, ...]:
    """Drop the inputs on which the scout (the reference, or a clean pass) times out: an
    input no honest solution answers in time (an infinite loop for base 1, say) would
    otherwise cost a timeout in every rollout of the group. The scout is resumed after
    every timeout, to the end: an input left untried would cost each pass that timeout;
    those sharing an argument value it has shown it cannot answer in time are dropped
    untried (:mod:`gar.grading.scouting`), the large inputs (scouted after the regular
    ones) and a later round's inputs too.
    ``scouted`` receives the scout's outcome on each input kept (its probe: see _probe);
    ``history`` holds the scout's (input, outcome) pairs of the group's earlier rounds and
    receives this round's (:func:`gar.grading.scouting.scout_run`); ``replay``: the
    scout's replay calls and a list that receives their result, run in its first job
    (:func:`gar.grading.scouting.first_job`)."""
    from gar.execution import CallJob
    from gar.grading.scouting import FirstJob, first_job, not_condemned, scout_run

    if scout is None or not derived:
        return derived
    regular = [d for d in derived if not d.large]
    large = sorted((d for d in derived if d.large), key=lambda d: (len(d.key), d.key))
    earlier = list(history) if history is not None else []
    floor = min(call_timeout_s, FRESH_FLOOR_S)  # the regular inputs' limit (fresh_limits)
    first = FirstJob() if earlier else first_job(
        runner, scout, task.entry_point, replay[0] if replay else (), regular, large,
        call_timeout_s, floor)
    if replay is not None and first.replay is not None:
        replay[1].append(first.replay)
    ran = scout_run(runner, scout, task.entry_point, regular, floor, earlier, first.regular)
    if ran is None:
        return derived
    met = [(regular[j], o) for j, o in sorted(ran.items())]
    if history is not None:
        history.extend(met)
    outcomes = {regular[j].key: o for j, o in ran.items() if o.status != "timeout"}
    large = not_condemned(large, [*earlier, *met])
    if large and first.large is not None:  # no regular timeout: nothing condemned
        outcomes.update({d.key: o for d, o in zip(large, first.large)})
    elif large:
        # Smallest first, up to the first timeout: past the first size the scout cannot
        # answer in time, larger ones would cost a timeout each.
        answered: list[Any] = []
        _until_first_timeout(runner, CallJob(
            scout, task.entry_point, tuple(d.call for d in large), timeout_s=call_timeout_s),
            answered)
        outcomes.update({d.key: o for d, o in zip(large, answered)})
    if scouted is not None:
        scouted.update(outcomes)
    return tuple(d for d in derived if d.key in outcomes)


def _until_first_timeout(runner: Runner, job: CallJob, answered: list[Any] | None = None) -> int:
    """How many of ``job``'s calls come before its first timeout (a call whose process was
    lost without timing out — a loaded machine's wall backstop — is retried once, like
    :func:`call_resuming`, so the count does not depend on the load); ``answered`` receives
    their outcomes."""
    start, retried, done = 0, False, answered if answered is not None else []
    while start < len(job.calls):
        (result,) = runner.call_many([job.sliced(start)])
        if result.load_error:
            return start
        for k, outcome in enumerate(result.outcomes):
            if outcome.status == "timeout":
                return start + k
            if outcome.status == "crashed":
                if retried:
                    return start + k
                start, retried = start + k, True
                break
            done.append(outcome)
        else:
            return len(job.calls)
    return start


RESUME_ROUNDS = 3  # resumed batches after lost calls, beyond one per large fresh input


def resume_rounds(derived: Sequence[DerivedInput]) -> int:
    """Resumed rounds for the probes of ``derived``: :data:`RESUME_ROUNDS` and one per
    large input (see :func:`_probe`)."""
    return RESUME_ROUNDS + sum(1 for d in derived if d.large)


def call_resuming(runner: Runner, jobs: Sequence[CallJob], rounds: int = RESUME_ROUNDS,
                  first: Sequence[CallJobResult] | None = None,
                  judged_at: Sequence[tuple[float, ...]] = ()) -> list[CallJobResult]:
    """``runner.call_many(jobs)``, resuming each job after a call that timed out or killed its
    process (the rest of that job's calls come back "crashed"): the remaining calls run again
    in a fresh process, for at most ``rounds`` more batches. A crashed call is retried once
    (a loaded machine can kill a process at its wall backstop); a call that times out is not.
    One slow input must not hide the rollout's behaviour on all the inputs after it.
    ``first``: the jobs' first runs, already made (the calls' part of a larger job), resumed
    from there. ``judged_at``: per job, the limit each call is judged at (:func:`_judged`;
    ``()`` for a job: its ``timeout_s``)."""
    ran = runner.call_many(jobs) if first is None else first
    given = list(judged_at) or [()] * len(jobs)
    results = [_judged(j, r, g) for j, r, g in zip(jobs, ran, given, strict=True)]
    outcomes = [list(r.outcomes) for r in results]
    retried: set[tuple[int, int]] = set()
    for _ in range(rounds):
        resume: list[tuple[int, int]] = []
        for j, result in enumerate(results):
            cut = None if result.load_error else _lost_from(outcomes[j])
            if cut is not None and outcomes[j][cut].status == "crashed" and (j, cut) not in retried:
                retried.add((j, cut))
            elif cut is not None:
                cut += 1
            if cut is not None and cut < len(jobs[j].calls):
                resume.append((j, cut))
        if not resume:
            break
        sliced = [jobs[j].sliced(start) for j, start in resume]
        again = [_judged(s, r, given[j][start:]) for s, r, (j, start)
                 in zip(sliced, runner.call_many(sliced), resume, strict=True)]
        for (j, start), result in zip(resume, again):
            if not result.load_error:
                outcomes[j][start:] = result.outcomes
    return [dataclasses.replace(r, outcomes=tuple(o)) for r, o in zip(results, outcomes)]


def _lost_from(outcomes: Sequence[Any]) -> int | None:
    """The call that ended the process early (a timeout just before a crashed tail, or the
    tail's first crash), when later calls were lost with it; None when nothing was lost."""
    tail = len(outcomes)
    while tail > 0 and outcomes[tail - 1].status == "crashed":
        tail -= 1
    if tail == len(outcomes):
        return None
    if tail > 0 and outcomes[tail - 1].status == "timeout":
        return tail - 1
    return tail
