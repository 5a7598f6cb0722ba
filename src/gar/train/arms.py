"""Several arms (advantage estimators) of one configuration, side by side.

:func:`run_arms` trains one run per estimator from the same start — same seed, same tasks in
the same order, same sampling seeds — under ``<out>/<estimator>``, each arm in its own
process with ``threads_per_arm`` torch threads when ``parallel`` (on a 2-core CPU two arms
in parallel at one thread each take about as long as one arm at two threads), and then
writes ``<out>/report.html`` overlaying the arms (:mod:`gar.train.overlay`). A primed start
is built once, in this process, before the arms start, so they never race on the cache.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gar.errors import GarError
from gar.train.config import TrainConfig


@dataclass(frozen=True)
class ArmsResult:
    out_dir: Path
    runs: dict[str, Path]
    exit_codes: dict[str, int]
    wall_s: float
    report: Path | None


def run_arms(config: TrainConfig, estimators: Sequence[str], out_dir: str | Path, *,
             parallel: bool = True, threads_per_arm: int = 1, observe: Any = None,
             report: bool = True) -> ArmsResult:
    """Train each estimator's arm; a failed arm is reported (exit code), never hidden."""
    from gar.train.estimators import ESTIMATORS

    unknown = [e for e in estimators if e not in ESTIMATORS]
    if unknown or not estimators:
        raise GarError(f"unknown or no estimator(s) {unknown}; known: {', '.join(ESTIMATORS)}")
    began = time.perf_counter()
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if config.start == "primed":
        _build_primed(config, observe)
    runs = {e: out / e for e in estimators}
    configs = {e: config.replace(estimator=e, threads=threads_per_arm if parallel
                                 else config.threads) for e in estimators}
    codes: dict[str, int] = {}
    if parallel and len(estimators) > 1:
        context = multiprocessing.get_context("spawn")
        procs = {e: context.Process(target=_arm_main, args=(configs[e].to_dict(), str(runs[e])),
                                    name=f"gar-arm-{e}") for e in estimators}
        for proc in procs.values():
            proc.start()
        for e, proc in procs.items():
            proc.join()
            codes[e] = proc.exitcode if proc.exitcode is not None else -1
    else:
        for e in estimators:
            codes[e] = _arm_main(configs[e].to_dict(), str(runs[e]), exit_code=True)
    report_path = None
    if report:
        from gar.train.overlay import write_overlay

        report_path = write_overlay([runs[e] for e in estimators if codes[e] == 0],
                                    out / "report.html")
    return ArmsResult(out, runs, codes, time.perf_counter() - began, report_path)


def _build_primed(config: TrainConfig, observe: Any) -> None:
    from gar.train.console import StepPrinter
    from gar.train.model import is_cached
    from gar.train.sft import load_primed, primed_dir

    target = primed_dir(config.prime_config())
    if is_cached(target) and (target / "prime.json").is_file():
        print(f"[prime] cached: {target}", flush=True)
        return
    printer = observe or StepPrinter(0, prefix="[prime] ")
    if config.threads:
        import torch

        torch.set_num_threads(config.threads)
    began, cpu = time.perf_counter(), time.process_time()
    load_primed(config.prime_config(),
                progress=lambda s, n, loss: printer("prime", s, {"steps": n, "loss": loss}))
    print(f"[prime] ready in {time.perf_counter() - began:.1f} s "
          f"(CPU {time.process_time() - cpu:.1f} s)", flush=True)


def _arm_main(config_dict: dict[str, Any], out: str, exit_code: bool = False) -> int:
    """One arm (also the child process's entry point): train, print a line per step."""
    from gar.train.console import StepPrinter
    from gar.train.loop import train

    config = TrainConfig.from_dict(config_dict)
    printer = StepPrinter(config.steps, prefix=f"[{config.estimator}] ")
    began, cpu = time.perf_counter(), time.process_time()
    try:
        train(config, out, observe=printer)
        print(f"[{config.estimator}] done in {time.perf_counter() - began:.1f} s "
              f"(CPU {time.process_time() - cpu:.1f} s)", flush=True)
    except Exception as exc:
        print(f"[{config.estimator}] failed: {type(exc).__name__}: {exc}", file=sys.stderr,
              flush=True)
        if exit_code:
            return 1
        raise
    return 0
