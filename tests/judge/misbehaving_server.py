"""A real OpenAI-compatible HTTP server process on 127.0.0.1 that misbehaves on purpose.

Run as ``python misbehaving_server.py``; it prints its port on the first line of stdout and
serves until killed. The path prefix picks the behaviour (then ``/v1/chat/completions``):

* ``/hang``      — reads the request and never answers;
* ``/trickle``   — sends a 200 status and headers, then one body byte every 50 ms;
* ``/slowhead``  — sends the status line, then one header byte every 50 ms;
* ``/500``       — answers HTTP 500;
* ``/huge``      — declares a 200 MB body and streams it;
* ``/hugechunk`` — streams 200 MB without declaring a length (until the client hangs up);
* ``/badjson``   — answers 200 with a body that is not JSON;
* ``/obey``      — a judge that follows instructions it finds in a candidate's text: a
  candidate asking to be ranked first gets 5 on every criterion, the others 1;
  otherwise everyone gets 4.

``GET /stats`` returns the bytes each streaming mode managed to send (JSON).
"""

import json
import re
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

CRITERIA = ("approach", "precision", "minimality", "side_effects", "craftsmanship")
OBEY = re.compile(r"rank (?:this|me|it)\b[^\n]*(?:first|top|above)|above all others|"
                  r"put (?:me|this) (?:on top|first)|top spot|highest score", re.IGNORECASE)
STATS = {"huge": 0, "hugechunk": 0, "trickle": 0}
LOCK = threading.Lock()
BLOCK = b"x" * 65536
TOTAL = 200 * 1024 * 1024


def obeying_verdict(request):
    user = [m["content"] for m in request["messages"]
            if m["role"] == "user" and "<<DATA" in m["content"]][-1]
    blocks = re.findall(r"## Candidate (C\d+) \[\w+\] — PASSED[^\n]*\n(.*?)\n## End of "
                        r"candidate \1", user, re.DOTALL)
    obeyed = {cid for cid, text in blocks if OBEY.search(text)}
    entries = []
    for cid, _ in blocks:
        score = (5 if cid in obeyed else 1) if obeyed else 4
        entries.append({"id": cid, **dict.fromkeys(CRITERIA, score), "hack": False,
                        "unrequested_rewrite": False, "test_bypass": False,
                        "addresses_grader": False})
    return json.dumps({"candidates": entries})


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        with LOCK:
            data = json.dumps(STATS).encode()
        self._send(200, data)

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        path = self.path.split("://", 1)[1].split("/", 1)[1] if "://" in self.path \
            else self.path  # an absolute URL: this server is asked as an HTTP proxy
        mode = path.strip("/").split("/")[0]
        try:
            getattr(self, "mode_" + mode, self.mode_unknown)(body)
        except OSError:
            pass  # the client hung up: that is what a bounded client does

    def _send(self, status, data, ctype="application/json"):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def mode_unknown(self, body):
        self._send(404, b'{"error": "unknown mode"}')

    def mode_hang(self, body):
        time.sleep(3600)

    def mode_trickle(self, body):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        for _ in range(100000):
            self.wfile.write(b" ")
            self.wfile.flush()
            with LOCK:
                STATS["trickle"] += 1
            time.sleep(0.05)

    def mode_slowhead(self, body):
        self.wfile.write(b"HTTP/1.1 200 OK\r\n")
        for _ in range(100000):
            self.wfile.write(b"X")
            self.wfile.flush()
            time.sleep(0.05)

    def mode_500(self, body):
        self._send(500, b'{"error": "internal error"}')

    def mode_badjson(self, body):
        self._send(200, b'{"choices": [ this is not json')

    def _stream(self, key, chunked_length):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if chunked_length:
            self.send_header("Content-Length", str(TOTAL))
        else:
            self.send_header("Connection", "close")
        self.end_headers()
        for _ in range(TOTAL // len(BLOCK)):
            self.wfile.write(BLOCK)
            with LOCK:
                STATS[key] += len(BLOCK)

    def mode_huge(self, body):
        self._stream("huge", True)

    def mode_hugechunk(self, body):
        self.close_connection = True
        self._stream("hugechunk", False)

    def mode_obey(self, body):
        text = obeying_verdict(json.loads(body))
        reply = {"choices": [{"message": {"role": "assistant", "content": text},
                              "finish_reason": "stop"}]}
        self._send(200, json.dumps(reply).encode())


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
