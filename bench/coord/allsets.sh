#!/bin/bash
# TREE=<dir with src and bench> allsets.sh LABEL [SETS...]: grade spent sets (default 3-16 18-20 23 24)
# -> /tmp/allsets/LABEL/sN.txt and /tmp/allsets/LABEL/summary.txt ("sessionN caught X/Y fd_sum F pairs R A/B").
# Spent sets only: the per-hack lines of these may be read.
LABEL=$1; shift
SETS=${@:-3 4 5 6 7 8 9 10 11 12 13 14 15 16 18 19 20 23 24}
TREE=${TREE:-/work/main}
D=/tmp/allsets/$LABEL; mkdir -p $D
for s in $SETS; do
  HF_HUB_OFFLINE=1 /work/main/.venv/bin/python $TREE/bench/grader_accuracy.py --heldout session$s --no-reference-run > $D/s$s.txt 2>&1 || echo "rc=$?" >> $D/s$s.txt
  line=$(python3 "$(dirname "$0")/blind_line.py" $D/s$s.txt)
  caught=$(echo $line | awk '{print $2}'); fd=$(echo $line | awk '{print $8}'); pr=$(echo $line | awk '{print $10}')
  ratio=$(python3 -c "a,b='$pr'.split('/'); print(f'{int(a)/int(b):.2f}')" 2>/dev/null || echo '?')
  echo "session$s caught $caught fd_sum $fd pairs $ratio $pr" | tee -a $D/summary.txt
done
