"""Finding a drawn round's tables, and what the score entry shows of them.

A *table* is one table of a drawn round, known by its label ("1", "2"...) and by the *sheet number* printed
(and QR-coded) on its score sheet. :class:`TableInfo` is a table as the score desk lists it: who sits there
and where its sheet stands (:class:`~cardnight_desk.services.sheet_status.SheetStatus`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, func, inspect, select
from sqlalchemy.orm import Session, defer, make_transient_to_detached

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.seats import SEAT_COLUMNS, read_with_table, seated_at, seated_from
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import Competition, DeskTable, Penalty, Round, ScoreSheet, Seat


@dataclass(frozen=True)
class TableInfo:
    """A table of a round as the score entry sees it: who sits there and whether its sheet is in."""

    competition: str
    game: str
    round: int
    table: str
    sheet_number: str
    entrants: tuple[str, ...]
    seats: tuple[tuple[int, str, str], ...]  # (seat, player name, team name)
    status: SheetStatus  # missing, draft or confirmed


# a round loaded without its draw document and who met whom (each read if asked for): what a list of its tables
# needs of it
UNDRAWN = (defer(Round.draw), defer(Round.meetings))


def find_round(s: Session, comp: Competition, number: int, *, drawn: bool = True) -> Round:
    """The competition's round ``number``; without its draw document and meetings (:data:`UNDRAWN`) when not
    ``drawn``."""
    query = select(Round).where(Round.competition_id == comp.id, Round.number == number)
    if not drawn:
        query = query.options(*UNDRAWN)
    rnd = s.scalars(query).first()
    if rnd is None:
        raise NotFound(f"'{comp.name}' has no round {number} yet")
    return rnd


def find_table(
    s: Session, comp: Competition, round_no: int, label: str, rnd: Round | None = None
) -> DeskTable:
    rnd = rnd if rnd is not None else find_round(s, comp, round_no)
    table = s.scalars(
        select(DeskTable).where(DeskTable.round_id == rnd.id, DeskTable.label == str(label))
    ).first()
    if table is None:
        labels = (
            ", ".join(
                s.scalars(
                    select(DeskTable.label).where(DeskTable.round_id == rnd.id).order_by(DeskTable.position)
                )
            )
            or "none"
        )
        raise NotFound(f"round {round_no} of '{comp.name}' has no table {label} (tables: {labels})")
    return table


def _located(*columns: Any) -> Any:
    """Competition, round and table (and ``columns``) by the competition's name, the round's number and the
    table's label (the parameters ``competition``, ``round_no``, ``label``)."""
    return (
        select(Competition, Round, DeskTable, *columns)
        .join(Round, Round.competition_id == Competition.id)
        .join(DeskTable, DeskTable.round_id == Round.id)
        .where(
            Competition.name == bindparam("competition"),
            Round.number == bindparam("round_no"),
            DeskTable.label == bindparam("label"),
        )
        .options(defer(Round.draw), defer(Round.byes))  # a round's whole draw is read only where it is used
    )


# built once: every save looks its table up
_LOCATE = _located()
_PENALISED = select(Penalty.id).where(Penalty.table_id == DeskTable.id).exists()  # any judge's penalty there?
# whether the round's draw marks its table as the final one is kept beside the draw (``Round.final``): a save
# never reads a round's whole draw, tens of kilobytes for a few hundred tables, to find it
_LOCATE_SHEET = _located(ScoreSheet, Round.final).outerjoin(ScoreSheet, ScoreSheet.table_id == DeskTable.id)


def _where(competition: str, round_no: int, label: str) -> dict[str, Any]:
    return {"competition": competition, "round_no": round_no, "label": str(label)}


def locate(s: Session, competition: str, round_no: int, label: str) -> tuple[Competition, Round, DeskTable]:
    """Competition, round and table in one query; the separate lookups say what is missing when it fails."""
    found = s.execute(_LOCATE, _where(competition, round_no, label)).first()
    if found is not None:
        return found[0], found[1], found[2]
    comp = find_competition(s, competition)
    rnd = find_round(s, comp, round_no)
    return comp, rnd, find_table(s, comp, round_no, label, rnd)


def locate_sheet(
    s: Session, competition: str, round_no: int, label: str
) -> tuple[Competition, Round, DeskTable, ScoreSheet | None, bool]:
    """:func:`locate`, the table's stored sheet (``None`` while it has none) and whether the round's draw marks
    the table as the final table, in one query."""
    found = s.execute(_LOCATE_SHEET, _where(competition, round_no, label)).first()
    if found is not None:
        return found[0], found[1], found[2], found[3], bool(found[4])
    return _located_apart(s, competition, round_no, label)


def _located_apart(
    s: Session, competition: str, round_no: int, label: str
) -> tuple[Competition, Round, DeskTable, ScoreSheet | None, bool]:
    """What the one-statement lookups give, by the separate lookups of :func:`locate` (which say what is
    missing when they find nothing)."""
    comp, rnd, table = locate(s, competition, round_no, label)
    row = s.scalars(select(ScoreSheet).where(ScoreSheet.table_id == table.id)).first()
    return comp, rnd, table, row, rnd.final


# What a save reads of its table, in one statement without the ORM: the competition, round and table (the
# columns the save uses), the stored sheet's key, whether a judge's penalty was given there, and its seats (one
# row per seat, in seat order; one row with no seat for a table without any).
_C, _R, _T, _S = (model.__table__ for model in (Competition, Round, DeskTable, ScoreSheet))
_ENTRY_COLUMNS = {
    Competition: ("id", "event_id", "name", "game", "settings"),
    Round: ("id", "competition_id", "number", "locked", "final"),
    DeskTable: ("id", "round_id", "label", "position", "sheet_number"),
}
_ENTRY = (
    select(
        *(model.__table__.c[key] for model, keys in _ENTRY_COLUMNS.items() for key in keys),
        _S.c.id,
        _PENALISED,
        *SEAT_COLUMNS,
    )
    .select_from(_C.join(_R, _R.c.competition_id == _C.c.id).join(_T, _T.c.round_id == _R.c.id))
    .outerjoin(_S, _S.c.table_id == _T.c.id)
    .outerjoin(Seat.__table__, Seat.__table__.c.table_id == _T.c.id)
    .where(
        _C.c.name == bindparam("competition"),
        _R.c.number == bindparam("round_no"),
        _T.c.label == bindparam("label"),
    )
    .order_by(Seat.__table__.c.seat)
)


def _loaded(model: type[Any], values: Sequence[Any]) -> Any:
    """A ``model`` row holding ``values`` of its :data:`_ENTRY_COLUMNS` as loaded, in no session (its other
    columns are not loaded)."""
    row = inspect(model).class_manager.new_instance()
    row.__dict__.update(zip(_ENTRY_COLUMNS[model], values, strict=True))
    return row


def _in_session(s: Session, *rows: Any) -> None:
    """Make rows built by :func:`_loaded` the session's own, as if it had loaded them (their other columns load
    when first read); nothing is written for them unless they are changed."""
    for row in rows:
        make_transient_to_detached(row)
        s.add(row)


def locate_entry(
    s: Session, competition: str, round_no: int, label: str
) -> tuple[Competition, Round, DeskTable, ScoreSheet | None, bool, bool]:
    """:func:`locate_sheet` for a sheet being entered, and whether any judge's penalty was given at the table
    (when none was, a sheet entered there is checked without reading them), with the table's seats (kept for
    :func:`~cardnight_desk.services.seats.seated`), in one statement. While the table has no sheet, the
    competition, round and table are plain rows in no session (the save reads them, and writes through
    statements of its own); once it has one, they are the session's, with the stored sheet."""
    found = s.connection().execute(_ENTRY, _where(competition, round_no, label)).all()
    if not found:
        return (*_located_apart(s, competition, round_no, label), True)
    first, ends = found[0], list(itertools.accumulate(len(keys) for keys in _ENTRY_COLUMNS.values()))
    comp = _loaded(Competition, first[: ends[0]])
    rnd = _loaded(Round, first[ends[0] : ends[1]])
    table = _loaded(DeskTable, first[ends[1] : ends[2]])
    sheet_id, penalised = first[ends[2]], bool(first[ends[2] + 1])
    seats = [r[ends[2] + 2 :] for r in found if r[ends[2] + 2] is not None]
    read_with_table(s, table.id, seated_from(seats))
    row = None
    if sheet_id is not None:
        _in_session(s, comp, rnd, table)
        row = s.get(ScoreSheet, sheet_id)
    return comp, rnd, table, row, bool(rnd.final), penalised


def round_tables(desk: Desk, competition: str, round_no: int) -> list[TableInfo]:
    """Every table of the round, in order, with its entrants, seats and sheet status (in four queries, the
    round's draw document not read)."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        rnd = find_round(s, comp, round_no, drawn=False)
        return _table_infos(s, comp, rnd, rnd.tables)


def _table_infos(s: Session, comp: Competition, rnd: Round, tables: Sequence[DeskTable]) -> list[TableInfo]:
    """``tables`` of ``rnd``, in their order, as :func:`round_tables` gives them (their seats and sheets in a
    query each)."""
    ids = [t.id for t in tables]
    query = select(ScoreSheet.table_id, ScoreSheet.status).where(ScoreSheet.table_id.in_(ids))
    rows: dict[int, str] = {table_id: status for table_id, status in s.execute(query)}
    at = seated_at(s, ids)
    out = []
    for table in tables:
        entrants, seats = at[table.id]
        out.append(
            TableInfo(
                comp.name,
                comp.game,
                rnd.number,
                table.label,
                table.sheet_number,
                entrants,
                seats,
                SheetStatus(rows.get(table.id, SheetStatus.MISSING)),
            )
        )
    return out


def round_numbers(desk: Desk, competition: str) -> list[int]:
    """The numbers of the competition's rounds drawn so far, in order."""
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        q = select(Round.number).where(Round.competition_id == comp.id).order_by(Round.number)
        return list(s.scalars(q))


def find_sheet_number(desk: Desk, number: str) -> TableInfo:
    """The table a printed (or scanned) sheet number belongs to, however its letters are typed (``c1r1t2``)."""
    with desk.store.session() as s:
        wanted = func.upper(DeskTable.sheet_number) == number.strip().upper()
        table = s.scalars(select(DeskTable).where(wanted)).first()
        if table is None:
            raise NotFound(f"no table has the sheet number '{number.strip()}'")
        rnd = s.get(Round, table.round_id, options=UNDRAWN)
        assert rnd is not None
        comp = s.get(Competition, rnd.competition_id)
        assert comp is not None
        return _table_infos(s, comp, rnd, [table])[0]  # that table's seats and sheet only, not its round's
