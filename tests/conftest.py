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
