"""The HTML table that boards and Sudoku grids draw themselves as in Jupyter."""

from __future__ import annotations

import html
from typing import List


def table(rows: List[List[str]], title: str) -> str:
    """A borderless table of ``rows`` of ``<td>`` cells, ``title`` on hover.

    >>> table([['<td>1</td>']], 'a<b')
    '<table style="border-collapse:collapse" title="a&lt;b"><tr><td>1</td></tr></table>'
    """
    body = "".join("<tr>" + "".join(cells) + "</tr>" for cells in rows)
    return f'<table style="border-collapse:collapse" title="{html.escape(title)}">{body}</table>'
