"""Inputs at the group's own constants: where code that is right only below a cap breaks.

A heuristic's cap is usually written in its code: a sentinel of 10000, eight digit places,
a window of 16 characters, candidates up to 10, a 64-bit mask. Random draws pass such a cap
by luck; a fuzzer's dictionary of the program's constants (AFL's, libFuzzer's value
profile) passes it on purpose. So every integer literal in the passing rollouts' code
(3 <= |c| <= 10**6; ``range(k)`` bounds included, and the bit width of a mask
``0xFF..F``) gives boundary inputs, one more than the constant and the constant itself:

* an observed call with a number argument set to it;
* an observed call with a list of numbers extended by it, or made of it alone, once or as
  many times as it says (a value past a sentinel, a count at a cap), or followed by its own
  items shifted by it (values equal modulo the constant: a table of that many residue
  buckets counts them together);
* an observed call with a list of int records (intervals, points) whose first record has
  one field set to it (an interval longer than a cap on the cells it walks);
* an observed call with a sequence or string argument grown to that length by repeating
  its items (a length past a window or a prefix), for constants up to 256, or up to
  10**4 where a stated length bound allows it (1000 components under "up to 10**4"),
  and every sequence argument grown together, so equal lengths stay equal (from the
  first five calls: a repeated pattern can hide a prefix's loss in one of them); a list
  of distinct ints whose domain keeps them distinct continued by copies of itself
  shifted past its span instead (a repeat is outside that domain);
* an observed call with *every* argument at the constant: numbers set to it, sequences
  grown to it (a width capped at 80 bites only with more than 80 characters of words);
* an observed call with the runs of digits inside a string set to it (the first, the
  last, all of them): a number written in text (an octet, a version's field) meets a cap
  as a number argument does;
* an observed call with an int argument set to the product of the first two primes past
  the constant, and to the first one's square (:func:`past_primes`): a number with no
  factor up to the constant, which a trial division stopped there takes for a prime
  (``while d < 10000`` calls 10007 * 10009 prime) — the other constants' values leave it
  a factor below the cap; up to 4 per group, besides the ``limit``.

Each is checked against the inferred domain (:func:`~gar.grading.preconditions.satisfies`),
so a constant outside it (a length the task rules out) yields nothing. Every pass's
constants serve every pass: the honest ones answer them right. Deterministic per group.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Sequence
from typing import Any

from gar.grading.inputs import DerivedInput, _derived, input_key
from gar.grading.preconditions import Preconditions, satisfies
from gar.grading.variants import is_number, is_prime

MAX_CONSTANTS = 8  # per group, the rarest first
MAX_LENGTH = 256  # longest sequence grown to a constant's length the task does not state
PLACED_BASES = 3  # observed calls a constant is put into, one argument at a time
GROWN_BASES = 5  # observed calls grown whole: a repeated pattern may hide a prefix's loss
MAX_STATED_LENGTH = 10**4  # longest one a stated length bound vouches for
FACTORLESS = 4  # numbers without a factor up to a constant, per group (past_primes)
_DIGITS = re.compile(r"\d+")


def code_constants(programs: Sequence[str]) -> list[int]:
    """Integer literals of ``programs`` (3 <= |c| <= 10**6; a mask's bit width too), each
    once, the ones fewest programs share first (the group's common constants — 10 for a
    decimal base — are no one's cap), then the largest first: draws already reach the small
    values, and a cap (10000) left out behind a wheel's primes (7 to 31) is missed."""
    counts: dict[int, int] = {}
    for program in programs:
        try:
            tree = ast.parse(program)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        found = set()
        for value in map(abs, _int_literals(tree)):
            if value > 10**6 and (value + 1) & value == 0:  # 0xFFFF...: its width
                value = value.bit_length()
            if 3 <= value <= 10**6:
                found.add(value)
        for value in found:
            counts[value] = counts.get(value, 0) + 1
    return sorted(counts, key=lambda c: (counts[c], -c))[:MAX_CONSTANTS]


_FOLDED: dict[type[ast.operator], Any] = {
    ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
    ast.FloorDiv: lambda a, b: a // b, ast.Mod: lambda a, b: a % b,
    ast.Pow: lambda a, b: a ** b if 0 <= b <= 64 and abs(a) <= 2**16 else None,
    ast.LShift: lambda a, b: a << b if 0 <= b <= 64 else None,
    ast.RShift: lambda a, b: a >> b if b >= 0 else None,
    ast.BitOr: lambda a, b: a | b, ast.BitAnd: lambda a, b: a & b,
    ast.BitXor: lambda a, b: a ^ b,
}


def _int_literals(tree: ast.AST) -> list[int]:
    """The program's integer constants as the compiler keeps them: a constant expression
    of literals (``10 ** 4``, ``1 << 12``, ``2 ** 31 - 1``) is folded to its value, which
    is the cap the code compares against; its operands (10 and 4) are not constants of
    the compiled program. Other literals are taken as written."""
    found: list[int] = []
    inside: set[int] = set()
    for node in ast.walk(tree):  # breadth first: an expression before its operands
        if id(node) in inside:
            continue
        if isinstance(node, ast.BinOp | ast.UnaryOp) and (value := _folded(node)) is not None:
            found.append(value)
            inside.update(id(n) for n in ast.walk(node))
        elif isinstance(node, ast.Constant) and type(node.value) is int:
            found.append(node.value)
    return found


def _folded(node: ast.AST) -> int | None:
    """The value of a constant expression of integer literals; None for anything else
    (a name, a float, a power or shift too large to be a cap)."""
    if isinstance(node, ast.Constant):
        return node.value if type(node.value) is int else None
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd | ast.Invert):
        operand = _folded(node.operand)
        if operand is None:
            return None
        return -operand if isinstance(node.op, ast.USub) else (
            operand if isinstance(node.op, ast.UAdd) else ~operand)
    if isinstance(node, ast.BinOp) and type(node.op) in _FOLDED:
        left, right = _folded(node.left), _folded(node.right)
        if left is None or right is None:
            return None
        try:
            value = _FOLDED[type(node.op)](left, right)
        except ZeroDivisionError:
            return None
        return value if type(value) is int else None
    return None


def constant_inputs(pre: Preconditions, programs: Sequence[str], limit: int,
                    seen: set[str]) -> tuple[DerivedInput, ...]:
    """Up to ``limit`` in-domain ``boundary`` inputs at the constants of ``programs`` (see
    the module doc), none of them in ``seen`` (keys); taken round-robin over the constants
    so that each gets its turn. Then up to :data:`FACTORLESS` numbers without a factor up
    to a constant (:func:`past_primes`, one per constant in turn), beyond ``limit``: they
    displace none of the values at the constants."""
    seen = set(seen) | {input_key(a) for a in pre.observed}
    constants = code_constants(programs)
    per_constant = [_new([*_at(pre, c + 1), *_at(pre, c)], pre, seen) for c in constants]
    found = [d for turn in itertools.zip_longest(*per_constant) for d in turn if d is not None]
    factorless = [_new([args for v in past_primes(c) for args in _in_numbers(pre, v)], pre,
                       seen) for c in constants]
    extra = [d for turn in itertools.zip_longest(*factorless) for d in turn if d is not None]
    return (*found[:limit], *extra[:FACTORLESS])


def _new(candidates: Sequence[tuple[Any, ...]], pre: Preconditions, seen: set[str]
         ) -> list[DerivedInput]:
    """The in-domain candidates not in ``seen`` (which receives their keys), as inputs."""
    made = []
    for args in candidates:
        key = input_key(args)
        if key not in seen and satisfies(args, pre):
            seen.add(key)
            made.append(_derived(key, args, "boundary", pre, origin="constant"))
    return made


def _at(pre: Preconditions, value: int) -> list[tuple[Any, ...]]:
    """Candidate calls putting ``value`` into each argument of the first observed calls
    and of the largest one (its key the longest), every sequence argument grown to that length together (equal lengths kept), and every
    argument at once: numbers set to it and sequences grown to it (a cap on one argument
    that bites only when another is long — a line width past which words must reach)."""
    caps = _length_caps(pre)
    distinct = [pre.domains[i].distinct if i < len(pre.domains) else False
                for i in range(pre.arity)]
    out = []
    for number, base in enumerate(pre.observed[:GROWN_BASES]):
        for position, arg in enumerate(base if number < PLACED_BASES else ()):
            for changed in _placed(arg, value, caps[position], distinct[position]):
                out.append(base[:position] + (changed,) + base[position + 1:])
        sequences = [i for i, a in enumerate(base) if isinstance(a, list | tuple | str) and a]
        if not sequences or any(value > caps[i] for i in sequences):
            continue
        grown = tuple(_grown(a, value, distinct[i]) if i in sequences else a
                      for i, a in enumerate(base))
        if len(sequences) > 1:
            out.append(grown)
        if any(type(a) is int for a in base):
            out.append(tuple(_signed(value, a) if type(a) is int else a for a in grown))
    largest = max(pre.observed, key=lambda call: len(input_key(call)), default=None)
    if largest is not None and largest not in pre.observed[:PLACED_BASES]:
        # the largest observed call too: the first ones are the docstring's smallest
        # examples, where a cap's effect can vanish (a row of three cells that dies out
        # in two steps answers the same after 10**4 steps and after 10**4 + 1)
        out += [largest[:position] + (changed,) + largest[position + 1:]
                for position, arg in enumerate(largest)
                for changed in _placed(arg, value, caps[position], distinct[position])]
    return out


def past_primes(constant: int) -> tuple[int, int]:
    """The product of the first two primes past ``constant``, and the first one's square:
    numbers with no prime factor up to the constant, which a trial division that stops
    at it (``while d < 10000``) leaves unfactored as if they were prime."""
    first = _next_prime(constant)
    return first * _next_prime(first), first * first


def _next_prime(n: int) -> int:
    n += 1
    while not is_prime(n):
        n += 1
    return n


def _in_numbers(pre: Preconditions, value: int) -> list[tuple[Any, ...]]:
    """The first observed calls with one int argument at a time set to ``value``."""
    return [base[:i] + (_signed(value, arg),) + base[i + 1:]
            for base in pre.observed[:PLACED_BASES]
            for i, arg in enumerate(base) if type(arg) is int]


def _length_caps(pre: Preconditions) -> list[int]:
    """Per argument, the longest sequence grown to a constant's length: :data:`MAX_LENGTH`,
    or up to :data:`MAX_STATED_LENGTH` where a stated length bound allows more (on the
    argument, or on one it keeps the same length as). The task promises to handle the
    stated sizes, so a prefix of 1000 items under "up to 10**4 items" is in reach."""
    caps = [MAX_LENGTH] * pre.arity
    for bound in pre.bounds:
        if bound.length and not bound.items and bound.high is not None \
                and 0 <= bound.position < pre.arity:
            stated = int(min(bound.high, MAX_STATED_LENGTH))
            caps[bound.position] = max(caps[bound.position], stated)
    for relation in pre.relations:
        if relation[0] == "same_len":
            i, j = relation[1], relation[2]
            if 0 <= i < pre.arity and 0 <= j < pre.arity:
                caps[i] = caps[j] = max(caps[i], caps[j])
    return caps


def _signed(value: int, like: int) -> int:
    return value if like >= 0 else -value


def _placed(arg: Any, value: int, cap: int, distinct: bool = False) -> list[Any]:
    if type(arg) is int:
        return [_signed(value, arg)]
    if isinstance(arg, list | tuple):
        placed = []
        if arg and all(is_number(x) for x in arg):
            kind = type(arg)
            # the list followed by its items shifted by the constant: values that alias
            # modulo it (a residue table of that size, a mask) without being equal
            placed += [kind([*arg, value]), kind([*arg, *(x + value for x in arg)]),
                       kind([value]), kind([value, *arg[:1]]),
                       kind([value] * min(value, MAX_LENGTH))]
        placed += _in_records(arg, value)
        if arg and value <= cap:
            placed.append(_grown(arg, value, distinct))
        return placed
    if isinstance(arg, str) and arg:
        return _in_numerals(arg, value) + ([_grown(arg, value)] if value <= cap else [])
    return []


def _in_records(records: list[Any] | tuple[Any, ...], value: int) -> list[Any]:
    """A list of int records (an interval, a point: 2 to 4 ints each) with its first
    record's fields set to ``value`` one at a time: a cap meets a record's field as it
    meets a number argument (an interval longer than a bound of 100000 cells)."""
    if not records or not all(isinstance(r, list | tuple) and 2 <= len(r) <= 4
                              and all(type(x) is int for x in r) for r in records):
        return []
    first = records[0]
    return [type(records)([type(first)([*first[:i], _signed(value, x), *first[i + 1:]]),
                           *records[1:]]) for i, x in enumerate(first)]


def _in_numerals(text: str, value: int) -> list[str]:
    """``text`` with its first, its last and all its runs of digits set to ``value``: a
    number written inside a string (an address's octet, a version's field, a time's
    minutes) meets a cap in the code as a number argument does."""
    runs = [m.span() for m in _DIGITS.finditer(text)]
    if not runs:
        return []
    numeral = str(value)

    def replaced(spans: list[tuple[int, int]]) -> str:
        out, last = [], 0
        for begin, end in spans:
            out += [text[last:begin], numeral]
            last = end
        return "".join(out) + text[last:]

    chosen = [runs[:1], runs[-1:], runs]
    return list(dict.fromkeys(replaced(spans) for spans in chosen))


def _grown(arg: Any, length: int, distinct: bool = False) -> Any:
    """``arg`` (a non-empty sequence or string) repeated to ``length`` items; a list of
    distinct ints where the domain keeps items distinct is continued by copies of itself
    shifted past its own span instead (a repeat would be outside the domain, and a list
    of 65 distinct items is where code that keeps the top 64 loses one)."""
    if distinct and isinstance(arg, list | tuple) and arg and all(
            type(x) is int for x in arg) and len(set(arg)) == len(arg):
        span = max(arg) - min(arg) + 1
        step = -span if max(arg) <= 0 < span and min(arg) < 0 else span
        blocks = length // len(arg) + 1
        return type(arg)([x + step * k for k in range(blocks) for x in arg][:length])
    repeated = arg * (length // len(arg) + 1)
    return repeated[:length]
