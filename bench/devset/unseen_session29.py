def _task(number: int, entry: str, prompt: str, body: str, test: str) -> dict:
    return {"task_id": f"Blind29/{number}", "prompt": prompt, "entry_point": entry,
            "canonical_solution": body, "test": test}


TASKS_29 = [
    _task(0, "percent_encode", r'''def percent_encode(s: str) -> str:
    """Percent-encode s for use as one URI component: encode s as UTF-8, keep every byte
    that is an unreserved character of RFC 3986 (A-Z, a-z, 0-9, "-", ".", "_" and "~")
    and write every other byte as "%" followed by its two upper-case hex digits. "/" is
    encoded too.

    s is a str of at most 10**4 characters, each a Unicode code point from U+0000 to
    U+10FFFF other than a surrogate (U+D800 to U+DFFF).

    >>> percent_encode("a b")
    'a%20b'
    >>> percent_encode("caf\u00e9")
    'caf%C3%A9'
    """
''', r'''    unreserved = set(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    out = []
    for byte in s.encode("utf-8"):
        if byte in unreserved:
            out.append(chr(byte))
        else:
            out.append("%%%02X" % byte)
    return "".join(out)
''', r'''def check(candidate):
    assert candidate("") == ""
    assert candidate("abc") == "abc"
    assert candidate("hello world") == "hello%20world"
    assert candidate("a&b=c") == "a%26b%3Dc"
    assert candidate("50% off!") == "50%25%20off%21"
    assert candidate("A-Z_0.9") == "A-Z_0.9"
'''),
    _task(1, "normalize_path", r'''def normalize_path(path: str) -> str:
    """Normalise a POSIX path without looking at any file system.

    The path is absolute when it starts with "/". Its components are the texts between
    runs of one or more "/"; empty components and "." are dropped; ".." removes the
    last kept component when there is one that is not itself ".."; otherwise ".." is
    dropped in an absolute path (the parent of the root is the root) and kept in a
    relative one. Any other component (".a", "...", "a.") is an ordinary name.
    The result joins the kept components with single "/" characters, starts with a single
    "/" when the path is absolute and has no trailing "/"; an empty result is "/" for an
    absolute path and "." for a relative one.

    path is a str of at most 10**4 characters from a-z, 0-9, ".", "_", "-" and "/"
    (possibly empty).

    >>> normalize_path("/a/b/../c")
    '/a/c'
    >>> normalize_path("x/../../y")
    '../y'
    """
''', r'''    absolute = path.startswith("/")
    kept = []
    for part in path.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if kept and kept[-1] != "..":
                kept.pop()
            elif not absolute:
                kept.append("..")
            continue
        kept.append(part)
    joined = "/".join(kept)
    if absolute:
        return "/" + joined
    return joined or "."
''', r'''def check(candidate):
    assert candidate("/a/b/../c") == "/a/c"
    assert candidate("a/./b/") == "a/b"
    assert candidate("/../x") == "/x"
    assert candidate("") == "."
    assert candidate("/") == "/"
    assert candidate("a/..") == "."
    assert candidate("/usr//local/./bin/") == "/usr/local/bin"
'''),
    _task(2, "split_command", r'''def split_command(line: str) -> list:
    """Split a command line into words the way a POSIX shell does, without expansions.

    Words are separated by runs of spaces and tabs. Outside quotes a backslash takes the
    next character literally (a space, a quote, a backslash, anything). Between single
    quotes every character is literal up to the next single quote. Between double quotes
    every character is literal, except that a backslash followed by '"' or by a
    backslash stands for that second character (any other backslash stays). Quoted and
    unquoted parts that touch form one word, and a quoted empty string ('' or "") is a
    word even when it is empty. Leading and trailing blanks make no words.

    line is a str of at most 10**4 characters, each a printable ASCII character (space to
    "~") or a tab; every quote it opens is closed and it does not end with a backslash
    that would escape nothing.

    >>> split_command("cp 'my file' b\\\\ c")
    ['cp', 'my file', 'b c']
    >>> split_command('say "x""y" ""')
    ['say', 'xy', '']
    """
''', r'''    words = []
    current = []
    in_word = False
    i = 0
    n = len(line)
    while i < n:
        c = line[i]
        if c in " \t":
            if in_word:
                words.append("".join(current))
                current = []
                in_word = False
            i += 1
        elif c == "\\":
            current.append(line[i + 1])
            in_word = True
            i += 2
        elif c == "'":
            j = line.index("'", i + 1)
            current.append(line[i + 1:j])
            in_word = True
            i = j + 1
        elif c == '"':
            in_word = True
            i += 1
            while line[i] != '"':
                if line[i] == "\\" and line[i + 1] in '"\\':
                    current.append(line[i + 1])
                    i += 2
                else:
                    current.append(line[i])
                    i += 1
            i += 1
        else:
            current.append(c)
            in_word = True
            i += 1
    if in_word:
        words.append("".join(current))
    return words
''', r'''def check(candidate):
    assert candidate("ls -l /tmp") == ["ls", "-l", "/tmp"]
    assert candidate("echo 'hello world'") == ["echo", "hello world"]
    assert candidate('grep "a b" file.txt') == ["grep", "a b", "file.txt"]
    assert candidate("a\\ b c") == ["a b", "c"]
    assert candidate("  x\t y  ") == ["x", "y"]
    assert candidate("") == []
'''),
    _task(3, "iso_to_epoch", r'''def iso_to_epoch(stamp: str) -> float:
    """Return the number of seconds from 1970-01-01T00:00:00Z to the instant stamp names
    (negative before it), as a float.

    stamp is "YYYY-MM-DDTHH:MM:SS", then optionally "." and 1 to 6 digits of a fraction of
    a second, then the offset from UTC: "Z", or "+HH:MM" or "-HH:MM" (the local time is
    that much ahead of, or behind, UTC). The date is a real day of the proleptic
    Gregorian calendar with a year from 0001 to 9999; hours are 00 to 23, minutes and
    seconds 00 to 59 (no leap seconds); offset hours 00 to 23 and offset minutes 00 to 59.

    >>> iso_to_epoch("1970-01-02T00:00:00Z")
    86400.0
    >>> iso_to_epoch("1970-01-01T01:00:00.5+01:00")
    0.5
    """
''', r'''    import re

    m = re.fullmatch(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(Z|[+-]\d\d:\d\d)",
                     stamp)
    year, month, day, hour, minute, second = (int(m.group(k)) for k in range(1, 7))
    y = year - (month <= 2)
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    days = era * 146097 + doe - 719468
    total = days * 86400 + hour * 3600 + minute * 60 + second
    zone = m.group(8)
    if zone != "Z":
        offset = int(zone[1:3]) * 3600 + int(zone[4:6]) * 60
        total += -offset if zone[0] == "+" else offset
    fraction = m.group(7)
    return total + (int(fraction) / 10 ** len(fraction) if fraction else 0.0)
''', r'''import math


def check(candidate):
    assert math.isclose(candidate("1970-01-01T00:00:00Z"), 0.0, abs_tol=1e-9)
    assert math.isclose(candidate("2000-01-01T00:00:00Z"), 946684800.0)
    assert math.isclose(candidate("2021-06-15T12:30:45.250Z"), 1623760245.25)
    assert math.isclose(candidate("2021-06-15T14:30:45+02:00"), 1623760245.0)
    assert math.isclose(candidate("1969-12-31T19:00:00-05:00"), 0.0, abs_tol=1e-9)
    assert math.isclose(candidate("1960-02-29T00:00:00Z"), -310521600.0)
'''),
    _task(4, "resolve_pointer", r'''def resolve_pointer(doc, pointer: str):
    """Return the value that the JSON Pointer (RFC 6901) pointer refers to in doc.

    The empty pointer refers to doc itself. Otherwise pointer is a sequence of reference
    tokens, each preceded by "/"; in a token "~1" stands for "/" and "~0" for "~" (so
    "~01" is the key "~1"). A token indexes a dict by the key it spells (which may be
    empty) and a list by the decimal index it spells. The value found is returned
    itself, not a copy.

    doc is a JSON-like value: dicts whose keys are strs of at most 10 characters from
    a-z, 0-9, "~" and "/" (the empty key included), lists, and leaves that are ints,
    strs, None, True or False, nested at most 100 deep. pointer has at most 10**4
    characters, every "~" in it is followed by "0" or "1", and it resolves: every token
    names an existing key of a dict, or, on a list, is "0" or a decimal without leading
    zeros below the list's length.

    >>> resolve_pointer({"a": [10, {"b/c": 7}]}, "/a/1/b~1c")
    7
    >>> resolve_pointer({"": 1}, "/")
    1
    """
''', r'''    if pointer == "":
        return doc
    node = doc
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, list):
            node = node[int(token)]
        else:
            node = node[token]
    return node
''', r'''def check(candidate):
    doc = {"foo": ["bar", "baz"], "": 0, "a/b": 1, "m~n": 8, "k": {"x": {"y": None}}}
    assert candidate(doc, "") == doc
    assert candidate(doc, "/foo") == ["bar", "baz"]
    assert candidate(doc, "/foo/1") == "baz"
    assert candidate(doc, "/") == 0
    assert candidate(doc, "/a~1b") == 1
    assert candidate(doc, "/m~0n") == 8
    assert candidate(doc, "/k/x/y") is None
'''),
    _task(5, "bencode", r'''def bencode(value) -> str:
    """Return the bencoding (the BitTorrent encoding) of value, as a str.

    An int is "i", its decimal digits (with "-" when negative; 0 is "i0e") and "e". A str
    is its length in decimal, ":" and the str itself. A list is "l", the encodings of its
    items in order, and "e". A dict is "d", then for each key in ascending order of the
    keys' characters (plain str order, so "B" < "a"), the key encoded as a str followed
    by the encoding of its value, and "e".

    value is an int (not a bool) with |value| <= 10**100, a str of at most 10**4 printable
    ASCII characters (space to "~"), a list of such values, or a dict with str keys of at
    most 100 printable ASCII characters and such values; containers nest at most 50 deep
    and there are at most 10**4 values in all.

    >>> bencode({"cow": "moo", "spam": ["a", -3]})
    'd3:cow3:moo4:spaml1:ai-3eee'
    """
''', r'''    if isinstance(value, int):
        return "i%de" % value
    if isinstance(value, str):
        return "%d:%s" % (len(value), value)
    if isinstance(value, list):
        return "l" + "".join(bencode(item) for item in value) + "e"
    parts = ["d"]
    for key in sorted(value):
        parts.append("%d:%s" % (len(key), key))
        parts.append(bencode(value[key]))
    parts.append("e")
    return "".join(parts)
''', r'''def check(candidate):
    assert candidate(42) == "i42e"
    assert candidate(-7) == "i-7e"
    assert candidate(0) == "i0e"
    assert candidate("spam") == "4:spam"
    assert candidate("") == "0:"
    assert candidate(["spam", 42]) == "l4:spami42ee"
    assert candidate({"cow": "moo", "spam": "eggs"}) == "d3:cow3:moo4:spam4:eggse"
    assert candidate({"a": [1, {"b": "c"}]}) == "d1:ali1ed1:b1:ceee"
'''),
    _task(6, "parse_ini", r'''def parse_ini(text: str) -> dict:
    r"""Parse an INI-style configuration text into a dict of sections, each a dict of
    keys to values (all strs).

    text is split into lines at "\n". Each line, stripped of spaces and tabs at both
    ends, is blank or a comment (it starts with ";" or "#") and is skipped, or is a
    section header "[name]" (the name is stripped of spaces and tabs), or is a
    "key=value" line, split at its first "=": the key and the value are stripped of
    spaces and tabs; the value may be empty and may itself hold "=", ";" or "#" (there
    are no inline comments). Keys are case-sensitive. A key before the first header
    belongs to the section "", which is in the result only when it has a key. A header
    that repeats an earlier name continues that section; a key that repeats in a
    section takes its last value. Every section named by a header is in the result,
    even with no keys.

    text has at most 10**5 characters, each printable ASCII (space to "~"), a tab or
    "\n"; every line that is not blank or a comment is a header whose name holds no
    "[" or "]" and is not blank, or holds "=" with a key that is not blank and does not
    start with "[", ";" or "#".

    >>> parse_ini("top = 1\n[db]\nurl = a=b ; c\n")
    {'': {'top': '1'}, 'db': {'url': 'a=b ; c'}}
    """
''', r'''    result = {}
    section = None
    for raw in text.split("\n"):
        line = raw.strip(" \t")
        if not line or line[0] in ";#":
            continue
        if line[0] == "[":
            section = result.setdefault(line[1:-1].strip(" \t"), {})
            continue
        key, _, value = line.partition("=")
        if section is None:
            section = result.setdefault("", {})
        section[key.strip(" \t")] = value.strip(" \t")
    return result
''', r'''def check(candidate):
    text = ("name = demo\n[server]\nhost = example.org\nport=8080\n; comment\n\n"
            "[empty]\n# another comment\n[client]\n  retries = 3  \nhost = local\n")
    assert candidate(text) == {"": {"name": "demo"},
                               "server": {"host": "example.org", "port": "8080"},
                               "empty": {}, "client": {"retries": "3", "host": "local"}}
    assert candidate("") == {}
    assert candidate("[a]\nk=1\nk=2") == {"a": {"k": "2"}}
    assert candidate("[ spaced name ]\nkey =\n") == {"spaced name": {"key": ""}}
'''),
    _task(7, "decode_chunked", r'''def decode_chunked(body: str) -> str:
    r"""Decode an HTTP/1.1 message body sent with the "chunked" transfer coding.

    The body is a sequence of chunks, each its size in hexadecimal (digits 0-9, a-f or
    A-F, leading zeros allowed), optionally followed by chunk extensions (";" and text up
    to the end of the line), then "\r\n", then exactly that many characters of data
    (any characters, "\r\n" included), then "\r\n". The last chunk has size zero and no
    data; it is followed by zero or more trailer lines ("Name: value\r\n") and a final
    "\r\n". Return the data of all the chunks, concatenated.

    body is such a str of at most 10**5 characters: sizes have at most 8 hex digits,
    each chunk holds at most 10**4 characters, data characters are printable ASCII, tabs,
    "\r" or "\n", and an extension is ";" followed by printable ASCII other than ";"
    (several may follow one another).

    >>> decode_chunked("4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n")
    'Wikipedia'
    """
''', r'''    out = []
    i = 0
    while True:
        j = body.index("\r\n", i)
        size = int(body[i:j].split(";", 1)[0], 16)
        if size == 0:
            return "".join(out)
        out.append(body[j + 2:j + 2 + size])
        i = j + 2 + size + 2
''', r'''def check(candidate):
    cases = [
        ("0\r\n\r\n", ""),
        ("5\r\nhello\r\n0\r\n\r\n", "hello"),
        ("4\r\nWiki\r\n5\r\npedia\r\n0\r\n\r\n", "Wikipedia"),
        ("3\r\nabc\r\n3\r\ndef\r\n1\r\n!\r\n0\r\n\r\n", "abcdef!"),
        ("6\r\n a b c\r\n0\r\nExpires: never\r\n\r\n", " a b c"),
    ]
    for body, expected in cases:
        assert candidate(body) == expected
'''),
    _task(8, "hexdump", r'''def hexdump(data: list) -> list:
    """Return the canonical hex dump of the bytes in data as a list of lines, one line per
    16 bytes (the last line may hold fewer).

    A line is the offset of its first byte as 8 lower-case hex digits, two spaces, the
    line's bytes as two lower-case hex digits each separated by single spaces and padded
    on the right with spaces to 47 characters, two spaces, and the bytes between "|"
    characters, each byte from 32 (space) to 126 ("~") shown as that ASCII character and
    every other byte as ".". No data gives no lines.

    data is a list of at most 10**5 ints, each 0 <= b <= 255.

    >>> hexdump([72, 105, 10])
    ['00000000  48 69 0a                                         |Hi.|']
    """
''', r'''    lines = []
    for offset in range(0, len(data), 16):
        row = data[offset:offset + 16]
        hex_part = " ".join("%02x" % b for b in row)
        text = "".join(chr(b) if 32 <= b <= 126 else "." for b in row)
        lines.append("%08x  %-47s  |%s|" % (offset, hex_part, text))
    return lines
''', r'''def check(candidate):
    assert candidate([]) == []
    assert candidate(list(b"hello")) == [
        "00000000  68 65 6c 6c 6f                                   |hello|"]
    assert candidate([0, 1, 2, 65, 66, 67, 31, 32, 126]) == [
        "00000000  00 01 02 41 42 43 1f 20 7e                       |...ABC. ~|"]
    assert candidate(list(b"The quick brown fox")) == [
        "00000000  54 68 65 20 71 75 69 63 6b 20 62 72 6f 77 6e 20  |The quick brown |",
        "00000010  66 6f 78                                         |fox|"]
    assert candidate(list(range(48, 64))) == [
        "00000000  30 31 32 33 34 35 36 37 38 39 3a 3b 3c 3d 3e 3f  |0123456789:;<=>?|"]
'''),
    _task(9, "parse_size", r'''def parse_size(text: str) -> int:
    """Return the number of bytes that a human-readable size such as "1.5 GiB" names,
    rounded down to a whole number of bytes.

    text is a decimal number (1 to 18 digits, optionally followed by "." and 1 to 18
    digits), then 0 to 3 spaces, then a unit, case as written here: "B" (1 byte), the SI
    units "kB", "MB", "GB", "TB", "PB", "EB" (1000, 1000**2, ... 1000**6 bytes) or the IEC
    units "KiB", "MiB", "GiB", "TiB", "PiB", "EiB" (1024, 1024**2, ... 1024**6 bytes).

    >>> parse_size("1.5 KiB")
    1536
    >>> parse_size("0.5B")
    0
    """
''', r'''    import re

    scale = {"B": 1}
    for power, prefix in enumerate("kMGTPE", 1):
        scale[prefix + "B"] = 1000 ** power
        scale[prefix.upper() + "iB"] = 1024 ** power
    m = re.fullmatch(r"(\d+)(?:\.(\d+))? *([A-Za-z]+)", text)
    whole, fraction, unit = m.group(1), m.group(2) or "", m.group(3)
    return int(whole + fraction) * scale[unit] // 10 ** len(fraction)
''', r'''def check(candidate):
    assert candidate("0 B") == 0
    assert candidate("512B") == 512
    assert candidate("1 kB") == 1000
    assert candidate("1 KiB") == 1024
    assert candidate("1.5 GiB") == 1610612736
    assert candidate("2.25 MB") == 2250000
    assert candidate("3 TB") == 3 * 10 ** 12
'''),
    _task(10, "squeeze", r'''def squeeze(s: str) -> str:
    """Return s with every run of one repeated character replaced by a single copy of it.

    s is a str of at most 10**4 printable ASCII characters (space to "~").

    >>> squeeze("aaabccdd  e")
    'abcd e'
    """
''', r'''    out = []
    for ch in s:
        if not out or out[-1] != ch:
            out.append(ch)
    return "".join(out)
''', r'''def check(candidate):
    assert candidate("") == ""
    assert candidate("a") == "a"
    assert candidate("aaabccdd  e") == "abcd e"
    assert candidate("abab") == "abab"
    assert candidate("!!!???...") == "!?."
    assert candidate("x" * 1000) == "x"
'''),
    _task(11, "group_pairs", r'''def group_pairs(pairs: list) -> dict:
    """Group the values of (key, value) pairs by key: return a dict mapping each key to the
    list of its values in the order they appear; the keys come in the order of their first
    appearance. pairs is left unchanged.

    pairs is a list of at most 10**4 pairs (tuples or lists of two items): a key that is a
    str of 1 to 3 letters a-z, and an int value.

    >>> group_pairs([("a", 1), ("b", 2), ("a", 3)])
    {'a': [1, 3], 'b': [2]}
    """
''', r'''    groups = {}
    for key, value in pairs:
        groups.setdefault(key, []).append(value)
    return groups
''', r'''def check(candidate):
    assert candidate([]) == {}
    assert candidate([("a", 1)]) == {"a": [1]}
    assert candidate([("a", 1), ("b", 2), ("a", 3)]) == {"a": [1, 3], "b": [2]}
    pairs = [("x", 5), ("y", -1), ("x", 5), ("zz", 0)]
    assert list(candidate(pairs).items()) == [("x", [5, 5]), ("y", [-1]), ("zz", [0])]
    assert pairs == [("x", 5), ("y", -1), ("x", 5), ("zz", 0)]
'''),
]
