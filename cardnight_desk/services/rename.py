"""Renaming the event, a competition, a team or a player: one transaction, kept in the history with the name
before and after, and reaching every view, export and printout.

Every view reads a name from its one row; the documents that name teams and players too (score sheets and
their results, a rummy round's draw, a game's own kept state) are renamed with it in the same transaction
(:mod:`~cardnight_desk.services.rename_documents`). What the history wrote under the old name stays as written.

A new name is checked as registering (or creating the event, adding a competition) checks it, and must be free
in its *scope*:

- a competition's among the event's competitions;
- a team's among its competition's teams;
- a player's among the players of every competition they are in (sheets and draws name players by name), and
  among players born the same day (a player is known by name and date of birth, EV-1).

Names are compared as registration compares people, in any case and script
(:func:`~cardnight_desk.domain.eligibility.name_key`), so ``LIONS`` cannot join ``Lions``; changing only the
case of one's own name is a rename like any other. A player is named by badge number (``#12`` or ``12``) or by
name; a team by name, with its competition when two competitions have a team of that name.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.numbers import typed_number
from cardnight_desk.services.desk import Desk, event_name, locked_event_row
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import competition_name, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.registration_model import PlayerDetails, check_details, player_by_number
from cardnight_desk.services.registration_teams import team_name_errors
from cardnight_desk.services.rename_documents import follow_player_rename, follow_team_rename
from cardnight_desk.store.models import Competition, Event, Player, Registration, Team

KINDS = ("event", "competition", "team", "player")  # what can be renamed
T = TypeVar("T", Team, Player)


@dataclass(frozen=True)
class Renamed:
    """A rename as made: what was renamed, from and to, where, and the score sheets whose names changed."""

    what: str  # one of KINDS
    old: str
    new: str
    competition: str = ""  # a team's competition
    number: int | None = None  # a player's badge number
    sheets: tuple[str, ...] = ()  # the sheet numbers of the score sheets renamed in


def rename(desk: Desk, what: str, old: str, new: str, competition: str | None = None) -> Renamed:
    """Rename one of :data:`KINDS` (the command line's ``rename``): ``old`` is its name now (a player's may be
    a badge number, ``#12``); ``competition`` says whose team or player is meant when the name alone does
    not."""
    if what == "event":
        return rename_event(desk, new, expected=old)
    if what == "competition":
        return rename_competition(desk, old, new)
    if what == "team":
        return rename_team(desk, old, new, competition)
    if what == "player":
        return rename_player(desk, old, new, competition)
    raise Refusal(f"'{what}' cannot be renamed (only {', '.join(KINDS)})")


def _record(
    s: Session, desk: Desk, ev: Event, what: str, row_id: int, summary: str, before: object, after: object
) -> None:
    """Keep the rename of ``what`` (one of :data:`KINDS`) in the history, its names ``before`` and ``after``."""
    record(s, ev.id, desk.who, f"{what}.rename", what, row_id, summary, before, after)


def _named(rows: list[T], name: str, what: str, comp: Competition | None) -> list[T]:
    """The rows called ``name``: exactly so, else in any case; refused when there is none (``what``: "team")."""
    key = el.name_key(name)
    found = [r for r in rows if r.name == name] or [r for r in rows if el.name_key(r.name) == key]
    if not found:
        raise NotFound(f"there is no {what} '{name}'" + (f" in {comp.name}" if comp else " in this event"))
    return found


def _unchanged(old: str, new: str, what: str) -> None:
    if old == new:
        raise Refusal(f"{what} is already called '{new}'; nothing was changed")


# --- the event and its competitions -------------------------------------------------------------------------
def rename_event(desk: Desk, new: str, *, expected: str | None = None) -> Renamed:
    """Rename the event; ``expected`` (when given) is the name it is believed to have now."""
    new = event_name(new)
    with desk.store.session() as s:
        ev = locked_event_row(s)
        old = ev.name
        if expected is not None and el.name_key(expected) != el.name_key(old):
            raise NotFound(f"the event is called '{old}', not '{expected}'")
        _unchanged(old, new, "the event")
        ev.name = new
        _record(s, desk, ev, "event", ev.id, f"Event '{old}' renamed '{new}'", {"name": old}, {"name": new})
        return Renamed("event", old, new)


def rename_competition(desk: Desk, old: str, new: str) -> Renamed:
    new = competition_name(new)
    with desk.store.session() as s:
        ev = locked_event_row(s)
        comp = find_competition(s, old)
        _unchanged(comp.name, new, f"the competition '{comp.name}'")
        for other in ev.competitions:
            if other.id != comp.id and el.name_key(other.name) == el.name_key(new):
                raise Refusal(f"there is already a competition named '{other.name}'")
        was = comp.name
        comp.name = new
        _record(
            s,
            desk,
            ev,
            "competition",
            comp.id,
            f"Competition '{was}' renamed '{new}'",
            {"name": was},
            {"name": new},
        )
        return Renamed("competition", was, new, competition=new)


# --- teams ----------------------------------------------------------------------------------------------------
def find_team(s: Session, event: Event, name: str, competition: str | None = None) -> Team:
    """The team called ``name`` (exactly, else in any case), in ``competition`` when given."""
    q = select(Team).join(Competition, Competition.id == Team.competition_id)
    q = q.where(Competition.event_id == event.id).order_by(Team.id)
    comp = find_competition(s, competition) if competition else None
    if comp is not None:
        q = q.where(Team.competition_id == comp.id)
    found = _named(list(s.scalars(q)), name, "team", comp)
    if len(found) > 1:
        names = ", ".join(sorted({c.name for t in found if (c := s.get(Competition, t.competition_id))}))
        raise Refusal(f"teams called '{name}' play in {names}: say which competition")
    return found[0]


def rename_team(desk: Desk, old: str, new: str, competition: str | None = None) -> Renamed:
    """Rename a team (and every sheet of its tables)."""
    new = el.normalise_name(new)
    errors = team_name_errors(new)
    if errors:
        raise Refusal(errors[0]["message"], errors)
    with desk.store.session() as s:
        ev = locked_event_row(s)
        team = find_team(s, ev, old, competition)
        comp = s.get(Competition, team.competition_id)
        assert comp is not None
        _unchanged(team.name, new, f"team '{team.name}'")
        for other in s.scalars(select(Team).where(Team.competition_id == comp.id, Team.id != team.id)):
            if el.name_key(other.name) == el.name_key(new):
                raise Refusal(f"there is already a team '{other.name}' in {comp.name}")
        was, sheets = _take_name(
            s,
            desk,
            ev,
            team,
            new,
            follow_team_rename,
            lambda was: f"Team '{was}' in {comp.name} renamed '{new}'",
            {"competition": comp.name},
        )
        return Renamed("team", was, new, comp.name, sheets=tuple(sheets))


# --- players --------------------------------------------------------------------------------------------------
def find_player(s: Session, event: Event, ref: str, competition: str | None = None) -> Player:
    """The player given by badge number (``#12``, ``12``) or by name (exactly, else in any case), among the
    players of ``competition`` when given."""
    ref = ref.strip()
    number = typed_number(ref.removeprefix("#"))
    if number is not None:
        return player_by_number(s, event.id, number)
    q = select(Player).where(Player.event_id == event.id).order_by(Player.number)
    comp = find_competition(s, competition) if competition else None
    if comp is not None:
        q = q.join(Registration, Registration.player_id == Player.id).where(
            Registration.competition_id == comp.id
        )
    found = _named(list(s.scalars(q)), ref, "player", comp)
    if len(found) > 1:
        numbers = ", ".join(f"#{p.number}" for p in found)
        raise Refusal(f"{len(found)} players are called '{ref}' ({numbers}): give the badge number")
    return found[0]


def check_player_name(s: Session, person: Player, new: str, born: dt.date | None) -> None:
    """Refuse ``new`` for ``person`` (born on ``born``) when it is taken in its scope: by a player of a
    competition they are in, or by a player born the same day."""
    key = el.name_key(new)
    same_born = Player.born.is_(None) if born is None else Player.born == born
    others = s.scalars(
        select(Player).where(Player.event_id == person.event_id, Player.id != person.id, same_born)
    )
    for twin in others:
        if el.name_key(twin.name) == key:
            day = born.isoformat() if born else "on no given date"
            raise Refusal(f"{twin.name} born {day} is already player {twin.number}")
    mine = select(Registration.competition_id).where(Registration.player_id == person.id)
    rows = s.execute(
        select(Player, Competition.name)
        .join(Registration, Registration.player_id == Player.id)
        .join(Competition, Competition.id == Registration.competition_id)
        .where(Registration.competition_id.in_(mine), Player.id != person.id)
        .order_by(Competition.id, Player.number)
    ).all()
    for other, comp_name in rows:
        if el.name_key(other.name) == key:
            raise Refusal(
                f"{other.name} (player {other.number}) plays in {comp_name} too: two players of one "
                "competition cannot share a name"
            )


def rename_player(desk: Desk, player: str, new: str, competition: str | None = None) -> Renamed:
    """Rename a player (``player``: badge number or name) and every document that names them."""
    new = check_details(PlayerDetails(new)).name
    with desk.store.session() as s:
        ev = locked_event_row(s)
        person = find_player(s, ev, player, competition)
        _unchanged(person.name, new, f"player {person.number}")
        check_player_name(s, person, new, person.born)
        was, sheets = _take_name(
            s,
            desk,
            ev,
            person,
            new,
            follow_player_rename,
            lambda was: f"{was} (player {person.number}) renamed '{new}'",
            {"number": person.number},
        )
        return Renamed("player", was, new, number=person.number, sheets=tuple(sheets))


def _take_name(
    s: Session,
    desk: Desk,
    ev: Event,
    row: T,
    new: str,
    follow: Callable[[Session, T, str], list[str]],
    said: Callable[[str], str],
    keys: dict[str, object],
) -> tuple[str, list[str]]:
    """Name ``row`` (a team or a player) ``new``, and every document that names it (``follow``), and keep the
    rename in the history: ``said(old name)`` says it, ``keys`` tell the row beside its names. Returns the old
    name and the score sheets renamed in."""
    was = row.name
    row.name = new
    sheets = follow(s, row, was)
    what = "team" if isinstance(row, Team) else "player"
    before, after = keys | {"name": was}, keys | {"name": new, "sheets": sheets}
    _record(s, desk, ev, what, row.id, said(was) + _sheets_note(sheets), before, after)
    return was, sheets


def _sheets_note(sheets: list[str]) -> str:
    if not sheets:
        return ""
    return f" (and in {len(sheets)} score sheet{'s' if len(sheets) != 1 else ''})"
