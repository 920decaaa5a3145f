"""An event file that is damaged does not open: the desk says so, says where the event's automatic backups are
and how to put one back, and the status bar no longer says "Opening …"."""

from __future__ import annotations

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services import backups
from tests.gui.scores.builders import event


def test_a_damaged_event_says_where_its_backups_are_and_how_to_restore_one(qtbot, tmp_path):
    target = tmp_path / "night.cardnight"
    desk = event(str(target))
    made = backups.automatic(desk, "round 1 confirmed")
    desk.close()
    for leftover in tmp_path.glob("night.cardnight-*"):  # the file alone, closed: damaged on disk
        leftover.unlink()
    target.write_bytes(b"not an event at all " * 400)
    window = MainWindow(opening=str(target))
    qtbot.addWidget(window)
    said: list[tuple[str, str, str]] = []
    window.warn = lambda title, text: said.append((title, text, window.statusBar().currentMessage()))
    window.show()
    window.open_event_later(str(target))
    qtbot.waitUntil(lambda: bool(said), timeout=10_000)
    title, text, status = said[0]
    assert title == "Event not opened"
    assert str(made.parent) in text and made.name in text  # where, and the newest
    assert f'cardnight-desk restore "{made}" "{target}" --replace' in text  # how
    assert "Opening" not in status  # not while the warning is up, nor after
    assert "Opening" not in window.statusBar().currentMessage()
