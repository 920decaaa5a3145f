"""Who sits at a drawn table: its seats, and the entrants they make up.

A *seat* is a numbered place at a table with the player in it and the team the player plays for. The table's
*entrants* are the names its sheet scores, in seat order: the teams of a team game, the *sides* of players
otherwise ("Side A", "Side B": players seated as a side without a registered team), else the players.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.store.models import DeskTable, Player, Seat, Team

SIDE_PREFIX = "Side "


def side_name(side: str | None) -> str:
    """The name a side of players (not a registered team) goes by on its sheet: "Side A", "Side B"."""
    return f"{SIDE_PREFIX}{side}" if side else ""


def is_side(entrant: str) -> bool:
    return entrant.startswith(SIDE_PREFIX)


def seated(s: Session, table: DeskTable) -> tuple[tuple[str, ...], tuple[tuple[int, str, str], ...]]:
    """The entrants' names at a table (teams or sides, else players) and its seats ``(seat, player, team or
    side)``, in one query."""
    rows = s.execute(
        select(Seat.seat, Seat.side, Player.name, Team.name)
        .outerjoin(Player, Player.id == Seat.player_id)
        .outerjoin(Team, Team.id == Seat.team_id)
        .where(Seat.table_id == table.id)
        .order_by(Seat.seat)
    ).all()
    seats = tuple((seat, player or "", team or side_name(side)) for seat, side, player, team in rows)
    names: list[str] = []
    for _, player, team in seats:
        name = team or player
        if name and name not in names:
            names.append(name)
    return tuple(names), seats
