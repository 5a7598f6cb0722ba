"""Repository tasks mined from real projects: ``gar tasks synth SOURCE --out DIR``.

See :mod:`gar.synth.build` for the pipeline and docs/repo_tasks.md ("Synthesised tasks").
"""

from __future__ import annotations

from gar.synth.build import SynthConfig, SynthReport, plan_bugs, synthesise
from gar.synth.mutate import Mutation, mutations
from gar.synth.source import Project, SourceError, inspect_project, resolve_source

__all__ = ["Mutation", "Project", "SourceError", "SynthConfig", "SynthReport",
           "inspect_project", "mutations", "plan_bugs", "resolve_source", "synthesise"]
