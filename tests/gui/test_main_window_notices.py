"""The notices above an open event, in the real window: an event whose history was altered outside the desk is
named when it opens (a banner that stays, and a message once); an event on a read-only medium opens read-only,
says so, and a change refused there is a plain sentence, never a traceback."""

from __future__ import annotations

import sqlite3
import sys

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.gui import crash_guard
from cardnight_desk.gui.event.competition_dialog import CompetitionDialog, CompetitionRequest
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services.events import event_info
from cardnight_desk.store.event_store import READ_ONLY
from tests.store.test_engine_refusals import make_event, read_only_copy


def _window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def _alerts(window: MainWindow) -> list[QMessageBox]:
    return [box for box in window.findChildren(QMessageBox, "eventAlert") if box.isVisible()]


def _checked(qtbot, window: MainWindow) -> None:
    """Wait for the history check started when the event opened, and for its answer to arrive."""
    qtbot.waitUntil(
        lambda: window.notice.history_check is not None and window.notice.history_check.isFinished()
    )
    QApplication.processEvents()


def test_an_altered_history_is_named_when_the_event_opens(qtbot, tmp_path):
    event = make_event(tmp_path / "night.cardnight")
    con = sqlite3.connect(event)
    con.execute("DROP TRIGGER history_no_update")
    con.execute("UPDATE history SET summary = 'x' WHERE seq = 2")
    con.commit()
    con.close()
    window = _window(qtbot)
    assert window.open_event(str(event))
    qtbot.waitUntil(lambda: window.notice.isVisible())
    assert "altered" in window.notice.text() and "change 2 is the first" in window.notice.text()
    alerts = _alerts(window)
    assert len(alerts) == 1 and "change 2" in alerts[0].text()
    window.poll_changes()  # the event is followed as usual: the message is not repeated
    QApplication.processEvents()
    assert len(_alerts(window)) == 1 and window.notice.isVisible()
    alerts[0].accept()
    window.close_event()
    assert not window.notice.isVisible()


def test_an_intact_history_says_nothing(qtbot, tmp_path):
    event = make_event(tmp_path / "night.cardnight")
    window = _window(qtbot)
    assert window.open_event(str(event))
    _checked(qtbot, window)
    assert not window.notice.isVisible() and not _alerts(window)
    window.close_event()


@pytest.mark.qt_no_exception_capture  # the refusal goes where the desk sends it: the crash guard
def test_an_event_on_a_read_only_medium_opens_read_only(qtbot, tmp_path, monkeypatch):
    event = make_event(tmp_path / "night.cardnight")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", crash_guard.handle)
    monkeypatch.setenv("CARDNIGHT_LOG_DIR", str(tmp_path / "logs"))
    with read_only_copy(tmp_path, event) as on_stick:
        window = _window(qtbot)
        assert window.open_event(str(on_stick))
        qtbot.waitUntil(window.warm)  # drawn, then its store opened (read-only) and its history checked
        assert window.desk.store.read_only
        assert window.notice.isVisible() and window.notice.text().startswith("Open read-only")
        _checked(qtbot, window)  # the history is read, and intact
        assert "altered" not in window.notice.text()
        overview = window.event_view.show_area("Event")
        monkeypatch.setattr(
            CompetitionDialog,
            "get_competition",
            classmethod(lambda cls, parent=None: (CompetitionRequest("Rummy", "rummy", {}), True)),
        )
        overview.add_button.click()  # a change the read-only store refuses
        QApplication.processEvents()
        assert shown == [f"Not saved: {READ_ONLY}."]
        assert "Traceback" not in shown[0]
        assert not (tmp_path / "logs").exists()  # not an unexpected error: nothing to log
        assert [c.name for c in event_info(window.desk).competitions] == ["League"]
        window.close_event()


def test_a_change_of_another_event_is_named_when_the_event_opens(qtbot, tmp_path):
    """The opening check reads the history as the History tab and the undo do: a judge's edit inserted with
    another event's id (no hash computed) shows as the newest change there, and the desk says so on opening."""
    from cardnight_desk.services.demo import make_demo

    event = tmp_path / "demo.cardnight"
    make_demo(str(event))
    con = sqlite3.connect(event)
    seq, digest = con.execute("SELECT history_seq, history_head FROM event").fetchone()
    con.execute(
        "INSERT INTO history (event_id, at, who, action, entity, entity_id, summary, before, after, why, seq, "
        "prev_hash, hash) VALUES (2, '2026-11-28 20:00:00.000000', 'Mrs Patel', 'sheet.judge_edit', "
        "'score_sheet', 1, 'forged', NULL, NULL, '', ?, ?, ?)",
        (seq + 1, digest, "f" * 64),
    )
    con.commit()
    con.close()
    window = _window(qtbot)
    assert window.open_event(str(event))
    qtbot.waitUntil(lambda: window.notice.isVisible())
    assert f"change {seq + 1} is the first that does not fit (change {seq + 1} is of another event" in (
        window.notice.text()
    )
    alerts = _alerts(window)
    assert len(alerts) == 1 and "of another event" in alerts[0].text()
    alerts[0].accept()
    window.close_event()
