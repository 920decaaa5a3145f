"""The rummy table's printed score sheet, as data: the deal's number, type and wild rank headed as the sheet's
description (:mod:`~cardnight_desk.domain.games.rummy.description`) labels them.

One row per *deal*: its type (N normal, F first-turn rummy, H hand-rummy, V void, RU-5), the deal's *wild*
rank, then for each player a *code* (w won, f first-turn drop, m middle drop, a loser's points, v void, RU-4,
RU-6) and the *running total* the target is measured against (RU-7). As many rows as the round's deal limit
(RU-8), or the whole page when it has none (a final table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.rummy.description import DEALS
from cardnight_desk.domain.sheet_layout import Choice, Column, RowGrid, SheetLayout

DEAL_TYPE, WILD = DEALS.field("deal_type"), DEALS.field("wild")
LEAD = (
    Column(DEALS.number, 0.05),
    Column(DEAL_TYPE.label, DEAL_TYPE.width, key=DEAL_TYPE.key),
    Column(WILD.label, WILD.width),  # one wild rank a deal, written once for every loser's cards
)
PER_PLAYER = (Column("code", 0.55), Column("total", 0.45))
FEWEST_ROWS = 12  # a sheet with no deal limit still has room for a round's worth of deals


def reminders(settings: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule reminders at the foot of the sheet, each citing its ruling (RU-7, RU-8 follow the settings)."""
    deals = settings["max_deals"]
    end = f"after {deals} deals the lowest total wins (RU-8)" if deals else "no deal limit in a final"
    over = "reaches" if settings["eliminate_at"] == "at_target" else "exceeds"
    return (
        "Codes: w won; f dropped at the first turn (25); m middle drop, later (50); a loser's points, or "
        "the 13 cards with the deal's wild rank; v void (RU-4, RU-6). Type: N normal, F first-turn rummy, "
        "H hand-rummy, V void.",
        "A loser holding a straight run and a second run scores the unmatched cards (0–70), otherwise "
        "100 (RU-3). Jokers and the wild rank count 0 (RU-1).",
        "First-turn rummy: no turn yet scores half; hand-rummy: had a turn and stayed in scores double "
        "(RU-5): in those deals add + to a loser who had had a turn, - to one who had not (35+).",
        f"Out when the total {over} {settings['target']} (RU-7); {end}; level lowest totals play one more deal.",
    )


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """A row per deal (the deal limit, or the page), each player's code and total; ``settings`` are the
    table's (a final table plays to the final target with no deal limit) with every default."""
    deals = settings["max_deals"]
    grid = RowGrid(
        f"Deals (target {settings['target']}): each player's code or points, and the running total",
        LEAD,
        rows=int(deals) if isinstance(deals, int) else FEWEST_ROWS,
        per_entrant=PER_PLAYER,
        key=DEALS.key,
        more_rows=not isinstance(deals, int),
    )
    winner = Choice("Winner / players level on the lowest total (RU-8):")
    return SheetLayout((grid, winner), reminders(settings))
