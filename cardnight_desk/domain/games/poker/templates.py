"""Blank poker sheets (``cardnight-desk score --template poker-tournament``): the shapes of
``resources/docs/score-sheets.md`` with the competition settings' defaults, no entries or busts yet: the blanks
of their descriptions (:mod:`~cardnight_desk.domain.games.poker.description`). Entries are added as
``{"player": NAME, "level": N or "before_4"}``, busts as ``{"player": NAME, "hand": N}``."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.poker.description import BALANCE, TOURNAMENT


def sheet_template(kind_id: str) -> dict[str, Any]:
    return (BALANCE if kind_id == BALANCE.game else TOURNAMENT).blank() | {"game": kind_id}
