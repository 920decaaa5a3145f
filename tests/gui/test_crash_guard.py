"""An unexpected error in the desk becomes a plain message and a log file, never a traceback on screen."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from cardnight_desk.gui import crash_guard


def test_unexpected_error_is_logged_and_shown_plainly(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("CARDNIGHT_LOG_DIR", str(tmp_path))
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    try:
        {}["missing"]
    except KeyError as err:
        crash_guard.handle(KeyError, err, err.__traceback__)
    logs = list(tmp_path.glob("error-*.txt"))
    assert len(logs) == 1 and "Traceback" in logs[0].read_text() and "missing" in logs[0].read_text()
    assert shown and "Traceback" not in shown[0] and str(logs[0]) in shown[0] and "KeyError" in shown[0]
