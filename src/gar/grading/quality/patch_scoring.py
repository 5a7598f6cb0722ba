"""Quality scores of repository rollouts, read from their patches (no per-input runs):
minimality from the size of the change, side effects and craftsmanship from what the diff
adds or removes (:mod:`gar.grading.quality.patch`). Relative to the group, as for
function-level passes (:mod:`~gar.grading.quality.scoring`)."""

from __future__ import annotations

from collections.abc import Sequence

from gar.grading.context import GroupContext, RolloutEvidence
from gar.grading.quality.measured import (
    CRAFT_MIN_DIFF,
    FLOOR,
    SIZE_TOLERANCE,
    Measured,
    ratio_score,
)
from gar.grading.quality.patch import PatchSignals, analyse_patch, out_of_scope, patch_files
from gar.records import RepoTask


def patch_criteria(ctx: GroupContext, passes: Sequence[RolloutEvidence], out: Measured) -> None:
    """Repository rollouts, from the diff as :mod:`gar.repo` reads it: minimality from lines,
    files and public names changed (relative to the group's smallest change); side effects
    from files outside the group's scope, debugging output, swallowed exceptions, removed
    checks and breaking API changes; craftsmanship from added-line smells."""
    task = ctx.task if isinstance(ctx.task, RepoTask) else None
    signals = {e.rollout.rollout_id: analyse_patch(e.rollout.patch or "", task) for e in passes}
    peers = {e.rollout.rollout_id: patch_files(e.rollout.patch or "") for e in ctx.evidence}
    reference = patch_files(task.reference_patch or "") if task is not None and \
        ctx.use_reference else ()
    sizes = {rid: _patch_size(s) for rid, s in signals.items()}
    best = min(sizes.values(), default=0)
    for rid, own in signals.items():
        size_score = ratio_score(sizes[rid], max(best, 1), SIZE_TOLERANCE, 4, 2)
        if size_score < 1:
            api = len(own.scope.public_added) + len(own.scope.public_removed)
            out.note(rid, "minimality", f"changes {own.changed} lines in {len(own.files)} "
                     f"file(s) and {api} public name(s); the group's smallest change weighs "
                     f"{best}", files=list(own.files), weight=sizes[rid], best_weight=best)
        out.scores[rid]["minimality"] = size_score
        others = [files for r, files in peers.items() if r != rid]
        extra = out_of_scope(own.files, others, reference)
        _patch_effects(rid, own, extra, out)
        points = len(own.todo) + len(own.commented_code)
        out.scores[rid]["craftsmanship"] = 1.0 if points < CRAFT_MIN_DIFF else max(
            FLOOR, 1 - 0.1 * points)
        if points:
            out.note(rid, "craftsmanship", "TODO markers or commented-out code in added lines",
                     locations=list(own.todo + own.commented_code))


def _patch_size(signals: PatchSignals) -> int:
    """Lines changed + 10 per file + 10 per public name added or removed: a new module-level
    name is API surface someone must keep, like a touched file."""
    scope = signals.scope
    return (signals.changed + 10 * len(signals.files)
            + 10 * (len(scope.public_added) + len(scope.public_removed)))


def _patch_effects(rid: str, own: PatchSignals, extra: tuple[str, ...], out: Measured) -> None:
    scope = own.scope
    problems = [(f"changes {f}, which no other rollout of the group touches", f) for f in extra]
    problems += [(f"adds debugging output at {where}", where) for where in own.debug]
    swallow = "a handler that catches everything and discards the error"
    problems += [(f"swallows exceptions at {where}: {swallow}", where)
                 for where in scope.swallowed]
    problems += [(f"relaxes validation: {item.split(':', 1)[1]} lost checks",
                  item.split(" ", 1)[0]) for item in scope.validation_removed]
    if own.injection:
        problems.append(("text addressed to an LLM judge: " + own.injection[0], ""))
    for message, where in problems:
        out.note(rid, "side_effects", message, kind="suspicion", serious=True, location=where)
    breaking = scope.public_removed + scope.signatures_changed
    for name in breaking:
        out.note(rid, "side_effects", f"changes the public API: {name} removed or its "
                 "signature changed", location=name)
    out.scores[rid]["side_effects"] = 0.0 if problems else (0.5 if breaking else 1.0)
