"""Summarise one heldout output file (the run without the reference: the first table):
caught/heur/hard = the "GAR no reward" column (tests or grader), fd = the grader's false
demotions summed over the roles, pairs = the grader's pairs right."""
import re, sys
text = open(sys.argv[1]).read().split("(grader + reference)")[0]
def col(name):
    m = re.search(r"^\s*" + re.escape(name) + r"\s+\d+/\d+ = \S+\s+\d+/\d+ = \S+\s+(\d+)/(\d+)", text, re.M)
    return (m.group(1), m.group(2)) if m else ("?", "?")
a, h, hc = col("all"), col("heuristic"), col("hardcode")
fd = slots = 0
for m in re.finditer(r"^\s*(anchor|genuine|outside)[^\n]*?\d+/\d+ = \S+\s+(\d+)/(\d+)", text, re.M):
    fd += int(m.group(2))
    slots += int(m.group(3))
p = re.search(r"quality pairs right\s+\d+/\d+ = \S+\s+(\d+)/(\d+)", text)
pairs = f"{p.group(1)}/{p.group(2)}" if p else "?"
err = " ERROR" if "Traceback" in text or "rc=" in text else ""
print(f"caught {a[0]}/{a[1]} heur {h[0]}/{h[1]} hard {hc[0]}/{hc[1]} fd {fd}/{slots} pairs {pairs}{err}")
