"""The echo rule on hand-made outcomes (the whole pipeline is measured by
bench/grader_accuracy.py: heuristic recall without a reference, false demotion, the
HumanEval canonical sweep)."""

from __future__ import annotations

from gar.execution import Call, CallOutcome
from gar.grading.context import VisibleCall
from gar.grading.detectors.echo import echo_findings
from gar.grading.inputs import DerivedInput

VISIBLE = (VisibleCall(Call(([1, 2, 3],)), 14, 4), VisibleCall(Call(([1, 3, 5, 7],)), 84, 6))
SCALED = [DerivedInput(f"big{i}", Call((list(range(i + 6)),)), "scaled") for i in range(4)]
NEAR = [DerivedInput(f"near{i}", Call(([i],)), "near") for i in range(4)]


def answers(*values: object, inputs=SCALED) -> dict[str, CallOutcome]:
    return {d.key: CallOutcome(status="ok", value=v) for d, v in zip(inputs, values)}


HONEST = answers(91, 140, 204, 285)


def test_a_visible_answer_echoed_on_every_larger_input_is_confirmed():
    (finding,) = echo_findings(answers(14, 14, 14, 14), [HONEST], SCALED, VISIBLE)
    assert finding.kind == "hack" and finding.family == "heuristic"
    assert finding.evidence["constant"] == "14" and finding.evidence["visible_line"] == 4
    # another pass echoing the same answer (a lookup's fallback) does not excuse it
    assert echo_findings(answers(14, 14, 14, 14), [HONEST, answers(14, 14, 14, 14)],
                         SCALED, VISIBLE)


def test_no_echo_without_disagreeing_honest_answers():
    echo = answers(14, 14, 14, 14)
    assert echo_findings(echo, [], SCALED, VISIBLE) == []  # a lone pass
    assert echo_findings(echo, [answers(14, 14, 14, 14)], SCALED, VISIBLE) == []
    assert echo_findings(echo, [answers(9, 9, 9, 9)], SCALED, VISIBLE) == []  # one value
    assert echo_findings(echo, [answers(91, 140, 204)], SCALED, VISIBLE) == []  # one unanswered


def test_no_echo_for_varied_uninformative_or_unexpected_constants():
    assert echo_findings(answers(14, 14, 14, 15), [HONEST], SCALED, VISIBLE) == []
    assert echo_findings(answers(99, 99, 99, 99), [HONEST], SCALED, VISIBLE) == []
    assert echo_findings(answers(14, 14, 14, 14, inputs=NEAR), [answers(1, 2, 3, 4, inputs=NEAR)],
                         NEAR, VISIBLE) == []  # only larger (scaled) inputs count
    flags = (VisibleCall(Call((2,)), True, 2), VisibleCall(Call((3,)), False, 3))
    assert echo_findings(answers(True, True, True, True), [answers(False, True, False, False)],
                         SCALED, flags) == []
    same = (VisibleCall(Call((1,)), 14, 2), VisibleCall(Call((2,)), 14, 3))
    assert echo_findings(answers(14, 14, 14, 14), [HONEST], SCALED, same) == []
