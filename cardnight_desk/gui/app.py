"""Starting the desk: the Qt application, the main window, and the start-up check used by installers."""

from __future__ import annotations

import builtins
import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

# PySide6 puts a hook of its own in place of Python's import (for its optional ``__feature__`` imports, such as
# ``snake_case``) that reads, and keeps for the life of the program, the whole source of every module imported
# after it: 19 MiB for the store, the services and the areas. The desk uses none of those features, so from here
# on its modules are imported by Python's own import, which PySide6 keeps as ``builtins.__orig_import__``.
builtins.__import__ = getattr(builtins, "__orig_import__", builtins.__import__)

from cardnight_desk.gui.i18n import add_fonts, install_language  # noqa: E402 - imported past the hook

if TYPE_CHECKING:
    from cardnight_desk.gui.main_window import MainWindow


BINDING_FAULT = (
    "Card Night Desk cannot start with PySide6 {version} on Python {python}: this PySide6 loses track of Python's "
    "None at every call into Qt, and the desk would stop without warning a few minutes into the night. Install "
    "PySide6 6.11 (python3 -m pip install 'PySide6-Essentials<6.12'), or run the desk on Python 3.12 or later."
)


def binding_fault(call: Callable[[], object] | None = None) -> str | None:
    """Why the desk must not run on this Qt binding, or None when it may. PySide6 6.12.0 gives up a reference
    to ``None`` at every call of a method returning nothing; on Python 3.11, where ``None`` is counted like any
    object, Python aborts once they are all gone ("deallocating None": ten minutes on the poker clock). One
    such method (``call``, by default naming a Qt object) is called a hundred times to see."""
    if sys.version_info >= (3, 12) and call is None:
        return None  # None is immortal: nothing to lose
    if call is None:
        from PySide6.QtCore import QObject

        probe = QObject()
        call = lambda: probe.setObjectName("probe")  # noqa: E731 - the probe's one call
    before = sys.getrefcount(None)
    for _ in range(100):
        call()
    if sys.getrefcount(None) > before - 50:
        return None
    import PySide6

    return BINDING_FAULT.format(version=PySide6.__version__, python=".".join(map(str, sys.version_info[:3])))


def application() -> QApplication:
    """The desk's Qt application (made once): in the language chosen, with the desk's own fonts added, so that
    names in the Indian scripts read on a computer without those fonts whatever the desk's language. A Qt
    binding the desk cannot run on (:func:`binding_fault`) is refused with a sentence saying what to install."""
    app = QApplication.instance()
    if app is None:
        fault = binding_fault()
        if fault is not None:
            if has_screen() and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
                from PySide6.QtWidgets import QMessageBox

                QApplication(sys.argv[:1])
                QMessageBox.critical(None, "Card Night Desk", fault)
            raise SystemExit(fault)
        app = QApplication(sys.argv[:1])
        app.setApplicationName("Card Night Desk")
        app.setOrganizationName("Card Night Desk")
        install_language(app)  # the language chosen in the settings, before any window is built
    assert isinstance(app, QApplication)
    add_fonts()  # once (install_language has done it for a new application); ~20 ms
    return app


def has_screen() -> bool:
    if os.environ.get("QT_QPA_PLATFORM") or sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def process_until(app: QApplication, done: Callable[[], bool], seconds: float = 60.0) -> None:
    """Process events (waiting for them, not spinning) until ``done()`` or ``seconds`` have passed."""
    from PySide6.QtCore import QEventLoop

    wake = QTimer()  # so that a wait for events ends at least this often
    wake.start(50)
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    wake.stop()


def run_desk(event: str | None = None, *, smoke: bool = False, warm: bool = False) -> int:
    """Show the desk window, then (once it is drawn) open ``event`` when one is named.

    The window is drawn before anything of an event is loaded (the store, the services, the areas): a person sees
    it at once, with "Opening…" and a busy pointer while the event loads. ``smoke``, the start-up check, shows
    the window, opens the event the same way but waits for it (until its first tab has been drawn; with
    ``warm``, until its history is checked as well), reports errors on the console, and
    closes.
    """
    if not has_screen():
        if not smoke:
            print("cardnight-desk: no screen to open the desk on (DISPLAY is not set)", file=sys.stderr)
            return 1
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # the start-up check needs no screen
    from cardnight_desk.gui.qt_libraries import problem

    missing = problem()  # a plain sentence rather than Qt's abort
    if missing:
        print(f"cardnight-desk: {missing}", file=sys.stderr)
        return 1
    app = application()
    from cardnight_desk.gui.collector import collect_on_gui_thread

    collect_on_gui_thread()  # Qt objects are freed by the window's thread, never by a worker's
    from cardnight_desk.gui.main_window import MainWindow

    if not smoke:  # the start-up check reports errors on the console; a person at the desk gets a message
        from cardnight_desk.gui import crash_guard

        crash_guard.install()
    window = MainWindow(opening=event)  # on "Opening…" when started on an event, not the welcome screen
    try:
        return _run(app, window, event, smoke=smoke, warm=warm)
    finally:
        # The window and all it holds are deleted now, parents before children as Qt deletes them, not left to
        # Python's finalisation, which tears Qt objects down in whatever order it meets them and can delete
        # one twice (the process then aborts as it quits).
        from shiboken6 import delete

        delete(window)


def _run(app: QApplication, window: MainWindow, event: str | None, *, smoke: bool, warm: bool) -> int:
    if smoke:
        window.warn = lambda title, message: print(f"cardnight-desk: {title}: {message}", file=sys.stderr)
    window.show()
    app.processEvents()  # the window is drawn now, before the event and the desk behind it load
    if smoke:
        opened = window.open_event(event) if event else True
        app.processEvents()
        if opened and event:
            process_until(app, lambda: window.event_view is None or window.event_view.was_drawn)
            if warm:
                process_until(app, window.warm)
        window.close()
        app.processEvents()
        return 0 if opened else 1
    if event:
        window.open_event_later(event)
    QTimer.singleShot(0, window.raise_)
    return app.exec()
