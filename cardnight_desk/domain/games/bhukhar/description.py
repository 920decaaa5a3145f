"""The ``bhukhar`` score sheet, described once (:mod:`cardnight_desk.domain.sheet_description`): the sheet's
reader, its blank, its printout and the desk's form are all built from it.

Per team, in the order of ``resources/docs/score-sheets.md``: the *licence* (the combination a team must
display before anything it holds counts, BH-5) and the once-a-game marks (BH-4), the combinations *closed at
seven* cards (a sequence, a set of 8 to ace or of 2 to 7), the cards on the table and in hand (*low* 2–7,
*high* 8–A); then how the game ended (rule 16) and the penalties written on the sheet (rule 19, BH-6).
"""

from __future__ import annotations

from cardnight_desk.domain.games.bhukhar.penalties import MAX_PENALTY, PENALTY_RULES
from cardnight_desk.domain.sheet_description import (
    QT_TRANSLATE_NOOP,
    Field,
    Kind,
    LineList,
    Option,
    Preset,
    SheetDescription,
)

TICK, WHOLE = Kind.YES_NO, Kind.WHOLE
CLOSED = QT_TRANSLATE_NOOP("BhukharForm", "Closed at seven cards")
TABLE = QT_TRANSLATE_NOOP("BhukharForm", "Cards on the table")
HAND = QT_TRANSLATE_NOOP("BhukharForm", "Cards in hand")
LOW = QT_TRANSLATE_NOOP("BhukharForm", "Low (2–7)")
HIGH = QT_TRANSLATE_NOOP("BhukharForm", "High (8–A)")

DESCRIPTION = SheetDescription(
    game="bhukhar",
    context="BhukharForm",
    sides="teams",
    blank_sides=("Team A", "Team B"),
    side_fields=(
        Field("licence", TICK, QT_TRANSLATE_NOOP("BhukharForm", "Licence displayed"), "BH-5"),
        Field("licence_first", TICK, QT_TRANSLATE_NOOP("BhukharForm", "Licence first"), "BH-4",
              worth="+50, 1 Bonus"),
        Field("bhukhar", TICK, QT_TRANSLATE_NOOP("BhukharForm", "Took the Bhukhar"), "BH-4",
              worth="+50, 1 Bonus"),
        Field("closed_game", TICK, QT_TRANSLATE_NOOP("BhukharForm", "Closed the game"), "BH-4",
              worth="+50, 1 Bonus"),
        Field("natodiu", TICK, QT_TRANSLATE_NOOP("BhukharForm", "Gave a Natodiu"), "BH-4", worth="1 Bonus"),
        Field("closed.sequence", WHOLE, QT_TRANSLATE_NOOP("BhukharForm", "Sequences"), "BH-2", CLOSED,
              "300 each", lo=0),
        Field("closed.high_set", WHOLE, QT_TRANSLATE_NOOP("BhukharForm", "Sets of 8 to ace"), "BH-2", CLOSED,
              "200 each", lo=0),
        Field("closed.low_set", WHOLE, QT_TRANSLATE_NOOP("BhukharForm", "Sets of 2 to 7"), "BH-2", CLOSED,
              "100 each", lo=0),
        Field("table_cards.low", WHOLE, LOW, "BH-1", TABLE, lo=0),
        Field("table_cards.high", WHOLE, HIGH, "BH-1", TABLE, lo=0),
        Field("hand_cards.low", WHOLE, LOW, "BH-1", HAND, lo=0),
        Field("hand_cards.high", WHOLE, HIGH, "BH-1", HAND, lo=0),
    ),
    game_fields=(
        Field(
            "ended_by",
            Kind.CHOICE,
            QT_TRANSLATE_NOOP("BhukharForm", "Game ended by"),
            "rule 16",
            options=(
                Option("closed", QT_TRANSLATE_NOOP("BhukharForm", "closed by a team")),
                Option("stock", QT_TRANSLATE_NOOP("BhukharForm", "stock ran out")),
                Option("time", QT_TRANSLATE_NOOP("BhukharForm", "time called")),
            ),
        ),
    ),
    lines=(
        LineList(
            "penalties",
            QT_TRANSLATE_NOOP("BhukharForm", "Penalties written on the sheet (rule 19)"),
            (
                Field("team", Kind.SIDE, QT_TRANSLATE_NOOP("BhukharForm", "Team"), width=0.3),
                Field("points", WHOLE, QT_TRANSLATE_NOOP("BhukharForm", "Points"), "rule 19, ruling BH-6",
                      lo=5, hi=MAX_PENALTY, step=5, width=0.12),
                Field("rule", Kind.TEXT, QT_TRANSLATE_NOOP("BhukharForm", "Rule"),
                      hint=QT_TRANSLATE_NOOP("BhukharForm", "rule, e.g. 19.3"), width=0.12),
                Field("note", Kind.TEXT, QT_TRANSLATE_NOOP("BhukharForm", "Note"),
                      hint=QT_TRANSLATE_NOOP("BhukharForm", "note"), optional=True, width=0.46),
            ),
            rule="rule 19, ruling BH-6",
            add=QT_TRANSLATE_NOOP("BhukharForm", "Add a penalty &line"),
            remove=QT_TRANSLATE_NOOP("BhukharForm", "Remove"),
            preset=Preset("rule", "points", tuple(PENALTY_RULES.items())),
        ),
    ),
    total=QT_TRANSLATE_NOOP("BhukharForm", "Score %s · Master %s · Bonus %s"),
    total_of=("score", "master", "bonus"),
)  # fmt: skip
