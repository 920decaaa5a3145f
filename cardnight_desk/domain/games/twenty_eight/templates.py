"""A blank 28 match sheet (``cardnight-desk score --template 28-match``): the shape of
``resources/docs/score-sheets.md``, nothing filled in: the blank of its description
(:mod:`~cardnight_desk.domain.games.twenty_eight.description`). Each deal is added as it is played: ``{"bidder": TEAM,
"bid": N, "bidder_points": P}``, a thani (``"bid": "thani", "won_all": ...``), a ``cot``, a ``foul`` or
``{"redeal": true}``."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.twenty_eight.description import DESCRIPTION


def sheet_template(kind_id: str) -> dict[str, Any]:
    return DESCRIPTION.blank() | {"game": kind_id}
