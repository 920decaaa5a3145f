"""The ``bukharo`` score sheet, described once (:mod:`cardnight_desk.domain.sheet_description`): the sheet's
reader, its blank, its printout and the desk's form are all built from it.

Per side, in the order of ``resources/docs/score-sheets.md``: the *passport* (the opening display without
which nothing counts, BK-4), the seven-card sequences and sets (BK-2), the cards in other open *groups* and in
hand (*low*, *high*, aces, and *trumps*: 2s used as jokers, or left in hand, BK-1), and the first and second
Bukharo (BK-5); then how the game ended.
"""

from __future__ import annotations

from cardnight_desk.domain.sheet_description import QT_TRANSLATE_NOOP, Field, Kind, Option, SheetDescription

TICK, WHOLE = Kind.YES_NO, Kind.WHOLE
SEVEN = QT_TRANSLATE_NOOP("BukharoForm", "Seven-card groups")
GROUPS = QT_TRANSLATE_NOOP("BukharoForm", "Cards in other open groups")
HAND = QT_TRANSLATE_NOOP("BukharoForm", "Cards in hand")
BUKHAROS = QT_TRANSLATE_NOOP("BukharoForm", "Bukharos")
HIGH = QT_TRANSLATE_NOOP("BukharoForm", "High (8–K)")
ACES = QT_TRANSLATE_NOOP("BukharoForm", "Aces")

DESCRIPTION = SheetDescription(
    game="bukharo",
    context="BukharoForm",
    sides="sides",
    blank_sides=("Side A", "Side B"),
    side_fields=(
        Field("passport", TICK, QT_TRANSLATE_NOOP("BukharoForm", "Passport on the table"), "BK-4"),
        Field("sequences7.pure", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Sequences without a trump"), "BK-2",
              SEVEN, "150", lo=0),
        Field("sequences7.with_trump", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Sequences with a trump"),
              "BK-2", SEVEN, "100", lo=0),
        Field("sets7", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Sets"), "BK-2", SEVEN, "300", lo=0),
        Field("group_cards.low", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Low (2–7)"), "BK-1", GROUPS, lo=0),
        Field("group_cards.high", WHOLE, HIGH, "BK-1", GROUPS, lo=0),
        Field("group_cards.aces", WHOLE, ACES, "BK-1", GROUPS, lo=0),
        Field("group_cards.trumps", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Trumps (2s as jokers)"), "BK-1",
              GROUPS, lo=0),
        Field("hand_cards.low", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "Low (3–7)"), "BK-1", HAND, lo=0),
        Field("hand_cards.high", WHOLE, HIGH, "BK-1", HAND, lo=0),
        Field("hand_cards.aces", WHOLE, ACES, "BK-1", HAND, lo=0),
        Field("hand_cards.trumps", WHOLE, QT_TRANSLATE_NOOP("BukharoForm", "2s (trumps)"), "BK-1", HAND,
              lo=0),
        Field("first_bukharo", TICK, QT_TRANSLATE_NOOP("BukharoForm", "First Bukharo"), "BK-5", BUKHAROS,
              "+100"),
        Field("second_bukharo", TICK, QT_TRANSLATE_NOOP("BukharoForm", "Second Bukharo"), "BK-5", BUKHAROS,
              "+100"),
    ),
    game_fields=(
        Field(
            "ended_by",
            Kind.CHOICE,
            QT_TRANSLATE_NOOP("BukharoForm", "Game ended by"),
            "rules 21-22, ruling BK-5",
            options=(
                Option("second_bukharo", QT_TRANSLATE_NOOP("BukharoForm", "second Bukharo")),
                Option("stock", QT_TRANSLATE_NOOP("BukharoForm", "stock ran out")),
                Option("time", QT_TRANSLATE_NOOP("BukharoForm", "time called")),
            ),
        ),
    ),
    total=QT_TRANSLATE_NOOP("BukharoForm", "Score %s"),
    total_of=("score",),
)  # fmt: skip
