"""Who sits at a drawn table: its seats, and the entrants they make up.

A *seat* is a numbered place at a table with the player in it and the team the player plays for. The table's
*entrants* are the names its sheet scores, in seat order: the teams of a team game, the *sides* of players
otherwise ("Side A", "Side B": players seated as a side without a registered team), else the players.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

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
# a seat's player and team, each looked up by its key: the same plan whether or not the database has
# statistics on the tables yet (a round drawn a moment ago)
SEAT_COLUMNS = (
    _SEAT.c.seat,
    _SEAT.c.side,
    select(_PLAYER.c.name).where(_PLAYER.c.id == _SEAT.c.player_id).scalar_subquery(),
    select(_TEAM.c.name).where(_TEAM.c.id == _SEAT.c.team_id).scalar_subquery(),
)
_SEATED = select(*SEAT_COLUMNS).where(_SEAT.c.table_id == bindparam("table_id")).order_by(_SEAT.c.seat)
READ_WITH_TABLE = "seated_read_with_table"  # a session's note: {table id: what seated() gives for it}

Seated = tuple[tuple[str, ...], tuple[tuple[int, str, str], ...]]


def seated_from(rows: Iterable[Sequence[Any]]) -> Seated:
    """The entrants and seats of rows of :data:`SEAT_COLUMNS` ``(seat, side, player, team)``, in seat order."""
    seats = tuple((seat, player or "", team or side_name(side)) for seat, side, player, team in rows)
    names: list[str] = []
    for _, player, team in seats:
        name = team or player
        if name and name not in names:
            names.append(name)
    return tuple(names), seats


def read_with_table(s: Session, table_id: int, found: Seated) -> None:
    """Note the seats of a table read in the query that found it, for :func:`seated` in the same unit of work
    (one that saves the table's sheet, which never moves a seat)."""
    s.info.setdefault(READ_WITH_TABLE, {})[table_id] = found


def seated_at(s: Session, table_ids: Sequence[int]) -> dict[int, Seated]:
    """:func:`seated` for each of many tables (a round's), by table id, in one query."""
    rows: dict[int, list[Sequence[Any]]] = {table_id: [] for table_id in table_ids}
    query = (
        select(_SEAT.c.table_id, *SEAT_COLUMNS)
        .where(_SEAT.c.table_id.in_(list(table_ids)))
        .order_by(_SEAT.c.table_id, _SEAT.c.seat)
    )
    for table_id, *row in s.connection().execute(query):
        rows[table_id].append(row)
    return {table_id: seated_from(found) for table_id, found in rows.items()}


def seated(s: Session, table: DeskTable) -> Seated:
    """The entrants' names at a table (teams or sides, else players) and its seats ``(seat, player, team or
    side)``, in one query (none when they were read with the table)."""
    found = s.info.get(READ_WITH_TABLE, {}).get(table.id)
    if found is not None:
        return found  # type: ignore[no-any-return]
    return seated_from(s.connection().execute(_SEATED, {"table_id": table.id}).all())
