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

from cardnight_desk.domain.draws.knockout import Bracket, Match, bracket_order, new_bracket, seeding
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
from cardnight_desk.domain.draws.round_robin import round_count, round_robin_round, round_robin_schedule
from cardnight_desk.domain.draws.swap import (
    DrawWarning,
    SwapResult,
    WarningCode,
    can_swap,
    draw_warnings,
    swap,
)
from cardnight_desk.domain.draws.swiss import BYE_MASTER, TeamStanding, largest_gap, rank_teams, swiss_round
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
