"""The Bhukhar score sheet's boxes, as data: the printed sheet draws them, the desk's form takes its labels.

Per team, in the field order of the ``bhukhar`` sheet (``resources/docs/score-sheets.md``): the licence (the
combination a team must display before anything it holds counts, BH-5) and the once-a-game marks, the
combinations *closed at seven* cards (a sequence, a set of 8 to ace or of 2 to 7), the cards on the table and
in hand (*low* 2–7, *high* 8–A); then how the game ended and the penalties written on the sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.sheet_layout import (
    Box,
    BoxKind,
    Choice,
    Column,
    EntrantGrid,
    RowGrid,
    SheetLayout,
)

TICK, COUNT, DESK = BoxKind.TICK, BoxKind.COUNT, BoxKind.DESK

BOXES: tuple[Box, ...] = (
    Box("Licence displayed", TICK, "licence"),
    Box("Licence first (+50, 1 Bonus)", TICK, "licence_first"),
    Box("Took the Bhukhar (+50, 1 Bonus)", TICK, "bhukhar"),
    Box("Closed the game (+50, 1 Bonus)", TICK, "closed_game"),
    Box("Gave a Natodiu (1 Bonus)", TICK, "natodiu"),
    Box("Closed at seven: sequences (300 each)", COUNT, "closed.sequence"),
    Box("Closed at seven: sets of 8 to ace (200 each)", COUNT, "closed.high_set"),
    Box("Closed at seven: sets of 2 to 7 (100 each)", COUNT, "closed.low_set"),
    Box("Cards on the table: low (2–7)", COUNT, "table_cards.low"),
    Box("Cards on the table: high (8–A)", COUNT, "table_cards.high"),
    Box("Cards in hand: low (2–7)", COUNT, "hand_cards.low"),
    Box("Cards in hand: high (8–A)", COUNT, "hand_cards.high"),
    Box("Desk: game score", DESK, result="score"),
    Box("Desk: Master / Bonus points", DESK, result="master/bonus"),
)

ENDED_BY = Choice(
    "Game ended by:",
    ("closing", "the stock running out", "time"),
    "ended_by",
    ("closed", "stock", "time"),
)

PENALTIES = RowGrid(
    "Penalties written on the sheet: the penalised team (rule 19, ruling BH-6)",
    (
        Column("Team", 0.3, centre=False, key="team"),
        Column("Points", 0.12, key="points"),
        Column("Rule", 0.12, key="rule"),
        Column("Note", 0.46, centre=False, key="note"),
    ),
    rows=3,
    key="penalties",
    numbered=False,
)


def reminders(settings: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule reminders at the foot of the sheet, each citing its ruling (BH-6 follows ``penalty_mode``)."""
    to = (
        "are taken from the penalised team"
        if settings["penalty_mode"] == "deduct_offender"
        else "go to the claiming team"
    )
    return (
        "Cards: 2–7 score 5, 8–A score 10; a combination closed at seven cards scores 300 (sequence), "
        "200 (set 8–A) or 100 (set 2–7) instead (BH-1, BH-2).",
        "No licence displayed: that team has nothing on the table — no closed or displayed cards, no "
        "Bhukhar, no close (BH-5). Closing needs the Bhukhar taken.",
        "Licence first, the Bhukhar, closing: +50 and 1 Bonus point each; a Natodiu: 1 Bonus point (BH-4).",
        f"Penalty points {to} (BH-6); write the rule number. Time is called after "
        f"{settings['game_minutes']} minutes (BH-10).",
    )


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """The game's boxes for each team, how it ended, the penalties; ``settings`` have every default."""
    return SheetLayout(
        (EntrantGrid("The game (ticks and card counts for each team)", BOXES), ENDED_BY, PENALTIES),
        reminders(settings),
    )
