"""The Bukharo score sheet's boxes, as data: the printed sheet draws them, the desk's form takes its labels.

Per side, in the field order of the ``bukharo`` sheet (``resources/docs/score-sheets.md``): the *passport*
(the opening display without which nothing counts, BK-4), the seven-card sequences and sets, the cards in
other open *groups* and in hand (*low*, *high*, aces, and *trumps*: 2s used as jokers, or left in hand), and
the first and second Bukharo (BK-5); then how the game ended.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.sheet_layout import Box, BoxKind, Choice, EntrantGrid, SheetLayout

TICK, COUNT, DESK = BoxKind.TICK, BoxKind.COUNT, BoxKind.DESK

# in hand every 2 is a trump
BOXES: tuple[Box, ...] = (
    Box("Passport on the table", TICK, "passport"),
    Box("Seven-card sequences without a trump (150)", COUNT, "sequences7.pure"),
    Box("Seven-card sequences with a trump (100)", COUNT, "sequences7.with_trump"),
    Box("Seven-card sets (300)", COUNT, "sets7"),
    Box("Other open groups: low (2–7)", COUNT, "group_cards.low"),
    Box("Other open groups: high (8–K)", COUNT, "group_cards.high"),
    Box("Other open groups: aces", COUNT, "group_cards.aces"),
    Box("Other open groups: trumps (2s as jokers)", COUNT, "group_cards.trumps"),
    Box("Cards in hand: low (3–7)", COUNT, "hand_cards.low"),
    Box("Cards in hand: high (8–K)", COUNT, "hand_cards.high"),
    Box("Cards in hand: aces", COUNT, "hand_cards.aces"),
    Box("Cards in hand: 2s (trumps)", COUNT, "hand_cards.trumps"),
    Box("First Bukharo (+100)", TICK, "first_bukharo"),
    Box("Second Bukharo (+100)", TICK, "second_bukharo"),
    Box("Desk: score", DESK, result="score"),
)

ENDED_BY = Choice(
    "Game ended by:",
    ("the second Bukharo", "the stock running out", "time"),
    "ended_by",
    ("second_bukharo", "stock", "time"),
)

REMINDERS = (
    "Cards: A 20; 8–K 10; 2–7 5; a 2 used as a trump 20, a 2 left in hand 20 against (BK-1).",
    "Seven-card sequence 150 (100 with a trump), seven-card set 300, instead of card points (BK-2).",
    "No passport on the table: no groups count and the hand counts against (BK-4); cards added to "
    "another side's groups count for the side that added them.",
    "+100 for the first Bukharo, +100 for the second; the second Bukharo ends the game (BK-5).",
)


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """The game's boxes for each side and how it ended."""
    return SheetLayout((EntrantGrid("The game (for each side)", BOXES), ENDED_BY), REMINDERS)
