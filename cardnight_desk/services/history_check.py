"""Checking the event's history whole (EV-4), as every reader of it reads it.

The history is read the way the History tab, the ``history`` command and the undo read it: the whole table,
every row whatever event it names, by id (``domain/history_chain.py`` checks each change's number, hash and
event as it comes). Beside the chain, the check weighs:

- the *head* kept with the event, read after the changes (a change committed by another desk meanwhile is read
  too, never taken for a change added outside the desk);
- the *witnesses*: every backup in the event's own backups folder (``store.backup.backup_folder``) and any
  backup file named, each read through its own file (``store/witnesses.py``); a backup of another event
  witnesses nothing;
- the *made rows*: the event, its competitions, players, teams, score sheets and penalties as they are now, read
  before the changes (a row made meanwhile comes with its change, read after it); each must have the change
  that made it;
- the event's store holds one event: the first by id is the one every reader takes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.history_chain import CONTENT, ChainCheck, MadeRow, Verdict, Witness
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.backup import list_backups
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Event,
    History,
    Penalty,
    Player,
    Round,
    ScoreSheet,
    Team,
)
from cardnight_desk.store.witnesses import BackupHead, NotReadable, backup_head, when

_READ = [getattr(History, key) for key in ("id", "event_id", *CONTENT, "prev_hash", "hash")]


@dataclass(frozen=True)
class _Backup:
    witness: Witness
    head: BackupHead


def _backup(name: str, path: Path) -> _Backup:
    head = backup_head(path)
    return _Backup(Witness(name, head.seq, head.hash), head)


def _backups(desk, named: Iterable[Path]) -> list[_Backup]:
    """The witnesses: the event's own backups (one that cannot be read is passed over) and the files named
    (one that cannot be read is refused)."""
    found = []
    for path in list_backups(desk.store):
        try:
            found.append(_backup(f"the backup {path.name}", path))
        except NotReadable:
            continue
    for path in map(Path, named):
        try:
            found.append(_backup(f"the backup {path}", path))
        except NotReadable as err:
            raise Refusal(
                f"'{path}' cannot witness the history: it is not a backup of an event ({err})"
            ) from None
    return [b for b in found if b.head.seq > 0]


def _made_rows(s: Session) -> Iterator[MadeRow]:
    """The rows a change made, as they are now, each named as the desk names it."""
    for ev_id, name in s.execute(select(Event.id, Event.name)):
        yield MadeRow("event", ev_id, f"'{name}'")
    for comp_id, name in s.execute(select(Competition.id, Competition.name)):
        yield MadeRow("competition", comp_id, f"'{name}'")
    for player_id, number, name in s.execute(select(Player.id, Player.number, Player.name)):
        yield MadeRow("player", player_id, f"{number} ({name})")
    teams = select(Team.id, Team.name, Competition.name).join(
        Competition, Team.competition_id == Competition.id
    )
    for team_id, name, comp in s.execute(teams):
        yield MadeRow("team", team_id, f"'{name}' of {comp}")
    sheets = (
        select(ScoreSheet.id, Competition.name, Round.number, DeskTable.label)
        .join(DeskTable, ScoreSheet.table_id == DeskTable.id)
        .join(Round, DeskTable.round_id == Round.id)
        .join(Competition, Round.competition_id == Competition.id)
    )
    for sheet_id, comp, number, label in s.execute(sheets):
        yield MadeRow("score_sheet", sheet_id, f"of {comp} round {number} table {label}")
    penalties = select(Penalty.id, Penalty.points, Penalty.rule, Competition.name).join(
        Competition, Penalty.competition_id == Competition.id
    )
    for penalty_id, points, rule, comp in s.execute(penalties):
        yield MadeRow("penalty", penalty_id, f"of {points} points (rule {rule}) in {comp}")


def check_history(desk, named: Iterable[Path] = (), read_at_once: int = 100) -> Verdict:
    """The whole history checked: its chain read as every reader reads it (``read_at_once`` changes at a time),
    against the head, the witnesses (the event's own backups, and the backups ``named``) and the rows the
    changes made."""
    backups = _backups(desk, named)
    with desk.store.session() as s:
        made = list(_made_rows(s))  # first: a row made from here on is read with its change
        events = s.execute(select(Event.id, Event.created_at).order_by(Event.id)).all()
        if not events:
            return Verdict(False, 0, None, "the event's store holds no event")
        event = events[0]  # the one every reader takes
        check = ChainCheck(event.id, frozenset({1, *(b.witness.seq for b in backups)}))
        last_id = 0
        while (
            True
        ):  # the head is read after the changes: a change committed meanwhile is read by another turn
            query = select(*_READ).where(History.id > last_id).order_by(History.id)
            read = 0
            for row in s.execute(query.execution_options(yield_per=read_at_once)):  # checked as they are read
                check.read(row._asdict())
                last_id, read = row.id, read + 1
            head = s.execute(select(Event.history_seq, Event.history_head).where(Event.id == event.id)).one()
            if head.history_seq <= check.end or read == 0:
                break
        created, first = when(event.created_at), check.seen.get(1)
        witnesses = [b.witness for b in backups if b.head.first == first or b.head.created_at == created]
        return check.verdict(head.history_seq, head.history_head, witnesses, made, len(events))
