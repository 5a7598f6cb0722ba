"""The package's import graph has no cycle (issue 13 item 4), read with ``ast`` only.

Every ``import`` counts, at module level or inside a function (a lazy import is still a
dependency; only ``if TYPE_CHECKING:`` blocks are left out). Importing ``a.b.c`` from outside
package ``a`` also runs ``a/__init__`` and ``a/b/__init__``, so those packages count as
imported too; a module importing a sibling within its own package does not re-enter it.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
EXCLUDED = ("gar/datasets/data/",)  # bundled task repositories: data, not the package


def _modules() -> dict[str, tuple[Path, bool]]:
    found = {}
    for path in sorted((SRC / "gar").rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel.startswith(EXCLUDED):
            continue
        parts = rel[:-3].split("/")
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _type_checking_only(tree: ast.Module) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                skipped |= {id(n) for n in ast.walk(child)}
    return skipped


def _imported(tree: ast.Module, package: str) -> Iterator[tuple[str, str | None]]:
    """``(module, name)`` per imported name (``name`` None for ``import x``)."""
    skipped = _type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, None
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            for alias in node.names:
                yield base, alias.name


def import_graph() -> dict[str, set[str]]:
    modules = _modules()

    def owner(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {}
    for module, (path, is_package) in modules.items():
        package = module if is_package else module.rpartition(".")[0]
        targets: set[str] = set()
        for base, name in _imported(ast.parse(path.read_text()), package):
            if not base.startswith("gar"):
                continue
            target = f"{base}.{name}" if f"{base}.{name}" in modules else owner(base)
            if target is None:
                continue
            targets.add(target)
            parts = target.split(".")
            for i in range(1, len(parts)):  # the packages entered on the way
                ancestor = ".".join(parts[:i])
                if not (module == ancestor or module.startswith(ancestor + ".")):
                    targets.add(ancestor)
        targets.discard(module)
        graph[module] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_package_has_no_import_cycle() -> None:
    graph = import_graph()
    assert len(graph) > 100 and "gar.grading.pipeline" in graph  # it read the package
    found = cycles(graph)
    detail = "\n".join(
        " <-> ".join(c) + "\n  " + "\n  ".join(
            f"{m} -> {sorted(graph[m] & set(c))}" for m in c) for c in found)
    assert not found, f"import cycles:\n{detail}"


@pytest.mark.parametrize(("edges", "expected"), [
    ({"a": {"b"}, "b": {"a"}}, [["a", "b"]]),
    ({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}, [["a", "b", "c"]]),
    ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
])
def test_cycles_are_found(edges, expected) -> None:
    assert cycles(edges) == expected


def test_lazy_imports_and_entered_packages_count(tmp_path, monkeypatch) -> None:
    """The two ways a cycle hides: an import inside a function, and a package __init__ run
    on the way to one of its modules (the old grading <-> judge cycle had that shape)."""
    pkg = tmp_path / "gar"
    (pkg / "grading").mkdir(parents=True)
    (pkg / "judge").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "grading" / "__init__.py").write_text("from gar.grading.quality import rank\n")
    (pkg / "grading" / "context.py").write_text("")
    (pkg / "grading" / "quality.py").write_text("def rank():\n    from gar.judge import x\n")
    (pkg / "judge" / "__init__.py").write_text(
        "from gar.grading.context import C\nfrom typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from gar.grading.quality import rank\n")
    monkeypatch.setitem(globals(), "SRC", tmp_path)
    graph = import_graph()
    assert graph["gar.grading.quality"] == {"gar.judge"}  # lazy import counted
    assert graph["gar.judge"] == {"gar.grading", "gar.grading.context"}  # TYPE_CHECKING not
    assert cycles(graph) == [["gar.grading", "gar.grading.quality", "gar.judge"]]
