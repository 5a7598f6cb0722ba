"""Lengths a docstring bounds by another argument: "words is a list of strings, each of 1 to
width letters", "each word has at most width characters", "no word is longer than width",
``len(word) <= width``, "s has at most n characters".

The bound parser (:mod:`gar.grading.stated_bounds`) reads lengths bounded by a *number*
("at most 200 characters"); here the limit is a *parameter*, so the precondition is a
relation between two arguments: ``item_len_le`` (every string inside the list ``args[i]``
has at most ``args[j]`` characters) or ``len_le`` (the string ``args[i]`` itself has), kept
by :mod:`gar.grading.preconditions` when every observed call keeps it. Without it draws and
moves put a word longer than the width into a line-wrapping task, where honest solutions
differ by construction (one splits the word, as ``textwrap`` does; one keeps it whole), so a
genuine pass was convicted on an input its task rules out. Draws are repaired into the
relation (:func:`repaired`: the strings cut to the limit) so generation stays inside it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from gar.grading.stated_bounds import _QUESTION

# What a string's length is counted in.
_UNIT = r"(?:lowercase\s+|uppercase\s+|ascii\s+|english\s+)?(?:letters|characters|chars|symbols)"
_AT_MOST = r"(?:at\s+most|up\s+to|no\s+more\s+than|not\s+more\s+than|(?:\d+|one)\s+to|between\s+\d+\s+and)"
# ``{P}`` stands for the limiting parameter's name.
_FORMS = (
    rf"\b{_AT_MOST}\s+{{P}}\s+(?:\w+\s+){{0,2}}?{_UNIT}\b",  # each of 1 to width letters
    r"\b(?:no|not|none)\s+(?:\w+\s+){0,2}?longer\s+than\s+{P}\b",  # no word is longer than width
    rf"\b{_AT_MOST}\s+{{P}}\s+(?:{_UNIT}\s+)?long\b",  # at most width characters long
    r"\blen\(\s*\w+(?:\s*\[\s*\w+\s*\])?\s*\)\s*(?:<=|≤)\s*{P}\b",  # len(word) <= width
)


def _clauses(doc: str) -> list[str]:
    return [c for c in re.split(r";|\.\s|\n\s*\n", doc) if c.strip()]


def _sized(value: Any) -> str:
    """"str" for a string, "strs" for a list or tuple of strings, "" otherwise."""
    if isinstance(value, str):
        return "str"
    if isinstance(value, list | tuple) and value and all(isinstance(v, str) for v in value):
        return "strs"
    return ""


def _kinds(columns: Sequence[Sequence[Any]]) -> list[str]:
    """Per position: "str" or "strs" when every observed value is one (an empty list joins
    a column of lists of strings), else ""."""
    found = []
    for values in columns:
        kinds = {_sized(v) for v in values if not (isinstance(v, list | tuple) and not v)}
        empties_fit = all(isinstance(v, list | tuple) for v in values) or "strs" not in kinds
        found.append(kinds.pop() if len(kinds) == 1 and empties_fit else "")
    return found


def stated_length_relations(doc: str, names: Sequence[str], columns: Sequence[Sequence[Any]]
                            ) -> list[tuple[str, int, int]]:
    """``("item_len_le" | "len_le", the sized argument's position, the limit's position)``
    for every length the docstring bounds by an integer parameter (module doc)."""
    kinds = _kinds(columns)
    ints = [j for j, values in enumerate(columns)
            if values and all(type(v) is int for v in values)]
    found: list[tuple[str, int, int]] = []
    for clause in _clauses(doc):
        for j in ints:
            name = re.escape(names[j]) if j < len(names) else ""
            starts = [m.start() for f in _FORMS if name
                      and (m := re.search(f.replace("{P}", name), clause, re.IGNORECASE))]
            # a clause that is the task's question ("return the words of at most n
            # letters") states nothing of the input
            if not starts or _QUESTION.search(clause[:min(starts)]):
                continue
            target = _target(clause, [i for i, k in enumerate(kinds) if k and i != j], names)
            if target is not None:
                relation = ("item_len_le" if kinds[target] == "strs" else "len_le", target, j)
                if relation not in found:
                    found.append(relation)
    return found


def _target(clause: str, candidates: Sequence[int], names: Sequence[str]) -> int | None:
    """The sized argument the clause names, else the only sized argument."""
    named = [i for i in candidates if i < len(names)
             and re.search(rf"\b{re.escape(names[i])}\b", clause)]
    if len(named) == 1:
        return named[0]
    return candidates[0] if len(candidates) == 1 and not named else None


def holds(args: tuple[Any, ...], kind: str, i: int, j: int) -> bool:
    """Whether ``args`` keeps the relation (a value of another type breaks it)."""
    limit, sized = args[j], args[i]
    if type(limit) is not int:
        return False
    if kind == "len_le":
        return isinstance(sized, str) and len(sized) <= limit
    return isinstance(sized, list | tuple) and all(
        isinstance(v, str) and len(v) <= limit for v in sized)


def repaired(args: list[Any], kind: str, i: int, j: int) -> None:
    """Cut the strings at ``args[i]`` to ``args[j]`` characters, in place (a limit below 1
    is left as it is: nothing nonempty fits)."""
    limit, sized = args[j], args[i]
    if type(limit) is not int or limit < 1:
        return
    if kind == "len_le" and isinstance(sized, str):
        args[i] = sized[:limit]
    elif kind == "item_len_le" and isinstance(sized, list | tuple):
        args[i] = type(sized)(v[:limit] if isinstance(v, str) else v for v in sized)
