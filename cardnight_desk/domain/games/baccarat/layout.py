"""The baccarat table's hand log, as data: the printed sheet draws it, its cards and each seat's bet headed as
the hand sheet's description (:mod:`~cardnight_desk.domain.games.baccarat.description`) heads them on paper.

One row per *hand*: its cards in dealing order (Player, Banker, Player, Banker, then each side's third card,
BAC-1) and the winning side, then for each seat what it bet *on* (P, B, T, PP, BP, DP, DB and, in EZ, D7) and
its *stake*. The log fills the page.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.baccarat.description import BETS, HAND
from cardnight_desk.domain.sheet_layout import Column, RowGrid, SheetLayout

CARD = 0.0363  # a card's column, a share of the page's width
LEAD = (
    Column("Hand", 0.05),
    *(Column(card, CARD) for card in ("P1", "B1", "P2", "B2", "P3", "B3")),
    Column("Win", 0.05),
)
# each seat's bet, its columns' widths shares of the seat's group
PER_SEAT = (Column(BETS.field("on").printed, 0.45), Column(BETS.field("stake").printed, 0.55))
FEWEST_ROWS = 10


def reminders(settings: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule reminders at the foot of the sheet, each citing its ruling (BAC-2 follows the variant)."""
    banker = {
        "ez": "EZ: Banker 1:1, push on a winning three-card Banker 7; Dragon 7 pays 40:1 (BAC-2).",
        "no_commission": "No-Commission: Banker 1:1, a winning Banker 6 pays 1:2 (BAC-2).",
    }.get(str(settings["variant"]), "Banker 1:1 less 5% commission (BAC-2).")
    return (
        "Cards in dealing order: Player, Banker, Player, Banker, then the Player's third card, then the "
        "Banker's (BAC-1).",
        "Player 1:1; Tie 8:1 (Player and Banker bets push on a tie); pairs 11:1 on the first two cards (BAC-2).",
        banker,
    )


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """The hand log: the cards and winner of each hand, then each seat's bet and stake."""
    variant = str(settings["variant"]).replace("_", "-")
    bets = "P, B, T, PP, BP, DP, DB" + (", D7" if variant == "ez" else "")
    log = RowGrid(
        f"Hand log ({variant}; bets: {bets})",
        LEAD,
        rows=FEWEST_ROWS,
        per_entrant=PER_SEAT,
        lead_title=HAND.game_field("cards").printed,
        seat_heads=True,
        more_rows=True,
    )
    return SheetLayout((log,), reminders(settings))
