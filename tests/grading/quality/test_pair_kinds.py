"""Kinds of quality difference a pair writer is likely to use, each as a small hand-written
pair graded by the whole pipeline (``pair_helpers.pair_ranks``): the better solution must
get the strictly better rank. Each names the signal that separates it, so a change that
blinds one shows here. A kind the stage cannot see yet goes in a ``GAPS`` table marked
``xfail(strict=True)`` with its cause (none left in session 19)."""

import pair_tasks as more
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
    # approach, ordered within T2 (within.rescore): both loops are far from
    # list(dict.fromkeys(xs)), 12.7x and 30x its count, where the approach tail (0.05 a
    # doubling) left their 2.4x apart worth less than the worse's 30 % fewer tokens; against
    # the better of the two the same counts and tokens put the set clearly ahead
    "a list where a set was meant, on inputs with few distinct items": (
        UNIQUE, SEEN_SET,
        ("def unique(xs):\n    out = []\n    for x in xs:\n        if x not in out:\n"
        "            out.append(x)\n    return out\n")),
    # approach: a sort of a named sequence is charged the comparisons it makes on those
    # items (copies._comparisons; charged n, like max, it tied max(xs)); on an ascending
    # input timsort makes about n, so a sort there costs what a scan does
    "sorting to take the largest item": (
        TOP, "def top(xs):\n    return max(xs)\n", "def top(xs):\n    return sorted(xs)[-1]\n"),
    # approach and minimality, ordered within T2 (within.rescore): 1.8x the instructions
    # and 40 % more tokens than the plain loop, both far from max(xs), where the approach
    # tail and minimality's floor (4x the smallest) had left them tied
    "exceptions for control flow, far from a one-call best": (
        TOP, LINEAR_TOP,
        ("def top(xs):\n    best = xs[0]\n    i = 1\n    while True:\n        try:\n"
        "            x = xs[i]\n        except IndexError:\n            break\n"
        "        if x > best:\n            best = x\n        i += 1\n    return best\n")),
}

# Session 19: kinds from the code-quality literature and typical RL-generated code, each on a
# task of its own whose canonical solution is a third pass (as a blind writer's pair is
# graded beside HumanEval's canonical). Each names the signal that separates it.
MORE = {
    # approach: both lists grown together (probe_inputs), so `x in b` scans a large b
    "membership in a list where a set was meant (two inputs)": (
        more.COMMON,
        ('def common(a, b):\n    wanted = set(b)\n    result = []\n    for x in a:\n'
         '        if x in wanted:\n            result.append(x)\n    return result\n'),
        ('def common(a, b):\n    result = []\n    for x in a:\n        if x in b:\n'
         '            result.append(x)\n    return result\n')),
    # approach: max() charged its items per call (copies)
    "the maximum recomputed for every item": (
        more.COUNT_MAX,
        ('def count_max(xs):\n    largest = max(xs)\n'
         '    return sum(1 for x in xs if x == largest)\n'),
        'def count_max(xs):\n    return sum(1 for x in xs if x == max(xs))\n'),
    # approach (op cap on the grown n) + precision on negative n
    "exponential recursion without memo": (
        more.FIB,
        ('def fib(n):\n    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n'
         '    return a\n'),
        'def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n'),
    # side effects: argument mutation (a defect)
    "sorting the caller's list in place": (
        more.MEDIAN,
        ('def median(xs):\n    ordered = sorted(xs)\n    mid = len(ordered) // 2\n'
         '    if len(ordered) % 2:\n        return ordered[mid]\n'
         '    return (ordered[mid - 1] + ordered[mid]) / 2\n'),
        ('def median(xs):\n    xs.sort()\n    mid = len(xs) // 2\n    if len(xs) % 2:\n'
         '        return xs[mid]\n    return (xs[mid - 1] + xs[mid]) / 2\n')),
    # approach on the grown n
    "trial division up to n instead of its square root": (
        more.IS_PRIME,
        ('def is_prime(n):\n    if n < 2:\n        return False\n    d = 2\n'
         '    while d * d <= n:\n        if n % d == 0:\n            return False\n'
         '        d += 1\n    return True\n'),
        ('def is_prime(n):\n    if n < 2:\n        return False\n    for d in range(2, n):\n'
         '        if n % d == 0:\n            return False\n    return True\n')),
    # approach: the grown target runs the double loop to its end
    "all pairs instead of a set of complements": (
        more.HAS_PAIR,
        ('def has_pair_sum(xs, target):\n    seen = set()\n    for x in xs:\n'
         '        if target - x in seen:\n            return True\n        seen.add(x)\n'
         '    return False\n'),
        ('def has_pair_sum(xs, target):\n    for i in range(len(xs)):\n'
         '        for j in range(len(xs)):\n            if i != j and xs[i] + xs[j] == target:\n'
         '                return True\n    return False\n')),
    # approach: a dict argument is grown (quality.grown_dicts; nothing grew one before
    # session 20, so both ran the tests' three-key graphs only and tied)
    "every edge list rescanned for each name of a graph": (
        more.SOURCES,
        ('def sources(graph):\n    pointed = set()\n    for targets in graph.values():\n'
         '        pointed.update(targets)\n    return [n for n in graph if n not in pointed]\n'),
        ('def sources(graph):\n    return [n for n in graph\n'
         '            if not any(n in targets for targets in graph.values())]\n')),
    # side effects: the grown graph's edge lists come in a drawn order, so sorting the
    # caller's lists in place mutates it (the tests' lists were already sorted)
    "sorting the caller's edge lists in place": (
        more.SOURCES,
        ('def sources(graph):\n    pointed = set()\n    for targets in graph.values():\n'
         '        pointed.update(targets)\n    return [n for n in graph if n not in pointed]\n'),
        ('def sources(graph):\n    pointed = set()\n    for targets in graph.values():\n'
         '        targets.sort()\n        pointed.update(targets)\n'
         '    return [n for n in graph if n not in pointed]\n')),
    # craftsmanship: blocks nested past three levels (readability.deep_nesting) + minimality
    "deep nesting instead of early returns": (
        more.GRADE,
        ("def grade(score):\n    if score >= 90:\n        return 'A'\n    if score >= 80:\n"
         "        return 'B'\n    if score >= 70:\n        return 'C'\n    if score >= 60:\n"
         "        return 'D'\n    return 'F'\n"),
        ('def grade(score):\n    if score < 90:\n        if score < 80:\n'
         '            if score < 70:\n                if score < 60:\n'
         "                    letter = 'F'\n                else:\n"
         "                    letter = 'D'\n            else:\n                letter = 'C'\n"
         "        else:\n            letter = 'B'\n    else:\n        letter = 'A'\n"
         '    return letter\n')),
    # minimality + lint (E712, SIM103, RET505)
    "a flag loop instead of all()": (
        more.ALL_POSITIVE,
        'def all_positive(xs):\n    return all(x > 0 for x in xs)\n',
        ('def all_positive(xs):\n    ok = True\n    for x in xs:\n        if x > 0:\n'
         '            continue\n        else:\n            ok = False\n    if ok == True:\n'
         '        return True\n    else:\n        return False\n')),
    # approach + minimality
    "membership test and two lookups instead of get": (
        more.WORD_COUNT,
        ('def word_counts(text):\n    counts = {}\n    for word in text.lower().split():\n'
         '        counts[word] = counts.get(word, 0) + 1\n    return counts\n'),
        ('def word_counts(text):\n    counts = {}\n    for word in text.split():\n'
         '        if word.lower() in counts.keys():\n'
         '            counts[word.lower()] = counts[word.lower()] + 1\n        else:\n'
         '            counts[word.lower()] = 1\n    return counts\n')),
    # approach (no early exit) + minimality
    "a whole filtered list built to take its first item": (
        more.FIRST_NEG,
        ('def first_negative(xs):\n    for x in xs:\n        if x < 0:\n            return x\n'
         '    return None\n'),
        ('def first_negative(xs):\n    negatives = [x for x in xs if x < 0]\n'
         '    if len(negatives) > 0:\n        return negatives[0]\n    return None\n')),
    # approach: a slice copy per item (copies) + minimality
    "needless copies of the input": (
        more.CLAMP,
        ('def clamp_all(xs, low, high):\n    result = []\n    for x in xs:\n'
         '        result.append(min(max(x, low), high))\n    return result\n'),
        ('def clamp_all(xs, low, high):\n    items = list(xs)\n    result = items[:]\n'
         '    for i in range(len(result)):\n        copy = result[:]\n'
         '        result[i] = min(max(copy[i], low), high)\n    return result\n')),
    # craftsmanship: ruff A002 and A001 + minimality
    "a builtin's name for a parameter and a local": (
        more.CAPS,
        ('def capitalize_words(words):\n'
         '    return [word[:1].upper() + word[1:] for word in words]\n'),
        ('def capitalize_words(list):\n    str = []\n    for w in list:\n'
         '        str.append(w[:1].upper() + w[1:])\n    return str\n')),
    # approach (a lower() per word more)
    "the same conversion repeated inside the loop": (
        more.MATCHES,
        ('def count_matches(words, target):\n    wanted = target.lower()\n    count = 0\n'
         '    for word in words:\n        if word.lower() == wanted:\n            count += 1\n'
         '    return count\n'),
        ('def count_matches(words, target):\n    count = 0\n    for word in words:\n'
         '        if word.lower() == target.lower():\n            count += 1\n    return count\n')),
    # approach: scans and slice copies charged + minimality
    "index() in a loop instead of enumerate": (
        more.POSITIONS,
        ('def positions(xs, value):\n    found = []\n    for i, x in enumerate(xs):\n'
         '        if x == value:\n            found.append(i)\n    return found\n'),
        ('def positions(xs, value):\n    found = []\n    rest = xs\n    offset = 0\n'
         '    while value in rest:\n        i = rest.index(value)\n'
         '        found.append(offset + i)\n        offset += i + 1\n        rest = rest[i + 1:]\n'
         '    return found\n')),
    # minimality (the worse repeats its arithmetic); no magic-number signal
    "magic numbers instead of named constants": (
        more.HMS,
        ('SECONDS_PER_HOUR = 3600\nSECONDS_PER_MINUTE = 60\n\n\ndef to_hms(seconds):\n'
         '    hours, rest = divmod(seconds, SECONDS_PER_HOUR)\n'
         '    minutes, secs = divmod(rest, SECONDS_PER_MINUTE)\n'
         "    return f'{hours}:{minutes:02d}:{secs:02d}'\n"),
        ('def to_hms(seconds):\n    hours = seconds // 3600\n'
         '    minutes = (seconds - hours * 3600) // 60\n'
         '    secs = seconds - hours * 3600 - minutes * 60\n'
         "    return str(hours) + ':' + str(minutes).zfill(2) + ':' + str(secs).zfill(2)\n")),
    # side effects (mild): a quiet broad handler
    "a broad handler instead of the specific error": (
        more.PARSE,
        ('def parse_port(text):\n    try:\n        return int(text)\n    except ValueError:\n'
         '        return None\n'),
        ('def parse_port(text):\n    try:\n        return int(text)\n    except Exception:\n'
         '        return None\n')),
    # approach + minimality
    "a comprehension run for its side effects": (
        more.SQUARES,
        'def squares(xs):\n    return [x * x for x in xs]\n',
        'def squares(xs):\n    out = []\n    [out.append(x * x) for x in xs]\n    return out\n'),
    # approach
    "a hand-written bubble sort instead of sorted": (
        more.SORT,
        'def sort_scores(scores):\n    return sorted(scores)\n',
        ('def sort_scores(scores):\n    items = list(scores)\n    for i in range(len(items)):\n'
         '        for j in range(len(items) - 1 - i):\n            if items[j] > items[j + 1]:\n'
         '                items[j], items[j + 1] = items[j + 1], items[j]\n    return items\n')),
    # approach: list.count scans charged
    "a count of the whole list per item": (
        more.MODE,
        ('def most_common(xs):\n    counts = {}\n    for x in xs:\n'
         '        counts[x] = counts.get(x, 0) + 1\n    best = xs[0]\n    for x in counts:\n'
         '        if counts[x] > counts[best]:\n            best = x\n    return best\n'),
        ('def most_common(xs):\n    best = xs[0]\n    for x in xs:\n'
         '        if xs.count(x) > xs.count(best):\n            best = x\n    return best\n')),
    # approach + precision on edge inputs
    "trial divisors instead of Euclid": (
        more.GCD,
        'def gcd(a, b):\n    while b:\n        a, b = b, a % b\n    return a\n',
        ('def gcd(a, b):\n    for d in range(min(a, b), 0, -1):\n'
         '        if a % d == 0 and b % d == 0:\n            return d\n    return 1\n')),
    # approach: `result + row` of two named lists charged both copies (copies._cat)
    "lists concatenated per row": (
        more.FLAT,
        ('def flatten(rows):\n    result = []\n    for row in rows:\n        result.extend(row)\n'
         '    return result\n'),
        ('def flatten(rows):\n    result = []\n    for row in rows:\n'
         '        result = result + row\n    return result\n')),
    # minimality (the guard is not size; the worse's answer is)
    "a silent default instead of the documented error": (
        more.AVG,
        ("def average(xs):\n    if not xs:\n        raise ValueError('average of an empty list')\n"
         '    return sum(xs) / len(xs)\n'),
        'def average(xs):\n    if len(xs) == 0:\n        return 0\n    return sum(xs) / len(xs)\n'),
    # craftsmanship (duplicate lines) + minimality
    "duplicated branches": (
        more.SHIP,
        ('def shipping_cost(weight_kg, express):\n    cost = 5 + 2 * weight_kg\n    if express:\n'
         '        cost *= 2\n    return cost\n'),
        ('def shipping_cost(weight_kg, express):\n    if express:\n        cost = 5\n'
         '        cost = cost + 2 * weight_kg\n        cost = cost * 2\n        return cost\n'
         '    else:\n        cost = 5\n        cost = cost + 2 * weight_kg\n        return cost\n')),
    # approach
    "a parity test through string conversion": (
        more.EVENS,
        'def evens(xs):\n    return [x for x in xs if x % 2 == 0]\n',
        "def evens(xs):\n    return [x for x in xs if str(x)[-1] in '02468']\n"),
    # approach: insert(0, x) charged the items it moves
    "insertion at the front of a list per word": (
        more.REV,
        ('def reverse_words(text):\n    words = text.split()\n    words.reverse()\n'
         "    return ' '.join(words)\n"),
        ('def reverse_words(text):\n    out = []\n    for word in text.split():\n'
         "        out.insert(0, word)\n    return ' '.join(out)\n")),
    # craftsmanship: numeric literals in the logic are magic numbers (readability.
    # magic_numbers) and module-level named constants are not size (constant_tokens); the
    # better was 30 % more tokens and ranked below before
    "magic numbers instead of named constants, same logic": (
        more.FEE,
        ("GRACE_DAYS = 14\nCENTS_PER_DAY = 25\nMAX_FEE_CENTS = 1000\n\n\n"
         "def late_fee(days_late):\n    overdue = max(0, days_late - GRACE_DAYS)\n"
         "    return min(overdue * CENTS_PER_DAY, MAX_FEE_CENTS)\n"),
        ("def late_fee(days_late):\n    overdue = max(0, days_late - 14)\n"
         "    return min(overdue * 25, 1000)\n")),
    # craftsmanship: named locals against literals repeated in nested tests
    "magic numbers repeated in nested tests": (
        more.FEE,
        ("def late_fee(days_late):\n    grace_days = 14\n    cents_per_day = 25\n"
         "    max_fee = 1000\n    overdue = max(0, days_late - grace_days)\n"
         "    return min(overdue * cents_per_day, max_fee)\n"),
        ("def late_fee(days_late):\n    if days_late > 14:\n"
         "        if (days_late - 14) * 25 > 1000:\n            return 1000\n"
         "        return (days_late - 14) * 25\n    return 0\n")),
}



@pytest.mark.parametrize("kind", sorted(PAIRS))
def test_the_better_of_each_kind_ranks_higher(kind, runner):
    better, worse = pair_ranks(*PAIRS[kind], runner)
    assert better < worse


@pytest.mark.parametrize("kind", sorted(MORE))
def test_the_better_of_each_further_kind_ranks_higher(kind, runner):
    better, worse = pair_ranks(*MORE[kind], runner)
    assert better < worse
