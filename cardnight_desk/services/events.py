"""The event and its competitions: what the title bar, the competition list and ``competition add`` show."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games import GAMES, find_game
from cardnight_desk.domain.settings import parse_assignments, resolve
from cardnight_desk.services.desk import Desk, event_row, typed_name
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.services.history import record
from cardnight_desk.store.models import Competition


@dataclass(frozen=True)
class CompetitionInfo:
    id: int
    name: str
    game: str
    title: str
    settings: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "game": self.game, "settings": self.settings}


@dataclass(frozen=True)
class EventInfo:
    name: str
    date: dt.date
    where: str
    competitions: tuple[CompetitionInfo, ...]


def _competition(id: int, name: str, game_id: str, settings: Any) -> CompetitionInfo:
    game = find_game(game_id)  # its title and settings: the game's rules are not loaded for them
    values, _ = resolve(game.settings, settings)
    return CompetitionInfo(id, name, game_id, game.title, values)


def competition_info(c: Competition) -> CompetitionInfo:
    return _competition(c.id, c.name, c.game, c.settings)


def event_info(desk: Desk) -> EventInfo:
    with desk.store.session() as s:
        ev = event_row(s)
        comps = tuple(competition_info(c) for c in ev.competitions)
        return EventInfo(ev.name, ev.date, desk.store.display_name, comps)


def find_competition(s: Session, name: str) -> Competition:
    comp = s.scalars(select(Competition).where(Competition.name == name)).first()
    if comp is None:
        known = ", ".join(s.scalars(select(Competition.name).order_by(Competition.id))) or "none yet"
        raise NotFound(f"there is no competition '{name}' in this event (competitions: {known})")
    return comp


MAX_NAME = 200  # the longest name of an event or a competition


def competition_name(text: str) -> str:
    """A competition's name as typed, tidied (surrounding space removed), or a :class:`Refusal` saying what is
    wrong with it. Adding and renaming a competition both ask it."""
    name = typed_name(text, "competition")
    if any(ch in name for ch in ";="):
        raise Refusal("a competition's name cannot contain ';' or '=' (the registration workbook uses them)")
    if len(name) > MAX_NAME:
        raise Refusal(f"a competition's name is at most {MAX_NAME} characters")
    return name


def add_competition(
    desk: Desk,
    name: str,
    game: str,
    settings: dict[str, Any] | None = None,
    assignments: list[str] | None = None,
) -> CompetitionInfo:
    """Add a competition; ``settings`` are JSON values, ``assignments`` ``KEY=VALUE`` texts (command line)."""
    name = competition_name(name)
    spec = GAMES.get(game)
    if spec is None:
        raise Refusal(f"'{game}' is not a game the desk runs (games: {', '.join(GAMES)})")
    _, errors = resolve(spec.settings, settings or {})
    typed, more = parse_assignments(spec.settings, assignments or [])
    errors += more
    if errors:
        message = str(errors[0]) if len(errors) == 1 else f"{len(errors)} settings are not valid"
        raise Refusal(message, [{"path": f"settings.{e.key}", "message": str(e)} for e in errors])
    chosen = dict(settings or {}) | typed
    with desk.store.session() as s:
        ev = event_row(s)
        if any(c.name == name for c in ev.competitions):
            raise Refusal(f"there is already a competition named '{name}'")
        comp = Competition(event_id=ev.id, name=name, game=game, settings=chosen, state={})
        s.add(comp)
        s.flush()
        record(
            s,
            ev.id,
            desk.who,
            "competition.add",
            "competition",
            comp.id,
            f"Competition '{name}' ({spec.title}) added",
            None,
            {"name": name, "game": game, "settings": chosen},
        )
        return competition_info(comp)
