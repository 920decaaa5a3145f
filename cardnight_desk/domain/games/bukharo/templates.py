"""Blank Bukharo sheets (``cardnight-desk score --template bukharo``): the shapes of
``resources/docs/score-sheets.md``, nothing filled in. A *game sheet* is one game of two or more sides; a
*session sheet* lists games."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.base import one_of
from cardnight_desk.domain.games.bukharo.scoring import EndedBy
from cardnight_desk.domain.games.bukharo.sheets import COUNTS, SHEET_GAME


def blank_side() -> dict[str, Any]:
    counts = {box: dict.fromkeys(keys, 0) for box, keys in COUNTS.items()}
    return {
        "passport": False,
        "sequences7": counts["sequences7"],
        "sets7": 0,
        "group_cards": counts["group_cards"],
        "hand_cards": counts["hand_cards"],
        "first_bukharo": False,
        "second_bukharo": False,
    }


def game_sheet() -> dict[str, Any]:
    return {
        "game": SHEET_GAME,
        "ended_by": one_of([e.value for e in EndedBy]),
        "sides": {"Side A": blank_side(), "Side B": blank_side()},
    }


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == SHEET_GAME:
        return game_sheet()
    return {"game": kind_id, "games": [game_sheet()]}
