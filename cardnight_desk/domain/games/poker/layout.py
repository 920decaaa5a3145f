"""The poker table's sheet, as data: the printed sheet draws it, its player, level, hand and chips columns headed
as the sheets' description (:mod:`~cardnight_desk.domain.games.poker.description`) heads them on paper.

Two grids, in the field order of the ``poker-tournament`` sheet (``resources/docs/score-sheets.md``): the
table's *entries* (one row per seat, with the *level* in progress when the player was seated, PK-2) and its
*busts*, in the order they happen, with the hand number and, for busts in the same hand, each player's chips
at its start (PK-5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardnight_desk.domain.games.poker.description import BUSTS, ENTRIES
from cardnight_desk.domain.sheet_description import Field, Kind
from cardnight_desk.domain.sheet_layout import Column, RowGrid, SheetLayout


def _column(f: Field, printed: str = "") -> Column:
    # a player's name is written out from the left; the rest are short figures or marks
    return Column(f.printed or f.label, f.width, centre=f.kind is not Kind.TEXT, key=f.key, printed=printed)


# the seats, starting chips, moves, order and time are the desk's help to the table, not fields of the sheet
ENTRY_COLUMNS = (
    Column("Seat", 0.061),
    _column(ENTRIES.field("player")),
    _column(ENTRIES.field("level"), printed="1    2    3    b4"),  # the entry levels to circle
    Column("Starting chips", 0.16),
    Column("Moved to table / seat", centre=False),
)
BUST_COLUMNS = (
    Column("Order", 0.069),
    _column(BUSTS.field("player")),
    Column("Seat", 0.069),
    _column(BUSTS.field("hand")),
    _column(BUSTS.field("start_chips")),
    Column("Time", centre=False),
)


def reminders(settings: Mapping[str, Any]) -> tuple[str, ...]:
    """The rule reminders at the foot of the sheet, each citing its ruling (the stack and the table size
    follow the settings)."""
    return (
        f"Starting stack {settings['starting_stack']:,} chips, no rebuys (PK-1). Late entry: level 2 −100, "
        "level 3 −300, between levels 3 and 4 −500; no entry once level 4 starts (PK-2).",
        "Busts in the same hand: write each player's chips at the start of that hand; more chips, better "
        "place (PK-5). A player who leaves is placed as busted then.",
        f"A table with fewer than {settings['break_below']} players is broken and the desk moves "
        "players to balance tables (PK-4).",
    )


def sheet_layout(settings: Mapping[str, Any], sides: Sequence[str]) -> SheetLayout:
    """A row per seat for the entries, as many for the busts."""
    seats = max(int(settings["seats_per_table"] or 9), len(sides))
    return SheetLayout(
        (
            RowGrid(
                f"{ENTRIES.label} (circle the level in progress when the player was seated — PK-2)",
                ENTRY_COLUMNS,
                rows=seats,
                fill_seats=True,
                key=ENTRIES.key,
            ),
            RowGrid(
                f"{BUSTS.label}, in the order they happen (PK-5)", BUST_COLUMNS, rows=seats, key=BUSTS.key
            ),
        ),
        reminders(settings),
    )
