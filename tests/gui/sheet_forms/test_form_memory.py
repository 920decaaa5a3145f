"""A night of sheets does not cost the desk memory form by form: a Bhukhar form opened at the Scores area, typed
into until its notes frame fields in red, every field marked as differing from a first entry, then dropped for the next
table's, gives back all the memory Qt took for it (a style sheet on the form once kept about 14 KiB of every
form, some 2.5 MiB an hour at a busy desk, and one on each marked field a third of a KiB more)."""

from __future__ import annotations

import ctypes
import ctypes.util
import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QPixmapCache

from tests.gui.scores.builders import event, open_sheet, team_round, teams

FORMS = 200
LEAK_PER_FORM = 14 * 1024  # bytes a form kept when it was built under a style sheet
BOUND = FORMS * LEAK_PER_FORM // 8  # what 200 forms may leave at most: noise, not a form's worth each


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
            "keepcost",
        )
    ]  # fmt: skip


def _c_heap_in_use() -> int:
    """Bytes of the C heap in use (glibc's ``mallinfo2``: small blocks and mapped ones), Python's garbage
    collected first. Qt's cache of drawn pictures is emptied first too: it keeps what the style drew for each
    new palette (a marked field's), up to its limit (``QPixmapCache.cacheLimit``) and trimmed when the desk is
    idle, so it is a cache, not memory lost."""
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    if not hasattr(libc, "mallinfo2"):
        pytest.skip("the C library does not count its heap (glibc's mallinfo2)")
    libc.mallinfo2.restype = _MallInfo2
    QPixmapCache.clear()
    gc.collect()
    info = libc.mallinfo2()
    return info.uordblks + info.hblkhd


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    yield d
    d.close()


def test_forms_built_and_dropped_at_the_scores_area_give_their_memory_back(qtbot, desk):
    teams(desk, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(desk, "League", 1, [("Lions", "Tigers")])
    area = open_sheet(qtbot, desk, "1-1-1")
    table = area.panel.table

    def one_form() -> None:
        area.open_table(table)  # the form before is let go of
        form = area.panel.form
        form.fields["teams.Lions.closed.sequence"].setValue(3)  # no licence: a note, the field framed
        form.mark_differences({path: "first entry: 1" for path in form.fields})  # a second entry unlike it
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
        assert form.fields["teams.Lions.closed.sequence"].property("note")
        assert form.marked == set(form.fields)

    for _ in range(20):  # Qt's and SQLite's caches filled, the first forms' words translated
        one_form()
    # Two batches, each measured: memory lost form by form grows in both, while a cache that grows once (a
    # thread's first allocation, a cache's next block) shows in one of them only
    kept = []
    for _ in range(2):
        before = _c_heap_in_use()
        for _ in range(FORMS // 2):
            one_form()
        kept.append(_c_heap_in_use() - before)
    assert min(kept) < BOUND // 2, (
        f"each {FORMS // 2} forms built and dropped kept {', '.join(f'{k // 1024} KiB' for k in kept)}"
        f" ({min(kept) // (FORMS // 2)} bytes a form at least)"
    )
