"""Table entry: each side of a table enters its own score sheet on a phone, and the desk confirms what they agree.

Words used here:

- *side*: one of the names a table's sheet scores, as drawn, in seating order: a team, or a player at a rummy
  table or a Bukharo table of individuals (the table's entrants, :mod:`~cardnight_desk.services.seats`).
- *link*: a side's private address for its table in its round, ``/entry/TOKEN``
  (:mod:`~cardnight_desk.services.entry_links`, whose names this module gives too: ``round_links``...).
- *entry*: a sheet a side posted through its link, stored once the rules accepted it, with the *digest* of its
  canonical JSON (a double tap posts the same digest again: stored once). A side's entry is its latest.
- *state* of a table (what the score desk reads, :func:`table_states`): each side's entry, with when and from
  where it came, and where they stand (WAITING, DIFFERS with the paths, AGREED, or CONFIRMED by the desk).
- *agreement*: every side of the table has entered, and their entries are the same sheet
  (:func:`~cardnight_desk.services.double_entry.differences` finds none). The agreed sheet is stored as a draft
  for the desk to confirm, or confirmed at once when the competition's ``table_entry`` setting is
  ``confirm_when_agreed``; a draft typed at the desk is never replaced by the phones (the desk wins).
"""

from __future__ import annotations

import copy
import datetime as dt
import hashlib
import json
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import find_game
from cardnight_desk.domain.games.base import Game
from cardnight_desk.services import scores
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.entry_links import CONFIRM_WHEN_AGREED as CONFIRM_WHEN_AGREED
from cardnight_desk.services.entry_links import OFF as OFF
from cardnight_desk.services.entry_links import ON as ON
from cardnight_desk.services.entry_links import SETTING as SETTING
from cardnight_desk.services.entry_links import RoundLinks as RoundLinks
from cardnight_desk.services.entry_links import SideLink as SideLink
from cardnight_desk.services.entry_links import TableLinks as TableLinks
from cardnight_desk.services.entry_links import links_by_table as links_by_table
from cardnight_desk.services.entry_links import offers_table_entry
from cardnight_desk.services.entry_links import round_links as round_links
from cardnight_desk.services.entry_links import table_entry_on as table_entry_on
from cardnight_desk.services.errors import Conflict, NotFound, Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.history import record
from cardnight_desk.services.seats import seated, seated_at
from cardnight_desk.services.sheet_check import check_table_sheet
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.services.tables import UNDRAWN
from cardnight_desk.store.models import Competition, DeskTable, EntryLink, Round, ScoreSheet, TableEntry

# where a table's sheet stands for its sides: this side has not entered ("open"), another side has not
# (WAITING), the entries differ, they agree, or the desk confirmed the sheet
OPEN, WAITING, DIFFERS, AGREED, CONFIRMED = "open", "waiting", "differs", "agreed", "confirmed"

TABLE_ENTRY_WHO = "table entry: "  # who the history and a stored sheet name, before the sides' names
MAX_WHO = 100  # the longest name the history and a sheet's ``entered_by`` keep
NO_PENALTY = (
    "a penalty is given only by a judge at the desk (EV-4): a sheet entered at the table carries none"
)


class EntryRefused(Refusal):
    """The rules refuse the sheet: ``errors`` lists each problem with its path, as ``cardnight-desk score``
    gives them."""

    @classmethod
    def counted(cls, what: str, errors: list[dict[str, str]]) -> EntryRefused:
        """The refusal of ``what`` ("the sheet for table 3"), saying how many problems it has."""
        many = f"{len(errors)} problem{'s' if len(errors) > 1 else ''}"
        return cls(f"{what} is not valid ({many})", errors)


class EntryClosed(Refusal):
    """The table's sheet is confirmed already: its links take no more entries."""


@dataclass(frozen=True)
class EntryView:
    competition: str
    round: int
    table: str
    side: str
    sides: tuple[str, ...]
    game: str  # the game's id
    kind: str  # the id of the sheet kind the table hands in (what `score` reads for it)
    description: dict[str, Any] | None  # the game's SheetDescription.to_json(), None when it has none
    template: dict[str, Any]  # a blank sheet for this table with its sides filled in
    status: str  # OPEN, WAITING, DIFFERS, AGREED or CONFIRMED
    entered: dict[str, Any] | None  # this side's latest entry
    confirmed: dict[str, Any] | None  # the confirmed sheet, once confirmed
    setting: str  # the competition's table_entry setting


@dataclass(frozen=True)
class EntryOutcome:
    status: str  # WAITING, DIFFERS or AGREED
    differences: tuple[str, ...] = ()  # the dotted paths where the sides' entries differ

    def to_json(self) -> dict[str, Any]:
        if self.status == DIFFERS:
            return {"status": self.status, "fields": list(self.differences)}
        return {"status": self.status}


@dataclass
class _Link:
    """A link found by its token, with its table, round and competition (rows of the caller's session)."""

    link: EntryLink
    table: DeskTable
    rnd: Round
    comp: Competition
    game: Game
    setting: str
    sides: tuple[str, ...]

    @property
    def where(self) -> str:
        return f"{self.comp.name} round {self.rnd.number} table {self.table.label}"


def digest_of(sheet: Any) -> str:
    """The sha256 of a sheet as canonical JSON (keys sorted, no spaces): the same sheet, the same digest."""
    text = json.dumps(sheet, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def link_of(s: Session, token: Any) -> EntryLink | None:
    """The link whose token ``token`` is (whatever a phone sent as one), or None."""
    if not isinstance(token, str) or not token or len(token) > 64:
        return None
    return s.scalars(select(EntryLink).where(EntryLink.token == token)).first()


def _found(s: Session, token: Any) -> _Link | None:
    """The link of ``token``, while its table is drawn, its side seated there and its competition's setting is
    not off; otherwise None."""
    link = link_of(s, token)
    # none, or a poker player's (services/games/poker/table_entry.py)
    if link is None or link.table_id is None:
        return None
    table = s.get(DeskTable, link.table_id)
    rnd = s.get(Round, table.round_id, options=UNDRAWN) if table is not None else None
    comp = s.get(Competition, rnd.competition_id) if rnd is not None else None
    if table is None or rnd is None or comp is None or not offers_table_entry(comp):
        return None
    setting = str(competition_info(comp).settings.get(SETTING, OFF))
    sides = seated(s, table)[0]
    if setting == OFF or link.side not in sides:
        return None
    return _Link(link, table, rnd, comp, find_game(comp.game), setting, sides)


def _entries(s: Session, table_id: int) -> dict[str, TableEntry]:
    """Each side's latest entry at the table, by side."""
    query = (
        select(EntryLink.side, TableEntry)
        .join(TableEntry, TableEntry.link_id == EntryLink.id)
        .where(EntryLink.table_id == table_id)
        .order_by(TableEntry.id)
    )
    return {side: entry for side, entry in s.execute(query)}


def _confirmed(s: Session, table_id: int) -> ScoreSheet | None:
    row = s.scalars(select(ScoreSheet).where(ScoreSheet.table_id == table_id)).first()
    return row if row is not None and row.status == SheetStatus.CONFIRMED else None


def _agreement(entries: dict[str, TableEntry], sides: tuple[str, ...]) -> EntryOutcome:
    """Where the sides' latest entries stand: one missing, where they differ, or agreed."""
    # imported here: the Draws area shows the links from this module and never compares sheets
    from cardnight_desk.services.double_entry import differences

    if any(side not in entries for side in sides):
        return EntryOutcome(WAITING)
    first = entries[sides[0]].sheet
    paths: list[str] = []
    for side in sides[1:]:
        paths += [d.path for d in differences(first, entries[side].sheet) if d.path not in paths]
    return EntryOutcome(DIFFERS, tuple(paths)) if paths else EntryOutcome(AGREED)


def _template(game: Game, kind: str, sides: tuple[str, ...]) -> dict[str, Any]:
    """A blank sheet of ``kind`` naming the table's sides (where the game's blank names ``Team A``...)."""
    description = game.sheet_description()
    if description is not None:
        return replace(description, blank_sides=sides).blank() | {"game": kind}
    return game.sheet_template(kind)


def entry_view(desk: Desk, token: str) -> EntryView | None:
    """What a side's link shows: the table, its sides, the game's sheet to fill in, and where the sheet stands;
    None for a token that leads nowhere (unknown, its round drawn again, or table entry off)."""
    with desk.store.session() as s:
        found = _found(s, token)
        if found is None:
            return None
        entries, confirmed = _entries(s, found.table.id), _confirmed(s, found.table.id)
        side = found.link.side
        if confirmed is not None:
            status = CONFIRMED
        elif side not in entries:
            status = OPEN
        else:
            status = _agreement(entries, found.sides).status
        description = found.game.sheet_description()
        kind = found.game.table_kinds[0]
        mine = entries.get(side)
        return EntryView(
            found.comp.name,
            found.rnd.number,
            found.table.label,
            side,
            found.sides,
            found.game.id,
            kind,
            None if description is None else description.to_json(),
            _template(found.game, kind, found.sides),
            status,
            None if mine is None else mine.sheet,
            None if confirmed is None else confirmed.sheet,
            found.setting,
        )


def _errors(s: Session, found: _Link, sheet: Any) -> list[dict[str, str]]:
    """Every problem the rules find with the sheet at this table, and every penalty written on it (a judge's
    alone to give)."""
    try:
        check_table_sheet(s, found.comp, found.table, sheet, entering=True)
        errors: list[dict[str, str]] = []
    except Refusal as err:
        errors = list(err.errors) or [{"path": "(sheet)", "message": err.message}]
    if isinstance(sheet, dict):
        flagged = {e.get("path") for e in errors}
        errors += [
            {"path": p.path, "message": NO_PENALTY}
            for p in found.game.sheet_penalties(sheet)
            if p.path not in flagged
        ]
    return errors


def check_entry(desk: Desk, token: str, sheet: Any) -> list[dict[str, str]]:
    """The problems the rules find with ``sheet`` for the link's table, as they are typed (nothing stored)."""
    with desk.store.session() as s:
        found = _found(s, token)
        if found is None:
            raise NotFound("this entry link leads nowhere")
        return _errors(s, found, sheet)


def table_entry_who(sides: tuple[str, ...]) -> str:
    """Who the history names for an entry or an agreement: "table entry: " and the sides, cut to fit."""
    who = TABLE_ENTRY_WHO + ", ".join(sides)
    return who if len(who) <= MAX_WHO else who[: MAX_WHO - 1] + "…"


def submit_entry(desk: Desk, token: str, sheet: Any, address: str) -> EntryOutcome:
    """Store a side's sheet (once: the same sheet posted again is not stored twice) and say where the table's
    sheet stands. When every side has entered the same sheet it is stored as a draft for the desk (confirmed
    when the setting is ``confirm_when_agreed``), unless the desk typed a draft of its own."""
    with desk.store.session() as s:
        found = _found(s, token)
        if found is None:
            raise NotFound("this entry link leads nowhere")
        label, side = found.table.label, found.link.side
        if _confirmed(s, found.table.id) is not None:
            raise EntryClosed(f"table {label}'s sheet is confirmed already")
        errors = _errors(s, found, sheet)
        if errors:
            raise EntryRefused.counted(f"the sheet for table {label}", errors)
        digest = digest_of(sheet)
        entries = _entries(s, found.table.id)
        new = side not in entries or entries[side].digest != digest
        if new:
            _store(s, found, sheet, digest, address)
            # the history's write took the event's lock: the other sides' entries are read as they stand now
            if _confirmed(s, found.table.id) is not None:
                raise EntryClosed(f"table {label}'s sheet is confirmed already")
            entries = _entries(s, found.table.id)
        outcome = _agreement(entries, found.sides)
        if new and outcome.status == AGREED:
            record(
                s,
                found.comp.event_id,
                table_entry_who(found.sides),
                "table_entry.agreed",
                "desk_table",
                found.table.id,
                f"{found.where}: every side entered the same sheet",
                None,
                {"sides": list(found.sides), "digest": digest},
            )
        competition, round_no = found.comp.name, found.rnd.number
        sides, confirm = found.sides, found.setting == CONFIRM_WHEN_AGREED
    if outcome.status == AGREED:
        _keep_agreed(desk, competition, round_no, label, sheet, sides, confirm)
    return outcome


def _store(s: Session, found: _Link, sheet: Any, digest: str, address: str) -> None:
    side = found.link.side
    store_entry(
        s, found.comp.event_id, found.link, sheet, digest, address, f"{found.where}: {side} entered the sheet"
    )


def store_entry(
    s: Session, event_id: int, link: EntryLink, sheet: Any, digest: str, address: str, summary: str
) -> None:
    """Store what a link's side entered, with the change in the history naming the side and the address."""
    entry = TableEntry(link_id=link.id, sheet=sheet, digest=digest, address=str(address)[:100])
    s.add(entry)
    s.flush()
    record(
        s,
        event_id,
        table_entry_who((link.side,)),
        "table_entry.entered",
        "table_entry",
        entry.id,
        f"{summary} from {address}",
        None,
        {"side": link.side, "address": str(address), "digest": digest},
    )


def _keep_agreed(
    desk: Desk, competition: str, round_no: int, table: str, sheet: Any, sides: tuple[str, ...], confirm: bool
) -> None:
    """Store the agreed sheet as the table's draft (or confirmed), in the sides' name: never over a draft the
    desk typed (the desk wins), nor again when it is stored already (a retry)."""
    from cardnight_desk.services.double_entry import differences

    agreed = copy.copy(desk)
    agreed.who = table_entry_who(sides)
    stored = scores.get_sheet(desk, competition, round_no, table)
    try:
        if stored is None:
            scores.enter_sheet(
                agreed, competition, round_no, table, sheet, confirm=confirm, expected_version=0
            )
        elif stored.status == SheetStatus.CONFIRMED or not stored.entered_by.startswith(TABLE_ENTRY_WHO):
            return
        elif differences(stored.sheet, sheet):
            scores.enter_sheet(
                agreed, competition, round_no, table, sheet, confirm=confirm, expected_version=stored.version
            )
        elif confirm:
            scores.confirm_sheet(agreed, competition, round_no, table, expected_version=stored.version)
    except Conflict:
        pass  # another desk (or the other side's phone) saved the table's sheet a moment ago: the desk sees it


@dataclass(frozen=True)
class SideEntry:
    """A side's latest entry, and when and from which address it came."""

    side: str
    sheet: dict[str, Any]
    address: str
    at: dt.datetime


@dataclass(frozen=True)
class TableState:
    """A table whose sides entered its sheet, as the score desk sees it."""

    table: str
    status: str  # WAITING, DIFFERS, AGREED or CONFIRMED (the table's sheet, by the phones or at the desk)
    sides: tuple[str, ...]  # every side of the table, in seating order
    entries: tuple[SideEntry, ...]  # the latest entry of each side that entered, in seating order
    differences: tuple[str, ...] = ()  # the dotted paths where the entries differ
    # agreed, but the table's draft was typed at the desk (kept: the desk wins): where it differs from what the
    # sides agreed on (empty when the draft is theirs, or the same sheet)
    draft_differs: tuple[str, ...] = ()

    def entry(self, side: str) -> SideEntry | None:
        return next((e for e in self.entries if e.side == side), None)


def _states(s: Session, competition: str, round_no: int, label: str | None) -> dict[str, TableState]:
    """The states of the round's tables (of table ``label`` alone when given) that any side entered: their
    entries, sheets and seats in two queries, however many tables the round has."""
    query = (
        select(
            DeskTable.id,
            DeskTable.label,
            EntryLink.side,
            TableEntry,
            ScoreSheet.status,
            ScoreSheet.entered_by,
        )
        .join(Round, Round.id == DeskTable.round_id)
        .join(Competition, Competition.id == Round.competition_id)
        .join(EntryLink, EntryLink.table_id == DeskTable.id)
        .join(TableEntry, TableEntry.link_id == EntryLink.id)
        .outerjoin(ScoreSheet, ScoreSheet.table_id == DeskTable.id)
        .where(Competition.name == competition, Round.number == round_no)
        .order_by(DeskTable.position, TableEntry.id)
    )
    if label is not None:
        query = query.where(DeskTable.label == str(label))
    found: dict[int, tuple[str, dict[str, TableEntry], bool, bool]] = {}
    for table_id, table, side, entry, status, by in s.execute(query):
        desk_draft = status is not None and not (by or "").startswith(TABLE_ENTRY_WHO)
        found.setdefault(table_id, (table, {}, status == SheetStatus.CONFIRMED, desk_draft))[1][side] = entry
    at = seated_at(s, list(found))
    out = {}
    for table_id, (table, entries, confirmed, desk_draft) in found.items():
        sides = at[table_id][0]
        outcome = _agreement(entries, sides)
        shown = tuple(SideEntry(side, e.sheet, e.address, e.at) for side in sides if (e := entries.get(side)))
        draft_differs: tuple[str, ...] = ()
        if desk_draft and not confirmed and outcome.status == AGREED:  # rare: read that draft alone
            from cardnight_desk.services.double_entry import differences

            draft = s.scalars(select(ScoreSheet.sheet).where(ScoreSheet.table_id == table_id)).one()
            draft_differs = tuple(d.path for d in differences(shown[0].sheet, draft))
        out[table] = TableState(
            table,
            CONFIRMED if confirmed else outcome.status,
            sides,
            shown,
            outcome.differences,
            draft_differs,
        )
    return out


def table_states(desk: Desk, competition: str, round_no: int) -> dict[str, TableState]:
    """The state of each table of the round whose sides entered anything, by table label (the others have none)."""
    with desk.store.session() as s:
        return _states(s, competition, round_no, None)


def table_state(desk: Desk, competition: str, round_no: int, table: str) -> TableState | None:
    """The state of one table (None while no side of it entered anything)."""
    with desk.store.session() as s:
        return _states(s, competition, round_no, table).get(str(table))
