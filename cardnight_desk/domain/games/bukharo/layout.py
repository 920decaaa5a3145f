"""The printed Bukharo score sheet: the sheet's fields (:mod:`~cardnight_desk.domain.games.bukharo.description`),
the row the desk works out, and the rule reminders at its foot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.bukharo.description import DESCRIPTION
from cardnight_desk.domain.sheet_layout import Box, BoxKind, SheetLayout, described_layout

DESK = (Box("Desk: score", BoxKind.DESK, result="score"),)  # shaded on paper, worked out by the desk

REMINDERS = (
    "Cards: A 20; 8–K 10; 2–7 5; a 2 used as a trump 20, a 2 left in hand 20 against (BK-1).",
    "Seven-card sequence 150 (100 with a trump), seven-card set 300, instead of card points (BK-2).",
    "No passport on the table: no groups count and the hand counts against (BK-4); cards added to "
    "another side's groups count for the side that added them.",
    "+100 for the first Bukharo, +100 for the second; the second Bukharo ends the game (BK-5).",
)


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """The game's boxes for each side and how it ended."""
    return described_layout(DESCRIPTION, "The game (for each side)", DESK, REMINDERS)
