"""The LLM grader over any OpenAI-compatible chat endpoint.

* :mod:`gar.judge.client` — HTTP client (stdlib), retries with backoff, timeouts, cache;
* :mod:`gar.judge.prompt` — the request, hardened against text aimed at the judge;
* :mod:`gar.judge.parse` — the last valid JSON answer, validated against the offered ids;
* :mod:`gar.judge.aggregate` — permutations against position bias, and their consistency;
* :mod:`gar.judge.agentic` — tools (run, tests, read, diff) in a bounded loop;
* :mod:`gar.judge.llm` — :class:`LLMJudge`, one group at a time.

How the judge's scores combine with the measured signals is decided in
:mod:`gar.grading.quality` (docs/grader.md).
"""

from __future__ import annotations

from pathlib import Path

from gar.judge.client import ChatClient, Endpoint, JudgeUnavailable, ResponseCache
from gar.judge.llm import Judge, JudgeFlags, JudgeResult, LLMJudge
from gar.judge.parse import CRITERIA, CandidateVerdict, VerdictError, parse_verdict

__all__ = [
    "CRITERIA",
    "CandidateVerdict",
    "ChatClient",
    "Endpoint",
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
) -> LLMJudge:
    """An :class:`LLMJudge` for ``url`` (an API base like ``http://127.0.0.1:8000/v1``)."""
    endpoint = Endpoint(url=url, model=model, api_key_env=key_env, timeout_s=timeout_s,
                        max_tokens=max_tokens, seed=seed)
    client = ChatClient(endpoint, ResponseCache(cache_dir))
    return LLMJudge(client, permutations=permutations, agentic=agentic,
                    max_tool_steps=max_tool_steps, seed=seed)
