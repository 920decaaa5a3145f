"""Blank rummy sheets (``cardnight-desk score --template rummy-table``): the shapes of
``resources/docs/score-sheets.md``, nothing filled in. A *deal* gives each player's line; a player's line is
one of: won, dropped (and when), lost with ``points``, or lost with the 13 ``cards`` left and the ``wild``
rank (the desk counts them)."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.base import one_of
from cardnight_desk.domain.games.rummy.settings import SETTINGS
from cardnight_desk.domain.games.rummy.table import DealType, DropTime

PLAYERS = tuple(f"Player {n}" for n in range(1, 5))


def deal(named: bool) -> dict[str, Any]:
    """A deal of four players, one line of each kind (``named``: with its ``game``, a sheet of its own)."""
    first, second, third, fourth = PLAYERS
    lines = {
        first: {"result": "won"},
        second: {"result": "dropped", "when": one_of([w.value for w in DropTime])},
        third: {"result": "lost", "points": 0},
        fourth: {"result": "lost", "cards": [], "wild": None},
    }
    body = {"deal_type": one_of([d.value for d in DealType]), "players": lines}
    return {"game": "rummy-deal", **body} if named else body


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == "rummy-table":
        return {
            "game": kind_id,
            "target": SETTINGS["target"].default,
            "max_deals": SETTINGS["max_deals"].default,
            "players": list(PLAYERS),
            "deals": [deal(named=False)],
        }
    if kind_id == "rummy-deal":
        return deal(named=True)
    return {"game": kind_id, "cards": [], "wild": None, "packs": 2}
