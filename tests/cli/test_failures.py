"""Whatever stops a command ends in one line on standard error and an exit status, never a traceback, and
changes nothing (issue 17.8): a damaged event file for every command that takes one, a damaged backup,
numbers too large for the event, a sheet nested too deeply, text that is not text, an unreadable database
address, a full disk, a folder the desk cannot write to, a store refusing late, and Ctrl-C."""

from __future__ import annotations

import errno
import json
import os
import shutil

import pytest

from cardnight_desk import __main__ as program
from cardnight_desk.cli import main
from cardnight_desk.cli.failures import explain
from tests.cli.conftest import PIN, content, damage_table, sha256
from tests.services.builders import bhukhar_sheet

HUGE = str(2**63)  # one more than the largest 64-bit integer
DIGITS_400 = "9" * 400
BIG = (DIGITS_400, "7" * 5000)  # 5000 digits: more than Python reads as a number at once


def run(capsys, argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_clear_line(err: str) -> str:
    assert err.count("\n") == 1 and err.endswith("\n"), err
    assert err.startswith("cardnight-desk") and "Traceback" not in err and "unexpected error" not in err, err
    return err


EVENT_COMMANDS = {
    "competition add": ["competition", "add", "{e}", "--name", "Rummy", "--game", "rummy"],
    "register": ["register", "{e}", "--competition", "Bhukhar", "--player", "Asha", "--born", "2000-01-01"],
    "import": ["import", "{e}", "{d}/players.xlsx"],
    "export": ["export", "{e}", "{d}/out.xlsx"],
    "draw": ["draw", "{e}", "--competition", "Bhukhar", "--seed", "3"],
    "enter": ["enter", "{e}", "--competition", "Bhukhar", "--round", "1", "--table", "1", "{d}/sheet.json"],
    "edit": [
        *("edit", "{e}", "--competition", "Bhukhar", "--round", "1", "--table", "1", "{d}/sheet.json"),
        *("--judge", "Ravi", "--why", "a count was misread", "--pin", PIN),
    ],
    "penalty": [
        *("penalty", "{e}", "--competition", "Bhukhar", "--round", "1", "--table", "1", "--team", "Tigers"),
        *("--points", "50", "--rule", "19.3", "--judge", "Ravi", "--pin", PIN),
    ],
    "standings": ["standings", "{e}", "--competition", "Bhukhar"],
    "history": ["history", "{e}"],
    "history --verify": ["history", "{e}", "--verify"],
    "judge-pin": ["judge-pin", "{e}", "--pin", PIN],
    "print": ["print", "{e}", "standings", "--competition", "Bhukhar", "--out", "{d}/out.pdf"],
    "backup": ["backup", "{e}", "{d}/copy.cardnight"],
    "restore over it": ["restore", "{d}/backup.cardnight", "{e}", "--replace"],
    "event new over it": ["event", "new", "{e}", "--name", "Night", "--date", "2026-01-01"],
    "demo over it": ["demo", "{e}"],
}


def truncated(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])


def header_only(path):
    path.write_bytes(path.read_bytes()[:100])


def event_page_damaged(path):  # the file's header is sound; the event's own table is not
    damage_table(path, "event")


DAMAGE = {"truncated": truncated, "header only": header_only, "a page overwritten": event_page_damaged}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
@pytest.mark.parametrize("argv", EVENT_COMMANDS.values(), ids=EVENT_COMMANDS.keys())
def test_a_damaged_event_file_is_refused_in_one_line_and_left_as_it_was(
    argv, damage, night, night_file, tmp_path, capsys, monkeypatch
):
    monkeypatch.setenv("CARDNIGHT_NEW_JUDGE_PIN", "4321")
    shutil.copyfile(night_file, tmp_path / "backup.cardnight")
    (tmp_path / "sheet.json").write_text(json.dumps(bhukhar_sheet("Lions", "Tigers", 3)), encoding="utf-8")
    damage(night)
    before = sha256(night)
    code, out, err = run(capsys, [a.format(e=night, d=tmp_path) for a in argv])
    assert code == 2, err
    one_clear_line(err)
    assert sha256(night) == before
    assert not any((tmp_path / name).exists() for name in ("out.xlsx", "out.pdf", "copy.cardnight"))


def test_restoring_over_a_damaged_event_says_to_move_it_aside(night, night_file, tmp_path, capsys):
    shutil.copyfile(night_file, tmp_path / "backup.cardnight")
    truncated(night)
    code, _, err = run(capsys, ["restore", tmp_path / "backup.cardnight", night, "--replace"])
    assert code == 2 and f"{night} is damaged" in one_clear_line(err) and "move it aside" in err


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_a_damaged_backup_is_not_restored(damage, night, tmp_path, capsys):
    damage(night)
    target = tmp_path / "restored.cardnight"
    code, _, err = run(capsys, ["restore", night, target])
    assert code == 2 and "damaged" in one_clear_line(err) or "not a Card Night Desk event" in err
    assert not target.exists()


def test_a_backup_of_a_damaged_event_says_it_is_damaged(night, tmp_path, capsys):
    damage_table(night, "history")  # opens, and a desk can hold it; the copy fails its integrity check
    code, _, err = run(capsys, ["backup", night, tmp_path / "copy.cardnight"])
    assert code == 2 and "damaged" in one_clear_line(err)
    assert not (tmp_path / "copy.cardnight").exists()


def test_a_store_refusing_after_the_event_opened_is_exit_2_with_its_sentence(night, capsys, monkeypatch):
    from cardnight_desk.store import engine, holders

    monkeypatch.setattr(engine, "writable", lambda path: False)  # a read-only stick (root writes anywhere)
    before = sha256(night)
    code, _, err = run(capsys, ["competition", "add", night, "--name", "Rummy", "--game", "rummy"])
    assert code == 2 and "open read-only" in one_clear_line(err)
    assert sha256(night) == before
    monkeypatch.undo()
    changes = len(json.loads(run(capsys, ["history", night, "--json"])[1]))
    monkeypatch.setattr(holders, "same_file", lambda path, opened: False)  # swapped under the open desk
    argv = ["register", night, "--competition", "Bhukhar", "--player", "Asha", "--born", "2000-01-01"]
    code, _, err = run(capsys, argv)
    assert code == 2 and "was replaced" in one_clear_line(err)
    monkeypatch.undo()
    assert len(json.loads(run(capsys, ["history", night, "--json"])[1])) == changes


NUMBERS = {
    "enter --round": ["enter", "{e}", "--competition", "Bhukhar", "--round", HUGE, "--table", "1", "x.json"],
    "penalty --points": [
        *("penalty", "{e}", "--competition", "Bhukhar", "--round", "1", "--table", "1", "--team", "Tigers"),
        *("--points", DIGITS_400, "--rule", "19.3", "--judge", "Ravi", "--pin", PIN),
    ],
    "draw --seed": ["draw", "{e}", "--competition", "Bhukhar", "--seed", DIGITS_400],
    "draw --seed, 5000 digits": ["draw", "{e}", "--competition", "Bhukhar", "--seed", BIG[1]],
    "draw --redraw": ["draw", "{e}", "--competition", "Bhukhar", "--redraw", HUGE],
    "draw --show": ["draw", "{e}", "--competition", "Bhukhar", "--show", HUGE],
    "print --round": [
        "print",
        "{e}",
        "seating",
        "--competition",
        "Bhukhar",
        "--round",
        HUGE,
        "--out",
        "x.pdf",
    ],
    "demo --seed": ["demo", "{d}/demo.cardnight", "--seed", DIGITS_400],
    "rummy-hand --packs": ["rummy-hand", "--wild", "5", "--packs", HUGE, "AH"],
    "baccarat-odds --decks": ["baccarat-odds", "--decks", DIGITS_400],
    "draw --seed below 0": ["draw", "{e}", "--competition", "Bhukhar", "--seed", "-1"],
}


@pytest.mark.parametrize("argv", NUMBERS.values(), ids=NUMBERS.keys())
def test_numbers_too_large_for_the_event_are_refused_by_name(argv, night, tmp_path, capsys):
    before = sha256(night)
    code, out, err = run(capsys, [a.format(e=night, d=tmp_path) for a in argv])
    assert code == 2 and out == ""
    option = next(a for i, a in enumerate(argv) if a.startswith("--") and argv[i + 1] in (HUGE, "-1") + BIG)
    assert f"argument {option}:" in one_clear_line(err) and "out of range" in err and "--help" in err
    assert len(err) < 300 and sha256(night) == before and not (tmp_path / "demo.cardnight").exists()


def test_a_word_for_a_number_is_refused_in_one_line(night, capsys):
    code, _, err = run(capsys, ["draw", night, "--competition", "Bhukhar", "--seed", "seven"])
    assert code == 2 and "'seven' is not a whole number" in one_clear_line(err)


def nested(depth: int) -> str:
    return '{"game": "bhukhar", "teams": ' + "[" * depth + "]" * depth + "}"


def test_a_sheet_nested_too_deeply_is_refused(night, tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text(nested(200_000), encoding="utf-8")
    code, out, err = run(capsys, ["score", deep])
    assert code == 2 and err == ""
    assert json.loads(out)["errors"] == [{"path": "(sheet)", "message": "the sheet is nested too deeply"}]
    before = sha256(night)
    for command in ("enter", "edit"):
        argv = [command, night, "--competition", "Bhukhar", "--round", "1", "--table", "1", deep]
        code, out, err = run(
            capsys, [*argv, *(["--judge", "Ravi", "--why", "x"] if command == "edit" else [])]
        )
        assert code == 2 and "nested too deeply" in out and sha256(night) == before  # read before opening it


def test_a_name_that_is_not_text_is_refused(night, tmp_path, capsys):
    before = sha256(night)
    argv = ["register", night, "--competition", "Bhukhar", "--player", "A\ud800", "--born", "2000-01-01"]
    code, out, err = run(capsys, argv)
    assert code == 2 and out == "" and "names must be valid text" in one_clear_line(err)
    assert sha256(night) == before
    sheet = bhukhar_sheet("Lions", "Tigers")
    sheet["teams"]["Li\ud800ns"] = sheet["teams"].pop("Lions")
    path = tmp_path / "sheet.json"
    path.write_text(json.dumps(sheet), encoding="utf-8")  # json writes the half character as \ud800
    code, out, err = run(capsys, ["score", path])
    assert code == 2 and err == ""
    (problem,) = json.loads(out)["errors"]
    assert problem["path"] == "teams.Li\\ud800ns" and "names must be valid text" in problem["message"]


@pytest.mark.parametrize(
    "address",
    [
        "postgresql+psycopg://desk:s3cret@db.example:notaport/night",
        "postgresql+psycopg://desk:s3cret@[::1/night",
        "postgresql+psycopg://desk:s3cret@db.example:99999999999999999999/night",
    ],
)
def test_a_malformed_database_address_is_refused_without_its_password(address, capsys):
    code, out, err = run(capsys, ["standings", address, "--competition", "Bhukhar"])
    assert code == 2 and out == "" and "database address cannot be read" in one_clear_line(err)
    assert "s3cret" not in err and "postgresql+psycopg://USER:PASSWORD@HOST:PORT/DATABASE" in err


def disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(args[-1]) if args else None)


@pytest.mark.parametrize(
    "argv",
    [
        ["export", "{e}", "{d}/out.xlsx"],
        ["print", "{e}", "standings", "--competition", "Bhukhar", "--out", "{d}/out.pdf"],
        ["backup", "{e}", "{d}/copy.cardnight"],
    ],
    ids=["export", "print", "backup"],
)
def test_a_full_disk_is_one_line_and_leaves_no_half_file(argv, night, tmp_path, capsys, monkeypatch):
    before = content(night)
    monkeypatch.setattr(os, "replace", disk_full)  # the last step of every file the desk writes
    monkeypatch.setattr(os, "link", disk_full)
    code, _, err = run(capsys, [a.format(e=night, d=tmp_path) for a in argv])
    monkeypatch.undo()
    assert code in (1, 2) and ("disk is full" in one_clear_line(err) or "No space left on device" in err)
    assert content(night) == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(("out", "copy", "."))) == []


def test_a_folder_the_desk_cannot_write_to_gets_a_sentence(night, tmp_path, capsys, monkeypatch):
    import tempfile

    def denied(*args, dir=None, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), os.path.join(dir, ".out.xlsx.tmp"))

    monkeypatch.setattr(tempfile, "mkstemp", denied)  # as a folder without write permission answers
    code, _, err = run(capsys, ["export", night, tmp_path / "out.xlsx"])
    assert code == 2 and f"cannot write '{tmp_path / 'out.xlsx'}'" in one_clear_line(err)
    code, sentence = explain(PermissionError(errno.EACCES, "Permission denied", str(tmp_path / ".x.tmp")))
    assert (
        code == 2 and f"cannot write to the folder '{tmp_path}'" in sentence and "choose a folder" in sentence
    )
    code, sentence = explain(PermissionError(errno.EROFS, "Read-only file system", str(night)))
    assert code == 2 and f"cannot write to '{night}'" in sentence


def test_the_database_s_own_words_become_a_sentence_and_a_status():
    import sqlite3

    from sqlalchemy.exc import OperationalError

    def wrapped(message):
        return OperationalError("INSERT INTO history", {}, sqlite3.OperationalError(message))

    assert explain(wrapped("database or disk is full")) == (
        1,
        explain(wrapped("database or disk is full"))[1],
    )
    assert "disk is full" in explain(wrapped("database or disk is full"))[1]
    assert explain(wrapped("database disk image is malformed"))[0] == 2
    assert explain(sqlite3.DatabaseError("file is not a database"))[0] == 2
    assert (
        explain(wrapped("database is locked"))[0] == 1 and "busy" in explain(wrapped("database is locked"))[1]
    )
    assert explain(OverflowError("Python int too large to convert to SQLite INTEGER"))[0] == 2
    assert explain(ValueError("odd\nand long"))[1] == "unexpected error: ValueError: odd and long"


def test_ctrl_c_in_a_command_ends_it_with_one_line_and_130(night, capsys, monkeypatch):
    from cardnight_desk.services import standings

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(standings, "standings", interrupted)
    code, out, err = run(capsys, ["standings", night, "--competition", "Bhukhar"])
    assert (code, out, err) == (130, "", "cardnight-desk: stopped\n")


def test_ctrl_c_while_the_program_loads_ends_it_the_same_way(capsys, monkeypatch):
    import cardnight_desk.cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cardnight_desk.cli, "main", interrupted)
    assert program.main(["standings", "x", "--competition", "y"]) == 130
    assert capsys.readouterr().err == "cardnight-desk: stopped\n"


def test_a_value_written_into_the_file_by_hand_is_called_damage_not_an_unexpected_error(night, capsys):
    import sqlite3

    con = sqlite3.connect(night)
    con.execute("UPDATE competition SET settings = '{not json'")  # as a stray editor might leave it
    con.commit()
    con.close()
    code, _, err = run(capsys, ["standings", night, "--competition", "Bhukhar"])
    assert code == 2 and "holds a value the desk cannot read" in one_clear_line(err)
