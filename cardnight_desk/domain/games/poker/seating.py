"""Seats at the poker tables: the draw, late seats, table moves after busts, and the final-table redraw.

Domain words:

- a *table* has numbered seats 1..``seats_per_table``, each empty or holding a player, and a *button*: the seat
  of the dealer button for the next hand (the desk records it; the draw places it at random). Seats are
  *clockwise* in increasing number, wrapping round;
- the *big blind* of the next hand sits at the second occupied seat clockwise after the button (heads-up: the
  player without the button). The player *due to be big blind next* is that player; after them, the next one
  clockwise, and so on;
- the *worst empty seat* of a table is the first empty seat clockwise after the next hand's big blind: a player
  put there is the next to pay the big blind, so gets no free hands (TDA "worst position"); seats between the
  button and the big blind are the best, as they pay last;
- a *seat plan* is a list of *seat moves* (player, from table and seat, to table and seat, why) made from a
  :class:`~poker_balance.BalancePlan` (ruling PK-4): players of a broken table are redrawn at random into empty
  seats of the tables that take them; a balancing move takes the player due to be big blind next into the worst
  empty seat. Only tables that give lose players and only tables that take gain them, so nobody moves twice;
- every random choice uses ``random.Random(seed)`` and the seed is kept with the result (ruling EV-5).
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cardnight_desk.domain.games.poker.balance import plan_balance, table_order


class SeatingError(ValueError):
    """An action the seating does not allow now (the matching ``can_x()`` is false)."""


class MoveReason(enum.Enum):
    BREAK = "break"  # the table was broken (PK-4)
    BALANCE = "balance"  # the tables were balanced (PK-4)
    FINAL_TABLE = "final_table"  # the final-table redraw


@dataclass
class Table:
    name: str
    seats: dict[int, str | None]
    button: int | None = None

    @property
    def players(self) -> list[str]:
        return [p for _, p in sorted(self.seats.items()) if p is not None]

    @property
    def count(self) -> int:
        return sum(p is not None for p in self.seats.values())

    def occupied(self) -> list[int]:
        return sorted(s for s, p in self.seats.items() if p is not None)

    def empty_seats(self) -> list[int]:
        return sorted(s for s, p in self.seats.items() if p is None)

    def seat_of(self, player: str) -> int | None:
        return next((s for s, p in self.seats.items() if p == player), None)

    def _after(self, seat: int, candidates: list[int]) -> list[int]:
        """``candidates`` in clockwise order starting just after ``seat``."""
        return sorted(candidates, key=lambda s: (s <= seat, s))

    def big_blind_seat(self) -> int | None:
        """The seat of the next hand's big blind (see the module docstring)."""
        occupied = self.occupied()
        if not occupied:
            return None
        button = self.button if self.button is not None else max(self.seats)
        after = self._after(button, occupied)
        if len(occupied) == 2 and button in occupied:
            return after[0]  # heads-up: the button is the small blind
        return after[1] if len(after) > 1 else after[0]

    def due_big_blind(self) -> str | None:
        """The player due to be big blind next: the first to move when this table gives a player."""
        seat = self.big_blind_seat()
        return None if seat is None else self.seats[seat]

    def worst_empty_seat(self) -> int | None:
        empty = self.empty_seats()
        if not empty:
            return None
        bb = self.big_blind_seat()
        return empty[0] if bb is None else self._after(bb, empty)[0]

    def copy(self) -> Table:
        return Table(self.name, dict(self.seats), self.button)


@dataclass(frozen=True)
class SeatMove:
    player: str
    source: str
    source_seat: int
    target: str
    target_seat: int
    reason: MoveReason

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "from": self.source,
            "from_seat": self.source_seat,
            "to": self.target,
            "to_seat": self.target_seat,
            "reason": self.reason.value,
        }


@dataclass(frozen=True)
class SeatPlan:
    seed: int
    broken: tuple[str, ...]
    moves: tuple[SeatMove, ...]
    button: tuple[str, int] | None = None  # the final table's button, drawn with the redraw

    @property
    def empty(self) -> bool:
        return not self.broken and not self.moves

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "break": list(self.broken),
            "moves": [m.to_json() for m in self.moves],
            "button": list(self.button) if self.button else None,
        }


@dataclass
class Seating:
    seats_per_table: int
    tables: dict[str, Table] = field(default_factory=dict)
    seed: int | None = None  # the seed of the draw that made this seating (EV-5)

    # --- the draw --------------------------------------------------------------------------------------------
    @classmethod
    def draw(
        cls, players: Sequence[str], seats_per_table: int, seed: int, table_names: Sequence[str] | None = None
    ) -> Seating:
        """Seat ``players`` at random, tables within one player of each other, buttons at random.

        Without ``table_names`` the fewest tables that seat everybody are used, named "1", "2" ...
        """
        if len(set(players)) != len(players):
            raise SeatingError("a player is listed twice for the draw")
        count = len(table_names) if table_names else max(1, math.ceil(len(players) / seats_per_table))
        names = list(table_names) if table_names else [str(i) for i in range(1, count + 1)]
        if len(players) > count * seats_per_table:
            raise SeatingError(
                f"{len(players)} players do not fit at {count} tables of {seats_per_table} seats"
            )
        rng = random.Random(seed)
        order = list(players)
        rng.shuffle(order)
        base, extra = divmod(len(order), count)
        seating = cls(seats_per_table, {}, seed)
        for i, name in enumerate(names):
            size = base + (i < extra)
            seats = sorted(rng.sample(range(1, seats_per_table + 1), size))
            table = Table(name, dict.fromkeys(range(1, seats_per_table + 1)))
            for seat in seats:
                table.seats[seat] = order.pop()
            table.button = rng.choice(seats) if seats else None
            seating.tables[name] = table
        return seating

    # --- looking up ----------------------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        return {name: self.tables[name].count for name in sorted(self.tables, key=table_order)}

    def players(self) -> list[str]:
        return [p for name in sorted(self.tables, key=table_order) for p in self.tables[name].players]

    def where(self, player: str) -> tuple[str, int] | None:
        for table in self.tables.values():
            seat = table.seat_of(player)
            if seat is not None:
                return table.name, seat
        return None

    # --- single players ------------------------------------------------------------------------------------
    def can_seat(self, player: str) -> bool:
        return self.where(player) is None and any(t.empty_seats() for t in self.tables.values())

    def seat(self, player: str, seed: int) -> tuple[str, int]:
        """Seat a newcomer (a late entry): a random empty seat at the table with the fewest players."""
        if not self.can_seat(player):
            raise SeatingError(f"{player} is already seated, or every seat is taken")
        open_tables = [t for t in self.tables.values() if t.empty_seats()]
        table = min(sorted(open_tables, key=lambda t: table_order(t.name)), key=lambda t: t.count)
        seat = random.Random(seed).choice(table.empty_seats())
        table.seats[seat] = player
        return table.name, seat

    def can_remove(self, player: str) -> bool:
        return self.where(player) is not None

    def remove(self, player: str) -> None:
        """Take a player who busted or left off their seat."""
        found = self.where(player)
        if found is None:
            raise SeatingError(f"{player} is not seated")
        self.tables[found[0]].seats[found[1]] = None

    def can_add_table(self, name: str) -> bool:
        return bool(name.strip()) and name not in self.tables

    def add_table(self, name: str) -> Table:
        """Open another table (empty, button at seat 1), e.g. when late entries fill every seat."""
        if not self.can_add_table(name):
            raise SeatingError(f"there is already a table {name}")
        table = self.tables[name] = Table(name, dict.fromkeys(range(1, self.seats_per_table + 1)), 1)
        return table

    def can_set_button(self, table: str, seat: int) -> bool:
        return table in self.tables and seat in self.tables[table].seats

    def set_button(self, table: str, seat: int) -> None:
        if not self.can_set_button(table, seat):
            raise SeatingError(f"table {table} has no seat {seat}")
        self.tables[table].button = seat

    # --- plans ---------------------------------------------------------------------------------------------
    def plan(self, break_below: int, seed: int, break_when_fits: bool = False) -> SeatPlan:
        """The moves that break and balance the tables now (ruling PK-4); the seating is not changed."""
        counts = self.counts()
        balance = plan_balance(counts, self.seats_per_table, break_below, break_when_fits)
        rng = random.Random(seed)
        work = {name: t.copy() for name, t in self.tables.items()}
        moves: list[SeatMove] = []
        moved: set[str] = set()
        for line in balance.moves:
            source, target = work[line.source], work[line.target]
            broken = line.source in balance.broken
            for _ in range(line.players):
                player: str | None
                if broken:
                    # PK-4: a broken table's players are redrawn into empty seats elsewhere
                    reason = MoveReason.BREAK
                    player = rng.choice(source.players)
                    to_seat: int | None = rng.choice(target.empty_seats())
                else:
                    reason = MoveReason.BALANCE
                    player, to_seat = source.due_big_blind(), target.worst_empty_seat()
                assert player is not None and to_seat is not None
                assert player not in moved, "nobody moves twice in one plan"
                from_seat = source.seat_of(player)
                assert from_seat is not None
                source.seats[from_seat] = None
                target.seats[to_seat] = player
                moved.add(player)
                moves.append(SeatMove(player, line.source, from_seat, line.target, to_seat, reason))
        return SeatPlan(seed, balance.broken, tuple(moves))

    def can_redraw_final(self) -> bool:
        """Whether everybody left fits at one table, so the final table can be drawn."""
        return 0 < len(self.players()) <= self.seats_per_table

    def plan_final_table(self, seed: int, table: str | None = None) -> SeatPlan:
        """Redraw every remaining player at random into one table (the lowest-numbered one in play unless
        ``table`` is given), with a new button; the other tables are broken."""
        if not self.can_redraw_final():
            raise SeatingError("the players left do not fit at one table yet")
        in_play = [n for n in sorted(self.tables, key=table_order) if self.tables[n].count]
        final = table if table is not None else in_play[0]
        if final not in self.tables:
            raise SeatingError(f"there is no table {final}")
        rng = random.Random(seed)
        players = self.players()
        rng.shuffle(players)
        seats = sorted(rng.sample(range(1, self.seats_per_table + 1), len(players)))
        moves = []
        for player, seat in zip(players, seats, strict=True):
            where = self.where(player)
            assert where is not None
            moves.append(SeatMove(player, where[0], where[1], final, seat, MoveReason.FINAL_TABLE))
        broken = tuple(n for n in sorted(self.tables, key=table_order) if n != final)
        return SeatPlan(seed, broken, tuple(moves), (final, rng.choice(seats)))

    def can_apply(self, plan: SeatPlan) -> bool:
        """Whether ``plan`` was made for the seating as it is now (every mover still in their seat, every seat
        they go to free once the movers have left)."""
        free = {(t.name, s) for t in self.tables.values() for s in t.empty_seats()}
        for move in plan.moves:
            table = self.tables.get(move.source)
            if table is None or table.seats.get(move.source_seat) != move.player:
                return False
            free.add((move.source, move.source_seat))
        targets = [(m.target, m.target_seat) for m in plan.moves]
        return (
            len(set(targets)) == len(targets)
            and all(t in free for t in targets)
            and all(b in self.tables for b in plan.broken)
        )

    def apply(self, plan: SeatPlan) -> None:
        if not self.can_apply(plan):
            raise SeatingError("the tables have changed since these moves were planned: plan them again")
        for move in plan.moves:
            self.tables[move.source].seats[move.source_seat] = None
        for move in plan.moves:
            self.tables[move.target].seats[move.target_seat] = move.player
        for name in plan.broken:
            del self.tables[name]
        if plan.button is not None:
            self.tables[plan.button[0]].button = plan.button[1]

    # --- storing -----------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "seats_per_table": self.seats_per_table,
            "seed": self.seed,
            "tables": {
                name: {"button": t.button, "seats": {str(s): p for s, p in sorted(t.seats.items())}}
                for name, t in ((n, self.tables[n]) for n in sorted(self.tables, key=table_order))
            },
        }

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> Seating:
        try:
            tables = {
                str(name): Table(str(name), {int(s): p for s, p in t["seats"].items()}, t.get("button"))
                for name, t in doc["tables"].items()
            }
            return cls(int(doc["seats_per_table"]), tables, doc.get("seed"))
        except (KeyError, TypeError, ValueError, AttributeError) as err:
            raise SeatingError(f"the stored seating cannot be read: {err}") from None
