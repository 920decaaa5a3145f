"""Breaking and balancing poker tables, counted in players (ruling PK-4).

Domain words:

- a *layout* is how many players sit at each table (``{"1": 7, "2": 4, "3": 8}``); tables have
  ``seats_per_table`` seats;
- a table is *broken* when it has fewer than ``break_below`` players: all its players are redrawn into empty
  seats elsewhere. It is broken only if everybody then still fits (no table over its seats); when they do not
  fit nothing is broken and the tables are only balanced. With several small tables the one with the fewest
  players breaks first (ties: the highest-numbered), then the rule is applied again;
- the *TDA capacity rule* (setting ``break_when_fits``, off by default): also break a table, the smallest
  first, whenever the players fit at one table fewer;
- *balanced* tables differ by at most one player. A *move* takes players from one table to another; a *plan*
  breaks, then balances with the fewest players moved: every player of a broken table moves, and a kept table
  gives away only what it has above its target. A table either gives or receives, so nobody moves twice.

This module plans in counts (the ``poker-balance`` sheet); :mod:`poker_seating` turns a plan into named players
and seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardnight_desk.domain.numbers import typed_number


@dataclass(frozen=True)
class TableMove:
    source: str
    target: str
    players: int

    def to_json(self) -> dict[str, Any]:
        return {"from": self.source, "to": self.target, "players": self.players}


@dataclass(frozen=True)
class BalancePlan:
    broken: tuple[str, ...]
    moves: tuple[TableMove, ...]
    after: tuple[tuple[str, int], ...]  # the kept tables and their players after the plan, in table order

    @property
    def players_moved(self) -> int:
        return sum(m.players for m in self.moves)

    def to_json(self) -> dict[str, Any]:
        return {
            "break": list(self.broken),
            "moves": [m.to_json() for m in self.moves],
            "after": dict(self.after),
        }


def table_order(name: str) -> tuple[int, int, str]:
    """Tables sort by number when their names are numbers ("2" before "10"), otherwise by name."""
    number = typed_number(name) if name.isdigit() else None
    return (0, number, "") if number is not None else (1, 0, name)


def tables_to_break(
    tables: Mapping[str, int], seats_per_table: int, break_below: int, break_when_fits: bool = False
) -> list[str]:
    """The tables PK-4 breaks, in the order they break (see the module docstring)."""
    kept = dict(tables)
    broken: list[str] = []
    total = sum(tables.values())
    while len(kept) > 1:
        if total > (len(kept) - 1) * seats_per_table:
            break  # the players would not fit at one table fewer: nothing (more) is broken
        small = [t for t, n in kept.items() if n < break_below]
        candidates = small or (list(kept) if break_when_fits else [])
        if not candidates:
            break
        # the fewest players; among equals the highest-numbered table (min keeps the first it meets)
        pick = min(sorted(candidates, key=table_order, reverse=True), key=lambda t: kept[t])
        broken.append(pick)
        del kept[pick]
    return broken


def targets(kept: Mapping[str, int], total: int) -> dict[str, int]:
    """The balanced size of each kept table that moves the fewest players.

    Sizes are ``total // k`` and one more for ``total % k`` tables. A larger size given to a table that has more
    players than the smaller size saves a move; among those, tables that then need no move at all come first, so
    fewer tables are disturbed.
    """
    k = len(kept)
    base, extra = divmod(total, k)

    def priority(t: str) -> tuple[int, int, tuple[int, int, str]]:
        n = kept[t]
        rank = 0 if n == base + 1 else 1 if n > base + 1 else 2
        return (rank, -n, table_order(t))

    bigger = set(sorted(kept, key=priority)[:extra])
    return {t: base + (t in bigger) for t in kept}


def plan_balance(
    tables: Mapping[str, int], seats_per_table: int, break_below: int, break_when_fits: bool = False
) -> BalancePlan:
    """Break and balance ``tables`` (ruling PK-4); every count must be within ``0..seats_per_table``."""
    if not tables:
        return BalancePlan((), (), ())
    broken = tables_to_break(tables, seats_per_table, break_below, break_when_fits)
    kept = {t: n for t, n in tables.items() if t not in broken}
    goal = targets(kept, sum(tables.values()))
    order = sorted(kept, key=table_order)
    givers = [(t, tables[t]) for t in broken] + [(t, kept[t] - goal[t]) for t in order if kept[t] > goal[t]]
    need = {t: goal[t] - kept[t] for t in order if goal[t] > kept[t]}
    moves: list[TableMove] = []
    for source, count in givers:
        for target in need:
            n = min(count, need[target])
            if n:
                moves.append(TableMove(source, target, n))
                need[target] -= n
                count -= n
    return BalancePlan(tuple(broken), tuple(moves), tuple((t, goal[t]) for t in order))
