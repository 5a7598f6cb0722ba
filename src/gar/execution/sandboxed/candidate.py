"""The candidate process: loads one untrusted program and answers calls over a socket.

Pre-forked by the zygote (which never sees test code), it drops to an unprivileged uid and
waits; when its job arrives it applies the job's rlimits, loads the program, then serves ``{"a":
args, "k": kwargs}`` requests with ``{"s": status, "v": value, ...}`` replies, values in the
strict codec. It never sees the tests, the harness or the verdict channel: the worst it can do
is answer wrongly or die.
"""

from __future__ import annotations

import builtins
import io
import json
import marshal
import os
import resource
import signal
import socket
import sys
import time
from operator import is_

import codec
import wire

# Audit events worth reporting to the grader (prefix match); "open" and "import" carry a name.
_AUDITED = (
    "open", "import", "socket.", "subprocess.Popen", "os.system", "os.exec", "os.posix_spawn",
    "os.fork", "os.kill", "os.killpg", "sys._getframe", "os.putenv", "os.unsetenv",
    "os.remove", "os.rename", "shutil.rmtree", "ctypes.", "sys.settrace", "sys.setprofile",
    "builtins.input", "os.listdir", "os.scandir", "os.chdir", "os.chmod",
)


def standby(control: int, uid: int, workdir: str, drop: bool) -> None:
    """A pre-forked candidate: confined and unprivileged *before* its job arrives (so that
    work is off the rollout's critical path); then it runs the job. Never returns."""
    try:
        _prepare(control, uid, workdir, drop)
        with socket.socket(fileno=control) as channel:
            message, fds, _, _ = socket.recv_fds(channel, 16, 4)
        if message != b"J" or len(fds) != 4:
            os._exit(0)
        job_fd, sock, out_fd, err_fd = fds
        job = json.loads(_read_all(job_fd))
        os.close(job_fd)
        _limit(job["limits"], out_fd, err_fd)
        _serve(job, sock)
    except BaseException:  # noqa: BLE001, S110
        pass
    os._exit(0)


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    offset = 0
    while True:
        chunk = os.pread(fd, 1 << 20, offset)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        offset += len(chunk)


def prepare_zygote(workdir: str) -> None:
    """What every candidate shares, set once in the zygote before any is forked (each step
    done per candidate costs it copy-on-write page faults): the scrubbed environment, output
    streams on fds 1 and 2 (the job's memfds are dup2'ed under them), SIGXFSZ ignored, no core
    files, at most 256 descriptors."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a full file gives EFBIG, not death
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))
    os.environ.clear()
    os.environ.update({"PATH": "/usr/bin:/bin", "HOME": workdir, "TMPDIR": workdir,
                       "LANG": "C.UTF-8"})
    sys.stdout = open(1, "w", buffering=1, closefd=False, errors="backslashreplace")  # noqa: SIM115
    sys.stderr = open(2, "w", buffering=1, closefd=False, errors="backslashreplace")  # noqa: SIM115


def warm_up() -> None:
    """Run, in the zygote, what every candidate runs per job (read a job, load a program,
    answer calls, with the codec and the framing), on a stand-in program of our own. Code
    run a few times is specialised and its lazily built state exists before the fork, so a
    candidate does not pay for that in copy-on-write page faults (most of a small job's
    cost). Nothing of it is visible to a candidate: the stand-in's namespace, audit record
    and sockets are gone before any candidate is forked, and no audit hook is installed."""
    job = json.loads(json.dumps({"program": "def f(x, *a, **k):\n    return [x, a, k]\n",
                                 "entry_point": "f", "limits": {}, "audit": True}))
    namespace: dict = {"__name__": "__candidate__", "__builtins__": builtins}
    exec(compile(job["program"], "solution.py", "exec"), namespace)  # noqa: S102 - ours
    function = namespace[job["entry_point"]]
    ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with ours, theirs:
        for value in (1, 2.5, "ab", [1, (2, "c")], {"k": {1, 2}}, None, True, b"x", 10**400):
            request = {"a": codec.to_wire((value,)), "k": codec.to_wire({})}
            for _ in range(10):
                wire.send(ours.fileno(), request)
                reply = _call(function, wire.recv(theirs.fileno()), _Audit(), True)
                wire.send(theirs.fileno(), reply)
                codec.from_wire(wire.recv(ours.fileno())["v"])


def _prepare(control: int, uid: int, workdir: str, drop: bool) -> None:
    os.closerange(3, control)  # nothing but stdio (/dev/null) and the channel for the job
    os.closerange(control + 1, 65536)
    os.makedirs(workdir, mode=0o700, exist_ok=True)
    if drop:
        os.chown(workdir, uid, uid)
    os.chdir(workdir)
    if drop:  # drop root for good: setuid clears every capability
        os.setgroups([])
        os.setresgid(uid, uid, uid)
        os.setresuid(uid, uid, uid)


def _limit(limits: dict, out_fd: int, err_fd: int) -> None:
    """The job's rlimits (lowering is allowed unprivileged) and its output files."""
    cpu = max(1, int(limits["cpu_s"] + 0.999))
    for name, value in (
        (resource.RLIMIT_CPU, (cpu, cpu + 1)),
        (resource.RLIMIT_AS, (limits["memory_mb"] << 20,) * 2),
        (resource.RLIMIT_FSIZE, (limits["file_size_mb"] << 20,) * 2),
        (resource.RLIMIT_NPROC, (limits["processes"],) * 2),
    ):
        if value[0] is not None:
            resource.setrlimit(name, value)
    os.dup2(out_fd, 1)  # under sys.stdout and sys.stderr (see prepare_zygote)
    os.dup2(err_fd, 2)
    os.close(out_fd)
    os.close(err_fd)


class _Audit:
    def __init__(self) -> None:
        self.on = False
        self.events: dict[str, None] = {}

    def hook(self, event: str, args: tuple) -> None:
        if not self.on or not event.startswith(_AUDITED):
            return
        if event == "open" or event == "import":
            try:
                event = f"{event}:{args[0]}"
            except Exception:  # noqa: BLE001, S110
                pass
        if len(self.events) < 200:
            self.events[event] = None


def _serve(job: dict, sock: int) -> None:
    audit = _Audit()
    detailed = bool(job.get("audit"))
    if detailed:  # only call jobs report audit events (a hook slows every event)
        sys.addaudithook(audit.hook)
    namespace = {"__name__": "__candidate__", "__builtins__": builtins}
    # The grader's own code, compiled by the server (its hex): decoded before the program
    # runs, so nothing the program rebinds at load time (builtins included) decodes it.
    helpers = marshal.loads(bytes.fromhex(job.pop("helpers"))) if job.get("helpers") else None
    run = exec
    try:
        code = compile(job["program"], "solution.py", "exec")
        del job["program"]
        exec(code, namespace)  # noqa: S102 — the untrusted program, inside the sandbox
        if helpers is not None:
            run(helpers, namespace)
        function = namespace[job["entry_point"]]
        if not callable(function):
            raise TypeError(f"{job['entry_point']!r} is not callable")
    except BaseException as exc:  # noqa: BLE001 — SystemExit at import time is a failure too
        _flush()
        wire.send(sock, {"load_error": wire.exception_text(exc)})
        return
    _flush()
    wire.send(sock, {"ready": True})
    while True:
        try:
            request = wire.recv(sock)
        except wire.Gone:
            return
        batch = request.get("batch") if type(request) is dict else None
        if type(batch) is not list:
            wire.send(sock, _call(function, request, audit, detailed))
            continue
        for index, call in enumerate(batch):  # a call job's calls, sent at once
            frame = wire.frame(_call(function, call, audit, detailed))
            if index + 1 < len(batch):  # where the next call's CPU and wall time begin
                frame += _begin_frame()
            wire.write_all(sock, frame, None)


def _begin_frame() -> bytes:
    """``wire.frame({"b": CPU, "w": wall})``, the same bytes: the JSON encoder writes a float
    as its ``repr``, as ``%r`` does (~5 us a call less than the encoder)."""
    data = b'{"b":%r,"w":%r}' % (time.process_time(), time.monotonic())
    return _BEGIN_HEADER(len(data)) + data


_BEGIN_HEADER = wire._HEADER.pack


# Types a call cannot change in place (the codec's immutable ones, by exact type).
_ATOMS = frozenset({type(None), bool, int, float, complex, str, bytes})
_NESTED = _ATOMS | {tuple, frozenset}
# Tuples nested deeper than this are left to the encoding (which also bounds the depth).
_SHALLOW = 32


def _unchangeable(value, depth: int = 0) -> bool:
    """Whether ``value`` is built only of immutable types (atoms, and tuples or frozensets
    of them): nothing a call does to it can change its encoding."""
    kind = type(value)
    if kind in _ATOMS:
        return True
    if kind is not tuple and kind is not frozenset or depth >= _SHALLOW:
        return False
    kinds = set(map(type, value))  # one pass in C over a long tuple of atoms
    if kinds <= _ATOMS:
        return True
    return kinds <= _NESTED and all(_unchangeable(item, depth + 1) for item in value
                                    if type(item) is tuple or type(item) is frozenset)


def _flat_copies(args: tuple) -> list | None:
    """Where every positional argument is immutable or a list of atoms (a call's usual
    mutable argument): per argument, a copy of the list (None for an immutable one), from
    which its encoding before the call can be made after it; else None."""
    copies: list[list | None] = []
    for value in args:
        if type(value) is list:
            if not set(map(type, value)) <= _ATOMS:
                return None
            copies.append(value.copy())
        elif _unchangeable(value):
            copies.append(None)
        else:
            return None
    return copies


def _mutated(args: tuple, kwargs: dict, copies: list) -> bool:
    """Whether the arguments' encoding changed in the call (the keyword dict was empty before
    it), as comparing the encodings made before and after it says. Where the keyword dict is
    still empty and each list still holds the very items of its copy (atoms cannot change),
    nothing changed and neither encoding is made; else both are, the one before from the
    copies (the same atoms in the same lists, so the same text)."""
    if not kwargs and all(copy is None or len(value) == len(copy) and all(map(is_, value, copy))
                          for value, copy in zip(args, copies)):
        return False
    before = tuple(value if copy is None else copy for value, copy in zip(args, copies))
    try:
        return codec.encode((args, kwargs)) != codec.encode((before, {}))
    except (codec.Unserializable, RecursionError):
        return True


def _call(function, request: dict, audit: _Audit, detailed: bool) -> dict:
    """One call; ``detailed`` (call jobs) also reports argument mutation: the arguments'
    encoding before and after the call differ. Where every positional argument is
    immutable and there are no keyword arguments (most calls), the encoding cannot change
    but by the keyword dict gaining an item, so neither encoding is made (two encodings
    were about a fifth of a small call's cost)."""
    try:
        args = codec.from_wire(request["a"])
        kwargs = codec.from_wire(request["k"])
        fixed = detailed and not kwargs and _unchangeable(args)
        copies = _flat_copies(args) if detailed and not fixed and not kwargs else None
        before = codec.encode((args, kwargs)) if detailed and not fixed and copies is None \
            else ""
    except (ValueError, TypeError) as exc:
        return {"s": "error", "e": f"bad request: {exc}"}
    captured = io.StringIO()
    saved = sys.stdout
    sys.stdout = captured
    audit.events.clear()
    audit.on = True
    started = time.process_time()
    status, error, value = "ok", "", None
    try:
        value = function(*args, **kwargs)
    except BaseException as exc:  # noqa: BLE001 — sys.exit() inside a call is an error
        status, error = "error", wire.exception_text(exc)
    finally:
        cpu = time.process_time() - started
        audit.on = False
        sys.stdout = saved
    reply = {"s": status, "e": error, "cpu": cpu, "ev": list(audit.events)}
    if status == "ok":
        try:
            reply["v"] = codec.to_wire(value)
        except (codec.Unserializable, RecursionError) as exc:
            reply.update(s="unserializable", e=str(exc))
    if fixed:
        reply["mut"] = bool(kwargs)
    elif copies is not None:
        reply["mut"] = _mutated(args, kwargs, copies)
    elif detailed:
        try:
            reply["mut"] = codec.encode((args, kwargs)) != before
        except (codec.Unserializable, RecursionError):
            reply["mut"] = True
    out = captured.getvalue()
    reply["out"] = out[-4000:]
    try:  # also into the process's output, which the grader reads as the rollout's stdout
        saved.write(out)
        saved.flush()
    except BaseException:  # noqa: BLE001, S110
        pass
    return reply


def _flush() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BaseException:  # noqa: BLE001, S110
            pass
