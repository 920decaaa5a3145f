"""Blank baccarat sheets (``cardnight-desk score --template baccarat-hand``): the shapes of
``resources/docs/score-sheets.md``. A hand's ``cards`` are written in dealing order (BAC-1); its bets as
``{"seat": N, "on": BET, "stake": AMOUNT}``."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.baccarat.pays import VARIANTS
from cardnight_desk.domain.games.baccarat.settings import SETTINGS
from cardnight_desk.domain.games.base import one_of


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == "baccarat-odds":
        return {"game": kind_id, "decks": SETTINGS["decks"].default}
    return {"game": kind_id, "variant": one_of(list(VARIANTS)), "cards": [], "bets": []}
