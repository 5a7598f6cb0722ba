"""Length-prefixed records inside a string argument, edited with their prefix kept true.

Some text is a sequence of records ``<count><separator><payload>``: a netstring
(``"5:hello,"``), a bencoded string (``"4:spam"``), an HTTP chunk (``"4\\r\\nWiki\\r\\n"``).
The count is the payload's length. Every edit that moves one without the other breaks
the text (every pass refuses it), and the token edits of :mod:`gar.grading.token_edits`
edit a digit run alone; so a heuristic that parses only one digit of a count, reads it in
the wrong base, splits at the separator instead of counting, or scans for the next
separator, is right on every text the grader made (spent set 29: three chunked-body
decoders). Here such records are read from the observed strings themselves and edited
the way a grammar-aware fuzzer keeps a length field in step with its data:

* the payload grown past one digit of the count (17 characters, the count written
  ``"11"`` in base 16 or ``"17"`` in base 10; a base-16 count with a letter both in lower
  and upper case) and past two digits;
* the separator, and the text that follows every payload, put inside the payload and at
  its start (a payload that holds ``"\\r\\n"``, ``":"`` or ``","``), the count grown by
  its length;
* the record repeated twelve times, joined by that text (a many-record body);
* the payload emptied, where an observed empty record is followed by another record
  (elsewhere an empty record is the text's terminator, and is left as it is).

A string position holds records when, read left to right, every count followed by the
separator has its payload inside the string (no misfit), the observed strings hold at
least three records, one of them at least two characters long, two counts differ, and
every two records that follow one another are joined by one text (no digit in it), seen
twice at least: counts that fit by chance (a repeat count ``"3[a]2[bc]"``, a sum
``"1+2"``) leave payloads that end anywhere.
The base is 16 where the docstring says "hex", else 10. Deterministic.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from gar.grading.vouched_inputs import PREFIX_ORIGIN as ORIGIN  # noqa: F401 (read as .ORIGIN)

MIN_RECORDS = 3
MANY = 12  # records in a many-record edit
_DEC, _HEX = re.compile(r"[0-9]+"), re.compile(r"[0-9a-fA-F]+")


@dataclass(frozen=True)
class Layout:
    """How records are written at one string position."""

    base: int
    separator: str
    between: str  # the text between every two observed records
    empty_inside: bool  # an empty record followed by another one was observed


@dataclass(frozen=True)
class Record:
    start: int  # the count's first character
    payload: int  # the payload's first character
    end: int  # past the payload


def layout(values: list[object], doc: str) -> Layout | None:
    """The record layout the observed ``values`` (one string position) share, or None."""
    texts = [v for v in values if isinstance(v, str)]
    base = 16 if re.search(r"\bhex", doc, re.IGNORECASE) else 10
    for separator in _separators(texts, base):
        read = [_records(t, base, separator) for t in texts]
        if any(r is None for r in read):
            continue
        records = [(t, r) for t, rs in zip(texts, read) for r in rs or []]
        lengths = {r.end - r.payload for _, r in records}
        if len(records) < MIN_RECORDS or max(lengths) < 2 or len(lengths) < 2:
            continue
        # records that follow one another are joined by one text, twice at least: counts
        # that fit by chance (a repeat count "3[a]2[bc]", a sum "1+2") leave payloads
        # that end anywhere
        gaps = [t[a.end:b.start] for t, rs in zip(texts, read)
                for a, b in zip(rs or [], (rs or [])[1:])]
        if len(gaps) < 2 or len(set(gaps)) > 1 or any(c.isdigit() for c in gaps[0]):
            continue
        empty_inside = any(a.end == a.payload for _, rs in zip(texts, read)
                           for a in (rs or [])[:-1])
        return Layout(base, separator, gaps[0], empty_inside)
    return None


def _separators(texts: list[str], base: int) -> list[str]:
    """The texts of one or two characters, neither a digit nor a letter, that follow a
    count somewhere, the most frequent first."""
    found: dict[str, int] = {}
    for text in texts:
        for match in (_HEX if base == 16 else _DEC).finditer(text):
            after = re.match(r"[^0-9A-Za-z]{1,2}", text[match.end():])
            if after:
                for cut in {after.group()[:1], after.group()}:
                    found[cut] = found.get(cut, 0) + 1
    return sorted(found, key=lambda s: (-found[s], -len(s), s))


def _records(text: str, base: int, separator: str) -> list[Record] | None:
    """``text``'s records read left to right, or None where a count followed by the
    separator runs past the text's end."""
    number = _HEX if base == 16 else _DEC
    found: list[Record] = []
    pos = 0
    while pos < len(text):
        match = number.match(text, pos)
        if match and (pos == 0 or not text[pos - 1].isalnum() or base == 10 and not
                      text[pos - 1].isdigit()) and text.startswith(separator, match.end()):
            start = match.end() + len(separator)
            end = start + int(match.group(), base)
            if end > len(text):
                return None
            found.append(Record(pos, start, end))
            pos = end
            continue
        pos = match.end() if match else pos + 1
    return found


def record_edits(text: str, lay: Layout) -> list[list[str]]:
    """Per record of ``text`` (in order), its edited copies of ``text`` (module doc)."""
    records = _records(text, lay.base, lay.separator) or []
    # an empty record that only ever ends the text is a terminator (a chunked body's last
    # chunk): growing it would leave a text without its end
    return [_edits(text, r, lay) for r in records if r.end > r.payload or lay.empty_inside]


def _edits(text: str, r: Record, lay: Layout) -> list[str]:
    payload = text[r.payload:r.end]
    filler = payload or "ab"
    one, two = lay.base + 1, lay.base * lay.base + 1
    out = [_put(text, r, _grown(filler, one), lay)]
    for mark in dict.fromkeys(m for m in (lay.separator, lay.between) if m):
        out += [_put(text, r, payload[:1] + mark + payload[1:], lay),
                _put(text, r, mark + payload, lay)]
    if lay.base == 16:  # 26: the count "1a", then "1A"
        out += [_put(text, r, _grown(filler, 26), lay), _put(text, r, _grown(filler, 26), lay,
                                                           upper=True)]
    out.append(_put(text, r, _grown(filler, two), lay))
    if text.startswith(lay.between, r.end):
        whole = text[r.start:r.end] + lay.between
        out.append(text[:r.start] + whole * MANY + text[r.end + len(lay.between):])
    if lay.empty_inside and payload:
        out.append(_put(text, r, "", lay))
    return [t for t in dict.fromkeys(out) if t != text]


def _grown(filler: str, length: int) -> str:
    return (filler * (length // len(filler) + 1))[:length]


def _put(text: str, r: Record, payload: str, lay: Layout, upper: bool = False) -> str:
    count = format(len(payload), "x" if lay.base == 16 else "d")
    return text[:r.start] + (count.upper() if upper else count) + lay.separator + payload \
        + text[r.end:]


def count_spans(text: str, lay: Layout) -> set[tuple[int, int]]:
    """The (start, end) of every record's count in ``text``."""
    return {(r.start, r.payload - len(lay.separator))
            for r in _records(text, lay.base, lay.separator) or []}
