"""The desk's last line of defence: an unexpected error is written to a log file and shown as a short, plain
message — never a traceback — and the desk keeps running. Everything already saved stays saved (every action
is stored as it is made).

A change the event's store refuses (a :class:`StoreError`: the event is open read-only, its file was replaced,
the database cannot be reached) is not unexpected: its sentence is shown as it is, "Not saved: …", with no log.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.services.errors import Refusal

# the store loads with the first event (or the first error), not with the guard, installed before the window shows
if TYPE_CHECKING:
    from cardnight_desk.store.engine import StoreError


def log_folder() -> Path:
    return Path(os.environ.get("CARDNIGHT_LOG_DIR") or Path.home() / ".cardnight-desk" / "logs")


def write_log(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> Path | None:
    try:
        folder = log_folder()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"error-{dt.datetime.now().strftime('%Y%m%d-%H%M%S-%f')}.txt"
        path.write_text("".join(traceback.format_exception(kind, error, tb)), encoding="utf-8")
        return path
    except OSError:
        return None


def handle(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, error, tb)
        return
    from cardnight_desk.store.errors import SaveLost, StoreError

    if isinstance(error, SaveLost):
        return  # the window says it, once, whichever unit of work found it (main_window._say_lost_saves)
    if isinstance(error, StoreError | Refusal):
        refused(error)
        return
    path = write_log(kind, error, tb)
    where = f"\n\nThe details are in {path} for whoever looks after the desk." if path else ""
    message = (
        "Something went wrong that the desk did not expect, so that last action may not have been made.\n"
        f"({type(error).__name__}: {error})\n\nEverything saved before it is safe; the desk carries on."
        + where
    )
    if QApplication.instance() is not None:
        QMessageBox.warning(None, "Card Night Desk", message)
    else:
        print(f"cardnight-desk: {message}", file=sys.stderr)


def refused(error: StoreError | Refusal) -> None:
    """A change the store or a rule refused, in its own words: nothing was changed."""
    sentence = error.message if isinstance(error, Refusal) else str(error)
    message = QCoreApplication.translate("CrashGuard", "Not saved: %s.") % sentence.rstrip(".")
    if QApplication.instance() is not None:
        QMessageBox.warning(None, "Card Night Desk", message)
    else:
        print(f"cardnight-desk: {message}", file=sys.stderr)


def install() -> None:
    sys.excepthook = handle
