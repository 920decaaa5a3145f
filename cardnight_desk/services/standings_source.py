"""The stored results of a competition, as a game's standings ask for them.

:class:`StoredResults` answers the :class:`~cardnight_desk.domain.games.base.StandingsSource` a game's
:meth:`~cardnight_desk.domain.games.base.Game.standings` reads, from the event in one session. Each answer is
one query, made only when the game asks (Bhukhar reads the running totals and the byes, rummy the table
results, a 28 knockout the bracket...). *Running totals* are each entrant's figures added up by the database
(:mod:`~cardnight_desk.services.figures`); *confirmed results* are the stored result documents of the
confirmed sheets, in round and table order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from cardnight_desk.domain.games.base import Game
from cardnight_desk.services.brackets import named_bracket
from cardnight_desk.services.draw_fields import load_field, rounds_of
from cardnight_desk.services.sheet_status import SheetStatus
from cardnight_desk.store.models import (
    Competition,
    DeskTable,
    EntrantScore,
    Penalty,
    Player,
    Registration,
    Round,
    ScoreSheet,
    Team,
)


class StoredResults:
    """A competition's stored results, read from the session ``s`` on demand."""

    def __init__(self, s: Session, comp: Competition, game: Game):
        self.s, self.comp, self.game = s, comp, game

    def _rows(self, q: Any) -> Any:
        """The rows of a query of plain columns, read through the session's connection (no ORM loading)."""
        return self.s.connection().execute(q)

    @cached_property
    def team_game(self) -> bool:
        """Are the entrants teams (else players)?"""
        return self.game.team_game(self.has_teams())

    @cached_property
    def _teams(self) -> dict[int, str]:
        q = select(Team.id, Team.name).where(Team.competition_id == self.comp.id).order_by(Team.id)
        return {team_id: name for team_id, name in self._rows(q)}

    @cached_property
    def _players(self) -> dict[int, str]:
        q = (
            select(Player.id, Player.name)
            .join(Registration, Registration.player_id == Player.id)
            .where(Registration.competition_id == self.comp.id)
            .order_by(Player.id)
        )
        return {player_id: name for player_id, name in self._rows(q)}

    def _names(self) -> dict[int, str]:
        return self._teams if self.team_game else self._players

    def has_teams(self) -> bool:
        return bool(self._teams)

    def entrants(self) -> list[str]:
        return list(self._names().values())

    def totals(self) -> dict[str, tuple[int, int, int, int]]:
        q = (
            select(
                EntrantScore.entrant,
                func.sum(EntrantScore.master),
                func.sum(EntrantScore.bonus),
                func.sum(EntrantScore.score),
                func.count(),
            )
            .where(EntrantScore.competition_id == self.comp.id)
            .group_by(EntrantScore.entrant)
        )
        return {name: (int(m), int(b), int(sc), int(n)) for name, m, b, sc, n in self._rows(q)}

    def byes(self) -> list[str]:
        names = self._names()
        out: list[str] = []
        for byes in self.s.scalars(select(Round.byes).where(Round.competition_id == self.comp.id)):
            out += [names[b] for b in byes or () if b in names]
        return out

    def penalties(self) -> dict[str, int]:
        out: Counter[str] = Counter()
        q = (
            select(Team.name, Player.name, func.sum(Penalty.points))
            .select_from(Penalty)
            .outerjoin(Team, Team.id == Penalty.team_id)
            .outerjoin(Player, Player.id == Penalty.player_id)
            .where(Penalty.competition_id == self.comp.id)
            .group_by(Penalty.team_id, Penalty.player_id, Team.name, Player.name)
        )
        for team, player, points in self.s.execute(q):
            if team or player:
                out[team or player] += int(points)
        return dict(out)

    def _confirmed(self, *columns: Any) -> Any:
        return (
            select(*columns)
            .join(DeskTable, DeskTable.id == ScoreSheet.table_id)
            .join(Round, Round.id == DeskTable.round_id)
            .where(Round.competition_id == self.comp.id, ScoreSheet.status == SheetStatus.CONFIRMED)
            .order_by(Round.number, DeskTable.position)
        )

    def results(self) -> list[Mapping[str, Any]]:
        return list(self.s.scalars(self._confirmed(ScoreSheet.result)))

    def table_results(self) -> list[tuple[int, str, Mapping[str, Any]]]:
        rows = self.s.execute(self._confirmed(Round.number, DeskTable.label, ScoreSheet.result))
        return [(number, label, result) for number, label, result in rows]

    def bracket(self) -> dict[str, Any] | None:
        rounds = rounds_of(self.s, self.comp)
        if not rounds or not (self.comp.state or {}).get("bracket"):
            return None  # no knockout drawn (yet)
        return named_bracket(self.s, self.comp, load_field(self.s, self.comp, True), rounds)

    def sheets_counted(self) -> int:
        """How many confirmed sheets the standings count."""
        return int(self.s.scalar(self._confirmed(func.count(ScoreSheet.id)).order_by(None)) or 0)
