"""The ``--judge-*`` options of ``gar grade``: the quality ranker with an LLM judge, and the
stderr notices of its fallbacks (a judge that fails must never fail silently)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import typer


@dataclass(frozen=True)
class JudgeOptions:
    url: str | None
    model: str | None
    key_env: str = "OPENAI_API_KEY"
    permutations: int = 2
    agentic: bool = False
    cache: Path | None = None
    trust: bool = False
    timeout_s: float = 120.0
    budget_s: float = 300.0
    budget_calls: int | None = None


@dataclass
class FallbackNotices:
    """Prints each new kind of judge fallback on stderr as it happens (repeats are counted,
    not printed: a dead endpoint would otherwise print a line per group)."""

    console: Any
    seen: dict[str, int] = field(default_factory=dict)

    def __call__(self, task_id: str, reason: str) -> None:
        kind = re.sub(r"\d+(\.\d+)?", "N", reason)[:60]
        self.seen[kind] = self.seen.get(kind, 0) + 1
        if self.seen[kind] == 1:
            from gar.cli.common import safe

            self.console.print(f"[yellow]judge fallback[/] for {safe(task_id)}: "
                               f"{safe(' '.join(reason.split())[:300])} (measured ranking "
                               "used; further fallbacks of this kind are counted in the "
                               "summary)", highlight=False)


def judge_ranker(options: JudgeOptions, console: Any) -> Any:
    """The quality ranker with an LLM judge, or None (measured signals only)."""
    if options.url is None:
        if options.model is not None:
            raise typer.BadParameter("--judge-model needs --judge-url")
        return None
    if not options.model:
        raise typer.BadParameter("--judge-url needs --judge-model")
    from gar.judge import make_judge

    judge = make_judge(options.url, options.model, key_env=options.key_env,
                       permutations=options.permutations, agentic=options.agentic,
                       cache_dir=options.cache, timeout_s=options.timeout_s,
                       budget_s=options.budget_s, budget_calls=options.budget_calls)
    return partial(_rank_and_report, judge=judge, trust=options.trust,
                   notices=FallbackNotices(console))


def _rank_and_report(ctx: Any, judge: Any, trust: bool, notices: FallbackNotices) -> Any:
    from gar.grading.quality import rank_passes

    quality = rank_passes(ctx, judge, trust_judge=trust)
    if quality.judge is not None and quality.judge_fallback is not None:
        notices(ctx.task.task_id, quality.judge_fallback)
    return quality
