"""Python's cycle collector runs from the window's thread only (``gui/collector.py``): a worker that makes many
objects no longer frees the window's objects from its own thread."""

from __future__ import annotations

import gc
import threading

from cardnight_desk.gui.collector import GuiThreadCollector


class Marker:
    """Says which thread freed it; kept alive by a cycle only, as a form's lambdas keep its widgets (no Qt
    object is in it here: freeing one from a worker is what must not happen)."""

    def __init__(self, freed_by: list[int]):
        self.freed_by = freed_by
        self.me = self

    def __del__(self) -> None:
        self.freed_by.append(threading.get_ident())


def a_busy_worker() -> int:
    """A worker making many cycles (reading a workbook, the players' page): Python collects when their count
    passes its threshold, in this thread."""

    def work() -> None:
        kept = []
        for _ in range(50_000):
            pair: list = []
            pair.append(pair)
            kept.append(pair)
            if len(kept) > 100:
                kept.clear()

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    return worker.ident or 0


def test_without_it_a_busy_worker_frees_the_windows_objects(qtbot):
    gc.enable()  # as Python is by default (the test set-up runs the desk's collector)
    try:
        freed_by: list[int] = []
        gc.collect()  # the counts start from nothing: the next collection is the worker's
        Marker(freed_by)
        worker = a_busy_worker()
        assert freed_by == [worker]
    finally:
        gc.disable()


def test_with_it_they_are_freed_on_the_windows_thread(qtbot):
    collector = GuiThreadCollector(interval_ms=20)
    try:
        assert not gc.isenabled()
        freed_by: list[int] = []
        gc.collect()  # the counts start from nothing: the next collection is the worker's
        Marker(freed_by)
        a_busy_worker()
        assert freed_by == []  # the worker did not collect
        qtbot.waitUntil(lambda: bool(freed_by), timeout=5000)
        assert freed_by == [threading.get_ident()]
    finally:
        collector.stop()


def test_stopping_gives_the_automatic_collection_back():
    gc.enable()
    collector = GuiThreadCollector()
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()
    gc.disable()
    collector = GuiThreadCollector()
    collector.stop()
    assert not gc.isenabled()
    gc.enable()
