"""Character classes the tests never show (gar.grading.unseen_classes), not asked where the
docstring writes the allowed letters out: blind set 18's strings "over the letters "abc""
and letters "a".."z" were moved to capitals, and honest solutions that read capitals their
own way were demoted there."""

from __future__ import annotations

from gar.grading.preconditions import infer_preconditions
from gar.grading.unseen_classes import unseen_class_inputs

PROMPT = '''def common(a: str, b: str) -> int:
    """The length of a longest common subsequence of a and b. STATED
    """
'''
CALLS = [("abcab", "bcb"), ("aaa", "bbb"), ("cab", "cab")]


def _moved(stated: str) -> list[tuple]:
    prompt = PROMPT.replace("STATED", stated)
    pre = infer_preconditions(prompt, "common", CALLS)
    assert pre is not None
    return [d.call.args for d in unseen_class_inputs(prompt, "common", pre, 16, set())]


def test_quoted_letters_name_the_alphabet_and_its_case() -> None:
    assert _moved('a and b are strings over the letters "abc".') == []
    assert _moved("Letters are 'a'..'z' only.") == []
    moved = _moved("a and b are short strings.")  # nothing named: capitals asked
    assert any(any(c.isupper() for c in "".join(args)) for args in moved)
