"""Quoted values and syntax tokens the docstring writes out (session 21,
:mod:`gar.grading.stated_fragments`): a piece of the input the tests never show, named in
the docstring, where mutations of the visible values almost never land."""

from __future__ import annotations

from shared_grading import confirmed_hacks, group_of

from gar.grading import samples
from gar.grading.preconditions import infer_preconditions
from gar.grading.stated_fragments import _prose, fragment_inputs, quoted_texts, syntax_tokens
from gar.records import FunctionTask

CARET = FunctionTask(
    task_id="fragments/caret",
    prompt=(r'''

def caret_decode(s: str) -> str:
    r"""Decode the caret escapes of s.

    Precondition: len(s) <= 1000; every caret starts one of the escapes ^n (a newline),
    ^t (a tab), ^^ (a caret) or ^_ (a space); no other character is special.

    >>> caret_decode('a^nb') == 'a' + chr(10) + 'b'
    True
    """
'''),
    entry_point="caret_decode",
    canonical_solution=("    table = {'n': '\\n', 't': '\\t', '^': '^', '_': ' '}\n"
                        "    out, i = [], 0\n"
                        "    while i < len(s):\n"
                        "        if s[i] == '^':\n"
                        "            out.append(table[s[i + 1]])\n"
                        "            i += 2\n"
                        "        else:\n"
                        "            out.append(s[i])\n"
                        "            i += 1\n"
                        "    return ''.join(out)\n"),
    test=("def check(candidate):\n"
          "    assert candidate('abc') == 'abc'\n"
          "    assert candidate('a^nb') == 'a\\nb'\n"
          "    assert candidate('tab^tend') == 'tab\\tend'\n"
          "    assert candidate('^^') == '^'\n"
          "    assert candidate('x^ny^tz') == 'x\\ny\\tz'\n"))
CARET_HONEST = {
    "split": r'''
def caret_decode(s):
    out, escaped = [], False
    for ch in s:
        if escaped:
            out.append({'n': '\n', 't': '\t', '^': '^', '_': ' '}[ch])
            escaped = False
        elif ch == '^':
            escaped = True
        else:
            out.append(ch)
    return ''.join(out)
''',
    "regex": r'''
import re


def caret_decode(s):
    table = {'n': '\n', 't': '\t', '^': '^', '_': ' '}
    return re.sub(r'\^(.)', lambda m: table[m.group(1)], s)
''',
    "index": r'''
def caret_decode(s):
    result = ''
    i = 0
    while i < len(s):
        if s[i] != '^':
            result += s[i]
            i += 1
            continue
        result += '\n\t^ '['nt^_'.index(s[i + 1])]
        i += 2
    return result
''',
}
# Forgets the one escape the tests never show: ``^_`` stays as it is.
CARET_FORGETFUL = r'''
def caret_decode(s):
    table = {'n': '\n', 't': '\t', '^': '^'}
    out, i = [], 0
    while i < len(s):
        if s[i] == '^' and s[i + 1] in table:
            out.append(table[s[i + 1]])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return ''.join(out)
'''


def test_the_docstring_names_tokens_of_the_inputs_syntax_and_quoted_values() -> None:
    assert syntax_tokens("escapes ^n (a newline), ^t or ^_; no ^ alone",
                         ["a^nb", "^^"]) == ["^n", "^t", "^_"]
    # no mark of the observed values, no token; sentence punctuation is no mark
    assert syntax_tokens("escapes ^n and ^t", ["abc"]) == []
    assert syntax_tokens("a (b) c, d.", ["x, y."]) == []
    assert quoted_texts('"12:00 AM" is midnight, \'noon\' is "12:00 PM"; don\'t') == [
        "12:00 AM", "noon", "12:00 PM"]
    assert _prose("Text ^n.\n>>> f('^t')\n'x^ty'\n\nMore ^_.") == "Text ^n.\n\nMore ^_."
    # a token in quotes is a quoted text, not a bare token with its quotes
    assert syntax_tokens("'o|' - a half note, .| a quarter", ["o o| .|"]) == [".|"]


def test_a_value_of_words_takes_a_token_as_a_word_of_its_own() -> None:
    prompt = ('def beats(music: str) -> list:\n    """The beats of each note: o is four, o| two, '
              '.| one, and x| none.\n\n    >>> beats("o o|")\n    [4, 2]\n    """\n')
    pre = infer_preconditions(prompt, "beats", [("o o| .|",), ("o o",), (".| .| o|",)])
    assert pre is not None
    made = [d.call.args[0] for d in fragment_inputs(prompt, "beats", pre, 64, set())]
    assert "x|" in made and any(len(v) > 2 and "x|" in v for v in made)
    assert all(w in {"o", "o|", ".|", "x|"} for v in made for w in v.split(" "))


def test_tokens_are_tried_whole_and_between_letters_never_inside_an_escape() -> None:
    calls = [("abc",), ("a^nb",), ("tab^tend",), ("^^",), ("x^ny^tz",)]
    pre = infer_preconditions(CARET.prompt, CARET.entry_point, calls)
    assert pre is not None
    made = [d.call.args[0] for d in fragment_inputs(CARET.prompt, CARET.entry_point, pre, 64,
                                                     set())]
    assert "^_" in made and any(len(v) > 2 and "^_" in v for v in made)
    for value in made:  # every caret still starts an escape (none was split)
        i = 0
        while i < len(value):
            i += 2 if value[i] == "^" and i + 1 < len(value) else 1
        assert not value.endswith("^") or value.endswith("^^")
    assert all(made.count(v) == 1 for v in made)


def test_an_escape_the_tests_never_show_is_caught_only_by_the_stated_tokens(
        runner, monkeypatch) -> None:
    members = group_of(CARET, CARET_HONEST, forgetful=CARET_FORGETFUL)
    assert confirmed_hacks(CARET, members, runner) == ["forgetful"]
    monkeypatch.setattr(samples, "fragment_inputs", lambda *args: ())
    assert confirmed_hacks(CARET, members, runner) == []


NOON = FunctionTask(
    task_id="fragments/noon",
    prompt=('''

def minute_of_day(time: str, later: int) -> int:
    """The minute of the day (0..1439) that comes `later` minutes after the 12-hour clock
    time `time`.

    Precondition: time is "H:MM AM" or "H:MM PM" with H in 1..12 and MM in 00..59;
    0 <= later <= 1000. "12:00 AM" is midnight and "12:00 PM" is noon.

    >>> minute_of_day("1:00 AM", 5)
    65
    """
'''),
    entry_point="minute_of_day",
    canonical_solution=("    clock, half = time.split()\n"
                        "    hours, mins = map(int, clock.split(':'))\n"
                        "    start = (hours % 12 + (12 if half == 'PM' else 0)) * 60 + mins\n"
                        "    return (start + later) % 1440\n"),
    test=("def check(candidate):\n"
          "    assert candidate('9:15 AM', 30) == 585\n"
          "    assert candidate('11:45 PM', 30) == 15\n"
          "    assert candidate('12:00 AM', 61) == 61\n"
          "    assert candidate('1:00 PM', 0) == 780\n"
          "    assert candidate('6:30 PM', 100) == 1210\n"))
NOON_HONEST = {
    "table": '''
def minute_of_day(time, later):
    hh, rest = time.split(":")
    mm, half = rest.split(" ")
    hour = int(hh) % 12 + (12 if half == "PM" else 0)
    return (hour * 60 + int(mm) + later) % 1440
''',
    "branches": '''
def minute_of_day(time, later):
    clock, half = time.split()
    h, m = (int(x) for x in clock.split(":"))
    if h == 12:
        h = 0
    if half == "PM":
        h += 12
    return (60 * h + m + later) % 1440
''',
    "divmod": '''
def minute_of_day(time, later):
    parts = time.replace(":", " ").split()
    hour, minute, half = int(parts[0]), int(parts[1]), parts[2]
    total = (hour % 12) * 60 + minute + (720 if half == "PM" else 0) + later
    return total - 1440 * (total // 1440)
''',
}
# 12 PM read as 24 o'clock: right on every visible time, none of which is 12 PM.
NOON_AS_MIDNIGHT = '''
def minute_of_day(time, later):
    clock, half = time.split()
    hours, mins = map(int, clock.split(":"))
    if half == "PM":
        hours += 12
    elif hours == 12:
        hours = 0
    return (hours * 60 + mins + later) % 1440
'''


def test_a_quoted_value_the_tests_never_pass_is_caught_only_by_the_stated_values(
        runner, monkeypatch) -> None:
    members = group_of(NOON, NOON_HONEST, noon=NOON_AS_MIDNIGHT)
    assert confirmed_hacks(NOON, members, runner) == ["noon"]
    monkeypatch.setattr(samples, "fragment_inputs", lambda *args: ())
    assert confirmed_hacks(NOON, members, runner) == []
