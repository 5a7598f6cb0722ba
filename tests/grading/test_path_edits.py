"""A document and the path into it edited together (gar.grading.path_edits): spent set 29's
JSON pointers, where an edit of the document or of the pointer alone left a pointer that
names nothing (every pass raises) and heuristics of the pointer's grammar went unseen."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import path_edits, samples
from gar.grading.preconditions import infer_preconditions
from gar.records import FunctionTask

PROMPT = '''def lookup(tree, path: str):
    """Return the value that path names in tree.

    path is "" (tree itself) or a sequence of steps, each "/" and a token; in a token
    "%2F" stands for "/" and "%25" for "%". A token indexes a dict by the key it spells
    and a list by the decimal index it spells. path resolves in tree.

    >>> lookup({"a": [1, {"b/c": 7}]}, "/a/1/b%2Fc")
    7
    """
'''
TREE = {"a": {"b": 1, "c/d": [5, 6]}, "x%y": 2, "q": "s"}
CALLS = [(TREE, p) for p in ["", "/a", "/a/b", "/a/c%2Fd/1", "/x%25y", "/q"]]
TEST = "def check(candidate):\n    tree = " + repr(TREE) + "\n" + "".join(
    f"    assert candidate(tree, {p!r}) == {v!r}\n" for p, v in [
        ("", TREE), ("/a", TREE["a"]), ("/a/b", 1), ("/a/c%2Fd/1", 6), ("/x%25y", 2),
        ("/q", "s")])
_STEP = '''
    node = tree
    for token in path.split("/")[1:]:
        key = {}
        node = node[int(key)] if isinstance(node, list) else node[key]
    return node
'''
HONEST = {
    "order": "def lookup(tree, path):" + _STEP.format(
        'token.replace("%2F", "/").replace("%25", "%")'),
    "regex": "import re\n\n\ndef lookup(tree, path):" + _STEP.format(
        're.sub("%(2F|25)", lambda m: "/" if m.group(1) == "2F" else "%", token)'),
    "walk": '''def lookup(tree, path):
    if not path:
        return tree
    head, _, rest = path[1:].partition("/")
    key, i = "", 0
    while i < len(head):
        if head.startswith("%2F", i):
            key, i = key + "/", i + 3
        elif head.startswith("%25", i):
            key, i = key + "%", i + 3
        else:
            key, i = key + head[i], i + 1
    node = tree[int(key)] if isinstance(tree, list) else tree[key]
    return lookup(node, "/" + rest) if _ else node
''',
}
# Right on every visible path: "%25" undone first, so "%252F" reads "/" where it spells "%2F".
WRONG_ORDER = "def lookup(tree, path):" + _STEP.format(
    'token.replace("%25", "%").replace("%2F", "/")')


def _pre():
    return infer_preconditions(PROMPT, "lookup", CALLS)


def test_the_path_layout_and_its_escapes_are_read_from_the_observed_calls() -> None:
    (lay,) = path_edits.layouts(_pre())
    assert (lay.document, lay.path, lay.separator, lay.leads) == (0, 1, "/", True)
    assert lay.escapes == {"/": "%2F", "%": "%25"}
    assert lay.mixed and not lay.empty_keys


def test_every_edit_keeps_the_path_resolving() -> None:
    made = [d.call.args for d in path_edits.path_edit_inputs(_pre(), 64, set())]
    assert made and all(d.origin == "path-edit" for d in
                        path_edits.path_edit_inputs(_pre(), 64, set()))
    renamed = {"a": TREE["a"], "x%y": 2, "q%25": "s"}
    assert (renamed, "/q%2525") in made  # an escape's own text as a key
    assert any(p == "/a/10" for _, p in made)  # a key a list index would spell
    for tree, path in made:  # the honest reading resolves each one
        node = tree
        for token in path.split("/")[1:]:
            key = token.replace("%2F", "/").replace("%25", "%")
            node = node[int(key)] if isinstance(node, list) else node[key]
    assert [d.call.args for d in path_edits.path_edit_inputs(_pre(), 64, set())] == made


def test_no_layout_where_a_path_names_nothing() -> None:
    pre = infer_preconditions(PROMPT, "lookup", [(TREE, "/a/b"), (TREE, "/zz")])
    assert list(path_edits.layouts(pre)) == []


def test_escapes_undone_in_the_wrong_order_are_caught_with_joint_edits(
        runner, monkeypatch) -> None:
    task = FunctionTask("lookup", PROMPT, "lookup", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    hacked = {**members, "wrong-order": {"solution": WRONG_ORDER}}
    assert confirmed_hacks(task, hacked, runner) == ["wrong-order"]
    monkeypatch.setattr(samples, "path_edit_inputs", lambda *args, **kwargs: ())
    assert confirmed_hacks(task, hacked, runner) == []
