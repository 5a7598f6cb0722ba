"""Held-out set 29's preconditions and its own tasks (no grading, no execution of programs)."""

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench" / "devset"))

from heldout_checks import check_layout, check_stated_preconditions, generator_draws

_PRINTABLE = frozenset(map(chr, range(32, 127)))


def _text(s, most, extra=""):
    return isinstance(s, str) and len(s) <= most and all(c in _PRINTABLE or c in extra for c in s)


def _well_quoted(line):
    """No quote left open and no backslash at the end that escapes nothing."""
    i, n = 0, len(line)
    while i < n:
        c = line[i]
        if c == "\\":
            if i + 1 >= n:
                return False
            i += 2
        elif c == "'":
            j = line.find("'", i + 1)
            if j < 0:
                return False
            i = j + 1
        elif c == '"':
            i += 1
            while i < n and line[i] != '"':
                i += 2 if line[i] == "\\" and i + 1 < n and line[i + 1] in '"\\' else 1
            if i >= n:
                return False
            i += 1
        else:
            i += 1
    return True


_STAMP = re.compile(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d{1,6})?(Z|[+-](\d\d):(\d\d))")


def _stamp(s):
    m = isinstance(s, str) and _STAMP.fullmatch(s)
    if not m:
        return False
    year, month, day, hour, minute, second = (int(m.group(k)) for k in range(1, 7))
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    zone_ok = m.group(8) == "Z" or (int(m.group(9)) <= 23 and int(m.group(10)) <= 59)
    return (1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= days[month - 1]
            and hour <= 23 and minute <= 59 and second <= 59 and zone_ok)


def _json_like(v, depth=0):
    if isinstance(v, dict):
        return depth < 100 and all(isinstance(k, str) and len(k) <= 10 and re.fullmatch(r"[a-z0-9~/]*", k)
                                   and _json_like(x, depth + 1) for k, x in v.items())
    if isinstance(v, list):
        return depth < 100 and all(_json_like(x, depth + 1) for x in v)
    return v is None or type(v) in (int, str, bool)


def _pointer(doc, pointer):
    if not (_json_like(doc) and isinstance(pointer, str) and len(pointer) <= 10 ** 4
            and re.fullmatch(r"(/([^~/]|~[01])*)*", pointer)):
        return False
    node = doc
    for token in pointer.split("/")[1:]:
        key = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list):
            if not re.fullmatch(r"0|[1-9][0-9]*", key) or int(key) >= len(node):
                return False
            node = node[int(key)]
        elif isinstance(node, dict):
            if key not in node:
                return False
            node = node[key]
        else:
            return False
    return True


def _bencodable(value):
    count = 0
    stack = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        count += 1
        if type(v) is int:
            if abs(v) > 10 ** 100:
                return False
        elif type(v) is str:
            if not _text(v, 10 ** 4):
                return False
        elif type(v) is list:
            if depth >= 50:
                return False
            stack.extend((x, depth + 1) for x in v)
        elif type(v) is dict:
            if depth >= 50 or not all(type(k) is str and _text(k, 100) for k in v):
                return False
            stack.extend((x, depth + 1) for x in v.values())
        else:
            return False
    return count <= 10 ** 4


def _ini(text):
    if not _text(text, 10 ** 5, "\t\n"):
        return False
    for raw in text.split("\n"):
        line = raw.strip(" \t")
        if not line or line[0] in ";#":
            continue
        if line[0] == "[":
            name = line[1:-1]
            if not (len(line) >= 2 and line[-1] == "]" and "[" not in name and "]" not in name
                    and name.strip(" \t")):
                return False
        elif "=" not in line or not line.partition("=")[0].strip(" \t"):
            return False
    return True


_SIZE_LINE = re.compile(r"([0-9a-fA-F]{1,8})((?:;[ -:<-~]*)*)\r\n")
_TRAILER = re.compile(r"[A-Za-z0-9-]+: [ -~]*\r\n")


def _chunked(body):
    if not _text(body, 10 ** 5, "\t\r\n"):
        return False
    i = 0
    while True:
        m = _SIZE_LINE.match(body, i)
        if not m:
            return False
        size = int(m.group(1), 16)
        i = m.end()
        if size == 0:
            break
        if size > 10 ** 4 or body[i + size:i + size + 2] != "\r\n":
            return False
        i += size + 2
    while True:
        m = _TRAILER.match(body, i)
        if not m:
            break
        i = m.end()
    return body[i:] == "\r\n"


_SIZE = re.compile(r"\d{1,18}(\.\d{1,18})? {0,3}(B|kB|MB|GB|TB|PB|EB|KiB|MiB|GiB|TiB|PiB|EiB)")


def _pairs(ps):
    return isinstance(ps, list) and len(ps) <= 10 ** 4 and all(
        isinstance(p, (tuple, list)) and len(p) == 2 and isinstance(p[0], str)
        and re.fullmatch(r"[a-z]{1,3}", p[0]) and type(p[1]) is int for p in ps)


# The stated precondition of each session 29 task, as a predicate on the argument tuple.
_PRECONDITIONS_29 = {
    "Blind29/0": lambda s: isinstance(s, str) and len(s) <= 10 ** 4
    and not any(0xD800 <= ord(c) <= 0xDFFF for c in s),
    "Blind29/1": lambda path: isinstance(path, str) and len(path) <= 10 ** 4
    and re.fullmatch(r"[a-z0-9._/-]*", path) is not None,
    "Blind29/2": lambda line: _text(line, 10 ** 4, "\t") and _well_quoted(line),
    "Blind29/3": _stamp,
    "Blind29/4": _pointer,
    "Blind29/5": _bencodable,
    "Blind29/6": _ini,
    "Blind29/7": _chunked,
    "Blind29/8": lambda data: isinstance(data, list) and len(data) <= 10 ** 5
    and all(type(b) is int and 0 <= b <= 255 for b in data),
    "Blind29/9": lambda text: isinstance(text, str) and _SIZE.fullmatch(text) is not None,
    "Blind29/10": lambda s: _text(s, 10 ** 4),
    "Blind29/11": _pairs,
}


def test_generators_and_wrong_inputs_stay_inside_the_stated_preconditions() -> None:
    check_stated_preconditions("session29", _PRECONDITIONS_29, 29, 120)


def test_the_hand_written_preconditions_tell_good_inputs_from_bad_ones() -> None:
    assert _well_quoted("a 'b c' \"d\\\"e\" f\\ g") and not _well_quoted("a 'b")
    assert not _well_quoted('x "y\\"') and not _well_quoted("z\\")
    assert _stamp("2000-02-29T00:00:00.123456-23:59") and not _stamp("1900-02-29T00:00:00Z")
    assert not _stamp("2021-06-15T24:00:00Z") and not _stamp("0000-01-01T00:00:00Z")
    assert _pointer({"a": [0, {"~1": 5}]}, "/a/1/~01") and not _pointer({"a": [0]}, "/a/01")
    assert not _pointer({"a": 1}, "/a/b") and not _pointer({"a": 1}, "/~2")
    assert _bencodable({"k": [1, "x", {}]}) and not _bencodable([True]) and not _bencodable(1.5)
    assert _ini("k=v\n[s]\n; c\n") and not _ini("[]\n") and not _ini("just words\n")
    assert _chunked("4;x=1\r\nWi\r\n\r\n0\r\nA: b\r\n\r\n") and not _chunked("4\r\nWiki\r\n0\r\n")
    assert not _chunked("2\r\nabc\r\n0\r\n\r\n")


def test_generators_reach_the_stated_limits_some_of_the_time() -> None:
    draws = generator_draws("session29", 2929)

    strs = [s for (s,) in draws("Blind29/0", 200)]
    assert any(len(s) == 10 ** 4 and max(map(ord, s)) > 0xFFFF for s in strs)
    assert any("/" in s and "~" in s and any(ord(c) < 32 for c in s) for s in strs)
    paths = [p for (p,) in draws("Blind29/1", 200)]
    assert any(len(p) == 10 ** 4 for p in paths)
    assert any(p.startswith("//") and not p.startswith("///") for p in paths)
    assert any(p.startswith("..") for p in paths) and any("/./." in p for p in paths)
    lines = [line for (line,) in draws("Blind29/2", 200)]
    assert any(len(line) > 9000 for line in lines)
    assert any(' "" ' in line or " '' " in line for line in lines)
    assert any('"a\\n"' in line for line in lines)
    stamps = [s for (s,) in draws("Blind29/3", 400)]
    assert any(s.startswith("0001-") for s in stamps) and any(s.startswith("9999-") for s in stamps)
    assert any(re.search(r"[+-]\d\d:(?!00)\d\d$", s) for s in stamps)
    assert any(re.match(r"2100-(0[3-9]|1[0-2])", s) for s in stamps)
    assert any(re.search(r"\.\d{6}", s) for s in stamps)
    pointers = draws("Blind29/4", 200)
    assert any(p.count("/") >= 95 for _, p in pointers)
    assert any("~01" in p for _, p in pointers) and any(p.endswith("/") for _, p in pointers)
    values = [v for (v,) in draws("Blind29/5", 200)]
    assert any(not _bencodable([[v]]) and _bencodable(v) for v in values)  # 50 deep
    assert any(isinstance(v, dict) and len(v) > 1000 for v in values)
    assert any(str(10 ** 100) in repr(v) for v in values)
    texts = [t for (t,) in draws("Blind29/6", 150)]
    assert any(len(t) > 90000 for t in texts)
    assert any(len(re.findall(r"^ ?\[ ?main ?\]", t, re.MULTILINE)) >= 2 for t in texts)
    bodies = [b for (b,) in draws("Blind29/7", 150)]
    assert any(len(b) > 90000 for b in bodies)
    assert any(re.search(r"^[0-9a-fA-F]{4,}\r\n", b) for b in bodies)
    assert any(";" in b.split("\r\n", 1)[0] for b in bodies)
    data = [d for (d,) in draws("Blind29/8", 100)]
    assert any(len(d) == 10 ** 5 for d in data) and any(127 in d and 233 in d for d in data)
    sizes = [s for (s,) in draws("Blind29/9", 300)]
    assert any(re.fullmatch(r"\d{18}\.\d{18} *EiB", s) for s in sizes)
    assert any(re.fullmatch(r"[\d.]+[kMGTPE]i?B", s) for s in sizes)
    assert any(len(s) == 10 ** 4 for (s,) in draws("Blind29/10", 100))
    groups = [ps for (ps,) in draws("Blind29/11", 100)]
    assert any(len(ps) == 10 ** 4 and len({k for k, _ in ps}) > 1000 for ps in groups)


def test_hacks_sit_on_the_hack_tasks_and_pairs_on_the_pair_tasks() -> None:
    check_layout("session29")
