"""A full disk, for real (issue 33.8): the event on a small disk of its own (a tmpfs mounted for the test) filled
to the last byte, or with room to open the event but not to save. A command then says the disk is full in one
line and exits 1; it never calls the event damaged (a volunteer told so would restore an old backup over it),
and once there is room again the event is as it was and opens."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from cardnight_desk.cli import main
from tests.cli.conftest import content

SIZE = 2 * 1024 * 1024


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def small_disk(tmp_path):
    """A 2 MiB disk of its own (a tmpfs), unmounted afterwards."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={SIZE}", "tmpfs", str(mount)], capture_output=True, text=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small disk for the test (needs root): {done.stderr.strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path, leave: int) -> Path:
    """Fill the disk until ``leave`` bytes are free; the filler file is returned (delete it to make room)."""
    filler = disk / "filler"
    stats = os.statvfs(disk)
    free = stats.f_bavail * stats.f_frsize
    with open(filler, "wb") as fh:
        try:
            fh.write(b"\0" * max(0, free - leave))
        except OSError:
            pass
    return filler


def said_disk_full(code: int, err: str) -> None:
    assert code == 1, err
    assert err.count("\n") == 1 and err.startswith("cardnight-desk: "), err
    assert "disk is full" in err and "damaged" not in err and "backup" not in err and "restore" not in err, (
        err
    )


REGISTER = ("register", "{e}", "--competition", "Bhukhar", "--player", "Asha", "--born", "2000-01-01")
STANDINGS = ("standings", "{e}", "--competition", "Bhukhar")


def test_a_full_disk_is_said_full_never_damaged(night, small_disk, capsys):
    event = small_disk / "night.cardnight"
    shutil.copyfile(night, event)  # nothing beside it yet (reading it leaves its WAL index beside it)
    filler = fill(small_disk, 0)
    for argv in (REGISTER, STANDINGS):  # no room even to read it
        said_disk_full(*run(capsys, *(a.format(e=event) for a in argv))[::2])
    filler.unlink()  # room again: the event is as it was, and opens
    assert content(event) == content(night)
    code, _, err = run(capsys, *(a.format(e=event) for a in STANDINGS))
    assert code == 0, err

    filler = fill(small_disk, 40 * 1024)  # room to read it, not to save
    for n in range(3):
        argv = [a.format(e=event) for a in REGISTER]
        argv[argv.index("Asha")] = f"Asha {n}"
        said_disk_full(*run(capsys, *argv)[::2])
    filler.unlink()
    assert content(event) == content(night)
    code, out, err = run(capsys, *(a.format(e=event) for a in REGISTER))
    assert code == 0 and "Registered Asha" in out, err
