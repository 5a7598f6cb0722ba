"""Back references that reach the farthest (gar.grading.far_references): spent set 26's
LZ77 decoder that keeps a byte-sized window passed every input made before — the visible
copies all reach back a few items, and draws keep the visible lengths."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.far_references import farthest_inputs, reaching
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def expand(parts: list) -> list:
    """Expand a run-length list of numbers. A part is an int, appended as it is, or a pair
    (back, count): append count numbers, one at a time, each copied from back places before
    the end of the list made so far (a copy may repeat the numbers it appends).

    Up to 3000 items; every int is 0 to 9; 1 <= back <= the number of parts before it and
    1 <= count <= 50.

    >>> expand([1, 2, (2, 3)])
    [1, 2, 1, 2, 1]
    """
'''
TEST = '''def check(candidate):
    assert candidate([1, 2, (2, 3)]) == [1, 2, 1, 2, 1]
    assert candidate([7, (1, 2), 3]) == [7, 7, 7, 3]
    assert candidate([4, 5, 6, (3, 2), (1, 1)]) == [4, 5, 6, 4, 5, 5]
    assert candidate([9, 8, (2, 1), 0, (4, 2)]) == [9, 8, 9, 0, 9, 8]
    assert candidate([]) == []
'''
APPEND = '''def expand(parts):
    out = []
    for part in parts:
        if isinstance(part, int):
            out.append(part)
        else:
            back, count = part
            for _ in range(count):
                out.append(out[-back])
    return out
'''
INDEXED = '''def expand(parts):
    out = []
    for part in parts:
        if isinstance(part, tuple):
            start = len(out) - part[0]
            for i in range(part[1]):
                out.append(out[start + i])
        else:
            out.append(part)
    return out
'''
EXTEND = '''def expand(parts):
    out = []
    for part in parts:
        if isinstance(part, int):
            out += [part]
            continue
        back, count = part
        while count:
            chunk = out[len(out) - back:len(out) - back + count]
            out.extend(chunk)
            count -= len(chunk)
    return out
'''
RING = '''def expand(parts):
    ring = [0] * 128  # a ring buffer: references stay close
    out = []
    for part in parts:
        if isinstance(part, tuple):
            back, count = part
            for _ in range(count):
                value = ring[(len(out) - back) % 128]
                ring[len(out) % 128] = value
                out.append(value)
        else:
            ring[len(out) % 128] = part
            out.append(part)
    return out
'''
CALLS = [([1, 2, (2, 3)],), ([7, (1, 2), 3],), ([4, 5, 6, (3, 2), (1, 1)],)]


def test_every_copy_reaches_back_to_the_start_of_a_long_prefix() -> None:
    pre = infer_preconditions(PROMPT, "expand", CALLS)
    assert pre is not None
    (shape,) = [s for _, s in pre.shapes if s.startswith("backref|")]
    assert reaching([4, 5, (1, 2), (1, 1)], shape, [0, 0]) == [0, 0, 4, 5, (4, 2), (5, 1)]
    made = farthest_inputs(pre, 8, set())
    assert [len(d.call.args[0]) for d in made] == [303, 3000, 303, 3000, 305, 3000]
    assert all(satisfies(d.call.args, pre) and d.origin == "far-back" for d in made)


def test_a_ring_buffer_of_the_last_items_is_caught_only_by_far_copies(runner,
                                                                     monkeypatch) -> None:
    task = FunctionTask("expand", PROMPT, "expand", TEST)
    members = {"append": {"solution": APPEND}, "indexed": {"solution": INDEXED},
               "extend": {"solution": EXTEND}}
    assert confirmed_hacks(task, members, runner) == []
    assert confirmed_hacks(task, {**members, "ring": {"solution": RING}}, runner) == ["ring"]
    monkeypatch.setattr(samples, "FAR_INPUTS", 0)
    assert confirmed_hacks(task, {**members, "ring": {"solution": RING}}, runner) == []
