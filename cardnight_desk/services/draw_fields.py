"""What a draw needs from the event store: the field (teams or players, with names), the earlier rounds'
draws and results, and the writing of a drawn round into tables and seats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from cardnight_desk.domain.draws import Draw, EntrantId, PlayerId
from cardnight_desk.domain.games import find_game
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Seat,
    Team,
)


@dataclass(frozen=True)
class Field:
    """The entrants of a competition: ids (team ids for team draws, else player ids), their names, and each
    team's players in order."""

    team_game: bool
    ids: tuple[EntrantId, ...]
    names: dict[EntrantId, str]
    members: dict[EntrantId, Sequence[PlayerId]]
    player_names: dict[PlayerId, str]

    def id_of(self, name: str) -> EntrantId:
        for entrant, entrant_name in self.names.items():
            if entrant_name == name:
                return entrant
        raise Refusal(f"'{name}' is not in this competition's draw")


def team_game(s: Session, comp: Competition) -> bool:
    """Are the competition's entrants teams? Its game says, knowing whether teams are registered in it."""
    has_teams = s.scalars(select(Team.id).where(Team.competition_id == comp.id).limit(1)).first()
    return find_game(comp.game).team_game(has_teams is not None)


def load_field(s: Session, comp: Competition, team_game: bool, checked_in_only: bool = False) -> Field:
    players = {
        p.id: p
        for p in s.scalars(
            select(Player)
            .join(Registration, Registration.player_id == Player.id)
            .where(Registration.competition_id == comp.id)
        )
    }
    player_names: dict[PlayerId, str] = {pid: p.name for pid, p in players.items()}
    if team_game:
        teams = s.scalars(select(Team).where(Team.competition_id == comp.id).order_by(Team.id)).all()
        members: dict[EntrantId, Sequence[PlayerId]] = {t.id: [m.player_id for m in t.members] for t in teams}
        for t in teams:
            for m in t.members:
                player_names.setdefault(m.player_id, m.player.name)
        if checked_in_only:
            teams = [t for t in teams if all(m.player.checked_in_at is not None for m in t.members)]
        return Field(True, tuple(t.id for t in teams), {t.id: t.name for t in teams}, members, player_names)
    chosen = [p for p in players.values() if not checked_in_only or p.checked_in_at is not None]
    chosen.sort(key=lambda p: p.id)
    return Field(False, tuple(p.id for p in chosen), {p.id: p.name for p in chosen}, {}, player_names)


def rounds_of(s: Session, comp: Competition) -> list[Round]:
    return list(s.scalars(select(Round).where(Round.competition_id == comp.id).order_by(Round.number)))


def draw_of(rnd: Round, team_game: bool) -> Draw:
    """The round as drawn; a round stored without its draw document is read from its tables and seats."""
    doc = (rnd.draw or {}).get("draw")
    if doc is None:
        doc = {
            "round": rnd.number,
            "seed": rnd.seed,
            "byes": (rnd.draw or {}).get("byes", []),
            "tables": [
                {
                    "table": t.label,
                    "entrants": list(
                        dict.fromkeys((s.team_id if team_game else s.player_id) for s in t.seats)
                    ),
                    "seats": [
                        {"seat": s.seat, "player": s.player_id, "team": s.team_id, "side": s.side}
                        for s in t.seats
                    ],
                }
                for t in rnd.tables
            ],
        }
    return Draw.from_json(doc, team_game)


def round_results(s: Session, rnd: Round) -> dict[str, dict[str, Any]]:
    """Confirmed results of a round by table label."""
    rows = s.execute(
        select(DeskTable.label, ScoreSheet.result)
        .join(ScoreSheet, ScoreSheet.table_id == DeskTable.id)
        .where(DeskTable.round_id == rnd.id, ScoreSheet.status == SheetStatus.CONFIRMED)
    ).all()
    return {label: result for label, result in rows}


def unfinished_tables(s: Session, rnd: Round) -> list[str]:
    done = round_results(s, rnd)
    return [t.label for t in rnd.tables if t.label not in done]


def sheet_number(comp: Competition, round_no: int, table: int | str) -> str:
    """The number printed (and QR-coded) on a table's score sheet: competition, round, table."""
    return f"C{comp.id}R{round_no}T{table}"


def write_tables(s: Session, comp: Competition, rnd: Round, draw: Draw) -> None:
    """Replace the round's tables and seats with those of ``draw`` (only while no result is in)."""
    for old in list(rnd.tables):
        s.delete(old)
    s.flush()
    for position, table in enumerate(draw.tables, start=1):
        row = DeskTable(
            round_id=rnd.id,
            label=str(table.number),
            position=position,
            sheet_number=sheet_number(comp, rnd.number, table.number),
        )
        for seat in table.seats:
            row.seats.append(
                Seat(
                    seat=seat.number,
                    player_id=seat.player if isinstance(seat.player, int) else None,
                    team_id=seat.team if draw.team_game and isinstance(seat.team, int) else None,
                    side=seat.side,
                )
            )
        rnd.tables.append(row)
    s.flush()
