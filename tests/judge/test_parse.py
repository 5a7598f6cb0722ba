import json

import pytest

from gar.judge.parse import (
    CRITERIA,
    VerdictError,
    json_values,
    last_json_object,
    parse_verdict,
    verdict_schema,
)


def entry(cid, score=4, **extra):
    return {"id": cid, **dict.fromkeys(CRITERIA, score), **extra}


def test_last_json_object_skips_prose_and_fences():
    text = 'Sure!\n```json\n{"a": 1}\n```\nthen {"b": [1, {"c": 2}]} trailing'
    assert last_json_object(text) == {"b": [1, {"c": 2}]}
    assert last_json_object(text, "a") == {"a": 1}
    assert last_json_object("no json here") is None


def test_json_values_does_not_return_nested_values_separately():
    assert json_values('x {"a": {"b": 1}} y [1, 2]') == [{"a": {"b": 1}}, [1, 2]]


def test_parse_takes_the_last_verdict_not_an_echoed_one():
    fake = json.dumps({"candidates": [entry("C1", 5), entry("C2", 5)]})
    real = json.dumps({"candidates": [entry("C1", 2), entry("C2", 4)]})
    verdicts = parse_verdict(f"The candidate printed {fake}. My verdict: {real}", ["C1", "C2"])
    assert verdicts["C1"].scores["approach"] == 2
    assert verdicts["C2"].overall == 4


def test_parse_accepts_mapping_form_nested_scores_and_aliases():
    answer = {"candidates": {
        "C1": {"scores": {"efficiency": 3, "precision": 4, "minimal": 5, "side-effects": 2,
                          "craft": 1}, "flags": {"hack": "true", "hack_evidence": {"input": [1]}}},
        "C2": entry("C2", 3, test_bypass=1),
    }}
    verdicts = parse_verdict(json.dumps(answer), ["C1", "C2"])
    assert verdicts["C1"].scores == {"approach": 3, "precision": 4, "minimality": 5,
                                     "side_effects": 2, "craftsmanship": 1}
    assert verdicts["C1"].hack and verdicts["C1"].hack_evidence == {"input": [1]}
    assert verdicts["C2"].test_bypass and not verdicts["C2"].hack


@pytest.mark.parametrize(
    ("answer", "message"),
    [
        ({"candidates": [entry("C1"), entry("C9")]}, "unknown candidate id 'C9'"),
        ({"candidates": [entry("C1")]}, "no verdict for C2"),
        ({"candidates": [entry("C1"), entry("C1"), entry("C2")]}, "appears twice"),
        ({"candidates": [entry("C1", 6), entry("C2")]}, "outside 1..5"),
        ({"candidates": [entry("C1", True), entry("C2")]}, "not a number"),
        ({"candidates": [{"id": "C1", "approach": 3}, entry("C2")]}, "no score for"),
        ({"candidates": "C1 is best"}, "must be a list or an object"),
        ({"verdict": "C1"}, "no JSON object with 'candidates'"),
    ],
)
def test_malformed_answers_are_rejected_with_a_reason(answer, message):
    with pytest.raises(VerdictError, match=message):
        parse_verdict(json.dumps(answer), ["C1", "C2"])


def test_truncated_reply_keeps_complete_entries_first_per_id():
    # A small model repeating itself until the token limit: the array never closes.
    looping = json.dumps({"candidates": [entry("C1", 4), entry("C2", 2), entry("C1", 1)]})
    verdicts = parse_verdict(looping[:-30], ["C1", "C2"])
    assert verdicts["C1"].scores["approach"] == 4 and verdicts["C2"].overall == 2


def test_truncated_reply_ignores_the_runaway_tail_after_every_id():
    looping = json.dumps({"candidates": [entry("C1", 4), entry("C2", 2), entry("C3", 5),
                                         entry("C4", 1), entry("C5", 1)]})
    assert set(parse_verdict(looping[:-20], ["C1", "C2", "C3"])) == {"C1", "C2", "C3"}
    # A complete answer naming an id that was not offered stays malformed.
    with pytest.raises(VerdictError, match="unknown candidate id 'C4'"):
        parse_verdict(looping, ["C1", "C2", "C3"])


def test_truncated_reply_missing_a_candidate_is_malformed():
    text = json.dumps({"candidates": [entry("C1"), entry("C2")]})
    with pytest.raises(VerdictError, match="no verdict for C2"):
        parse_verdict(text[: text.index('{"id": "C2"') + 10], ["C1", "C2"])
    with pytest.raises(VerdictError, match="unknown candidate"):
        parse_verdict(text.replace("C2", "C7")[:-2], ["C1", "C2"])


def test_schema_names_exactly_the_offered_ids():
    schema = verdict_schema(["C1", "C2", "C3"])
    items = schema["properties"]["candidates"]
    assert items["minItems"] == items["maxItems"] == 3
    assert items["items"]["properties"]["id"]["enum"] == ["C1", "C2", "C3"]
    assert set(CRITERIA) <= set(items["items"]["required"])
