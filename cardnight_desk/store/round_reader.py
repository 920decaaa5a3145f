"""Reading one drawn round from an event file without the ORM: what printing a round's score sheets, table
cards or seating list needs (the round's draw, its tables' sheet numbers and the names of who is in it), read
with the standard library's ``sqlite3`` in a few milliseconds instead of the store's most of a second.

Only a plain case is read here: a competition and round that exist, with the round's draw document stored.
Anything else raises :class:`~cardnight_desk.store.reader.NotReadable` and is left to the store, which reads it
(a round stored without its draw document, from its tables and seats) or says, in its own words, what is not
there. The rows are the ones :func:`cardnight_desk.services.draw_fields.load_field` and
:func:`cardnight_desk.services.draws.get_round` read through the store, in the same order.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardnight_desk.store.reader import NotReadable, _connect, _json

__all__ = ["NotReadable", "RoundRows", "read_round"]


@dataclass(frozen=True)
class RoundRows:
    competition: str
    game: str
    number: int
    seed: int
    draw: dict[str, Any]  # the round's stored draw (its method, and the draw document under "draw")
    locked: bool
    labels: dict[str, str]  # each table's sheet number by its label
    has_teams: bool
    registered: list[tuple[int, str, Any]]  # (player id, name, checked in at) by player id
    teams: list[tuple[int, str]]  # (team id, name) by team id
    memberships: list[tuple[int, int, str, Any]]  # (team, player, player's name, checked in at) in seat order


REGISTERED = (
    "SELECT player.id, player.name, player.checked_in_at FROM player"
    " JOIN registration ON registration.player_id = player.id"
    " WHERE registration.competition_id = ? ORDER BY player.id"
)
TEAMS = "SELECT id, name FROM team WHERE competition_id = ? ORDER BY id"
MEMBERSHIPS = (
    "SELECT membership.team_id, membership.player_id, player.name, player.checked_in_at FROM membership"
    " JOIN player ON player.id = membership.player_id JOIN team ON team.id = membership.team_id"
    " WHERE team.competition_id = ? ORDER BY membership.team_id, membership.position, membership.id"
)


def _round(con: sqlite3.Connection, comp_id: int, number: int | None) -> tuple[Any, ...]:
    columns = "SELECT id, number, seed, draw, locked FROM round WHERE competition_id = ?"
    if number is None:
        row = con.execute(f"{columns} ORDER BY number DESC LIMIT 1", (comp_id,)).fetchone()
    else:
        row = con.execute(f"{columns} AND number = ?", (comp_id, number)).fetchone()
    if row is None:
        raise NotReadable("no such round drawn")
    return row


def read_round(path: Path, competition: str, number: int | None = None) -> RoundRows:
    """The rows of round ``number`` (the latest when None) of the competition named ``competition``."""
    con = _connect(path)
    try:
        comp = con.execute(
            "SELECT id, name, game FROM competition WHERE name = ? ORDER BY id LIMIT 1", (competition,)
        ).fetchone()
        if comp is None:
            raise NotReadable(f"no competition '{competition}'")
        comp_id, name, game = comp
        round_id, round_no, seed, stored, locked = _round(con, comp_id, number)
        draw = _json(stored)
        if not isinstance(draw, dict) or not isinstance(draw.get("draw"), dict):
            raise NotReadable("the round is stored without its draw document")
        labels = dict(
            con.execute("SELECT label, sheet_number FROM desk_table WHERE round_id = ?", (round_id,))
        )
        has_teams = con.execute("SELECT 1 FROM team WHERE competition_id = ? LIMIT 1", (comp_id,)).fetchone()
        teams: list[tuple[int, str]] = []
        memberships: list[tuple[int, int, str, Any]] = []
        if has_teams is not None:
            teams = con.execute(TEAMS, (comp_id,)).fetchall()
            memberships = con.execute(MEMBERSHIPS, (comp_id,)).fetchall()
        return RoundRows(
            name,
            game,
            round_no,
            seed,
            draw,
            bool(locked),
            labels,
            has_teams is not None,
            con.execute(REGISTERED, (comp_id,)).fetchall(),
            teams,
            memberships,
        )
    except (sqlite3.Error, ValueError, TypeError) as err:
        raise NotReadable(str(err)) from None
    finally:
        con.close()
