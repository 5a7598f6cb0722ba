"""Benchmark: GAR's vectorised advantages against veRL's own GRPO, on the same data, in one run.

Peer: ``verl.trainer.ppo.core_algos.compute_grpo_outcome_advantage`` (the estimator veRL runs
for ``algorithm.adv_estimator=grpo``), on CPU torch tensors: token-level rewards
``(n, L)`` with the outcome on the last response token, the response mask, and the ``uid``
index as veRL builds it (an object array of uuid4 strings). veRL's vectorised variant
(``grpo_vectorized``) is timed too, for honesty. Ours gets the same data as numpy arrays:
sequence rewards, the same uid array, hack flags and tier factors.

Columns (median wall time of ``--repeats`` calls, milliseconds):
  verl_grpo       veRL compute_grpo_outcome_advantage (token tensors in, token tensors out)
  verl_grpo_vec   veRL compute_grpo_vectorized_outcome_advantage
  gar_grpo        gar.advantages.grpo_advantages (sequence level)
  gar             gar.advantages.gar_advantages: hack zeroing, eq. 6-8, metrics (sequence level)
  gar+tok         gar plus the token sum and broadcast_to_tokens, i.e. veRL's full contract

Run:  .venv/bin/python bench/advantages.py            (1k, 4k, 16k, 64k rollouts)
      .venv/bin/python bench/advantages.py --sizes 1024 --repeats 3
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import uuid
from collections.abc import Callable

import numpy as np


def _median_ms(fn: Callable[[], object], repeats: int) -> float:
    fn()  # warm-up (imports, allocator)
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def make_batch(n: int, group_size: int, length: int, seed: int = 0) -> dict:
    import torch

    rng = np.random.default_rng(seed)
    n_groups = n // group_size
    uids = np.array(
        [str(uuid.UUID(int=int(x))) for x in rng.integers(0, 2**63, n_groups)], dtype=object
    )
    index = np.repeat(uids, group_size)
    rewards = (rng.random(n) < 0.5).astype(np.float64)
    hacks = (rewards == 1.0) & (rng.random(n) < 0.05)
    factors = np.where(rewards == 1.0, rng.choice([1.0, 0.9, 0.85, 0.625, 0.4, 0.2], n), np.nan)
    tiers = np.where(rewards == 1.0, rng.choice(["T1", "T2", "T3"], n), None).astype(object)
    lengths = rng.integers(length // 4, length + 1, n)
    mask = torch.from_numpy(np.arange(length)[None, :] < lengths[:, None]).float()
    token_rewards = torch.zeros(n, length)
    token_rewards[torch.arange(n), torch.from_numpy(lengths - 1)] = torch.from_numpy(
        rewards
    ).float()
    return {
        "index": index,
        "rewards": rewards,
        "hacks": hacks,
        "factors": factors,
        "tiers": tiers,
        "mask": mask,
        "token_rewards": token_rewards,
    }


def contenders(b: dict) -> dict[str, Callable[[], object]]:
    """The five timed calls on one batch (see the module docstring)."""
    from verl.trainer.ppo import core_algos

    from gar.advantages import broadcast_to_tokens, gar_advantages, grpo_advantages

    def verl_grpo():
        return core_algos.compute_grpo_outcome_advantage(b["token_rewards"], b["mask"], b["index"])

    def verl_grpo_vec():
        return core_algos.compute_grpo_vectorized_outcome_advantage(
            b["token_rewards"], b["mask"], b["index"]
        )

    def gar_grpo():
        return grpo_advantages(b["rewards"], b["index"])

    def gar():
        return gar_advantages(b["rewards"], b["index"], b["hacks"], b["factors"], tiers=b["tiers"])

    def gar_tokens():
        seq = b["token_rewards"].sum(-1).double().numpy()
        adv, _ = gar_advantages(seq, b["index"], b["hacks"], b["factors"], tiers=b["tiers"])
        return broadcast_to_tokens(adv, b["mask"])

    return {
        "verl_grpo": verl_grpo,
        "verl_grpo_vec": verl_grpo_vec,
        "gar_grpo": gar_grpo,
        "gar": gar,
        "gar+tok": gar_tokens,
    }


def check_agreement(b: dict, calls: dict[str, Callable[[], object]]) -> None:
    """Same numbers before timing anything: our GRPO equals veRL's on every rollout."""
    from gar.advantages import grpo_advantages

    theirs = calls["verl_grpo"]()[0][:, 0].double().numpy()  # every response has >= 1 token
    ours = grpo_advantages(b["rewards"], b["index"])
    if not np.allclose(theirs, ours, atol=1e-4):
        raise AssertionError("GRPO disagrees with veRL's compute_grpo_outcome_advantage")


def run(sizes: list[int], repeats: int, group_size: int, length: int) -> list[dict]:
    rows = []
    for n in sizes:
        b = make_batch(n, group_size, length)
        calls = contenders(b)
        check_agreement(b, calls)
        row: dict = {"n": n}
        for name, fn in calls.items():
            row[name] = _median_ms(fn, repeats if n <= 16384 else max(1, repeats // 2))
        rows.append(row)
        print(_format_row(row), flush=True)
    return rows


HEADER = (
    f"{'rollouts':>8} {'verl_grpo':>10} {'verl_vec':>9} {'gar_grpo':>9} {'gar':>8} "
    f"{'gar+tok':>8} | {'verl/gar':>9} {'verl/gar+tok':>12} {'vec/gar':>8} {'verl/grpo':>9}"
)


def _format_row(r: dict) -> str:
    return (
        f"{r['n']:>8} {r['verl_grpo']:>10.2f} {r['verl_grpo_vec']:>9.2f} {r['gar_grpo']:>9.2f} "
        f"{r['gar']:>8.2f} {r['gar+tok']:>8.2f} | {r['verl_grpo'] / r['gar']:>8.1f}x "
        f"{r['verl_grpo'] / r['gar+tok']:>11.1f}x {r['verl_grpo_vec'] / r['gar']:>7.1f}x "
        f"{r['verl_grpo'] / r['gar_grpo']:>8.1f}x"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1024, 4096, 16384, 65536])
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--group-size", type=int, default=8)
    parser.add_argument("--length", type=int, default=128, help="response tokens per rollout")
    parser.add_argument(
        "--threads",
        type=int,
        default=1,
        help="torch intra-op threads (default 1: on a small shared box torch's pool stalls "
        "for milliseconds per op; 0 keeps torch's default)",
    )
    args = parser.parse_args(argv)
    try:
        import torch
        import verl
    except ImportError as exc:
        print(f"bench/advantages.py needs torch and verl in this environment: {exc}")
        return 2
    if args.threads > 0:
        torch.set_num_threads(args.threads)
    print(
        f"torch {torch.__version__} ({torch.get_num_threads()} threads), numpy {np.__version__}, "
        f"verl {verl.__version__}; groups of {args.group_size}, {args.length} tokens; "
        f"median ms of {args.repeats} calls (half as many at 64k)"
    )
    print(HEADER, flush=True)
    rows = run(args.sizes, args.repeats, args.group_size, args.length)
    at16k = [r for r in rows if r["n"] == 16384]
    if at16k:
        ratio = at16k[0]["verl_grpo"] / at16k[0]["gar"]
        print(
            f"\ntarget: GAR >= 10x faster than veRL's GRPO at 16k rollouts -> {ratio:.1f}x "
            f"({'met' if ratio >= 10 else 'NOT met'})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
