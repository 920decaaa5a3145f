"""The poker freezeout's two sheets, described once (:mod:`cardnight_desk.domain.sheet_description`): the
sheets' readers, their blanks and the printed table sheet take their fields from here.

- ``poker-tournament``: the blind *structure*, the *paid places*, their *payout percentages* and the *prize
  pool* (PK-3, PK-6: the competition's settings unless the sheet says them), then the *entries* (each player
  with the *level* in progress when they were seated, or ``before_4``, the gap before level 4, PK-2) and the
  *busts* in the order they happened (the *hand* and, for players out in the same hand, their *chips at its
  start*, PK-5). Words as in :mod:`cardnight_desk.domain.games.poker.tournament`.
- ``poker-balance``: the *seats per table*, the size *below* which a table is broken, and the players at each
  table (PK-4).
- a table's *bust report* (:mod:`~cardnight_desk.domain.games.poker.table_report`): the busts of one hand at one
  table, as a player there reports them on a phone (a ``poker-tournament`` sheet with its busts alone).

What is not described here: which levels a structure opens to late entry and the stacks they get
(:mod:`cardnight_desk.domain.games.poker.structure`), the order of busts (the reader,
:mod:`cardnight_desk.domain.games.poker.sheets`), and the desk's own forms, which run the tournament as it
happens rather than read a sheet (:mod:`cardnight_desk.gui.games.poker`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardnight_desk.domain.games.poker.settings import SETTINGS
from cardnight_desk.domain.sheet_description import (
    QT_TRANSLATE_NOOP,
    Field,
    Kind,
    LineList,
    Option,
    SheetDescription,
)


def _setting(key: str, kind: Kind, label: str, **more: Any) -> Field:
    """The sheet's field ``key``, which the competition's setting of that name fills when the sheet leaves it
    out: its rule, bounds and default are the setting's."""
    spec = SETTINGS[key]
    default = tuple(spec.default) if isinstance(spec.default, list) else spec.default
    return Field(key, kind, label, f"ruling {spec.ruling}", lo=spec.lo, hi=spec.hi, default=default,
                 optional=True, **more)  # fmt: skip


PLAYER = Field("player", Kind.TEXT, QT_TRANSLATE_NOOP("PokerSheet", "Player"), width=0.34)

ENTRIES = LineList(
    "entries",
    QT_TRANSLATE_NOOP("PokerSheet", "Entries"),
    fields=(
        PLAYER,
        Field("level", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Entry level"), "ruling PK-2", lo=1,
              options=(Option("before_4", QT_TRANSLATE_NOOP("PokerSheet", "before level 4")),),
              printed="Entry level: 1 · 2 · 3 · before 4", width=0.28),
    ),
    rule="ruling PK-2",
)  # fmt: skip

BUSTS = LineList(
    "busts",
    QT_TRANSLATE_NOOP("PokerSheet", "Busts"),
    fields=(
        PLAYER,
        Field("hand", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Hand no."), lo=1, optional=True, width=0.13),
        Field("start_chips", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Chips at the start of that hand"),
              "ruling PK-5", lo=1, optional=True, width=0.26),
    ),
    rule="ruling PK-5",
)  # fmt: skip

PAYOUT = SETTINGS["payout_percent"].default

TOURNAMENT = SheetDescription(
    game="poker-tournament",
    context="PokerSheet",
    game_fields=(
        _setting("structure", Kind.TEXT, QT_TRANSLATE_NOOP("PokerSheet", "Blind structure")),
        Field("paid_places", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Paid places"), "ruling PK-6", lo=1,
              default=len(PAYOUT), optional=True),
        _setting("payout_percent", Kind.WHOLES, QT_TRANSLATE_NOOP("PokerSheet", "Payout percentages")),
        _setting("prize_pool", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Prize pool")),
    ),
    lines=(ENTRIES, BUSTS),
)  # fmt: skip

BALANCE = SheetDescription(
    game="poker-balance",
    context="PokerSheet",
    game_fields=(
        _setting("seats_per_table", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Seats per table")),
        _setting("break_below", Kind.WHOLE, QT_TRANSLATE_NOOP("PokerSheet", "Break a table below")),
        Field("tables", Kind.COUNTS, QT_TRANSLATE_NOOP("PokerSheet", "Players at each table"), "ruling PK-4",
              lo=0),
    ),
)  # fmt: skip

#: the report's fields: the busts' lines, their player one of the table's players (each line headed "Player out")
REPORT = SheetDescription(
    game=TOURNAMENT.game,
    context=TOURNAMENT.context,
    lines=(
        replace(
            BUSTS,
            fields=(
                replace(BUSTS.field("player"), kind=Kind.SIDE),
                BUSTS.field("hand"),
                BUSTS.field("start_chips"),
            ),
            add=QT_TRANSLATE_NOOP("PokerSheet", "Another player out in this hand"),
            number=QT_TRANSLATE_NOOP("PokerSheet", "Player out"),
        ),
    ),
)

DESCRIPTIONS = {d.game: d for d in (TOURNAMENT, BALANCE)}
