"""Test-wide settings: everything runs offline; Hypothesis does not time the host."""

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

# The suite runs on parallel workers beside sandboxes and servers: wall-clock health checks
# and deadlines measure the host's load, not the property under test (a loaded CI failed
# test_codec's round trip on "input generation is slow" after 1 s). Properties still run
# their full example count.
settings.register_profile("gar-suite", deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("gar-suite")


@pytest.fixture(scope="session")
def model_server():
    """One real SmolLM2 server on loopback for every live test (each start costs about a
    minute): the judge's and the agent's live tests share it, and it stops at the end."""
    from gar.judge.local import start_server

    live = start_server(ready_timeout_s=600)
    yield live
    live.stop()
    assert live.process.poll() is not None


@pytest.fixture(scope="module")
def runner():
    """A two-worker sandboxed runner shared by one test module's tests (starting one costs
    a zygote and servers); the judge's tests that want a single worker define their own."""
    from gar.execution import FunctionRunner

    with FunctionRunner(workers=2) as live:
        yield live
