"""Backups and restores on real engines: a backup is an event file that opens as it is."""

from __future__ import annotations

import pytest

from cardnight_desk.cli import main
from cardnight_desk.services import backups, scores, standings
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.errors import Refusal
from cardnight_desk.store.backup import KEEP, list_backups
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet


def _night(target):
    desk = bhukhar_event(target, ["Lions", "Tigers"])
    add_round(desk, 1, [("Lions", "Tigers")])
    scores.enter_sheet(desk, "Bhukhar", 1, "1", bhukhar_sheet("Lions", "Tigers"), confirm=True)
    backups.make_due(desk)  # the round's backup, made once the save is done
    return desk


def test_backup_opens_as_an_event_with_everything_in_it(event_target, tmp_path):
    desk = _night(event_target)
    path = backups.back_up(desk, tmp_path / "copy.cardnight")
    copy = Desk.open(str(path))
    assert standings.standings(copy, "Bhukhar").to_json() == standings.standings(desk, "Bhukhar").to_json()
    copy.close()
    with pytest.raises(Refusal, match="never overwrites"):
        backups.back_up(desk, path)
    desk.close()


def test_a_confirmed_round_is_backed_up_automatically_keeping_twenty(tmp_path):
    desk = _night(str(tmp_path / "night.cardnight"))
    made = list_backups(desk.store)
    assert len(made) == 1 and "round-1-confirmed" in made[0].name
    for k in range(KEEP + 3):
        backups.automatic(desk, f"every ten minutes {k}")
    assert len(list_backups(desk.store)) == KEEP
    desk.close()


def test_restore_over_a_file_keeps_the_replaced_one(tmp_path, capsys):
    target = str(tmp_path / "night.cardnight")
    desk = _night(target)
    saved = backups.back_up(desk, tmp_path / "saved.cardnight")
    add_round(desk, 2, [("Tigers", "Lions")])
    desk.close()
    assert main(["restore", str(saved), target]) == 2
    assert "already exists" in capsys.readouterr().err
    assert main(["restore", str(saved), target, "--replace"]) == 0
    desk = Desk.open(target)
    from cardnight_desk.services.draws import round_numbers

    assert round_numbers(desk, "Bhukhar") == [1]
    desk.close()
    assert list(tmp_path.glob("night.cardnight.replaced-*.cardnight"))


def test_restore_into_postgresql_and_back_up_from_it(pg_url, tmp_path):
    desk = _night(str(tmp_path / "night.cardnight"))
    saved = backups.back_up(desk, tmp_path / "saved.cardnight")
    expected = standings.standings(desk, "Bhukhar").to_json()
    desk.close()
    backups.restore(saved, pg_url)
    pg = Desk.open(pg_url)
    assert standings.standings(pg, "Bhukhar").to_json() == expected
    # the restored event keeps working: new rows get fresh ids
    add_round(pg, 2, [("Tigers", "Lions")])
    again = backups.back_up(pg, tmp_path / "from-pg.cardnight")
    pg.close()
    copy = Desk.open(str(again))
    assert standings.standings(copy, "Bhukhar").to_json() == expected
    copy.close()
    with pytest.raises(Refusal, match="already holds an event"):
        backups.restore(saved, pg_url)


def test_restore_refuses_what_is_not_a_backup(tmp_path):
    junk = tmp_path / "junk.cardnight"
    junk.write_text("not an event")
    with pytest.raises(Refusal, match="not a Card Night Desk event file"):
        backups.restore(junk, str(tmp_path / "x.cardnight"))
    with pytest.raises(Refusal, match="no backup file"):
        backups.restore(tmp_path / "none.cardnight", str(tmp_path / "x.cardnight"))


def test_backup_command(tmp_path, capsys):
    target = str(tmp_path / "night.cardnight")
    _night(target).close()
    assert main(["backup", target, str(tmp_path / "b.cardnight")]) == 0
    assert (tmp_path / "b.cardnight").exists()
    assert main(["backup", target, str(tmp_path / "b.cardnight")]) == 2


def test_a_postgresql_event_is_copied_in_one_snapshot_while_desks_save(pg_url, tmp_path):
    """Another desk registers a player (and the player's entry) while the backup is between the players and
    the entries: the copy must hold both or neither, never an entry whose player it lacks (that copy failed
    its foreign keys, as eight desks saving made it fail 7 times in 9)."""
    import datetime as dt

    import sqlalchemy as sa

    from cardnight_desk.store.models import Competition, Player, Registration

    desk = _night(pg_url)
    other = Desk.open(pg_url, who="registration desk")
    reads: list[str] = []

    def between_tables(conn, cursor, statement, parameters, context, executemany):
        if "FROM registration" in statement and not reads:
            reads.append(statement)
            with other.store.session() as s:  # a player and the player's entry, saved at another desk
                comp = s.query(Competition).one()
                player = Player(
                    event_id=comp.event_id, number=99, name="Asha Patel", born=dt.date(1990, 2, 3)
                )
                s.add(player)
                s.flush()
                s.add(Registration(competition_id=comp.id, player_id=player.id))

    sa.event.listen(desk.store.engine, "before_cursor_execute", between_tables)
    try:
        path = backups.back_up(desk, tmp_path / "copy.cardnight")
    finally:
        sa.event.remove(desk.store.engine, "before_cursor_execute", between_tables)
        other.close()
    assert reads  # the other desk did save in the middle of the copy
    copy = Desk.open(str(path))
    try:
        from cardnight_desk.services.registration import list_players

        assert "Asha Patel" not in [p.name for p in list_players(copy)]  # the copy is the event as it was
    finally:
        copy.close()
        desk.close()


def test_a_restore_sets_aside_the_backups_of_the_way_it_undid_and_the_history_verifies(
    event_target, tmp_path, monkeypatch
):
    """Restoring an older backup on purpose: the automatic backups made after it hold changes the restored
    history does not; they are kept in a folder of their own, no longer witnesses, and the history verifies."""
    from cardnight_desk.services.events import add_competition
    from cardnight_desk.services.history import verify_history
    from cardnight_desk.store.backup import backup_folder

    monkeypatch.setenv("CARDNIGHT_BACKUP_DIR", str(tmp_path / "backups"))
    desk = _night(event_target)
    early = backups.back_up(desk, tmp_path / "early.cardnight")
    add_competition(desk, "Rummy", "rummy")
    later = backups.automatic(desk, "every few minutes")
    folder = backup_folder(desk.store)
    desk.close()
    backups.restore(early, event_target, replace=True)
    desk = Desk.open(event_target)
    try:
        assert verify_history(desk).intact
        assert later is not None and not later.exists()
        assert [p.name for p in folder.glob("replaced-*/*")] == [later.name]  # kept, set aside
        assert len(list_backups(desk.store)) == 1  # the round's backup, older than the one restored, stays
    finally:
        desk.close()
