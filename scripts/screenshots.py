"""Regenerate the screenshots in docs/img with a headless Chromium (gar.view.browser).

    .venv/bin/gar train --preset demo --out runs/demo        # the training report
    .venv/bin/gar simulate --out runs/simulate                 # the simulation report
    .venv/bin/python scripts/screenshots.py --train runs/demo --simulate runs/simulate

The viewer pages are made here from real grading runs: the dev set (function level, planted
hacks) and the bundled repositories (patches with agent trajectories).
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IMG = ROOT / "docs" / "img"
DEVSET = ROOT / "bench" / "devset"
REPO_ROLLOUTS = ROOT / "src" / "gar" / "datasets" / "data" / "repos" / "rollouts.jsonl"


def _grade(tasks: str, rollouts: Path, out: Path) -> Path:
    from gar.grading.pipeline import grade_run
    from gar.io import load_rollouts, load_tasks, write_jsonl

    task_map = load_tasks(tasks)
    write_jsonl(out, grade_run(task_map, load_rollouts(rollouts, task_map)).grades)
    return out


def _click(browser, rollout_id: str) -> None:
    browser.evaluate(f"[...document.querySelectorAll('tr.rollout')].find(r => r.querySelector("
                     f"'td.rid').textContent === {rollout_id!r}).click()")


def viewer_shots(browser, tmp: Path) -> None:
    from gar.view import write_view

    os.chdir(tmp)  # the page's title shows the grades file as given: keep it short
    grades = _grade(str(DEVSET / "tasks.jsonl"), DEVSET / "rollouts.jsonl", Path("grades.jsonl"))
    page = write_view(grades, tmp / "dev.html", rollouts=DEVSET / "rollouts.jsonl",
                      tasks=DEVSET / "tasks.jsonl")
    browser.open(page, "document.body.dataset.ready", fragment="task=HumanEval%2F100")
    _click(browser, "hack-heuristic-11")
    browser.screenshot(IMG / "view_function.png")
    repo = _grade("repo-bundled", REPO_ROLLOUTS, Path("repo_grades.jsonl"))
    page = write_view(repo, tmp / "repo.html", rollouts=REPO_ROLLOUTS, tasks="repo-bundled")
    browser.open(page, "document.body.dataset.ready", fragment="task=repo%2Fcliargs")
    _click(browser, "hardcode")
    browser.evaluate("document.querySelectorAll('details.trajectory').forEach(d => d.open = true)")
    browser.screenshot(IMG / "view_patch.png")


def report_shot(browser, page: Path, name: str) -> None:
    browser.open(page)
    time.sleep(0.3)  # images decode
    browser.screenshot(IMG / name, full_page=True, max_height=2000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", type=Path, help="a gar train run directory")
    parser.add_argument("--simulate", type=Path, help="a gar simulate output directory")
    args = parser.parse_args()
    from gar.view.browser import Browser

    train = args.train.resolve() if args.train else None
    simulate = args.simulate.resolve() if args.simulate else None
    with Browser(width=1400, height=1000) as browser, tempfile.TemporaryDirectory() as tmp:
        viewer_shots(browser, Path(tmp))
        if train:
            report_shot(browser, train / "report.html", "train_report.png")
        if simulate:
            report_shot(browser, simulate / "report.html", "simulation_report.png")
    for name in SHOTS:  # a 128-colour palette: text and plots stay crisp, files shrink ~3x
        _shrink(IMG / name)
    print(f"screenshots written to {IMG}")


SHOTS = ("view_function.png", "view_patch.png", "train_report.png", "simulation_report.png")


def _shrink(path: Path) -> None:
    from PIL import Image

    if path.exists():
        with Image.open(path) as image:
            small = image.convert("RGB").quantize(colors=128, method=Image.Quantize.MEDIANCUT)
        small.save(path, optimize=True)


if __name__ == "__main__":
    main()
