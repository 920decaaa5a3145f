"""Card Night Desk: runs community card-night tournaments from registration to printed results.

:func:`score_sheet` is the public entry point for scoring one sheet from Python, with the contract of
``cardnight-desk score`` (``resources/docs/score-sheets.md``). Importing the package loads nothing else: the
games are loaded on the first call.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"

__all__ = ["__version__", "score_sheet"]


def score_sheet(sheet: dict[str, Any]) -> dict[str, Any]:
    """Validate and score one sheet, storing nothing: what ``cardnight-desk score`` prints as JSON.

    The sheet's ``game`` field names its kind (``bhukhar``, ``28-match``, ``rummy-table`` ...). The result is
    ``{"valid": True, ...}`` with the scores, or ``{"valid": False, "errors": [{"path": ..., "message": ...}]}``
    listing every problem; an invalid sheet is a result, never an exception.
    """
    from cardnight_desk.domain.games import evaluate

    return evaluate(sheet)
