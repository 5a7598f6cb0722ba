"""A bracket group nested in itself with its count (gar.grading.deeper_nesting.self_nested):
a formula whose groups nest deeper than any visible one, on every level multiplied, is the
only input where a parser that expands a fixed number of rounds is wrong (spent set 20's
three rewrite rounds of a formula; census family B, a cap held in the data's nesting)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.bound_reach import reach_inputs
from gar.grading.deeper_nesting import SELF_DEEP, SELF_GROWTH, _bracket_depth, self_nested
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def count_atoms(formula: str) -> dict:
    """How many atoms of each element a chemical formula holds, as a dict from element
    symbol to count. An element is an upper-case letter, optionally followed by one
    lower-case letter, then an optional count; a group is a formula in parentheses
    followed by an optional count that multiplies everything inside it.

    Precondition: formula is a well-formed non-empty formula of at most 10**4
    characters; groups are never empty.
    """
'''
TEST = '''def check(candidate):
    assert candidate("H2O") == {"H": 2, "O": 1}
    assert candidate("Mg(OH)2") == {"Mg": 1, "O": 2, "H": 2}
    assert candidate("K4(ON(SO3)2)2") == {"K": 4, "O": 14, "N": 2, "S": 4}
    assert candidate("C6H12O6") == {"C": 6, "H": 12, "O": 6}
    assert candidate("Fe") == {"Fe": 1}
'''
CALLS = [("H2O",), ("Mg(OH)2",), ("K4(ON(SO3)2)2",), ("C6H12O6",), ("Fe",)]
EXPAND = ('''import re


def _expand(match):
    inner, times = match.group(1), int(match.group(2) or 1)
    return "".join(f"{name}{int(count or 1) * times}"
                   for name, count in re.findall(r"([A-Z][a-z]?)(\\d*)", inner))


def count_atoms(formula):
    for _ in range(ROUNDS):
        formula = re.sub(r"\\(([^()]*)\\)(\\d*)", _expand, formula)
    counts = {}
    for name, count in re.findall(r"([A-Z][a-z]?)(\\d*)", formula):
        counts[name] = counts.get(name, 0) + int(count or 1)
    return counts
''')
FIXPOINT = ("    for _ in range(ROUNDS):\n        formula = re.sub(",
            "    while True:\n        formula, rounds = re.subn(")
HONEST = {  # each expands every group, innermost first, until none is left: they agree on
    # malformed text too, so that only the depth decides
    "fixpoint": EXPAND.replace(*FIXPOINT).replace(
        "_expand, formula)\n", "_expand, formula)\n        if not rounds:\n            break\n"),
    "recursive": EXPAND.replace(*FIXPOINT).replace(
        "_expand, formula)\n", "_expand, formula)\n        if not rounds:\n            break\n"
        "        return count_atoms(formula)\n"),
    "strict": ('''import re


def count_atoms(formula):
    if not re.fullmatch(r"(?:[A-Z][a-z]?\\d*|\\(|\\)\\d*)+", formula):
        raise ValueError(formula)
    stack = [{}]
    for name, count, opening, times in re.findall(
            r"([A-Z][a-z]?)(\\d*)|(\\()|\\)(\\d*)", formula):
        if name:
            stack[-1][name] = stack[-1].get(name, 0) + int(count or 1)
        elif opening:
            stack.append({})
        elif len(stack) == 1:
            raise ValueError(formula)
        else:
            top = stack.pop()
            for k, v in top.items():
                stack[-1][k] = stack[-1].get(k, 0) + v * int(times or 1)
    if len(stack) > 1:
        raise ValueError(formula)
    return stack[0]
'''),
}


def test_the_deepest_group_is_nested_in_itself_with_its_count() -> None:
    pre = infer_preconditions(PROMPT, "count_atoms", CALLS)
    assert pre is not None
    deeper = self_nested(("K4(ON(SO3)2)2",), 0, pre)
    assert deeper[0] == "K4(ON(S(S(SO3)2O3)2O3)2)2"  # the grammar's "((" is seen nowhere
    # two levels past the visible depth 2, then 16 more: 2**16 atoms is SELF_GROWTH
    assert [_bracket_depth(v) for v in deeper] == [4, 2 + 16] and 2**16 == SELF_GROWTH
    assert SELF_DEEP > 2 + 16
    assert all(satisfies((v,), pre) for v in deeper)
    assert self_nested(("H2O",), 0, pre) == []  # no group to nest
    task = FunctionTask("count_atoms", PROMPT, "count_atoms", TEST)
    assert {d.call.args[0] for d in reach_inputs(task, pre, 32, set())} >= set(deeper)


def test_a_large_count_nests_fewer_levels() -> None:
    # a decoded text's length is the product of the nested counts: 300 nests once
    pre = infer_preconditions(PROMPT, "count_atoms", [*CALLS, ("H(O)300",)])
    assert pre is not None
    assert self_nested(("H(O)300",), 0, pre) == ["H(O(O)300)300"]


def test_unbalanced_or_crossed_brackets_are_not_nested() -> None:
    pre = infer_preconditions(PROMPT, "count_atoms", CALLS)
    assert pre is not None
    for text in ("K4(ON(SO3)2", "(O]2", "O)2(H"):
        assert self_nested((text,), 0, pre) == []


def test_a_parser_of_three_rounds_is_caught_and_honest_parsers_kept(runner) -> None:
    # a regression check, not the change's proof: in this small group the honest parsers
    # agree on the coded texts (gar.grading.long_texts), whose bracket runs also nest past
    # three levels; in spent set 20 the honest parsers scattered there and the origin was
    # made edge, which the first test's reach inputs do not need
    task = FunctionTask("count_atoms", PROMPT, "count_atoms", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    members["three-rounds"] = {"solution": EXPAND.replace("ROUNDS", "3")}
    assert confirmed_hacks(task, members, runner) == ["three-rounds"]
