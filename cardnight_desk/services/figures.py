"""The standings' running totals: each confirmed sheet's figures per entrant, kept in step with the sheet.

An *entrant score* (:class:`~cardnight_desk.store.models.EntrantScore`) is one entrant's figures from one
confirmed sheet (master, bonus, score, won), as the competition's game reads them from the stored result
(:meth:`~cardnight_desk.domain.games.base.Game.entrant_figures`); the standings add them up in the database.
A side of players ("Side A") is credited to each player who sat on it.

They are rewritten whenever a sheet's result or status changes, whoever changes it (an entry, a judge's
edit, a penalty, an undo): :func:`keep_figures` puts a flush listener on an open event's session factory.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, event, insert, inspect
from sqlalchemy.orm import Session, sessionmaker

from cardnight_desk.domain.games import find_game
from cardnight_desk.services.seats import is_side, seated
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import Competition, DeskTable, EntrantScore, Round, ScoreSheet

CHANGED = "sheets_changed"  # the session's note of the sheets changed in the flush under way


def store_figures(
    s: Session, comp: Competition, table: DeskTable, row: ScoreSheet, *, new: bool = False
) -> None:
    """Keep the sheet's per-entrant figures in step with its result: present while it is confirmed. A ``new``
    sheet (stored in this flush) has none to replace."""
    if not new:
        s.execute(delete(EntrantScore).where(EntrantScore.sheet_id == row.id))
    rows = [
        {"competition_id": comp.id, "sheet_id": row.id, **figures}
        for figures in figure_rows(s, comp, table, row.status, row.result)
    ]
    if rows:  # plain inserts: written here, within the flush, never read back as objects
        s.connection().execute(insert(EntrantScore.metadata.tables["entrant_score"]), rows)


def figure_rows(
    s: Session, comp: Competition, table: DeskTable, status: str, result: dict[str, Any]
) -> list[dict[str, Any]]:
    """The per-entrant figures of a sheet with this status and result at the table (none unless confirmed):
    ``entrant``, ``master``, ``bonus``, ``score`` and ``won`` of each row :func:`store_figures` writes."""
    if status != SheetStatus.CONFIRMED:
        return []
    figures = find_game(comp.game).entrant_figures(result)
    seats = seated(s, table)[1] if any(is_side(f[0]) for f in figures) else ()
    return [
        {
            "entrant": name,
            "master": master,
            "bonus": bonus,
            "score": score,
            "won": won,
        }
        for entrant, master, bonus, score, won in figures
        for name in (
            [player for _, player, group in seats if group == entrant and player]
            if is_side(entrant)
            else [entrant]
        )
    ]


def _note_changed_sheets(session: Session, _context: Any, _instances: Any) -> None:
    changed = session.info.setdefault(CHANGED, {})  # sheet -> stored for the first time in this flush
    for obj in list(session.new) + list(session.dirty):
        if isinstance(obj, ScoreSheet) and (
            obj in session.new
            or inspect(obj).attrs.result.history.has_changes()
            or inspect(obj).attrs.status.history.has_changes()
        ):
            changed[obj] = obj in session.new


def _sheets_changed(session: Session, _context: Any) -> None:
    for row, new in session.info.pop(CHANGED, {}).items():
        if row.id is None or inspect(row).deleted or inspect(row).detached:
            continue
        table = session.get(DeskTable, row.table_id)
        rnd = session.get(Round, table.round_id) if table is not None else None
        comp = session.get(Competition, rnd.competition_id) if rnd is not None else None
        if comp is not None and table is not None:
            store_figures(session, comp, table, row, new=new)


def keep_figures(factory: sessionmaker[Session]) -> None:
    """Have every session of ``factory`` rewrite the figures of the sheets it changes, at each flush (once per
    factory, however many desks share it)."""
    # marked on the factory itself: SQLAlchemy's registry is keyed by the id of the factory's session class, and a
    # new factory's class can take the id of a collected one whose entry was never cleared, so asking the
    # registry (event.contains) could answer yes for a factory that has no listener
    if getattr(factory, "_keeps_figures", False):
        return
    event.listen(factory, "before_flush", _note_changed_sheets)
    event.listen(factory, "after_flush_postexec", _sheets_changed)
    factory._keeps_figures = True  # type: ignore[attr-defined]
