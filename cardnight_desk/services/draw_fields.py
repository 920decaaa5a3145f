"""What a draw needs from the event store: the field (teams or players, with names), the earlier rounds'
draws and results, and the writing of a drawn round into tables and seats."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, TableClause, and_, insert, select
from sqlalchemy.orm import Session, defer

from cardnight_desk.domain.draws import Draw, EntrantId, History, PlayerId
from cardnight_desk.domain.games import find_game
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Membership,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Seat,
    Team,
)


@dataclass(frozen=True)
class Field:
    """The entrants of a competition: ids (team ids for team draws, else player ids), their names, and each
    team's players in order."""

    team_game: bool
    ids: tuple[EntrantId, ...]
    names: dict[EntrantId, str]
    members: dict[EntrantId, Sequence[PlayerId]]
    player_names: dict[PlayerId, str]

    def id_of(self, name: str) -> EntrantId:
        for entrant, entrant_name in self.names.items():
            if entrant_name == name:
                return entrant
        raise Refusal(f"'{name}' is not in this competition's draw")


def team_game(s: Session, comp: Competition) -> bool:
    """Are the competition's entrants teams? Its game says, knowing whether teams are registered in it."""
    has_teams = s.scalars(select(Team.id).where(Team.competition_id == comp.id).limit(1)).first()
    return find_game(comp.game).team_game(has_teams is not None)


def load_field(s: Session, comp: Competition, team_game: bool, checked_in_only: bool = False) -> Field:
    """The competition's field in three queries whatever its size: the registered players, the teams, and
    every team's members in seating order (plain rows, read through the session's connection: no ORM work on
    each of a big league's thousands of rows; a member's name and check-in are read once, with the registered
    players, and a fourth query reads the few members not registered, if any). ``checked_in_only``: only teams
    (or players) whose every player has checked in."""
    conn = s.connection()
    here = Player.checked_in_at.is_not(None)
    registered = conn.execute(
        select(Player.id, Player.name, here)
        .join(Registration, Registration.player_id == Player.id)
        .where(Registration.competition_id == comp.id)
        .order_by(Player.id)
    ).all()
    player_names: dict[PlayerId, str] = {pid: name for pid, name, _ in registered}
    if not team_game:
        players = [(pid, name) for pid, name, came in registered if came or not checked_in_only]
        return Field(False, tuple(pid for pid, _ in players), dict(players), {}, player_names)
    teams = conn.execute(
        select(Team.id, Team.name).where(Team.competition_id == comp.id).order_by(Team.id)
    ).all()
    memberships = conn.execute(
        select(Membership.team_id, Membership.player_id)
        .join(Team, Team.id == Membership.team_id)
        .where(Team.competition_id == comp.id)
        .order_by(Membership.team_id, Membership.position, Membership.id)
    ).all()
    came = {pid for pid, _, arrived in registered if arrived}
    others = {pid for _, pid in memberships if pid not in player_names}
    if others:  # members not registered in the competition
        for pid, name, arrived in conn.execute(
            select(Player.id, Player.name, here).where(Player.id.in_(others))
        ):
            player_names[pid] = name
            if arrived:
                came.add(pid)
    members: dict[EntrantId, list[PlayerId]] = {team_id: [] for team_id, _ in teams}
    absent: set[EntrantId] = set()  # teams with a member not checked in
    for team_id, player_id in memberships:
        members[team_id].append(player_id)
        if player_id not in came:
            absent.add(team_id)
    chosen = [(team_id, name) for team_id, name in teams if not checked_in_only or team_id not in absent]
    return Field(True, tuple(team_id for team_id, _ in chosen), dict(chosen), dict(members), player_names)


def rounds_of(s: Session, comp: Competition, *, draws: bool = True, meetings: bool = True) -> list[Round]:
    """The competition's rounds in order; without their ``draws`` when only who met whom is needed
    (:func:`history_of` reads it beside them), and without their ``meetings`` too when only the rounds
    themselves are (how far a competition has been played), each round's then being read if it is asked for."""
    query = select(Round).where(Round.competition_id == comp.id).order_by(Round.number)
    if not draws:
        query = query.options(defer(Round.draw))
    if not meetings:
        query = query.options(defer(Round.meetings))
    return list(s.scalars(query))


def draw_of(rnd: Round, team_game: bool) -> Draw:
    """The round as drawn; a round stored without its draw document is read from its tables and seats."""
    doc = (rnd.draw or {}).get("draw")
    if doc is None:
        doc = {
            "round": rnd.number,
            "seed": rnd.seed,
            "byes": (rnd.draw or {}).get("byes", []),
            "tables": [
                {
                    "table": t.label,
                    "entrants": list(
                        dict.fromkeys((s.team_id if team_game else s.player_id) for s in t.seats)
                    ),
                    "seats": [
                        {"seat": s.seat, "player": s.player_id, "team": s.team_id, "side": s.side}
                        for s in t.seats
                    ],
                }
                for t in rnd.tables
            ],
        }
    return Draw.from_json(doc, team_game)


def history_of(rounds: Iterable[Round], team_game: bool) -> History:
    """What the earlier ``rounds`` did (who met whom, at which tables, the byes), read from what each round
    keeps of its draw for this (``Round.meetings``), else from its draw without building its seats."""
    played: list[tuple[Any, Any]] = []
    for rnd in rounds:
        meetings = rnd.meetings
        if meetings is None:  # kept for every round with a readable draw document (store.models.meetings_of)
            draw = draw_of(rnd, team_game)
            played.append((((t.number, t.entrants) for t in draw.tables), draw.byes))
        else:
            played.append((meetings["tables"], meetings["byes"]))
    return History.from_rounds(played)


def round_results(s: Session, rnd: Round) -> dict[str, dict[str, Any]]:
    """Confirmed results of a round by table label."""
    rows = s.execute(
        select(DeskTable.label, ScoreSheet.result)
        .join(ScoreSheet, ScoreSheet.table_id == DeskTable.id)
        .where(DeskTable.round_id == rnd.id, ScoreSheet.status == SheetStatus.CONFIRMED)
    ).all()
    return {label: result for label, result in rows}


def unfinished_tables(s: Session, rnd: Round) -> list[str]:
    """The labels of the round's tables without a confirmed sheet, in table order, in one query that reads no
    sheet (a table has one sheet at most)."""
    confirmed = and_(ScoreSheet.table_id == DeskTable.id, ScoreSheet.status == SheetStatus.CONFIRMED)
    return list(
        s.scalars(
            select(DeskTable.label)
            .outerjoin(ScoreSheet, confirmed)
            .where(DeskTable.round_id == rnd.id, ScoreSheet.id.is_(None))
            .order_by(DeskTable.position)
        )
    )


def sheet_number(comp: Competition, round_no: int, table: int | str) -> str:
    """The number printed (and QR-coded) on a table's score sheet: competition, round, table."""
    return f"C{comp.id}R{round_no}T{table}"


def _insert_many(
    conn: Connection, table: TableClause, columns: tuple[str, ...], rows: list[tuple[Any, ...]]
) -> None:
    """INSERT ``rows`` (the values of ``columns``, in order) into ``table`` in one batch: the statement as
    SQLAlchemy writes it for the database, the rows handed to the driver as they are (its ``executemany``),
    without SQLAlchemy's work on each row's parameters, a third of the time of writing a 1,024-team round's
    seats. Only for values every driver takes as they are: whole numbers, text and null."""
    compiled = insert(table).compile(dialect=conn.dialect, column_keys=list(columns))
    if compiled.positional:
        order = [columns.index(key) for key in compiled.positiontup or ()]
        if order != list(range(len(columns))):
            rows = [tuple(row[k] for k in order) for row in rows]
        conn.exec_driver_sql(compiled.string, rows)
    else:
        conn.exec_driver_sql(compiled.string, [dict(zip(columns, row, strict=True)) for row in rows])


_TABLE_COLUMNS = ("round_id", "label", "position", "sheet_number")
_SEAT_COLUMNS = ("table_id", "seat", "player_id", "team_id", "side")


def write_tables(
    s: Session, comp: Competition, rnd: Round, draw: Draw, *, new: bool = False
) -> dict[str, str]:
    """Replace the round's tables and seats with those of ``draw`` (only while no result is in), in a few
    statements whatever the round's size; ``new``: the round was just added and has no tables to replace.
    Returns each table's sheet number by its label."""
    if not new:
        for old in list(rnd.tables):
            s.delete(old)  # the database deletes its seats with it
        s.flush()
    numbered = [(str(table.number), sheet_number(comp, rnd.number, table.number)) for table in draw.tables]
    if numbered:
        # plain INSERTs on the session's connection: the rows are written, never tracked as objects. The tables
        # go in as one batch and their ids are read back by label (one per round): asking each INSERT for its
        # id in order makes SQLite run them one by one
        conn = s.connection()
        desk_table = DeskTable.metadata.tables["desk_table"]
        rows = [
            (rnd.id, label, position, number) for position, (label, number) in enumerate(numbered, start=1)
        ]
        _insert_many(conn, desk_table, _TABLE_COLUMNS, rows)
        by_label = dict(
            conn.execute(
                select(desk_table.c.label, desk_table.c.id).where(desk_table.c.round_id == rnd.id)
            ).all()
        )
        team_game = draw.team_game
        seats = [
            (
                table_id,
                seat.number,
                seat.player if isinstance(seat.player, int) else None,
                seat.team if team_game and isinstance(seat.team, int) else None,
                seat.side,
            )
            for table_id, table in zip((by_label[label] for label, _ in numbered), draw.tables, strict=True)
            for seat in table.seats
        ]
        if seats:
            _insert_many(conn, Seat.metadata.tables["seat"], _SEAT_COLUMNS, seats)
    s.expire(rnd, ["tables"])  # read again from the rows just written
    return dict(numbered)
