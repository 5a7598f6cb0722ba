"""The core never imports the integrations, and the integrations import their frameworks only
when used."""

from __future__ import annotations

import subprocess
import sys

FRAMEWORKS = ("trl", "verl", "ray", "openrlhf", "gar.integrations")


def imported_after(code: str) -> set[str]:
    probe = code + "\nimport sys\nprint(' '.join(sorted(sys.modules)))\n"
    out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True,
                         text=True, timeout=120)
    return set(out.stdout.split())


def test_core_and_integration_modules_do_not_import_frameworks():
    core = imported_after("import gar, gar.records, gar.io, gar.advantages, gar.grading, "
                          "gar.grading.pipeline")
    assert not {m for m in core if m.split(".")[0] in FRAMEWORKS[:4]}
    assert not {m for m in core if m.startswith("gar.integrations")}
    lazy = imported_after("import gar.integrations.trl, gar.integrations.verl, "
                          "gar.integrations.openrlhf, gar.integrations.ray")
    assert not {m for m in lazy if m.split(".")[0] in FRAMEWORKS[:4]}
