"""One HTTP POST with hard bounds: connect, read and total deadlines, and a reply size cap.

``urllib``'s single ``timeout`` is a per-socket-operation limit: a server that accepts and
never answers costs the whole timeout per attempt, and one that trickles a byte now and then
is never cut at all; a reply is read into memory whatever its size. A grader that calls a
judge per group cannot afford either, so this transport bounds every phase:

* **connect** — the TCP (and TLS) handshake, ``Limits.connect_s``;
* **read** — the longest wait for the next bytes (status line, headers or body),
  ``Limits.read_s``; a non-streaming server sends nothing until it has generated the whole
  answer, so this is also the time to the first byte;
* **total** — a watchdog shuts the socket down at ``Limits.total_s`` after the start,
  whatever phase the request is in (a trickled header line included);
* **size** — a ``Content-Length`` over ``Limits.max_bytes`` is refused before the body is
  read, and a body without one is read in chunks and abandoned at the cap.

Proxies named in the environment are used as urllib would (``http_proxy``, ``https_proxy``
through ``CONNECT``, ``no_proxy``); proxy authentication is not supported.

Failures raise :class:`TransportFailure` (an :class:`OSError`) whose ``kind`` says which
bound was hit; the client decides what to retry.
"""

from __future__ import annotations

import http.client
import socket
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass

CHUNK = 64 * 1024


@dataclass(frozen=True)
class Limits:
    """The bounds of one attempt (seconds, bytes)."""

    connect_s: float = 10.0
    read_s: float = 120.0
    total_s: float = 120.0
    max_bytes: int = 4 * 1024 * 1024


class TransportFailure(OSError):
    """No usable HTTP answer. ``kind``: ``connect`` (refused, unreachable, connect timeout),
    ``read`` (no bytes for ``read_s``), ``deadline`` (``total_s`` passed), ``size`` (the
    reply is over the cap) or ``protocol`` (the server broke HTTP or hung up)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def http_post(url: str, body: bytes, headers: Mapping[str, str], limits: Limits
              ) -> tuple[int, bytes]:
    """POST ``body`` to ``url``; ``(status, reply bytes)`` or :class:`TransportFailure`."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise TransportFailure("connect", f"not an http(s) URL: {url}")
    deadline = time.monotonic() + limits.total_s
    conn, path = _connection(parts, max(0.001, min(limits.connect_s, limits.total_s)))
    watchdog = _Watchdog(conn, limits.total_s)
    where = f"{parts.hostname}:{parts.port or (443 if parts.scheme == 'https' else 80)}"
    try:
        try:
            conn.connect()
        except OSError as exc:
            raise TransportFailure("connect", f"no connection to {where}: {_why(exc)}") from exc
        _arm(conn, limits, deadline)
        conn.request("POST", path, body=body, headers=dict(headers))
        response = conn.getresponse()
        data = _read_capped(conn, response, limits, deadline)
        if watchdog.fired:  # the shut-down socket reads as an early end of the body
            raise TimeoutError("total deadline")
        return response.status, data
    except TransportFailure:
        raise
    except (OSError, http.client.HTTPException) as exc:
        if watchdog.fired or time.monotonic() >= deadline:
            raise TransportFailure(
                "deadline", f"{where} did not finish its reply within the total deadline "
                f"({limits.total_s:g}s)") from exc
        if isinstance(exc, TimeoutError | socket.timeout):
            raise TransportFailure(
                "read", f"{where} sent nothing for {limits.read_s:g}s (read deadline)") from exc
        raise TransportFailure("protocol", f"{where} broke the exchange: {_why(exc)}") from exc
    finally:
        watchdog.cancel()
        conn.close()


def _connection(parts: urllib.parse.SplitResult, connect_s: float
                ) -> tuple[http.client.HTTPConnection, str]:
    """A connection to the server, or to the proxy the environment names for it
    (``http_proxy``/``https_proxy``/``no_proxy``, as urllib reads them), and the request
    target to send."""
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    https = parts.scheme == "https"
    factory = http.client.HTTPSConnection if https else http.client.HTTPConnection
    proxy = urllib.request.getproxies().get(parts.scheme)
    if not proxy or urllib.request.proxy_bypass(parts.hostname or ""):
        return factory(parts.hostname or "", parts.port, timeout=connect_s), path
    via = urllib.parse.urlsplit(proxy if "://" in proxy else "http://" + proxy)
    if https:  # CONNECT through the proxy, TLS to the server
        conn = http.client.HTTPSConnection(via.hostname or "", via.port or 80, timeout=connect_s)
        conn.set_tunnel(parts.hostname or "", parts.port or 443)
        return conn, path
    return http.client.HTTPConnection(via.hostname or "", via.port or 80, timeout=connect_s), \
        urllib.parse.urlunsplit(parts)


def _read_capped(conn: http.client.HTTPConnection, response: http.client.HTTPResponse,
                 limits: Limits, deadline: float) -> bytes:
    declared = response.getheader("Content-Length")
    if declared is not None and declared.strip().isdigit() and int(declared) > limits.max_bytes:
        raise TransportFailure("size", f"the reply declares {int(declared)} bytes, over the "
                               f"cap of {limits.max_bytes} bytes; not read")
    chunks: list[bytes] = []
    size = 0
    while True:
        _arm(conn, limits, deadline)
        chunk = response.read1(CHUNK)
        if not chunk:
            if declared is not None and declared.strip().isdigit() and size < int(declared):
                raise http.client.IncompleteRead(b"", int(declared) - size)
            return b"".join(chunks)
        size += len(chunk)
        if size > limits.max_bytes:
            raise TransportFailure("size", f"the reply is over the cap of {limits.max_bytes} "
                                   "bytes; abandoned after reading that much")
        chunks.append(chunk)


def _arm(conn: http.client.HTTPConnection, limits: Limits, deadline: float) -> None:
    """The socket's timeout for the next operation: the read deadline, never past the total."""
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError("total deadline")
    if conn.sock is not None:
        conn.sock.settimeout(max(0.001, min(limits.read_s, left)))


class _Watchdog:
    """Shuts the connection's socket down when the total deadline passes: a blocked read
    returns at once, whatever it was waiting for."""

    def __init__(self, conn: http.client.HTTPConnection, after_s: float) -> None:
        self.fired = False
        self._conn = conn
        self._timer = threading.Timer(max(0.0, after_s), self._fire)
        self._timer.daemon = True
        self._timer.start()

    def _fire(self) -> None:
        self.fired = True
        sock = self._conn.sock
        if sock is not None:
            try:
                socket.socket.shutdown(sock, socket.SHUT_RDWR)
            except OSError:
                pass  # already closed

    def cancel(self) -> None:
        self._timer.cancel()


def _why(exc: BaseException) -> str:
    if isinstance(exc, ConnectionRefusedError):
        return "connection refused"
    if isinstance(exc, TimeoutError | socket.timeout):
        return "timed out"
    return f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
