"""A misbehaving judge costs at most its budget: each misbehaviour served by a real server
process on 127.0.0.1 (tests/judge/misbehaving_server.py), the bound asserted generously
(< 3x the budget; timings are measured in bench/judge_budget.py), the fallback recorded
with its reason."""

import socket
import time
import tracemalloc

import pytest
from judge_helpers import make_group

from gar.judge import CircuitBreaker, make_judge
from gar.judge.budget import BudgetSpent, GroupBudget
from gar.judge.client import ChatClient, Endpoint, JudgeUnavailable
from gar.judge.transport import Limits, TransportFailure, http_post

BUDGET_S = 1.5


def bounded_judge(url, **kw):
    options = {"timeout_s": 0.6, "read_timeout_s": 0.4, "connect_timeout_s": 0.4,
               "budget_s": BUDGET_S, "retries": 2, "permutations": 2,
               "breaker": CircuitBreaker(threshold=100)}
    options.update(kw)
    judge = make_judge(url, "m", **options)
    judge.client._sleep = lambda s: time.sleep(min(s, 0.05))
    return judge


def timed_judging(judge):
    start = time.monotonic()
    result = judge.judge(make_group())
    return result, time.monotonic() - start


@pytest.mark.parametrize(("mode", "reason"), [
    ("hang", "read deadline"),
    ("trickle", "total deadline"),
    ("slowhead", "total deadline"),
    ("500", "HTTP 500"),
    ("badjson", "invalid JSON"),
    ("huge", "over the cap"),
    ("hugechunk", "over the cap"),
])
def test_each_misbehaviour_costs_at_most_the_budget(misbehaving, mode, reason):
    judge = bounded_judge(misbehaving.url(mode), max_reply_bytes=256 * 1024)
    result, elapsed = timed_judging(judge)
    assert not result.usable and reason in result.fallback, result.fallback
    assert elapsed < 3 * BUDGET_S, (mode, elapsed)
    assert result.requests <= judge._calls_budget(2)


def test_connection_refused_falls_back_with_the_reason():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # closed again: nothing listens there
    result, elapsed = timed_judging(bounded_judge(f"http://127.0.0.1:{port}/v1"))
    assert "connection refused" in result.fallback and elapsed < 3 * BUDGET_S


def test_a_listener_that_never_accepts_is_cut_at_the_read_deadline():
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)  # the kernel completes the handshake; nobody ever reads or answers
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/v1"
        result, elapsed = timed_judging(bounded_judge(url))
    assert "read deadline" in result.fallback and elapsed < 3 * BUDGET_S


def test_a_huge_reply_is_not_read_into_memory(misbehaving):
    cap = 512 * 1024
    before = misbehaving.stats()["hugechunk"]
    tracemalloc.start()
    try:
        with pytest.raises(TransportFailure) as failure:
            http_post(misbehaving.url("hugechunk") + "/chat/completions", b"{}", {},
                      Limits(connect_s=1, read_s=2, total_s=5, max_bytes=cap))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert failure.value.kind == "size"
    assert peak < 4 * cap  # the 200 MB body was never held
    time.sleep(0.2)
    assert misbehaving.stats()["hugechunk"] - before < 64 * 1024 * 1024
    with pytest.raises(TransportFailure, match="declares 209715200 bytes"):
        http_post(misbehaving.url("huge") + "/chat/completions", b"{}", {},
                  Limits(max_bytes=cap))


def test_the_circuit_opens_and_later_groups_fall_back_at_once(misbehaving):
    clock = [0.0]
    breaker = CircuitBreaker(threshold=3, cooldown_s=60, clock=lambda: clock[0])
    judge = bounded_judge(misbehaving.url("500"), breaker=breaker)
    first, _ = timed_judging(judge)
    assert "HTTP 500" in first.fallback and breaker.is_open
    sent = judge.client.requests_sent
    second, elapsed = timed_judging(judge)
    assert "circuit open" in second.fallback and judge.client.requests_sent == sent
    assert elapsed < 0.5
    clock[0] = 61.0  # the cooldown is over: one probe goes through, fails, reopens longer
    third, _ = timed_judging(judge)
    assert judge.client.requests_sent == sent + 1 and breaker.cooldown_s == 120
    assert "circuit open" in third.fallback


def test_a_success_closes_the_circuit(misbehaving):
    clock = [0.0]
    breaker = CircuitBreaker(threshold=1, cooldown_s=10, clock=lambda: clock[0])
    judge = bounded_judge(misbehaving.url("500"), breaker=breaker)
    timed_judging(judge)
    assert breaker.is_open
    clock[0] = 11.0
    judge.client.endpoint = Endpoint(misbehaving.url("obey"), "m")
    result, _ = timed_judging(judge)
    assert result.usable and not breaker.is_open and breaker.failures == 0


def test_the_call_budget_stops_retries():
    calls = []

    def failing(url, body, headers, limits):
        calls.append(limits)
        raise OSError("connection reset")

    client = ChatClient(Endpoint("http://127.0.0.1:9/v1", "m", retries=5), transport=failing,
                        sleep=lambda s: None, breaker=CircuitBreaker(threshold=100))
    with pytest.raises(JudgeUnavailable, match="budget of 2 calls"):
        client.complete([{"role": "user", "content": "x"}], budget=GroupBudget(None, calls=2))
    assert len(calls) == 2


def test_each_attempt_is_cut_to_the_time_left_in_the_budget():
    seen = []

    def slow(url, body, headers, limits):
        seen.append(limits.total_s)
        raise OSError("timed out")

    clock = [0.0]
    budget = GroupBudget(seconds=10.0, clock=lambda: clock[0])
    clock[0] = 9.0
    client = ChatClient(Endpoint("http://127.0.0.1:9/v1", "m", timeout_s=120, retries=0),
                        transport=slow, breaker=CircuitBreaker(threshold=100))
    with pytest.raises(JudgeUnavailable):
        client.complete([{"role": "user", "content": "x"}], budget=budget)
    assert seen == [pytest.approx(1.0)]
    clock[0] = 10.0
    with pytest.raises(BudgetSpent):
        budget.spend_call()


def test_an_http_proxy_from_the_environment_is_used(misbehaving, monkeypatch):
    monkeypatch.setenv("http_proxy", f"http://127.0.0.1:{misbehaving.port}")
    monkeypatch.setenv("no_proxy", "")
    monkeypatch.delenv("HTTP_PROXY", raising=False)
    monkeypatch.delenv("NO_PROXY", raising=False)
    # judge.invalid does not resolve: only the proxy can answer (as the obeying judge).
    result, _ = timed_judging(bounded_judge("http://judge.invalid/obey/v1"))
    assert result.usable, result.fallback


def test_a_crashing_transport_is_a_failed_attempt_and_frees_the_probe():
    clock = [0.0]
    breaker = CircuitBreaker(threshold=1, cooldown_s=5, clock=lambda: clock[0])

    def broken(url, body, headers, limits):
        raise ValueError("bad port")

    client = ChatClient(Endpoint("http://127.0.0.1:9/v1", "m", retries=0), transport=broken,
                        breaker=breaker)
    with pytest.raises(JudgeUnavailable, match="ValueError: bad port"):
        client.complete([{"role": "user", "content": "x"}])
    assert breaker.is_open
    clock[0] = 6.0
    with pytest.raises(JudgeUnavailable, match="budget of 0 calls"):  # refused before probing
        client.complete([{"role": "user", "content": "y"}], budget=GroupBudget(None, calls=0))
    assert not breaker.probing
