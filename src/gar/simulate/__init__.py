"""Simulation study: how estimators move a policy over solution archetypes (``gar simulate``).

A tabular softmax policy per task chooses among archetypes (genuine passes of tiers T1/T2/T3,
hacks of several families, failures) and is trained by policy gradient under binary GRPO,
Dr. GRPO, GAR, the down-weight-only control and GAR with an imperfect grader.

API: ``run_study(StudyConfig()) -> Study``; ``write_report(study, out_dir)``;
``simulate(Estimator, SimConfig, World) -> Trace`` for a single run.
"""

from gar.simulate.report import summary_rows, write_report
from gar.simulate.run import Estimator, GraderModel, SimConfig, Trace, simulate, sweep
from gar.simulate.study import Study, StudyConfig, run_study
from gar.simulate.world import WORLDS, Archetype, World

__all__ = [
    "WORLDS",
    "Archetype",
    "Estimator",
    "GraderModel",
    "SimConfig",
    "Study",
    "StudyConfig",
    "Trace",
    "World",
    "run_study",
    "simulate",
    "summary_rows",
    "sweep",
    "write_report",
]
