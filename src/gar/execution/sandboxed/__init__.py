"""Files that run inside the sandbox as plain scripts (stdlib only; see server.py)."""
