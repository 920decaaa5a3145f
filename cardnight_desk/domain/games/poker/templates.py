"""Blank poker sheets (``cardnight-desk score --template poker-tournament``): the shapes of
``resources/docs/score-sheets.md`` with the competition settings' defaults, no entries or busts yet. Entries
are added as ``{"player": NAME, "level": N or "before_4"}``, busts as ``{"player": NAME, "hand": N}``."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.poker.settings import SETTINGS


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == "poker-balance":
        return {
            "game": kind_id,
            "seats_per_table": SETTINGS["seats_per_table"].default,
            "break_below": SETTINGS["break_below"].default,
            "tables": {},
        }
    payout = list(SETTINGS["payout_percent"].default)
    return {
        "game": kind_id,
        "structure": SETTINGS["structure"].default,
        "paid_places": len(payout),
        "payout_percent": payout,
        "prize_pool": SETTINGS["prize_pool"].default,
        "entries": [],
        "busts": [],
    }
