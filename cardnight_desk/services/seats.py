"""Who sits at a drawn table: its seats, and the entrants they make up.

A *seat* is a numbered place at a table with the player in it and the team the player plays for. The table's
*entrants* are the names its sheet scores, in seat order: the teams of a team game, the *sides* of players
otherwise ("Side A", "Side B": players seated as a side without a registered team), else the players.
"""

from __future__ import annotations

from sqlalchemy import bindparam, select
from sqlalchemy.orm import Session

from cardnight_desk.store.models import DeskTable, Player, Seat, Team

SIDE_PREFIX = "Side "


def side_name(side: str | None) -> str:
    """The name a side of players (not a registered team) goes by on its sheet: "Side A", "Side B"."""
    return f"{SIDE_PREFIX}{side}" if side else ""


def is_side(entrant: str) -> bool:
    return entrant.startswith(SIDE_PREFIX)


# built once (a table's seats are read at every save), run as plain SQL on the session's connection
_SEAT, _PLAYER, _TEAM = Seat.__table__, Player.__table__, Team.__table__
_SEATED = (
    select(_SEAT.c.seat, _SEAT.c.side, _PLAYER.c.name, _TEAM.c.name)
    .outerjoin(_PLAYER, _PLAYER.c.id == _SEAT.c.player_id)
    .outerjoin(_TEAM, _TEAM.c.id == _SEAT.c.team_id)
    .where(_SEAT.c.table_id == bindparam("table_id"))
    .order_by(_SEAT.c.seat)
)


def seated(s: Session, table: DeskTable) -> tuple[tuple[str, ...], tuple[tuple[int, str, str], ...]]:
    """The entrants' names at a table (teams or sides, else players) and its seats ``(seat, player, team or
    side)``, in one query."""
    rows = s.connection().execute(_SEATED, {"table_id": table.id}).all()
    seats = tuple((seat, player or "", team or side_name(side)) for seat, side, player, team in rows)
    names: list[str] = []
    for _, player, team in seats:
        name = team or player
        if name and name not in names:
            names.append(name)
    return tuple(names), seats
