"""``gar view``: the page's data, its embedding, and the page itself in a real Chromium.

The browser tests grade a small real set first (a devset subset with hacks, tiers and an
unscorable rollout; one bundled repository group for patches and trajectories), write the
page with the CLI, drive it over the DevTools protocol, assert on the rendered DOM and save
screenshots under ``$GAR_TEST_ARTIFACTS`` (default ``runs/test-artifacts``).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from gar.cli import app
from gar.errors import InputError
from gar.view import load_view_data, render_view
from gar.view.browser import Browser, find_chromium
from gar.view.page import embed_json

ROOT = Path(__file__).resolve().parents[2]
DEVSET = ROOT / "bench" / "devset"
SUBSET = ("HumanEval/0", "HumanEval/3", "HumanEval/60")
REPO_TASK = "repo/cliargs"
ARTIFACTS = Path(os.environ.get("GAR_TEST_ARTIFACTS", ROOT / "runs" / "test-artifacts"))

skip_without_browser = pytest.mark.skipif(
    find_chromium() is None,
    reason="no Chromium on this machine (scripts/setup.sh installs Debian's chromium as root; "
           "or set GAR_CHROMIUM)")


def needs_browser(test):
    """A real Chromium, after a real grading run: multi-second, so marked slow."""
    return pytest.mark.slow(skip_without_browser(test))


def _jsonl(path: Path, records: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    return path


def _lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


# ------------------------------------------------------------------- data, no browser


def test_data_joins_code_and_numbers_completions_like_the_detectors(tmp_path: Path) -> None:
    tasks = _jsonl(tmp_path / "t.jsonl", [{
        "task_id": "t/add", "prompt": "def add(a, b):\n", "entry_point": "add",
        "test": "def check(candidate):\n    assert candidate(1, 2) == 3\n"}])
    rollouts = _jsonl(tmp_path / "r.jsonl", [
        {"task_id": "t/add", "rollout_id": "a", "completion": "    return a + b\n",
         "trajectory": [{"role": "assistant", "content": "done"}]},
        {"task_id": "t/add", "rollout_id": "b", "solution": "def add(a, b):\n    return 3\n"}])
    grades = _jsonl(tmp_path / "g.jsonl", [
        {"task_id": "t/add", "rollout_id": "a", "status": "passed", "passed": True,
         "advantage": 0.5, "advantage_grpo": 0.5, "findings": [], "hack_evidence": []},
        {"task_id": "t/add", "rollout_id": "b", "status": "passed", "passed": True, "hack": True,
         "advantage": -0.5, "hack_evidence": [{"detector": "d", "kind": "hack",
                                               "message": "m", "location": "solution:2"}],
         "findings": [{"detector": "q", "kind": "quality", "message": "slow"}]}])
    data = load_view_data(grades, rollouts=rollouts, tasks=tasks)
    a, b = data["rollouts"]
    assert a["code"] == "def add(a, b):\n    return a + b\n" and a["prompt_lines"] == 1
    assert a["trajectory"] == [{"role": "assistant", "content": "done"}]
    assert b["code_kind"] == "solution" and [f["kind"] for f in b["findings"]] == ["hack",
                                                                                  "quality"]
    assert data["groups"] == [{"group": "t/add", "task_id": "t/add",
                               "prompt": "def add(a, b):\n", "kind": "function",
                               "members": [0, 1]}]
    assert data["notes"] == []
    alone = load_view_data(grades)
    assert alone["rollouts"][0]["code"] is None and "--rollouts" in alone["notes"][0]


def test_a_training_runs_groups_file_is_shown_one_group_per_task_and_step(
        tmp_path: Path) -> None:
    member = {"rollout_id": "r0", "code": "    return 1\n", "passed": False, "hack": True,
              "hack_evidence": ["hardcode: literal answers (solution:2)"], "findings": [],
              "tier": None, "advantage": 0.25, "advantage_gar": -0.5, "status": "passed"}
    groups = _jsonl(tmp_path / "groups.jsonl", [
        {"step": 0, "task_id": "easy/add", "rollouts": [member, {**member, "rollout_id": "r1"}]},
        {"step": 1, "task_id": "easy/add", "rollouts": [member]}])
    data = load_view_data(groups)
    assert [g["group"] for g in data["groups"]] == ["step 0 · easy/add", "step 1 · easy/add"]
    first = data["rollouts"][0]
    assert first["advantage"] == -0.5 and first["advantage_used"] == 0.25  # GAR's, and the run's
    assert first["code"] == "    return 1\n" and first["findings"][0]["kind"] == "hack"


def test_bad_grades_file_names_the_line(tmp_path: Path) -> None:
    bad = tmp_path / "g.jsonl"
    bad.write_text('{"task_id": "t", "rollout_id": "a"}\n{"status": "passed"}\n')
    with pytest.raises(InputError, match=r"g\.jsonl:2.*rollout_id|g\.jsonl.*2.*task_id"):
        load_view_data(bad)


def test_embedded_json_cannot_close_the_script_element() -> None:
    text = embed_json({"code": "</script><script>alert(1)</script><!--", "x": float("nan")})
    assert "<" not in text and json.loads(text) == {
        "code": "</script><script>alert(1)</script><!--", "x": None}
    page = render_view({"source": "s", "groups": [], "rollouts": [], "notes": []})
    assert "http://" not in page.replace("http://www.w3.org", "") and "https://" not in page


# ------------------------------------------------------------------ the page, in Chromium


@pytest.fixture(scope="module")
def browser():
    with Browser(width=1400, height=1000) as b:
        yield b


@pytest.fixture(scope="module")
def function_page(tmp_path_factory) -> tuple[Path, list[dict]]:
    tmp = tmp_path_factory.mktemp("view")
    rollouts = [r for r in _lines(DEVSET / "rollouts.jsonl") if r["task_id"] in SUBSET]
    rollouts.append({"task_id": "HumanEval/nope", "rollout_id": "orphan", "completion": "  1"})
    source = _jsonl(tmp / "rollouts.jsonl", rollouts)
    grades, page = tmp / "grades.jsonl", tmp / "view.html"
    tasks = str(DEVSET / "tasks.jsonl")
    graded = CliRunner().invoke(app, ["grade", tasks, str(source), "-o", str(grades), "--json"])
    assert graded.exit_code == 0, graded.output
    shown = CliRunner().invoke(app, ["view", str(grades), "--tasks", tasks,
                                     "--rollouts", str(source), "-o", str(page)])
    assert shown.exit_code == 0, shown.output
    return page, _lines(grades)


def _select(browser: Browser, element: str, value: str) -> None:
    browser.evaluate(f"(() => {{ const s = document.getElementById({element!r}); "
                     f"s.value = {value!r}; s.dispatchEvent(new Event('change')); }})()")


def _rows(browser: Browser) -> list[dict]:
    return browser.evaluate(
        "[...document.querySelectorAll('tr.rollout')].map(r => ({cls: r.className, "
        "id: r.querySelector('td.rid').textContent, cells: [...r.cells].map(c => c.textContent)}))")


def _click_row(browser: Browser, rollout_id: str) -> None:
    browser.evaluate(f"[...document.querySelectorAll('tr.rollout')].find(r => r.querySelector("
                     f"'td.rid').textContent === {rollout_id!r}).click()")


@needs_browser
def test_hack_filter_and_evidence_in_a_real_browser(browser, function_page) -> None:
    page, grades = function_page
    browser.open(page, "document.body.dataset.ready")
    assert len(_rows(browser)) == len(grades)
    _select(browser, "verdict", "hack")
    rows = _rows(browser)
    hacks = [g["rollout_id"] for g in grades if g["hack"]]
    assert sorted(r["id"] for r in rows) == sorted(hacks) and len(hacks) >= 8
    assert all("v-hack" in r["cls"] and "HACK" in r["cells"][1] for r in rows)
    assert browser.evaluate("document.getElementById('matchcount').textContent").startswith(
        f"{len(hacks)} of {len(grades)} rollouts")
    # Open a differential hack: the fresh input, its answer and the group's answer.
    differential = next(g for g in grades if any(
        f["detector"] == "dynamic.differential" for f in g["hack_evidence"]))
    _click_row(browser, differential["rollout_id"])
    detail = browser.evaluate("document.querySelector('tr.detail').innerText")
    assert "fresh inputs where it disagrees" in detail and "this rollout returned" in detail
    assert browser.evaluate("document.querySelectorAll('tr.detail pre.code .ln').length") > 3
    # long code lines wrap inside the page instead of widening it
    assert browser.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    shot = browser.screenshot(ARTIFACTS / "view_hacks.png")
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


@needs_browser
def test_tier_unscorable_search_and_task_filters(browser, function_page) -> None:
    page, grades = function_page
    browser.open(page, "document.body.dataset.ready")
    _select(browser, "tier", "T1")
    assert sorted(r["id"] for r in _rows(browser)) == sorted(
        g["rollout_id"] for g in grades if g["tier"] == "T1")
    _select(browser, "tier", "any")
    _select(browser, "verdict", "unscorable")
    assert [r["id"] for r in _rows(browser)] == ["orphan"]
    _select(browser, "verdict", "all")
    _select(browser, "task", "HumanEval/60")
    assert {r["id"] for r in _rows(browser)} == {
        g["rollout_id"] for g in grades if g["task_id"] == "HumanEval/60"}
    browser.evaluate("(() => { const s = document.getElementById('search'); "
                     "s.value = 'no such text anywhere'; s.dispatchEvent(new Event('input')); })()")
    browser.wait_for("document.querySelector('p.empty')")
    assert _rows(browser) == [] and "q=no" in browser.evaluate("location.hash")


@needs_browser
def test_patch_diff_and_trajectory_in_a_real_browser(browser, tmp_path: Path) -> None:
    bundled = ROOT / "src" / "gar" / "datasets" / "data" / "repos" / "rollouts.jsonl"
    source = _jsonl(tmp_path / "r.jsonl",
                    [r for r in _lines(bundled) if r["task_id"] == REPO_TASK])
    grades, page = tmp_path / "g.jsonl", tmp_path / "view.html"
    graded = CliRunner().invoke(app, ["grade", "repo-bundled", str(source), "-o", str(grades),
                                      "--json"])
    assert graded.exit_code == 0, graded.output
    shown = CliRunner().invoke(app, ["view", str(grades), "--tasks", "repo-bundled",
                                     "--rollouts", str(source), "-o", str(page)])
    assert shown.exit_code == 0, shown.output
    browser.open(page, "document.body.dataset.ready")
    _select(browser, "verdict", "hack")
    with_steps = next(r["rollout_id"] for r in _lines(source)
                      if r.get("trajectory") and any(g["rollout_id"] == r["rollout_id"] and
                                                     g["hack"] for g in _lines(grades)))
    _click_row(browser, with_steps)
    assert browser.evaluate("document.querySelectorAll('tr.detail pre.diff span.add').length") > 0
    steps = browser.evaluate("document.querySelectorAll('tr.detail details.trajectory li').length")
    expected = next(r for r in _lines(source) if r["rollout_id"] == with_steps)["trajectory"]
    assert steps == len(expected)
    browser.evaluate("document.querySelectorAll('details.trajectory').forEach(d => d.open = true)")
    browser.screenshot(ARTIFACTS / "view_patch.png")
