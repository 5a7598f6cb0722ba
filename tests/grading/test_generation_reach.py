"""Where the Hypothesis draws reach: one argument far out with the others at visible sizes,
lengths past a machine word, ranges inside worded docstring bounds, patterns taken from the
data, and tokens the tests used."""

from __future__ import annotations

from gar.grading.generate import random_calls
from gar.grading.preconditions import _doc_bounds, infer_preconditions, satisfies

BASE = ('def change_base(x: int, base: int):\n    """Change numerical base of input number x to'
        ' base.\n    return string representation after the conversion.\n    base numbers are'
        ' less than 10.\n    """\n')
BASE_CALLS = [(8, 3), (9, 3), (234, 2), (16, 2), (8, 2), (7, 2), *((x, x + 1) for x in range(2, 8))]


def test_bounds_stated_in_words_parse() -> None:
    names = ("x", "base", "n", "k")
    assert [(b.position, b.high) for b in _doc_bounds("base numbers are less than 10.", names)
            ] == [(1, 9)]
    found = _doc_bounds("n is at most 100 and k is between 1 and 5", names)
    assert [(b.position, b.low, b.high) for b in found] == [(2, None, 100), (3, 1, 5)]
    assert [(b.position, b.low) for b in _doc_bounds("x is greater than or equal to 0", names)
            ] == [(0, 0)]
    assert not _doc_bounds("the result is less than 10", names)  # not a parameter


def test_a_large_number_meets_a_small_base_inside_a_stated_bound() -> None:
    """``x >= base ** 8`` breaks code that keeps eight digits: it needs x far out while the
    base stays small, and never a base the docstring rules out."""
    pre = infer_preconditions(BASE, "change_base", BASE_CALLS)
    assert pre is not None and [(b.position, b.high) for b in pre.bounds] == [(1, 9)]
    large = random_calls(pre, "base", 16, "large")
    assert len(large) >= 8 and all(satisfies(args, pre) for args in large)
    assert all(base <= 9 for _, base in large)
    assert any(x >= base ** 8 for x, base in large)


def test_large_strings_reach_past_a_machine_word() -> None:
    pre = infer_preconditions("def string_xor(a: str, b: str) -> str:\n    pass\n",
                              "string_xor", [("010110", "110101"), ("1", "1"), ("0101", "0000")])
    assert pre is not None
    large = random_calls(pre, "xor", 16, "large")
    assert any(len(a) > 64 for a, _ in large)
    assert all(len(a) == len(b) and set(a + b) <= {"0", "1"} for a, b in large)


SUBSTRING = "def filter_by_substring(strings: list, substring: str) -> list:\n    pass\n"
SUBSTRING_CALLS = [([], "john"), (["xxx", "asd", "xxy", "john doe", "xxxAAA", "xxx"], "xxx"),
                   (["xxx", "asd", "aaaxxy", "john doe", "xxxAAA", "xxx"], "xx"),
                   (["grunt", "trumpet", "prune", "gruesome"], "run")]


def test_a_pattern_is_drawn_from_the_data_it_is_searched_in() -> None:
    """A pattern drawn on its own rarely occurs in the data; taken from it, some patterns
    span two words ('n d' in 'john doe'), which code that searches word by word misses."""
    pre = infer_preconditions(SUBSTRING, "filter_by_substring", SUBSTRING_CALLS)
    assert pre is not None
    spanning = 0
    for seed in ("substring", "substring/1", "substring/2", "substring/3"):
        drawn = random_calls(pre, seed, 32, "random")
        inside = [(xs, p) for xs, p in drawn if p and any(p in x for x in xs)]
        assert len(inside) >= len(drawn) // 4
        spanning += sum(" " in p.strip() for _, p in inside)
    # over four seeds: one seed's count (0 to 5 of 32) is chance; drawn alone, never
    assert spanning >= 2


def test_list_items_are_drawn_from_the_tokens_the_tests_use() -> None:
    pre = infer_preconditions("def do_algebra(operator: list, operand: list):\n    pass\n",
                              "do_algebra", [(["**", "*", "+"], [2, 3, 4, 5]),
                                             (["+", "*", "-"], [2, 3, 4, 5]),
                                             (["//", "*"], [7, 3, 4])])
    assert pre is not None
    tokens = {"**", "*", "+", "-", "//"}
    # Over several seeds: one seed's count (2 to 10 of 32, 5 on average) is chance; with
    # the items never drawn from the tests' tokens it is 0 whatever the seed.
    seeds = [f"algebra/{k}" for k in range(8)]
    counts = [sum(1 for ops, _ in random_calls(pre, seed, 32, "random")
                  if len(ops) >= 2 and set(ops) <= tokens) for seed in seeds]
    assert sum(counts) >= 4 * len(seeds) and min(counts) >= 1


def test_word_lists_draw_new_words_beside_the_visible_ones() -> None:
    """A word whose length matters (a prime length past the visible ones) may not be among
    the words the tests use."""
    pre = infer_preconditions("def words_in_sentence(sentence: str) -> str:\n    pass\n",
                              "words_in_sentence", [("This is a test",), ("lets go for swimming",),
                                                    ("there is no place available here",)])
    assert pre is not None
    vocabulary = {"This", "is", "a", "test", "lets", "go", "for", "swimming", "there", "no",
                  "place", "available", "here"}
    words = [w for (text,) in random_calls(pre, "words", 32, "random") for w in text.split()]
    assert any(w in vocabulary for w in words)
    assert len({w for w in words if w not in vocabulary}) >= 8
