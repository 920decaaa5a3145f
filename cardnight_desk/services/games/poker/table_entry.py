"""Table entry at poker: each player at a poker table reports the table's busts on a phone, and the desk records
what two of them agree on.

Words as in :mod:`cardnight_desk.services.table_entry`, and:

- a *side* is a player seated at the table; their *link* (``/entry/TOKEN``) is valid while they sit at that
  table. A player moved to another table (ruling PK-4) gets a new link there; a player who is out keeps theirs
  to see their bust, and it takes no more reports (409).
- a *report* (:mod:`~cardnight_desk.domain.games.poker.table_report`) names the table's players out in one hand.
  A side's report counts while every player it names is still in: once the desk records their bust (from the
  phones or at its own bust form) the report has done its work, and a bust the desk takes back does not bring
  the reports made before it back.
- *agreement*: two sides of the table reported the same bust (the same digest). The desk records it with one
  click (:func:`record_agreed`), or it is recorded at once when the competition's ``table_entry`` setting is
  ``confirm_when_agreed``. Reports that differ are shown to the desk side by side.

A freezeout is played as one round: its links are those of round 1.
"""

from __future__ import annotations

import copy
import datetime as dt
import secrets
from collections import Counter
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from cardnight_desk.domain.games.poker.balance import table_order
from cardnight_desk.domain.games.poker.freezeout import Freezeout
from cardnight_desk.domain.games.poker.game import GAME as POKER
from cardnight_desk.domain.games.poker.table_report import (
    REPORT,
    TableBust,
    blank_report,
    read_report,
    report_players,
)
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.entry_links import (
    CONFIRM_WHEN_AGREED,
    OFF,
    SETTING,
    TOKEN_BYTES,
    RoundLinks,
    SideLink,
    TableLinks,
)
from cardnight_desk.services.errors import Conflict, NotFound, Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.games.poker.desk import BACK_IN, UNDO_BUST, PokerDesk
from cardnight_desk.services.games.poker.state import FreezeoutState
from cardnight_desk.services.games.poker.views import PokerView
from cardnight_desk.services.history import record
from cardnight_desk.services.table_entry import (
    AGREED,
    CONFIRMED,
    DIFFERS,
    OPEN,
    WAITING,
    EntryClosed,
    EntryOutcome,
    EntryRefused,
    EntryView,
    SideEntry,
    digest_of,
    link_of,
    store_entry,
    table_entry_who,
)
from cardnight_desk.store.models import Competition, EntryLink, History, TableEntry

ROUND = 1  # a freezeout is one round


@dataclass(frozen=True)
class TableReports:
    """A poker table whose players reported a bust, as the desk sees it."""

    table: str
    status: str  # WAITING, DIFFERS or AGREED
    sides: tuple[str, ...]  # the players seated at the table, in seat order
    entries: tuple[SideEntry, ...]  # each side's report that still counts, in seat order
    differences: tuple[str, ...] = ()  # where two reports differ (DIFFERS)
    agreed: dict[str, Any] | None = None  # the report two sides agree on (AGREED)
    agreed_by: tuple[str, ...] = ()  # the sides that reported it


@dataclass
class _Link:
    link: EntryLink
    comp: Competition
    game: Freezeout
    setting: str
    sides: tuple[str, ...]  # the table's players now

    @property
    def table(self) -> str:
        assert self.link.poker_table is not None
        return self.link.poker_table

    @property
    def where(self) -> str:
        return f"{self.comp.name} table {self.table}"

    @property
    def out(self) -> bool:
        """The link's player is out (their bust recorded from this table)."""
        return self.link.side not in self.sides


def is_poker(comp: Competition) -> bool:
    return comp.game == POKER.id


def _seated(game: Freezeout) -> dict[str, tuple[str, ...]]:
    """Each table's players now, in seat order, the tables in their order."""
    if game.seating is None:
        return {}
    tables = game.seating.tables
    return {name: tuple(tables[name].players) for name in sorted(tables, key=table_order)}


# --- links -----------------------------------------------------------------------------------------------------
def poker_links(desk: Desk, competition: str) -> RoundLinks:
    """Each seated player's link at each table, made in one transaction for those who have none yet."""
    try:
        return _poker_links(desk, competition)
    except IntegrityError:  # another desk made some of the same links a moment ago: read them
        return _poker_links(desk, competition)


def _poker_links(desk: Desk, competition: str) -> RoundLinks:
    kept = FreezeoutState()
    with desk.store.session() as s:
        comp = kept.competition(s, competition)
        seated = _seated(kept.load(s, comp).state.game)
        if not seated:
            raise NotFound(f"the seats of '{comp.name}' have not been drawn yet")
        made = {
            (link.poker_table, link.side): link.token
            for link in s.scalars(select(EntryLink).where(EntryLink.competition_id == comp.id))
        }
        tables = []
        for table, players in seated.items():
            sides = []
            for player in players:
                token = made.get((table, player))
                if token is None:
                    token = secrets.token_urlsafe(TOKEN_BYTES)
                    s.add(EntryLink(competition_id=comp.id, poker_table=table, side=player, token=token))
                sides.append(SideLink(player, token))
            tables.append(TableLinks(table, tuple(sides)))
        return RoundLinks(comp.name, ROUND, tuple(tables))


# --- a link's page ---------------------------------------------------------------------------------------------
def _found(s: Session, token: Any) -> _Link | None:
    """The poker link of ``token`` while its player sits at its table, or is out from it, and the competition's
    setting is not off; otherwise None."""
    link = link_of(s, token)
    if link is None or link.poker_table is None or link.competition_id is None:
        return None
    comp = s.get(Competition, link.competition_id)
    if comp is None or not is_poker(comp):
        return None
    setting = str(competition_info(comp).settings.get(SETTING, OFF))
    if setting == OFF:
        return None
    game = FreezeoutState().load(s, comp).state.game
    sides = _seated(game).get(link.poker_table, ())
    out_here = game.bust_seats.get(link.side, ("",))[0] == link.poker_table
    if link.side not in sides and not out_here:
        return None
    return _Link(link, comp, game, setting, sides)


def _entries(s: Session, found: _Link) -> dict[str, TableEntry]:
    """Each seated side's latest report at the link's table while it still counts."""
    latest = _latest(s, found.comp.id, found.table).get(found.table, {})
    return _counting(latest, found.sides, found.game, _back_in(s, found.comp))


def _back_in(s: Session, comp: Competition) -> dict[str, dt.datetime]:
    """When each player whose bust the desk took back came back in (the latest time): a report of their bust
    made before then no longer counts."""
    query = (
        select(History.at, History.after)
        .where(
            History.event_id == comp.event_id,
            History.action == UNDO_BUST,
            History.entity == "competition",
            History.entity_id == comp.id,
        )
        .order_by(History.id)
    )
    return {player: at for at, after in s.execute(query) for player in (after or {}).get(BACK_IN, [])}


def _latest(s: Session, competition_id: int, table: str | None = None) -> dict[str, dict[str, TableEntry]]:
    """Each side's latest report at each table of the competition (at ``table`` alone when given), in one
    query: {table: {side: entry}}."""
    query = (
        select(EntryLink.poker_table, EntryLink.side, TableEntry)
        .join(TableEntry, TableEntry.link_id == EntryLink.id)
        .where(EntryLink.competition_id == competition_id)
        .order_by(TableEntry.id)
    )
    if table is not None:
        query = query.where(EntryLink.poker_table == table)
    latest: dict[str, dict[str, TableEntry]] = {}
    for at, side, entry in s.execute(query):
        latest.setdefault(str(at), {})[side] = entry
    return latest


def _counting(
    latest: dict[str, TableEntry], sides: tuple[str, ...], game: Freezeout, back_in: dict[str, dt.datetime]
) -> dict[str, TableEntry]:
    """The reports of the sides seated at the table that still count: every player they name is still in, and
    was not brought back in (a bust taken back) after the report was made."""
    remaining = set(game.tournament.remaining())

    def counts(entry: TableEntry) -> bool:
        named = report_players(entry.sheet)
        return all(p in remaining and (p not in back_in or back_in[p] < entry.at) for p in named)

    return {side: entry for side, entry in latest.items() if side in sides and counts(entry)}


def _agreement(
    entries: dict[str, TableEntry], sides: tuple[str, ...]
) -> tuple[str, str | None, tuple[str, ...]]:
    """Where the table's reports stand: (WAITING, DIFFERS or AGREED; the agreed digest; the paths where two
    reports differ)."""
    from cardnight_desk.services.double_entry import differences

    counts = Counter(e.digest for e in entries.values())
    if not counts:
        return WAITING, None, ()
    digest, most = counts.most_common(1)[0]
    if most >= 2:
        return AGREED, digest, ()
    if len(entries) < 2:
        return WAITING, None, ()
    ordered = [entries[side] for side in sides if side in entries]
    return DIFFERS, None, tuple(d.path for d in differences(ordered[0].sheet, ordered[1].sheet))


def _side_status(found: _Link, entries: dict[str, TableEntry]) -> str:
    mine = entries.get(found.link.side)
    if mine is None:
        return OPEN
    status, digest, _ = _agreement(entries, found.sides)
    if status == AGREED:
        return AGREED if digest == mine.digest else DIFFERS
    return status


def _own_bust(found: _Link) -> dict[str, Any]:
    """The report of the link's player's own bust, as recorded."""
    bust = next(b for b in found.game.tournament.busts if b.player == found.link.side)
    line: dict[str, Any] = {"player": bust.player}
    line |= {"hand": bust.hand} if bust.hand is not None else {}
    line |= {"start_chips": bust.start_chips} if bust.start_chips is not None else {}
    return {"game": REPORT.game, "busts": [line]}


def entry_view(desk: Desk, token: str) -> EntryView | None:
    """What a poker player's link shows: the table, its players, the report to fill in and where it stands; for
    a player who is out, their bust as recorded. None for a token that leads nowhere."""
    with desk.store.session() as s:
        found = _found(s, token)
        if found is None:
            return None
        entries = _entries(s, found)
        mine = entries.get(found.link.side)
        sides = found.sides if not found.out else (*found.sides, found.link.side)
        return EntryView(
            found.comp.name,
            ROUND,
            found.table,
            found.link.side,
            sides,
            POKER.id,
            REPORT.game,
            REPORT.to_json(),
            blank_report(),
            CONFIRMED if found.out else _side_status(found, entries),
            None if mine is None else mine.sheet,
            _own_bust(found) if found.out else None,
            found.setting,
        )


def _read(found: _Link, report: Any) -> TableBust:
    """The bust the report gives, or :class:`EntryRefused` with every problem (each with its path)."""
    read = read_report(report, found.table, found.sides, found.game.tournament)
    if isinstance(read, TableBust):
        return read
    errors = [{"path": e.path, "message": e.message} for e in read]
    raise EntryRefused.counted(f"the report for table {found.table}", errors)


def check_entry(desk: Desk, token: str, report: Any) -> list[dict[str, str]]:
    """The problems found with ``report`` for the link's table, as it is typed (nothing stored)."""
    with desk.store.session() as s:
        found = _found(s, token)
        if found is None:
            raise NotFound("this entry link leads nowhere")
        if found.out:
            return []
        try:
            _read(found, report)
        except EntryRefused as err:
            return list(err.errors)
        return []


def _recorded(found: _Link, report: Any) -> bool:
    """The report names players whose bust is recorded already (a retry after the desk recorded it)."""
    named = report_players(report)
    out = {b.player for b in found.game.tournament.busts}
    return bool(named) and all(isinstance(p, str) and p in out for p in named)


def submit_entry(desk: Desk, token: str, report: Any, address: str) -> EntryOutcome:
    """Store a player's report (once: the same report posted again is not stored twice) and say where the
    table's reports stand; when a second side joins a report, record the agreement, and the bust if the setting
    says so."""
    with desk.store.session() as s:
        found = _open_link(s, token, report)
        side = found.link.side
        digest = digest_of(report)
        entries = _entries(s, found)
        before = sum(e.digest == digest for e in entries.values())  # the sides that sent this report before
        new = side not in entries or entries[side].digest != digest
        if new:
            summary = f"{found.where}: {side} reported a bust"
            store_entry(s, found.comp.event_id, found.link, report, digest, address, summary)
            # the history's write took the event's lock: the tournament and the other reports are read as they
            # stand now (a bust recorded meanwhile is not told to a phone as agreed)
            s.expire_all()
            found = _open_link(s, token, report)
            entries = _entries(s, found)
        status, agreed, paths = _agreement(entries, found.sides)
        if status == AGREED and agreed != digest:
            status = DIFFERS  # two others agree on another report
        agreed_by = tuple(side for side in found.sides if side in entries and entries[side].digest == agreed)
        if new and status == AGREED and before < 2:  # this report has just got its second side
            record(
                s,
                found.comp.event_id,
                table_entry_who(agreed_by),
                "table_entry.agreed",
                "competition",
                found.comp.id,
                f"{found.where}: {', '.join(agreed_by)} reported the same bust",
                None,
                {"table": found.table, "sides": list(agreed_by), "report": report, "digest": digest},
            )
        competition, table, confirm = found.comp.name, found.table, found.setting == CONFIRM_WHEN_AGREED
    if status == AGREED and confirm:
        who = copy.copy(desk)
        who.who = table_entry_who(agreed_by)
        try:
            record_agreed(who, competition, table, digest)
        except Refusal:
            pass  # recorded a moment ago (the other side's phone), or the tournament moved on: the desk sees it
    return EntryOutcome(status, paths if status == DIFFERS else ())


def _open_link(s: Session, token: str, report: Any) -> _Link:
    """The link of ``token``, while it takes ``report``: :class:`NotFound` for a link that leads nowhere,
    :class:`EntryClosed` for a player who is out or a bust recorded already, :class:`EntryRefused` with the
    problems of a report the table and the tournament refuse."""
    found = _found(s, token)
    if found is None:
        raise NotFound("this entry link leads nowhere")
    if found.out:
        raise EntryClosed(f"{found.link.side} is out: this link takes no more reports")
    if _recorded(found, report):
        raise EntryClosed("this bust is recorded already")
    _read(found, report)
    return found


# --- the desk --------------------------------------------------------------------------------------------------
def table_reports(desk: Desk, competition: str) -> dict[str, TableReports]:
    """The reports of each table where a seated player reported a bust that still counts, by table (read in
    one query, however many tables)."""
    kept = FreezeoutState()
    with desk.store.session() as s:
        comp = kept.competition(s, competition)
        game = kept.load(s, comp).state.game
        latest, back_in = _latest(s, comp.id), _back_in(s, comp)
        out = {}
        for table, sides in _seated(game).items():
            entries = _counting(latest.get(table, {}), sides, game, back_in)
            if not entries:
                continue
            status, digest, paths = _agreement(entries, sides)
            by = tuple(side for side in sides if side in entries and entries[side].digest == digest)
            shown = tuple(
                SideEntry(side, e.sheet, e.address, e.at) for side in sides if (e := entries.get(side))
            )
            agreed = entries[by[0]].sheet if by else None
            out[table] = TableReports(table, status, sides, shown, paths, agreed, by)
        return out


def record_agreed(desk: Desk, competition: str, table: str, digest: str | None = None) -> PokerView:
    """Record the bust the table's sides agree on (the one of ``digest``, when given: the one the desk showed),
    in the desk's name; returns the tournament as it stands then."""
    reports = table_reports(desk, competition).get(str(table))
    if reports is None or reports.agreed is None:
        raise Refusal(f"no two players at table {table} agree on a bust")
    if digest is not None and digest_of(reports.agreed) != digest:
        raise Conflict(f"the reports of table {table} changed since they were shown: look again")
    busts = reports.agreed["busts"]
    chips = {b["player"]: b.get("start_chips") for b in busts}
    return PokerDesk(desk, competition).bust(
        chips, busts[0].get("hand"), why=f"agreed at table {table} by {', '.join(reports.agreed_by)}"
    )
