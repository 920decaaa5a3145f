"""Blank Bhukhar sheets (``cardnight-desk score --template bhukhar``): the shapes of
``resources/docs/score-sheets.md``, nothing filled in. A *game sheet* is one game between two teams; a
*competition sheet* lists games."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.base import one_of
from cardnight_desk.domain.games.bhukhar.scoring import EndedBy
from cardnight_desk.domain.games.bhukhar.sheets import COUNTS, FLAGS, SHEET_GAME


def blank_team() -> dict[str, Any]:
    return {flag: False for flag in FLAGS} | {box: dict.fromkeys(keys, 0) for box, keys in COUNTS.items()}


def game_sheet() -> dict[str, Any]:
    return {
        "game": SHEET_GAME,
        "ended_by": one_of([e.value for e in EndedBy]),
        "teams": {"Team A": blank_team(), "Team B": blank_team()},
        "penalties": [],
    }


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == SHEET_GAME:
        return game_sheet()
    return {"game": kind_id, "games": [game_sheet()]}
