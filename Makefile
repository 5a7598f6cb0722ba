# The two commands the README starts with: `make demo` and `make test`.
VENV := .venv
PY := $(VENV)/bin/python
GAR := $(VENV)/bin/gar

.PHONY: setup demo test bench lint

setup:
	./scripts/setup.sh

# The main job: binary GRPO and GAR side by side from the primed SmolLM2-135M start, in the
# hackable environment, on CPU (<= 10 min on 2 cores); runs/demo/report.html overlays them.
demo: setup
	HF_HUB_OFFLINE=1 $(GAR) train --preset demo --arms grpo,gar --out runs/demo

# pytest exits 5 when it collected no test; that must fail loudly, not pass. The suite runs on
# one pytest-xdist worker per CPU (TEST_WORKERS=0: in this process), a file per worker at a
# time so that a module's fixtures (a runner's zygote, a Ray cluster) start once.
TEST_WORKERS ?= auto
test: setup
	HF_HUB_OFFLINE=1 $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadfile $(PYTEST_ARGS); rc=$$?; \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; exit 1; fi; exit $$rc

# ruff (the defaults plus the rules noqa comments name) and mypy over src/gar ([tool.mypy]).
lint: setup
	$(VENV)/bin/ruff check src tests bench
	$(PY) -m mypy
