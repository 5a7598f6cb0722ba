"""Position-bias mitigation: permuted presentations of one group, aggregated.

LLM judges prefer candidates by position (pairwise judges agree with themselves only ~65%
of the time under an order swap; docs/design.md section 6). The group is shown ``k`` times in
different orders — a seeded shuffle, its reverse, then rotations — so every candidate sits
at different positions; scores are averaged over the permutations that parsed, and the
agreement of the pairwise preferences across permutations is reported as *consistency*.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Mapping, Sequence

from gar.judge.parse import CRITERIA


def permutation_orders(n: int, k: int, seed: int) -> list[tuple[int, ...]]:
    """Up to ``k`` distinct orders of ``range(n)``, starting from a seeded shuffle.

    Two orders: the shuffle and its reverse (first and last swap places: the strongest probe
    of position bias). More: rotations of the shuffle with evenly spread offsets, so with
    ``k = n`` every candidate is shown once at every position (a Latin square); beyond that,
    reversed rotations, then any other permutation.
    """
    if n <= 0 or k <= 0:
        return []
    base = list(range(n))
    random.Random(seed).shuffle(base)
    rotations = [tuple(base[s:] + base[:s]) for s in sorted({i * n // k for i in range(k)})]
    rotations += [tuple(base[s:] + base[:s]) for s in range(n)]
    if k <= 2:
        candidates = [tuple(base), tuple(reversed(base))]
    else:
        candidates = rotations + [tuple(reversed(r)) for r in rotations]
    candidates += [tuple(p) for p in itertools.islice(itertools.permutations(base), 720)]
    orders: list[tuple[int, ...]] = []
    for order in candidates:
        if order not in orders:
            orders.append(order)
        if len(orders) == k:
            break
    return orders


def mean_scores(
    runs: Sequence[Mapping[str, Mapping[str, float]]],
) -> dict[str, dict[str, float]]:
    """Per rollout and criterion, the mean score over the runs that scored it."""
    totals: dict[str, dict[str, list[float]]] = {}
    for run in runs:
        for rid, scores in run.items():
            slot = totals.setdefault(rid, {c: [] for c in CRITERIA})
            for criterion in CRITERIA:
                slot[criterion].append(float(scores[criterion]))
    return {
        rid: {c: sum(v) / len(v) for c, v in crit.items() if v} for rid, crit in totals.items()
    }


def overall(scores: Mapping[str, float]) -> float:
    return sum(scores[c] for c in CRITERIA) / len(CRITERIA)


def position_consistency(runs: Sequence[Mapping[str, Mapping[str, float]]]) -> float | None:
    """Agreement of pairwise preferences across permutations, in [0, 1].

    For each pair of rollouts scored in every run, the preference (better / tie / worse, on
    the mean of the five criteria) is read per run; the pair's agreement is the share of runs
    that side with the most common preference. The result is the mean over pairs; None when
    fewer than two runs or two rollouts make it undefined. 1.0 means the order of
    presentation never changed a preference.
    """
    if len(runs) < 2:
        return None
    common = set(runs[0])
    for run in runs[1:]:
        common &= set(run)
    rollouts = sorted(common)
    if len(rollouts) < 2:
        return None
    agreements = []
    for a, b in itertools.combinations(rollouts, 2):
        prefs = Counter(_sign(overall(run[a]) - overall(run[b])) for run in runs)
        agreements.append(prefs.most_common(1)[0][1] / len(runs))
    return sum(agreements) / len(agreements)


def _sign(x: float) -> int:
    return (x > 1e-9) - (x < -1e-9)
