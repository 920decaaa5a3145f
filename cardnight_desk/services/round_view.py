"""A drawn round as the desk shows and prints it (:class:`RoundView`), made from the round's draw, its field and
its tables' sheet numbers (:func:`cardnight_desk.services.draws.get_round`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

from cardnight_desk.domain.draws import Draw
from cardnight_desk.domain.games.base import DrawMethod
from cardnight_desk.services.draw_fields import Field


class SeatView(NamedTuple):
    """One seat as shown (a round's view holds thousands: plain named tuples, made at a tuple's cost)."""

    seat: int
    player: str | None
    team: str | None
    side: str | None


class TableView(NamedTuple):
    table: str
    sheet_number: str
    packs: int | None
    entrants: tuple[str, ...]
    seats: tuple[SeatView, ...]


@dataclass(frozen=True)
class RoundView:
    competition: str
    number: int
    seed: int
    method: str
    locked: bool
    final: bool
    tables: tuple[TableView, ...]
    byes: tuple[str, ...]
    warnings: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The ``cardnight-desk draw`` document of ``resources/docs/command-line.md``."""
        return {
            "round": self.number,
            "seed": self.seed,
            "tables": [
                {
                    "table": t.table,
                    "seats": [{"seat": s.seat, "player": s.player, "team": s.team} for s in t.seats],
                }
                for t in self.tables
            ],
            "byes": list(self.byes),
        }

    def find(self, name: str) -> tuple[TableView, SeatView] | None:
        """Where a player (or team) sits: the desk's "find a player"."""
        wanted = name.casefold().strip()
        for table in self.tables:
            for seat in table.seats:
                if wanted in ((seat.player or "").casefold(), (seat.team or "").casefold()):
                    return table, seat
        return None


def round_view(
    competition: str,
    number: int,
    seed: int,
    stored: Mapping[str, Any] | None,
    locked: bool,
    draw: Draw,
    field: Field,
    labels: Mapping[str, str],
    warnings: tuple[str, ...] = (),
) -> RoundView:
    """The round as the desk shows it: ``stored`` is the round's stored draw (its method), ``draw`` the draw
    read from it, ``field`` who is in it and ``labels`` its tables' sheet numbers by table label."""
    names, player_names = field.names, field.player_names
    teams = names if field.team_game else {}
    tables = []
    for table in draw.tables:
        seats = tuple(
            [
                SeatView(
                    seat.number,
                    None if seat.player is None else player_names.get(seat.player),
                    None if seat.team is None else teams.get(seat.team),
                    seat.side,
                )
                for seat in table.seats
            ]
        )
        entrants = tuple([names.get(e, player_names.get(e, str(e))) for e in table.entrants])
        label = str(table.number)
        tables.append(TableView(label, labels.get(label, ""), table.packs, entrants, seats))
    byes = tuple(field.names.get(b, str(b)) for b in draw.byes)
    return RoundView(
        competition,
        number,
        seed,
        _method_name((stored or {}).get("method", "")),
        locked,
        draw.final,
        tuple(tables),
        byes,
        warnings,
    )


def _method_name(stored: object) -> str:
    """How the round was drawn, by the method's name now (rounds drawn before it had it keep their own)."""
    return str(DrawMethod.named(stored) or stored)
