"""The docs match the code: they stand alone, their commands are complete, the glossary names
every grade field and metric the code emits, and the README's snippet uses shipped files."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path

from gar.records import Finding, Grade

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
METRIC = re.compile(r"\b(?:gar|rollout|policy|update|time|eval|adv|truth)/[A-Za-z0-9_{}]+")


def _text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def test_docs_do_not_point_outside_the_repository() -> None:
    for path in DOCS:
        assert "shared/DESIGN" not in _text(path) and "DESIGN.md" not in _text(path), path
        for target in re.findall(r"\]\(([^)#:]+)\)", _text(path)):  # relative links resolve
            assert (path.parent / target).exists(), (path.name, target)


def test_code_cites_the_design_that_ships() -> None:
    for source in [*(ROOT / "src").rglob("*.py"), *(ROOT / "bench").rglob("*.py")]:
        assert "DESIGN" not in _text(source), f"{source}: cite docs/design.md"


def _code(text: str) -> list[str]:
    """Lines of fenced code blocks and inline code spans."""
    blocks = re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.DOTALL)
    spans = re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", text, flags=re.DOTALL))
    return [line for block in blocks for line in block.splitlines()] + spans


def test_every_documented_exec_and_grade_command_names_its_output() -> None:
    for path in DOCS:
        for line in _code(_text(path)):
            command = re.search(r"\bgar (exec|grade) (?!-)\S+ (?!-)\S+.*", line)
            if command and "TASKS ROLLOUTS" not in line:
                assert re.search(r"(-o|--out) \S", command.group(0)), (path.name, line)


def _emitted_metric_keys() -> set[str]:
    """String literals (and f-string heads) under src/gar that look like metric keys."""
    keys = set()
    for source in (ROOT / "src" / "gar").rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                keys.update(m for m in METRIC.findall(node.value) if m == node.value)
    # f-string heads (``gar/tier_share_``) are checked with their expansions below
    return {k for k in keys if not k.startswith(("gar/cli", "gar/grading", "gar/train"))
            and not k.endswith(("_", "/"))}


def test_glossary_names_every_grade_field_and_metric() -> None:
    glossary = _text(ROOT / "docs" / "glossary.md")
    for cls in (Grade, Finding):
        for field in dataclasses.fields(cls):
            assert f"`{field.name}`" in glossary, (cls.__name__, field.name)
    keys = _emitted_metric_keys()
    assert {"gar/groups_eligible", "rollout/pass_rate", "eval/pass_at_1"} <= keys
    missing = sorted(k for k in keys if f"`{k}`" not in glossary)
    assert not missing, missing
    for tier in ("T1", "T2", "T3"):  # built as f"gar/tier_share_{tier}"
        assert f"`gar/tier_share_{tier}`" in glossary
    for part in ("generation", "execution", "grading", "update"):  # f"time/{part}_s"
        assert f"`time/{part}_s`" in glossary


def test_readme_python_snippet_reads_files_that_ship() -> None:
    snippet = _text(ROOT / "README.md").split("## From Python")[1].split("```python")[1]
    snippet = snippet.split("```")[0]
    paths = re.findall(r'load_(?:tasks|rollouts)\("([^"]+)"', snippet)
    assert paths and all((ROOT / p).is_file() for p in paths), paths
    assert "samples.jsonl" not in snippet


def test_readme_redistribution_example_prints_what_it_says() -> None:
    from gar.advantages import gar_group

    snippet = _text(ROOT / "README.md").split("## From Python")[1].split("```")[1]
    call = next(line for line in snippet.splitlines() if line.startswith("gar_group("))
    stated = next(line for line in snippet.splitlines() if line.startswith("# ->"))
    values = [round(float(v), 3) for v in eval(call, {"gar_group": gar_group})]
    assert str(values) in stated


def test_trl_snippet_runs_on_cpu_as_written() -> None:
    snippet = _text(ROOT / "docs" / "integrations.md").split("## TRL")[1].split("```")[1]
    assert "use_cpu=True" in snippet and "bf16=False" in snippet
    ast.parse(snippet.removeprefix("python"))
