"""``gar view``: one self-contained HTML page that shows a grading run group by group.

The page holds its data as embedded JSON and its CSS and JavaScript inline; it never touches
the network. :func:`render_view` returns the page, :func:`write_view` writes it.
:mod:`gar.view.browser` drives a headless Chromium (tests, benchmarks, screenshots).
"""

from __future__ import annotations

from gar.view.data import load_view_data
from gar.view.page import render_view, write_view

__all__ = ["load_view_data", "render_view", "write_view"]
