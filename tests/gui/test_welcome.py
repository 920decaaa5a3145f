"""The welcome screen says what to do first — a new event, the demo night, an event made before — each with a
line saying what it is, and lists the recent events to open again (or says there are none yet)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from cardnight_desk.gui.app_settings import forget_event, recent_events, remember_event
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.welcome import WelcomePage


def _described(window: MainWindow, button) -> str:
    """The words beside a way in (the label whose buddy is the button)."""
    return next(label.text() for label in window.welcome.findChildren(QLabel) if label.buddy() is button)


def test_the_welcome_screen_says_what_to_do_first(qtbot):
    for target in recent_events():
        forget_event(target)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    welcome = window.welcome
    for button in (welcome.new_button, welcome.demo_button, welcome.open_button):
        assert button.isVisible() and button.isEnabled()
    assert "date" in _described(window, welcome.new_button)
    assert "judge PIN 1234" in _described(window, welcome.demo_button)
    assert "USB stick" in _described(window, welcome.open_button)
    assert welcome.none_yet.isVisible() and not welcome.recent_list.isVisible()
    # the ways in sit at the top, not spread over an empty screen
    assert welcome.open_button.mapTo(window, welcome.open_button.rect().bottomLeft()).y() < 768 // 2


def test_recent_events_are_listed_to_open_again(qtbot, tmp_path):
    targets = [str(tmp_path / f"night-{n}.cardnight") for n in range(3)]
    for target in targets:
        remember_event(target)
    welcome = WelcomePage()  # on its own: choosing an event only says which
    qtbot.addWidget(welcome)
    welcome.show()
    assert welcome.recent_list.isVisible() and not welcome.none_yet.isVisible()
    listed = [welcome.recent_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(3)]
    assert listed == targets[::-1]  # the latest first
    chosen = []
    welcome.recent_chosen.connect(chosen.append)
    assert welcome.recent_list.currentRow() == 0
    qtbot.keyClick(welcome.recent_list, Qt.Key.Key_Return)
    assert chosen == [targets[-1]]
    for target in targets:
        forget_event(target)


def test_a_settings_file_holding_a_database_password_is_cleaned_when_read(qtbot, tmp_path):
    """Settings written by an older desk keep a PostgreSQL event's address with its password: the welcome
    screen lists it without, and the file is written again without it at once (issue 33.10)."""
    from cardnight_desk.gui.app_settings import app_settings

    secret = "Pw-9f3c1e"
    night = str(tmp_path / "night.cardnight")
    stored = [
        f"postgresql+psycopg://desk:{secret}@db.hall.lan:5432/diwali",
        night,
        f"postgresql://desk@db.hall.lan/poker?sslmode=require&password={secret}",
        "postgresql+psycopg://desk@db.hall.lan:5432/diwali",  # the same event, already without: listed once
    ]
    settings = app_settings()
    settings.setValue("recent_events", stored)
    settings.sync()
    assert secret in _settings_text()
    welcome = WelcomePage()
    qtbot.addWidget(welcome)
    listed = [welcome.recent_list.item(i) for i in range(welcome.recent_list.count())]
    assert [item.data(Qt.ItemDataRole.UserRole) for item in listed] == [
        "postgresql+psycopg://desk@db.hall.lan:5432/diwali",
        night,
        "postgresql://desk@db.hall.lan/poker?sslmode=require",
    ]
    assert all(secret not in item.text() + item.toolTip() for item in listed)
    assert secret not in _settings_text()
    remember_event(f"postgresql+psycopg://desk:{secret}@db.hall.lan:5432/other")
    assert (
        secret not in _settings_text()
        and recent_events()[0] == "postgresql+psycopg://desk@db.hall.lan:5432/other"
    )
    for target in recent_events():
        forget_event(target)


def _settings_text() -> str:
    import os
    from pathlib import Path

    return (Path(os.environ["CARDNIGHT_SETTINGS_DIR"]) / "cardnight-desk.ini").read_text(encoding="utf-8")
