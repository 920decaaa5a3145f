"""The Event area: renaming the event and a competition (a small name dialog; every area told), refusals shown
and nothing changed, and closing a competition early after a question, or reopening it."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog, QMessageBox

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import events, progress
from tests.services.builders import bhukhar_event


def _area(qtbot, tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    signals = DeskSignals()
    heard: list[str] = []
    signals.changed.connect(heard.append)
    area = OverviewArea(desk, signals)
    qtbot.addWidget(area)
    return desk, area, heard


def _typed(monkeypatch, text: str, ok: bool = True) -> list[tuple]:
    asked: list[tuple] = []

    def get_text(parent, title, label, *args, **kwargs):
        asked.append((title, label, kwargs.get("text")))
        return text, ok

    monkeypatch.setattr(QInputDialog, "getText", get_text)
    return asked


def test_the_event_and_a_competition_are_renamed_from_the_event_area(qtbot, tmp_path, monkeypatch):
    desk, area, heard = _area(qtbot, tmp_path)
    assert not area.rename_button.isEnabled()  # no competition chosen yet
    asked = _typed(monkeypatch, "  Diwali night ")
    assert area.rename_event()
    assert asked[0][2] == "League night"  # the dialog starts from the name as it is
    assert events.event_info(desk).name == "Diwali night"
    assert set(what.EVERYTHING) <= set(heard)  # every area hears of it
    assert area.heading.text().startswith("Diwali night")
    area.table.selectRow(0)
    assert area.rename_button.isEnabled()
    _typed(monkeypatch, "Bhukhar league")
    assert area.rename_competition()
    assert area.model.row_at(0).name == "Bhukhar league"
    _typed(monkeypatch, "cancelled", ok=False)
    assert not area.rename_competition()
    desk.close()


def test_a_refused_name_is_shown_and_nothing_changes(qtbot, tmp_path, monkeypatch):
    desk, area, heard = _area(qtbot, tmp_path)
    area.table.selectRow(0)
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    _typed(monkeypatch, "League;Cup")
    assert not area.rename_competition()
    assert "cannot contain ';'" in warned[0] and heard == []
    assert [c.name for c in events.event_info(desk).competitions] == ["Bhukhar"]
    desk.close()


def test_a_competition_is_closed_after_a_question_and_reopened(qtbot, tmp_path, monkeypatch):
    desk, area, heard = _area(qtbot, tmp_path)
    area.table.selectRow(0)
    assert area.close_button.text() == "&Close competition"
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert not area.close_or_reopen()
    assert not progress.competition_progress(desk, "Bhukhar").closed
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert area.close_or_reopen()
    assert progress.competition_progress(desk, "Bhukhar").finished and what.STANDINGS in heard
    area.refresh()
    area.table.selectRow(0)
    assert area.close_button.text() == "Re&open competition"
    assert area.close_or_reopen()  # reopening asks nothing
    assert not progress.competition_progress(desk, "Bhukhar").closed
    desk.close()
