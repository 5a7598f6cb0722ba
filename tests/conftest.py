"""Test-wide settings: everything runs offline."""

import os

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")


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
