"""The printed Bhukhar score sheet: the sheet's fields (:mod:`~cardnight_desk.domain.games.bhukhar.description`),
the rows the desk works out, and the rule reminders at its foot."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.bhukhar.description import DESCRIPTION
from cardnight_desk.domain.sheet_layout import Box, BoxKind, SheetLayout, described_layout

DESK = (  # shaded on paper, worked out by the desk
    Box("Desk: game score", BoxKind.DESK, result="score"),
    Box("Desk: Master / Bonus points", BoxKind.DESK, result="master/bonus"),
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
    return described_layout(
        DESCRIPTION, "The game (ticks and card counts for each team)", DESK, reminders(settings)
    )
