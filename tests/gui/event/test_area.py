"""The Event area: each competition's settings in words, renaming the event and a competition (a small name
dialog; every area told), refusals shown and nothing changed, and closing a competition early after a question,
or reopening it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QInputDialog, QMessageBox

from cardnight_desk.gui import i18n
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.app import application
from cardnight_desk.gui.event.area import CompetitionsModel, OverviewArea
from cardnight_desk.gui.event.wrapped_cells import MARGIN_X, MARGIN_Y, text_layout
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import events, progress
from cardnight_desk.services.demo import make_demo
from cardnight_desk.services.desk import Desk
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


def test_the_competition_chosen_stays_chosen_when_another_desk_changes_something(qtbot, tmp_path):
    desk, area, _heard = _area(qtbot, tmp_path)
    events.add_competition(desk, "Rummy", "rummy")
    area.signals.changed.emit(what.COMPETITIONS)
    area.table.selectRow(1)
    assert area.selected_competition().name == "Rummy" and area.rules_button.isEnabled()

    def another_desk_changed_something() -> None:
        with area.signals.burst():
            for kind in what.EVERYTHING:
                area.signals.changed.emit(kind)

    another_desk_changed_something()  # a sheet, a check-in: the competitions are as they were
    assert area.selected_competition().name == "Rummy" and area.rules_button.isEnabled()
    events.add_competition(desk, "Bukharo", "bukharo")
    another_desk_changed_something()  # one more competition: shown, the one chosen still chosen
    assert area.model.rowCount() == 3
    assert area.selected_competition().name == "Rummy" and area.rules_button.isEnabled()
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


def test_the_demo_nights_settings_are_shown_in_words(qtbot, tmp_path):
    """Every competition's settings read "label: value (ruling)" in words: no code, no `=`, no False or None."""
    target = str(tmp_path / "demo.cardnight")
    make_demo(target)
    desk = Desk.open(target)
    area = OverviewArea(desk, DeskSignals())
    qtbot.addWidget(area)
    model = area.model
    shown = [
        str(model.data(model.index(row, column)))
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    ]
    text = "\n".join(shown)
    assert model.rowCount() == 6
    for code in ("=", "False", "True", "None", "[", "_"):
        assert code not in text, code
    assert "Who a penalty's points go to: points go to the opponents (BH-6)" in text
    assert "Prize percentages of the paid places: 50\u00a0%, 30\u00a0%, 20\u00a0% (PK-6)" in text
    assert "Last day registration is open: no deadline (EV-2)" in text
    assert "Most entries accepted: no limit (EV-2)" in text
    assert "How rounds are drawn: Knockout" in text and "How rounds are drawn: Swiss" in text
    assert "Out when the total exceeds or reaches the target: over the target (RU-7)" in text
    assert "Baccarat variant: Mini (BAC-2)" in text
    assert "Registration needs the desk's community-eligibility confirmation: no (EV-1)" in text
    assert "Blind structure: GAMA Cards Night 2025 freezeout (PK-3)" in text and "gama-2025" not in text
    tip = model.data(model.index(0, CompetitionsModel.COL_SETTINGS), Qt.ItemDataRole.ToolTipRole)
    assert tip.splitlines() == CompetitionsModel.setting_lines(model.row_at(0))  # one setting a line
    desk.close()


def test_a_date_a_choice_and_a_changed_value_are_in_words(qtbot, tmp_path):
    desk, area, _ = _area(qtbot, tmp_path)
    events.add_competition(
        desk,
        "Cup",
        "bhukhar",
        settings={"deadline": "2026-11-01", "penalty_mode": "deduct_offender", "format": "round_robin"},
    )
    area.refresh()
    lines = CompetitionsModel.setting_lines(area.model.row_at(1))
    assert "Last day registration is open: 1 November 2026 (EV-2)" in lines
    assert "Who a penalty's points go to: points come off the offender (BH-6)" in lines
    assert "How rounds are drawn: Round robin" in lines
    desk.close()


@pytest.mark.parametrize("code", ["ml", "gu", "pa", "hi", "en"])
def test_every_setting_is_readable_in_full_at_a_laptops_width(qtbot, qapp, tmp_path, code):
    """At 1366×768 each competition's row is as tall as its settings wrapped to the column's width, counting
    the taller lines of an Indic script: nothing is cut with "…", and the whole text stays in the tooltip."""
    target = str(tmp_path / "demo.cardnight")
    make_demo(target)
    desk = Desk.open(target)
    try:
        i18n.install_language(application(), code)
        area = OverviewArea(desk, DeskSignals())
        qtbot.addWidget(area)
        area.resize(1800, 700)
        area.show()
        qtbot.waitExposed(area)
        QCoreApplication.processEvents()
        area.resize(1366 - 20, 700)  # (the window made narrower again: the rows follow the column's width)
        QCoreApplication.processEvents()
        table, model = area.table, area.model
        line = QFontMetrics(table.font()).height()
        column = CompetitionsModel.COL_SETTINGS
        # the width the text is painted in: the cell's (the column's less its grid line) less the margins
        width = table.visualRect(model.index(0, column)).width() - 2 * MARGIN_X
        assert width > 400 and area.width() <= 1366
        for row in range(model.rowCount()):
            text = model.data(model.index(row, column))
            _, needed = text_layout(text, table.font(), width)
            assert needed >= 2 * line, (code, row)  # it does wrap
            # tall enough for every line, and no taller than a line's spare room
            assert needed + 2 * MARGIN_Y <= table.rowHeight(row) < needed + 2 * MARGIN_Y + line, (code, row)
            tip = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole)
            assert tip.replace("\n", "; ") == text
        if code != "en":
            assert "GAMA Cards Night" not in "\n".join(
                model.data(model.index(r, column)) for r in range(model.rowCount())
            )  # the structure's name is translated too
    finally:
        i18n.install_language(application(), i18n.SOURCE_LANGUAGE)
        desk.close()


@pytest.mark.parametrize("code", ["en", "pa", "gu", "ml", "hi"])
def test_the_add_competition_dialog_fits_the_screen_with_readable_fields(qtbot, qapp, code):
    """Every game's settings in the dialog: no wider than a 1366 px screen, each typed field wide enough for a
    date or a list of percentages beside a long Malayalam label, and the blind structure chosen by its name."""
    from PySide6.QtWidgets import QComboBox, QLineEdit

    from cardnight_desk.gui.event.competition_dialog import CompetitionDialog

    try:
        i18n.install_language(application(), code)
        dialog = CompetitionDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        for index in range(dialog.game_combo.count()):
            dialog.game_combo.setCurrentIndex(index)
            QCoreApplication.processEvents()
            dialog.adjustSize()
            QCoreApplication.processEvents()
            assert dialog.width() <= 1366, (code, dialog.game_combo.currentData(), dialog.width())
            for key, editor in dialog.editors.items():
                if isinstance(editor, QLineEdit):
                    room = editor.fontMetrics().horizontalAdvance("2026-11-01")
                    assert editor.width() >= room, (code, key, editor.width())
        dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("poker"))
        structure = dialog.editors["structure"]
        assert isinstance(structure, QComboBox) and structure.currentData() == "gama-2025"
        assert "gama-2025" not in structure.currentText()
        dialog.name_edit.setText("Friday freezeout")
        assert dialog.values() == ({}, [])  # the default structure, kept by its code
    finally:
        i18n.install_language(application(), i18n.SOURCE_LANGUAGE)


def test_a_chosen_competitions_settings_are_painted_in_the_selections_colours(qtbot, tmp_path):
    """The settings cell is painted by Qt (its background, the selection) with its wrapped text on top: in the
    text colour, or the selection's text colour on the chosen row."""
    from PySide6.QtGui import QColor, QPalette

    _desk, area, _heard = _area(qtbot, tmp_path)
    area.resize(900, 400)
    area.show()
    qtbot.waitExposed(area)
    table = area.table
    palette = table.palette()
    text, chosen_text = (
        palette.color(QPalette.ColorRole.Text),
        palette.color(QPalette.ColorRole.HighlightedText),
    )
    highlight = palette.color(QPalette.ColorRole.Highlight)
    assert len({text.rgb(), chosen_text.rgb(), highlight.rgb()}) == 3

    def colours() -> set[int]:
        QCoreApplication.processEvents()
        cell = table.visualRect(area.model.index(0, CompetitionsModel.COL_SETTINGS))
        image = table.viewport().grab(cell).toImage()
        return {QColor(image.pixel(x, y)).rgb() for x in range(image.width()) for y in range(image.height())}

    plain = colours()
    assert text.rgb() in plain and highlight.rgb() not in plain
    table.selectRow(0)
    chosen = colours()
    assert {highlight.rgb(), chosen_text.rgb()} <= chosen and text.rgb() not in chosen


def test_the_settings_are_laid_out_when_the_table_is_shown_not_while_it_is_filled(
    qtbot, tmp_path, laid_out_widths
):
    """Filling the table and sizing its name and game columns lays out no settings (the rows are sized once the
    columns are, at the width they are shown at), and the rows shown fit their settings."""
    widths = laid_out_widths
    _desk, area, _heard = _area(qtbot, tmp_path)
    assert widths == [] and area.model.rowCount() == 1
    area.resize(900, 400)
    area.show()
    qtbot.waitExposed(area)
    QCoreApplication.processEvents()
    column = CompetitionsModel.COL_SETTINGS
    shown = area.table.visualRect(area.model.index(0, column)).width() - 2 * MARGIN_X
    assert widths[-1] == shown
    _, needed = text_layout(area.model.data(area.model.index(0, column)), area.table.font(), shown)
    assert area.table.rowHeight(0) >= needed + 2 * MARGIN_Y
    events.add_competition(_desk, "Cup", "bhukhar")
    area.refresh()  # on the screen: its rows are sized at once
    assert area.model.rowCount() == 2
    for row in range(2):
        _, needed = text_layout(area.model.data(area.model.index(row, column)), area.table.font(), shown)
        assert area.table.rowHeight(row) >= needed + 2 * MARGIN_Y, row
