"""The Bukharo sheet form: one column per side (two teams, or an odd number of players, ruling BK-3) with the
passport, the seven-card groups, the cards in open groups and in hand, the two Bukharos, and how the game ended.

*Group cards* are the cards in open groups other than the seven-card ones (cards added to other sides' groups
included); *trumps* are 2s used as jokers (in hand, every 2 is a trump), ruling BK-1.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP

from cardnight_desk.gui.sheet_forms.columns import ColumnsForm, Heading, Row

ROWS = (
    Row(("passport",), "flag", QT_TRANSLATE_NOOP("BukharoForm", "Passport on the table")),
    Heading(QT_TRANSLATE_NOOP("BukharoForm", "Seven-card groups")),
    Row(("sequences7", "pure"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Sequences without a trump")),
    Row(("sequences7", "with_trump"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Sequences with a trump")),
    Row(("sets7",), "count", QT_TRANSLATE_NOOP("BukharoForm", "Sets")),
    Heading(QT_TRANSLATE_NOOP("BukharoForm", "Cards in other open groups")),
    Row(("group_cards", "low"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Low (2–7)")),
    Row(("group_cards", "high"), "count", QT_TRANSLATE_NOOP("BukharoForm", "High (8–K)")),
    Row(("group_cards", "aces"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Aces")),
    Row(("group_cards", "trumps"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Trumps (2s as jokers)")),
    Heading(QT_TRANSLATE_NOOP("BukharoForm", "Cards in hand")),
    Row(("hand_cards", "low"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Low (3–7)")),
    Row(("hand_cards", "high"), "count", QT_TRANSLATE_NOOP("BukharoForm", "High (8–K)")),
    Row(("hand_cards", "aces"), "count", QT_TRANSLATE_NOOP("BukharoForm", "Aces")),
    Row(("hand_cards", "trumps"), "count", QT_TRANSLATE_NOOP("BukharoForm", "2s (trumps)")),
    Heading(QT_TRANSLATE_NOOP("BukharoForm", "Bukharos")),
    Row(("first_bukharo",), "flag", QT_TRANSLATE_NOOP("BukharoForm", "First Bukharo")),
    Row(("second_bukharo",), "flag", QT_TRANSLATE_NOOP("BukharoForm", "Second Bukharo")),
)


class BukharoForm(ColumnsForm):
    GAME = "bukharo"
    ENTRANTS = "sides"
    ROWS = ROWS
    ENDED_BY = (
        ("second_bukharo", QT_TRANSLATE_NOOP("BukharoForm", "second Bukharo")),
        ("stock", QT_TRANSLATE_NOOP("BukharoForm", "stock ran out")),
        ("time", QT_TRANSLATE_NOOP("BukharoForm", "time called")),
    )

    def total_text(self, entry: Mapping[str, object]) -> str:
        return self.tr("Score %s") % entry["score"]
