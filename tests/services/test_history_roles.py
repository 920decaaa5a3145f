"""On PostgreSQL the desks work as a role that may only insert and read the history, the tables being owned by
another role that creates and upgrades the event: set up as the user guide tells an organiser (two roles, the
database owned by the first, the grants below), the desk role saves everything a night needs, and cannot
change or delete the history, empty it, or switch its guards off."""

from __future__ import annotations

import uuid

import pytest
import sqlalchemy as sa

from cardnight_desk.services import backups, draws, history, judges, penalties, scores, undo
from cardnight_desk.services.desk import Desk
from tests.services.builders import bhukhar_sheet, competition_with_teams


def _guide_grants() -> str:
    """The user guide's grants (its second SQL block under "Two roles on PostgreSQL"), run by the owner once the
    event is created (and again after each upgrade), with the desk role's name left to fill in."""
    import re
    from pathlib import Path

    guide = (Path(__file__).resolve().parents[2] / "resources" / "docs" / "user-guide.md").read_text("utf-8")
    section = guide.split("### Two roles on PostgreSQL", 1)[1].split("\n## ", 1)[0]
    grants = re.findall(r"```sql\n(.*?)```", section, re.S)[1]
    assert "GRANT" in grants and "cardnight_desk" in grants
    return grants.replace("cardnight_desk", "{desk}")


DESK_GRANTS = _guide_grants()
PIN = "2468"


@pytest.fixture
def roles(pg_url):
    """An owner role, a desk role and a database owned by the owner, made as the user guide says (here by a role
    allowed to make roles, not a superuser: it joins the owner role to give it the database), then dropped."""
    tag = uuid.uuid4().hex[:10]
    owner, desk, database = f"cnd_owner_{tag}", f"cnd_desk_{tag}", f"cnd_roles_{tag}"
    admin = sa.create_engine(pg_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        if not conn.execute(
            sa.text("SELECT rolcreaterole FROM pg_roles WHERE rolname = current_user")
        ).scalar():
            pytest.skip("the test role may not create roles (.ci/run gives it CREATEROLE)")
        conn.execute(sa.text(f"CREATE ROLE {owner} LOGIN PASSWORD 'owner-pw'"))
        conn.execute(sa.text(f"CREATE ROLE {desk} LOGIN PASSWORD 'desk-pw'"))
        conn.execute(sa.text(f"GRANT {owner} TO current_user"))
        conn.execute(sa.text(f'CREATE DATABASE "{database}" OWNER {owner}'))
    url = sa.engine.make_url(pg_url).set(database=database)
    as_owner = url.set(username=owner, password="owner-pw").render_as_string(hide_password=False)
    as_desk = url.set(username=desk, password="desk-pw").render_as_string(hide_password=False)
    yield as_owner, as_desk, desk
    with admin.connect() as conn:
        conn.execute(sa.text(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)'))
        conn.execute(sa.text(f"DROP ROLE IF EXISTS {desk}"))
        conn.execute(sa.text(f"DROP ROLE IF EXISTS {owner}"))
    admin.dispose()


def _refused(url: str, statement: str) -> str:
    engine = sa.create_engine(url)
    try:
        with pytest.raises(sa.exc.DBAPIError) as refused, engine.begin() as conn:
            conn.execute(sa.text(statement))
        return str(refused.value.orig)
    finally:
        engine.dispose()


@pytest.mark.postgres
def test_the_desk_role_saves_a_night_and_cannot_touch_the_history(roles):
    as_owner, as_desk, desk_role = roles
    Desk.create(as_owner, "Roles night", "2026-11-28", who="Organiser").close()  # event new, by the owner
    engine = sa.create_engine(as_owner)
    try:
        with engine.begin() as conn:
            for statement in filter(None, (s.strip() for s in DESK_GRANTS.format(desk=desk_role).split(";"))):
                conn.execute(sa.text(statement))
    finally:
        engine.dispose()

    desk = Desk.open(as_desk, who="desk 1", hold=True)  # held open, as the window holds it
    try:
        competition_with_teams(desk, "Bhukhar", "bhukhar", ["Lions", "Tigers", "Bears", "Wolves"])
        judges.set_pin(desk, PIN)
        view = draws.draw_next_round(desk, "Bhukhar", seed=3)
        for t in view.tables:
            scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
        table = view.tables[0]
        penalties.add_penalty(
            desk, "Bhukhar", 1, table.table, table.entrants[1], 50, "19.3", "Mr Shah", pin=PIN
        )
        undo.undo_last(desk, judge="Mr Shah", pin=PIN, why="claim withdrawn")
        assert backups.automatic(desk, "round confirmed") is not None
        verdict = history.verify_history(desk)
        assert verdict.intact, verdict.reason
        assert verdict.witnesses == 1 and verdict.changes == len(history.list_changes(desk)) > 15
    finally:
        desk.close()

    for statement in (
        "UPDATE history SET who = 'x'",
        "DELETE FROM history",
        "TRUNCATE history",
        "UPDATE alembic_version SET version_num = '0001'",
    ):
        assert "permission denied" in _refused(as_desk, statement)
    for statement in (
        "ALTER TABLE history DISABLE TRIGGER ALL",
        "ALTER TABLE history DISABLE TRIGGER history_append_only",
        "DROP TRIGGER history_append_only ON history",
    ):
        assert "must be owner" in _refused(as_desk, statement)
    assert "permission denied" in _refused(as_desk, "SET session_replication_role = replica")
