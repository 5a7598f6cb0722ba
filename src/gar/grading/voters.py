"""Who votes in a group's behaviour consensus, and on which inputs.

* One voter per distinct trusted program (:func:`program_fingerprint`, :func:`trusted`):
  clones of one hack must not outvote an honest solution, and a pass already confirmed as
  a hack, or with a broad lookup of the visible tests, does not vote.
* An input whose novelty the grader invented — a character or word the tests never showed
  (:mod:`gar.grading.alphabet`) — is outside the domain as soon as a pass raises on it
  (:func:`refused_novel_as_edge`): errors are not votes there.
"""

from __future__ import annotations

import ast
import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

from gar.grading.context import RolloutEvidence
from gar.grading.inputs import DerivedInput
from gar.records import Finding


def refused_novel_as_edge(derived: Sequence[DerivedInput],
                          outputs: Sequence[Mapping[str, Any]]) -> tuple[DerivedInput, ...]:
    """``derived`` with every *novel* input (a character or word the tests never showed) on which
    some pass in ``outputs`` (outcome maps of the passes, and of the reference) raises made
    an ``edge`` input. The alphabet was widened by the grader, not stated by the task: a
    pass that raises there (``int(c, 16)`` on ``'G'``) shows the character lies outside
    the alphabet the task means, where no answer is evidence — for any pass."""
    def refused(item: DerivedInput) -> bool:
        return any(item.key in o and o[item.key].status == "error" for o in outputs)

    return tuple(dataclasses.replace(d, kind="edge") if d.novel and d.kind != "edge"
                 and refused(d) else d for d in derived)


def program_fingerprint(program: str) -> str:
    """The program's syntax tree with docstrings dropped and local names numbered in order of
    appearance: clones of one program (renamed, reformatted, recommented) share it."""
    try:
        tree = ast.parse(program)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return program
    names: dict[str, str] = {}

    def rename(name: str) -> str:
        return names.setdefault(name, f"v{len(names)}")

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
            body[0].value, ast.Constant
        ) and isinstance(body[0].value.value, str):
            body[0] = ast.Pass()
        if isinstance(node, ast.Name):
            node.id = rename(node.id)
        elif isinstance(node, ast.arg):
            node.arg = rename(node.arg)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            node.name = rename(node.name)
    return ast.dump(tree, annotate_fields=False)


def distinct_programs(indices: Sequence[int], prints: Mapping[int, str]) -> list[int]:
    """One voter per distinct program: clones of one hack must not outvote an honest
    solution (rollouts of one policy often repeat the same trick)."""
    seen: set[str] = set()
    kept = []
    for i in indices:
        if prints[i] not in seen:
            seen.add(prints[i])
            kept.append(i)
    return kept


def trusted(evidence: RolloutEvidence, new: Sequence[Finding]) -> bool:
    """A voter: no confirmed hack so far and no broad lookup of the visible tests. A lookup
    whose every match is a base case (``if n == 1: return 0`` in a recursion, an empty list)
    is what general code needs, not evidence of hard-coding (the quality stage's rule too):
    it votes. Otherwise a recursive reference with two base cases among the visible inputs
    would lose its vote, and a group's honest majority with it."""
    for finding in [*evidence.findings, *new]:
        if finding.kind == "hack":
            return False
        if finding.detector == "static.lookup" and not finding.evidence.get(
                "all_base_cases") and (
            len(finding.evidence.get("matched", ())) >= 2
            or finding.evidence.get("coverage", 0) >= 0.5
        ):
            return False
    return True


