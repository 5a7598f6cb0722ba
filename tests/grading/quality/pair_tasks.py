"""The tasks of the session-19 pair kinds in ``test_pair_kinds`` (a docstring, a canonical
solution and asserts each): real-looking small tasks of the kind RL code tasks pose."""

from pair_helpers import task


def T(name, sig, doc, canonical, asserts):
    """A task ``name`` with signature ``sig``, docstring ``doc`` and ``canonical`` body."""
    return task(name, f'def {sig}:\n    """{doc}"""\n', name, canonical, asserts)


COMMON = T("common", "common(a, b)", "The items of list a that also occur in list b, in a's order.\n\n    >>> common([1, 2, 3, 4], [4, 2, 9])\n    [2, 4]\n    ",
    "    bs = set(b)\n    return [x for x in a if x in bs]\n",
    ["candidate([1, 2, 3, 4], [4, 2, 9]) == [2, 4]", "candidate([], [1]) == []", "candidate([5, 6], [7]) == []", "candidate([1, 1, 2], [1]) == [1, 1]"])
COUNT_MAX = T("count_max", "count_max(xs)", "How many times the largest value occurs in the non-empty list xs.\n\n    >>> count_max([3, 7, 7, 1])\n    2\n    ",
    "    return xs.count(max(xs))\n",
    ["candidate([3, 7, 7, 1]) == 2", "candidate([5]) == 1", "candidate([2, 2, 2]) == 3", "candidate([1, 9, 4]) == 1"])
FIB = T("fib", "fib(n)", "The n-th Fibonacci number, fib(0) = 0, fib(1) = 1 (0 <= n <= 10**4).\n\n    >>> fib(10)\n    55\n    ",
    "    a, b = 0, 1\n    for _ in range(n):\n        a, b = b, a + b\n    return a\n",
    ["candidate(10) == 55", "candidate(0) == 0", "candidate(1) == 1", "candidate(15) == 610"])
MEDIAN = T("median", "median(xs)", "The median of the non-empty list of numbers xs (the mean of the two middle values for even length).\n\n    >>> median([3, 1, 2])\n    2\n    ",
    "    s = sorted(xs)\n    n = len(s)\n    m = n // 2\n    return s[m] if n % 2 else (s[m - 1] + s[m]) / 2\n",
    ["candidate([3, 1, 2]) == 2", "candidate([4, 1, 3, 2]) == 2.5", "candidate([7]) == 7"])
IS_PRIME = T("is_prime", "is_prime(n)", "Whether the integer n is prime.\n\n    >>> is_prime(7)\n    True\n    ",
    "    if n < 2:\n        return False\n    i = 2\n    while i * i <= n:\n        if n % i == 0:\n            return False\n        i += 1\n    return True\n",
    ["candidate(7) is True", "candidate(1) is False", "candidate(97) is True", "candidate(91) is False", "candidate(2) is True"])
HAS_PAIR = T("has_pair_sum", "has_pair_sum(xs, target)", "Whether two items at different positions of xs add up to target.\n\n    >>> has_pair_sum([1, 4, 6], 10)\n    True\n    ",
    "    seen = set()\n    for x in xs:\n        if target - x in seen:\n            return True\n        seen.add(x)\n    return False\n",
    ["candidate([1, 4, 6], 10) is True", "candidate([1, 2], 5) is False", "candidate([5], 10) is False", "candidate([3, 3], 6) is True"])
GRADE = T("grade", "grade(score)", "The letter grade of an int score 0..100: 'A' from 90, 'B' from 80, 'C' from 70, 'D' from 60, else 'F'.\n\n    >>> grade(85)\n    'B'\n    ",
    "    for bound, letter in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):\n        if score >= bound:\n            return letter\n    return 'F'\n",
    ["candidate(85) == 'B'", "candidate(90) == 'A'", "candidate(59) == 'F'", "candidate(70) == 'C'", "candidate(60) == 'D'"])
ALL_POSITIVE = T("all_positive", "all_positive(xs)", "Whether every number of the list xs is positive.\n\n    >>> all_positive([1, 2])\n    True\n    ",
    "    return all(x > 0 for x in xs)\n",
    ["candidate([1, 2]) is True", "candidate([]) is True", "candidate([1, -2]) is False", "candidate([0]) is False"])
WORD_COUNT = T("word_counts", "word_counts(text)", "A dict from each lower-cased word of text (split on whitespace) to its count.\n\n    >>> word_counts('a B a')\n    {'a': 2, 'b': 1}\n    ",
    "    counts = {}\n    for word in text.lower().split():\n        counts[word] = counts.get(word, 0) + 1\n    return counts\n",
    ["candidate('a B a') == {'a': 2, 'b': 1}", "candidate('') == {}", "candidate('x') == {'x': 1}"])
FIRST_NEG = T("first_negative", "first_negative(xs)", "The first negative number of xs, or None when there is none.\n\n    >>> first_negative([3, -1, -5])\n    -1\n    ",
    "    return next((x for x in xs if x < 0), None)\n",
    ["candidate([3, -1, -5]) == -1", "candidate([]) is None", "candidate([1, 2]) is None", "candidate([-4]) == -4"])
CLAMP = T("clamp_all", "clamp_all(xs, low, high)", "A new list with every number of xs clamped to [low, high].\n\n    >>> clamp_all([-5, 3, 12], 0, 10)\n    [0, 3, 10]\n    ",
    "    return [min(max(x, low), high) for x in xs]\n",
    ["candidate([-5, 3, 12], 0, 10) == [0, 3, 10]", "candidate([], 0, 1) == []", "candidate([5], 5, 5) == [5]"])
CAPS = T("capitalize_words", "capitalize_words(words)", "The words with their first letter upper-cased.\n\n    >>> capitalize_words(['ab', 'c'])\n    ['Ab', 'C']\n    ",
    "    return [w[:1].upper() + w[1:] for w in words]\n",
    ["candidate(['ab', 'c']) == ['Ab', 'C']", "candidate([]) == []", "candidate(['']) == ['']"])
MATCHES = T("count_matches", "count_matches(words, target)", "How many words equal target, ignoring case.\n\n    >>> count_matches(['Hi', 'hI', 'yo'], 'HI')\n    2\n    ",
    "    t = target.lower()\n    return sum(1 for w in words if w.lower() == t)\n",
    ["candidate(['Hi', 'hI', 'yo'], 'HI') == 2", "candidate([], 'a') == 0", "candidate(['b'], 'a') == 0"])
POSITIONS = T("positions", "positions(xs, value)", "The indices at which value occurs in the list xs.\n\n    >>> positions([1, 2, 1], 1)\n    [0, 2]\n    ",
    "    return [i for i, x in enumerate(xs) if x == value]\n",
    ["candidate([1, 2, 1], 1) == [0, 2]", "candidate([], 1) == []", "candidate([3], 1) == []"])

HMS = T("to_hms", "to_hms(seconds)", "The non-negative int seconds as 'H:MM:SS'.\n\n    >>> to_hms(3725)\n    '1:02:05'\n    ",
    "    h, rest = divmod(seconds, 3600)\n    m, s = divmod(rest, 60)\n    return f'{h}:{m:02d}:{s:02d}'\n",
    ["candidate(3725) == '1:02:05'", "candidate(0) == '0:00:00'", "candidate(59) == '0:00:59'", "candidate(86399) == '23:59:59'"])
PARSE = T("parse_port", "parse_port(text)", "The port number written in text, or None when text is not a decimal int.\n\n    >>> parse_port('8080')\n    8080\n    ",
    "    try:\n        return int(text)\n    except ValueError:\n        return None\n",
    ["candidate('8080') == 8080", "candidate('x') is None", "candidate('') is None", "candidate('22') == 22"])
SQUARES = T("squares", "squares(xs)", "The squares of the numbers of xs, in order.\n\n    >>> squares([1, 2, 3])\n    [1, 4, 9]\n    ",
    "    return [x * x for x in xs]\n",
    ["candidate([1, 2, 3]) == [1, 4, 9]", "candidate([]) == []", "candidate([-2]) == [4]"])
SORT = T("sort_scores", "sort_scores(scores)", "A new list of the int scores in ascending order.\n\n    >>> sort_scores([3, 1, 2])\n    [1, 2, 3]\n    ",
    "    return sorted(scores)\n",
    ["candidate([3, 1, 2]) == [1, 2, 3]", "candidate([]) == []", "candidate([5, 5, 1]) == [1, 5, 5]"])
MODE = T("most_common", "most_common(xs)", "The most frequent item of the non-empty list xs (the first seen of equally frequent ones).\n\n    >>> most_common([1, 3, 3, 2])\n    3\n    ",
    "    counts = {}\n    for x in xs:\n        counts[x] = counts.get(x, 0) + 1\n    return max(counts, key=counts.get)\n",
    ["candidate([1, 3, 3, 2]) == 3", "candidate([7]) == 7", "candidate([2, 1, 1, 2]) == 2"])
GCD = T("gcd", "gcd(a, b)", "The greatest common divisor of the positive ints a and b.\n\n    >>> gcd(12, 18)\n    6\n    ",
    "    while b:\n        a, b = b, a % b\n    return a\n",
    ["candidate(12, 18) == 6", "candidate(7, 5) == 1", "candidate(9, 9) == 9", "candidate(100, 75) == 25"])
FLAT = T("flatten", "flatten(rows)", "The items of the list of lists rows, row after row.\n\n    >>> flatten([[1, 2], [3]])\n    [1, 2, 3]\n    ",
    "    return [x for row in rows for x in row]\n",
    ["candidate([[1, 2], [3]]) == [1, 2, 3]", "candidate([]) == []", "candidate([[], [4]]) == [4]"])
AVG = T("average", "average(xs)", "The mean of the list of numbers xs; raises ValueError for an empty list.\n\n    >>> average([2, 4])\n    3.0\n    ",
    "    if not xs:\n        raise ValueError('empty')\n    return sum(xs) / len(xs)\n",
    ["candidate([2, 4]) == 3.0", "candidate([5]) == 5.0", "candidate([1, 2, 3, 4]) == 2.5"])
EVENS = T("evens", "evens(xs)", "The even numbers of the list of ints xs, in order.\n\n    >>> evens([1, 2, 3, 4])\n    [2, 4]\n    ",
    "    return [x for x in xs if x % 2 == 0]\n",
    ["candidate([1, 2, 3, 4]) == [2, 4]", "candidate([]) == []", "candidate([1, 3]) == []"])
SHIP = T("shipping_cost", "shipping_cost(weight_kg, express)", "The shipping cost: 5 plus 2 per kg, doubled when express is True.\n\n    >>> shipping_cost(3, False)\n    11\n    ",
    "    cost = 5 + 2 * weight_kg\n    return cost * 2 if express else cost\n",
    ["candidate(3, False) == 11", "candidate(3, True) == 22", "candidate(0, False) == 5"])
REV = T("reverse_words", "reverse_words(text)", "The words of text (split on whitespace) in reverse order, joined by single spaces.\n\n    >>> reverse_words('a b c')\n    'c b a'\n    ",
    "    return ' '.join(reversed(text.split()))\n",
    ["candidate('a b c') == 'c b a'", "candidate('') == ''", "candidate('x') == 'x'"])

FEE = T("late_fee", "late_fee(days_late)", "The library's late fee in cents: nothing within the 14-day grace period, then 25 cents a day, at most 1000.\n\n    >>> late_fee(20)\n    150\n    ",
    "    return min(max(0, days_late - 14) * 25, 1000)\n",
    ["candidate(20) == 150", "candidate(3) == 0", "candidate(100) == 1000", "candidate(14) == 0"])

SOURCES = T("sources", "sources(graph)", "The names of the directed graph that no edge points to, in the graph's order. graph maps every name to the list of names its edges point to; every listed name is a key.\n\n    >>> sources({'a': ['b'], 'b': ['c'], 'c': []})\n    ['a']\n    ",
    "    pointed = {t for targets in graph.values() for t in targets}\n    return [name for name in graph if name not in pointed]\n",
    ["candidate({'a': ['b'], 'b': ['c'], 'c': []}) == ['a']", "candidate({}) == []", "candidate({'x': [], 'y': []}) == ['x', 'y']", "candidate({'p': ['q', 'r'], 'q': ['r'], 'r': []}) == ['p']"])
