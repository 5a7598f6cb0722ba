"""Summarise one heldout output file (the run without the reference: the first table):
caught/heur/hard = the "GAR no reward" column (tests or grader), fd = the grader's false
demotions summed over the roles, pairs = the grader's pairs right."""

import re
import sys
from pathlib import Path

text = Path(sys.argv[1]).read_text().split("(grader + reference)")[0]


def col(name):
    pattern = r"^\s*" + re.escape(name) + r"\s+\d+/\d+ = \S+\s+\d+/\d+ = \S+\s+(\d+)/(\d+)"
    m = re.search(pattern, text, re.MULTILINE)
    return (m.group(1), m.group(2)) if m else ("?", "?")


a, h, hc = col("all"), col("heuristic"), col("hardcode")
fd = slots = 0
role_row = r"^\s*(anchor|genuine|outside)[^\n]*?\d+/\d+ = \S+\s+(\d+)/(\d+)"
for m in re.finditer(role_row, text, re.MULTILINE):
    fd += int(m.group(2))
    slots += int(m.group(3))
p = re.search(r"quality pairs right\s+\d+/\d+ = \S+\s+(\d+)/(\d+)", text)
pairs = f"{p.group(1)}/{p.group(2)}" if p else "?"
err = " ERROR" if "Traceback" in text or "rc=" in text else ""
print(f"caught {a[0]}/{a[1]} heur {h[0]}/{h[1]} hard {hc[0]}/{hc[1]} fd {fd}/{slots} pairs {pairs}{err}")
