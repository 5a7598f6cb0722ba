"""A headless Chromium driven over the DevTools protocol, for tests, benches and screenshots.

Chromium is started with ``--remote-debugging-pipe``: the protocol runs over two inherited
file descriptors (3: commands in, 4: replies out, NUL-separated JSON), so no port is opened
and no websocket library is needed. Install Chromium with ``apt-get install chromium``
(``scripts/setup.sh`` does, when root); :func:`find_chromium` says where it is, or ``None``.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")


class BrowserError(RuntimeError):
    """Chromium failed to start, crashed, or a page script threw."""


def find_chromium() -> str | None:
    """The Chromium binary: ``$GAR_CHROMIUM``, else the first of the usual names on PATH."""
    explicit = os.environ.get("GAR_CHROMIUM")
    if explicit:
        return explicit if shutil.which(explicit) else None
    for name in _NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One headless Chromium with one page. Use as a context manager."""

    def __init__(self, width: int = 1400, height: int = 900, timeout_s: float = 60.0) -> None:
        binary = find_chromium()
        if binary is None:
            raise BrowserError("no Chromium found (apt-get install chromium, or set GAR_CHROMIUM)")
        self.timeout_s = timeout_s
        self._profile = tempfile.TemporaryDirectory(prefix="gar-chromium-")
        to_child, self._write = os.pipe()
        self._read, from_child = os.pipe()
        # Move the child's ends above 9 so that redirecting them onto 3 and 4 cannot clobber.
        to_child, from_child = (_high_fd(fd) for fd in (to_child, from_child))
        argv = [binary, "--headless", "--remote-debugging-pipe", "--disable-gpu",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                "--disable-background-networking", "--disable-dev-shm-usage",
                f"--user-data-dir={self._profile.name}", f"--window-size={width},{height}",
                "about:blank"]
        if os.geteuid() == 0:  # Chromium refuses to run as root with its own sandbox
            argv.insert(1, "--no-sandbox")
        # Chromium reads the protocol on fd 3 and writes on fd 4: a shell moves our pipe ends
        # there (no preexec_fn, which is unsafe with threads).
        shell = f'exec "$@" 3<&{to_child} 4>&{from_child} {to_child}<&- {from_child}>&-'
        self._proc = subprocess.Popen(
            ["bash", "-c", shell, "chromium", *argv], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(to_child, from_child))
        os.close(to_child)
        os.close(from_child)
        self._buffer = b""
        self._next_id = 0
        self._session = self._attach(width, height)

    # ------------------------------------------------------------------ protocol

    def _send(self, method: str, params: dict[str, Any] | None = None,
              session: str | None = None) -> dict[str, Any]:
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + self.timeout_s
        while True:
            reply = self._receive(deadline)
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})

    def _receive(self, deadline: float) -> dict[str, Any]:
        import select

        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError(f"Chromium did not answer within {self.timeout_s:.0f} s")
            ready, _, _ = select.select([self._read], [], [], left)
            if ready:
                chunk = os.read(self._read, 1 << 20)
                if not chunk:
                    raise BrowserError(f"Chromium exited (code {self._proc.poll()})")
                self._buffer += chunk
        line, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(line)

    def _attach(self, width: int, height: int) -> str:
        targets = self._send("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        session = self._send("Target.attachToTarget",
                             {"targetId": page["targetId"], "flatten": True})["sessionId"]
        for method in ("Page.enable", "Runtime.enable"):
            self._send(method, session=session)
        self._send("Emulation.setDeviceMetricsOverride",
                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
                   session=session)
        return session

    # ---------------------------------------------------------------------- API

    def open(self, path: str | Path, ready: str = "true", fragment: str = "") -> None:
        """Load a local file (plus ``#fragment``) and wait until the JS ``ready`` is truthy."""
        self.navigate(Path(path).resolve().as_uri() + (f"#{fragment}" if fragment else ""))
        self.wait_for(ready)

    def navigate(self, url: str) -> None:
        """Start loading ``url`` (does not wait; see :meth:`wait_for`)."""
        self._send("Page.navigate", {"url": url}, session=self._session)

    def wait_for(self, expression: str) -> None:
        deadline = time.monotonic() + self.timeout_s
        while time.monotonic() < deadline:
            if self.evaluate(f"document.readyState === 'complete' && !!({expression})"):
                return
            time.sleep(0.05)
        raise BrowserError(f"timed out waiting for {expression!r}")

    def evaluate(self, expression: str) -> Any:
        """The JSON value of a JS expression in the page (promises are awaited)."""
        result = self._send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                 "awaitPromise": True}, session=self._session)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise BrowserError(f"page script failed: {text}")
        return result.get("result", {}).get("value")

    def screenshot(self, path: str | Path, full_page: bool = False,
                   max_height: int = 16000) -> Path:
        """A PNG of the viewport, or of the whole page down to ``max_height`` px."""
        params: dict[str, Any] = {"format": "png"}
        if full_page:
            size = self.evaluate("[document.documentElement.scrollWidth, "
                                 "document.documentElement.scrollHeight]")
            params["clip"] = {"x": 0, "y": 0, "width": size[0],
                              "height": min(size[1], max_height), "scale": 1}
            params["captureBeyondViewport"] = True
        data = self._send("Page.captureScreenshot", params, session=self._session)["data"]
        out = Path(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(base64.b64decode(data))
        return out

    def close(self) -> None:
        try:
            self._send("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        for fd in (self._read, self._write):
            try:
                os.close(fd)
            except OSError:
                pass
        self._profile.cleanup()

    def __enter__(self) -> Browser:  # noqa: PYI034
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()



def _high_fd(fd: int) -> int:
    import fcntl

    high = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10)
    os.close(fd)
    return high
