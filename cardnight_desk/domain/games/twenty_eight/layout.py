"""The 28 match's printed score sheet, as data: its deal columns and coin toss headed as the sheet's
description (:mod:`~cardnight_desk.domain.games.twenty_eight.description`) heads them on paper.

One row per *deal*, in the field order of the ``28-match`` sheet (``resources/docs/score-sheets.md``): the
bidder (or a *redeal*, TE-6), the *bid* (16–28, or *thani*: t), the bidders' trick points (for a thani, won or
lost), a *cot* or *counter cot* and its outcome (TE-3, TE-4), the team at fault in a *foul* (TE-5), then each
team's game points and running total. Deals 13 to 18 are played only when the teams are level after 12 (TE-7),
and a coin toss settles a match still level after 18.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.twenty_eight.description import DEALS, DESCRIPTION
from cardnight_desk.domain.games.twenty_eight.scoring import MATCH_DEALS
from cardnight_desk.domain.sheet_description import Field
from cardnight_desk.domain.sheet_layout import Choice, Column, RowGrid, SheetLayout


def _column(f: Field, key: str) -> Column:
    # the bidder's name, or "redeal", is written out from the left; the rest are short marks
    return Column(f.printed or f.label, f.width, centre=f.key != "bidder", key=key)


# the cot's column is its outcome's (who declared it is written with it)
COLUMNS = {
    "bidder": "bidder",
    "bid": "bid",
    "bidder_points": "bidder_points",
    "cot.outcome": "cot",
    "foul": "foul",
}
LEAD = (Column(DEALS.number, 0.05), *(_column(DEALS.field(field), key) for field, key in COLUMNS.items()))

REMINDERS = (
    "Bids 16–28; the bidder succeeds with trick points ≥ bid. Game points: bid ≤19 +1/−2, 20–24 +2/−3, "
    "≥25 +3/−4, thani +4/−5 (TE-2).",
    "Cot (C) / counter cot (CC) only on a bid of 19 or less: took every trick (all), lost a trick "
    "(lost) (TE-3); surrendered to: after a cot +1, after a counter cot −2 (TE-4).",
    "Foul proved: the other team gets twice the bid's lose value (TE-5). Opponents hold no trump: "
    "write redeal as the bidder, no points (TE-6).",
    "12 deals; level after 12: 6 more deals; level after 18: coin toss (TE-7).",
)


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """A row per deal with each team's points and running total, then the coin toss between the teams."""
    points = tuple(Column(f"{team} pts") for team in sides)
    totals = tuple(Column(f"{team} total") for team in sides)
    deals = RowGrid(
        "Deals: bid 16–28 or t (thani); result = the bidders' trick points, thani w or l; "
        "deals 13–18 only when level after 12 (TE-7)",
        (*LEAD, *points, *totals),
        rows=DEALS.rows,
        key=DEALS.key,
        extra_from=MATCH_DEALS + 1,
    )
    coin_toss = DESCRIPTION.game_field("coin_toss")
    toss = Choice(coin_toss.printed, tuple(sides), coin_toss.key, tuple(sides))
    return SheetLayout((deals, toss), REMINDERS)
