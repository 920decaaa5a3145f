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
    draws_area.seed_edit.clear()  # the seed typed would be asked about when the event closes
    assert window.close_event()


def test_timed_backup_only_after_a_change(qtbot, tmp_path):
    from cardnight_desk.services import backups

    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = _window_on(qtbot, target)
    window.timed_backup()
    assert not window.backup_jobs.running and backups.backups(window.desk) == []
    add_competition(window.desk, "28", "28")
    window.poll_changes()
    window.timed_backup()  # made in the background: the window carries on meanwhile
    qtbot.waitUntil(lambda: not window.backup_jobs.running, timeout=30_000)
    assert len(backups.backups(window.desk)) == 1
    window.timed_backup()  # nothing changed since
    assert not window.backup_jobs.running and len(backups.backups(window.desk)) == 1
    window.close_event()


def test_the_backup_a_rounds_last_sheet_asks_for_is_made_after_the_save_and_its_failure_is_no_failed_save(
    qtbot, tmp_path, monkeypatch
):
    from cardnight_desk.services import backups
    from cardnight_desk.store import backup as store_backup
    from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

    target = str(tmp_path / "night.cardnight")
    desk = event(target)
    teams(desk, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(desk, "League", 1, [("Lions", "Tigers")])
    desk.close()
    window = _window_on(qtbot, target)
    made_in: list[str] = []
    real = store_backup.automatic_backup

    def slow_and_broken(store, reason):
        import threading

        made_in.append(threading.current_thread().name)
        real(store, reason)  # made, then failing as a racing PostgreSQL copy did
        raise sa.exc.IntegrityError("INSERT", {}, Exception("FOREIGN KEY constraint failed"))

    monkeypatch.setattr(store_backup, "automatic_backup", slow_and_broken)
    area = window.event_view.show_area("Scores")
    area.sheet_number_edit.setText("1-1-1")
    area.open_sheet_number()
    area.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert area.panel.save_and_confirm()
    assert area.panel.last_message == "Saved and confirmed." and made_in == []  # not inside the save
    window.poll_changes()
    qtbot.waitUntil(lambda: made_in and not window.backup_jobs.running, timeout=30_000)
    assert made_in != ["MainThread"]
    assert "could not be made" in window.statusBar().currentMessage()
    assert len(backups.backups(window.desk)) == 1
    window.close_event()
