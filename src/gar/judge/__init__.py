"""The LLM grader over any OpenAI-compatible chat endpoint.

* :mod:`gar.judge.transport` — one POST bounded by connect/read/total deadlines and a size cap;
* :mod:`gar.judge.budget` — the per-group judge budget and the endpoint's circuit breaker;
* :mod:`gar.judge.client` — HTTP client (stdlib), bounded retries with backoff, cache;
* :mod:`gar.judge.prompt` — the request, hardened against text aimed at the judge;
* :mod:`gar.judge.views` — the plain view (no comments or prose) of every second permutation;
* :mod:`gar.judge.parse` — the last valid JSON answer, validated against the offered ids;
* :mod:`gar.judge.aggregate` — permutations against position bias, and their consistency;
* :mod:`gar.judge.agentic` — tools (run, tests, read, diff) in a bounded loop;
* :mod:`gar.judge.llm` — :class:`LLMJudge`, one group at a time.

How the judge's scores combine with the measured signals is decided in
:mod:`gar.grading.quality` (docs/grader.md); the criteria, the answer's records and the
:class:`Judge` protocol are grading concepts (:mod:`gar.grading.judging`), re-exported here.
"""

from __future__ import annotations

from pathlib import Path

from gar.grading.judging import CRITERIA, Judge, JudgeFlags, JudgeResult
from gar.judge.budget import CircuitBreaker, GroupBudget
from gar.judge.client import ChatClient, Endpoint, JudgeUnavailable, ResponseCache
from gar.judge.llm import LLMJudge
from gar.judge.parse import CandidateVerdict, VerdictError, parse_verdict

__all__ = [
    "CRITERIA",
    "CandidateVerdict",
    "ChatClient",
    "CircuitBreaker",
    "Endpoint",
    "GroupBudget",
    "Judge",
    "JudgeFlags",
    "JudgeResult",
    "JudgeUnavailable",
    "LLMJudge",
    "ResponseCache",
    "VerdictError",
    "make_judge",
    "parse_verdict",
]


def make_judge(
    url: str,
    model: str,
    *,
    key_env: str = "OPENAI_API_KEY",
    permutations: int = 2,
    agentic: bool = False,
    max_tool_steps: int = 3,
    cache_dir: str | Path | None = None,
    timeout_s: float = 120.0,
    max_tokens: int = 1024,
    seed: int = 0,
    connect_timeout_s: float = 10.0,
    read_timeout_s: float | None = None,
    max_reply_bytes: int = 4 * 1024 * 1024,
    retries: int = 2,
    budget_s: float | None = 300.0,
    budget_calls: int | None = None,
    breaker: CircuitBreaker | None = None,
) -> LLMJudge:
    """An :class:`LLMJudge` for ``url`` (an API base like ``http://127.0.0.1:8000/v1``).

    ``timeout_s`` is the total deadline of one HTTP attempt (``connect_timeout_s`` and
    ``read_timeout_s`` bound its phases; ``max_reply_bytes`` its reply); ``budget_s`` and
    ``budget_calls`` bound one group's judging, retries included (None: unbounded; calls
    default to twice the requests a group needs). ``breaker`` defaults to 3 consecutive
    failures → 60 s without calls, doubling up to 15 min.
    """
    endpoint = Endpoint(url=url, model=model, api_key_env=key_env, timeout_s=timeout_s,
                        connect_timeout_s=connect_timeout_s, read_timeout_s=read_timeout_s,
                        max_reply_bytes=max_reply_bytes, retries=retries,
                        max_tokens=max_tokens, seed=seed)
    client = ChatClient(endpoint, ResponseCache(cache_dir), breaker=breaker)
    return LLMJudge(client, permutations=permutations, agentic=agentic,
                    max_tool_steps=max_tool_steps, seed=seed, budget_s=budget_s,
                    budget_calls=budget_calls)
