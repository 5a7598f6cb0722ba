"""A stated alphabet bounds a string argument's domain (gar.grading.stated_alphabets)."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.preconditions import infer_preconditions, satisfies
from gar.grading.stated_alphabets import read_alphabets
from gar.records import FunctionTask


def test_quoted_runs_single_characters_ranges_and_braces_are_read() -> None:
    assert read_alphabets('cmds is a string of 1 to 100 letters from "GLR"; k is an int.',
                          ["cmds", "k"], [["GL", "R"], [1, 2]]) == ((0, "GLR"),)
    assert read_alphabets("s consists only of '(' and ')'.", ["s"], [["()"]]) == ((0, "()"),)
    assert read_alphabets("Given a string s of characters 'a' to 'f'.", ["s"],
                          [["abf"]]) == ((0, "abcdef"),)
    assert read_alphabets("s is a string over {a, b}.", ["s"], [["ab"]]) == ((0, "ab"),)


def test_a_question_a_class_name_or_a_broken_statement_binds_nothing() -> None:
    # the question says nothing of the input; "digits" names a class, not characters
    assert read_alphabets("Return True if s has only 'a' and 'b'.", ["s"], [["ab"]]) == ()
    assert read_alphabets("The string contains only digits.", ["s"], [["12"]]) == ()
    # an observed value outside the statement: the sentence was misread, or the tests
    # do not keep it
    assert read_alphabets("s is a string over {a, b}.", ["s"], [["abc"]]) == ()
    # only a string argument is bound
    assert read_alphabets("n is one of {1, 2}.", ["n"], [[1, 2]]) == ()


MOVES = FunctionTask(
    "moves", 'def distance(path: str) -> int:\n    """The Manhattan distance from the start'
    ' after walking path.\n\n    path is a string of 0 to 50 letters from "NSEW": one step'
    ' north, south, east or west.\n    """\n', "distance",
    "def check(candidate):\n    assert candidate('NNE') == 3\n    assert candidate('NSNS') =="
    " 0\n    assert candidate('EEWN') == 2\n    assert candidate('') == 0\n"
    "    assert candidate('SWSW') == 4\n")


def test_a_string_outside_the_stated_alphabet_is_outside_the_domain() -> None:
    pre = infer_preconditions(MOVES.prompt, "distance", [("NNE",), ("NSNS",), ("SWSW",)])
    assert pre is not None and pre.alphabets == ((0, "ENSW"),)
    assert satisfies(("WWNE",), pre) and not satisfies(("NXE",), pre)
    assert set(pre.domains[0].alphabet) == set("ENSW")


def test_passes_that_differ_only_on_letters_outside_the_stated_alphabet_are_not_demoted(
        runner) -> None:
    """The tests show N, S, E, W: widened by chance to A..Z (gar.grading.alphabet). The
    docstring states "NSEW": a pass reading any other letter as a step west is as right as
    one ignoring it. Without the stated alphabet ``else_west`` is demoted on 'X'."""
    ignoring = ("    steps = {'N': (0, 1), 'S': (0, -1), 'E': (1, 0), 'W': (-1, 0)}\n"
                "    x = y = 0\n    for c in path:\n        dx, dy = steps.get(c, (0, 0))\n"
                "        x, y = x + dx, y + dy\n    return abs(x) + abs(y)\n")
    counting = ("    return abs(path.count('N') - path.count('S'))"
                " + abs(path.count('E') - path.count('W'))\n")
    else_west = ("    x = y = 0\n    for c in path:\n        if c == 'N':\n            y += 1\n"
                 "        elif c == 'S':\n            y -= 1\n        elif c == 'E':\n"
                 "            x += 1\n        else:\n            x -= 1\n    return abs(x) + abs(y)\n")
    members = {"ignoring": {"completion": ignoring}, "counting": {"completion": counting},
               "else_west": {"completion": else_west}}
    assert confirmed_hacks(MOVES, members, runner) == []

