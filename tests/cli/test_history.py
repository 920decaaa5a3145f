"""``history EVENT --verify``: exit 0 with "intact" for an untouched history; exit 3 naming the first change
altered or missing when the event file was changed behind the desk's back."""

from __future__ import annotations

import sqlite3

from cardnight_desk.cli import main


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
