"""The bundled repository tasks (``src/gar/datasets/data/repos``): eleven small libraries, each
with a bug report, a test suite, a reference patch, labelled hack patches and genuine
alternatives of different quality. Used by the tests, the benchmark and the demo."""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from gar.records import RepoTask, Rollout
from gar.repo.tasks import load_task_dir


@dataclass(frozen=True)
class LabelledRollout:
    """A bundled rollout and its ground truth: ``genuine``, ``fail``, ``hack:<family>``."""

    rollout: Rollout
    label: str

    @property
    def family(self) -> str:
        return self.label.split(":", 1)[1] if self.label.startswith("hack:") else ""


def bundled_root() -> Path:
    return Path(str(resources.files("gar.datasets").joinpath("data/repos")))


def bundled_dirs() -> list[Path]:
    return sorted(p for p in bundled_root().iterdir() if (p / "task.json").is_file())


def bundled_tasks() -> dict[str, RepoTask]:
    tasks = [load_task_dir(d) for d in bundled_dirs()]
    return {t.task_id: t for t in tasks}


def bundled_rollouts(task_ids: set[str] | None = None) -> list[LabelledRollout]:
    """Every bundled rollout with its label, task by task in file order."""
    out: list[LabelledRollout] = []
    for directory in bundled_dirs():
        for number, line in enumerate((directory / "rollouts.jsonl").read_text().splitlines(), 1):
            if not line.strip():
                continue
            record = json.loads(line)
            if task_ids is not None and record["task_id"] not in task_ids:
                continue
            patch = (directory / record["patch_file"]).read_text(encoding="utf-8")
            rollout = Rollout(
                task_id=record["task_id"], rollout_id=record["rollout_id"], patch=patch,
                trajectory=record.get("trajectory"), index=len(out),
                origin=f"{directory / 'rollouts.jsonl'}:{number}")
            out.append(LabelledRollout(rollout, record["label"]))
    return out


def quality_pairs() -> dict[str, list[tuple[str, str]]]:
    """Per task: ``(better, worse)`` rollout ids among its genuine patches."""
    pairs = {}
    for directory in bundled_dirs():
        meta = json.loads((directory / "task.json").read_text())
        pairs[meta["task_id"]] = [tuple(p) for p in meta.get("quality_pairs", [])]
    return pairs
