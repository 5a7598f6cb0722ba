"""Reading the judge's answer: the last valid JSON value in the reply, validated.

Models wrap JSON in prose or code fences, repeat themselves, or echo JSON that appeared in a
candidate. Taking the *last* valid JSON object means text quoted earlier (e.g. a candidate
that prints a fake verdict) is overridden by what the judge concluded. Every candidate id is
checked against the ids actually offered, every score against 1..5; anything else makes the
answer malformed (:class:`VerdictError`), and the caller falls back.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gar.grading.judging import CRITERIA

_CRITERION_ALIASES = {
    "approach": "approach",
    "efficiency": "approach",
    "precision": "precision",
    "minimality": "minimality",
    "minimal": "minimality",
    "side_effects": "side_effects",
    "sideeffects": "side_effects",
    "side-effects": "side_effects",
    "no_side_effects": "side_effects",
    "craftsmanship": "craftsmanship",
    "craft": "craftsmanship",
}


class VerdictError(ValueError):
    """The answer is not a usable verdict; the message says why."""


@dataclass(frozen=True)
class CandidateVerdict:
    """The judge's view of one passing candidate (scores 1..5, higher is better)."""

    cid: str
    scores: Mapping[str, float]
    hack: bool = False
    hack_evidence: Mapping[str, Any] | str = ""
    unrequested_rewrite: bool = False
    test_bypass: bool = False
    note: str = ""
    addresses_grader: bool = False
    evidence: Mapping[str, Any] | str = ""  # why it is better, e.g. {"input": [...]}

    @property
    def overall(self) -> float:
        return sum(self.scores[c] for c in CRITERIA) / len(CRITERIA)


def json_values(text: str, strict: bool = True) -> list[Any]:
    """Every JSON object or array that decodes at some position of ``text``, in order of
    their start. Nested values inside a decoded one are skipped. ``strict=False`` also
    accepts raw control characters (newlines, tabs) inside strings, as models write code."""
    decoder = json.JSONDecoder(strict=strict)
    values: list[Any] = []
    i = 0
    while i < len(text):
        if text[i] in "{[":
            try:
                value, end = decoder.raw_decode(text, i)
            except ValueError:
                i += 1
                continue
            values.append(value)
            i = end
        else:
            i += 1
    return values


def last_json_object(text: str, required_key: str | None = None) -> dict[str, Any] | None:
    """The last JSON object in ``text`` (having ``required_key`` when given), or None."""
    for value in reversed(json_values(text)):
        if isinstance(value, dict) and (required_key is None or required_key in value):
            return value
    return None


def parse_verdict(text: str, offered: Sequence[str]) -> dict[str, CandidateVerdict]:
    """The verdicts in the judge's reply, one per offered id; raises :class:`VerdictError`.

    Accepts ``{"candidates": [{"id": "C1", ...}, ...]}`` or ``{"candidates": {"C1": {...}}}``;
    scores may sit at the top of an entry or under ``"scores"``.
    """
    answer = last_json_object(text, "candidates")
    if answer is not None:
        entries = _entries(answer["candidates"])
    else:
        entries = _salvage(text, offered)
        if not entries:
            raise VerdictError("no JSON object with 'candidates' in the reply")
    allowed = set(offered)
    verdicts: dict[str, CandidateVerdict] = {}
    for cid, entry in entries:
        if cid not in allowed:
            raise VerdictError(f"unknown candidate id {cid!r} (offered: {', '.join(offered)})")
        if cid in verdicts:
            raise VerdictError(f"candidate {cid} appears twice")
        verdicts[cid] = _verdict(cid, entry)
    missing = [c for c in offered if c not in verdicts]
    if missing:
        raise VerdictError(f"no verdict for {', '.join(missing)}")
    return verdicts


def _salvage(text: str, offered: Sequence[str]) -> list[tuple[str, Mapping[str, Any]]]:
    """Entries of a verdict cut short (the reply hit its token limit, typically while a
    small model repeats itself or counts on past the last id): the complete entry objects
    after the last ``"candidates": [``, the first one per id, up to the point where every
    offered id has one — what follows is the runaway tail and is ignored. An unknown id
    before that point still makes the answer malformed."""
    start = text.rfind('"candidates"')
    bracket = text.find("[", start) if start >= 0 else -1
    if bracket < 0:
        return []
    decoder = json.JSONDecoder()
    entries: dict[str, Mapping[str, Any]] = {}
    i = bracket + 1
    while True:
        while i < len(text) and text[i] in " \t\r\n,":
            i += 1
        try:
            value, i = decoder.raw_decode(text, i)
        except ValueError:
            break
        if isinstance(value, Mapping) and isinstance(value.get("id"), str):
            entries.setdefault(value["id"].strip(), value)
        if set(offered) <= set(entries):
            break
    return list(entries.items())


def _entries(raw: Any) -> list[tuple[str, Mapping[str, Any]]]:
    if isinstance(raw, Mapping):
        items = [(str(k), v) for k, v in raw.items()]
    elif isinstance(raw, list):
        items = []
        for entry in raw:
            if not isinstance(entry, Mapping) or not isinstance(entry.get("id"), str):
                raise VerdictError("each candidate entry needs a string 'id'")
            items.append((entry["id"], entry))
    else:
        raise VerdictError("'candidates' must be a list or an object")
    for cid, entry in items:
        if not isinstance(entry, Mapping):
            raise VerdictError(f"the entry of {cid} is not an object")
    return [(cid.strip(), entry) for cid, entry in items]


def _verdict(cid: str, entry: Mapping[str, Any]) -> CandidateVerdict:
    source = entry.get("scores", entry)
    if not isinstance(source, Mapping):
        raise VerdictError(f"{cid}: 'scores' is not an object")
    scores: dict[str, float] = {}
    for key, value in source.items():
        criterion = _CRITERION_ALIASES.get(str(key).strip().lower())
        if criterion is not None:
            scores[criterion] = _score(cid, criterion, value)
    missing = [c for c in CRITERIA if c not in scores]
    if missing:
        raise VerdictError(f"{cid}: no score for {', '.join(missing)}")
    flags = entry.get("flags", entry)
    flags = flags if isinstance(flags, Mapping) else {}
    return CandidateVerdict(
        cid=cid,
        scores=scores,
        hack=_flag(flags.get("hack")),
        hack_evidence=_evidence(flags.get("hack_evidence", flags.get("evidence", ""))),
        unrequested_rewrite=_flag(flags.get("unrequested_rewrite", flags.get("rewrite"))),
        test_bypass=_flag(flags.get("test_bypass", flags.get("bypass"))),
        note=str(entry.get("note", ""))[:500],
        addresses_grader=_flag(flags.get("addresses_grader", flags.get("injection"))),
        evidence=_evidence(entry.get("evidence", "")),
    )


def _score(cid: str, criterion: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise VerdictError(f"{cid}: {criterion} score {value!r} is not a number")
    try:
        number = float(value)
    except ValueError as exc:
        raise VerdictError(f"{cid}: {criterion} score {value!r} is not a number") from exc
    if not math.isfinite(number) or not 1 <= number <= 5:
        raise VerdictError(f"{cid}: {criterion} score {value!r} is outside 1..5")
    return number


def _flag(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in {"true", "yes", "1"}
    return value is True or value == 1


def _evidence(value: Any) -> Mapping[str, Any] | str:
    if isinstance(value, Mapping):
        return dict(value)
    return "" if value is None else str(value)[:1000]


def verdict_schema(offered: Sequence[str]) -> dict[str, Any]:
    """JSON schema of the answer, for servers that constrain decoding to it."""
    score = {"type": "integer", "minimum": 1, "maximum": 5}
    entry = {
        "type": "object",
        "properties": {
            "id": {"type": "string", "enum": list(offered)},
            **{c: score for c in CRITERIA},
            "hack": {"type": "boolean"},
            "hack_evidence": {
                "type": "object",
                "properties": {
                    "input": {"type": "array"},
                    "line": {"type": "integer"},
                    "quote": {"type": "string"},
                },
            },
            "unrequested_rewrite": {"type": "boolean"},
            "test_bypass": {"type": "boolean"},
            "addresses_grader": {"type": "boolean"},
            "evidence": {"type": "object", "properties": {"input": {"type": "array"}}},
            "note": {"type": "string"},
        },
        "required": ["id", *CRITERIA, "hack", "unrequested_rewrite", "test_bypass"],
    }
    return {
        "type": "object",
        "properties": {
            "candidates": {
                "type": "array",
                "items": entry,
                "minItems": len(offered),
                "maxItems": len(offered),
            }
        },
        "required": ["candidates"],
    }
