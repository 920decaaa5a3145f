"""What the registration services hand out (plain dataclasses) and the store look-ups they share.

*Details* are what the desk types about a person (name, date of birth, phone, email, notes, and whether their
community eligibility is confirmed, EV-1). An *entry* is one of a player's registrations: the competition,
their team in it if any, and a judge's *override* text if a ruling was overridden to admit them.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.games import find_game
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import competition_info
from cardnight_desk.services.history import record
from cardnight_desk.services.judges import check_pin
from cardnight_desk.store.models import Competition, Membership, Player, Registration, Team

T = TypeVar("T")

MAX_NAME, MAX_PHONE, MAX_EMAIL = el.MAX_NAME, el.MAX_PHONE, el.MAX_EMAIL


@dataclass(frozen=True)
class PlayerDetails:
    name: str
    born: dt.date | None = None
    phone: str = ""
    email: str = ""
    notes: str = ""
    eligible: bool = False

    def columns(self) -> dict[str, Any]:
        return asdict(self)

    def history(self) -> dict[str, Any]:
        return self.columns() | {"born": self.born.isoformat() if self.born else None}


@dataclass(frozen=True)
class Entry:
    competition: str
    team: str = ""
    override: str = ""


@dataclass(frozen=True)
class PlayerInfo:
    number: int
    name: str
    born: dt.date | None
    phone: str
    email: str
    notes: str
    eligible: bool
    checked_in_at: dt.datetime | None  # UTC
    entries: tuple[Entry, ...] = ()

    @property
    def competitions(self) -> tuple[str, ...]:
        return tuple(e.competition for e in self.entries)

    @property
    def checked_in(self) -> bool:
        return self.checked_in_at is not None

    def entry(self, competition: str) -> Entry | None:
        return next((e for e in self.entries if e.competition == competition), None)

    def team_in(self, competition: str) -> str:
        found = self.entry(competition)
        return found.team if found else ""


@dataclass(frozen=True)
class TeamMember:
    number: int
    name: str


@dataclass(frozen=True)
class TeamInfo:
    competition: str
    name: str
    members: tuple[TeamMember, ...]


@dataclass(frozen=True)
class CompetitionCount:
    name: str
    game: str
    title: str
    players: int
    teams: int
    here: int  # registered players who have checked in
    capacity: int | None  # entries: teams in a team game, players otherwise (EV-2)
    entries_are_teams: bool
    takes_teams: bool
    deadline: dt.date | None

    @property
    def entries(self) -> int:
        return self.teams if self.entries_are_teams else self.players

    @property
    def full(self) -> bool:
        return self.capacity is not None and self.entries >= self.capacity


@dataclass(frozen=True)
class Override:
    """A judge's decision to admit an entry a ruling refuses, with the reason (EV-4: kept in the history)."""

    judge: str
    reason: str
    pin: str | None = field(default=None, repr=False, compare=False)  # the event's judge PIN (EV-4)

    def check(self, desk: Desk) -> None:
        if not self.judge.strip():
            raise Refusal("an override needs the judge's name")
        if not self.reason.strip():
            raise Refusal("an override needs the judge's reason")
        problem = el.name_problem(self.judge.strip(), "the judge's name", el.MAX_JUDGE) or el.text_problem(
            self.reason.strip(), "the reason", el.MAX_TEXT, lines=True
        )
        if problem:
            raise Refusal(problem)
        check_pin(desk, self.pin)

    @property
    def text(self) -> str:
        return f"{self.judge.strip()}: {self.reason.strip()}"

    def keep(
        self,
        s: Session,
        event_id: int,
        who: str,
        registration_id: int,
        admitted: str,
        problems: Sequence[el.Problem],
        rules: list[str],
    ) -> None:
        """Keep the judge's admission in the history: ``admitted`` says whom to what ("Asha Patel (player 3)
        to Bhukhar"), ``problems`` what was refused and ``rules`` the rulings overridden (kept as given, and
        cited once each)."""
        record(
            s,
            event_id,
            who,
            "registration.override",
            "registration",
            registration_id,
            f"Judge {self.judge} admitted {admitted} despite {', '.join(sorted(set(rules)))}",
            {"refused": [p.message for p in problems]},
            {"judge": self.judge, "rules": rules, "codes": [p.code for p in problems]},
            self.reason,
        )


@dataclass(frozen=True)
class Registered:
    player: PlayerInfo
    competition: str
    new_player: bool
    overridden: tuple[el.Problem, ...] = ()


class RegistrationRefused(Refusal):
    """Refused by rulings: ``problems`` says which; ``overridable`` when a judge could admit it anyway."""

    def __init__(self, message: str, problems: list[el.Problem], errors: list[dict[str, str]] | None = None):
        if errors is None:
            errors = [{"path": p.field, "message": p.message} for p in problems]
        if len(errors) == 1:
            message = errors[0]["message"]
        super().__init__(message, errors)
        self.problems = tuple(problems)
        self.overridable = len(errors) == len(problems) and el.overridable(problems)


class PossibleDuplicate(Refusal):
    """A player of the same name (in any script and case) but another date of birth, or none, is already in
    the event: is this the same person? ``numbers`` are their badge numbers (``number`` the first). Register
    again with ``confirm_new=True`` when it is someone else; correct the player's date of birth when it is not."""

    def __init__(self, message: str, numbers: tuple[int, ...]):
        super().__init__(message, [{"path": "name", "message": message}])
        self.numbers = numbers

    @property
    def number(self) -> int:
        return self.numbers[0]


def check_details(details: PlayerDetails) -> PlayerDetails:
    """Tidy what was typed, or refuse with every problem (name missing, too long, email without ``@``)."""
    clean = PlayerDetails(
        el.normalise_name(details.name),
        details.born,
        " ".join((details.phone or "").split()),
        (details.email or "").strip(),
        (details.notes or "").strip(),
        bool(details.eligible),
    )
    email_ok = (
        "@" in clean.email and " " not in clean.email and not el.name_problem(clean.email, "", MAX_EMAIL)
    )
    found = {
        "name": el.name_problem(clean.name) if clean.name else "the player needs a name",
        "phone": el.name_problem(clean.phone, "the phone number", MAX_PHONE),
        "email": None if not clean.email or email_ok else f"{_shown(clean.email)} is not an email address",
        "notes": el.text_problem(clean.notes, "the note", el.MAX_TEXT, lines=True),
    }
    errors = [{"path": path, "message": message} for path, message in found.items() if message]
    if errors:
        raise Refusal(
            errors[0]["message"] if len(errors) == 1 else "the player's details are not valid", errors
        )
    return clean


def _shown(text: str) -> str:
    """A typed value quoted in a message: its characters that are not text written as escapes, a long one
    cut short."""
    shown = ascii(text)[1:-1] if el.not_text(text) else text
    return f"'{shown}'" if len(shown) <= 60 else f"'{shown[:40]}…' ({len(text)} characters)"


def parse_born(text: str) -> dt.date | None:
    """A date of birth typed as YYYY-MM-DD (blank: none)."""
    text = (text or "").strip()
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        message = f"{_shown(text)} is not a date of birth; write it as YYYY-MM-DD"
        raise Refusal(message, [{"path": "born", "message": message}]) from None


def retrying(action: Callable[[], T], attempts: int = 3) -> T:
    """Run a registration again if another desk took the same badge number at the same moment."""
    for attempt in range(attempts):
        try:
            return action()
        except IntegrityError:
            if attempt == attempts - 1:
                raise Refusal("another desk registered at the same moment; please try again") from None
    raise AssertionError("unreachable")


# --- look-ups inside a session ----------------------------------------------------------------------


def entry_rules(comp: Competition) -> el.EntryRules:
    return el.EntryRules.from_settings(comp.name, find_game(comp.game), competition_info(comp).settings)


def count_entries(s: Session, competition_id: int) -> tuple[int, int]:
    players = s.scalar(
        select(func.count()).select_from(Registration).where(Registration.competition_id == competition_id)
    )
    teams = s.scalar(select(func.count()).select_from(Team).where(Team.competition_id == competition_id))
    return int(players or 0), int(teams or 0)


def next_number(s: Session, event_id: int) -> int:
    return int(s.scalar(select(func.max(Player.number)).where(Player.event_id == event_id)) or 0) + 1


def find_person(s: Session, event_id: int, name: str, born: dt.date | None) -> Player | None:
    """The player with this name (any case, any script) and date of birth, if the event has one."""
    same_born = Player.born.is_(None) if born is None else Player.born == born
    key = el.name_key(name)
    for person in s.scalars(select(Player).where(Player.event_id == event_id, same_born)):
        if el.name_key(person.name) == key:
            return person
    return None


def same_name_others(s: Session, event_id: int, name: str, born: dt.date | None) -> list[Player]:
    """The event's players with this name (any case, any script) and another date of birth (or none), by
    number."""
    key = el.name_key(name)
    names = select(Player.id, Player.name, Player.born).where(Player.event_id == event_id)
    ids = [
        pid for pid, other, other_born in s.execute(names) if other_born != born and el.name_key(other) == key
    ]
    if not ids:  # (the names are read as plain rows: the players themselves took 60 ms to load for 3,072)
        return []
    return list(s.scalars(select(Player).where(Player.id.in_(ids)).order_by(Player.number)))


def player_by_number(s: Session, event_id: int, number: int) -> Player:
    person = s.scalars(select(Player).where(Player.event_id == event_id, Player.number == number)).first()
    if person is None:
        raise NotFound(f"there is no player number {number}")
    return person


# what a player's row in a list shows, read as plain rows (the whole players as the session's objects cost
# twice as long to load: a list of 3,072 players)
_INFO_COLUMNS = (
    Player.number,
    Player.name,
    Player.born,
    Player.phone,
    Player.email,
    Player.notes,
    Player.eligible,
    Player.checked_in_at,
)


def player_infos(s: Session, event_id: int, ids: set[int] | None = None) -> list[PlayerInfo]:
    q = select(Player.id, *_INFO_COLUMNS).where(Player.event_id == event_id).order_by(Player.number)
    if ids is not None:
        q = q.where(Player.id.in_(ids))
    # read on the session's connection, past the ORM's handling of each row (a fifth of a list of 3,072
    # players), once what the session holds unwritten is written
    s.flush()
    read = s.connection().execute
    players = read(q).all()
    memberships = (
        select(Membership.player_id, Team.competition_id, Team.name)
        .join(Team, Team.id == Membership.team_id)
        .join(Competition, Competition.id == Team.competition_id)
        .where(Competition.event_id == event_id)
    )
    registrations = (
        select(Registration.player_id, Competition.id, Competition.name, Registration.override)
        .join(Competition, Competition.id == Registration.competition_id)
        .where(Competition.event_id == event_id)
        .order_by(Competition.id)
    )
    if ids is not None:  # only these players' teams and entries (one player's, at each check-in)
        memberships = memberships.where(Membership.player_id.in_(ids))
        registrations = registrations.where(Registration.player_id.in_(ids))
    teams: dict[tuple[int, int], str] = {(pid, cid): name for pid, cid, name in read(memberships)}
    entries: dict[int, list[Entry]] = {}
    for pid, cid, cname, override in read(registrations):
        entries.setdefault(pid, []).append(Entry(cname, teams.get((pid, cid), ""), override or ""))
    return [
        PlayerInfo(
            number,
            name,
            born,
            phone or "",
            email or "",
            notes or "",
            bool(eligible),
            checked_in_at,
            tuple(entries.get(pid, ())),
        )
        for pid, number, name, born, phone, email, notes, eligible, checked_in_at in players
    ]


def player_info(s: Session, person: Player) -> PlayerInfo:
    return player_infos(s, person.event_id, {person.id})[0]


def team_infos(s: Session, event_id: int, competition_id: int | None = None) -> list[TeamInfo]:
    q = (
        select(Competition.name, Team.name, Player.number, Player.name)
        .select_from(Team)
        .join(Competition, Competition.id == Team.competition_id)
        .join(Membership, Membership.team_id == Team.id)
        .join(Player, Player.id == Membership.player_id)
        .where(Competition.event_id == event_id)
        .order_by(Competition.id, Team.id, Membership.position)
    )
    if competition_id is not None:
        q = q.where(Team.competition_id == competition_id)
    grouped: dict[tuple[str, str], list[TeamMember]] = {}
    for comp, team, number, name in s.execute(q):
        grouped.setdefault((comp, team), []).append(TeamMember(number, name))
    return [TeamInfo(comp, team, tuple(members)) for (comp, team), members in grouped.items()]
