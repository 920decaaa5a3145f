"""Check-in on the night, and each competition's roll of who is here (ruling EV-1, checked again).

*Checking in* marks a player as arrived; it is event-wide, like the badge number. The desk types a name or a
number, or a barcode scanner types the printed number and presses Enter. EV-1 is checked again against the
event date: a player who no longer meets it in a competition (a corrected date of birth, a withdrawn community
confirmation) is *not admitted* there unless a judge overrides it; a player admitted nowhere is not checked in.

The *roll* of a competition lists its registered players as *here* or *missing*; a *late arrival* is a player who
checked in after the competition's first round was drawn, so the draw desk must still seat them (for poker,
PK-2 decides their stack).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.numbers import typed_number
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.registration_model import (
    Override,
    PlayerInfo,
    RegistrationRefused,
    entry_rules,
    player_info,
    player_infos,
)
from cardnight_desk.store.models import Competition, Player, Registration, Round, utcnow

HERE, MISSING, NOT_ADMITTED = "here", "missing", "not admitted"


@dataclass(frozen=True)
class CheckIn:
    player: PlayerInfo
    already: bool  # was checked in before (a second scan changes nothing)
    late_for: tuple[str, ...]  # competitions already drawn: the draw desk must seat this player
    not_admitted: tuple[el.Problem, ...]  # EV-1 problems in some of the player's competitions


@dataclass(frozen=True)
class RollEntry:
    player: PlayerInfo
    status: str  # HERE, MISSING or NOT_ADMITTED
    late: bool
    problems: tuple[el.Problem, ...] = ()


@dataclass(frozen=True)
class Roll:
    competition: str
    entries: tuple[RollEntry, ...]

    def with_status(self, status: str) -> list[PlayerInfo]:
        return [e.player for e in self.entries if e.status == status]

    @property
    def here(self) -> list[PlayerInfo]:
        return self.with_status(HERE)

    @property
    def missing(self) -> list[PlayerInfo]:
        return self.with_status(MISSING)

    @property
    def late(self) -> list[PlayerInfo]:
        return [e.player for e in self.entries if e.late]


# --- finding a player as the desk types -------------------------------------------------------------


def as_number(text: str) -> int | None:
    """A typed or scanned badge number (``12``, ``#12``, ``0012``), else None."""
    return typed_number(text.strip().lstrip("#"))


def rank_matches(players: Iterable[PlayerInfo], text: str, limit: int | None = 50) -> list[PlayerInfo]:
    """Players matching what was typed so far: by number (exact first, then numbers starting with it) or by
    name (names starting with it first, then any word starting with it, then anywhere in the name)."""
    number = as_number(text)
    key = el.name_key(text)
    if not key:
        return []
    ranked: list[tuple[tuple[int, str, int], PlayerInfo]] = []
    for p in players:
        if number is not None:
            digits = str(number)
            if p.number == number:
                ranked.append(((0, "", p.number), p))
            elif str(p.number).startswith(digits):
                ranked.append(((1, "", p.number), p))
            continue
        name = el.name_key(p.name)
        if name.startswith(key):
            rank = 0
        elif any(word.startswith(key) for word in name.split()):
            rank = 1
        elif key in name:
            rank = 2
        else:
            continue
        ranked.append(((rank, name, p.number), p))
    ranked.sort(key=lambda pair: pair[0])
    found = [p for _, p in ranked]
    return found[:limit] if limit is not None else found


def search(desk: Desk, text: str, limit: int | None = 50) -> list[PlayerInfo]:
    with desk.store.session() as s:
        return rank_matches(player_infos(s, event_row(s).id), text, limit)


def _find(s: Session, event_id: int, text: str) -> Player:
    text = (text or "").strip()
    if not text:
        raise Refusal("type a name or scan a player number")
    number = as_number(text)
    if number is not None:
        found = s.scalars(select(Player).where(Player.event_id == event_id, Player.number == number)).first()
        if found is None:
            raise NotFound(f"there is no player number {number}")
        return found
    key = el.name_key(text)
    named = [
        p for p in s.scalars(select(Player).where(Player.event_id == event_id)) if el.name_key(p.name) == key
    ]
    if not named:
        raise NotFound(f"there is no player named '{text}'; type more of the name or the player number")
    if len(named) > 1:
        numbers = ", ".join(str(p.number) for p in sorted(named, key=lambda p: p.number))
        raise Refusal(f"{len(named)} players are named '{text}' (numbers {numbers}): use the number")
    return named[0]


# --- EV-1 again, late arrivals ---------------------------------------------------------------------


def _first_draws(s: Session, event_id: int) -> dict[int, dt.datetime]:
    rows = s.execute(
        select(Round.competition_id, func.min(Round.created_at))
        .join(Competition, Competition.id == Round.competition_id)
        .where(Competition.event_id == event_id)
        .group_by(Round.competition_id)
    )
    return {cid: at for cid, at in rows}


def _admission(
    s: Session, event_date: dt.date, person: Player
) -> list[tuple[Competition, Registration, list[el.Problem]]]:
    """Each of the player's registrations with the EV-1 problems it has today (none where a judge overrode)."""
    found = []
    for reg, comp in s.execute(
        select(Registration, Competition)
        .join(Competition, Competition.id == Registration.competition_id)
        .where(Registration.player_id == person.id)
        .order_by(Competition.id)
    ).all():
        problems = (
            []
            if reg.override
            else el.player_problems(entry_rules(comp), person.name, person.born, person.eligible, event_date)
        )
        found.append((comp, reg, problems))
    return found


# --- checking in --------------------------------------------------------------------------------------


def check_in(
    desk: Desk, text: str, *, override: Override | None = None, at: dt.datetime | None = None
) -> CheckIn:
    """Check a player in by number or exact name. A second scan of a checked-in player changes nothing.
    With ``override`` a judge admits the player where EV-1 now refuses them (kept in the history)."""
    if override is not None:
        override.check(desk)
    with desk.store.session() as s:
        ev = event_row(s)
        person = _find(s, ev.id, text)
        admission = _admission(s, ev.date, person)
        if not admission:
            raise Refusal(f"{person.name} (player {person.number}) is not registered in any competition")
        problems = [p for _, _, found in admission for p in found]
        refused_everywhere = all(found for _, _, found in admission)
        if problems and override is not None:
            for comp, reg, found in admission:
                if found:
                    reg.override = override.text
                    admitted = f"{person.name} (player {person.number}) to {comp.name} at check-in"
                    override.keep(s, ev.id, desk.who, reg.id, admitted, found, ["EV-1"])
            problems, refused_everywhere = [], False
        if refused_everywhere:
            raise RegistrationRefused(
                f"{person.name} (player {person.number}) cannot be checked in", problems
            )
        already = person.checked_in_at is not None
        if not already:
            person.checked_in_at = at or utcnow()
            record(
                s,
                ev.id,
                desk.who,
                "player.checkin",
                "player",
                person.id,
                f"{person.name} (player {person.number}) checked in",
                None,
                {"checked_in_at": person.checked_in_at.isoformat(timespec="seconds") + "Z"},
            )
        s.flush()
        draws = _first_draws(s, ev.id)
        when = person.checked_in_at
        late = tuple(
            comp.name
            for comp, _, found in admission
            if not found and comp.id in draws and when is not None and when > draws[comp.id]
        )
        return CheckIn(player_info(s, person), already, late, tuple(problems))


def undo_check_in(desk: Desk, number: int, reason: str = "") -> PlayerInfo:
    """Take back a check-in made by mistake (the history keeps both)."""
    with desk.store.session() as s:
        ev = event_row(s)
        person = _find(s, ev.id, str(number))
        if person.checked_in_at is None:
            raise Refusal(f"{person.name} (player {person.number}) is not checked in")
        before = person.checked_in_at.isoformat(timespec="seconds") + "Z"
        person.checked_in_at = None
        record(
            s,
            ev.id,
            desk.who,
            "player.checkin.undo",
            "player",
            person.id,
            f"Check-in of {person.name} (player {person.number}) taken back",
            {"checked_in_at": before},
            {"checked_in_at": None},
            reason,
        )
        return player_info(s, person)


def roll(desk: Desk, competition: str) -> Roll:
    """Who is here, missing, late or not admitted (EV-1) in one competition, by player number."""
    with desk.store.session() as s:
        ev = event_row(s)
        comp = find_competition(s, competition)
        first = _first_draws(s, ev.id).get(comp.id)
        rules = entry_rules(comp)
        entries = []
        for info in player_infos(s, ev.id):
            entry = info.entry(comp.name)
            if entry is None:
                continue
            problems = (
                ()
                if entry.override
                else tuple(el.player_problems(rules, info.name, info.born, info.eligible, ev.date))
            )
            if not info.checked_in:
                status = MISSING
            else:
                status = NOT_ADMITTED if problems else HERE
            late = (
                status == HERE
                and first is not None
                and info.checked_in_at is not None
                and info.checked_in_at > first
            )
            entries.append(RollEntry(info, status, late, problems))
        return Roll(comp.name, tuple(entries))
