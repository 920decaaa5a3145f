"""Events for the score-entry GUI tests, built straight in the store: a competition of any game, teams of three
or individual players (with the history changes the desk writes when it registers them), and rounds of tables
with their seats (the draws are made elsewhere)."""

from __future__ import annotations

import datetime as dt

from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Membership,
    Player,
    Registration,
    Round,
    Seat,
    Team,
)
from tests.services.builders import registered


def event(target: str, who: str = "desk 1") -> Desk:
    return Desk.create(target, "Cards night", "2026-11-08", who=who)


def _competition(s, name: str) -> Competition:
    return s.query(Competition).filter_by(name=name).one()


def _next_number(s, event_id: int) -> int:
    return 1 + max([p.number for p in s.query(Player).filter_by(event_id=event_id)] or [0])


def teams(desk: Desk, competition: str, game: str, names: list[str], settings: dict | None = None) -> None:
    """A competition of teams of three (Bhukhar, 28, Bukharo in teams)."""
    add_competition(desk, competition, game, settings=settings or {})
    with desk.store.session() as s:
        comp = _competition(s, competition)
        made_players, made_teams = [], []
        for name in names:
            team = Team(competition_id=comp.id, name=name)
            s.add(team)
            s.flush()
            made_teams.append(team)
            for k in range(3):
                p = Player(
                    event_id=comp.event_id,
                    number=_next_number(s, comp.event_id),
                    name=f"{name} {k + 1}",
                    born=dt.date(1980, 1, 1),
                )
                s.add(p)
                s.flush()
                made_players.append(p)
                s.add(Registration(competition_id=comp.id, player_id=p.id))
                s.add(Membership(team_id=team.id, player_id=p.id, position=k + 1))
        registered(s, comp.event_id, comp.name, made_players, made_teams)


def players(desk: Desk, competition: str, game: str, names: list[str], settings: dict | None = None) -> None:
    """A competition of individual players (rummy, Bukharo as individuals)."""
    add_competition(desk, competition, game, settings=settings or {})
    with desk.store.session() as s:
        comp = _competition(s, competition)
        made = []
        for name in names:
            p = Player(
                event_id=comp.event_id,
                number=_next_number(s, comp.event_id),
                name=name,
                born=dt.date(1980, 1, 1),
                eligible=True,
            )
            s.add(p)
            s.flush()
            made.append(p)
            s.add(Registration(competition_id=comp.id, player_id=p.id))
        registered(s, comp.event_id, comp.name, made)


def _round(s, comp: Competition, number: int) -> Round:
    rnd = Round(competition_id=comp.id, number=number, seed=11, draw={})
    s.add(rnd)
    s.flush()
    return rnd


def _table(s, comp: Competition, rnd: Round, k: int) -> DeskTable:
    table = DeskTable(round_id=rnd.id, label=str(k), position=k, sheet_number=f"{comp.id}-{rnd.number}-{k}")
    s.add(table)
    s.flush()
    return table


def team_round(desk: Desk, competition: str, number: int, pairs: list[tuple[str, str]]) -> None:
    """A round of two-team tables, seated alternately (A1 B1 A2 B2 A3 B3, ruling EV-3)."""
    with desk.store.session() as s:
        comp = _competition(s, competition)
        by_name = {t.name: t for t in s.query(Team).filter_by(competition_id=comp.id)}
        rnd = _round(s, comp, number)
        for k, (a, b) in enumerate(pairs, start=1):
            table = _table(s, comp, rnd, k)
            for i in range(3):
                for j, team in enumerate((by_name[a], by_name[b])):
                    s.add(
                        Seat(
                            table_id=table.id,
                            seat=2 * i + j + 1,
                            team_id=team.id,
                            player_id=team.members[i].player_id,
                        )
                    )


def player_round(desk: Desk, competition: str, number: int, tables: list[list[str]]) -> None:
    """A round of tables of individual players, seated in the order given."""
    with desk.store.session() as s:
        comp = _competition(s, competition)
        by_name = {p.name: p for p in s.query(Player).filter_by(event_id=comp.event_id)}
        rnd = _round(s, comp, number)
        for k, names in enumerate(tables, start=1):
            table = _table(s, comp, rnd, k)
            for seat, name in enumerate(names, start=1):
                s.add(Seat(table_id=table.id, seat=seat, player_id=by_name[name].id))


def bhukhar_game(winner: str, loser: str, *, hand_low: int = 2, natodiu: bool = False) -> dict:
    """A valid Bhukhar sheet ``winner`` wins (score-sheets.md's example shape)."""
    return {
        "game": "bhukhar",
        "ended_by": "closed",
        "teams": {
            winner: {
                "licence": True,
                "licence_first": True,
                "bhukhar": True,
                "closed_game": True,
                "natodiu": False,
                "closed": {"sequence": 1, "high_set": 0, "low_set": 1},
                "table_cards": {"low": 6, "high": 9},
                "hand_cards": {"low": hand_low, "high": 1},
            },
            loser: {
                "licence": True,
                "licence_first": False,
                "bhukhar": False,
                "closed_game": False,
                "natodiu": natodiu,
                "closed": {"sequence": 0, "high_set": 0, "low_set": 0},
                "table_cards": {"low": 3, "high": 2},
                "hand_cards": {"low": 10, "high": 8},
            },
        },
        "penalties": [],
    }


def open_sheet(qtbot, desk: Desk, number: str):
    """The Scores area, shown and active, with the sheet of this number open in its form."""
    from cardnight_desk.gui.scores.area import ScoresArea
    from cardnight_desk.gui.signals import DeskSignals

    area = ScoresArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.resize(1500, 900)
    area.show()
    qtbot.waitExposed(area)
    with qtbot.waitActive(area):
        area.activateWindow()
    area.sheet_number_edit.setText(number)
    assert area.open_sheet_number()
    return area


def type_in(qtbot, widget, text: str) -> None:
    """Type ``text`` into ``widget`` and press Enter, as at the desk."""
    from PySide6.QtCore import Qt

    widget.setFocus()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)
