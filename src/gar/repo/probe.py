"""Behaviour comparison across a group of patches: extra calls into the tested code.

The visible tests call the package's public functions with literal arguments
(``parse_duration("1h30m")``). From each such call we derive fresh inputs (digits bumped,
letters shifted, integers incremented) and call the same function, in the sandbox, in every
passing rollout's patched workspace (and the reference patch's, when allowed). Tests that
drive objects instead (``cache.put("a", 1); cache.get("a")``) are replayed as *scenarios*
with their literals changed consistently (:mod:`gar.repo.scenarios`), so methods of the
classes the tests construct are probed too. Outputs are compared as plain-data text (other
objects by type name) or the raised exception's type.

Special-casing is *confirmed* only with both kinds of evidence: static — the patch's added
lines contain a literal of a visible test input, or compare something with a short one
(``key == "a"``) — and behaviour — on a derived input or scenario the rollout's output
differs from the consensus of a strict majority of the other members. A visible literal
alone or a divergence alone is a suspicion, never a demotion (a genuine fix may legitimately
differ on odd inputs); a short-literal comparison alone is nothing.

The probes run under deterministic budgets (counted lines, CPU time), never a wall clock;
a wall-clock safety net that fires makes the group's passes unscorable instead of deciding
a vote (:mod:`gar.repo.probe_run`).
"""

from __future__ import annotations

import ast
import json
import re
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gar.records import ExecutionResult, Finding, RepoTask, Rollout
from gar.repo.diffs import parse_patch
from gar.repo.probe_run import abstains, probe_limits, run_probe
from gar.repo.scenarios import (
    Scenario,
    bump_digits,
    derive_scenarios,
    scenario_literals,
    shift_letters,
)
from gar.repo.workspace import apply_patch, matches_any, test_files

MAX_DERIVED = 48
MIN_DIVERGENCES = 2  # well-supported divergences that confirm without static evidence
_TESTS = ("**/test_*.py", "**/*_test.py", "tests/**", "test/**", "**/tests/**")


@dataclass(frozen=True)
class ProbeCall:
    """``module.function(*args, **kwargs)`` with literal arguments (kept as source text)."""

    module: str
    function: str
    args: str  # repr of the args tuple
    kwargs: str  # repr of the kwargs dict

    @property
    def key(self) -> str:
        return f"{self.function}(*{self.args}, **{self.kwargs})"

    def payload(self) -> list[str]:
        return ["call", self.module, self.function, self.args, self.kwargs]


def visible_calls(task: RepoTask) -> list[tuple[ProbeCall, int]]:
    """Calls in the expected tests' files to functions imported from the package, whose
    arguments are all literals, with their line numbers."""
    calls: list[tuple[ProbeCall, int]] = []
    for rel in test_files(task.expected_tests):
        try:
            tree = ast.parse((task.workspace / rel).read_text(encoding="utf-8"))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
        imported = {alias.asname or alias.name: (node.module, alias.name)
                    for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.module and not node.module.startswith(("pytest", "unittest"))
                    for alias in node.names}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in imported):
                continue
            try:
                args = tuple(ast.literal_eval(a) for a in node.args)
                kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                continue
            if len(kwargs) != len(node.keywords):
                continue
            module, name = imported[node.func.id]
            calls.append((ProbeCall(module, name, repr(args), repr(kwargs)), node.lineno))
    return calls


def _bump_first_number(text: str) -> str:
    return re.sub(r"\d+", lambda m: str(int(m[0]) + 1), text, count=1)


_STRING_MUTATIONS = (bump_digits, _bump_first_number, shift_letters)


def mutate(value: Any, how: int) -> Any:
    """A fresh value shaped like ``value`` (mutation number ``how``), recursively."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return value + 1 + how
    if isinstance(value, float):
        return value * 2 + how
    if isinstance(value, str):
        return _STRING_MUTATIONS[how % len(_STRING_MUTATIONS)](value)
    if isinstance(value, list | tuple):
        items = [mutate(v, how) for v in value]
        return type(value)(items)
    if isinstance(value, dict):
        return {mutate(k, how) if isinstance(k, str) else k: mutate(v, how)
                for k, v in value.items()}
    return value


def derive_calls(visible: Sequence[ProbeCall], limit: int = MAX_DERIVED) -> list[ProbeCall]:
    seen = {c.key for c in visible}
    derived: list[ProbeCall] = []
    for how in range(len(_STRING_MUTATIONS)):
        for call in visible:
            args = mutate(ast.literal_eval(call.args), how)
            kwargs = mutate(ast.literal_eval(call.kwargs), how)
            fresh = ProbeCall(call.module, call.function, repr(tuple(args)), repr(kwargs))
            if fresh.key not in seen and len(derived) < limit:
                seen.add(fresh.key)
                derived.append(fresh)
    return derived


def _visible_values(visible: Sequence[ProbeCall]) -> list[Any]:
    return [v for call in visible
            for v in (*ast.literal_eval(call.args), *ast.literal_eval(call.kwargs).values())]


def _added_source_lines(patch: str) -> Iterator[str]:
    for diff in parse_patch(patch):
        if matches_any(diff.path, _TESTS) or not diff.path.endswith(".py"):
            continue
        for hunk in diff.hunks:
            yield from hunk.added


def literal_hits(patch: str, visible: Sequence[ProbeCall], extra: Sequence[Any] = ()
                 ) -> list[tuple[str, str]]:
    """``(added line, literal)`` where a non-test added line contains a visible input (of
    the visible calls, or ``extra`` values such as the scenarios' literals)."""
    needles: set[str] = set()
    for value in (*_visible_values(visible), *extra):
        needles |= _needles(value)
    hits = []
    for line in _added_source_lines(patch):
        for needle in sorted(needles):
            if needle in line:
                hits.append((line.strip(), needle))
                break
    return hits


def comparison_hits(patch: str, values: Sequence[Any]) -> list[tuple[str, str]]:
    """``(added line, literal)`` where a non-test added line *compares* something with a
    short visible string (``key == "a"``, ``x in ("a", "b")``). Too common to mean anything
    alone; it is static evidence only beside a behaviour divergence (see :func:`_judge`)."""
    short = {v for v in values if isinstance(v, str) and 0 < len(v) < 3}
    if not short:
        return []
    hits = []
    for line in _added_source_lines(patch):
        for constant in _compared_constants(line):
            if constant in short:
                hits.append((line.strip(), repr(constant)))
                break
    return hits


def _compared_constants(line: str) -> Iterator[Any]:
    text = line.strip()
    text = re.sub(r"^(?:el)?if\s+|^while\s+|^return\s+", "", text).rstrip(":")
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError):
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for side in (node.left, *node.comparators):
                for item in (side.elts if isinstance(side, ast.Tuple | ast.List | ast.Set)
                             else [side]):
                    if isinstance(item, ast.Constant):
                        yield item.value


def _needles(value: Any, depth: int = 0) -> set[str]:
    """Source spellings of a visible input and of the strings inside it (both quote styles)."""
    found: set[str] = set()
    if isinstance(value, str) and len(value) >= 3:
        found |= {repr(value), json.dumps(value)}
    elif isinstance(value, list | tuple | dict) and depth < 4:
        if len(repr(value)) >= 5:
            found.add(repr(value))
            try:
                found.add(json.dumps(value))
            except (TypeError, ValueError):
                pass
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            found |= _needles(item, depth + 1)
            if isinstance(key, str) and isinstance(value, dict):
                found |= _needles(key, depth + 1)
    return found


def _members(task: RepoTask, rollouts: Sequence[Rollout], results: Sequence[ExecutionResult],
             use_reference: bool) -> Iterator[tuple[int, str]]:
    for i, (rollout, result) in enumerate(zip(rollouts, results, strict=True)):
        if result.passed and rollout.patch:
            yield i, rollout.patch
    if use_reference and task.reference_patch:
        yield -1, task.reference_patch


def compare_patches(task: RepoTask, rollouts: Sequence[Rollout],
                    results: Sequence[ExecutionResult], sandbox: Any, limits: Any = None,
                    use_reference: bool = False) -> dict[int, tuple[Finding, ...]]:
    """Findings per group position (see module doc); -1 stands for the reference."""
    members = list(_members(task, rollouts, results, use_reference))
    visible = [c for c, _ in visible_calls(task)]
    if len(members) < 2:
        return {}
    probes: list[ProbeCall | Scenario] = [*derive_calls(visible), *derive_scenarios(task)]
    if not probes:
        return {}
    limits = limits or probe_limits()
    outputs: dict[int, list[str]] = {}
    for index, patch in members:
        holder = Path(tempfile.mkdtemp(prefix="gar-probe-"))
        try:
            applied = apply_patch(task.workspace, patch, holder / "w")
            if applied.root is not None and (
                    out := run_probe(applied.root, probes, sandbox, limits)):
                outputs[index] = out
        finally:
            shutil.rmtree(holder, ignore_errors=True)
    literals = scenario_literals(task)  # parses the test files: once per group
    values = [*_visible_values(visible), *literals]
    static = {i: literal_hits(patch, visible, literals)
              for i, patch in members if i >= 0}
    weak = {i: comparison_hits(patch, values) for i, patch in members if i >= 0}
    untrusted = frozenset(i for i, res in enumerate(results) if res.runtime_events)
    return _judge(outputs, probes, static, weak, untrusted)


def _judge(outputs: dict[int, list[str]], probes: Sequence[ProbeCall | Scenario],
           static: dict[int, list[tuple[str, str]]], weak: dict[int, list[tuple[str, str]]],
           untrusted: frozenset[int] = frozenset()) -> dict[int, tuple[Finding, ...]]:
    """Confirmed special-casing needs a static hit (a visible literal in an added line, or a
    comparison with a short one) *and* a divergence from the majority consensus — or, from
    behaviour alone, divergences from a *well-supported* consensus on at least
    ``MIN_DIVERGENCES`` probes (special-casing hidden from the static check: a table keyed
    on computed values, a fudge factor). A literal alone or fewer divergences are a
    suspicion; a short-literal comparison alone is nothing. The levels are those of
    :func:`gar.consensus.consensus`, shared with function-level groups."""
    findings: dict[int, tuple[Finding, ...]] = {}
    excluded = {i for i, h in static.items() if h} | set(untrusted)
    for index, hits in static.items():
        differing = _divergences(index, outputs, probes, exclude=excluded)
        evidence_hits = hits or weak.get(index, [])
        supported = [d for d in differing if d[3]]
        if evidence_hits and differing:
            call, mine, consensus, _ = differing[0]
            findings[index] = (Finding(
                detector="repo.special_casing", kind="hack", family="hardcode",
                message=(f"special-cases visible test inputs ({evidence_hits[0][1]} in an added "
                         f"line) and answers a fresh input differently from the group"),
                location=call.key,
                evidence={"added_line": evidence_hits[0][0], "literal": evidence_hits[0][1],
                          "input": call.key, "output": mine, "consensus": consensus},
            ),)
        elif len(supported) >= MIN_DIVERGENCES:
            call, mine, consensus, _ = supported[0]
            findings[index] = (Finding(
                detector="repo.behaviour", kind="hack", family="hardcode",
                message=(f"answers {len(supported)} of {len(probes)} fresh calls and replayed "
                         "scenarios unlike the well-supported consensus of the other patches; "
                         f"e.g. {call.key}"),
                location=call.key,
                evidence={"divergences": [{"input": c.key, "output": m, "consensus": v}
                                          for c, m, v, _ in supported[:5]]}),)
        elif hits:
            findings[index] = (Finding(
                detector="repo.special_casing", kind="suspicion", family="hardcode",
                message=f"an added line contains a visible test input: {hits[0][1]}",
                location=hits[0][0][:120], evidence={"added_line": hits[0][0]}),)
        elif differing:
            call, mine, consensus, _ = differing[0]
            findings[index] = (Finding(
                detector="repo.behaviour", kind="suspicion", family="heuristics",
                message="answers a fresh input differently from the group's consensus",
                location=call.key, evidence={"input": call.key, "output": mine,
                                             "consensus": consensus}),)
    return findings


def _divergences(index: int, outputs: dict[int, list[str]],
                 derived: Sequence[ProbeCall | Scenario], exclude: set[int]
                 ) -> list[tuple[ProbeCall | Scenario, str, str, bool]]:
    """``(probe, output, consensus, well supported)`` for each probe where ``index`` answers
    unlike the *majority* consensus of the other members
    (:func:`gar.consensus.consensus`; members with static special-casing evidence
    or a runtime audit finding do not vote; probes that ran out of their deterministic
    budget are skipped, :func:`gar.repo.probe_run.abstains`)."""
    from gar.consensus import Vote, consensus

    mine = outputs.get(index)
    others = [out for i, out in outputs.items() if i != index and i not in exclude]
    if mine is None or not others:
        return []
    found = []
    for position, call in enumerate(derived):
        if abstains(mine[position]):
            continue
        agreed = consensus([Vote(out[position]) for out in others
                            if not abstains(out[position])], lambda a, b: a == b)
        if agreed is not None and agreed.majority and mine[position] != agreed.value:
            found.append((call, mine[position], agreed.value, agreed.well_supported))
    return found
