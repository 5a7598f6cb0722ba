"""A document and the path into it edited together, so that the path still resolves.

Where one argument is a document (dicts and lists) and another a string that walks it — a
JSON pointer (``"/a/1/b~1c"``), a dotted key path (``"a.b.0"``) — the dict edits of
:mod:`gar.grading.dict_edits` change the document alone and the draws and text edits
change the path alone: the path then names nothing, every pass raises, and no input
separates a heuristic that splits the path wrongly (escapes undone in the wrong order, a
trailing empty token stripped, every token of digits taken as a list index, a table of
the visible paths). A grammar-aware fuzzer edits such a pair jointly. Here the path's
layout is read from the observed calls (its separator, whether it leads, and its
*escapes*: a key ``"a/b"`` reached by the token ``"a~1b"`` teaches ``"/" -> "~1"``), and
each observed call whose path resolves is edited in the document and the path at once:

* a key on the path given an escaped character or an escape's own text (``"k"`` ->
  ``"k/"`` written ``"k~1"``, ``"k~1"`` written ``"k~01"``), last key first;
* a key on the path made empty (where an observed document has an empty key) or made of
  digits (where the paths index both dicts and lists: a key a list index would spell);
* the path one step deeper (the value it named wrapped in a dict under an observed key,
  or in a list at index 0);
* a list on the path grown past ten items, the value moved to a two-digit index.

The path is read as resolving where it walks its document with the learned escapes, and
the layout is adopted only where every observed non-empty path resolves (two at least).
Every edit is checked against the inferred domain. ``near`` inputs of origin
``path-edit``, vouched (:mod:`gar.grading.vouched_inputs`: a raise where a strong
consensus answers is a wrong answer). Deterministic.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from gar.grading.inputs import DerivedInput, NewInputs
from gar.grading.moves import replaced_at, round_robin
from gar.grading.preconditions import Preconditions
from gar.grading.vouched_inputs import PATH_ORIGIN

MAX_BASES = 8  # observed calls edited
LONG = 11  # items of a list grown for a two-digit index


@dataclass
class PathLayout:
    document: int  # the document's position
    path: int  # the path's position
    separator: str
    leads: bool  # "/a/b" rather than "a/b"
    escapes: dict[str, str] = field(default_factory=dict)  # character -> its escape
    empty_keys: bool = False  # an observed document has the key ""
    mixed: bool = False  # the observed paths index dicts and lists


def path_edit_inputs(pre: Preconditions, limit: int, seen: set[str]
                     ) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` observed calls with the document and the path edited together
    (module doc), none in ``seen``; the kinds of edit take turns."""
    if limit <= 0:
        return ()
    per_kind: dict[str, list[tuple[Any, ...]]] = {}
    for lay in layouts(pre):
        for base in pre.observed[:MAX_BASES]:
            for kind, doc, tokens in _edits(base[lay.document], _tokens(base[lay.path], lay), lay):
                text = (lay.separator if lay.leads else "") + lay.separator.join(tokens)
                args = list(base)
                args[lay.document], args[lay.path] = doc, text
                per_kind.setdefault(kind, []).append(tuple(args))
    new = NewInputs.beside(pre, seen)
    made = new.first(((a, False) for a in round_robin(list(per_kind.values()))), limit,
                     "near", PATH_ORIGIN)
    return made


def layouts(pre: Preconditions) -> Iterator[PathLayout]:
    """Each (document, path) pair of positions whose observed paths all resolve."""
    for document in range(pre.arity):
        docs = [a[document] for a in pre.observed]
        if not docs or not all(isinstance(d, dict | list) for d in docs):
            continue
        for path in range(pre.arity):
            texts = [a[path] for a in pre.observed]
            if path == document or not all(isinstance(t, str) for t in texts):
                continue
            lay = _layout(pre, document, path)
            if lay is not None:
                yield lay


def _layout(pre: Preconditions, document: int, path: int) -> PathLayout | None:
    texts = [a[path] for a in pre.observed if a[path]]
    marks = sorted({c for t in texts for c in t if not c.isalnum()},
                   key=lambda c: (-sum(t.count(c) for t in texts), c))
    for separator in marks:
        lay = PathLayout(document, path, separator, all(t.startswith(separator) for t in texts))
        for _ in range(2):  # escapes learned in one call serve the calls before it
            walked = [_walk(a[document], _tokens(a[path], lay), lay) for a in pre.observed
                      if a[path]]
        if len(walked) >= 2 and all(w is not None for w in walked):
            lay.empty_keys = any("" in _keys(a[document]) for a in pre.observed)
            kinds = {type(node) for steps in walked for node, _ in steps or []}
            lay.mixed = {dict, list} <= kinds
            return lay
    return None


def _tokens(text: str, lay: PathLayout) -> list[str]:
    if not text:
        return []
    return (text[len(lay.separator):] if lay.leads else text).split(lay.separator)


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return {k for k in value if isinstance(k, str)} | set().union(
            *(_keys(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_keys(v) for v in value))
    return set()


def _walk(doc: Any, tokens: list[str], lay: PathLayout) -> list[tuple[Any, Any]] | None:
    """The (container, key) steps ``tokens`` take through ``doc``, learning escapes on the
    way; None where a token names nothing."""
    steps: list[tuple[Any, Any]] = []
    node = doc
    for token in tokens:
        if isinstance(node, list):
            if not token.isdigit() or int(token) >= len(node):
                return None
            key: Any = int(token)
        elif isinstance(node, dict):
            key = _key(node, token, lay)
            if key is None:
                return None
        else:
            return None
        steps.append((node, key))
        node = node[key]
    return steps


def _key(node: dict, token: str, lay: PathLayout) -> str | None:
    """The key of ``node`` that ``token`` spells with the escapes known, or one that
    teaches a new escape (a single character written as a longer text)."""
    spelled = [k for k in node if isinstance(k, str) and escaped(k, lay) == token]
    if spelled:
        return spelled[0]
    # the key that shares the most of the token around its one changed character
    taught = sorted(((len(k) - 1, k, c, e) for k in node if isinstance(k, str)
                     for c, e in [_difference(k, token)] if c and c not in lay.escapes
                     and len(e) > 1 and k.replace(c, e) == token), reverse=True)
    if not taught or not taught[0][0] or len(taught) > 1 and taught[1][0] == taught[0][0]:
        return None
    _, key, char, escape = taught[0]
    lay.escapes[char] = escape
    return key


def _difference(key: str, token: str) -> tuple[str, str]:
    """(one character of ``key``, the text of ``token`` in its place), around the longest
    common prefix and suffix; ("", "") where the difference is not one character."""
    head = 0
    while head < min(len(key), len(token)) and key[head] == token[head]:
        head += 1
    tail = 0
    while tail < min(len(key), len(token)) - head and key[-1 - tail] == token[-1 - tail]:
        tail += 1
    if len(key) - head - tail == 0 and head:  # "m~n" / "m~0n": the "~" is the one
        head -= 1
    middle = key[head:len(key) - tail]
    return (middle, token[head:len(token) - tail]) if len(middle) == 1 else ("", "")


def escaped(key: str, lay: PathLayout) -> str:
    return "".join(lay.escapes.get(c, c) for c in key)


def _edits(doc: Any, tokens: list[str], lay: PathLayout
           ) -> Iterator[tuple[str, Any, list[str]]]:
    """(kind, document, tokens) of each joint edit of one resolving call."""
    steps = _walk(doc, tokens, lay)
    if not steps:
        return
    path = [key for _, key in steps]
    for depth in reversed(range(len(steps))):
        node, key = steps[depth]
        if isinstance(node, dict):
            for kind, new in _renamings(key, lay):
                if new not in node:
                    renamed = {(new if k == key else k): v for k, v in node.items()}
                    yield kind, replaced_at(doc, tuple(path[:depth]), renamed), [
                        *tokens[:depth], escaped(new, lay), *tokens[depth + 1:]]
        elif len(node) < LONG:
            grown = [*node, *(node[i % len(node)] for i in range(LONG - len(node)))]
            grown[key], grown[LONG - 1] = grown[LONG - 1], grown[key]
            yield "index", replaced_at(doc, tuple(path[:depth]), grown), [
                *tokens[:depth], str(LONG - 1), *tokens[depth + 1:]]
    target = steps[-1][0][steps[-1][1]]
    outer = sorted(k for k in _keys(doc) if k)[:1]
    for key in outer:
        yield "deeper", replaced_at(doc, tuple(path), {key: target}), [*tokens, escaped(key, lay)]
    if lay.mixed:
        yield "deeper-list", replaced_at(doc, tuple(path), [target]), [*tokens, "0"]


def _renamings(key: str, lay: PathLayout) -> Iterator[tuple[str, str]]:
    # one kind per escape: a wrong order of undoing them shows on one escape's text only
    for char, escape in sorted(lay.escapes.items()):
        yield f"escape-text {char}", key + escape  # written with its characters escaped
        yield f"escaped {char}", key + char
    if lay.empty_keys and key:
        yield "empty", ""
    if lay.mixed:
        yield "digits", "10"
