"""The worker server: a small long-lived process inside the sandbox that runs rollouts.

Started once per pool slot (``python -I -S /gar/server.py CONFIG``), it imports only the
standard library. At start it forks the *zygote*, which preloads the modules candidates
commonly import, never receives test code, and keeps one candidate process pre-forked (already
confined and unprivileged, waiting for its job). Per job the server

1. writes the candidate's part (program, entry point, limits) into a memfd and hands it, with
   one end of a fresh socketpair and output memfds, to the waiting candidate, which applies
   the job's rlimits and loads the program;
2. runs the harness (the task's tests against a proxy of the candidate) in this process,
   enforcing per-test CPU limits and the rollout's time limit (wall time less the time the
   rollout waited for a CPU, :mod:`clock`);
3. kills every process of the candidate's uid (daemons and fork bombs included), wipes the
   private /tmp, collects the candidate's exit status and usage from the zygote (which then
   pre-forks the next candidate) and reads its output tails;
4. answers the grader.

Grader <-> server traffic is length-prefixed JSON over the server's stdin/stdout.
"""

from __future__ import annotations

import gc
import json
import marshal
import os
import socket
import struct
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # -I leaves the script dir out

# Only what the zygote (and so every candidate) needs is imported before the zygote is forked:
# the harness's modules (ast, random, shutil and theirs) are imported after it (Server), so no
# candidate inherits them. Each module a candidate inherits costs every candidate's fork and
# exit (its pages mapped), and random's at-fork reseed alone ~0.3 ms per candidate.
import candidate
import wire

_PID = struct.Struct("!i")
_USAGE = struct.Struct("!idq")  # wait status, CPU seconds, peak RSS (KiB)
# Imported once in the zygote so candidates do not pay for them (typing alone costs ~20 ms).
_CANDIDATE_PRELOAD = ("typing", "math", "re", "collections", "itertools", "functools", "heapq",
                      "bisect", "string")
# Imported once in the server for the tests.
_HARNESS_PRELOAD = ("random", "copy", "string", "math", "typing", "collections", "itertools")


def _close_all_but(keep: int) -> None:
    devnull = os.open("/dev/null", os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    os.closerange(3, keep)
    os.closerange(keep + 1, 65536)


def _preload(names: tuple[str, ...]) -> None:
    for name in names:
        try:
            __import__(name)
        except ImportError:
            pass
    gc.collect()
    gc.freeze()  # forked children then do not touch (copy) these objects' pages for GC


def zygote(control: socket.socket, config: dict) -> None:
    """Keep one confined candidate pre-forked; reap finished ones. Never sees test code."""
    candidate.prepare_zygote(os.path.join(config["tmp"], "work"))
    candidate.warm_up()
    _preload(_CANDIDATE_PRELOAD)
    _spawn_standby(control, config)
    while True:
        try:
            message = control.recv(64)
        except OSError:
            os._exit(0)
        if not message or message[:1] != b"W":
            os._exit(0)
        (pid,) = _PID.unpack(message[1:5])
        try:
            _, status, usage = os.wait4(pid, 0)
            cpu, peak = usage.ru_utime + usage.ru_stime, usage.ru_maxrss
        except ChildProcessError:
            status, cpu, peak = -1, 0.0, 0
        control.send(b"U" + _USAGE.pack(status, cpu, peak))
        _spawn_standby(control, config)


def _spawn_standby(control: socket.socket, config: dict) -> None:
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    pid = os.fork()
    if pid == 0:
        control.close()
        ours.close()
        candidate.standby(theirs.detach(), config["candidate_uid"],
                          os.path.join(config["tmp"], "work"), bool(config["drop_uid"]))
    theirs.close()
    socket.send_fds(control, [b"P" + _PID.pack(pid)], [ours.fileno()])
    ours.close()


class Server:
    def __init__(self, config: dict) -> None:
        self.config = config
        self.tmp = config["tmp"]
        self.drop = bool(config["drop_uid"])
        # SEQPACKET keeps messages (and the descriptors they carry) apart.
        parent, child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.zygote_pid = os.fork()
        if self.zygote_pid == 0:
            # Keep nothing but the control socket: above all not the grader's pipes, which a
            # candidate forked from here could otherwise write a forged reply into.
            _close_all_but(child.fileno())
            zygote(child, config)
        child.close()
        # The server's own modules, once the zygote is forked (see the imports); the methods
        # that use them import them again (a lookup in sys.modules).
        import shutil  # noqa: F401

        import clock  # noqa: F401
        import harness  # noqa: F401
        self.control = parent
        self.own_pids = frozenset({1, os.getpid(), self.zygote_pid})
        self.helpers: dict[str, str] = {}
        _preload(_HARNESS_PRELOAD)

    def _helpers(self, text: str) -> str:
        """A job's helpers (the grader's own code, ``CallJob.helpers``) compiled, as the hex
        of their marshalled code: compiled here once per distinct text rather than by every
        candidate (the candidate is the same interpreter, forked from us)."""
        if text not in self.helpers:
            if len(self.helpers) >= 32:
                self.helpers.clear()
            code = compile(text, "solution.py", "exec")
            self.helpers[text] = marshal.dumps(code).hex()
        return self.helpers[text]

    def _standby(self) -> tuple[int, socket.socket]:
        message, fds, _, _ = socket.recv_fds(self.control, 64, 1)
        if message[:1] != b"P" or len(fds) != 1:
            raise RuntimeError("the zygote died")
        return _PID.unpack(message[1:5])[0], socket.socket(fileno=fds[0])

    def _reap(self, pid: int) -> tuple[int, float, int]:
        self.control.send(b"W" + _PID.pack(pid))
        message = self.control.recv(64)
        if message[:1] != b"U":
            raise RuntimeError("the zygote died")
        return _USAGE.unpack(message[1:])

    def run(self, job: dict) -> dict:
        import clock
        import harness

        started = time.monotonic()
        limits = dict(job["limits"])
        if not self.drop:  # RLIMIT_NPROC would count all of the grader user's processes
            limits["processes"] = None
        cand = {"program": job.pop("program"), "entry_point": job["entry_point"],
                "limits": limits, "audit": job["kind"] == "calls"}
        if job.get("helpers"):
            cand["helpers"] = self._helpers(job.pop("helpers"))
        job_fd = os.memfd_create("job")
        wire.write_all(job_fd, json.dumps(cand).encode())
        del cand
        out_fd, err_fd = os.memfd_create("out"), os.memfd_create("err")
        theirs, ours = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        cpid, channel = self._standby()
        # The rollout's time starts as its candidate gets the job: waiting for the zygote to
        # pre-fork a candidate is the worker's time, not the rollout's.
        rollout = clock.RolloutClock(job["wall_s"], job["wall_net_s"])
        try:
            socket.send_fds(channel, [b"J"], [job_fd, theirs.fileno(), out_fd, err_fd])
        except OSError as exc:
            raise RuntimeError(f"the pre-forked candidate is gone: {exc}") from exc
        finally:
            channel.close()
            os.close(job_fd)
            theirs.close()
        frames: list = []
        try:
            timeout = harness.run(job, ours.fileno(), cpid, frames.append, rollout)
        finally:
            ours.close()
            self._cleanup(cpid)
        self._wipe()
        status, cpu, peak = self._reap(cpid)  # the zygote then pre-forks the next candidate
        output, errors = _tail(out_fd, job["output_bytes"]), _tail(err_fd, job["output_bytes"])
        os.close(out_fd)
        os.close(err_fd)
        return {"frames": frames, "timeout": timeout, "cpu": cpu, "peak_kb": peak,
                "status": status, "output": output, "errors": errors,
                "wall": time.monotonic() - started}

    def _cleanup(self, cpid: int) -> None:
        try:
            os.kill(cpid, 9)
        except OSError:
            pass
        if self.drop:
            # The candidate itself has its SIGKILL (it can fork no more): only others are sought.
            wire.kill_uid(self.config["candidate_uid"], self.own_pids | {cpid})
        elif self.config.get("pid_namespace"):
            # Unprivileged (no uid of its own for candidates): in our private PID namespace
            # every process but ours belongs to the candidate.
            wire.kill_uid(None, self.own_pids | {cpid})
        # Orphans are reaped by the namespace's init; reap any that landed on us (pid 1).
        while True:
            try:
                pid, _ = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            if pid == self.zygote_pid:
                raise RuntimeError("the zygote died")

    def _wipe(self) -> None:
        import shutil

        bases = (self.tmp, "/dev/shm") if self.config.get("wipe_shm") else (self.tmp,)
        for base in bases:
            try:
                entries = os.listdir(base)
            except OSError:
                continue
            for name in entries:
                path = os.path.join(base, name)
                try:
                    os.rmdir(path)  # the usual case: the candidate's empty working directory
                    continue
                except OSError:
                    pass
                if os.path.isdir(path) and not os.path.islink(path):
                    shutil.rmtree(path, ignore_errors=True)
                else:
                    try:
                        os.unlink(path)
                    except OSError:
                        pass


def _tail(fd: int, limit: int) -> str:
    size = os.fstat(fd).st_size
    data = os.pread(fd, limit, max(0, size - limit))
    text = data.decode("utf-8", errors="replace").replace("\x00", "\\x00")
    return ("[... output truncated ...]\n" + text) if size > limit else text


def main() -> None:
    config = json.loads(sys.argv[1])
    devnull = os.open("/dev/null", os.O_RDWR)
    requests, replies = os.dup(0), os.dup(1)
    for fd in (0, 1):
        os.dup2(devnull, fd)
    os.close(devnull)
    os.set_inheritable(requests, False)
    os.set_inheritable(replies, False)
    os.umask(0o077)
    server = Server(config)
    wire.send(replies, {"hello": os.getpid(), "root": server.drop})
    while True:
        try:
            job = wire.recv(requests)
        except wire.Gone:
            break
        try:
            reply = server.run(job)
        except Exception as exc:  # noqa: BLE001 — tell the grader, then stop: it restarts us
            wire.send(replies, {"infra_error": wire.exception_text(exc)})
            break
        wire.send(replies, reply)
    os._exit(0)


if __name__ == "__main__":
    main()
