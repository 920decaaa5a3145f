"""Importing a workbook whose rows have the name of a player already registered with another date of birth:
the desk asks once, listing every such row with both dates of birth, Yes or No (No by default). No imports
nothing; Yes registers them as new players, after the usual preview. The real dialogs are answered as a person
would, by their buttons."""

from __future__ import annotations

import datetime as dt

import pytest
from openpyxl import Workbook
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from cardnight_desk.gui.registration.area import RegistrationArea
from cardnight_desk.gui.registration.dialogs import ImportPreviewDialog, SameNamesQuestion
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import registration as reg
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.history import list_changes
from cardnight_desk.services.registration import PlayerDetails
from cardnight_desk.services.registration_duplicates import SameName

ASHA = dt.date(1980, 1, 1)


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(
        str(tmp_path / "night.cardnight"), "Diwali Cards Night", dt.date.today() + dt.timedelta(30)
    )
    add_competition(d, "Bukharo", "bukharo")
    reg.register_player(d, "Bukharo", PlayerDetails("Asha Patel", ASHA))
    yield d
    d.close()


@pytest.fixture
def area(qtbot, desk):
    signals = DeskSignals()
    widget = RegistrationArea(desk, signals)
    widget.signals_ref = signals  # keep the signals alive with the widget
    qtbot.addWidget(widget)
    widget.resize(1300, 800)
    widget.show()
    return widget


@pytest.fixture
def book(tmp_path):
    wb = Workbook()
    ws = wb.active
    ws.append(["name", "born", "competitions"])
    ws.append(["Bina Shah", "1981-05-06", "Bukharo"])
    ws.append(["asha patel", "1980-10-01", "Bukharo"])
    ws.append(["ASHA PATEL", "1979-03-03", "Bukharo"])
    wb.save(tmp_path / "night.xlsx")
    return str(tmp_path / "night.xlsx")


class Answerer:
    """Answers the modal dialogs as they open (a timer runs inside their own event loops): ``answers`` maps a
    dialog class to what to do with it; what each dialog met said is kept (the dialog itself is deleted once
    answered)."""

    running: list[QTimer] = []

    def __init__(self, answers):
        self.answers, self.met = answers, []
        self.timer = QTimer()
        self.timer.timeout.connect(self._look)
        self.timer.start(30)
        Answerer.running.append(self.timer)

    def _look(self):
        box = QApplication.activeModalWidget()
        for kind, answer in self.answers.items():
            if isinstance(box, kind) and box.isVisible():
                said = box.informativeText() if isinstance(box, QMessageBox) else box.windowTitle()
                self.met.append((kind, said))
                answer(box)
                return


@pytest.fixture(autouse=True)
def stop_answering():
    yield
    while Answerer.running:
        Answerer.running.pop().stop()


def state(desk):
    return [(p.number, p.name, p.born) for p in reg.list_players(desk)], len(list_changes(desk))


def test_the_question_lists_each_row_with_both_dates_and_defaults_to_no(qtbot):
    asked = (
        SameName(3, "asha patel", dt.date(1980, 10, 1), ((1, "Asha Patel", ASHA),)),
        SameName(4, "RAVI", None, ((2, "Ravi", dt.date(1975, 1, 2)), (5, "Ravi", None))),
    )
    box = SameNamesQuestion(asked)
    qtbot.addWidget(box)
    assert box.text() == "2 rows have the name of a player already registered, with another date of birth:"
    lines = box.informativeText().splitlines()
    assert lines[:2] == [
        "• Row 3: asha patel, born 1980-10-01 — player 1, Asha Patel, born 1980-01-01",
        "• Row 4: RAVI, born no date of birth — player 2, Ravi, born 1975-01-02; player 5, Ravi, born no date "
        "of birth",
    ]
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)

    answerer = Answerer({SameNamesQuestion: lambda b: qtbot.keyClick(b, Qt.Key.Key_Return)})  # Enter: No
    rows, yes = SameNamesQuestion.get_new_players(None, asked)
    assert (rows, yes) == (frozenset({3, 4}), False) and answerer.met
    answerer = Answerer({SameNamesQuestion: lambda b: b.button(QMessageBox.StandardButton.Yes).click()})
    assert SameNamesQuestion.get_new_players(None, asked) == (frozenset({3, 4}), True)


def test_no_imports_nothing(qtbot, area, desk, book):
    before = state(desk)
    answerer = Answerer({SameNamesQuestion: lambda b: b.button(QMessageBox.StandardButton.No).click()})
    area.start_import(book)
    qtbot.waitUntil(lambda: area.status.text().startswith("Nothing was imported"), timeout=20000)
    ((kind, said),) = answerer.met  # asked once, with both rows
    assert "Row 3: asha patel, born 1980-10-01 — player 1, Asha Patel, born 1980-01-01" in said
    assert "Row 4: ASHA PATEL, born 1979-03-03 — player 1" in said
    assert "2 rows have the name of a player already registered" in area.status.text()
    assert state(desk) == before  # Bina, a good row, was not stored either: all or nothing


def test_yes_registers_them_as_new_players_after_the_preview(qtbot, area, desk, book):
    previews = []

    def accept(dialog):
        previews.append(dialog.summary.text())
        dialog.import_button.click()

    answerer = Answerer(
        {
            SameNamesQuestion: lambda b: b.button(QMessageBox.StandardButton.Yes).click(),
            ImportPreviewDialog: accept,
        }
    )
    area.start_import(book)
    qtbot.waitUntil(lambda: area.status.text().startswith("Imported"), timeout=20000)
    assert [kind for kind, _ in answerer.met] == [SameNamesQuestion, ImportPreviewDialog]
    assert "3 new players" in previews[0]
    assert area.status.text() == "Imported 3 new players, 3 registrations and 0 teams."
    assert state(desk)[0] == [
        (1, "Asha Patel", ASHA),
        (2, "Bina Shah", dt.date(1981, 5, 6)),
        (3, "asha patel", dt.date(1980, 10, 1)),
        (4, "ASHA PATEL", dt.date(1979, 3, 3)),
    ]
