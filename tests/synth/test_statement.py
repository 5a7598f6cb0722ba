"""Problem statements: built from the failing output (deterministic), or rewritten by an LLM
with the built one as the fallback (the client here is a stand-in: only the error paths and
the assembly are under test; the model call itself is the judge client's)."""

from __future__ import annotations

from gar.judge.client import ChatReply, JudgeUnavailable
from gar.records import TestOutcome as Outcome
from gar.synth.statement import TRUNCATED_AT, built_statement, clean, llm_statement

FAILING = [Outcome("tests/t.py::test_a", "failed",
                       "E   assert <Thing at 0x7f3a2b1c9d00> == 3\n\ntests/t.py:4: AssertionError"),
           Outcome("tests/t.py::test_b", "error", "")]


def test_built_statement_names_the_tests_and_masks_addresses() -> None:
    text = built_statement("lib-1.0", FAILING)
    assert text.startswith("2 tests of lib-1.0 fail")
    assert "- tests/t.py::test_a\n- tests/t.py::test_b" in text
    assert "0x7f3a" not in text and "<Thing at 0x…>" in text
    assert text == built_statement("lib-1.0", FAILING)
    cut = "ed line\n" + "E   x\n" * ((TRUNCATED_AT - 8) // 6 + 1)
    assert not clean(cut).startswith("ed line")


class _Client:
    def __init__(self, reply: str | Exception) -> None:
        self.reply = reply
        self.prompts: list[str] = []

    def complete(self, messages):
        self.prompts.append(messages[-1]["content"])
        if isinstance(self.reply, Exception):
            raise self.reply
        return ChatReply(content=self.reply)


def test_llm_statement_keeps_the_failing_list_and_falls_back_on_errors() -> None:
    built = built_statement("lib-1.0", FAILING)
    client = _Client("thing() returns the wrong count\n\nCalling thing(3) gives 2, not 3.")
    text = llm_statement(client, "lib-1.0", built)
    assert text is not None and text.startswith("thing() returns the wrong count")
    assert text.endswith("- tests/t.py::test_a\n- tests/t.py::test_b")
    assert built in client.prompts[0] and "diff" not in client.prompts[0].lower()
    assert llm_statement(_Client(JudgeUnavailable("down")), "lib-1.0", built) is None
    assert llm_statement(_Client("ok"), "lib-1.0", built) is None  # too short to be a report
