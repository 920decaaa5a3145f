"""The ``rummy-table`` score sheet, described once (:mod:`cardnight_desk.domain.sheet_description`): the sheet's
reader, its blank, its printout and the desk's form take its fields from here.

The table's *target* and *deal limit* (RU-7, RU-8: the competition's settings unless the sheet says them), the
*players* by name, then the *deals* in the order they were played: each deal's *type* (RU-5, RU-6) and, for
each player in it, their *line*: the *result* (won, dropped, lost or void), *when* a player dropped (RU-4), a
loser's *points* or the 13 *cards* left and the deal's *wild* rank for the desk to count (RU-3), and in a
first-turn or hand-rummy deal whether a loser *had a turn* (RU-5). Words as in
:mod:`cardnight_desk.domain.games.rummy.table`.

What is not described here: how the paper sheet and the desk's form write a player's line as one short *code*
(``w``, ``f``, ``m``, ``v``, a number, the cards, ``+`` or ``-``: :mod:`cardnight_desk.gui.games.rummy.score_form`),
which rules a deal's lines must keep together (:mod:`cardnight_desk.domain.games.rummy.table`), and the running
totals the desk works out.
"""

from __future__ import annotations

from cardnight_desk.domain.games.rummy.settings import SETTINGS
from cardnight_desk.domain.games.rummy.table import DealType, DropTime, Outcome
from cardnight_desk.domain.sheet_description import (
    QT_TRANSLATE_NOOP,
    Field,
    Kind,
    LineList,
    Option,
    SheetDescription,
)

LOST, DROPPED = ("result", Outcome.LOST.value), ("result", Outcome.DROPPED.value)
TARGET, MAX_DEALS = SETTINGS["target"], SETTINGS["max_deals"]

DEALS = LineList(
    "deals",
    QT_TRANSLATE_NOOP("RummyTableForm", "Deals"),
    fields=(
        Field(
            "deal_type",
            Kind.CHOICE,
            QT_TRANSLATE_NOOP("RummyTableForm", "Type"),
            "rulings RU-5, RU-6",
            width=0.057,
            options=(
                Option(DealType.NORMAL.value, QT_TRANSLATE_NOOP("RummyTableForm", "normal")),
                Option(DealType.FIRST_TURN_RUMMY.value, QT_TRANSLATE_NOOP("RummyTableForm", "first-turn rummy")),
                Option(DealType.HAND_RUMMY.value, QT_TRANSLATE_NOOP("RummyTableForm", "hand rummy")),
                Option(DealType.VOID.value, QT_TRANSLATE_NOOP("RummyTableForm", "void (stock ran out)")),
            ),
        ),
    ),
    rule="rulings RU-3..RU-8",
    number=QT_TRANSLATE_NOOP("RummyTableForm", "Deal"),
    side_key="players",
    side_fields=(
        Field(
            "result",
            Kind.CHOICE,
            QT_TRANSLATE_NOOP("RummyTableForm", "Result"),
            "rulings RU-4..RU-6",
            options=(
                Option(Outcome.WON.value, QT_TRANSLATE_NOOP("RummyTableForm", "won")),
                Option(Outcome.DROPPED.value, QT_TRANSLATE_NOOP("RummyTableForm", "dropped")),
                Option(Outcome.LOST.value, QT_TRANSLATE_NOOP("RummyTableForm", "lost")),
                Option(Outcome.VOID.value, QT_TRANSLATE_NOOP("RummyTableForm", "void")),
            ),
        ),
        Field(
            "when",
            Kind.CHOICE,
            QT_TRANSLATE_NOOP("RummyTableForm", "Dropped"),
            "ruling RU-4",
            options=(
                Option(DropTime.FIRST_TURN.value, QT_TRANSLATE_NOOP("RummyTableForm", "at the first turn (25)")),
                Option(DropTime.LATER.value, QT_TRANSLATE_NOOP("RummyTableForm", "later (50)")),
            ),
            only_if=DROPPED,
        ),
        Field("points", Kind.WHOLE, QT_TRANSLATE_NOOP("RummyTableForm", "Points"), "ruling RU-3", lo=0,
              optional=True, only_if=LOST),
        Field("cards", Kind.CARDS, QT_TRANSLATE_NOOP("RummyTableForm", "Cards"), "ruling RU-3", optional=True,
              only_if=LOST),
        Field("wild", Kind.RANK, QT_TRANSLATE_NOOP("RummyTableForm", "Wild"), "ruling RU-3", width=0.054,
              optional=True, only_if=LOST),
        Field("had_turn", Kind.YES_NO, QT_TRANSLATE_NOOP("RummyTableForm", "Had a turn"), "ruling RU-5",
              optional=True, only_if=LOST),
    ),
)  # fmt: skip

DESCRIPTION = SheetDescription(
    game="rummy-table",
    context="RummyTableForm",
    sides="players",
    side_list=True,
    blank_sides=tuple(f"Player {n}" for n in range(1, 5)),
    game_fields=(
        Field("target", Kind.WHOLE, QT_TRANSLATE_NOOP("RummyTableForm", "Target"), "ruling RU-7",
              lo=TARGET.lo, hi=TARGET.hi, default=TARGET.default, optional=True),
        Field("max_deals", Kind.WHOLE, QT_TRANSLATE_NOOP("RummyTableForm", "Deal limit"), "ruling RU-8",
              lo=MAX_DEALS.lo, hi=MAX_DEALS.hi, default=MAX_DEALS.default, optional=True),
    ),
    lines=(DEALS,),
)  # fmt: skip
