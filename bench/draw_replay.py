"""The behaviour stage's Hypothesis draws alone: record every ``generate._draw`` call of a
grading of the throughput benchmark's rollouts, then replay them in this process and time
them (thread CPU seconds), checking that every replay draws exactly what was recorded.

``--record FILE`` grades ``--size`` rollouts (``bench/grade_throughput.py``'s groups) with
``_draw`` wrapped and pickles each call's arguments and result; ``--replay FILE`` runs the
calls again ``--rounds`` times with this tree's ``_draw`` (the cache of ``random_calls`` is
not involved) and prints the CPU per round and any call whose draws differ (``--save FILE``:
the calls again with this tree's draws). Record with one
tree and replay with another to compare two versions' draws exactly.

Run: ``.venv/bin/python bench/draw_replay.py --record /tmp/draws.pkl --size 240`` then
``.venv/bin/python bench/draw_replay.py --replay /tmp/draws.pkl``.
"""

from __future__ import annotations

import argparse
import pickle
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))
sys.path.insert(0, str(HERE))

from gar.grading import generate
from gar.grading.values import value_key


def record(path: Path, size: int) -> None:
    import grade_throughput as throughput

    from gar.grading import GradeConfig, grade_groups
    from gar.io import load_rollouts, load_tasks

    calls: list[tuple] = []
    draw = generate._draw

    def recording(pre, seed_text, count, size_class, budget_s):  # type: ignore[no-untyped-def]
        began = time.thread_time()
        found = draw(pre, seed_text, count, size_class, budget_s)
        calls.append((pre, seed_text, count, size_class, budget_s, found,
                      time.thread_time() - began))
        return found

    generate._draw = recording  # type: ignore[assignment]
    with tempfile.TemporaryDirectory(prefix="gar-draws-") as tmp:
        tasks_path, rollouts_path = throughput.build(size, Path(tmp))
        tasks = load_tasks(str(tasks_path))
        grade_groups(tasks, load_rollouts(str(rollouts_path), tasks), GradeConfig())
    with path.open("wb") as handle:
        pickle.dump(calls, handle)
    spent = sum(c[-1] for c in calls)
    print(f"{len(calls)} draws, {sum(len(c[5]) for c in calls)} calls drawn, "
          f"{spent:.2f} thread CPU-s while grading")


def replay(path: Path, rounds: int, save: Path | None = None) -> None:
    with path.open("rb") as handle:
        calls = pickle.load(handle)
    for round_ in range(rounds):
        began, differ, drawn = time.thread_time(), [], []
        for pre, seed_text, count, size_class, budget_s, found, _ in calls:
            again = generate._draw(pre, seed_text, count, size_class, budget_s)
            drawn.append((pre, seed_text, count, size_class, budget_s, again, 0.0))
            if [value_key(a) for a in again] != [value_key(a) for a in found]:
                differ.append(f"{seed_text}/{size_class}/{count}")
        spent = time.thread_time() - began
        print(f"round {round_}: {len(calls)} draws, {spent:.2f} thread CPU-s, "
              f"{len(differ)} differ" + (f": {', '.join(differ[:8])}" if differ else ""))
    if save is not None:  # this tree's draws, to replay another tree against
        with save.open("wb") as handle:
            pickle.dump(drawn, handle)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--record", type=Path, metavar="FILE")
    parser.add_argument("--replay", type=Path, metavar="FILE")
    parser.add_argument("--size", type=int, default=240)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--save", type=Path, metavar="FILE",
                        help="with --replay: write the calls with this tree's draws")
    args = parser.parse_args()
    if args.record is not None:
        record(args.record, args.size)
    if args.replay is not None:
        replay(args.replay, args.rounds, args.save)


if __name__ == "__main__":
    main()
