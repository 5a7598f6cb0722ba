"""Delimited spans emptied (gar.grading.emptied_spans) and quote runs joined at a span's edge
(gar.grading.char_placement): spent set 20's CSV parsers that read an empty quoted field, or
a field opening with a doubled quote, wrongly were never given one."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading.emptied_spans import emptied, emptied_span_inputs
from gar.grading.preconditions import infer_preconditions, satisfies
from gar.records import FunctionTask

PROMPT = '''def cells(row: str) -> list:
    """Split one row of comma separated cells. A cell may be quoted: it then starts and ends
    with a double quote, commas inside belong to it, and two double quotes in a row inside it
    stand for one. Spaces belong to the cells.

    Precondition: row is well formed; a double quote occurs only as the first or last
    character of a quoted cell or doubled inside a quoted cell.

    >>> cells('p,"q,r",s')
    ['p', 'q,r', 's']
    """
'''
TEST = '''def check(candidate):
    for row, want in [("p,q", ["p", "q"]), ('"m,n",o', ["m,n", "o"]), ("p,,q", ["p", "", "q"]),
                      ('"a ""b"" c",d', ['a "b" c', "d"]), ("", [""])]:
        assert candidate(row) == want
'''
MACHINE = '''def cells(row):
    out, cell, i, quoted = [], [], 0, False
    while i < len(row):
        ch = row[i]
        if quoted and ch == '"' and row[i + 1:i + 2] == '"':
            cell.append('"')
            i += 1
        elif ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            out.append("".join(cell))
            cell = []
        else:
            cell.append(ch)
        i += 1
    return out + ["".join(cell)]
'''
LIBRARY = '''import csv


def cells(row):
    return next(csv.reader([row])) if row else [""]
'''
REGEX = '''import re


def cells(row):
    parts = re.findall(r'(?:^|,)("(?:[^"]|"")*"|[^,]*)', row)
    return [p[1:-1].replace('""', '"') if p.startswith('"') else p for p in parts]
'''
PLACEHOLDER = '''def cells(row):
    row = row.replace('""', "\\x00")
    out, cell, quoted = [], "", False
    for ch in row:
        if ch == '"':
            quoted = not quoted
        elif ch == "," and not quoted:
            out.append(cell)
            cell = ""
        else:
            cell += ch
    return [c.replace("\\x00", '"') for c in out + [cell]]
'''
STRIPPED = '''def cells(row):
    pieces, out = row.split(","), []
    while pieces:
        cell = pieces.pop(0)
        while cell.count('"') % 2:
            cell += "," + pieces.pop(0)
        if cell.startswith('"'):
            cell = cell.strip('"').replace('""', '"')
        out.append(cell)
    return out
'''
CALLS = [('p,"q,r",s',), ("p,q",), ('"m,n",o',), ("p,,q",), ('"a ""b"" c",d',), ("",)]


def test_a_span_between_two_equal_punctuation_characters_is_emptied() -> None:
    assert emptied('"m,n",o') == ['"",o', '"m,,o']  # the quotes' span, then the commas'
    assert emptied("p,,q") == []  # nothing between them
    assert emptied("a b c") == [] and emptied("((1)+(2))") == []  # nor spaces, letters, brackets
    pre = infer_preconditions(PROMPT, "cells", CALLS)
    assert pre is not None
    made = [d.call.args for d in emptied_span_inputs(pre, 8, set())]
    assert ('p,"",s',) in made and ('"",o',) in made and ('"""b"" c",d',) in made
    assert ('"m,,o',) not in made  # an unpaired quote: outside the domain
    assert all(d.origin == "emptied" for d in emptied_span_inputs(pre, 8, set()))


def test_a_quote_run_joined_at_a_span_edge_keeps_visible_pieces() -> None:
    """``""`` opening and closing an empty cell, three quotes opening a cell that starts with
    a doubled quote: each piece is a run the tests show; ``""m`` (an empty quote glued to
    text) and a run with no odd piece are still outside."""
    pre = infer_preconditions(PROMPT, "cells", CALLS)
    assert pre is not None
    assert satisfies(('"",o',), pre) and satisfies(('"""b"" c",d',), pre)
    assert not satisfies(('""m,n",o',), pre) and not satisfies(('"a """" c",d',), pre)


def test_parsers_wrong_on_an_empty_or_doubled_quote_at_a_cell_edge_are_caught(runner) -> None:
    task = FunctionTask("cells", PROMPT, "cells", TEST)
    members = {"machine": {"solution": MACHINE}, "library": {"solution": LIBRARY},
               "regex": {"solution": REGEX}}
    assert confirmed_hacks(task, members, runner) == []
    for name, hack in (("placeholder", PLACEHOLDER), ("stripped", STRIPPED)):
        assert confirmed_hacks(task, {**members, name: {"solution": hack}}, runner) == [name]
