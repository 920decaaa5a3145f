"""Swapping two entrants of a drawn round, with the warnings the desk must show before confirming.

Before any result of a round is in, the organiser may swap two entrants: two teams change places (all their
players with them), or two players change seats; swapping with an entrant on a bye gives the bye to the other.
A swap is only a proposal: the result is the new draw and the *warnings* the swap creates that the draw did not
have before, as codes for the desk to put in words:

- ``rematch``: two entrants now at one table have met before;
- ``same_table``: an entrant is now at a table number it has played at before (rule 11).

The desk shows them and, if the organiser confirms, keeps the swap in the event's history (ruling EV-4); after
a result of the round is in, the round is locked and no longer swapped (that lock is the service's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from cardnight_desk.domain.draws.model import (
    Draw,
    DrawError,
    EntrantId,
    History,
    PlayerId,
    Table,
    alternate_seats,
)


class WarningCode(StrEnum):
    REMATCH = "rematch"
    SAME_TABLE = "same_table"


@dataclass(frozen=True)
class DrawWarning:
    """A warning about a draw: ``entrants`` met before (``rematch``, two of them) or one entrant is back at
    ``table`` (``same_table``)."""

    code: WarningCode
    entrants: tuple[EntrantId, ...]
    table: int


@dataclass(frozen=True)
class SwapResult:
    draw: Draw
    warnings: tuple[DrawWarning, ...]


def draw_warnings(draw: Draw, history: History) -> tuple[DrawWarning, ...]:
    """Every rematch and same-table repeat in a draw, table by table."""
    found: list[DrawWarning] = []
    for table in draw.tables:
        people = table.entrants
        for k, a in enumerate(people):
            for b in people[k + 1 :]:
                if history.met(a, b):
                    found.append(DrawWarning(WarningCode.REMATCH, (a, b), table.number))
        for e in people:
            if table.number in history.tables_of(e):
                found.append(DrawWarning(WarningCode.SAME_TABLE, (e,), table.number))
    return tuple(found)


def why_not_swap(draw: Draw, a: EntrantId, b: EntrantId) -> str | None:
    """Why two entrants cannot be swapped, or ``None`` when they can."""
    if a == b:
        return "choose two different entrants to swap"
    everyone = set(draw.entrants)
    for e in (a, b):
        if e not in everyone:
            return f"{e!r} is not in round {draw.round}'s draw"
    if a in draw.byes and b in draw.byes:
        return "both entrants have a bye; swapping them changes nothing"
    return None


def can_swap(draw: Draw, a: EntrantId, b: EntrantId) -> bool:
    return why_not_swap(draw, a, b) is None


def swap(
    draw: Draw,
    a: EntrantId,
    b: EntrantId,
    history: History | None = None,
    members: Mapping[EntrantId, Sequence[PlayerId]] | None = None,
) -> SwapResult:
    """The draw with ``a`` and ``b`` changed places, and the warnings that creates (none without a history).

    In a team game each team takes its players along, re-seated alternately (ruling EV-3); a team coming off a
    bye brings the players named in ``members``, or as many unnamed seats as the team it replaces.
    """
    reason = why_not_swap(draw, a, b)
    if reason is not None:
        raise DrawError(reason)
    other = {a: b, b: a}
    if draw.team_game:
        lineups = _team_lineups(draw, members)
        tables = tuple(_reseat(t, other, lineups) for t in draw.tables)
    else:
        tables = tuple(_swap_seats(t, other) for t in draw.tables)
    new = replace(draw, tables=tables, byes=tuple(other.get(e, e) for e in draw.byes))
    if history is None:
        return SwapResult(new, ())
    before = set(draw_warnings(draw, history))
    return SwapResult(new, tuple(w for w in draw_warnings(new, history) if w not in before))


def _swap_seats(table: Table, other: dict[EntrantId, EntrantId]) -> Table:
    seats = tuple(
        replace(s, player=other[s.player]) if s.player is not None and s.player in other else s
        for s in table.seats
    )
    return replace(table, seats=seats, entrants=tuple(other.get(e, e) for e in table.entrants))


def _team_lineups(
    draw: Draw, members: Mapping[EntrantId, Sequence[PlayerId]] | None
) -> dict[EntrantId, tuple[PlayerId | None, ...]]:
    """Each seated team's players as seated, and the named players of teams on a bye."""
    lineup: dict[EntrantId, list[PlayerId | None]] = {}
    for table in draw.tables:
        for seat in table.seats:
            if seat.team is not None:
                lineup.setdefault(seat.team, []).append(seat.player)
    found = {team: tuple(players) for team, players in lineup.items()}
    for team in draw.byes:
        if members is not None and team in members:
            found[team] = tuple(members[team])
    return found


def _reseat(table: Table, other: dict[EntrantId, EntrantId], lineups: dict[EntrantId, tuple]) -> Table:
    if not any(e in other for e in table.entrants):
        return table
    if len(table.entrants) != 2:
        raise DrawError(f"table {table.number} does not hold two teams")
    old_a, old_b = table.entrants
    team_a, team_b = other.get(old_a, old_a), other.get(old_b, old_b)
    side_a = lineups.get(team_a, (None,) * len(lineups.get(old_a, ())))
    side_b = lineups.get(team_b, (None,) * len(lineups.get(old_b, ())))
    return replace(table, seats=alternate_seats(side_a, side_b, team_a, team_b), entrants=(team_a, team_b))
