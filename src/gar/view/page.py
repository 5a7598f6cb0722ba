"""The HTML page around the viewer's data: inline CSS and JS, the data as embedded JSON."""

from __future__ import annotations

import html
import json
import math
from importlib import resources
from pathlib import Path
from typing import Any

from gar.view.data import load_view_data


def render_view(data: dict[str, Any]) -> str:
    """The page for data from :func:`~gar.view.data.load_view_data`."""
    assets = resources.files("gar.view")
    css = assets.joinpath("view.css").read_text(encoding="utf-8")
    script = assets.joinpath("view.js").read_text(encoding="utf-8")
    title = f"gar view: {data['source']}"
    return _PAGE.format(title=html.escape(title), css=css, script=script,
                        data=embed_json(data), heading=html.escape(title))


def embed_json(value: Any) -> str:
    """JSON that is safe inside ``<script type="application/json">``: no ``<`` at all, so
    no ``</script>`` or ``<!--`` in a rollout's code can end the element early."""
    text = json.dumps(_finite(value), ensure_ascii=False, separators=(",", ":"), allow_nan=False,
                      default=str)
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def _finite(value: Any) -> Any:
    """NaN and infinities (Python's JSON writes them; JSON.parse refuses them) become null."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(v) for v in value]
    return value


def write_view(grades: str | Path, out: str | Path, *, rollouts: str | Path | None = None,
               tasks: str | Path | None = None) -> Path:
    """Load ``grades`` (joined with ``rollouts`` and ``tasks``) and write the page to ``out``."""
    data = load_view_data(grades, rollouts=rollouts, tasks=tasks)
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_view(data), encoding="utf-8")
    return path


_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>{title}</title>
<style>{css}</style></head><body>
<header><h1>{heading}</h1><div id="stats"></div><div id="notes"></div></header>
<div class="controls">
<label>show <select id="verdict">
<option value="all">all rollouts</option><option value="hack">confirmed hacks</option>
<option value="pass">genuine passes</option><option value="fail">failures</option>
<option value="unscorable">unscorable</option><option value="fallback">quality fallbacks</option>
</select></label>
<label>tier <select id="tier"><option value="any">any</option><option value="T1">T1</option>
<option value="T2">T2</option><option value="T3">T3</option><option value="none">none</option></select></label>
<label>task <select id="task"></select></label>
<input id="search" type="search" placeholder="search code, ids, findings ( / )" aria-label="search">
<label><input id="whole" type="checkbox"> whole groups</label>
<button id="prev">&larr;</button><span id="pageinfo"></span><button id="next">&rarr;</button>
<span id="matchcount"></span>
</div>
<div class="legend" id="legend"></div>
<main id="groups"></main>
<script type="application/json" id="gar-data">{data}</script>
<script>{script}</script>
</body></html>
"""
