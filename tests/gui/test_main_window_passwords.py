"""The database password is never shown nor stored (issue 33.10), on a real PostgreSQL server: the window opens
an event by an address holding its password, and neither its title, the welcome screen's recent events, the
Open recent menu nor the settings file holds it; an address without a password opens with PostgreSQL's own
password file; with no password anywhere the desk asks for it with its dialog (again when the server refuses
it), once a run."""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMessageBox

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.password_dialog import PasswordDialog
from cardnight_desk.services.desk import Desk
from tests.conftest import PG_URL


def settings_file() -> Path:
    return Path(os.environ["CARDNIGHT_SETTINGS_DIR"]) / "cardnight-desk.ini"


@pytest.fixture
def own_role(pg_url):
    """The test's fresh database, owned by a role of its own whose password is like no other word of the
    address: ``(address with the password, address without it, password)``. The event is made in it."""
    import sqlalchemy as sa

    url = sa.engine.make_url(pg_url)
    role, password = f"cnd_role_{uuid.uuid4().hex[:10]}", f"Pw-{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f"CREATE ROLE {role} LOGIN PASSWORD '{password}'"))
        conn.execute(sa.text(f"GRANT {role} TO {url.username}"))  # to give it the database, and drop it after
        conn.execute(sa.text(f'ALTER DATABASE "{url.database}" OWNER TO {role}'))
    bare = sa.engine.URL.create(url.drivername, role, None, url.host, url.port, url.database)
    with_password = bare.set(password=password).render_as_string(hide_password=False)
    Desk.create(with_password, "Diwali Cards Night", "2026-11-08").close()
    yield with_password, bare.render_as_string(hide_password=False), password
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{url.database}" WITH (FORCE)'))
        conn.execute(sa.text(f"DROP ROLE IF EXISTS {role}"))
    admin.dispose()


@pytest.fixture
def no_password_anywhere(tmp_path, monkeypatch):
    """libpq finds no password by itself: none in the environment, an empty password file."""
    empty = tmp_path / "empty-pgpass"
    empty.write_text("", encoding="utf-8")
    empty.chmod(0o600)
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(empty))


def window_on(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def everything_shown_and_kept(window: MainWindow) -> str:
    """The window's title, the welcome screen's recent events (text, data, tooltip), the Open recent menu and
    the settings file, as one text."""
    welcome = window.welcome
    welcome.refresh()
    items = [welcome.recent_list.item(i) for i in range(welcome.recent_list.count())]
    window._fill_recent()
    return "\n".join(
        [
            window.windowTitle(),
            *(item.text() for item in items),
            *(str(item.data(Qt.ItemDataRole.UserRole)) for item in items),
            *(item.toolTip() for item in items),
            *(action.text() for action in window.recent_menu.actions()),
            settings_file().read_text(encoding="utf-8"),
        ]
    )


@contextmanager
def no_dialog_asked() -> Iterator[list[str]]:
    """While inside: a password dialog that shows is noted (in the list given) and cancelled."""
    asked: list[str] = []
    watching = True

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, PasswordDialog) and widget.isVisible():
                asked.append("asked")
                widget.reject()
        if watching:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    try:
        yield asked
    finally:
        watching = False


def test_an_event_opened_by_an_address_with_its_password_keeps_and_shows_none(
    qtbot, own_role, no_password_anywhere
):
    with_password, bare, password = own_role
    window = window_on(qtbot)
    assert window.open_event(with_password)
    assert window.desk.target == bare and "Diwali Cards Night" in window.windowTitle()
    assert password not in everything_shown_and_kept(window)
    assert window.close_event()
    seen = everything_shown_and_kept(window)
    assert bare in seen and password not in seen
    # opened again from the list in the same run: the password given at first is still known, in memory only
    with no_dialog_asked() as asked:
        window.welcome.recent_list.setCurrentRow(0)
        qtbot.keyClick(window.welcome.recent_list, Qt.Key.Key_Return)
    assert window.desk is not None and window.desk.target == bare and not asked
    assert password not in everything_shown_and_kept(window)
    window.close_event()


def test_an_address_without_its_password_opens_with_the_postgresql_password_file(
    qtbot, own_role, tmp_path, monkeypatch
):
    _, bare, password = own_role
    from sqlalchemy.engine import make_url

    url = make_url(bare)
    pgpass = tmp_path / "pgpass"
    pgpass.write_text(
        f"{url.host}:{url.port or 5432}:{url.database}:{url.username}:{password}\n", encoding="utf-8"
    )
    pgpass.chmod(0o600)
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(pgpass))
    window = window_on(qtbot)
    with no_dialog_asked() as asked:
        assert window.open_event(bare)
    assert window.desk.target == bare and not asked
    assert password not in everything_shown_and_kept(window)
    window.close_event()


def answer_password_dialogs(qtbot, answers: list[str | None], said: list[str]) -> None:
    """Answer the next password dialogs in turn: type each answer and press OK (``None``: press Cancel),
    noting what each dialog said in ``said``."""
    todo = list(answers)
    until = time.monotonic() + 30  # a dialog the test waits for that never shows is not waited for forever

    def look() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, PasswordDialog) and widget.isVisible() and not widget.property("answered"):
                widget.setProperty("answered", True)
                said.append(" ".join(label.text() for label in widget.findChildren(QLabel)))
                answer = todo.pop(0)
                if answer is None:
                    widget.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
                else:
                    qtbot.keyClicks(widget.password_edit, answer)
                    widget.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
                break
        if todo and time.monotonic() < until:
            QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)


def test_with_no_password_anywhere_the_desk_asks_once_a_run(
    qtbot, own_role, no_password_anywhere, monkeypatch
):
    _, bare, password = own_role
    window = window_on(qtbot)
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    said: list[str] = []
    answer_password_dialogs(qtbot, [None], said)  # cancelled: not opened, and nothing to warn about
    assert not window.open_event(bare)
    assert window.desk is None and not shown and len(said) == 1 and "asks for a password" in said[0]
    answer_password_dialogs(qtbot, ["not-it", password], said)  # a wrong one is asked again, saying so
    assert window.open_event(bare), (shown, said)
    assert window.desk.target == bare and not shown
    assert len(said) == 3 and "refused" in said[2] and "asks for a password" in said[1]
    assert password not in everything_shown_and_kept(window)
    window.close_event()
    with no_dialog_asked() as asked:  # asked once a run: opened again, it is not asked
        assert window.open_event(bare)
    assert not asked
    window.close_event()


def test_the_start_up_check_says_a_password_is_needed_rather_than_ask(own_role, no_password_anywhere):
    """``cardnight-desk gui --smoke ADDRESS``: nobody is there to answer a dialog; it says why and exits 1."""
    import subprocess
    import sys

    _, bare, password = own_role
    done = subprocess.run(
        [sys.executable, "-m", "cardnight_desk", "gui", "--smoke", bare],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 1, done.stderr
    assert "asks for a password" in done.stderr and password not in done.stderr + done.stdout
