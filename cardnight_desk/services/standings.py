"""Standings per competition, recomputed from the stored results of confirmed sheets on every change."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain.standings import (
    RummyTableResult,
    StandingRow,
    bhukhar_standings,
    knockout_standings,
    match_standings,
    rummy_standings,
    total_standings,
)
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.events import competition_info, find_competition
from cardnight_desk.services.scores import CONFIRMED
from cardnight_desk.store.models import (
    DeskTable,
    EntrantScore,
    Penalty,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Team,
)


@dataclass(frozen=True)
class Standings:
    competition: str
    game: str
    name_key: str  # "team", "side" or "player"
    columns: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    sheets_counted: int

    def to_json(self) -> dict[str, Any]:
        return {"standings": [row.to_json(self.name_key) for row in self.rows]}


def _totals(s: Session, competition_id: int) -> dict[str, tuple[int, int, int, int]]:
    """Each entrant's figures over the confirmed sheets, added up by the database."""
    q = (
        select(
            EntrantScore.entrant,
            func.sum(EntrantScore.master),
            func.sum(EntrantScore.bonus),
            func.sum(EntrantScore.score),
            func.count(EntrantScore.id),
        )
        .where(EntrantScore.competition_id == competition_id)
        .group_by(EntrantScore.entrant)
    )
    return {name: (int(m), int(b), int(sc), int(n)) for name, m, b, sc, n in s.execute(q)}


def _confirmed_results(s: Session, competition_id: int) -> list[dict[str, Any]]:
    return list(
        s.execute(
            select(ScoreSheet.result)
            .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
            .join(Round, Round.id == DeskTable.round_id)
            .where(Round.competition_id == competition_id, ScoreSheet.status == CONFIRMED)
            .order_by(Round.number, DeskTable.position)
        ).scalars()
    )


def _sheets_counted(s: Session, competition_id: int) -> int:
    return int(
        s.scalar(
            select(func.count(ScoreSheet.id))
            .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
            .join(Round, Round.id == DeskTable.round_id)
            .where(Round.competition_id == competition_id, ScoreSheet.status == CONFIRMED)
        )
        or 0
    )


def standings(desk: Desk, competition: str) -> Standings:
    with desk.store.session() as s:
        comp = find_competition(s, competition)
        info = competition_info(comp)
        teams = {t.id: t.name for t in s.scalars(select(Team).where(Team.competition_id == comp.id))}
        if comp.game == "bhukhar":
            byes: list[str] = []
            for draw in s.scalars(select(Round.draw).where(Round.competition_id == comp.id)):
                byes += [teams[b] for b in (draw or {}).get("byes", []) if b in teams]
            rows = bhukhar_standings(
                _totals(s, comp.id), byes, int(info.settings.get("bye_master", 2)), teams.values()
            )
            return Standings(
                comp.name,
                comp.game,
                "team",
                ("master", "bonus", "score"),
                tuple(rows),
                _sheets_counted(s, comp.id),
            )
        if comp.game == "bukharo":
            penalties = _penalties_by_name(s, comp.id, teams)
            names = teams or {
                p.id: p.name
                for p in s.scalars(
                    select(Player)
                    .join(Registration, Registration.player_id == Player.id)
                    .where(Registration.competition_id == comp.id)
                )
            }
            rows = total_standings(_totals(s, comp.id), penalties, names.values())
            return Standings(
                comp.name,
                comp.game,
                "team" if teams else "player",
                ("score",),
                tuple(rows),
                _sheets_counted(s, comp.id),
            )
        results = _confirmed_results(s, comp.id)
        if comp.game == "28":
            if info.settings.get("format") == "knockout":
                from cardnight_desk.services.draw_fields import load_field, rounds_of
                from cardnight_desk.services.draws import bracket_of

                field = load_field(s, comp, True)
                rounds = rounds_of(s, comp)
                if not rounds:
                    rows = knockout_standings({"rounds": []}, field.names)
                else:
                    rows = knockout_standings(bracket_of(s, comp, field, rounds).to_json(), field.names)
                return Standings(comp.name, comp.game, "team", ("reached", "won"), tuple(rows), len(results))
            rows = match_standings([r for r in results if r.get("status") == "finished"], teams.values())
            return Standings(comp.name, comp.game, "team", ("won", "points"), tuple(rows), len(results))
        if comp.game == "rummy":
            tables = [
                RummyTableResult(number, label, result)
                for number, label, result in s.execute(
                    select(Round.number, DeskTable.label, ScoreSheet.result)
                    .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
                    .join(Round, Round.id == DeskTable.round_id)
                    .where(Round.competition_id == comp.id, ScoreSheet.status == CONFIRMED)
                    .order_by(Round.number, DeskTable.position)
                )
            ]
            players = [
                p.name
                for p in s.scalars(
                    select(Player)
                    .join(Registration, Registration.player_id == Player.id)
                    .where(Registration.competition_id == comp.id)
                )
            ]
            rows = rummy_standings(tables, players)
            return Standings(
                comp.name,
                comp.game,
                "player",
                ("round", "position", "total", "out_after_deal"),
                tuple(rows),
                len(results),
            )
    raise Refusal(f"standings for {info.title} are shown in its own view")


def _penalties_by_name(s, competition_id: int, teams: dict[int, str]) -> dict[str, int]:
    out: Counter[str] = Counter()
    q = (
        select(Penalty.team_id, Penalty.player_id, func.sum(Penalty.points))
        .where(Penalty.competition_id == competition_id)
        .group_by(Penalty.team_id, Penalty.player_id)
    )
    for team_id, player_id, points in s.execute(q):
        if team_id in teams:
            out[teams[team_id]] += int(points)
        elif player_id is not None:
            player = s.get(Player, player_id)
            if player is not None:
                out[player.name] += int(points)
    return dict(out)
