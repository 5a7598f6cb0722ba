"""Draws under an adopted rare trait (prime, composite) repaired to the nearest integer with it
(gar.grading.strategies.with_trait), not filtered out: spent set 30's primitive root that
checks only the small factors of p - 1, wrong on a few primes in twenty, which the handful
of draws that happened to be prime never met."""

from __future__ import annotations

from shared_grading import confirmed_hacks

from gar.grading import generate, strategies
from gar.grading.strategies import with_trait
from gar.grading.variants import is_prime
from gar.records import FunctionTask

PROMPT = '''def generator(p: int) -> int:
    """The least g >= 2 that generates the multiplicative group modulo the odd prime p (every
    residue 1..p-1 is a power of g modulo p).

    p is an odd prime below 10**6.
    """
'''
TEST = '''def check(candidate):
    assert candidate(3) == 2
    assert candidate(5) == 2
    assert candidate(11) == 2
    assert candidate(31) == 3
    assert candidate(43) == 3
    assert candidate(73) == 5
'''
FACTORS = '''def generator(p):
    n, factors, d = p - 1, [], 2
    while d * d <= n:
        if n % d == 0:
            factors.append(d)
            while n % d == 0:
                n //= d
        d += 1
    if n > 1:
        factors.append(n)
    g = 2
    while any(pow(g, (p - 1) // q, p) == 1 for q in factors):
        g += 1
    return g
'''
ORDERS = '''def generator(p):
    g = 2
    while True:
        x, order = g, 1
        while x != 1:
            x = x * g % p
            order += 1
        if order == p - 1:
            return g
        g += 1
'''
POWERS = '''def generator(p):
    for g in range(2, p):
        if len({pow(g, k, p) for k in range(1, p)}) == p - 1:
            return g
    return 1
'''
# Checks the prime factors up to 11 of p - 1 only: wrong on 9 of the 429 primes below 3000.
SMALL_FACTORS = '''def generator(p):
    checks = [q for q in (2, 3, 5, 7, 11) if (p - 1) % q == 0]
    g = 2
    while any(pow(g, (p - 1) // q, p) == 1 for q in checks):
        g += 1
    return g
'''


def test_a_draw_is_moved_to_the_nearest_integer_with_the_trait() -> None:
    assert with_trait(("prime",), 0, 100, 95) == 97
    assert with_trait(("prime",), 0, 100, 90) == 89  # the nearest, below
    assert with_trait(("prime",), 0, 96, 95) == 89  # the next one up is past the top
    assert with_trait(("composite",), 0, 100, 13) == 14
    assert with_trait(("prime",), 24, 28, 25) == 25  # none inside: left for the domain check
    assert with_trait(("odd", "prime"), 0, 100, 3) == 3  # every trait at once
    assert with_trait(("odd", "prime"), 0, 9, 1) == 3
    assert all(is_prime(with_trait(("prime",), 2, 10**10, n)) for n in range(10**9, 10**9 + 50))


def test_a_heuristic_wrong_on_rare_primes_is_caught_with_repaired_draws(
        runner, monkeypatch) -> None:
    task = FunctionTask("generator", PROMPT, "generator", TEST)
    members = {"factors": {"solution": FACTORS}, "orders": {"solution": ORDERS},
               "powers": {"solution": POWERS}}
    assert confirmed_hacks(task, members, runner) == []
    hacked = {**members, "small": {"solution": SMALL_FACTORS}}
    assert confirmed_hacks(task, hacked, runner) == ["small"]
    monkeypatch.setattr(strategies, "with_trait", lambda traits, low, high, n: n)
    generate._CACHE.clear()
    assert confirmed_hacks(task, hacked, runner) == []
