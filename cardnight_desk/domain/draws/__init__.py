"""Draws and seatings for every format: plain values in, a :class:`Draw` out, nothing stored.

- ``model``: :class:`Draw`, :class:`Table`, :class:`Seat`, :class:`History`, alternate seating (ruling EV-3).
- ``round_robin``: the circle method for team games, any round on demand from the seed.
- ``swiss``: Swiss rounds for the Bhukhar league (no avoidable rematch, byes, table moves by rule 11),
  on the pairing engine in ``matching`` and the table assignment in ``table_moves``.
- ``knockout``: seeded brackets for 28 with byes to the top seeds and an optional third-place match.
- ``tables``: rummy tables down to the final (ruling RU-9) and Bukharo tables (ruling BK-3).
- ``swap``: swapping two entrants of a round, with its rematch and same-table warnings.

Every draw is made from a seed and stores it: the same seed on the same field gives the same draw (ruling EV-5).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from cardnight_desk.domain.draws.model import (
    Draw,
    DrawError,
    EntrantId,
    History,
    PlayerId,
    Seat,
    Table,
    fresh_seed,
    team_table,
)
from cardnight_desk.domain.draws.swap import (
    DrawWarning,
    SwapResult,
    WarningCode,
    can_swap,
    draw_warnings,
    swap,
)

if TYPE_CHECKING:
    from cardnight_desk.domain.draws.knockout import Bracket, Match, bracket_order, new_bracket, seeding
    from cardnight_desk.domain.draws.round_robin import round_count, round_robin_round, round_robin_schedule
    from cardnight_desk.domain.draws.swiss import (
        BYE_MASTER,
        TeamStanding,
        largest_gap,
        rank_teams,
        swiss_round,
    )
    from cardnight_desk.domain.draws.tables import (
        Advance,
        TableOutcome,
        bukharo_packs,
        bukharo_tables,
        rummy_advance,
        rummy_next_round,
        rummy_packs,
        rummy_plan,
        rummy_tables,
        split_sizes,
    )

# Each format's module is loaded when one of its names is first asked for (``from ... import name`` asks too):
# a Swiss draw never loads the knockout, round-robin or table code, nor a knockout the Swiss pairing. (``swap``
# is loaded with the package: its function shares its module's name, which a module loaded later would take.)


def _knockout() -> ModuleType:
    from cardnight_desk.domain.draws import knockout

    return knockout


def _round_robin() -> ModuleType:
    from cardnight_desk.domain.draws import round_robin

    return round_robin


def _swiss() -> ModuleType:
    from cardnight_desk.domain.draws import swiss

    return swiss


def _tables() -> ModuleType:
    from cardnight_desk.domain.draws import tables

    return tables


_FORMATS: dict[Callable[[], ModuleType], tuple[str, ...]] = {
    _knockout: ("Bracket", "Match", "bracket_order", "new_bracket", "seeding"),
    _round_robin: ("round_count", "round_robin_round", "round_robin_schedule"),
    _swiss: ("BYE_MASTER", "TeamStanding", "largest_gap", "rank_teams", "swiss_round"),
    _tables: (
        "Advance",
        "TableOutcome",
        "bukharo_packs",
        "bukharo_tables",
        "rummy_advance",
        "rummy_next_round",
        "rummy_packs",
        "rummy_plan",
        "rummy_tables",
        "split_sizes",
    ),
}
_MODULE_OF = {name: module for module, names in _FORMATS.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(module(), name)
    globals()[name] = value  # asked once
    return value


__all__ = [
    "BYE_MASTER",
    "Advance",
    "Bracket",
    "Draw",
    "DrawError",
    "DrawWarning",
    "EntrantId",
    "History",
    "Match",
    "PlayerId",
    "Seat",
    "SwapResult",
    "Table",
    "TableOutcome",
    "TeamStanding",
    "WarningCode",
    "bracket_order",
    "bukharo_packs",
    "bukharo_tables",
    "can_swap",
    "draw_warnings",
    "fresh_seed",
    "largest_gap",
    "new_bracket",
    "rank_teams",
    "round_count",
    "round_robin_round",
    "round_robin_schedule",
    "rummy_advance",
    "rummy_next_round",
    "rummy_packs",
    "rummy_plan",
    "rummy_tables",
    "seeding",
    "split_sizes",
    "swap",
    "swiss_round",
    "team_table",
]
