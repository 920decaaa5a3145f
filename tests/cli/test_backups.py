"""``backup EVENT DEST`` and ``restore BACKUP EVENT`` say what they did, and refuse with exit 2 to overwrite
anything (the backups themselves are tested with the store, ``tests/store/test_backup.py``)."""

from __future__ import annotations

import json

from cardnight_desk.cli import main
from tests.services.builders import bhukhar_event


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_backup_and_restore_from_the_command_line(capsys, tmp_path):
    target = str(tmp_path / "night.cardnight")
    bhukhar_event(target, ["Lions", "Tigers"]).close()
    copy = tmp_path / "copy.cardnight"
    code, out, err = run(capsys, "backup", target, str(copy))
    assert code == 0, err
    assert out.startswith("Backed up ") and str(copy) in out and copy.exists()
    code, out, err = run(capsys, "backup", target, str(copy))
    assert code == 2 and out == "" and "never overwrites" in err
    restored = str(tmp_path / "restored.cardnight")
    code, out, err = run(capsys, "restore", str(copy), restored)
    assert code == 0, err
    assert out == f"Restored {copy} into {restored}\n"
    code, out, _ = run(capsys, "standings", restored, "--competition", "Bhukhar", "--json")
    assert code == 0 and {r["team"] for r in json.loads(out)["standings"]} == {"Lions", "Tigers"}
    code, _, err = run(capsys, "restore", str(copy), restored)
    assert code == 2 and "already exists" in err


def test_restore_of_a_missing_backup_is_refused(capsys, tmp_path):
    code, out, err = run(capsys, "restore", str(tmp_path / "none.cardnight"), str(tmp_path / "e.cardnight"))
    assert code == 2 and out == "" and err.startswith("cardnight-desk: ")
    assert not (tmp_path / "e.cardnight").exists()
