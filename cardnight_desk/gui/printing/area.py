"""The Printing area: choose a document, warn of names with characters no font has, build it off the GUI
thread with a progress bar, look at the pages, then save the PDF or open it in the PDF viewer to print.
Certificates of a competition not finished yet are printed only when the desk says yes to printing them early
(marked provisional, naming no place: each says where its competition stands). The results are called "Results
so far" while a competition played is not finished, as their printout is headed, and "Final results" once every
one is. While the players' page is on (Displays), table cards and seating lists
carry its address and QR code; while a competition's table entry is on, its table cards and score sheets carry
each side's entry link as a QR code (as its path while the page is off).

Showing the area lists the documents and the competitions only: what fills and builds a document
(``io/printing.py``, the print data, reportlab) loads the first time one is previewed."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEventLoop, QObject, Qt, QThread, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices, QImage, QPixmap
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.fitting import FitCombo, FlowLayout, MessageLabel
from cardnight_desk.gui.following import Follower
from cardnight_desk.gui.progress_words import progress_words
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.io.pdf.documents import DOCUMENTS
from cardnight_desk.services import events
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.services.progress import all_progress, competition_progress

PREVIEW_SCALE = 0.9
DOCUMENT_TITLES = {  # the printable documents (``io.pdf.documents.DOCUMENTS``) as the desk names them
    "score-sheets": QT_TRANSLATE_NOOP("PrintingArea", "Score sheets"),
    "table-cards": QT_TRANSLATE_NOOP("PrintingArea", "Table cards"),
    "seating": QT_TRANSLATE_NOOP("PrintingArea", "Seating lists"),
    "bracket": QT_TRANSLATE_NOOP("PrintingArea", "Knockout bracket"),
    "standings": QT_TRANSLATE_NOOP("PrintingArea", "Standings"),
    "results": QT_TRANSLATE_NOOP("PrintingArea", "Final results"),
    "certificates": QT_TRANSLATE_NOOP("PrintingArea", "Certificates"),
}
#: The results printed while a competition played is not finished (the printout's title: "Results so far —
#: provisional")
RESULTS_SO_FAR = QT_TRANSLATE_NOOP("PrintingArea", "Results so far")


class Cancelled(Exception):
    pass


class PrintJob(QObject):
    """Builds one PDF in a worker thread; reports progress, and stops when cancelled."""

    progress = Signal(int, int)
    finished = Signal(int)
    failed = Signal(str)

    def __init__(self, data: Any, kind: str, out: str, paper: str):
        super().__init__()
        self.data, self.kind, self.out, self.paper = data, kind, out, paper
        self.cancelled = False

    def run(self) -> None:
        from cardnight_desk.io import printing

        def report(done: int, total: int) -> None:
            if self.cancelled:
                raise Cancelled
            self.progress.emit(done, total)

        try:
            pages = printing.print_document(self.data, self.kind, self.out, self.paper, report)
        except Cancelled:
            self.failed.emit("")
        except Refusal as err:
            self.failed.emit(err.message)
        except Exception as err:  # shown as a message, never a traceback
            self.failed.emit(f"{type(err).__name__}: {err}")
        else:
            self.finished.emit(pages)


def render_pages(path: str, scale: float = PREVIEW_SCALE) -> list[QImage]:
    import pypdfium2

    pdf = pypdfium2.PdfDocument(path)
    try:
        images = []
        for page in pdf:
            bitmap = page.render(scale=scale).to_pil().convert("RGB")
            data = bitmap.tobytes("raw", "RGB")
            image = QImage(data, bitmap.width, bitmap.height, bitmap.width * 3, QImage.Format.Format_RGB888)
            images.append(image.copy())
        return images
    finally:
        pdf.close()


def _labelled(words: str, field: QWidget) -> QWidget:
    """A field with its label just before it."""
    pair = QWidget()
    label = QLabel(words)
    label.setBuddy(field)
    line = QHBoxLayout(pair)
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(label)
    line.addWidget(field)
    return pair


class PrintingArea(QWidget):
    def __init__(self, desk: Desk, signals: DeskSignals, parent: QWidget | None = None):
        super().__init__(parent)
        self.desk, self.signals = desk, signals
        self.folder = Path(tempfile.mkdtemp(prefix="cardnight-print-"))
        self.last_pdf: Path | None = None
        self.thread: QThread | None = None
        self.job: PrintJob | None = None
        self.progress_dialog: QProgressDialog | None = None
        self.results_final = self._results_final()
        self.document_combo = FitCombo()
        for doc in DOCUMENTS.values():
            self.document_combo.addItem(self.document_title(doc.what), doc.what)
        self.competition_combo = FitCombo()
        self.round_spin = QSpinBox()
        self.round_spin.setRange(0, 999)
        self.round_spin.setSpecialValueText(self.tr("latest"))
        # room for the whole word "latest" in any script beside the arrows (Qt's own measure falls short for
        # an Indic word shown with the script's font)
        latest = self.round_spin.fontMetrics().boundingRect(self.round_spin.specialValueText())
        self.round_spin.setMinimumWidth(latest.width() + 44)
        self.paper_combo = FitCombo()
        self.paper_combo.addItem(self.tr("A4"), "a4")
        self.paper_combo.addItem(self.tr("Letter"), "letter")
        self.preview_button = QPushButton(self.tr("&Preview"))
        self.save_button = QPushButton(self.tr("&Save PDF…"))
        self.open_button = QPushButton(self.tr("Open to p&rint"))
        self.message = MessageLabel()
        self.pages_box = QWidget()
        self.pages_layout = QVBoxLayout(self.pages_box)
        hint = QLabel(
            self.tr(
                "Choose what to print, then Preview: its pages show here before anything is saved or printed."
            )
        )
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setStyleSheet("color: #616161; font-size: 12pt")
        self.pages_layout.addWidget(hint)  # until the first preview takes its place
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.pages_box)
        row = FlowLayout()  # each label beside its field; on to a second line rather than past the screen
        for words, widget in (
            (self.tr("Document"), self.document_combo),
            (self.tr("Competition"), self.competition_combo),
            (self.tr("Round"), self.round_spin),
            (self.tr("Paper"), self.paper_combo),
        ):
            row.addWidget(_labelled(words, widget))
        row.addWidget(self.preview_button)
        row.addWidget(self.save_button)
        row.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.message)
        layout.addWidget(scroll, 1)
        self.preview_button.clicked.connect(self.preview)
        self.save_button.clicked.connect(self.save)
        self.open_button.clicked.connect(self.open_in_viewer)
        self.document_combo.currentIndexChanged.connect(self._document_changed)
        Follower(self, signals, (what.COMPETITIONS, what.DRAWS, what.SCORES, what.STANDINGS), self._caught_up)
        self._fill_competitions()
        self._document_changed()

    def document_title(self, kind: str) -> str:
        if kind == "results" and not self.results_final:
            return self.tr(RESULTS_SO_FAR)
        title = DOCUMENT_TITLES.get(kind)
        return self.tr(title) if title else DOCUMENTS[kind].title

    def _results_final(self) -> bool:
        """Would the results print as final: is every competition played so far finished?"""
        return not any(p.provisional and p.rounds_drawn for p in all_progress(self.desk).values())

    def _caught_up(self, changed: set[str]) -> None:
        if what.COMPETITIONS in changed:
            self._fill_competitions()
        self._retitle(self._results_final())

    def _retitle(self, final: bool) -> None:
        """Call the results what they print as: final, or so far."""
        self.results_final = final
        index = self.document_combo.findData("results")
        self.document_combo.setItemText(index, self.document_title("results"))

    def _fill_competitions(self) -> None:
        current = self.competition_combo.currentText()
        self.competition_combo.clear()
        self.competition_combo.addItems([c.name for c in events.event_info(self.desk).competitions])
        if current:
            self.competition_combo.setCurrentText(current)

    def _document_changed(self) -> None:
        kind = self.document_combo.currentData()
        self.round_spin.setEnabled(DOCUMENTS[kind].needs_round)
        self.competition_combo.setEnabled(kind != "results")
        self._set_ready(False)

    def _set_ready(self, ready: bool) -> None:
        self.save_button.setEnabled(ready)
        self.open_button.setEnabled(ready)

    def request(self) -> tuple[str, str | None, int | None, str]:
        kind = self.document_combo.currentData()
        competition = None if kind == "results" else (self.competition_combo.currentText() or None)
        round_no = self.round_spin.value() or None
        return kind, competition, round_no, self.paper_combo.currentData()

    def preview(self) -> bool:
        """Gather the data, check the names, build the PDF in a worker thread, then show its pages."""
        from cardnight_desk.io import printing

        kind, competition, round_no, paper = self.request()
        try:
            data = self._gather(kind, competition, round_no)
        except Refusal as err:
            self.message.setText(err.message)
            return False
        if data is None:
            self.message.setText(self.tr("Nothing was printed: certificates follow the final results."))
            return False
        if kind == "results":
            self._retitle(data.final)  # as the printout is headed
        bad = printing.check_names(data)
        note = ""
        if bad:  # printed all the same, each missing character as a question mark in a box
            note = self.tr(
                "These names have characters the fonts of the desk do not have, printed as a question "
                "mark in a box; correct them in Registration if they are misspelt:\n%s"
            ) % "\n".join(bad)
        out = self.folder / f"{kind}.pdf"
        self._set_ready(False)
        progress = QProgressDialog(
            self.tr("Preparing %s…") % self.document_title(kind).lower(), self.tr("Cancel"), 0, 100, self
        )
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        job = PrintJob(data, kind, str(out), paper)
        thread = QThread(self)
        job.moveToThread(thread)
        thread.started.connect(job.run)
        # a slot of this area, so the dialog moves on the GUI thread (a lambda would run in the worker, and
        # the dialog's timer cannot be touched from there)
        self.progress_dialog = progress
        job.progress.connect(self._job_progress)
        progress.canceled.connect(lambda: setattr(job, "cancelled", True))
        outcome: dict[str, Any] = {}
        job.finished.connect(lambda pages: outcome.setdefault("pages", pages))
        job.failed.connect(lambda message: outcome.setdefault("error", message))
        job.finished.connect(thread.quit)
        job.failed.connect(thread.quit)
        self.job, self.thread = job, thread
        waiting = QEventLoop()  # the desk stays responsive (and cancellable) while the worker builds
        thread.finished.connect(waiting.quit)
        thread.start()
        waiting.exec()
        thread.wait()
        progress.close()
        self.progress_dialog = None
        self.job = self.thread = None
        if "pages" not in outcome:
            self.message.setText(outcome.get("error") or self.tr("Cancelled: nothing was printed."))
            return False
        self.last_pdf = out
        self._show_pages(str(out), outcome["pages"])
        url = self.players_page_url(kind, competition)
        if url and DOCUMENTS[kind].players_page:
            self.message.setText(
                f"{self.message.text()}\n"
                + self.tr("The players' page is on: its address and QR code are printed on them (%s).") % url
            )
        if any(table.entry for table in getattr(data, "tables", ())):
            self.message.setText(f"{self.message.text()}\n{self._entry_words(bool(url))}")
        if note:
            self.message.setText(f"{self.message.text()}\n{note}")
        self._set_ready(True)
        return True

    def players_page_url(self, kind: str, competition: str | None) -> str | None:
        """The players' page address the document carries: the page's, while it is on (Displays), on the
        documents that carry one (table cards, seating lists; table cards and score sheets in the sides' entry
        links while the competition's table entry is on)."""
        from cardnight_desk.io import printing

        if not printing.carries_players_page(self.desk, kind, competition):
            return None
        from cardnight_desk.gui.displays.players_page import players_page_url

        return players_page_url(self.desk)

    def _entry_words(self, page_on: bool) -> str:
        """What a printout with the sides' entry links says of them."""
        if page_on:
            return self.tr("Table entry is on: each side's entry link is printed as a QR code with its name.")
        return self.tr(
            "Table entry is on, but the players' page is off: each side's link is printed as its path, without "
            "a QR code. Switch the players' page on (Displays) and print again for the codes."
        )

    def _gather(self, kind: str, competition: str | None, round_no: int | None) -> Any:
        """The document's print data; ``None`` when certificates would be printed before their competition is
        finished and the desk did not say to print them early."""
        from cardnight_desk.io import printing

        try:
            url = self.players_page_url(kind, competition)
            return printing.document_data(self.desk, kind, competition, round_no, players_page_url=url)
        except printing.NotFinished as err:
            if not self.confirm_early([name for name, _ in err.competitions]):
                return None
            return printing.document_data(self.desk, kind, competition, round_no, early=True)

    def confirm_early(self, competitions: list[str]) -> bool:
        """Ask before printing certificates of competitions not finished yet."""
        listed = "\n".join(
            f"{name}: {progress_words(competition_progress(self.desk, name))}" for name in competitions
        )
        answer = QMessageBox.question(
            self,
            self.tr("Print certificates early?"),
            self.tr(
                "Not finished yet:\n%s\n\nPrint the certificates now? They are marked provisional and name "
                "no place: each says where its competition stands."
            )
            % listed,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot(int, int)
    def _job_progress(self, done: int, total: int) -> None:
        if self.progress_dialog is not None:
            self.progress_dialog.setValue(int(100 * done / max(total, 1)))

    def _show_pages(self, path: str, pages: int) -> None:
        while self.pages_layout.count():
            item = self.pages_layout.takeAt(0)
            if item.widget():
                item.widget().hide()  # at once: it is deleted only when the event loop next runs
                item.widget().deleteLater()
        for image in render_pages(path):
            label = QLabel()
            label.setPixmap(QPixmap.fromImage(image))
            label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.pages_layout.addWidget(label)
        self.message.setText(
            self.tr("1 page ready. Save the PDF, or open it to print.")
            if pages == 1
            else self.tr("%d pages ready. Save the PDF, or open it to print.") % pages
        )

    def save(self) -> bool:
        """Save the previewed PDF where the desk is told. A PDF already there is replaced only when the desk
        says yes (No is the default); anything else there (an event, a workbook) is never written over."""
        from cardnight_desk.io.files import PDF, atomic_output, existing_output_problem

        if self.last_pdf is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Save PDF"),
            self.last_pdf.name,
            self.tr("PDF (*.pdf)"),
            options=QFileDialog.Option.DontConfirmOverwrite,  # asked below, where a wrong file is refused too
        )
        if not path:
            return False
        problem = existing_output_problem(path, PDF)
        if problem:
            QMessageBox.warning(self, self.tr("Not saved"), self.tr("Nothing was saved: %s.") % problem)
            return False
        if Path(path).exists() and not self.confirm_replace(path):
            self.message.setText(self.tr("Not saved: %s was kept as it was.") % path)
            return False
        try:
            with atomic_output(path, PDF, replace=True) as tmp:
                shutil.copyfile(self.last_pdf, tmp)
        except Refusal as err:
            QMessageBox.warning(self, self.tr("Not saved"), err.message)
            return False
        except OSError as err:
            QMessageBox.warning(self, self.tr("Not saved"), str(err))
            return False
        self.message.setText(self.tr("Saved %s") % path)
        return True

    def confirm_replace(self, path: str) -> bool:
        """Ask before a PDF already saved is replaced."""
        answer = QMessageBox.question(
            self,
            self.tr("Replace the PDF?"),
            self.tr("%s already exists.\n\nReplace it with the document previewed now?") % path,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def open_in_viewer(self) -> bool:
        if self.last_pdf is None:
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.last_pdf)))
