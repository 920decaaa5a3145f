"""The Bukharo sheet form: one column per side (two teams, or an odd number of players, ruling BK-3) with the
passport, the seven-card groups, the cards in open groups and in hand, the two Bukharos, and how the game ended.

*Group cards* are the cards in open groups other than the seven-card ones (cards added to other sides' groups
included); *trumps* are 2s used as jokers (in hand, every 2 is a trump), ruling BK-1.
"""

from __future__ import annotations

from collections.abc import Mapping

from cardnight_desk.gui.score_forms.columns import ColumnsForm, Heading, Row

ROWS = (
    Row(("passport",), "flag", "Passport on the table"),
    Heading("Seven-card groups"),
    Row(("sequences7", "pure"), "count", "Sequences without a trump"),
    Row(("sequences7", "with_trump"), "count", "Sequences with a trump"),
    Row(("sets7",), "count", "Sets"),
    Heading("Cards in other open groups"),
    Row(("group_cards", "low"), "count", "Low (2–7)"),
    Row(("group_cards", "high"), "count", "High (8–K)"),
    Row(("group_cards", "aces"), "count", "Aces"),
    Row(("group_cards", "trumps"), "count", "Trumps (2s as jokers)"),
    Heading("Cards in hand"),
    Row(("hand_cards", "low"), "count", "Low (3–7)"),
    Row(("hand_cards", "high"), "count", "High (8–K)"),
    Row(("hand_cards", "aces"), "count", "Aces"),
    Row(("hand_cards", "trumps"), "count", "2s (trumps)"),
    Heading("Bukharos"),
    Row(("first_bukharo",), "flag", "First Bukharo"),
    Row(("second_bukharo",), "flag", "Second Bukharo"),
)


class BukharoForm(ColumnsForm):
    GAME = "bukharo"
    ENTRANTS = "sides"
    ROWS = ROWS
    ENDED_BY = (
        ("second_bukharo", "second Bukharo"),
        ("stock", "stock ran out"),
        ("time", "time called"),
    )

    def total_text(self, entry: Mapping[str, object]) -> str:
        return self.tr("Score %s") % entry["score"]
