"""Benchmark: `gar view` with 10,000 rollouts, paginated (the default) against eager rendering.

Data: the dev set's real grades (``gar grade bench/devset/...``, 274 rollouts in 30 groups),
replicated under renamed task ids until there are ``--rollouts`` of them, joined with their
real code. Peer: the same page told to put every group on one page (``#size=100000``), i.e.
the eager rendering a naive report does. Both are loaded in the same headless Chromium.

Columns (median over ``--repeats`` loads, milliseconds):
  load       navigation start until the page says it is ready (parse JSON, first render)
  filter     switching the verdict filter to "confirmed hacks" (JS time of render())
  search     typing a search term (JS time of render(); the first search builds the index)
  open row   opening one rollout's code and evidence
  rows       table rows in the DOM after load

Run:  .venv/bin/python bench/view_render.py                   (10,000 rollouts)
      .venv/bin/python bench/view_render.py --rollouts 2000 --repeats 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "bench" / "devset"


def _grades(tmp: Path) -> Path:
    from gar.grading.pipeline import grade_run
    from gar.io import load_rollouts, load_tasks, write_jsonl

    tasks = load_tasks(DEVSET / "tasks.jsonl")
    out = tmp / "dev_grades.jsonl"
    write_jsonl(out, grade_run(tasks, load_rollouts(DEVSET / "rollouts.jsonl", tasks)).grades)
    return out


def _replicate(path: Path, rollouts: Path, count: int, tmp: Path) -> tuple[Path, Path]:
    grades = [json.loads(line) for line in path.read_text().splitlines()]
    code = [json.loads(line) for line in rollouts.read_text().splitlines()]
    out_g, out_r = [], []
    copy = 0
    while len(out_g) < count:
        for g, r in zip(grades, code, strict=True):
            out_g.append({**g, "task_id": f"{g['task_id']}~{copy}"})
            out_r.append({**r, "task_id": f"{r['task_id']}~{copy}"})
        copy += 1
    big_g, big_r = tmp / "grades.jsonl", tmp / "rollouts.jsonl"
    big_g.write_text("".join(json.dumps(g) + "\n" for g in out_g[:count]))
    big_r.write_text("".join(json.dumps(r) + "\n" for r in out_r[:count]))
    return big_g, big_r


def _measure(browser, page: Path, fragment: str) -> dict[str, float]:
    browser.navigate("about:blank")
    browser.wait_for("!document.getElementById('gar-data')")
    began = time.perf_counter()
    browser.open(page, "document.body.dataset.ready", fragment=fragment)
    load = (time.perf_counter() - began) * 1e3
    rows = browser.evaluate("document.querySelectorAll('tr.rollout').length")
    browser.evaluate("(() => { const s = document.getElementById('verdict'); s.value = 'hack';"
                     " s.dispatchEvent(new Event('change')); })()")
    filt = float(browser.evaluate("document.body.dataset.renderMs"))
    browser.evaluate("(() => { const s = document.getElementById('search'); s.value = 'sys.';"
                     " s.dispatchEvent(new Event('input')); })()")
    time.sleep(0.3)  # the search box waits 120 ms for more typing
    search = float(browser.evaluate("document.body.dataset.renderMs"))
    opened = browser.evaluate("(() => { const t = performance.now(); document.querySelector("
                              "'tr.rollout').click(); return performance.now() - t; })()")
    return {"load": load, "filter": filt, "search": search, "open row": opened, "rows": rows}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rollouts", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    from gar.view import write_view
    from gar.view.browser import Browser, find_chromium

    if find_chromium() is None:
        sys.exit("no Chromium: apt-get install chromium (or set GAR_CHROMIUM)")
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        grades, rollouts = _replicate(_grades(tmp), DEVSET / "rollouts.jsonl", args.rollouts,
                                      tmp)
        began = time.perf_counter()
        page = write_view(grades, tmp / "view.html", rollouts=rollouts,
                          tasks=DEVSET / "tasks.jsonl")
        build = time.perf_counter() - began
        print(f"{args.rollouts} rollouts; page {page.stat().st_size / 1e6:.1f} MB written in "
              f"{build:.2f} s")
        results = {}
        with Browser(width=1400, height=900, timeout_s=300) as browser:
            for label, fragment in (("gar view (20 groups/page)", ""),
                                    ("eager (all groups)", "size=100000")):
                runs = [_measure(browser, page, fragment) for _ in range(args.repeats)]
                results[label] = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
    ours, peer = results.values()
    print(f"{'':28}" + "".join(f"{k:>12}" for k in ours))
    for label, row in results.items():
        print(f"{label:28}" + "".join(f"{v:>12.0f}" for v in row.values()))
    print(f"{'ratio eager / gar view':28}" + "".join(
        f"{peer[k] / ours[k]:>11.1f}×" if ours[k] else f"{'-':>12}" for k in ours))


if __name__ == "__main__":
    main()
