"""Registering players and teams in the event's competitions (rulings EV-1, EV-2, EV-3, BK-3).

A *player* is one person at the event with one badge *number*; registering the same person (same name, in any
script and case, and same date of birth) in a second competition adds a *registration* to that player. The same
name with another date of birth (or none) may be the same person typed differently: it is asked
(:class:`PossibleDuplicate`), and a new player is made only when the desk confirms it is someone else. A *team*
belongs to one competition and is made of players registered in it. Each refusal names its ruling; the EV-1 and
EV-2 refusals may be *overridden* by a judge who gives a reason, and the override is kept on the registration and
in the history. Withdrawing a player, or dissolving a team, is only possible before the competition's first draw.

Listings for the desk's views (players with their entries, teams, counts against capacity) are here too; teams
and withdrawals live in ``registration_teams`` and are offered here as well. Every function opens one session
and hands back plain dataclasses.
"""

from __future__ import annotations

import datetime as dt

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import Conflict, Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.registration_duplicates import same_name_question
from cardnight_desk.services.registration_model import (
    CompetitionCount,
    Override,
    PlayerDetails,
    PlayerInfo,
    PossibleDuplicate,
    Registered,
    RegistrationRefused,
    TeamInfo,
    check_details,
    count_entries,
    entry_rules,
    find_person,
    next_number,
    player_by_number,
    player_info,
    player_infos,
    retrying,
    same_name_others,
    team_infos,
)
from cardnight_desk.services.registration_teams import dissolve_team, register_team, withdraw_player
from cardnight_desk.store.models import Competition, Player, Registration

__all__ = [
    "CompetitionCount",
    "Override",
    "PlayerDetails",
    "PlayerInfo",
    "PossibleDuplicate",
    "Registered",
    "RegistrationRefused",
    "TeamInfo",
    "check_registration",
    "competition_counts",
    "dissolve_team",
    "list_players",
    "list_teams",
    "possible_duplicates",
    "register_player",
    "register_team",
    "update_player",
    "withdraw_player",
]


# --- listings -------------------------------------------------------------------------------------------


def list_players(desk: Desk) -> list[PlayerInfo]:
    """Every player of the event, by number, with their competitions and teams."""
    with desk.store.session() as s:
        return player_infos(s, event_row(s).id)


def list_teams(desk: Desk, competition: str | None = None) -> list[TeamInfo]:
    with desk.store.session() as s:
        comp_id = find_competition(s, competition).id if competition else None
        return team_infos(s, event_row(s).id, comp_id)


def competition_counts(desk: Desk) -> list[CompetitionCount]:
    """Players, teams and check-ins per competition, against its capacity (EV-2)."""
    with desk.store.session() as s:
        ev = event_row(s)
        here = dict(
            s.execute(
                select(Registration.competition_id, func.count())
                .join(Player, Player.id == Registration.player_id)
                .where(Player.event_id == ev.id, Player.checked_in_at.is_not(None))
                .group_by(Registration.competition_id)
            ).all()
        )
        counts = []
        for comp in ev.competitions:
            info = competition_info(comp)
            rules = entry_rules(comp)
            players, teams = count_entries(s, comp.id)
            counts.append(
                CompetitionCount(
                    comp.name,
                    comp.game,
                    info.title,
                    players,
                    teams,
                    int(here.get(comp.id, 0)),
                    rules.capacity,
                    rules.entries_are_teams,
                    rules.takes_teams,
                    rules.deadline,
                )
            )
        return counts


# --- registering a player -------------------------------------------------------------------------------


def _problems(
    s: Session, comp: Competition, details: PlayerDetails, eligible: bool, today: dt.date
) -> list[el.Problem]:
    players, teams = count_entries(s, comp.id)
    return el.registration_problems(
        entry_rules(comp),
        details.name,
        details.born,
        eligible,
        event_date=event_row(s).date,
        today=today,
        players=players,
        teams=teams,
    )


def check_registration(
    desk: Desk, competition: str, details: PlayerDetails, *, today: dt.date | None = None
) -> list[el.Problem]:
    """Every EV-1/EV-2 reason ``register_player`` would refuse (for a form's live hint); stores nothing."""
    details = check_details(details)
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        person = find_person(s, event_row(s).id, details.name, details.born)
        eligible = details.eligible or bool(person and person.eligible)
        return _problems(s, comp, details, eligible, today or dt.date.today())


def possible_duplicates(desk: Desk, details: PlayerDetails) -> list[PlayerInfo]:
    """The players a new registration with these details might be (same name, another date of birth or none),
    for a form's question before it registers; empty when the details name a known player or nobody."""
    details = check_details(details)
    with desk.store.session() as s:
        ev = event_row(s)
        if find_person(s, ev.id, details.name, details.born) is not None:
            return []
        return [player_info(s, p) for p in same_name_others(s, ev.id, details.name, details.born)]


def register_player(
    desk: Desk,
    competition: str,
    details: PlayerDetails,
    *,
    override: Override | None = None,
    today: dt.date | None = None,
    confirm_new: bool = False,
) -> Registered:
    """Register a player (new, or already known by name and date of birth) in one competition. A new player
    whose name is already an event player's with another date of birth is refused as a question
    (:class:`PossibleDuplicate`) unless ``confirm_new`` says it is someone else."""
    details = check_details(details)
    if override is not None:
        override.check(desk)
    today = today or dt.date.today()
    return retrying(lambda: _register(desk, competition, details, override, today, confirm_new))


def _duplicate_question(others: list[Player], details: PlayerDetails) -> PossibleDuplicate:
    question = same_name_question(details.name, details.born, [(p.number, p.name, p.born) for p in others])
    return PossibleDuplicate(
        f"{question} If so, correct that player's date of birth; if it is someone else, register again "
        f"confirming a new player",
        tuple(p.number for p in others),
    )


def _register(
    desk: Desk,
    competition: str,
    details: PlayerDetails,
    override: Override | None,
    today: dt.date,
    confirm_new: bool = False,
) -> Registered:
    with desk.store.session() as s:
        ev = event_row(s)
        comp = find_competition(s, competition)
        person = find_person(s, ev.id, details.name, details.born)
        if person is None and not confirm_new:
            others = same_name_others(s, ev.id, details.name, details.born)
            if others:
                raise _duplicate_question(others, details)
        if (
            person is not None
            and s.scalars(
                select(Registration.id).where(
                    Registration.competition_id == comp.id, Registration.player_id == person.id
                )
            ).first()
        ):
            raise Refusal(f"{person.name} (player {person.number}) is already registered in {comp.name}")
        eligible = details.eligible or bool(person and person.eligible)
        problems = _problems(s, comp, details, eligible, today)
        if problems and (override is None or not el.overridable(problems)):
            raise RegistrationRefused(f"{details.name} cannot be registered in {comp.name}", problems)
        new = person is None
        if person is None:
            person = Player(event_id=ev.id, number=next_number(s, ev.id), **details.columns())
            s.add(person)
            s.flush()
        else:
            _fill_in(s, ev.id, desk.who, person, details)
        reg = Registration(
            competition_id=comp.id,
            player_id=person.id,
            override=override.text if problems and override else "",
        )
        s.add(reg)
        s.flush()
        after = {"number": person.number, "name": person.name, "competition": comp.name}
        if new:
            after |= details.history()
        record(
            s,
            ev.id,
            desk.who,
            "player.register",
            "player",
            person.id,
            f"{person.name} (player {person.number}) registered in {comp.name}",
            None,
            after,
        )
        if problems and override is not None:
            admitted = f"{person.name} (player {person.number}) to {comp.name}"
            override.keep(s, ev.id, desk.who, reg.id, admitted, problems, [p.rule for p in problems])
        return Registered(
            player_info(s, person), comp.name, new, tuple(problems) if override is not None else ()
        )


def _fill_in(s: Session, event_id: int, who: str, person: Player, details: PlayerDetails) -> None:
    """A known player registering again: record a new confirmation and fill in blank contact details; never
    silently overwrite what the desk already has."""
    before, after = {}, {}
    for key, value in details.columns().items():
        old = getattr(person, key)
        if key == "eligible":
            change = value and not old
        else:
            change = bool(value) and not old
        if change:
            before[key], after[key] = old, value
            setattr(person, key, value)
    if after:
        record(
            s,
            event_id,
            who,
            "player.update",
            "player",
            person.id,
            f"{person.name} (player {person.number}): {', '.join(after)} added at registration",
            before,
            after,
        )


# --- correcting a player ---------------------------------------------------------------------------------


def update_player(
    desk: Desk,
    number: int,
    details: PlayerDetails,
    *,
    expected: PlayerInfo | None = None,
    override: Override | None = None,
) -> PlayerInfo:
    """Correct a player's details (a typo, the community confirmation). ``expected`` is the player as the
    desk showed them: if another desk changed them since, the change is refused (:class:`Conflict`). A change
    that breaks EV-1 for a competition they are in is refused unless a judge overrides it."""
    details = check_details(details)
    if override is not None:
        override.check(desk)
    with desk.store.session() as s:
        ev = event_row(s)
        person = player_by_number(s, ev.id, number)
        current = player_info(s, person)
        if expected is not None and _details_of(expected) != _details_of(current):
            raise Conflict(
                f"{current.name} (player {number}) was changed at another desk; look again and repeat "
                "the correction",
                mine=details,
                theirs=current,
            )
        twin = find_person(s, ev.id, details.name, details.born)
        if twin is not None and twin.id != person.id:
            raise Refusal(f"{twin.name} born {details.born} is already player {twin.number}")
        problems: list[el.Problem] = []
        for entry in current.entries:
            if entry.override:
                continue
            comp = find_competition(s, entry.competition)
            found = el.player_problems(
                entry_rules(comp), details.name, details.born, details.eligible, ev.date
            )
            if found and override is not None:  # the judge admits the player to this competition
                reg_row = s.scalars(
                    select(Registration).where(
                        Registration.competition_id == comp.id, Registration.player_id == person.id
                    )
                ).one()
                reg_row.override = override.text
            problems += found
        if problems and (override is None or not el.overridable(problems)):
            raise RegistrationRefused(f"this change to {current.name} is refused", problems)
        renamed = details.name != person.name
        if renamed:  # renaming reads every sheet and draw naming them: loaded only for a rename
            from cardnight_desk.services.rename import check_player_name
            from cardnight_desk.services.rename_documents import follow_player_rename

            check_player_name(s, person, details.name, details.born)
        before = {k: _jsonable(getattr(person, k)) for k in details.columns()}
        for key, value in details.columns().items():
            setattr(person, key, value)
        if renamed:  # the sheets, draws and kept states that name them follow (services/rename.py)
            follow_player_rename(s, person, before["name"])
        after = {k: _jsonable(getattr(person, k)) for k in details.columns()}
        changed = {k for k in after if after[k] != before[k]}
        if changed:
            record(
                s,
                ev.id,
                desk.who,
                "player.update",
                "player",
                person.id,
                f"{person.name} (player {number}): {', '.join(sorted(changed))} corrected",
                {k: before[k] for k in sorted(changed)},
                {k: after[k] for k in sorted(changed)}
                | ({"judge": override.judge} if problems and override else {}),
                override.reason if problems and override else "",
            )
        return player_info(s, person)


def player_details(desk: Desk, number: int) -> PlayerDetails:
    """Player ``number``'s details as registered: to enter them in another competition by number."""
    with desk.store.session() as s:
        return _details_of(player_info(s, player_by_number(s, event_row(s).id, number)))


def _details_of(info: PlayerInfo) -> PlayerDetails:
    return PlayerDetails(info.name, info.born, info.phone, info.email, info.notes, info.eligible)


def _jsonable(value):
    return value.isoformat() if isinstance(value, dt.date) else value
