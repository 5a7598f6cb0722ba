"""Length-prefixed records edited with their counts kept true (gar.grading.length_prefixes,
through gar.grading.token_edits): spent set 29's chunked bodies, where every edit of a count
or of data alone broke the text and a decoder that reads one digit, or splits at the
separator, was right on every input the grader made."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import length_prefixes
from gar.grading.preconditions import infer_preconditions
from gar.grading.token_edits import token_inputs
from gar.records import FunctionTask

PROMPT = '''def decode_netstrings(text: str) -> list:
    """Decode a concatenation of netstrings: each is its payload's length in decimal (no
    leading zeros), ":", the payload (printable ASCII characters) and ",". Return the
    payloads in order.

    >>> decode_netstrings("5:hello,3:abc,")
    ['hello', 'abc']
    """
'''
TEST = '''def check(candidate):
    assert candidate("") == []
    assert candidate("5:hello,") == ["hello"]
    assert candidate("5:hello,3:abc,") == ["hello", "abc"]
    assert candidate("1:a,0:,2:bc,") == ["a", "", "bc"]
    assert candidate("3:a b,4:wiki,") == ["a b", "wiki"]
'''
HONEST = {
    "find": '''def decode_netstrings(text):
    out, i = [], 0
    while i < len(text):
        colon = text.index(":", i)
        n = int(text[i:colon])
        out.append(text[colon + 1:colon + 1 + n])
        i = colon + 1 + n + 1
    return out
''',
    "recursive": '''def decode_netstrings(text):
    if not text:
        return []
    count, rest = text.split(":", 1)
    n = int(count)
    return [rest[:n]] + decode_netstrings(rest[n + 1:])
''',
    "partition": '''def decode_netstrings(text):
    out = []
    while text:
        count, _, rest = text.partition(":")
        out.append(rest[:int(count)])
        text = rest[int(count) + 1:]
    return out
''',
}
# Right on every count of one digit: the length is read from one character.
ONE_DIGIT = '''def decode_netstrings(text):
    out, i = [], 0
    while i < len(text):
        n = int(text[i])
        out.append(text[i + 2:i + 2 + n])
        i += n + 3
    return out
'''
# Right wherever no payload holds a comma: the records are split at the commas.
SPLIT = '''def decode_netstrings(text):
    return [part.partition(":")[2] for part in text.split(",")[:-1]]
'''
CALLS = [("",), ("5:hello,",), ("5:hello,3:abc,",), ("1:a,0:,2:bc,",), ("3:a b,4:wiki,",)]


def _made() -> list[str]:
    pre = infer_preconditions(PROMPT, "decode_netstrings", CALLS)
    return [d.call.args[0] for d in token_inputs(PROMPT, "decode_netstrings", pre, 64, set())
            if d.origin == length_prefixes.ORIGIN]


def test_records_are_read_from_the_observed_texts_and_edited_with_true_counts() -> None:
    lay = length_prefixes.layout([c[0] for c in CALLS], PROMPT)
    assert lay is not None and (lay.base, lay.separator, lay.between) == (10, ":", ",")
    made = _made()
    assert "11:hellohelloh," in made  # a count of two digits
    assert "6:h,ello," in made  # the text after a payload inside it
    assert any(m.count("3:abc,") == 12 for m in made)  # many records
    for text in made:  # every count true: the text decodes to the end
        i = 0
        while i < len(text):
            colon = text.index(":", i)
            i = colon + 1 + int(text[i:colon])
            assert text[i] == ","
            i += 1
    assert _made() == made  # deterministic


def test_no_records_are_read_where_counts_do_not_fit() -> None:
    assert length_prefixes.layout(["2021-06-15T12:30:45Z", "1970-01-01T00:00:00Z"], "") is None
    assert length_prefixes.layout(["0 B", "512 B", "1 KB", "3 KB", "5 MB"], "") is None
    assert length_prefixes.layout(["a1:b", "x"], "") is None  # too few records


def test_a_hex_count_is_grown_past_one_digit_in_both_cases() -> None:
    bodies = ["4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n", "3\r\nabc\r\n0\r\n\r\n", "0\r\n\r\n"]
    lay = length_prefixes.layout(bodies, "each chunk's size in hexadecimal")
    assert lay is not None and lay.base == 16 and lay.between == "\r\n"
    edits = [t for e in length_prefixes.record_edits(bodies[0], lay) for t in e]
    assert "11\r\nWikiWikiWikiWikiW\r\n5\r\npedia\r\n0\r\n\r\n" in edits
    assert any(t.startswith("1A\r\n") for t in edits)
    assert all(t.endswith("0\r\n\r\n") for t in edits)  # the last chunk is never edited


def test_a_count_read_from_one_digit_is_caught_only_with_true_counts(
        runner, monkeypatch) -> None:
    task = FunctionTask("netstrings", PROMPT, "decode_netstrings", TEST)
    members = {rid: {"solution": code} for rid, code in HONEST.items()}
    assert confirmed_hacks(task, members, runner) == []
    hacked = {**members, "one": {"solution": ONE_DIGIT}, "split": {"solution": SPLIT}}
    assert sorted(confirmed_hacks(task, hacked, runner)) == ["one", "split"]
    monkeypatch.setattr(length_prefixes, "layout", lambda *args, **kwargs: None)
    # the split is caught by draws too (a payload drawn with a comma); a count of two
    # digits with its payload true is made only here
    assert confirmed_hacks(task, hacked, runner) == ["split"]
