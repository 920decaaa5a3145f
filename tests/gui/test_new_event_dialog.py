"""The New event dialog: its labels read as words (no stray "&"), the file field shows a path whole, and an
event that cannot be created is said in the dialog, which keeps everything typed."""

from __future__ import annotations

from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.new_event_dialog import NewEventDialog


def test_the_labels_read_as_words_and_the_file_field_shows_a_long_path(qtbot, tmp_path):
    dialog = NewEventDialog(folder=str(tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    labels = [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    for text in labels:  # a mnemonic is shown underlined, never as a literal "&"
        assert "&" not in text or any(w.buddy() for w in dialog.findChildren(QLabel) if w.text() == text), (
            text
        )
    file_label = next(w for w in dialog.findChildren(QLabel) if w.text() == "Event &file")
    assert file_label.buddy() is dialog.file_edit
    path = "/home/volunteer/Documents/Card nights/2026/diwali-cards-night-2026.cardnight"
    dialog.file_edit.setText(path)
    assert dialog.file_edit.width() >= dialog.file_edit.fontMetrics().horizontalAdvance(path)


def test_an_event_that_cannot_be_created_is_said_in_the_dialog_which_keeps_what_was_typed(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    missing = tmp_path / "no such folder" / "diwali.cardnight"
    seen: list[str] = []

    def fill(dialog: NewEventDialog) -> None:
        qtbot.keyClicks(dialog.name_edit, "Diwali Cards Night")
        dialog.date_edit.setDate(QDate(2026, 11, 8))
        dialog.file_edit.setText(str(missing))
        qtbot.keyClick(dialog.file_edit, Qt.Key.Key_Return)
        QTimer.singleShot(50, lambda: second(dialog))

    def second(dialog: NewEventDialog) -> None:
        seen.append(dialog.error_label.text())
        assert dialog.isVisible()  # still open, with all that was typed
        assert dialog.name_edit.text() == "Diwali Cards Night"
        assert dialog.date_edit.date() == QDate(2026, 11, 8)
        dialog.file_edit.setText(str(tmp_path / "diwali.cardnight"))  # corrected: created now
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewEventDialog):
            fill(dialog)
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    assert window.new_event()
    assert seen and "not created" in seen[0] and "does not exist" in seen[0], seen
    assert (tmp_path / "diwali.cardnight").exists()
    assert window.windowTitle().startswith("Diwali Cards Night — ")
