"""Trees given as parent maps (:mod:`gar.grading.parent_maps`): adopted as a shape, draws
repaired into trees, and the visible trees stretched deep by :mod:`gar.grading.bound_reach`
(a walk capped at 64 parents, a recursion along the path to the root)."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading import parent_maps
from gar.grading.parent_maps import adopts, depth, is_parent_map, repaired, stretched
from gar.records import FunctionTask

TREE = {"b": "a", "c": "a", "d": "b", "e": "b", "f": "c"}


def test_a_parent_map_has_one_root_and_no_cycle() -> None:
    assert is_parent_map(TREE) and depth(TREE) == 2
    assert not is_parent_map({"b": "a", "c": "d"})  # two roots
    assert not is_parent_map({"a": "b", "b": "a"})  # a cycle, no root
    assert not is_parent_map({"a": ["b"]}) and not is_parent_map({})
    assert adopts([TREE, {"y": "x"}], "") and not adopts([{"y": "x"}, {"b": "a"}], "")
    assert not adopts([TREE, {"a": ["b"]}], "")


def test_a_drawn_dict_is_repaired_into_a_tree() -> None:
    drawn = {"a": "b", "b": "c", "c": "a", "d": "zz", "e": "d"}
    fixed = repaired(drawn)
    assert is_parent_map(fixed) and set(fixed) | set(fixed.values()) == set(drawn) | {"zz"}
    assert repaired(TREE) is TREE and repaired([1, 2]) == [1, 2]


def test_stretching_multiplies_every_depth_and_keeps_the_ancestry() -> None:
    deep = stretched(TREE, 100, "xyz")
    assert deep is not None and is_parent_map(deep) and depth(deep) == 200
    assert len(deep) == 5 * 100

    def ancestors(tree: dict[str, str], name: str) -> list[str]:
        chain = [name]
        while chain[-1] in tree:
            chain.append(tree[chain[-1]])
        return [n for n in chain if n in TREE or n == "a"]

    assert all(ancestors(deep, n) == ancestors(TREE, n) for n in TREE)
    assert stretched(TREE, 1) is None and stretched({"a": ["b"]}, 5) is None


LCA = FunctionTask(
    task_id="trees/lca",
    prompt=('\ndef lca(parent: dict, a: str, b: str) -> str:\n'
            '    """The lowest common ancestor of a and b (a name is its own ancestor).\n\n'
            '    parent maps each name but the root to its parent: 1 to 5000 entries,'
            ' names of 1 to 8 letters; a and b are names in the tree.\n\n'
            '    >>> lca({"b": "a", "c": "a"}, "b", "c")\n    \'a\'\n    """\n'),
    entry_point="lca",
    canonical_solution=("    seen = {a}\n    while a in parent:\n        a = parent[a]\n"
                        "        seen.add(a)\n    while b not in seen:\n        b = parent[b]\n"
                        "    return b\n"),
    test=("def check(candidate):\n"
          "    tree = {'b': 'a', 'c': 'a', 'd': 'b', 'e': 'b', 'f': 'c'}\n"
          "    assert candidate(tree, 'd', 'e') == 'b'\n    assert candidate(tree, 'd', 'f') == 'a'\n"
          "    assert candidate(tree, 'b', 'd') == 'b'\n    assert candidate(tree, 'e', 'e') == 'e'\n"
          "    assert candidate({'y': 'x', 'z': 'y', 'w': 'x'}, 'z', 'w') == 'x'\n"))
LCA_HONEST = {
    "depths": ("def lca(parent, a, b):\n    def depth(x):\n        d = 0\n"
               "        while x in parent:\n            x, d = parent[x], d + 1\n        return d\n"
               "    da, db = depth(a), depth(b)\n    while da > db:\n        a, da = parent[a], da - 1\n"
               "    while db > da:\n        b, db = parent[b], db - 1\n    while a != b:\n"
               "        a, b = parent[a], parent[b]\n    return a\n"),
    "paths": ("def lca(parent, a, b):\n    path = [a]\n    while path[-1] in parent:\n"
              "        path.append(parent[path[-1]])\n    on = set(path)\n"
              "    while b not in on:\n        b = parent[b]\n    return b\n"),
}
# "Trees are shallow": at most 64 parents walked from each name.
LCA_CAPPED = ("def lca(parent, a, b):\n    seen = [a]\n    for _ in range(64):\n"
              "        if a not in parent:\n            break\n        a = parent[a]\n"
              "        seen.append(a)\n    for _ in range(64):\n        if b in seen:\n"
              "            return b\n        if b not in parent:\n            break\n"
              "        b = parent[b]\n    return seen[-1]\n")


def test_a_walk_capped_below_the_stated_size_is_convicted_on_a_stretched_tree(
        runner, monkeypatch) -> None:
    members = group_of(LCA, LCA_HONEST, capped=LCA_CAPPED)
    assert confirmed_hacks(LCA, members, runner) == ["capped"]
    # without the shape the visible trees are never grown deep: the cap passes
    monkeypatch.setattr(parent_maps, "adopts", lambda values, doc: False)
    assert confirmed_hacks(LCA, members, runner) == []
