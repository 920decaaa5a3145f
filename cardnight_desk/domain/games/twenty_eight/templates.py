"""A blank 28 match sheet (``cardnight-desk score --template 28-match``): the shape of
``resources/docs/score-sheets.md``, nothing filled in. Each deal is added as it is played: ``{"bidder": TEAM,
"bid": N, "bidder_points": P}``, a thani (``"bid": "thani", "won_all": ...``), a ``cot``, a ``foul`` or
``{"redeal": true}``."""

from __future__ import annotations

from typing import Any


def sheet_template(kind_id: str) -> dict[str, Any]:
    return {"game": kind_id, "teams": ["Team A", "Team B"], "deals": [], "coin_toss": None}
