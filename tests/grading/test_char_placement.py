"""Characters whose placement the docstring constrains (gar.grading.char_placement): blind
set 20's CSV lines were drawn with quotes inside unquoted fields, and the canonical parser
was outvoted there."""

from __future__ import annotations

from gar.grading.char_placement import adopted, constrained, contexts, keeps
from gar.grading.preconditions import infer_preconditions, satisfies

TAGS = '''def tags(text: str) -> list:
    """Split text into its words and return those tagged with a hash.

    Precondition: a hash occurs only as the first character of a word.
    """
'''
CALLS = [("#red fox and #blue",), ("a #b c",), ("#x",), ("no tags here",)]


def test_a_placement_sentence_names_its_character() -> None:
    assert constrained(TAGS) == ["#"]
    assert constrained("A double quote occurs only at a field's edges.") == ['"']
    assert constrained("It consists only of '(' and ')'.") == []  # no placement stated
    assert constrained("Return True if a comma occurs only between words.") == []  # question
    assert contexts('a,"b ""c""",d', '"') == {"1,a", "2sa", "3a,"}  # run, left, right


def test_a_run_in_an_unseen_context_is_outside_the_domain() -> None:
    pre = infer_preconditions(TAGS, "tags", CALLS)
    assert pre is not None
    assert not satisfies(("re#d",), pre) and not satisfies(("##a",), pre)
    assert not satisfies(("a #",), pre)
    assert satisfies(("#one two #three",), pre) and satisfies(("plain words",), pre)
    unstated = infer_preconditions(TAGS.replace("only as the first character of a word",
                                                "in some words"), "tags", CALLS)
    assert unstated is not None and satisfies(("re#d",), unstated)


CELLS = '''def cells(line: str) -> list:
    """Split line at commas; a quoted cell keeps its commas, a doubled quote inside it is one
    quote. Precondition: a double quote occurs only at a quoted cell's edges or doubled
    inside it.
    """
'''


def test_a_character_that_pairs_up_keeps_inside_and_outside_apart() -> None:
    calls = [('a,"b,c",d',), ('"x ""y"" z",w',), ('p,q',), ('"m",n',)]
    pre = infer_preconditions(CELLS, "cells", calls)
    assert pre is not None
    assert satisfies(('"k ""l"" m",n',), pre)
    assert not satisfies(('x ""y"" z,w',), pre)  # a doubled quote outside a quoted cell
    assert not satisfies(('"a,b',), pre)  # an odd count


def test_repairs_remove_misplaced_runs_until_every_run_is_placed() -> None:
    from gar.grading.char_placement import keeps, repaired
    pre = infer_preconditions(CELLS, "cells", [('a,"b,c",d',), ('"x ""y"" z",w',),
                                               ('p,q',), ('"m",n',)])
    assert pre is not None
    shape = next(s for _, s in pre.shapes if s.startswith("place|"))
    for drawn in ('a,b,c"say ""hi"" now",ok', 'x ""y"" z,w', '"a,b', 'q"'):
        fixed = repaired(drawn, shape)
        assert keeps(fixed, shape) and satisfies((fixed,), pre)
    assert repaired('"k ""l"" m",n', shape) == '"k ""l"" m",n'  # kept as it is


INI = ('every line that is not blank or a comment is a header whose name holds no "[" or "]",'
       ' or holds "=" with a key that does not start with "[", ";" or "#".')


def test_a_restriction_said_by_negation_constrains_and_one_about_the_result_does_not() -> None:
    # Session 23 (spent set 29's one false demotion): an INI text's line grammar said with
    # "holds no" and "does not start with" was never read, and an honest parser was
    # outvoted on a mutated line "[g8ve...=...m[p" whose brackets the grammar rules out.
    assert constrained(INI) == ["[", "]", "=", ";", "#"]
    assert constrained('The result has no trailing "/" and starts with "/".') == []
    text = "name = demo\n[server]\nhost = example.org\n; comment\n[client]\nport=8080\n"
    shapes = adopted([text, "[a]\nk=1\nk=2", ""], INI)
    assert all(keeps(text, s) for s in shapes)
    broken = text + "[g8ve=e1m[p\n"
    assert not all(keeps(broken, s) for s in shapes)
