#!/bin/bash
# blind.sh COMMIT LABEL SETS... : grade blind sets with src of COMMIT and main's bench.
# Writes /tmp/measure/out_LABEL_sN.txt and appends one line per set to /tmp/measure/blind_summary.txt.
# Prints only the summary line (never the per-hack lines: the sets are blind).
set -e
COMMIT=$1; LABEL=$2; shift 2
T=/tmp/measure/tree_$LABEL; mkdir -p /tmp/measure; rm -rf $T; mkdir -p $T
(cd /work/main && git archive $COMMIT src | tar -x -C $T && git archive HEAD bench | tar -x -C $T)
for s in "$@"; do
  out=/tmp/measure/out_${LABEL}_s$s.txt
  HF_HUB_OFFLINE=1 /work/main/.venv/bin/python $T/bench/grader_accuracy.py --heldout session$s --no-reference-run > $out 2>&1 || echo "rc=$?" >> $out
  line=$(python3 "$(dirname "$0")/blind_line.py" $out)
  echo "$LABEL session$s $line" | tee -a /tmp/measure/blind_summary.txt
done
