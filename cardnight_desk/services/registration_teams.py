"""Teams and withdrawals: forming a team of registered players (EV-3: teams of three in Bhukhar and 28; BK-3:
Bukharo teams of two or three), taking a player out of a competition, dissolving a team.

A *member* is named by badge number (``12`` or ``#12``) or by name; every problem with a team is reported at
once. Withdrawing a player dissolves the team they were in (the other players stay registered). Both are
refused once the competition has been drawn: the draw desk would lose seats it has already handed out.
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain import eligibility as el
from cardnight_desk.domain.numbers import typed_number
from cardnight_desk.services.desk import Desk, event_row
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.events import find_competition
from cardnight_desk.services.history import record
from cardnight_desk.services.registration_model import (
    Override,
    RegistrationRefused,
    TeamInfo,
    count_entries,
    entry_rules,
    player_by_number,
    team_infos,
)
from cardnight_desk.store.models import Competition, Membership, Player, Registration, Round, Team

# --- teams ---------------------------------------------------------------------------------------------


def team_name_errors(name: str) -> list[dict[str, str]]:
    """What is wrong with a team's name (as stored, :func:`~cardnight_desk.domain.eligibility.normalise_name`):
    none given, too long or not text (:func:`~cardnight_desk.domain.eligibility.name_problem`), or holding a
    workbook's separator. Registering and renaming a team both ask it."""
    if not name:
        return [{"path": "team", "message": "the team needs a name"}]
    problem = el.name_problem(name, "the team's name")
    if problem:
        return [{"path": "team", "message": problem}]
    if ";" in name or "=" in name:
        return [
            {
                "path": "team",
                "message": "a team's name cannot hold ';' or '=' (they separate teams in workbooks)",
            }
        ]
    return []


def register_team(
    desk: Desk, competition: str, name: str, members: Sequence[str], *, override: Override | None = None
) -> TeamInfo:
    """Register a team of players already registered in the competition. A member is given by badge number
    (``12`` or ``#12``) or by name. Every problem is reported at once; only the capacity (EV-2) may be
    overridden by a judge."""
    name = el.normalise_name(name)
    if override is not None:
        override.check(desk)
    with desk.store.session() as s:
        ev = event_row(s)
        comp = find_competition(s, competition)
        rules = entry_rules(comp)
        errors: list[dict[str, str]] = team_name_errors(name)
        problems: list[el.Problem] = []
        if (
            not errors
            and s.scalars(select(Team.id).where(Team.competition_id == comp.id, Team.name == name)).first()
        ):
            errors.append({"path": "team", "message": f"there is already a team '{name}' in {comp.name}"})
        refs = [r.strip() for r in members if r.strip()]
        chosen, member_errors = _resolve_members(s, ev.id, comp, refs)
        errors += member_errors
        problems += el.team_problems(rules, name, len(refs))
        _, teams = count_entries(s, comp.id)
        capacity = el.capacity_problems(rules, 0, teams, add_teams=1)
        if capacity and (override is None or errors or problems):
            problems += capacity
        errors += [{"path": p.field, "message": p.message} for p in problems]
        if errors:
            message = errors[0]["message"] if len(errors) == 1 else f"team '{name}' cannot be registered"
            raise RegistrationRefused(message, problems, errors)
        team = Team(competition_id=comp.id, name=name)
        team.members = [Membership(player_id=p.id, position=i + 1) for i, p in enumerate(chosen)]
        s.add(team)
        s.flush()
        roster = [{"number": p.number, "name": p.name} for p in chosen]
        record(
            s,
            ev.id,
            desk.who,
            "team.register",
            "team",
            team.id,
            f"Team '{name}' registered in {comp.name}: {', '.join(p.name for p in chosen)}",
            None,
            {"competition": comp.name, "team": name, "members": roster}
            | (
                {"judge": override.judge, "overrides": [p.rule for p in capacity]}
                if capacity and override
                else {}
            ),
            override.reason if capacity and override else "",
        )
        return next(t for t in team_infos(s, ev.id, comp.id) if t.name == name)


def _resolve_members(
    s: Session, event_id: int, comp: Competition, refs: list[str]
) -> tuple[list[Player], list[dict[str, str]]]:
    registered = list(
        s.scalars(
            select(Player)
            .join(Registration, Registration.player_id == Player.id)
            .where(Registration.competition_id == comp.id)
        )
    )
    in_team = set(
        s.scalars(
            select(Membership.player_id)
            .join(Team, Team.id == Membership.team_id)
            .where(Team.competition_id == comp.id)
        )
    )
    chosen: list[Player] = []
    errors: list[dict[str, str]] = []
    for i, ref in enumerate(refs, start=1):
        path = f"members.{i}"
        number = typed_number(ref.lstrip("#"))
        if number is not None:
            found = [p for p in registered if p.number == number]
            missing = f"player {number} is not registered in {comp.name}"
        else:
            found = [p for p in registered if el.name_key(p.name) == el.name_key(ref)]
            missing = f"no player named '{ref}' is registered in {comp.name}"
        if not found:
            known = s.scalars(select(Player.id).where(Player.event_id == event_id)).first()
            errors.append({"path": path, "message": missing + ("; register them first" if known else "")})
            continue
        if len(found) > 1:
            numbers = ", ".join(str(p.number) for p in found)
            errors.append(
                {
                    "path": path,
                    "message": f"{len(found)} players are named '{ref}' (numbers {numbers}): "
                    "give the number instead",
                }
            )
            continue
        player = found[0]
        if player in chosen:
            errors.append({"path": path, "message": f"{player.name} is named twice in the team"})
        elif player.id in in_team:
            errors.append({"path": path, "message": f"{player.name} is already in a team in {comp.name}"})
        else:
            chosen.append(player)
    return chosen, errors


# --- withdrawing ----------------------------------------------------------------------------------------


def _refuse_after_draw(s: Session, comp: Competition, what: str) -> None:
    if s.scalars(select(Round.id).where(Round.competition_id == comp.id)).first():
        raise Refusal(f"{comp.name} has been drawn already: {what} would change the draw; ask a judge")


def withdraw_player(desk: Desk, competition: str, number: int, reason: str = "") -> None:
    """Take a player out of one competition; a team they were in is dissolved (its other players stay
    registered). Refused once the competition has been drawn."""
    with desk.store.session() as s:
        ev = event_row(s)
        comp = find_competition(s, competition)
        person = player_by_number(s, ev.id, number)
        reg = s.scalars(
            select(Registration).where(
                Registration.competition_id == comp.id, Registration.player_id == person.id
            )
        ).first()
        if reg is None:
            raise Refusal(f"{person.name} (player {number}) is not registered in {comp.name}")
        _refuse_after_draw(s, comp, f"withdrawing {person.name}")
        team = s.scalars(
            select(Team)
            .join(Membership, Membership.team_id == Team.id)
            .where(Team.competition_id == comp.id, Membership.player_id == person.id)
        ).first()
        if team is not None:
            _dissolve(s, ev.id, desk.who, comp, team, f"{person.name} withdrew")
        s.delete(reg)
        record(
            s,
            ev.id,
            desk.who,
            "player.withdraw",
            "player",
            person.id,
            f"{person.name} (player {number}) withdrawn from {comp.name}",
            {"competition": comp.name, "override": reg.override},
            None,
            reason,
        )


def dissolve_team(desk: Desk, competition: str, team: str, reason: str = "") -> None:
    with desk.store.session() as s:
        ev = event_row(s)
        comp = find_competition(s, competition)
        row = s.scalars(select(Team).where(Team.competition_id == comp.id, Team.name == team)).first()
        if row is None:
            raise NotFound(f"there is no team '{team}' in {comp.name}")
        _refuse_after_draw(s, comp, f"dissolving team '{team}'")
        _dissolve(s, ev.id, desk.who, comp, row, reason)


def _dissolve(s: Session, event_id: int, who: str, comp: Competition, team: Team, reason: str) -> None:
    roster = [{"number": m.player.number, "name": m.player.name} for m in team.members]
    record(
        s,
        event_id,
        who,
        "team.dissolve",
        "team",
        team.id,
        f"Team '{team.name}' in {comp.name} dissolved",
        {"competition": comp.name, "team": team.name, "members": roster},
        None,
        reason,
    )
    s.delete(team)
    s.flush()
