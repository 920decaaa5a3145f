"""The desk's saves reach the event file after a file dialog has shown the event's folder and a command has run
on the event (``store/journal.py``): a file dialog reads every file in the folder it shows, which drops the
locks SQLite holds for the desk's process; the command that ran next used to delete the journal under the desk,
whose saves then went nowhere, and whose quitting damaged the event."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap

from PySide6.QtWidgets import QFileDialog

from cardnight_desk.gui.main_window import MainWindow
from tests.gui.scores.builders import bhukhar_game, event, team_round, teams

SHEET_ELSEWHERE = textwrap.dedent(
    """
    import sys
    from cardnight_desk.services.desk import Desk
    from cardnight_desk.services.scores import get_sheet
    desk = Desk.open(sys.argv[1])
    sheet = get_sheet(desk, "League", 1, "1")
    print(sheet.status if sheet else "none")
    desk.close()
    """
)


def sheet_seen_elsewhere(target: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", SHEET_ELSEWHERE, target], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_a_sheet_saved_after_a_file_dialog_and_a_command_reaches_every_program(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = event(target)
    teams(desk, "League", "bhukhar", ["Lions", "Tigers", "Bears", "Wolves"])
    team_round(desk, "League", 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    desk.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    assert window.open_event(target)

    dialog = QFileDialog(window, "Back up the event", str(tmp_path))  # as Back up now… shows the folder
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.open()
    qtbot.wait(2500)  # the dialog lists the folder and reads each file to tell its type
    dialog.reject()
    dialog.deleteLater()

    printed = subprocess.run(
        [
            sys.executable,
            "-m",
            "cardnight_desk",
            "print",
            target,
            "seating",
            "--competition",
            "League",
            "--out",
            str(tmp_path / "s.pdf"),
        ],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert printed.returncode == 0, printed.stderr

    scores = window.event_view.show_area("Scores")
    scores.sheet_number_edit.setText("1-1-1")
    scores.open_sheet_number()
    scores.panel.form.load(bhukhar_game("Lions", "Tigers"))
    assert scores.panel.save_and_confirm()
    assert scores.panel.last_message == "Saved and confirmed."
    assert sheet_seen_elsewhere(target) == "confirmed"  # another program sees the sheet at once

    window.close_event()
    con = sqlite3.connect(target)
    try:
        assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"  # quitting damaged nothing
    finally:
        con.close()
    assert sheet_seen_elsewhere(target) == "confirmed"


def test_a_save_missing_from_the_event_file_is_said_at_once_and_stays_said(qtbot, tmp_path):
    import os

    from cardnight_desk.services.events import add_competition

    target = str(tmp_path / "night.cardnight")
    event(target).close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    said: list[tuple[str, str]] = []
    window.warn = lambda title, text: said.append((title, text))
    add_competition(window.desk, "Rummy", "rummy")  # saved, and still only in the journal
    os.unlink(f"{target}-wal")  # another program deletes the journal
    os.unlink(f"{target}-shm")
    window.poll_changes()
    assert len(said) == 1 and "is NOT in the event file" in said[0][1]
    assert window.banner.isVisible() and "is NOT in the event file" in window.banner.text()
    window.poll_changes()  # the desk carries on with the file as it is, and the banner stays
    assert len(said) == 1 and window.banner.isVisible()
    window.close_event()
