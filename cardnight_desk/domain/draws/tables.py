"""Tables for individual games: rummy rounds down to the final table, and Bukharo tables.

*Splitting* a field of players into tables: as few tables as hold everyone at no more than the *table size*
(setting ``table_size``, default 6), their sizes within one of each other, larger tables first. Who sits at
which table and seat is drawn from the round's seed (ruling EV-5).

Rummy: a table plays with 2 packs for up to 6 players and 3 for more (ruling RU-9). Each table's *winner*
goes on to the next round, and with the ``runners_up`` setting so do that many of the best *runners-up* — the
players who did not win their table, lowest total first. Players level on the last runner-up's total are
*tied at the cut*: the draw takes them in an order drawn from the seed and says who they are, so the desk can
decide otherwise. Rounds go on until the players going through fit at one table: the *final* (target 230).

Bukharo: a table of 4 or 6 plays as two sides of alternate players, an odd number as individuals (ruling
BK-3); any other count plays as individuals too. A table plays with 3 packs for up to 7 players, 4 for more.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from cardnight_desk.domain.draws.model import (
    Draw,
    DrawError,
    EntrantId,
    PlayerId,
    Seat,
    Table,
    alternate_seats,
    sort_field,
)

TABLE_SIZE = 6  # setting ``table_size``


def split_sizes(players: int, table_size: int = TABLE_SIZE) -> list[int]:
    """Table sizes for ``players``: the fewest tables of at most ``table_size``, sizes within one, larger first."""
    if table_size < 2:
        raise DrawError("a table needs room for at least two players")
    if players == 0:
        return []
    count = -(-players // table_size)
    small, extra = divmod(players, count)
    return [small + 1] * extra + [small] * (count - extra)


def rummy_packs(players: int) -> int:
    """Packs at a rummy table (ruling RU-9): 2 for up to 6 players, 3 for more."""
    return 2 if players <= 6 else 3


def bukharo_packs(players: int) -> int:
    """Packs at a Bukharo table (ruling BK-3): 3 for up to 7 players, 4 for 8 or more."""
    return 3 if players <= 7 else 4


def _deal(
    players: Sequence[PlayerId], seed: int, table_size: int, minimum: int, game: str
) -> list[list[PlayerId]]:
    field_ = sort_field(players)
    if len(field_) < minimum:
        raise DrawError(f"a {game} draw needs at least {minimum} players, not {len(field_)}")
    random.Random(seed).shuffle(field_)
    tables: list[list[PlayerId]] = []
    start = 0
    for size in split_sizes(len(field_), table_size):
        tables.append(field_[start : start + size])
        start += size
    return tables


def rummy_tables(
    players: Sequence[PlayerId], round_number: int, seed: int, table_size: int = TABLE_SIZE
) -> Draw:
    """A rummy round: tables of at most ``table_size`` with sizes within one, seats drawn from ``seed``, packs by
    ruling RU-9; a field that fits at one table is the final."""
    seated = _deal(players, seed, table_size, 2, "rummy")
    tables = tuple(
        Table(
            k, tuple(Seat(s, p) for s, p in enumerate(group, start=1)), tuple(group), rummy_packs(len(group))
        )
        for k, group in enumerate(seated, start=1)
    )
    return Draw(round_number, seed, tables, (), team_game=False, final=len(tables) == 1)


@dataclass(frozen=True)
class TableOutcome:
    """How a rummy table's round ended: its winner and every player's total (lower is better); ``out`` are the
    players eliminated there (ruling RU-7), who cannot go through as runners-up."""

    table: int
    winner: PlayerId
    totals: Mapping[PlayerId, int]
    out: frozenset[PlayerId] = field(default_factory=frozenset)


@dataclass(frozen=True)
class Advance:
    """Who goes through to the next round: the table winners, then the runners-up taken, lowest total first;
    ``tied_at_cut`` the players level on the last runner-up's total (taken or not), when some were left out."""

    winners: tuple[PlayerId, ...]
    runners_up: tuple[PlayerId, ...]
    tied_at_cut: tuple[PlayerId, ...] = ()

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return self.winners + self.runners_up


def rummy_advance(outcomes: Sequence[TableOutcome], seed: int, runners_up: int = 0) -> Advance:
    """Each table's winner, plus the ``runners_up`` non-winners with the lowest totals (ties at the cut drawn
    from ``seed`` and named in the result)."""
    winners = tuple(o.winner for o in outcomes)
    sort_field(winners)  # a player who won two tables is a mistake in the results
    for o in outcomes:
        if o.winner not in o.totals:
            raise DrawError(f"table {o.table}'s winner {o.winner!r} has no total")
    others = [
        (total, p) for o in outcomes for p, total in o.totals.items() if p != o.winner and p not in o.out
    ]
    ordered = sort_field(p for _, p in others)
    total_of = dict((p, t) for t, p in others)
    random.Random(seed).shuffle(ordered)
    ordered.sort(key=lambda p: total_of[p])  # stable: players level keep the drawn order
    taken = tuple(ordered[:runners_up])
    tied: tuple[PlayerId, ...] = ()
    if taken and len(ordered) > len(taken) and total_of[ordered[len(taken)]] == total_of[taken[-1]]:
        cut = total_of[taken[-1]]
        tied = tuple(p for p in ordered if total_of[p] == cut)
    return Advance(winners, taken, tied)


def rummy_next_round(
    outcomes: Sequence[TableOutcome],
    round_number: int,
    seed: int,
    table_size: int = TABLE_SIZE,
    runners_up: int = 0,
) -> tuple[Draw, Advance]:
    """The next rummy round from this round's outcomes: who goes through, and their tables (a final table
    when they fit at one)."""
    advance = rummy_advance(outcomes, seed, runners_up)
    return rummy_tables(advance.players, round_number, seed, table_size), advance


def rummy_plan(players: int, table_size: int = TABLE_SIZE, runners_up: int = 0) -> list[int]:
    """The number of players in each round, the last being the final table: 40 players at 6 a table with 4
    runners-up play 40, 11, 6. Refused when the field would never shrink to one table."""
    plan = [players]
    while players > table_size:
        tables = len(split_sizes(players, table_size))
        going = min(players, tables + runners_up)
        if going >= players:
            raise DrawError(
                f"with {runners_up} runners-up, {players} players at tables of {table_size} never reach a final table"
            )
        players = going
        plan.append(players)
    return plan


def bukharo_tables(
    players: Sequence[PlayerId], round_number: int, seed: int, table_size: int = TABLE_SIZE
) -> Draw:
    """Bukharo tables: sizes within one, seats drawn from ``seed``; a table of 4 or 6 as two sides in alternate
    seats, other counts as individuals (ruling BK-3); packs by ruling BK-3."""
    seated = _deal(players, seed, table_size, 2, "Bukharo")
    tables = []
    for k, group in enumerate(seated, start=1):
        if len(group) in (4, 6):
            seats = alternate_seats(group[0::2], group[1::2])
        else:
            seats = tuple(Seat(s, p) for s, p in enumerate(group, start=1))
        entrants: tuple[EntrantId, ...] = tuple(s.player for s in seats if s.player is not None)
        tables.append(Table(k, seats, entrants, bukharo_packs(len(group))))
    return Draw(round_number, seed, tuple(tables), (), team_game=False, final=False)
