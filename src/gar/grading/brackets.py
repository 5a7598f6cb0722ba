"""Brackets closed by their own kind, properly nested: the one check that the shapes
(:mod:`gar.grading.shapes`, balanced strings) and the neighbour grammars
(:mod:`gar.grading.adjacency`, walks that close what they open) share, and the repair of
drawn strings the balanced shape uses."""

from __future__ import annotations

from typing import Any

PAIRS = {")": "(", "]": "[", "}": "{"}  # each closing bracket and the one it closes


def balanced(text: str) -> bool:
    """Whether every bracket in ``text`` is closed by its own kind, properly nested."""
    stack: list[str] = []
    for char in text:
        if char in "([{":
            stack.append(char)
        elif char in PAIRS and (not stack or stack.pop() != PAIRS[char]):
            return False
    return not stack


def rebalanced(text: str) -> str:
    """``text`` with unmatched closing brackets dropped and open ones closed at the end."""
    stack: list[str] = []
    kept = []
    for char in text:
        if char in PAIRS:
            if not stack or stack[-1] != PAIRS[char]:
                continue
            stack.pop()
        elif char in "([{":
            stack.append(char)
        kept.append(char)
    closing = {v: k for k, v in PAIRS.items()}
    return "".join(kept) + "".join(closing[c] for c in reversed(stack))


def rebalanced_value(value: Any) -> Any:
    if isinstance(value, str):
        return rebalanced(value)
    if isinstance(value, list | tuple):
        return type(value)(rebalanced_value(v) for v in value)
    return value
