"""The welcome screen's "Try the demo night": asks where to save it, builds it with a progress dialog and lands
in the open event; cancelling the question changes nothing; an existing file is refused with a message."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from cardnight_desk.gui.main_window import MainWindow


def _save_dialog(monkeypatch, answer: str) -> list[str]:
    """The save-path question answers ``answer``; returns the paths it offered."""
    offered: list[str] = []

    def ask(parent, title, suggested, filters):
        offered.append(suggested)
        return answer, filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(ask))
    return offered


def test_the_demo_button_lands_in_the_demo_night(qtbot, monkeypatch, tmp_path):
    target = tmp_path / "my demo"  # the suffix is added
    offered = _save_dialog(monkeypatch, str(target))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.welcome.demo_button.isVisible()
    window.welcome.demo_button.click()
    qtbot.waitUntil(lambda: window.event_view is not None, timeout=60_000)
    assert offered and offered[0].endswith(".cardnight")
    assert window.stack.currentWidget() is window.event_view
    assert window.windowTitle().startswith("Demo card night — ")
    assert (tmp_path / "my demo.cardnight").is_file()
    overview = window.event_view.areas["Event"]
    games = {row.game for row in overview.model.rows}
    assert games == {"bhukhar", "28", "rummy", "bukharo", "poker", "baccarat"}
    assert "1234" in window.statusBar().currentMessage()
    assert not window.demo_job.running and not window.demo_job.dialog.isVisible()


def test_cancelling_the_question_stays_on_the_welcome_screen(qtbot, monkeypatch):
    _save_dialog(monkeypatch, "")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_demo() is False
    assert window.demo_job is None and window.stack.currentWidget() is window.welcome


def test_an_existing_file_is_refused_and_kept(qtbot, monkeypatch, tmp_path):
    target = tmp_path / "night.cardnight"
    target.write_bytes(b"notes")
    _save_dialog(monkeypatch, str(target))
    window = MainWindow()
    qtbot.addWidget(window)
    warnings: list[tuple[str, str]] = []
    window.warn = lambda title, message: warnings.append((title, message))
    window.show()
    window.welcome.demo_button.click()
    qtbot.waitUntil(lambda: bool(warnings), timeout=30_000)
    assert "already exists" in warnings[0][1] and target.read_bytes() == b"notes"
    assert window.event_view is None
