"""The Printing area: preview a real round's score sheets off the GUI thread, see the pages, save the PDF."""

from __future__ import annotations

import pypdf
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.printing.area import PrintingArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import draws, progress, scores
from tests.services.builders import bhukhar_event, bhukhar_sheet


def test_preview_and_save_score_sheets(qtbot, tmp_path, monkeypatch):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("score-sheets"))
    assert not area.save_button.isEnabled()
    assert area.preview()
    pages = [area.pages_layout.itemAt(i).widget() for i in range(area.pages_layout.count())]
    assert len(pages) == 2 and all(isinstance(p, QLabel) and not p.pixmap().isNull() for p in pages)
    assert "2 pages ready" in area.message.text() and area.save_button.isEnabled()
    out = tmp_path / "sheets.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), "PDF (*.pdf)"))
    assert area.save()
    assert len(pypdf.PdfReader(str(out)).pages) == 2
    desk.close()


def test_refusal_is_shown_not_raised(qtbot, tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("seating"))
    assert not area.preview()
    assert "no round drawn yet" in area.message.text()
    desk.close()


def test_names_no_font_has_are_printed_with_a_warning(qtbot, tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "தமிழ் அணி", "لاہور شیر"])
    draws.draw_next_round(desk, "Bhukhar", seed=1)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("table-cards"))
    assert area.preview()
    message = area.message.text()
    assert "page ready" in message or "pages ready" in message and "question mark in a box" in message
    assert "தமிழ் அணி" in message and "لاہور شیر" not in message
    assert area.last_pdf is not None and area.save_button.isEnabled()
    desk.close()


def test_the_progress_dialog_moves_on_the_gui_thread(qtbot, qtlog, tmp_path):
    """The worker's progress reaches the dialog through the GUI thread: Qt never warns that a timer was touched
    from another thread."""
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("score-sheets"))
    assert area.preview()
    assert [r.message for r in qtlog.records if "thread" in r.message] == []
    desk.close()


def test_certificates_before_the_end_are_printed_only_when_the_desk_says_yes(qtbot, tmp_path, monkeypatch):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("certificates"))
    asked: list[str] = []

    def answer(button):
        def question(parent, title, text, *args, **kwargs):
            asked.append(text)
            return button

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    assert not area.preview()
    assert "Bhukhar: after round 1 — provisional" in asked[0] and area.last_pdf is None
    # what the certificates then say: provisional, and no place (they name no winner, and no 1st place either)
    assert "marked provisional and name no place" in asked[0] and "winner" not in asked[0]
    assert "Nothing was printed" in area.message.text()
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    assert area.preview()
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(str(area.last_pdf)).pages)
    assert "provisional" in text and "Winner" not in text
    progress.close_competition(desk, "Bhukhar")
    asked.clear()
    assert area.preview() and asked == []  # finished: nothing to ask
    text = "\n".join(page.extract_text() for page in pypdf.PdfReader(str(area.last_pdf)).pages)
    assert "Winner" in text and "provisional" not in text
    desk.close()


def test_the_results_are_called_what_they_print_as(qtbot, tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    signals = DeskSignals()
    area = PrintingArea(desk, signals)
    qtbot.addWidget(area)
    results = area.document_combo.findData("results")
    assert area.document_combo.itemText(results) == "Final results"  # nothing played, nothing provisional
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    signals.changed.emit(what.SCORES)
    # a competition played and not finished: as the printout is headed, and the command line says
    assert area.document_combo.itemText(results) == "Results so far"
    area.document_combo.setCurrentIndex(results)
    assert area.preview()
    text = pypdf.PdfReader(str(area.last_pdf)).pages[0].extract_text()
    assert "Results so far — provisional" in text and "Final results" not in text
    assert area.document_combo.currentText() == "Results so far"
    progress.close_competition(desk, "Bhukhar")
    signals.changed.emit(what.STANDINGS)
    assert area.document_combo.itemText(results) == "Final results"
    assert area.preview()
    assert "Final results" in pypdf.PdfReader(str(area.last_pdf)).pages[0].extract_text()
    desk.close()


def test_saving_over_a_pdf_asks_first_and_never_writes_over_anything_else(qtbot, tmp_path, monkeypatch):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.document_combo.setCurrentIndex(area.document_combo.findData("score-sheets"))
    assert area.preview()
    chosen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (chosen[-1], "PDF (*.pdf)"))
    asked: list[tuple] = []
    answer = [QMessageBox.StandardButton.No]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: asked.append(args) or answer[0])
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    old = tmp_path / "sheets.pdf"
    old.write_bytes(b"%PDF-1.4 the sheets printed an hour ago")
    before = sorted(tmp_path.iterdir())
    chosen.append(str(old))
    assert not area.save()  # No, the default: nothing written
    assert len(asked) == 1 and asked[0][-1] == QMessageBox.StandardButton.No and str(old) in asked[0][2]
    assert old.read_bytes() == b"%PDF-1.4 the sheets printed an hour ago"
    assert sorted(tmp_path.iterdir()) == before and "kept" in area.message.text()
    answer[0] = QMessageBox.StandardButton.Yes
    assert area.save()
    assert len(pypdf.PdfReader(str(old)).pages) == 2
    for not_a_pdf, content in (("night.cardnight", None), ("notes.pdf", b"Dinner at 8, prizes at 11")):
        path = tmp_path / not_a_pdf
        if content is not None:
            path.write_bytes(content)
        kept = path.read_bytes()
        chosen.append(str(path))
        asked.clear()
        assert not area.save()
        assert asked == [] and path.read_bytes() == kept  # refused before asking, and left as it was
        assert warned[-1].startswith("Nothing was saved:") and str(path) in warned[-1]
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    desk.close()


SHOWN_THEN_PREVIEWED = (
    "import json, sys\n"
    "from PySide6.QtWidgets import QApplication\n"
    "from cardnight_desk.gui.printing.area import PrintingArea\n"
    "from cardnight_desk.gui.signals import DeskSignals\n"
    "from cardnight_desk.services import draws\n"
    "from tests.services.builders import bhukhar_event\n"
    "PRINTING = ('reportlab', 'reportlab.pdfgen', 'PIL', 'segno', 'uharfbuzz', 'pypdfium2',\n"
    "            'cardnight_desk.io.printing', 'cardnight_desk.io.pdf.data')\n"
    "loaded = lambda: sorted(name for name in PRINTING if name in sys.modules)\n"
    "app = QApplication([])\n"
    "desk = bhukhar_event(sys.argv[1], ['Lions', 'Tigers', 'Bears', 'Wolves'])\n"
    "draws.draw_next_round(desk, 'Bhukhar', seed=3)\n"
    "area = PrintingArea(desk, DeskSignals())\narea.show()\napp.processEvents()\n"
    "shown = loaded()\n"
    "area.document_combo.setCurrentIndex(area.document_combo.findData('score-sheets'))\n"
    "assert area.preview()\n"
    "print(json.dumps([shown, loaded()]))\n"
    "area.close()\ndesk.close()\n"
)


def test_the_printing_area_loads_the_printing_itself_when_it_first_previews(tmp_path):
    """Showing the area lists the documents without reportlab, the fonts' shaping, the QR codes, the preview's
    renderer or what fills a document (``io/printing.py``, the print data): they load with the first document
    built."""
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SHOWN_THEN_PREVIEWED, str(tmp_path / "night.cardnight")],
        env=env,
        cwd=Path(__file__).resolve().parents[3],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    shown, previewed = json.loads(done.stdout.splitlines()[-1])
    assert shown == []
    assert {"reportlab.pdfgen", "uharfbuzz", "pypdfium2", "cardnight_desk.io.printing"} <= set(previewed)


def test_the_round_box_shows_the_whole_word_latest_in_every_language(qtbot, qapp, tmp_path):
    from cardnight_desk.gui import i18n

    desk = bhukhar_event(str(tmp_path / "e.cardnight"), ["Lions", "Tigers"])
    try:
        for code in ("en", "pa", "gu", "ml", "hi"):
            i18n.install_language(qapp, code)
            area = PrintingArea(desk, DeskSignals())
            qtbot.addWidget(area)
            area.resize(1366, 700)
            area.show()
            spin = area.round_spin
            word = spin.specialValueText()
            # the word, the arrows and the frame: at least 40 px beside the word's own width
            assert spin.width() >= spin.fontMetrics().boundingRect(word).width() + 40, code
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
        desk.close()


def test_with_table_entry_on_and_the_page_off_the_sheets_carry_each_sides_path_and_say_so(qtbot, tmp_path):
    from cardnight_desk.services import table_entry

    target = str(tmp_path / "night.cardnight")
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"], {"table_entry": "on"})
    draws.draw_next_round(desk, "Bhukhar", seed=3)
    area = PrintingArea(desk, DeskSignals())
    qtbot.addWidget(area)
    for kind in ("score-sheets", "table-cards"):
        area.document_combo.setCurrentIndex(area.document_combo.findData(kind))
        assert area.preview()
        assert "the players' page is off" in area.message.text()
        text = "".join(p.extract_text() for p in pypdf.PdfReader(str(area.last_pdf)).pages).replace("\n", "")
        paths = [s.path for t in table_entry.round_links(desk, "Bhukhar", 1).tables for s in t.sides]
        assert len(paths) == 4 and all(path in text for path in paths)
    area.document_combo.setCurrentIndex(area.document_combo.findData("seating"))
    assert area.preview() and "Table entry" not in area.message.text()
    desk.close()
