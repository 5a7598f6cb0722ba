"""What the viewer shows: grade records joined with their rollouts and tasks, grouped.

A grades file (``gar grade -o GRADES.jsonl``) holds verdicts, tiers, advantages and findings
but not the rollouts' code, so the code and any agent trajectory come from the rollouts file
the grades were made from (``rollouts=``; ``"examples"`` means the built-in set for
``tasks``). Without it the page still shows every grade and its evidence, and says where the
code would come from. Records are matched on ``(task_id, rollout_id)``; a grade record that
itself carries ``completion``/``solution``/``patch`` or ``trajectory`` keeps its own.

Decisions written down here because nobody else will:

* Groups are the rollouts of one ``task_id`` in order of first appearance (how ``gar grade``
  groups them); rollouts keep file order within a group. A training run's ``groups.jsonl``
  (``gar train``) works too: there a group is one task at one step.
* A function-level ``completion`` is shown after the task's prompt when the task is known,
  so the line numbers the detectors cite (``solution:12``) match the lines on screen.
* Texts are cut at :data:`MAX_TEXT` characters (code, prompts, evidence strings) so one
  runaway rollout cannot make the page unusable; the cut is marked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from gar.errors import InputError
from gar.records import FunctionTask, Rollout, Task

MAX_TEXT = 60_000
_CUT = "\n… [cut by gar view: {} more characters]"

#: Fields copied from each grade record as they are (missing ones stay absent).
GRADE_FIELDS = ("task_id", "rollout_id", "status", "passed", "hack", "tier", "rank", "factor",
                "reward", "advantage", "advantage_grpo", "advantage_dr_grpo",
                "advantage_grpo_binary", "advantage_used", "step", "tokens", "truncated",
                "reason", "reason_code", "timings")


def load_view_data(grades: str | Path, *, rollouts: str | Path | None = None,
                   tasks: str | Path | None = None) -> dict[str, Any]:
    """The page's data: ``{"source", "groups": [...], "rollouts": [...], "notes": [...]}``.

    ``groups[i]`` is ``{"group", "task_id", "kind", "prompt", "members": [indexes]}``;
    ``rollouts[j]`` is the grade record (see :data:`GRADE_FIELDS`) plus ``findings`` (hack
    evidence first, each with ``kind``), ``code``, ``code_kind`` (``completion``,
    ``solution``, ``patch`` or ``None``), ``prompt_lines`` (how many leading lines of
    ``code`` are the task's prompt), ``trajectory`` and ``line`` (the grades file's line).
    """
    from gar.io import load_tasks, read_jsonl

    task_map: dict[str, Task] = load_tasks(tasks) if tasks is not None else {}
    sources = _rollout_sources(rollouts, task_map)
    records: list[dict[str, Any]] = []
    for number, line in read_jsonl(grades):
        for record in _grade_records(line):
            for key in ("task_id", "rollout_id"):
                if not isinstance(record.get(key), str | int) or record.get(key) == "":
                    raise InputError(str(grades), number, f"not a grade record: no '{key}' "
                                     "(expected `gar grade` output or a run's groups.jsonl)")
            records.append(_rollout_entry(record, number, sources, task_map))
    notes = _notes(records, rollouts, tasks)
    return {"source": str(grades), "groups": _groups(records, task_map), "rollouts": records,
            "notes": notes}


def _grade_records(line: dict[str, Any]) -> list[dict[str, Any]]:
    """A grade record as it is; a line of a training run's ``groups.jsonl`` (``step``,
    ``task_id``, ``rollouts``) as its members, grouped per step, with GAR's advantage in
    ``advantage`` (the run's own estimator's value is ``advantage_used``)."""
    members = line.get("rollouts")
    if not isinstance(members, list):
        return [line]
    group = f"step {line.get('step')} · {line.get('task_id')}"
    return [{**m, "task_id": line.get("task_id"), "group": group,
             "advantage": m.get("advantage_gar", m.get("advantage")),
             "advantage_used": m.get("advantage"), "completion": m.get("code")}
            for m in members if isinstance(m, dict)]


def _rollout_sources(spec: str | Path | None, task_map: Mapping[str, Task]
                     ) -> dict[tuple[str, str], Rollout]:
    if spec is None:
        return {}
    from gar.datasets import BUILTIN_ROLLOUTS, builtin_rollouts
    from gar.io import load_rollouts

    if str(spec) in BUILTIN_ROLLOUTS:
        if not task_map:
            raise InputError(str(spec), None, f"--rollouts {spec} needs --tasks")
        items = builtin_rollouts(str(spec), task_map)
    else:
        items = load_rollouts(spec, task_map)
    return {(r.task_id, r.rollout_id): r for r in items}


def _rollout_entry(record: Mapping[str, Any], number: int,
                   sources: Mapping[tuple[str, str], Rollout],
                   task_map: Mapping[str, Task]) -> dict[str, Any]:
    entry = {k: record[k] for k in GRADE_FIELDS if k in record}
    entry["task_id"], entry["rollout_id"] = str(record["task_id"]), str(record["rollout_id"])
    entry["group"] = str(record.get("group", entry["task_id"]))
    entry["line"] = number
    hacks = [dict(f, kind="hack") for f in _findings(record.get("hack_evidence"))]
    others = [f for f in _findings(record.get("findings")) if f.get("kind") != "hack"]
    entry["findings"] = [_clip_finding(f) for f in hacks + others]
    source = sources.get((entry["task_id"], entry["rollout_id"]))
    kind, code = _code(record, source)
    task = task_map.get(entry["task_id"])
    entry["prompt_lines"] = 0
    if kind == "completion" and isinstance(task, FunctionTask) and code is not None:
        entry["prompt_lines"] = task.prompt.count("\n")
        code = task.prompt + code
    entry["code_kind"], entry["code"] = kind, _clip(code)
    trajectory = record.get("trajectory", source.trajectory if source else None)
    entry["trajectory"] = trajectory if isinstance(trajectory, list) else (
        None if trajectory is None else [trajectory])
    return entry


def _code(record: Mapping[str, Any], source: Rollout | None) -> tuple[str | None, str | None]:
    for kind in ("completion", "solution", "patch"):
        if isinstance(record.get(kind), str):
            return kind, record[kind]
    if source is not None:
        for kind in ("completion", "solution", "patch"):
            value = getattr(source, kind)
            if value is not None:
                return kind, value
    return None, None


def _findings(value: Any) -> list[dict[str, Any]]:
    """Finding dicts; a bare string (older records) becomes a finding with that message."""
    if not isinstance(value, list):
        return []
    return [dict(f) if isinstance(f, dict) else {"message": str(f)} for f in value]


def _clip_finding(finding: dict[str, Any]) -> dict[str, Any]:
    finding["evidence"] = _clip_value(finding.get("evidence") or {})
    finding["message"] = _clip(str(finding.get("message", ""))) or ""
    return finding


def _clip_value(value: Any, depth: int = 0) -> Any:
    if isinstance(value, str):
        return _clip(value)
    if depth > 8:
        return "…"
    if isinstance(value, Mapping):
        return {str(k): _clip_value(v, depth + 1) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clip_value(v, depth + 1) for v in value[:200]]
    return value


def _clip(text: str | None) -> str | None:
    if text is None or len(text) <= MAX_TEXT:
        return text
    return text[:MAX_TEXT] + _CUT.format(len(text) - MAX_TEXT)


def _groups(records: Sequence[Mapping[str, Any]], task_map: Mapping[str, Task]
            ) -> list[dict[str, Any]]:
    groups: dict[str, dict[str, Any]] = {}
    for index, record in enumerate(records):
        key = record["group"]
        if key not in groups:
            task = task_map.get(record["task_id"])
            prompt = (task.prompt if isinstance(task, FunctionTask)
                      else getattr(task, "problem_statement", None))
            groups[key] = {"group": key, "task_id": record["task_id"], "prompt": _clip(prompt),
                           "kind": getattr(task, "kind", None), "members": []}
        groups[key]["members"].append(index)
    return list(groups.values())


def _notes(records: Sequence[Mapping[str, Any]], rollouts: Any, tasks: Any) -> list[str]:
    notes = []
    missing = sum(1 for r in records if r["code_kind"] is None)
    if missing and rollouts is None:
        notes.append("Code not shown: the grades file holds no code; pass the rollouts file "
                     "the grades were made from (gar view GRADES --rollouts ROLLOUTS).")
    elif missing:
        notes.append(f"{missing} rollout(s) have no matching record in {rollouts}.")
    if tasks is None:
        notes.append("Task prompts not shown (pass --tasks TASKS).")
    return notes
