"""Two desks on one event: the window sees the other desk's changes by polling, shows a banner while the
event cannot be reached, keeps what was typed, and recovers by itself."""

from __future__ import annotations

import sqlalchemy as sa

from cardnight_desk.gui import main_window as main_window_module
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition


def _window_on(qtbot, target):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    return window


def test_another_desks_change_shows_up_without_a_refresh(qtbot, event_target):
    Desk.create(event_target, "Shared night", "2026-12-05").close()
    window = _window_on(qtbot, event_target)
    overview = window.event_view.areas["Event"]
    assert overview.model.rowCount() == 0
    other = Desk.open(event_target, who="scoring desk")
    add_competition(other, "Rummy", "rummy")
    other.close()
    window.poll_changes()  # the timer does this every second
    assert overview.model.rowCount() == 1
    assert window.poll_timer.isActive() and window.poll_timer.interval() <= 2000
    window.close_event()


def test_lost_connection_banner_keeps_the_typing_and_recovers(qtbot, tmp_path, monkeypatch):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = _window_on(qtbot, target)
    draws_area = window.event_view.areas["Draws"]
    qtbot.keyClicks(draws_area.seed_edit, "1234")

    def gone(desk):
        raise sa.exc.OperationalError("SELECT 1", {}, Exception("server closed the connection"))

    real = main_window_module.latest_change
    monkeypatch.setattr(main_window_module, "latest_change", gone)
    window.poll_changes()
    assert window.banner.isVisible() and "lost" in window.banner.text()
    assert draws_area.seed_edit.text() == "1234"
    monkeypatch.setattr(main_window_module, "latest_change", real)
    window.poll_changes()
    assert not window.banner.isVisible()
    assert draws_area.seed_edit.text() == "1234"
    window.close_event()


def test_timed_backup_only_after_a_change(qtbot, tmp_path):
    from cardnight_desk.services import backups

    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = _window_on(qtbot, target)
    window.timed_backup()
    assert backups.backups(window.desk) == []
    add_competition(window.desk, "28", "28")
    window.poll_changes()
    window.timed_backup()
    assert len(backups.backups(window.desk)) == 1
    window.close_event()
