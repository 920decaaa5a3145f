"""Python's cycle collector, run from the window's thread only.

Python starts a collection in whichever thread happens to allocate when its counts are reached: in the desk,
often a worker (an import reading a workbook, the history check, the players' page server). A collection frees
every unreachable cycle, and a cycle may hold a Qt object of the window's (a form's widgets, a timer, a signal's
connection): Qt would then delete it from a thread that does not own it, which Qt does not allow and which can
crash the desk or leave it waiting forever. So, as Qt applications in Python commonly do, the desk turns the
automatic collection off while its window runs and makes the same collections itself, from the window's thread,
a few times a second, with Python's own thresholds: the same memory is freed, by the thread that owns it.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250  # how often the counts are looked at; a look costs a microsecond


class GuiThreadCollector(QObject):
    """While it runs, Python's automatic collection is off and ``check`` (on the window's thread) collects
    what Python would have collected; :meth:`stop` gives the automatic collection back as it was."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS):
        super().__init__(parent)
        self.was_enabled = gc.isenabled()
        self.threshold = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(interval_ms)

    def check(self) -> int:
        """Collect the generations whose counts have passed Python's thresholds; the number of objects freed."""
        first, second, third = gc.get_count()
        if first <= self.threshold[0]:
            return 0
        if second <= self.threshold[1]:
            return gc.collect(0)
        if third <= self.threshold[2]:
            return gc.collect(1)
        return gc.collect(2)

    def stop(self) -> None:
        self.timer.stop()
        if self.was_enabled:
            gc.enable()


_running: GuiThreadCollector | None = None


def collect_on_gui_thread() -> GuiThreadCollector:
    """Start the collector for the application (once; called from the window's thread after the application
    is made)."""
    from PySide6.QtCore import QCoreApplication

    global _running
    if _running is None:
        _running = GuiThreadCollector(QCoreApplication.instance())
    return _running
