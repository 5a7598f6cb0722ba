"""``python -m gar.integrations.verl_main <verl overrides>``: verl's ``main_ppo`` with GAR's
task table shipped inside the config, for multi-node runs.

verl forwards only a fixed list of environment variables to its Ray workers, and a tasks file
given by path exists only on the node that reads it. This launcher runs on the driver (where
the file is): it composes verl's own ``ppo_trainer`` config from the same command-line
overrides, loads ``reward.gar.tasks`` (a built-in name such as ``humaneval`` or a tasks JSONL
path) there, replaces it by the task records themselves, and calls verl's ``main_ppo.main``
with that config. verl pickles the config to every actor it starts, so each reward worker --
and the group collector it creates -- gets the table with no file, path or environment
variable on its node. (Repository tasks carry a workspace path: that directory must still be
reachable from the grading node, e.g. on shared storage.)

It also sets the three settings GAR needs unless given: ``algorithm.adv_estimator=gar``,
``algorithm.norm_adv_by_std_in_grpo=false`` and ``reward.reward_manager.name=gar``.
"""

from __future__ import annotations

import os
import sys
from typing import Any

from gar.integrations import require

DEFAULTS = {
    "algorithm.adv_estimator": "gar",
    "algorithm.norm_adv_by_std_in_grpo": "false",
    "reward.reward_manager.name": "gar",
}


def with_defaults(overrides: list[str]) -> list[str]:
    """``overrides`` plus GAR's required settings where they are not given."""
    given = {o.split("=", 1)[0].lstrip("+~") for o in overrides if "=" in o}
    return list(overrides) + [f"{k}={v}" for k, v in DEFAULTS.items() if k not in given]


def inline_tasks(config: Any) -> int:
    """Replace ``reward.gar.tasks`` (a name or path) by the task records; returns their count."""
    from omegaconf import open_dict

    from gar.integrations.batch import tasks_to_records
    from gar.integrations.verl_reward import resolve_tasks, settings

    spec = settings(config).get("tasks")
    if spec is None and os.environ.get("GAR_TASKS"):
        spec = os.environ["GAR_TASKS"]
    tasks = resolve_tasks(spec)
    with open_dict(config):
        if "gar" not in config.reward:
            config.reward.gar = {}
        config.reward.gar.tasks = tasks_to_records(tasks)
    return len(tasks)


def compose(overrides: list[str]) -> Any:
    """verl's ``ppo_trainer`` config with ``overrides`` (and GAR's defaults) applied."""
    hydra = require("hydra", "the veRL launcher", "verl")
    main_ppo = require("verl.trainer.main_ppo", "the veRL launcher", "verl")
    config_dir = os.path.join(os.path.dirname(str(main_ppo.__file__)), "config")
    with hydra.initialize_config_dir(config_dir=config_dir, version_base=None):
        return hydra.compose(config_name="ppo_trainer", overrides=with_defaults(overrides))


def main(argv: list[str] | None = None) -> None:
    main_ppo = require("verl.trainer.main_ppo", "the veRL launcher", "verl")
    config = compose(list(sys.argv[1:] if argv is None else argv))
    count = inline_tasks(config)
    print(f"gar: shipping {count} tasks inside the config to every worker", file=sys.stderr)
    main_ppo.main(config)


if __name__ == "__main__":
    main()
