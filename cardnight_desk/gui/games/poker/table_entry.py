"""The poker area's part of table entry: players report their table's busts on their phones
(:mod:`~cardnight_desk.services.games.poker.table_entry`).

While the competition's ``table_entry`` setting is not off and its seats are drawn, the area shows the box
"From the tables" (``table_reports.py``), "Entry links…" (every table's links, the dialog of the Draws area)
and "Print table cards…": one folding card per table (the rounds' table cards, ``io/pdf/seating.py``) with
one QR code per seated player, their own link. The reports are read when the area shows a new view and each
time it looks for other desks' changes: one query for every table.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from cardnight_desk.gui.games.poker.table_reports import TableReportsBox
from cardnight_desk.gui.games.poker.text import translate
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.entry_links import table_entry_on
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.games.poker.table_entry import table_reports
from cardnight_desk.services.games.poker.views import PokerView


class PokerTableEntry:
    """The box, the two buttons and what they do, for the area that owns them (``parent``)."""

    def __init__(self, desk: Desk, parent: QWidget):
        self.desk, self.parent = desk, parent
        self.competition = ""
        self.on = False  # the competition's table entry is not off
        self.seated = False  # its seats are drawn
        self.box = TableReportsBox(parent)
        self.links_button = QPushButton(translate("poker", "Entry &links…"))
        self.links_button.setToolTip(translate("poker", "Each seated player's link for reporting busts"))
        self.links_button.clicked.connect(self.show_links)
        self.cards_button = QPushButton(translate("poker", "Print table &cards…"))
        self.cards_button.setToolTip(
            translate("poker", "One card per table, with each seated player's code for their link (PDF)")
        )
        self.cards_button.clicked.connect(self.print_cards)
        self.links_dialog: QWidget | None = None
        self.show_view(None)

    def read_setting(self, competition: str) -> None:
        """Whether ``competition`` has table entry on (read again when the competitions change)."""
        self.competition = competition
        self.on = False
        for comp in events.event_info(self.desk).competitions:
            if comp.name == competition:
                self.on = table_entry_on(comp.settings)

    def show_view(self, view: PokerView | None) -> None:
        self.seated = bool(view and view.tables)
        shown = self.on and self.seated
        self.links_button.setVisible(shown)
        self.cards_button.setVisible(shown)
        self.follow()

    def follow(self) -> None:
        """Read the tables' reports again (one query)."""
        if not (self.on and self.seated):
            self.box.set_reports({})
            return
        try:
            self.box.set_reports(table_reports(self.desk, self.competition))
        except Refusal:
            self.box.set_reports({})  # the area says what is wrong with the competition

    def show_links(self) -> bool:
        """Every table's links (made the first time they are asked for), in the Draws area's dialog."""
        from cardnight_desk.gui.displays.players_page import players_page_url
        from cardnight_desk.gui.draws.links import EntryLinksDialog
        from cardnight_desk.services import phone_entry

        try:
            links = phone_entry.links(self.desk, self.competition)
        except Refusal as err:
            QMessageBox.warning(self.parent, translate("poker", "No entry links"), err.message)
            return False
        if not links.tables:
            return False
        title = translate("poker", "Entry links: %s") % self.competition
        dialog = EntryLinksDialog(
            self.competition,
            links.round,
            links.tables[0],
            players_page_url(self.desk),
            self.parent,
            tables=links.tables,
            title=title,
        )
        dialog.resize(dialog.sizeHint().width(), 600)
        self.links_dialog = dialog
        dialog.open()
        return True

    def print_cards(self) -> Path | None:
        """Save the tables' cards as a PDF where the desk says (for printing from the PDF viewer)."""
        from cardnight_desk.gui.displays.players_page import players_page_url
        from cardnight_desk.io import printing

        path, _ = QFileDialog.getSaveFileName(
            self.parent,
            translate("poker", "Save table cards as PDF"),
            "table-cards.pdf",
            translate("poker", "PDF files (*.pdf)"),
        )
        if not path:
            return None
        try:
            data = printing.poker_table_cards(self.desk, self.competition, players_page_url(self.desk))
            printing.print_document(data, "table-cards", path)
        except Refusal as err:
            QMessageBox.warning(self.parent, translate("poker", "Table cards not printed"), err.message)
            return None
        return Path(path)
