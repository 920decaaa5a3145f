"""The event as a batch of registrations sees it (``registration_batch``): read once, at the start, as plain
rows (no ORM objects: an event may hold thousands of players, and a batch only compares against them).

A *known player* is one already in the event; the *team key* of a team is its name's key (any case, any
script: :func:`~cardnight_desk.domain.eligibility.name_key`), unique in its competition.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from typing import NamedTuple

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import event_row
from cardnight_desk.services.registration_model import entry_rules
from cardnight_desk.store.models import Membership, Player, Registration, Team


class KnownPlayer(NamedTuple):
    id: int
    number: int
    name: str
    born: dt.date | None
    phone: str
    email: str
    notes: str
    eligible: bool


@dataclass
class EventSnapshot:
    """The event as it is, read once for the whole batch."""

    event_id: int
    event_date: dt.date
    comps: dict[str, tuple[int, el.EntryRules]]  # by competition name
    people: dict[tuple[str, dt.date | None], KnownPlayer]  # (name key, born) -> the player
    by_number: dict[int, KnownPlayer]
    by_name: dict[str, list[KnownPlayer]]  # name key -> the players of that name, by number
    registered: set[tuple[int, int]]  # (player id, competition id)
    team_of: dict[tuple[int, int], str]  # (player id, competition id) -> team name
    teams: dict[
        tuple[int, str], tuple[int, str, list[int]]
    ]  # (competition id, team key) -> id, name, players
    players: dict[int, int] = field(default_factory=dict)  # competition id -> registered players
    team_count: dict[int, int] = field(default_factory=dict)


def snapshot(s: Session) -> EventSnapshot:
    ev = event_row(s)
    comps = {c.name: (c.id, entry_rules(c)) for c in ev.competitions}
    columns = (Player.id, Player.number, Player.name, Player.born, Player.phone, Player.email, Player.notes)
    people = [
        KnownPlayer(*row[:-1], bool(row[-1]))
        for row in s.execute(
            select(*columns, Player.eligible).where(Player.event_id == ev.id).order_by(Player.number)
        )
    ]
    ids = {c_id for c_id, _ in comps.values()}
    registered = {
        (pid, cid)
        for pid, cid in s.execute(select(Registration.player_id, Registration.competition_id))
        if cid in ids
    }
    teams: dict[tuple[int, str], tuple[int, str, list[int]]] = {}
    team_of: dict[tuple[int, int], str] = {}
    for tid, cid, name, pid in s.execute(
        select(Team.id, Team.competition_id, Team.name, Membership.player_id)
        .join(Membership, Membership.team_id == Team.id)
        .order_by(Team.id, Membership.position)
    ):
        if cid in ids:
            teams.setdefault((cid, el.name_key(name)), (tid, name, []))[2].append(pid)
            team_of[(pid, cid)] = name
    by_name: dict[str, list[KnownPlayer]] = {}
    for p in people:
        by_name.setdefault(el.name_key(p.name), []).append(p)
    known = EventSnapshot(
        ev.id,
        ev.date,
        comps,
        {(el.name_key(p.name), p.born): p for p in people},
        {p.number: p for p in people},
        by_name,
        registered,
        team_of,
        teams,
    )
    for _, cid in registered:
        known.players[cid] = known.players.get(cid, 0) + 1
    for cid, _ in teams:
        known.team_count[cid] = known.team_count.get(cid, 0) + 1
    return known
