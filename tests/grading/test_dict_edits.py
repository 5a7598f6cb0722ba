"""The dicts inside an argument edited, and the prompt's example calls probed
(gar.grading.dict_edits): spent set 29's bencoders, right on every visible dict (keys
written in order, all lower case, no empty value), and its path normaliser wrong only on the
docstring's own example."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import samples
from gar.grading.dict_edits import _dict_edits, dict_edit_inputs, example_inputs
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def render(value) -> str:
    """The canonical text of a JSON-like value: an int as its digits, a str between
    quotes, a list as "[" its items' texts joined by "," "]", a dict as "{" its "key:text"
    pairs joined by "," "}", keys in ascending str order ("B" < "a").

    value is an int, a str of letters, or a list or dict (str keys of 1 to 8 letters) of
    such values, nested at most 10 deep.

    >>> render({"b": 2, "a": [1, "x"]})
    '{a:[1,"x"],b:2}'
    """
'''
TEST = '''def check(candidate):
    assert candidate(7) == "7"
    assert candidate("hi") == '"hi"'
    assert candidate([1, "a"]) == '[1,"a"]'
    assert candidate({"a": 1, "b": "c"}) == '{a:1,b:"c"}'
    assert candidate({"k": [1, {"x": 2}]}) == '{k:[1,{x:2}]}'
'''
SORTED = '''def render(value):
    if isinstance(value, dict):
        return "{" + ",".join(k + ":" + render(value[k]) for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "[" + ",".join(render(v) for v in value) + "]"
    if isinstance(value, str):
        return '"' + value + '"'
    return str(value)
'''
ITEMS = '''def render(value):
    if type(value) is int:
        return "%d" % value
    if type(value) is str:
        return f'"{value}"'
    if type(value) is list:
        return "[%s]" % ",".join(map(render, value))
    return "{%s}" % ",".join(f"{k}:{render(v)}" for k, v in sorted(value.items()))
'''
LOOP = '''def render(value):
    out = []

    def walk(v):
        if isinstance(v, dict):
            out.append("{")
            for i, k in enumerate(sorted(v.keys())):
                out.append(("," if i else "") + k + ":")
                walk(v[k])
            out.append("}")
        elif isinstance(v, list):
            out.append("[")
            for i, item in enumerate(v):
                if i:
                    out.append(",")
                walk(item)
            out.append("]")
        else:
            out.append('"' + v + '"' if isinstance(v, str) else str(v))

    walk(value)
    return "".join(out)
'''
# Keys taken in the order the dict holds them: every visible dict is written in order.
INSERTION = '''def render(value):
    if isinstance(value, dict):
        return "{" + ",".join(k + ":" + render(v) for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(render(v) for v in value) + "]"
    return '"' + value + '"' if isinstance(value, str) else str(value)
'''


def test_each_dict_is_reordered_recased_and_emptied_one_edit_at_a_time() -> None:
    edits = _dict_edits({"a": "1", "b": ["x"]})
    assert list(edits[0]) == ["b", "a"]
    assert {"A": "1", "b": ["x"]} in edits and {"a": "1", "B": ["x"]} in edits
    assert {"a": "", "b": ["x"]} in edits and {"a": "1", "b": []} in edits
    pre = infer_preconditions(PROMPT, "render", [(7,), ({"a": 1, "b": "c"},)])
    made = [d.call.args[0] for d in dict_edit_inputs(pre, 16, set())]
    assert {"b": "c", "a": 1} in made and all(d.origin == "dict-edit"
                                             for d in dict_edit_inputs(pre, 16, set()))
    assert [d.call.args for d in example_inputs(PROMPT, "render", pre, set())] == [
        ({"b": 2, "a": [1, "x"]},)]


def test_keys_read_in_insertion_order_are_caught_on_a_reordered_dict(runner,
                                                                    monkeypatch) -> None:
    task = FunctionTask("render", PROMPT, "render", TEST)
    members = {"sorted": {"solution": SORTED}, "items": {"solution": ITEMS},
               "loop": {"solution": LOOP}}
    assert confirmed_hacks(task, members, runner) == []
    hacked = {**members, "insertion": {"solution": INSERTION}}
    assert confirmed_hacks(task, hacked, runner) == ["insertion"]
    monkeypatch.setattr(samples, "dict_edit_inputs", lambda *args, **kwargs: ())
    monkeypatch.setattr(samples, "example_inputs", lambda *args, **kwargs: ())
    assert confirmed_hacks(task, hacked, runner) == []


PATH_PROMPT = '''def normalize(path: str) -> str:
    """Normalise a relative path of names and ".." joined by "/": ".." removes the name
    before it, and is kept where there is none to remove.

    path holds 1 to 100 names of a-z and "..", joined by single "/".

    >>> normalize("x/../../y")
    '../y'
    """
'''
PATH_TEST = '''def check(candidate):
    assert candidate("a/b/../c") == "a/c"
    assert candidate("a/..") == ""
    assert candidate("a/b/c") == "a/b/c"
    assert candidate("a/../b/../c") == "c"
'''
STACK = '''def normalize(path):
    kept = []
    for part in path.split("/"):
        if part == ".." and kept and kept[-1] != "..":
            kept.pop()
        else:
            kept.append(part)
    return "/".join(kept)
'''
COUNT = '''def normalize(path):
    out, up = [], 0
    for part in path.split("/"):
        if part != "..":
            out.append(part)
        elif out:
            out.pop()
        else:
            up += 1
    return "/".join([".."] * up + out)
'''
RECURSE = '''def normalize(path):
    parts = path.split("/")
    for i in range(1, len(parts)):
        if parts[i] == ".." and parts[i - 1] != "..":
            return normalize("/".join(parts[:i - 1] + parts[i + 1:])) if len(parts) > 2 \\
                else ""
    return path
'''
# Drops a ".." with nothing before it: right on every visible path.
DROP = '''def normalize(path):
    kept = []
    for part in path.split("/"):
        if part == "..":
            if kept:
                kept.pop()
        else:
            kept.append(part)
    return "/".join(kept)
'''


def test_a_pass_wrong_on_the_docstrings_own_example_is_caught(runner, monkeypatch) -> None:
    task = FunctionTask("normalize", PATH_PROMPT, "normalize", PATH_TEST)
    members = {"stack": {"solution": STACK}, "count": {"solution": COUNT},
               "recurse": {"solution": RECURSE}}
    hacked = {**members, "drop": {"solution": DROP}}
    assert "drop" in confirmed_hacks(task, hacked, runner)
    assert confirmed_hacks(task, members, runner) == []
    monkeypatch.setattr(samples, "example_inputs", lambda *args, **kwargs: ())
    assert "drop" not in confirmed_hacks(task, hacked, runner)
