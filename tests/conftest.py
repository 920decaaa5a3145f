"""Test setup shared by every test: Qt runs offscreen, nothing touches the user's own settings, and event
stores are real: an SQLite file, and real PostgreSQL when ``CARDNIGHT_TEST_PG_URL`` names a server."""

from __future__ import annotations

import os
import tempfile
import uuid
import warnings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDNIGHT_SETTINGS_DIR"] = tempfile.mkdtemp(prefix="cardnight-settings-")

import pytest  # noqa: E402

PG_URL = os.environ.get("CARDNIGHT_TEST_PG_URL", "")
PG_SKIP_REASON = "CARDNIGHT_TEST_PG_URL is not set: no PostgreSQL server to test against (.ci/run starts one)"


def pytest_report_header(config):
    return (
        f"PostgreSQL tests: {'against ' + PG_URL.split('@')[-1] if PG_URL else 'skipped, ' + PG_SKIP_REASON}"
    )


@pytest.fixture
def pg_url():
    """A fresh, empty PostgreSQL database for one test, dropped afterwards."""
    if not PG_URL:
        pytest.skip(PG_SKIP_REASON)
    import sqlalchemy as sa

    name = f"cnd_test_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    url = sa.engine.make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    yield url
    try:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    except sa.exc.DBAPIError as err:  # a left-over test database is harmless; say so, do not fail the test
        warnings.warn(f"could not drop the test database {name}: {err.orig}", stacklevel=1)
    admin.dispose()


@pytest.fixture(params=["sqlite", "postgresql"])
def event_target(request, tmp_path):
    """Where to create an event: a real SQLite file, or (second run) a real PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "night.cardnight")
    return request.getfixturevalue("pg_url")


UNANSWERED_AFTER_S = 60  # a dialog a test answers is answered in well under a second


@pytest.fixture(autouse=True)
def gui_test_guards(request):
    """For a test with Qt: Python's cycle collector runs from the window's thread only, as in the desk
    (``gui/collector.py``); and a modal dialog nobody answers cannot hold the whole run until it is killed: one
    still open after a minute is closed (rejected) and the test fails, naming it."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return
    request.getfixturevalue("qapp")
    import gc
    import time

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QProgressDialog

    from cardnight_desk.gui.collector import GuiThreadCollector

    collector = GuiThreadCollector()
    seen: dict[int, float] = {}  # id of an open dialog -> when it was first seen
    closed: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or isinstance(dialog, QProgressDialog):
            return
        first = seen.setdefault(id(dialog), time.monotonic())
        if time.monotonic() - first >= UNANSWERED_AFTER_S:
            text = dialog.text() if isinstance(dialog, QMessageBox) else ""
            closed.append(f"{type(dialog).__name__} '{dialog.windowTitle()}' {text}".strip())
            dialog.reject()

    watch = QTimer()
    watch.timeout.connect(look)
    watch.start(1000)
    yield
    watch.stop()
    collector.stop()
    gc.collect()  # what the test left is freed here, on the window's thread
    if closed:
        pytest.fail("a dialog was left open with nobody to answer it: " + "; ".join(closed), pytrace=False)
