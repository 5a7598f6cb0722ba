"""Items of a closed format (gar.grading.item_formats): blind set 21's operation lists
(``"push 3"``, ``"pop"``, ``"min"``) were drawn with an item of no defined operation
(``"kw 5 7"``) and an honest simulator that reads it its own way was demoted."""

from __future__ import annotations

from gar.grading.item_formats import PREFIX, adopted, keeps, pattern, repaired
from gar.grading.preconditions import infer_preconditions, satisfies

QUEUE = '''def run(steps: list) -> list:
    """Run the queue steps ("put x", "take", "peek") and return what each peek sees."""
'''
CALLS = [(["put 3", "put -1", "peek", "take", "peek"],), (["put 7", "peek"],),
         (["put 1", "put 2", "take", "take"],)]


def test_patterns_are_words_and_integer_slots() -> None:
    assert pattern("put -12") == "put #" and pattern("take") == "take"
    assert pattern("put  3") is None and pattern("put x=3") is None and pattern("") is None


def test_an_item_of_another_pattern_is_outside_and_repairs_rebuild_it() -> None:
    pre = infer_preconditions(QUEUE, "run", CALLS)
    assert pre is not None
    shape = PREFIX + "peek;put #;take"
    assert (0, shape) in pre.shapes
    assert not satisfies((["put 1", "kw 5 7"],), pre) and not satisfies((["put"],), pre)
    assert satisfies((["put 9", "put 8", "take", "peek"],), pre)
    fixed = repaired(["put 1", "kw 5 7", "xyz"], shape)
    assert fixed[0] == "put 1" and keeps(fixed, shape)


def test_free_text_and_slotless_words_adopt_no_format() -> None:
    assert adopted([["I have 3 cats", "she has 2 dogs"], ["we saw 5 birds"]]) is None
    assert adopted([["pop", "min", "pop", "min"]]) is None  # no slot: a vocabulary, not this
    assert adopted([["put 1"], ["take"]]) is None  # two items, two patterns: no evidence
