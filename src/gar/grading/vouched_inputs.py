"""Inputs the task's own text vouches for, where a raise is a wrong answer, not a refusal.

A pass that raises where the others answer is excused as a refusal
(:func:`gar.grading.detectors.differential.compare_to_oracles`): a genuine solution may reject
inputs outside a precondition stated in words only, which the inferred domain cannot hold.
That excuse rests on the input's being the grader's invention. Two kinds of input are not:

* the prompt's own examples with their printed answers (``>>> f("0.5B")`` over ``0``): the
  task writes the input *and* its answer. Where a strong oracle (the reference, or three or
  more trusted passes, unanimous) returns that very answer, a pass that raises or answers
  otherwise is wrong on the one input the task spelled out, and that settles it alone, as an
  exact wrong answer does. A printed answer the consensus does not return (a docstring's own
  slip, HumanEval/47's median) vouches for nothing.
* an observed call with one word the docstring quotes put in place of another it quotes
  (:mod:`gar.grading.token_edits`, origin ``token-word``: "3 TB" -> "3 PB" where the prose
  lists the units): every piece of it the tests or the docstring show. A raise there where a
  strong oracle answers is a wrong answer that counts towards the usual bar (three
  contradictions, or two against strong oracles); a word the prose quotes as invalid is
  refused by every honest pass, so no strong oracle answers there;
* likewise an observed text whose length-prefixed records are edited with every count
  kept true (:mod:`gar.grading.length_prefixes`, origin ``length-prefix``: a longer
  payload, one holding the separator, more records), and an observed document edited
  together with the path into it so that the path still resolves
  (:mod:`gar.grading.path_edits`, origin ``path-edit``: a key with the escaped
  characters, a deeper path): the text's own grammar, the counts and the path, is kept.

Spent set 29 (session 24): a unit table that stops at "TB" (``KeyError`` on "512PB"), a
``text.split()`` that cannot unpack "0.5B" (the docstring's example), and a ``line.split("=")``
that cannot unpack the docstring's example's ``url = a=b ; c`` were excused as refusals.
"""

from __future__ import annotations

import ast
import re
from typing import Any

WORD_ORIGIN = "token-word"  # the origin of a quoted word put in another's place
PREFIX_ORIGIN = "length-prefix"  # records edited with their counts kept true
PATH_ORIGIN = "path-edit"  # a document and the path into it edited together
# every piece of their inputs is the tests': a raise there is no refusal (module doc)
_VOUCHED_ORIGINS = frozenset({WORD_ORIGIN, PREFIX_ORIGIN, PATH_ORIGIN})

_DOCTEST = re.compile(r"^[ \t]*>>>[ \t]*(.+?)[ \t]*$", re.MULTILINE)
_MISSING = object()


def printed_answers(prompt: str) -> list[tuple[tuple[Any, ...], Any]]:
    """(literal positional arguments, printed answer) of every one-line doctest call in
    ``prompt`` whose next line is a literal (not another ``>>>`` line)."""
    found = []
    for match in _DOCTEST.finditer(prompt):
        rest = prompt[match.end():].lstrip("\n")
        answer_line = rest.split("\n", 1)[0].strip()
        if not answer_line or answer_line.startswith(">>>"):
            continue
        args, answer = _literal_call(match.group(1)), _literal(answer_line)
        if args is not None and answer is not _MISSING:
            found.append((args, answer))
    return found


def _literal_call(text: str) -> tuple[Any, ...] | None:
    try:
        call = ast.parse(text, mode="eval").body
        if not isinstance(call, ast.Call) or call.keywords:
            return None
        return tuple(ast.literal_eval(a) for a in call.args)
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        return None


def _literal(text: str) -> Any:
    try:
        return ast.literal_eval(text)
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        return _MISSING


def printed_by_key(prompt: str) -> dict[str, Any]:
    """:func:`printed_answers` keyed as the group's inputs are
    (:func:`gar.grading.inputs.input_key`); a call printed twice with two answers is dropped."""
    from gar.grading.inputs import input_key  # the inputs module imports the generators

    found: dict[str, Any] = {}
    clashing = set()
    for args, answer in printed_answers(prompt):
        key = input_key(args)
        if key in found and repr(found[key]) != repr(answer):
            clashing.add(key)
        found[key] = answer
    return {k: v for k, v in found.items() if k not in clashing}


def vouched(item: Any, oracle: Any, printed: dict[str, Any], tolerance: float) -> str:
    """How the task vouches for ``item`` where ``oracle`` answers (module doc): "example"
    (a printed answer the strong oracle returns: one contradiction settles it), "word" (a
    quoted word in another's place, under a strong oracle: a raise counts as a wrong answer),
    or "" (a raise may be a refusal)."""
    from gar.grading.detectors.lookups import same_value

    if not oracle.strong:
        return ""
    answer = printed.get(item.key, _MISSING)
    if answer is not _MISSING and same_value(answer, oracle.value, tolerance):
        return "example"
    return "word" if item.origin in _VOUCHED_ORIGINS else ""
