"""Blank baccarat sheets (``cardnight-desk score --template baccarat-hand``): the shapes of
``resources/docs/score-sheets.md``, the blanks of their descriptions
(:mod:`~cardnight_desk.domain.games.baccarat.description`). A hand's ``cards`` are written in dealing order
(BAC-1); its bets as ``{"seat": N, "on": BET, "stake": AMOUNT}``."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.baccarat.description import HAND, ODDS


def sheet_template(kind_id: str) -> dict[str, Any]:
    return (ODDS if kind_id == ODDS.game else HAND).blank() | {"game": kind_id}
