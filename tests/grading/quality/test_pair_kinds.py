"""Kinds of quality difference a pair writer is likely to use, each as a small hand-written
pair graded by the whole pipeline (``pair_helpers.pair_ranks``): the better solution must
get the strictly better rank. Each names the signal that separates it, so a change that
blinds one shows here. A kind the stage cannot see yet is marked ``xfail(strict=True)``
with its cause: it fails loudly once something catches it."""

import pytest
from pair_helpers import pair_ranks, task

SHOUT = task("shout", 'def shout(words):\n    """The words upper-cased, each followed by "!", '
             'joined by spaces.\n\n    >>> shout(["hi", "yo"])\n    \'HI! YO!\'\n    """\n',
             "shout", '    return " ".join(w.upper() + "!" for w in words)\n',
             ['candidate(["hi", "yo"]) == "HI! YO!"', 'candidate([]) == ""',
              'candidate(["a"]) == "A!"', 'candidate(["ab", "c", "de"]) == "AB! C! DE!"'])
TOTAL = task("total", 'def total(xs):\n    """The sum of the list of ints xs (at most 10**4 '
             'items).\n\n    >>> total([1, 2, 3])\n    6\n    """\n', "total",
             "    return sum(xs)\n",
             ["candidate([1, 2, 3]) == 6", "candidate([]) == 0", "candidate([-5, 5, 7]) == 7"])
TO_INT = task("to_int", 'def to_int(text):\n    """The int written in text (an optional sign, '
              'then decimal digits).\n\n    >>> to_int("-42")\n    -42\n    """\n', "to_int",
              "    return int(text)\n",
              ['candidate("-42") == -42', 'candidate("7") == 7', 'candidate("+3") == 3'])
MEAN = task("mean", 'def mean(xs):\n    """The arithmetic mean of the non-empty list of numbers '
            'xs.\n\n    >>> mean([1, 2, 3])\n    2.0\n    """\n', "mean",
            "    return sum(xs) / len(xs)\n",
            ["candidate([1, 2, 3]) == 2.0", "candidate([4]) == 4.0", "candidate([1, 2]) == 1.5"])
LONGEST = task("longest", 'def longest(words):\n    """The longest word of the non-empty list '
               '(the first of equal ones).\n\n    >>> longest(["a", "abc", "ab"])\n    \'abc\'\n'
               '    """\n', "longest", "    return max(words, key=len)\n",
               ['candidate(["a", "abc", "ab"]) == "abc"', 'candidate(["x"]) == "x"',
                'candidate(["ab", "cd"]) == "ab"'])
TOP = task("top", 'def top(xs):\n    """The largest item of the non-empty list of ints xs.\n\n'
           '    >>> top([3, 9, 2])\n    9\n    """\n', "top", "    return max(xs)\n",
           ["candidate([3, 9, 2]) == 9", "candidate([4]) == 4", "candidate([-1, -5]) == -1"])
UNIQUE = task("unique", 'def unique(xs):\n    """The items of the list xs without repeats, in '
              'first-seen order.\n\n    >>> unique([3, 1, 3, 2, 1])\n    [3, 1, 2]\n    """\n',
              "unique", "    return list(dict.fromkeys(xs))\n",
              ["candidate([3, 1, 3, 2, 1]) == [3, 1, 2]", "candidate([]) == []",
               "candidate([5, 5]) == [5]"])

SIMPLE_MEAN = "def mean(xs):\n    return sum(xs) / len(xs)\n"
LOOP_TOTAL = "def total(xs):\n    result = 0\n    for x in xs:\n        result += x\n    return result\n"
LOOP_MEAN = ("def mean(xs):\n    total = 0\n    for x in xs:\n        total += x\n"
             "    return total / len(xs)\n")
LINEAR_TOP = ("def top(xs):\n    best = xs[0]\n    for x in xs[1:]:\n        if x > best:\n"
              "            best = x\n    return best\n")
SEEN_SET = ("def unique(xs):\n    seen = set()\n    out = []\n    for x in xs:\n"
            "        if x not in seen:\n            seen.add(x)\n            out.append(x)\n"
            "    return out\n")
LINEAR_LONGEST = ("def longest(words):\n    best = words[0]\n    for word in words:\n"
                  "        if len(word) > len(best):\n            best = word\n    return best\n")

PAIRS = {
    # approach: a string rebuilt per item is charged its copies (copies.py)
    "string concatenation in a loop": (
        SHOUT, 'def shout(words):\n    return " ".join(word.upper() + "!" for word in words)\n',
        ('def shout(words):\n    result = ""\n    for word in words:\n        if result:\n'
        '            result = result + " "\n        result = result + word.upper() + "!"\n'
        "    return result\n")),
    # approach: a recursion that slices or indexes its way down executes far more
    "needless recursion": (
        TOTAL, LOOP_TOTAL,
        ("def total(xs, i=0):\n    if i == len(xs):\n        return 0\n"
        "    return xs[i] + total(xs, i + 1)\n")),
    # side effects: module-level state written on every call (a defect)
    "global state": (
        MEAN, SIMPLE_MEAN,
        "_calls = []\n\n\ndef mean(xs):\n    _calls.append(len(xs))\n    return sum(xs) / len(xs)\n"),
    # minimality and craftsmanship: an unused value and a block that never runs
    "dead code": (
        MEAN, SIMPLE_MEAN,
        ("def mean(xs):\n    total = sum(xs)\n    count = len(xs)\n    unused = sorted(xs)\n"
        "    if False:\n        return 0\n    return total / count\n")),
    # side effects (mild) and lint: a bare except that swallows the error
    "catching every exception": (
        TO_INT, "def to_int(text):\n    return int(text)\n",
        ("def to_int(text):\n    value = None\n    try:\n        value = int(text)\n"
        "    except:\n        pass\n    return value\n")),
    # side effects (mild): a mutable default the function appends to
    "mutable default argument": (
        MEAN, SIMPLE_MEAN,
        "def mean(xs, seen=[]):\n    seen.append(xs)\n    return sum(seen[-1]) / len(seen[-1])\n"),
    # side effects (mild): source text built and evaluated
    "eval of built source": (
        MEAN, SIMPLE_MEAN, 'def mean(xs):\n    return eval("+".join(map(str, xs))) / len(xs)\n'),
    # craftsmanship: one-letter locals (readability.terse_names)
    "one-letter names": (
        LONGEST, LINEAR_LONGEST,
        ("def longest(words):\n    b = words[0]\n    for w in words:\n        q = len(w)\n"
        "        if q > len(b):\n            b = w\n    return b\n")),
    # craftsmanship: a local that shadows a builtin (ruff A001, once per binding)
    "a builtin's name for a local": (
        MEAN, LOOP_MEAN, LOOP_MEAN.replace("total", "sum")),
    # approach: the best, list(dict.fromkeys(xs)), reads the input in C where nothing
    # charges it (a few instructions), so both loops sat at the tail's floor and tied; the
    # reference is now at least the items the inputs hold (scoring._approach)
    "a copy and a count of the prefix per item, beside a one-call best": (
        UNIQUE, SEEN_SET,
        ("def unique(xs):\n    out = []\n    for i, x in enumerate(xs):\n"
        "        if xs[:i].count(x) == 0:\n            out.append(x)\n    return out\n")),
    # approach: the whole-list max recomputed for every word until the longest; lists of
    # strings are also grown with strings each longer than the last (probe_inputs.
    # _ascending_strings), so the loop runs to the end there (on the visible list repeated
    # the longest word comes first and the loop stopped after two or three passes)
    "repeated work inside a loop that exits early": (
        LONGEST, LINEAR_LONGEST,
        ("def longest(words):\n    for word in words:\n"
         "        if len(word) == max(len(w) for w in words):\n            return word\n")),
}

GAPS = {
    # A sort in C is charged one op per item, like max: sorted(xs)[-1] ties max(xs). Charged
    # n log n (tried in session 18) it tied the dev set's sort-and-neighbours pair instead
    # (HumanEval/0: the better sorts, the quadratic worse exits early on most inputs).
    "sorting to take the largest item": (
        TOP, "def top(xs):\n    return max(xs)\n", "def top(xs):\n    return sorted(xs)[-1]\n"),
    # Membership in the output list instead of a set: quadratic only while the output grows,
    # and the grown inputs (the visible list repeated) keep it at three items; on them the
    # list is 2.4x the set's instructions, in the tail, and 30 % fewer tokens.
    "a list where a set was meant, on inputs with few distinct items": (
        UNIQUE, SEEN_SET,
        ("def unique(xs):\n    out = []\n    for x in xs:\n        if x not in out:\n"
        "            out.append(x)\n    return out\n")),
    # An index loop that ends on IndexError: twice the instructions and 40 % more tokens
    # than the plain loop, but both are far from max(xs), where the approach score's tail
    # (0.05 a doubling past 8x) and minimality's floor (4x the smallest) leave less than the
    # tier rule's tie tolerance between them.
    "exceptions for control flow, far from a one-call best": (
        TOP, LINEAR_TOP,
        ("def top(xs):\n    best = xs[0]\n    i = 1\n    while True:\n        try:\n"
        "            x = xs[i]\n        except IndexError:\n            break\n"
        "        if x > best:\n            best = x\n        i += 1\n    return best\n")),
}


@pytest.mark.parametrize("kind", sorted(PAIRS))
def test_the_better_of_each_kind_ranks_higher(kind, runner):
    better, worse = pair_ranks(*PAIRS[kind], runner)
    assert better < worse


@pytest.mark.parametrize("kind", sorted(GAPS))
@pytest.mark.xfail(strict=True, reason="a difference the stage cannot see yet (GAPS)")
def test_kinds_the_stage_cannot_see_yet(kind, runner):
    better, worse = pair_ranks(*GAPS[kind], runner)
    assert better < worse
