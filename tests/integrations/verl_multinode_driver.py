"""Driver for test_verl_multinode.py: connects to a separately started Ray head, ships the
task table inside a verl-style config (gar.integrations.verl_main.inline_tasks), deletes the
tasks file, and has reward workers -- Ray actors with no GAR_TASKS and no tasks file -- submit
the samples of one group from two processes to GAR's rendezvous, then runs the gar estimator
on the rewards alone. Prints a JSON report."""

import json
import os
import sys
from pathlib import Path

import ray
from omegaconf import OmegaConf

from gar.integrations.verl_main import inline_tasks


@ray.remote(num_cpus=0)
class RewardWorker:
    """Stands for a verl reward-loop worker: builds what the gar reward manager builds."""

    def __init__(self, config):
        from gar.integrations.verl_reward import Rendezvous, resolve_tasks, settings

        self.env_tasks = os.environ.get("GAR_TASKS")
        self.cwd_files = sorted(os.listdir("."))
        options = settings(config)
        self.rendezvous = Rendezvous(resolve_tasks(options.get("tasks")), options)

    async def score(self, uid, session, task_id, text, size):
        result = await self.rendezvous.submit(uid, session, task_id, text, size)
        return {"trainer_reward": result.trainer_reward, "passed": result.info["gar_passed"],
                "env_tasks": self.env_tasks, "pid": os.getpid(),
                "collector": self.rendezvous.actor is not None}


def estimator_metrics(results):
    """The gar estimator, here in the driver as in verl's trainer, sees only the rewards; its
    gar/* metrics come from the job's collector actor that graded the group."""
    import numpy as np
    import torch

    from gar.integrations import verl as gar_verl

    rewards = torch.tensor([[r["trainer_reward"]] for r in results], dtype=torch.float32)
    gar_verl.compute_gar_advantage(rewards, torch.ones_like(rewards),
                                   index=np.array(["u1"] * len(results), dtype=object))
    return gar_verl.last_metrics()


def main() -> None:
    address, tasks_path = sys.argv[1], Path(sys.argv[2])
    ray.init(address=address, log_to_driver=False)
    config = OmegaConf.create({"reward": {"gar": {"tasks": str(tasks_path), "timeout_s": 120,
                                                       "ray_actors": 1}},
                               "actor_rollout_ref": {"rollout": {"n": 4}}})
    count = inline_tasks(config)
    tasks_path.unlink()  # no worker could read it now
    config = OmegaConf.to_container(config)
    workers = [RewardWorker.remote(config) for _ in range(2)]
    texts = ["1", "0", "13", "2"]
    refs = [workers[i % 2].score.remote("u1", i, "odd", texts[i], 4) for i in range(4)]
    results = ray.get(refs, timeout=300)
    collector = ray.get_actor("gar_group_collector")
    stats = ray.get(collector.stats.remote())
    print(json.dumps({"inlined": count, "results": results, "stats": stats,
                      "estimator_metrics": estimator_metrics(results)}))
    for worker in workers:
        ray.kill(worker)
    ray.kill(collector)
    ray.shutdown()


if __name__ == "__main__":
    main()
