"""Test setup shared by every test: Qt runs offscreen, nothing touches the user's own settings, and event
stores are real: an SQLite file, and real PostgreSQL when ``CARDNIGHT_TEST_PG_URL`` names a server.

The suite runs on every core (``pytest -n auto``, pytest-xdist), each worker a process with its own
QApplication and settings folder; the few tests that must not run beside one another share a worker
(``SERIAL``)."""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import uuid
import warnings
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["CARDNIGHT_SETTINGS_DIR"] = tempfile.mkdtemp(prefix="cardnight-settings-")

# Compiled bytecode is kept between runs in the usual __pycache__ folders (which git ignores), even where
# PYTHONDONTWRITEBYTECODE is set: otherwise each worker, and each program a test starts, compiles the test
# modules (rewritten by pytest) and the desk's own modules again at every run. The installed libraries keep
# the bytecode compiled when they were installed (a folder of its own for all bytecode would compile them all
# again in every new checkout).
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import pytest  # noqa: E402

# Run one after another on a single worker (-n), in this order, never beside one another: the Linux package's
# build (two minutes of every core), then the players' page's tests, which time its answers against limits and
# share one demo night whose poker clock runs on from when it is made (8 minutes left in its level).
SERIAL = ("tests/packaging/", "tests/web/")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    root = Path(config.rootpath)
    for item in items:
        if item.path.relative_to(root).as_posix().startswith(SERIAL):
            item.add_marker(pytest.mark.xdist_group("serial"))


PG_URL = os.environ.get("CARDNIGHT_TEST_PG_URL", "")
PG_SKIP_REASON = "CARDNIGHT_TEST_PG_URL is not set: no PostgreSQL server to test against (.ci/run starts one)"


def pytest_report_header(config):
    return (
        f"PostgreSQL tests: {'against ' + PG_URL.split('@')[-1] if PG_URL else 'skipped, ' + PG_SKIP_REASON}"
    )


@pytest.fixture(scope="session")
def pg_admin():
    """The server's engine for making and dropping test databases. A drop waits for the server's disk (up to a
    second on a busy machine) and no test needs it done: the drops are made on a thread of their own, and the
    last ones waited for when the run ends."""
    if not PG_URL:
        pytest.skip(PG_SKIP_REASON)
    import queue

    import sqlalchemy as sa

    admin = sa.create_engine(PG_URL, isolation_level="AUTOCOMMIT")
    to_drop: queue.Queue[str | None] = queue.Queue()
    left: list[str] = []

    def drop() -> None:
        while (name := to_drop.get()) is not None:
            try:
                with admin.connect() as conn:
                    conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            except sa.exc.DBAPIError as err:
                left.append(f"{name}: {err.orig}")

    dropper = threading.Thread(target=drop, name="test database drops", daemon=True)
    dropper.start()
    yield admin, to_drop.put
    to_drop.put(None)
    dropper.join()
    admin.dispose()
    for why in left:  # a left-over test database is harmless; say so, do not fail the run
        warnings.warn(f"could not drop the test database {why}", stacklevel=1)


@pytest.fixture
def pg_url(pg_admin):
    """A fresh, empty PostgreSQL database for one test, dropped afterwards."""
    import sqlalchemy as sa

    admin, drop_later = pg_admin
    name = f"cnd_test_{uuid.uuid4().hex[:12]}"
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE DATABASE "{name}"'))
    yield sa.engine.make_url(PG_URL).set(database=name).render_as_string(hide_password=False)
    drop_later(name)


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
    gc.freeze()  # what is still alive is set aside: the next test's collection walks only what came after it
    if closed:
        pytest.fail("a dialog was left open with nobody to answer it: " + "; ".join(closed), pytrace=False)
