"""The File menu's work on event files other than opening one: the demo night (saved where the person says, built
in the background) and backups (one made now, or the event replaced by a backup).

Each function takes the main window (:class:`~cardnight_desk.gui.main_window.MainWindow`), whose methods of the
same name call it; the words are the main window's (translation context ``MainWindow``). The services are
imported when asked for, not when the window starts.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox

from cardnight_desk.gui.background import Background
from cardnight_desk.services.errors import Refusal

# The main window (gui.main_window.MainWindow, which imports this module: it is not imported back). Its desk,
# warn(), open_event(), close_event(), demo_job and _demo_ready are used.
Window = QMainWindow | Any


def event_suffix() -> str:
    """How an event file's name ends (:data:`cardnight_desk.store.engine.EVENT_SUFFIX`)."""
    from cardnight_desk.store.engine import EVENT_SUFFIX

    return EVENT_SUFFIX


def _events_filter() -> str:
    return QCoreApplication.translate("MainWindow", "Card Night events (*%s)") % event_suffix()


def open_demo(window: Window) -> bool:
    """Ask where to save the demo night (a free name in the documents folder is offered), build it in the
    background with a progress dialog, then open it (``window._demo_ready``)."""
    from cardnight_desk.services import demo

    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    if not folder.is_dir():
        folder = Path(tempfile.gettempdir())
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("MainWindow", "Save the demo night as"),
        str(demo.free_path(folder)),
        _events_filter(),
    )
    if not path:
        return False
    suffix = event_suffix()
    target = path if path.endswith(suffix) else path + suffix
    window.demo_job = Background(
        window,
        QCoreApplication.translate("MainWindow", "Setting up the demo night…"),
        lambda progress: demo.make_demo(target, progress=progress),
        window._demo_ready,
        lambda err: window.warn(
            QCoreApplication.translate("MainWindow", "Demo night not created"), err.message
        ),
    )
    return True


def back_up_now(window: Window) -> bool:
    """Back the open event up to a file the person chooses."""
    if window.desk is None:
        return False
    from cardnight_desk.services import backups

    made = backups.backups(window.desk)
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("MainWindow", "Back up the event"),
        str(made[0].parent) if made else "",
        _events_filter(),
    )
    if not path:
        return False
    suffix = event_suffix()
    try:
        saved = backups.back_up(window.desk, path if path.endswith(suffix) else path + suffix)
    except Refusal as err:
        window.warn(QCoreApplication.translate("MainWindow", "Not backed up"), err.message)
        return False
    window.statusBar().showMessage(QCoreApplication.translate("MainWindow", "Backed up to %s") % saved, 8000)
    return True


def backups_hint(target: str) -> str:
    """For an event that does not open: where its automatic backups are and how to put one back ('' when it
    has none)."""
    if "://" in target:  # a server's backups are the server's to restore
        return ""
    from cardnight_desk.services import backups

    made = backups.backups_of(target)
    if not made:
        return ""
    return (
        QCoreApplication.translate(
            "MainWindow",
            "Automatic backups of this event are kept in %1 (%2 of them; the newest is %3). To put the newest "
            "back, with the damaged event kept beside it, run:\n%4\nor open a backup itself with File ▸ "
            "Open event… to look at it first.",
        )
        .replace("%1", str(made[0].parent))
        .replace("%2", str(len(made)))
        .replace("%3", made[0].name)
        .replace("%4", f'cardnight-desk restore "{made[0]}" "{target}" --replace')
    )


def restore_backup(window: Window) -> bool:
    """Replace the open event with a backup the person chooses (the event as it was is kept beside it)."""
    if window.desk is None:
        return False
    from cardnight_desk.services import backups

    title = QCoreApplication.translate("MainWindow", "Restore from a backup")
    made = backups.backups(window.desk)
    path, _ = QFileDialog.getOpenFileName(
        window, title, str(made[0].parent) if made else "", _events_filter()
    )
    if not path:
        return False
    target = window.desk.store.target
    answer = QMessageBox.question(
        window,
        title,
        QCoreApplication.translate(
            "MainWindow",
            "Replace the event with the backup\n%s?\n\nThe event as it is now is kept beside it.",
        )
        % path,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    if not window.close_event():  # kept open for what is typed and not saved
        return False
    try:
        backups.restore(path, target, replace=True)
    except backups.HeldElsewhere as err:
        if _closed_all_the_same(window, title, err):
            try:
                backups.restore(path, target, replace=True, closed=[number for number, _ in err.desks])
            except Refusal as again:
                window.warn(QCoreApplication.translate("MainWindow", "Not restored"), again.message)
    except Refusal as err:
        window.warn(QCoreApplication.translate("MainWindow", "Not restored"), err.message)
    return window.open_event(target)


def _closed_all_the_same(window: Window, title: str, err) -> bool:
    """Other desks hold the event: name them, and ask whether the organiser knows they are closed (a computer
    switched off or crashed without closing the event) before a backup replaces it all the same."""
    from cardnight_desk.gui.modal import confirm

    desks = "\n".join(sentence for _, sentence in err.desks)
    return confirm(
        window,
        title,
        QCoreApplication.translate(
            "MainWindow",
            "The event is open at another desk:\n%s\n\nRestoring now loses what is saved there from now on. "
            "Only if that desk is closed (its computer switched off or crashed), restore all the same.",
        )
        % desks,
        QCoreApplication.translate("MainWindow", "It is closed: restore"),
    )
