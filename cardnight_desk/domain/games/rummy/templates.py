"""Blank rummy sheets (``cardnight-desk score --template rummy-table``): the shapes of
``resources/docs/score-sheets.md``, nothing filled in, built from the table sheet's description
(:mod:`~cardnight_desk.domain.games.rummy.description`). A *deal* gives each player's line; the blank deal
shows one line of each kind: won, dropped (and when), lost with ``points``, or lost with the 13 ``cards`` left
and the ``wild`` rank (the desk counts them)."""

from __future__ import annotations

from typing import Any

from cardnight_desk.domain.games.rummy.description import DEALS, DESCRIPTION

# the blank deal's lines, one of each kind: the result and the fields the line then gives
LINES = (("won", ()), ("dropped", ("when",)), ("lost", ("points",)), ("lost", ("cards", "wild")))


def deal(named: bool) -> dict[str, Any]:
    """A deal of four players, one line of each kind (``named``: with its ``game``, a sheet of its own)."""
    lines = {
        player: {"result": result, **{key: DEALS.field(key).blank() for key in keys}}
        for player, (result, keys) in zip(DESCRIPTION.blank_sides, LINES, strict=True)
    }
    body = {**{f.key: f.blank() for f in DEALS.fields}, DEALS.side_key: lines}
    return {"game": "rummy-deal", **body} if named else body


def sheet_template(kind_id: str) -> dict[str, Any]:
    if kind_id == DESCRIPTION.game:
        return DESCRIPTION.blank() | {DEALS.key: [deal(named=False)]}
    if kind_id == "rummy-deal":
        return deal(named=True)
    return {"game": kind_id, "cards": [], "wild": None, "packs": 2}
