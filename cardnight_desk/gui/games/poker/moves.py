"""The seat moves to announce after a bust (ruling PK-4) or the final-table redraw: shown in large type at the
desk, printed on a printer or saved as a PDF for the floor.

A *moves sheet* is one page: what caused the moves, the tables broken, and one line per player ("Asha: table 3
seat 4 → table 5 seat 8"), in type big enough to read at arm's length. Printing goes through Qt's printer (so
names in any script print with the system's fonts); a PDF is written to a temporary file, then moved into place.
Qt's printing module (``QtPrintSupport``, about 0.6 MiB) loads when a sheet is first printed or saved, not with the
poker area.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QPageLayout, QPageSize, QTextDocument
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.games.poker.models import MovesModel
from cardnight_desk.gui.games.poker.text import cause_text, reason_text, translate
from cardnight_desk.gui.modal import answered
from cardnight_desk.gui.rich_text import escape
from cardnight_desk.services.games.poker.views import MovesView

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

LARGE_POINTS = 20


def headline(moves: MovesView) -> str:
    out = ", ".join(moves.players_out)
    if moves.cause in ("bust", "leave") and out:
        hand = translate("poker", " (hand %d)") % moves.hand if moves.hand is not None else ""
        text = (
            translate("poker", "Out: %s") if moves.cause == "bust" else translate("poker", "Left: %s")
        ) % out + hand
    else:
        text = cause_text(moves.cause).capitalize()
    if not moves.moves:
        return text + " — " + translate("poker", "nobody moves")
    return (
        text
        + " — "
        + (
            translate("poker", "%d moves") % len(moves.moves)
            if len(moves.moves) != 1
            else translate("poker", "1 move")
        )
    )


def details(moves: MovesView) -> list[str]:
    lines = []
    if moves.broken:
        lines.append(translate("poker", "Tables broken: %s") % ", ".join(moves.broken))
    if moves.button is not None:
        lines.append(translate("poker", "Dealer button: table %s seat %d") % moves.button)
    return lines


def moves_html(competition: str, moves: MovesView) -> str:
    """The moves sheet as HTML for Qt's text document (every name escaped)."""
    rows = "".join(
        "<tr><td><b>{}</b></td><td>{}</td><td>&rarr;</td><td><b>{}</b></td><td><i>{}</i></td></tr>".format(
            escape(m.player),
            escape(translate("poker", "table %s seat %d") % (m.from_table, m.from_seat)),
            escape(translate("poker", "table %s seat %d") % (m.to_table, m.to_seat)),
            escape(reason_text(m.reason)),
        )
        for m in moves.moves
    )
    notes = "".join(f"<p>{escape(line)}</p>" for line in details(moves))
    seed = translate("poker", "Seed %d (the draw can be repeated)") % moves.seed
    return (
        f"<h2>{escape(competition)}</h2><h1>{escape(headline(moves))}</h1>{notes}"
        f"<table cellpadding='8'>{rows}</table>"
        f"<p style='font-size:small'>{escape(seed)}</p>"
    )


def render_moves(printer: QPrinter, competition: str, moves: MovesView) -> None:
    doc = QTextDocument()
    font = QFont()
    font.setPointSize(LARGE_POINTS)
    doc.setDefaultFont(font)
    doc.setHtml(moves_html(competition, moves))
    doc.print_(printer)


def write_moves_pdf(path: str | os.PathLike[str], competition: str, moves: MovesView) -> Path:
    """The moves sheet as a PDF at ``path``, written atomically (a temporary file, then replaced)."""
    target = Path(path)
    handle, tmp = tempfile.mkstemp(prefix=".moves-", suffix=".pdf", dir=target.parent)
    os.close(handle)
    from PySide6.QtPrintSupport import QPrinter

    try:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(tmp)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        printer.setDocName(translate("poker", "Seat moves"))
        render_moves(printer, competition, moves)
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


class MovesPrintDialog:
    @classmethod
    def get_printer(cls, parent: QWidget | None = None) -> tuple[QPrinter, bool]:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        dialog = QPrintDialog(printer, parent)
        return printer, answered(dialog)


class MovesPanel(QWidget):
    """The last moves in large type, with Print and Save as PDF."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.competition = ""
        self.moves: MovesView | None = None
        self.headline_label = QLabel(translate("poker", "No moves yet."))
        self.headline_label.setWordWrap(True)
        self.headline_label.setStyleSheet(f"font-size: {LARGE_POINTS + 4}pt; font-weight: 600")
        self.details_label = QLabel()
        self.details_label.setStyleSheet(f"font-size: {LARGE_POINTS}pt")
        self.model = MovesModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        font = QFont(self.table.font())
        font.setPointSize(LARGE_POINTS)
        self.table.setFont(font)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.print_button = QPushButton(translate("poker", "&Print moves…"))
        self.print_button.clicked.connect(self.print_moves)
        self.pdf_button = QPushButton(translate("poker", "Save moves as P&DF…"))
        self.pdf_button.clicked.connect(self.save_pdf)
        buttons = QHBoxLayout()
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.pdf_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.headline_label)
        layout.addWidget(self.details_label)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.set_moves("", None)

    def set_moves(self, competition: str, moves: MovesView | None) -> None:
        self.competition, self.moves = competition, moves
        self.headline_label.setText(headline(moves) if moves else translate("poker", "No moves yet."))
        self.details_label.setText("\n".join(details(moves)) if moves else "")
        self.details_label.setVisible(bool(moves and details(moves)))
        self.model.set_rows(list(moves.moves) if moves else [])
        self.print_button.setEnabled(bool(moves and moves.moves))
        self.pdf_button.setEnabled(bool(moves and moves.moves))

    def print_moves(self) -> None:
        if self.moves is None:
            return
        printer, ok = MovesPrintDialog.get_printer(self)
        if ok:
            render_moves(printer, self.competition, self.moves)

    def save_pdf(self) -> Path | None:
        if self.moves is None:
            return None
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("poker", "Save moves as PDF"),
            "moves.pdf",
            translate("poker", "PDF files (*.pdf)"),
        )
        if not path:
            return None
        return write_moves_pdf(path, self.competition, self.moves)
