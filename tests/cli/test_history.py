"""``history EVENT --verify``: exit 0 with "intact" for an untouched history; exit 3 naming the first change
altered or missing when the event file was changed behind the desk's back: an edit, a change of another event,
ids swapped, a second event, a history cut short or emptied with its head moved back (found by the event's
backups, a backup named with ``--witness``, and the rows the removed changes made)."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from cardnight_desk.cli import main
from cardnight_desk.services import backups
from cardnight_desk.services.desk import Desk


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def tamper(path, *statements):
    con = sqlite3.connect(path)
    try:
        con.execute("DROP TRIGGER IF EXISTS history_no_update")
        con.execute("DROP TRIGGER IF EXISTS history_no_delete")
        for statement in statements:
            con.execute(statement)
        con.commit()
    finally:
        con.close()


def test_an_untouched_history_is_intact(night, capsys):
    code, out, err = run(capsys, "history", night, "--verify")
    assert code == 0 and err == ""
    assert out.startswith("the history is intact (") and "changes checked)" in out


def test_an_altered_change_is_named_and_exits_3(night, capsys):
    tamper(night, "UPDATE history SET summary = 'x' WHERE seq = 2")
    code, out, err = run(capsys, "history", night, "--verify")
    assert code == 3 and err == ""
    assert out == "the history has been tampered with: change 2 has been altered\n"


def test_a_missing_change_is_named_and_exits_3(night, capsys):
    tamper(night, "DELETE FROM history WHERE seq = 3")
    code, out, _ = run(capsys, "history", night, "--verify")
    assert code == 3 and "change 3 is missing" in out


def test_verify_and_json_do_not_go_together(night, capsys):
    code, _, err = run(capsys, "history", night, "--verify", "--json")
    assert code == 2 and "not allowed with argument" in err and err.count("\n") == 1


# --- the forgeries of issue 33, each made with sqlite3 on a copy of the demo night --------------------------
ZERO = "0" * 64


@pytest.fixture(scope="session")
def demo_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.cardnight"
    assert main(["demo", str(path)]) == 0
    return path


@pytest.fixture
def demo(demo_file, tmp_path, capsys) -> Path:
    """A copy of the demo night (the event file alone: no backup of it yet)."""
    copy = tmp_path / "demo.cardnight"
    shutil.copyfile(demo_file, copy)
    capsys.readouterr()
    return copy


def backed_up(event: Path, dest: Path | None = None) -> Path:
    """A backup of the event as the desk makes one: into its own backups folder (an automatic backup), or
    into ``dest``."""
    desk = Desk.open(str(event))
    try:
        made = backups.back_up(desk, dest) if dest else backups.automatic(desk, "round confirmed")
    finally:
        desk.close()
    assert made is not None and made.is_file()
    return made


def head_of(path: Path) -> tuple[int, str]:
    con = sqlite3.connect(path)
    try:
        return con.execute("SELECT history_seq, history_head FROM event").fetchone()
    finally:
        con.close()


def cut_to(seq: int) -> list[str]:
    """The changes after ``seq`` deleted and the head moved back to the new last one."""
    return [
        f"DELETE FROM history WHERE seq > {seq}",
        f"UPDATE event SET history_seq = {seq}, history_head = (SELECT hash FROM history WHERE seq = {seq})",
    ]


def test_a_change_of_another_event_is_found_where_every_reader_reads_it(demo, capsys):
    """(a) A judge's edit forged with another event's id: the history and the undo read it as the newest
    change, so the check reads it too."""
    seq, digest = head_of(demo)
    tamper(
        demo,
        "INSERT INTO history (event_id, at, who, action, entity, entity_id, summary, before, after, why, seq, "
        f"prev_hash, hash) VALUES (2, '2026-11-28 20:00:00.000000', 'Mrs Patel', 'sheet.judge_edit', "
        f"'score_sheet', 1, 'Bhukhar league round 1 table 1: forged', NULL, NULL, '', {seq + 1}, '{digest}', "
        f"'{'f' * 64}')",
    )
    code, out, _ = run(capsys, "history", demo, "--json")
    assert json.loads(out)[0]["what"] == "Bhukhar league round 1 table 1: forged"  # what the readers read
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 3 and out.startswith(
        f"the history has been tampered with: change {seq + 1} is of another event"
    )


def test_two_changes_whose_ids_were_swapped_are_found(demo, capsys):
    """(b) The ids order the history and name the change an undo takes back."""
    tamper(
        demo,
        "UPDATE history SET id = -1 WHERE seq = 100",
        "UPDATE history SET id = 100 WHERE seq = 101",
        "UPDATE history SET id = 101 WHERE id = -1",
    )
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 3 and "change 100 is out of place" in out.splitlines()[0]


def test_a_second_event_placed_first_is_found(demo, capsys):
    """(c) Every reader takes the first event by id."""
    tamper(
        demo,
        "INSERT INTO event (id, name, date, settings, created_at, history_seq, history_head) "
        f"VALUES (0, 'Another night', '2026-11-28', '{{}}', '2026-11-28 18:00:00.000000', 0, '{ZERO}')",
    )
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 3
    assert out.splitlines()[0].endswith("the event's store holds 2 events, where the desk keeps one")


def test_changes_cut_from_the_end_with_the_head_moved_back_are_found_by_the_events_backups(demo, capsys):
    """(d) The chain and its head agree again; the backup the desk made before (in the event's own backups
    folder) holds the changes removed."""
    backup = backed_up(demo)
    seq, _ = head_of(demo)
    tamper(demo, *cut_to(seq - 30))
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 3
    assert f"change {seq - 29} to {seq} is missing, held by the backup {backup.name}" in out


def test_a_history_cut_short_is_found_by_a_backup_named_as_witness(demo, tmp_path, capsys):
    """(d) again, cutting only changes that made no row (the baccarat table's hands): without a witness it
    cannot be told from a history that ended there; a backup named with --witness holds them."""
    witness = backed_up(demo, tmp_path / "witness.cardnight")
    seq, _ = head_of(demo)
    tamper(demo, *cut_to(seq - 2))
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 0  # what is not found without a witness (the README says so)
    code, out, _ = run(capsys, "history", demo, "--verify", "--witness", witness)
    assert code == 3
    assert (
        out
        == f"the history has been tampered with: change {seq - 1} to {seq} is missing, held by the backup {witness}\n"
    )


def test_an_emptied_history_with_its_head_zeroed_is_found(demo, capsys):
    """(e) Nothing is left to chain: the event and every row it holds were made by no change, and its backups
    hold the changes."""
    backup = backed_up(demo)
    seq, _ = head_of(demo)
    tamper(demo, "DELETE FROM history", f"UPDATE event SET history_seq = 0, history_head = '{ZERO}'")
    code, out, _ = run(capsys, "history", demo, "--verify")
    lines = out.splitlines()
    assert code == 3
    assert lines[0] == (
        f"the history has been tampered with: change 1 to {seq} is missing, held by the backup {backup.name}"
    )
    assert any("the event 'Demo card night' was made by no change in the history" in line for line in lines)
    assert any(line.startswith("also: 80 players were made by no change") for line in lines)


def test_a_player_whose_registration_was_removed_from_the_history_is_found(demo, capsys):
    """A player registered by a command, its history entry deleted and the head moved back: the player is
    still there, made by no change."""
    code, _, _ = run(
        capsys,
        "register",
        demo,
        "--competition",
        "Rummy",
        "--player",
        "Meera Iyer",
        "--born",
        "1990-02-03",
        "--eligible",
    )
    assert code == 0
    seq, _ = head_of(demo)
    tamper(demo, *cut_to(seq - 1))
    code, out, _ = run(capsys, "history", demo, "--verify")
    assert code == 3
    assert out == (
        "the history has been tampered with: the player 81 (Meera Iyer) was made by no change in the history\n"
    )


def test_witness_goes_with_verify_and_must_be_a_backup(demo, tmp_path, capsys):
    code, _, err = run(capsys, "history", demo, "--witness", demo)
    assert code == 2 and err.count("\n") == 1 and "--witness goes with --verify" in err
    not_a_backup = tmp_path / "notes.txt"
    not_a_backup.write_text("nothing")
    code, out, err = run(capsys, "history", demo, "--verify", "--witness", not_a_backup)
    assert code == 2 and out == "" and err.count("\n") == 1 and "cannot witness the history" in err
