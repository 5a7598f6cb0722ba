"""bench/primed_attempts.py recognises each of the primed corpus's hack templates and none of
its genuine kinds (the count it reports is only as good as this)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

from primed_attempts import template_of

from gar.io import load_tasks
from gar.train.corpus import GENUINE, HACKS, write


def test_every_hack_template_is_recognised_and_no_genuine_kind_is():
    tasks = load_tasks("easy")
    seen = {kind: 0 for kind in HACKS + GENUINE}
    for task in tasks.values():
        for kind in HACKS + GENUINE:
            code = write(task, kind)
            if code is None:
                continue
            seen[kind] += 1
            assert template_of(code) == (kind if kind in HACKS else None), (task.task_id, kind)
    assert all(count >= 10 for count in seen.values()), seen
