"""What a candidate inherits from the zygote (``sandboxed/server.py``): the modules candidates
commonly import, and none of the server's own (the harness and what it imports)."""

from __future__ import annotations

from gar.execution import Call, CallJob

# The harness's modules and theirs: imported by the server only after it forked the zygote.
SERVER_ONLY = ("harness", "monitor", "clock", "ast", "random", "shutil", "fnmatch", "bz2",
               "lzma")
PROGRAM = ("import sys\n"
           "def f(names):\n"
           "    return sorted(n for n in names if n in sys.modules)\n")


def test_a_candidate_holds_the_preloads_and_none_of_the_harness_modules(runner) -> None:
    """Every module a candidate inherits costs each candidate's fork and exit (its pages are
    mapped), and ``random`` reseeds itself in every forked child: the server imports the
    harness's modules after forking the zygote, so no candidate carries them."""
    preloaded = ["collections", "math", "re", "typing"]
    job = CallJob(PROGRAM, "f", (Call((list(SERVER_ONLY),)), Call((preloaded,))))
    server_only, preloads = runner.call_many([job])[0].outcomes
    assert server_only.value == []
    assert preloads.value == preloaded
