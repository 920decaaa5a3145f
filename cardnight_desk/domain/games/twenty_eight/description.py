"""The ``28-match`` score sheet, described once (:mod:`cardnight_desk.domain.sheet_description`): the sheet's
reader, its blank, its printout and the desk's form take its fields from here.

The two *teams* by name, then the *deals* in the order they were played: the *bidder* (or a *redeal*, TE-6),
the final *bid* (16–28, or *thani*), and how the deal ended, in exactly one way: the bidders' trick points, a
thani won or lost (*won all*), a *cot* or counter cot (declared by a team) and its outcome (TE-3, TE-4), or the
team at fault in a *foul* (TE-5); then the *coin toss* that settles a match still level after the extra round
(TE-7). Words as in :mod:`cardnight_desk.domain.games.twenty_eight.scoring`.

What is not described here: that a deal gives exactly one of its outcomes and which deals are due (the reader,
:mod:`cardnight_desk.domain.games.twenty_eight.sheets`), how the desk's form offers a cot as one choice of who
declared it and how it ended (:mod:`cardnight_desk.gui.games.twenty_eight.score_form`), and the running totals.
"""

from __future__ import annotations

from cardnight_desk.domain.games.twenty_eight.scoring import (
    LAST_DEAL,
    MAX_BID,
    MIN_BID,
    THANI,
    TRICK_POINTS_IN_PACK,
    CotOutcome,
)
from cardnight_desk.domain.sheet_description import (
    QT_TRANSLATE_NOOP,
    Field,
    Kind,
    LineList,
    Option,
    SheetDescription,
)

COT = QT_TRANSLATE_NOOP("TwentyEightForm", "Cot")

DEALS = LineList(
    "deals",
    QT_TRANSLATE_NOOP("TwentyEightForm", "Deals"),
    fields=(
        Field("bidder", Kind.SIDE, QT_TRANSLATE_NOOP("TwentyEightForm", "Bidder"), "ruling TE-2",
              printed="Bidder / redeal", width=0.17),
        Field("bid", Kind.WHOLE, QT_TRANSLATE_NOOP("TwentyEightForm", "Bid"), "ruling TE-2", printed="Bid (t)",
              width=0.065, lo=MIN_BID, hi=MAX_BID, options=(Option(THANI, "thani"),)),
        Field("bidder_points", Kind.WHOLE, QT_TRANSLATE_NOOP("TwentyEightForm", "Result"),
              "trick points, ruling TE-1", printed="Result (w / l)", width=0.103, lo=0, hi=TRICK_POINTS_IN_PACK,
              optional=True),
        Field("won_all", Kind.YES_NO, QT_TRANSLATE_NOOP("TwentyEightForm", "Thani won"), "ruling TE-2",
              optional=True, only_if=("bid", THANI)),
        Field("cot.declared_by", Kind.SIDE, QT_TRANSLATE_NOOP("TwentyEightForm", "Declared by"), "ruling TE-3",
              COT, optional=True),
        Field("cot.outcome", Kind.CHOICE, QT_TRANSLATE_NOOP("TwentyEightForm", "Outcome"), "ruling TE-3, TE-4",
              COT, printed="Cot: C / CC, all · lost · surr.", width=0.184, optional=True,
              options=(
                  Option(CotOutcome.WON_ALL.value, QT_TRANSLATE_NOOP("TwentyEightForm", "took every trick")),
                  Option(CotOutcome.LOST_TRICK.value, QT_TRANSLATE_NOOP("TwentyEightForm", "lost a trick")),
                  Option(CotOutcome.SURRENDERED.value, QT_TRANSLATE_NOOP("TwentyEightForm", "surrendered to")),
              )),
        Field("foul", Kind.SIDE, QT_TRANSLATE_NOOP("TwentyEightForm", "Foul by"), "ruling TE-5", width=0.1,
              optional=True),
        Field("redeal", Kind.YES_NO, QT_TRANSLATE_NOOP("TwentyEightForm", "redeal (no trump, TE-6)"),
              "ruling TE-6", optional=True),
    ),
    rule="rulings TE-1..TE-7",
    rows=LAST_DEAL,
    number=QT_TRANSLATE_NOOP("TwentyEightForm", "Deal"),
)  # fmt: skip

DESCRIPTION = SheetDescription(
    game="28-match",
    context="TwentyEightForm",
    sides="teams",
    side_list=True,
    blank_sides=("Team A", "Team B"),
    game_fields=(
        Field("coin_toss", Kind.SIDE, QT_TRANSLATE_NOOP("TwentyEightForm", "Coin toss won by"), "ruling TE-7",
              printed="Coin toss (only when level after 18 deals) won by:", optional=True, last=True),
    ),
    lines=(DEALS,),
)  # fmt: skip
