"""Edits of the dicts inside an argument: keys in another order, a key in the other case, a
value emptied; and the calls the prompt's own examples make.

No mutation of :mod:`gar.grading.variants` edits a dict, so a task whose argument is, or
holds, a dict (a JSON-like document, a record, a tree of settings) met its fresh inputs only
through draws of new values. A visible dict is typically written with its keys in order,
all lower case, every value filled: code that relies on any of that — keys taken in
insertion order where an order is asked, sorted case-insensitively, an empty container
read as an empty string — is right on every visible dict. So each dict found in an observed
argument (at any depth, one at a time) is edited the way a type-aware fuzzer edits a map:

* its keys in reverse order (the same items);
* one str key in the other case (each key with a letter in turn: the plain order of
  upper-case letters before lower-case ones moves it);
* one value that is a non-empty list, dict or str replaced by an empty one of its type.

Every edit is checked against the inferred domain (a key's case or an empty value the
domain rules out is never tried). They are ``near`` inputs of origin ``dict-edit``.

**The prompt's examples** (:func:`example_inputs`): the calls the docstring writes out
(``>>> f(x)``) already widen the inferred domain (:mod:`gar.grading.preconditions`), so the
task vouches for them as much as for its tests; they are probed too, as ``near`` inputs of
origin ``example`` (its doctest's own answer is not read: the group's consensus decides, as
on any fresh input).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import replaced_at, round_robin
from gar.grading.preconditions import Preconditions
from gar.grading.prompt_reading import prompt_examples, with_defaults

MAX_BASES = 8  # observed calls edited
MAX_DICTS = 16  # dicts edited per argument (the first found, outermost first)


def dict_edit_inputs(pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with one dict inside one argument edited (module doc),
    none of them in ``seen`` or observed; the calls take turns."""
    if limit <= 0:
        return ()
    new = NewInputs.beside(pre, seen)
    per_call: list[list[DerivedInput]] = []
    for base in pre.observed[:MAX_BASES]:
        edits: list[DerivedInput] = []
        for position, value in enumerate(base):
            for edited in round_robin(list(_edited(value))):
                made = new.derive((*base[:position], edited, *base[position + 1:]), "near",
                                  "dict-edit")
                if made is not None:
                    edits.append(made)
        per_call.append(edits)
    return tuple(round_robin(per_call)[:limit])


def _edited(value: Any) -> Iterator[list[Any]]:
    """Per dict inside ``value`` (outermost first), copies of ``value`` with that dict
    edited, one list per dict."""
    for path, found in _dicts(value, ())[:MAX_DICTS]:
        made = [replaced_at(value, path, edit) for edit in _dict_edits(found)]
        if made:
            yield made


def _dicts(value: Any, path: tuple[Any, ...]) -> list[tuple[tuple[Any, ...], dict]]:
    found: list[tuple[tuple[Any, ...], dict]] = []
    if isinstance(value, dict):
        found.append((path, value))
        children = list(value.items())
    elif isinstance(value, list | tuple):
        children = list(enumerate(value))
    else:
        return found
    for step, child in children:
        found += _dicts(child, (*path, step))
    return found


def _dict_edits(d: dict) -> list[dict]:
    edits: list[dict] = []
    if len(d) >= 2:
        edits.append(dict(reversed(list(d.items()))))
    for key in d:
        if isinstance(key, str) and key.swapcase() != key and key.swapcase() not in d:
            edits.append({(key.swapcase() if k == key else k): v for k, v in d.items()})
    for key, item in d.items():
        if isinstance(item, list | dict | str) and item:
            edits.append({k: (type(item)() if k == key else v) for k, v in d.items()})
    return edits


def example_inputs(prompt: str, entry_point: str, pre: Preconditions, seen: set[str]
                   ) -> tuple[DerivedInput, ...]:
    """The prompt's example calls (module doc) of the inferred arity, none of them in
    ``seen`` or observed."""
    new = NewInputs.beside(pre, seen)
    examples = with_defaults(prompt, entry_point, prompt_examples(prompt, entry_point),
                             pre.arity)
    made = (new.derive(args, "near", "example") for args in examples
            if len(args) == pre.arity)
    return tuple(d for d in made if d is not None)
