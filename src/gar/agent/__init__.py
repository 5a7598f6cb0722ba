"""Multi-turn agent rollouts on repository and function tasks (``gar rollout``).

An agent talks to a model through a :class:`ModelClient` (an OpenAI-compatible endpoint, or a
scripted client), acts through five tools on its own sandboxed copy of the task's workspace,
and every rollout ends in exactly one record: its patch or solution in the rollout format
``gar grade`` reads, and its whole trajectory in the documented format. See docs/agent.md.
"""

from __future__ import annotations

from gar.agent.actions import TOOL_NAMES, parse_reply, tool_definitions
from gar.agent.batch import RolloutJob, plan_rollouts, run_rollouts
from gar.agent.client import (
    ModelClient,
    ModelReply,
    ModelUnavailable,
    OpenAIClient,
    ScriptedClient,
    ToolCall,
    load_script,
    served_model,
)
from gar.agent.loop import INSTRUMENT_ENDINGS, POLICY_ENDINGS, AgentLimits, run_agent
from gar.agent.tools import AgentWorkspace, ToolError

__all__ = [
    "INSTRUMENT_ENDINGS", "POLICY_ENDINGS", "TOOL_NAMES", "AgentLimits", "AgentWorkspace",
    "ModelClient", "ModelReply", "ModelUnavailable", "OpenAIClient", "RolloutJob",
    "ScriptedClient", "ToolCall", "ToolError", "load_script", "parse_reply", "plan_rollouts",
    "run_agent", "run_rollouts", "served_model", "tool_definitions",
]
