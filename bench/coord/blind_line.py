"""Summarise one held-out output file of ``bench/grader_accuracy.py --heldout sessionN
--no-reference-run`` in one line, without any hack's verdict: caught/heur/hard from the "GAR
no reward" column (tests or grader), fd the grader's false demotions summed over the anchor,
genuine and outside rows, pairs the grader's pairs right. Used by ``blind.sh`` and
``allsets.sh`` (bench/coord/GUIDE.md)."""

import re
import sys
from pathlib import Path


def summary(text: str) -> str:
    text = text.split("(grader + reference)")[0]

    def col(name: str) -> tuple[str, str]:
        m = re.search(r"^\s*" + re.escape(name) + r"\s+\d+/\d+ = \S+\s+\d+/\d+ = \S+\s+(\d+)/(\d+)",
                      text, re.MULTILINE)
        return (m.group(1), m.group(2)) if m else ("?", "?")

    a, h, hc = col("all"), col("heuristic"), col("hardcode")
    fd = sum(int(m.group(2)) for m in re.finditer(
        r"^\s*(anchor|genuine|outside)[^\n]*?\d+/\d+ = \S+\s+(\d+)/(\d+)", text, re.MULTILINE))
    p = re.search(r"quality pairs right\s+\d+/\d+ = \S+\s+(\d+)/(\d+)", text)
    pairs = f"{p.group(1)}/{p.group(2)}" if p else "?"
    err = " ERROR" if "Traceback" in text or "rc=" in text else ""
    return f"caught {a[0]}/{a[1]} heur {h[0]}/{h[1]} hard {hc[0]}/{hc[1]} fd {fd} pairs {pairs}{err}"


if __name__ == "__main__":
    print(summary(Path(sys.argv[1]).read_text()))
