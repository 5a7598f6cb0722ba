"""Brackets closed by their own kind, properly nested: the one check that the shapes
(:mod:`gar.grading.shapes`, balanced strings) and the neighbour grammars
(:mod:`gar.grading.adjacency`, walks that close what they open) share."""

from __future__ import annotations

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
