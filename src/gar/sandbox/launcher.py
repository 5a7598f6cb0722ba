"""In-sandbox launcher (stdlib only; run as ``python -I -S launcher.py SPEC -- argv...``).

Forks the command with rlimits applied and (when asked, as root) an unprivileged uid, waits for
it, and writes its exit status and resource usage as JSON to the report fd — the one channel the
command never holds. Being the waiting parent inside the sandbox, it sees the command's real CPU
time and peak memory, which the sandbox's own wrapper processes do not report.
"""

import json
import os
import resource
import signal
import sys


def main() -> None:
    spec = json.loads(sys.argv[1])
    argv = sys.argv[3:]
    report = os.fdopen(spec["report_fd"], "w")
    os.set_inheritable(report.fileno(), False)
    pid = os.fork()
    if pid == 0:
        try:
            report.close()
            for name, value in spec["limits"].items():
                hard = value + 1 if name == "RLIMIT_CPU" else value  # SIGXCPU, then SIGKILL
                resource.setrlimit(getattr(resource, name), (value, hard))
            uid = spec.get("uid")
            if uid is not None:
                os.setgroups([])
                os.setresgid(uid, uid, uid)
                os.setresuid(uid, uid, uid)
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)
            os.execvp(argv[0], argv)
        except BaseException as exc:  # noqa: BLE001
            os.write(2, f"sandbox: cannot run {argv[0]!r}: {exc}\n".encode())
            os._exit(127)
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, signal.SIG_IGN)
    _, status, usage = os.wait4(pid, 0)
    json.dump({"status": status, "cpu": usage.ru_utime + usage.ru_stime,
               "maxrss": usage.ru_maxrss}, report)
    report.close()
    code = os.waitstatus_to_exitcode(status)
    os._exit(code if code >= 0 else 128 - code)


if __name__ == "__main__":
    main()
