"""The worker server: a small long-lived process inside the sandbox that runs rollouts.

Started once per pool slot (``python -I -S /gar/server.py CONFIG``), it imports only the
standard library, so forking from it costs about as much as a fork can. Per job it:

1. writes the candidate's part (program, entry point, limits) into a memfd and hands it,
   with one end of a fresh socketpair and an output memfd, to the *zygote* — a child forked
   at start that never receives test code — which forks the candidate process;
2. forks the harness process (tests + verdict channel) with the other end of the socketpair;
3. relays the harness's per-test frames, enforcing the job's wall limit;
4. kills every process of the candidate's uid (daemons and fork bombs included), reaps the
   candidate, reads its output tail, wipes the private /tmp, and answers the grader.

Grader <-> server traffic is length-prefixed JSON over the server's stdin/stdout.
"""

from __future__ import annotations

# Preloaded so candidates and harnesses do not pay for these imports per rollout.
import ast  # noqa: F401
import collections  # noqa: F401
import functools  # noqa: F401
import hashlib  # noqa: F401
import heapq  # noqa: F401
import itertools  # noqa: F401
import json
import math  # noqa: F401
import os
import random  # noqa: F401
import re  # noqa: F401
import shutil
import socket
import string  # noqa: F401
import struct
import sys
import time
import typing  # noqa: F401

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # -I leaves the script dir out

import candidate
import codec  # noqa: F401
import harness
import wire

_PID = struct.Struct("!i")
_USAGE = struct.Struct("!idq")  # wait status, CPU seconds, peak RSS (KiB)


def zygote(control: socket.socket) -> None:
    """Fork candidates on request; holds nothing but file descriptors."""
    while True:
        try:
            message, fds, _, _ = socket.recv_fds(control, 16, 4)
        except OSError:
            os._exit(0)
        if not message:
            os._exit(0)
        if message[:1] == b"F":
            pid = os.fork()
            if pid == 0:
                control.close()
                candidate.main(*fds)
            for fd in fds:
                os.close(fd)
            control.sendall(_PID.pack(pid))
        elif message[:1] == b"W":
            (pid,) = _PID.unpack(message[1:5])
            try:
                _, status, usage = os.wait4(pid, 0)
                cpu, peak = usage.ru_utime + usage.ru_stime, usage.ru_maxrss
            except ChildProcessError:
                status, cpu, peak = -1, 0.0, 0
            control.sendall(_USAGE.pack(status, cpu, peak))


class Server:
    def __init__(self, config: dict) -> None:
        self.config = config
        self.tmp = config["tmp"]
        self.root = bool(config["drop_uid"])
        parent, child = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.zygote_pid = os.fork()
        if self.zygote_pid == 0:
            parent.close()
            os.closerange(3, child.fileno())
            zygote(child)
        child.close()
        self.control = parent

    def _zygote_call(self, message: bytes, fds: list[int], answer: struct.Struct) -> tuple:
        socket.send_fds(self.control, [message], fds)
        data = b""
        while len(data) < answer.size:
            chunk = self.control.recv(answer.size - len(data))
            if not chunk:
                raise RuntimeError("the zygote died")
            data += chunk
        return answer.unpack(data)

    def run(self, job: dict) -> dict:
        started = time.monotonic()
        uid = self.config["candidate_uid"]
        cand = {"program": job.pop("program"), "entry_point": job["entry_point"], "uid": uid,
                "workdir": os.path.join(self.tmp, "work"), "limits": job["limits"],
                "drop": self.root}
        job_fd = os.memfd_create("job")
        wire.write_all(job_fd, json.dumps(cand).encode())
        del cand
        out_fd = os.memfd_create("out")
        theirs, ours = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        (cpid,) = self._zygote_call(b"F", [job_fd, theirs.fileno(), out_fd], _PID)
        os.close(job_fd)
        theirs.close()
        read_end, write_end = os.pipe()
        job["harness_uid"] = self.config["harness_uid"]
        job["drop"] = self.root
        hpid = os.fork()
        if hpid == 0:
            os.close(read_end)
            os.close(0)
            os.close(1)
            self.control.close()
            harness.main(job, ours.fileno(), write_end, cpid)
        os.close(write_end)
        ours.close()
        frames, reason = self._collect(read_end, job["wall_s"], started)
        os.close(read_end)
        self._cleanup(uid, hpid, cpid)
        status, cpu, peak = self._zygote_call(b"W" + _PID.pack(cpid), [], _USAGE)
        output = _tail(out_fd, job["output_bytes"])
        os.close(out_fd)
        self._wipe()
        return {"frames": frames, "timeout": reason, "cpu": cpu, "peak_kb": peak,
                "status": status, "output": output, "wall": time.monotonic() - started}

    def _collect(self, fd: int, wall_s: float, started: float) -> tuple[list, str]:
        frames: list = []
        while True:
            remaining = wall_s - (time.monotonic() - started)
            if not wire.readable(fd, remaining):
                return frames, f"wall time limit of {wall_s:.1f}s exceeded"
            try:
                frame = wire.recv(fd)
            except (wire.Gone, wire.TooLarge, OSError, ValueError):
                return frames, ""
            frames.append(frame)
            if "done" in frame or "load_error" in frame or "harness_error" in frame:
                return frames, ""

    def _cleanup(self, uid: int, hpid: int, cpid: int) -> None:
        for pid in (hpid, cpid):
            try:
                os.kill(pid, 9)
            except OSError:
                pass
        os.waitpid(hpid, 0)
        if self.root:
            wire.kill_uid(uid)
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
        for base in (self.tmp, "/dev/shm") if self.config.get("wipe_shm") else (self.tmp,):
            try:
                entries = os.listdir(base)
            except OSError:
                continue
            for name in entries:
                path = os.path.join(base, name)
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
    wire.send(replies, {"hello": os.getpid(), "root": server.root})
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
