"""The behaviour stage's two samples of fresh inputs for one group (docs/grader.md §7).

The first sample is every generator's share of ``max_inputs``: the mutations, Hypothesis draws
and boundaries of :func:`gar.grading.inputs.fresh_inputs`, then the values that separate on
purpose (:func:`_with_constants`). The second, drawn only where the first left the group
undecided, is more of the same kinds (:func:`second_sample`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gar.grading.ascending_runs import ascending_inputs
from gar.grading.bound_reach import reach_inputs
from gar.grading.call_shifts import call_shift_inputs
from gar.grading.cancellations import cancelling_inputs
from gar.grading.ceiling_scalings import ceiling_inputs
from gar.grading.collinear_points import collinear_inputs
from gar.grading.constants import constant_inputs
from gar.grading.context import VisibleCall
from gar.grading.deep_shapes import deep_inputs
from gar.grading.dict_edits import dict_edit_inputs, example_inputs
from gar.grading.digit_strings import digit_inputs
from gar.grading.edge_lists import stretched_edge_inputs
from gar.grading.emptied_spans import emptied_span_inputs
from gar.grading.far_references import farthest_inputs
from gar.grading.graph_edits import graph_inputs
from gar.grading.grown_records import RECORD_INPUTS, laid_inputs, record_inputs
from gar.grading.inputs import (
    DerivedInput,
    fresh_inputs,
    more_inputs,
    structure_inputs,
    structure_limit,
)
from gar.grading.joint_reach import joint_reach_inputs, opposed_inputs
from gar.grading.leaf_copies import copy_inputs
from gar.grading.lone_scalings import lone_scaling_inputs
from gar.grading.long_texts import coded_inputs, long_text_inputs, stemmed_inputs
from gar.grading.near_ties import near_tie_inputs
from gar.grading.nested_leaves import nested_leaf_inputs
from gar.grading.path_edits import path_edit_inputs
from gar.grading.preconditions import Preconditions
from gar.grading.prefix_gaps import prefix_gap_inputs
from gar.grading.rare_values import rare_inputs
from gar.grading.round_numbers import magnitude_inputs, round_inputs
from gar.grading.signs import sign_inputs
from gar.grading.span_corners import corner_inputs
from gar.grading.stated_fragments import fragment_inputs
from gar.grading.stated_relations import relation_inputs
from gar.grading.swapped_args import swapped_inputs
from gar.grading.text_numbers import text_number_inputs
from gar.grading.text_twins import text_twin_inputs
from gar.grading.token_edits import token_inputs
from gar.grading.uniform_runs import (
    filled_inputs,
    repeat_inputs,
    run_inputs,
    scaled_fill_inputs,
    twin_run_inputs,
)
from gar.grading.unseen_classes import unseen_class_inputs
from gar.records import FunctionTask

DIGIT_INPUTS = 2  # digit strings past the conversion cap (gar.grading.digit_strings)
GRAPH_INPUTS = 8  # edited observed graphs (gar.grading.graph_edits)
COLLINEAR_INPUTS = 6  # point lists given a collinear point (gar.grading.collinear_points)
EMPTIED_INPUTS = 4  # delimited spans emptied (gar.grading.emptied_spans)
SWAPPED_INPUTS = 4  # two arguments of one kind exchanged (gar.grading.swapped_args)
FAR_INPUTS = 4  # back references reaching the farthest (gar.grading.far_references)
GAP_INPUTS = 4  # chains of prefixes with a gap (gar.grading.prefix_gaps)
EDGE_PATH_INPUTS = 4  # edge lists stretched (gar.grading.edge_lists)
TWIN_INPUTS = 8  # an int item written as its text (gar.grading.text_twins)
SCALED_FILL_INPUTS = 2  # fills with the ints scaled alike (gar.grading.uniform_runs)


def first_sample(task: FunctionTask, visible: Sequence[VisibleCall],
                 observed: Sequence[tuple[Any, ...]], pre: Preconditions | None,
                 programs: Sequence[str], max_inputs: int) -> tuple[DerivedInput, ...]:
    """The group's first fresh inputs: :func:`gar.grading.inputs.fresh_inputs` within
    ``max_inputs``, then the separating values of :func:`_with_constants` (``programs``: the
    probed passes' code, whose own constants are among them)."""
    drawn = fresh_inputs(task, visible, observed, limit=max_inputs, pre=pre)
    return _with_constants(drawn, task, pre, programs, max_inputs)


def _with_constants(derived: tuple[DerivedInput, ...], task: FunctionTask,
                    pre: Preconditions | None, programs: Sequence[str], max_inputs: int
                    ) -> tuple[DerivedInput, ...]:
    """``derived`` and the values that separate on purpose (docs/grader.md §7): the passes'
    own constants (:mod:`gar.grading.constants`), classes the tests never show
    (:mod:`gar.grading.unseen_classes`), the quoted values and syntax tokens the docstring
    writes out (:mod:`gar.grading.stated_fragments`), lists below zero
    (:mod:`gar.grading.signs`), the
    domain's limits (:mod:`gar.grading.bound_reach`), every stated number at its top at once
    (:mod:`gar.grading.joint_reach`) and one at its bottom beside them, near-ties and
    near-cancellations there
    (:mod:`gar.grading.near_ties`), whole calls moved below zero where every number may be
    negative (:mod:`gar.grading.call_shifts`), the top of a bound written as a formula
    (:mod:`gar.grading.stated_relations`), grown records and records laid end to end
    (:mod:`gar.grading.grown_records`), long texts and shared stems
    (:mod:`gar.grading.long_texts`), runs of one item, twin runs, repeats and
    values repeated up to a stated length cap, with the ints scaled alike or not
    (:mod:`gar.grading.uniform_runs`), digit strings past the int-string
    conversion cap (:mod:`gar.grading.digit_strings`),
    the inclusive ends of stated spans (:mod:`gar.grading.stated_spans`), ascending runs
    (:mod:`gar.grading.ascending_runs`), paths and snakes (:mod:`gar.grading.deep_shapes`),
    round numbers next to the visible ones and their orders of magnitude
    (:mod:`gar.grading.round_numbers`),
    rare integers (:mod:`gar.grading.rare_values`), observed graphs subdivided, joined and
    relabelled (:mod:`gar.grading.graph_edits`), point lists given a collinear point
    (:mod:`gar.grading.collinear_points`), one integer argument scaled alone
    (:mod:`gar.grading.lone_scalings`), one integer nested inside an argument set alone
    past a machine word (:mod:`gar.grading.nested_leaves`), floats that cancel and one
    float scaled alone where the docstring states its accuracy
    (:mod:`gar.grading.cancellations`), observed calls magnified to the domain's ceiling
    and nudged (:mod:`gar.grading.ceiling_scalings`), one integer of a nested argument copied
    over another (:mod:`gar.grading.leaf_copies`), delimited spans emptied
    (:mod:`gar.grading.emptied_spans`), two arguments of one kind exchanged
    (:mod:`gar.grading.swapped_args`), back references reaching the farthest
    (:mod:`gar.grading.far_references`), chains of prefixes with a gap
    (:mod:`gar.grading.prefix_gaps`), graphs given as edge lists stretched
    (:mod:`gar.grading.edge_lists`), the prompt's own example calls and the dicts inside an
    argument edited (:mod:`gar.grading.dict_edits`), a document and the path into it edited
    together (:mod:`gar.grading.path_edits`), every token of a structured string edited in
    turn, length-prefixed records with their counts kept true
    (:mod:`gar.grading.token_edits`), the numbers written in text at the top of their stated
    digits (:mod:`gar.grading.text_numbers`)."""
    if pre is None:
        return derived
    for make in (lambda seen, _: constant_inputs(pre, programs, max_inputs // 2, seen),
                 lambda seen, _: unseen_class_inputs(task.prompt, task.entry_point, pre,
                                                     max_inputs // 4, seen),
                 lambda seen, _: fragment_inputs(task.prompt, task.entry_point, pre,
                                                 max_inputs, seen),
                 lambda seen, _: sign_inputs(task.prompt, task.entry_point, pre,
                                             max_inputs // 4, seen),
                 lambda seen, _: call_shift_inputs(task.prompt, task.entry_point, pre,
                                                   max_inputs // 4, seen),
                 lambda seen, _: reach_inputs(task, pre, max_inputs // 4, seen),
                 lambda seen, _: joint_reach_inputs(task.task_id, pre, max_inputs // 4, seen),
                 lambda seen, _: opposed_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: near_tie_inputs(pre, max_inputs // 4, seen),
                 lambda seen, _: relation_inputs(task.prompt, task.entry_point, pre,
                                                 max_inputs // 4, seen),
                 lambda seen, _: record_inputs(task.task_id, pre, RECORD_INPUTS, seen),
                 lambda seen, _: laid_inputs(pre, 4, seen),
                 lambda seen, _: long_text_inputs(task.task_id, pre, max_inputs // 4, seen),
                 lambda _, made: stemmed_inputs(task.task_id, pre, max_inputs // 4, made),
                 lambda seen, _: coded_inputs(task.task_id, pre, max_inputs // 4, seen),
                 lambda seen, _: run_inputs(pre, max_inputs * 3 // 8, seen),
                 lambda seen, _: digit_inputs(pre, DIGIT_INPUTS, seen),
                 lambda seen, _: twin_run_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: repeat_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: filled_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: scaled_fill_inputs(pre, SCALED_FILL_INPUTS, seen),
                 lambda seen, _: corner_inputs(pre, max_inputs // 4, seen),
                 lambda seen, _: ascending_inputs(pre, max_inputs // 4, seen),
                 lambda seen, _: deep_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: round_inputs(pre, max_inputs // 2, seen),
                 lambda seen, _: magnitude_inputs(pre, max_inputs // 4, seen),
                 lambda seen, _: rare_inputs(pre, _rare_limit(max_inputs), seen),
                 lambda seen, _: graph_inputs(pre, GRAPH_INPUTS, seen),
                 lambda seen, _: collinear_inputs(task.prompt, pre, COLLINEAR_INPUTS, seen),
                 lambda seen, _: lone_scaling_inputs(pre, max_inputs // 8, seen),
                 lambda seen, _: nested_leaf_inputs(task.task_id, pre,
                                                    max_inputs * 3 // 8, seen),
                 lambda seen, _: cancelling_inputs(task.prompt, pre, max_inputs // 2, seen),
                 lambda seen, _: ceiling_inputs(task.task_id, pre, max_inputs * 3 // 4, seen),
                 lambda seen, _: copy_inputs(task.task_id, pre, max_inputs // 2, seen),
                 lambda seen, _: emptied_span_inputs(pre, EMPTIED_INPUTS, seen),
                 lambda seen, _: swapped_inputs(pre, SWAPPED_INPUTS, seen),
                 lambda seen, _: farthest_inputs(pre, FAR_INPUTS, seen),
                 lambda seen, _: prefix_gap_inputs(pre, GAP_INPUTS, seen),
                 lambda seen, _: stretched_edge_inputs(pre, EDGE_PATH_INPUTS, seen),
                 lambda seen, _: example_inputs(task.prompt, task.entry_point, pre, seen),
                 lambda seen, _: token_inputs(task.prompt, task.entry_point, pre,
                                              2 * max_inputs, seen),
                 lambda seen, _: dict_edit_inputs(pre, max_inputs // 4, seen),
                 lambda seen, _: path_edit_inputs(pre, max_inputs // 2, seen),
                 lambda seen, _: text_twin_inputs(pre, TWIN_INPUTS, seen),
                 lambda seen, made: text_number_inputs(task.task_id, task.prompt, pre,
                                                       max_inputs // 4, seen, made)):
        derived = (*derived, *make({d.key for d in derived}, derived))
    return derived


def _rare_limit(max_inputs: int) -> int:
    return max_inputs * 3 // 8


def second_sample(task: FunctionTask, visible: Sequence[VisibleCall],
                  observed: Sequence[tuple[Any, ...]], pre: Preconditions | None,
                  max_inputs: int, seen: set[str]) -> tuple[DerivedInput, ...]:
    """The second sample: more draws (:func:`gar.grading.inputs.more_inputs`), the next
    structure edits (:func:`gar.grading.inputs.structure_inputs`) and more inputs at the
    first sample's rare separating integers (:func:`gar.grading.rare_values.rare_inputs`)."""
    more = more_inputs(task, visible, observed, max_inputs, seen, pre=pre)
    if pre is None:
        return more
    more = (*more, *structure_inputs(task.task_id, pre, 2 * structure_limit(max_inputs),
                                     seen | {d.key for d in more}))
    return (*more, *rare_inputs(pre, max_inputs, seen | {d.key for d in more},
                                wide=_rare_limit(max_inputs)))
