"""Sheets entered at the table (table entry), at the Scores area: the window hears the phones' entries by its
poll; an agreed sheet is a draft "agreed at the table" one click from confirmed, saying which sides entered it,
when and from where; entries that differ are shown side by side, the differing fields named, and one side's
entry can be taken into the form to correct and confirm; with confirm_when_agreed the list shows it confirmed;
the history's score-sheet filter lists the entries."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.scores.area import ScoresArea, TablesModel
from cardnight_desk.gui.scores.history import HistoryView
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services import scores, table_entry
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.table_entry import CONFIRMED, DIFFERS
from tests.services.builders import add_round, bhukhar_event, bhukhar_sheet

PHONE_A, PHONE_B = "192.168.1.20", "192.168.1.31"
AGREED_SHEET = bhukhar_sheet("Lions", "Tigers")
TIGERS_SHEET = bhukhar_sheet("Lions", "Tigers", 3)  # the Tigers' phone says the Lions held 3 low cards, not 2


def night(target: str, setting: str = table_entry.ON) -> None:
    """A Bhukhar night with table entry ``setting``, round 1 drawn: Lions v Tigers at table 1."""
    desk = bhukhar_event(target, ["Lions", "Tigers", "Bears", "Wolves"], {"table_entry": setting})
    add_round(desk, 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    desk.close()


def phones(target: str, lions: dict | None, tigers: dict | None = None) -> None:
    """Each side posts its entry from its phone (through the players' page: another desk on the event)."""
    desk = Desk.open(target, who="players' page")
    try:
        sides = table_entry.links_by_table(desk, "Bhukhar", 1)["1"].sides
        for link, sheet, address in zip(sides, (lions, tigers), (PHONE_A, PHONE_B), strict=True):
            if sheet is not None:
                table_entry.submit_entry(desk, link.token, sheet, address)
    finally:
        desk.close()


def sheet_column(area: ScoresArea) -> list[str]:
    m = area.model
    return [m.data(m.index(r, TablesModel.COL_STATUS)) for r in range(m.rowCount())]


def status_tip(area: ScoresArea, row: int) -> str:
    m = area.model
    return m.data(m.index(row, TablesModel.COL_STATUS), Qt.ItemDataRole.ToolTipRole) or ""


def open_first_table(qtbot, area: ScoresArea) -> None:
    """Choose table 1 in the list and press Enter, as at the desk."""
    area.tables.setFocus()
    area.tables.selectRow(0)
    qtbot.keyClick(area.tables, Qt.Key.Key_Return)
    assert area.panel.table is not None and area.panel.table.table == "1"


@pytest.fixture
def window(qtbot):
    made = []

    def on(target: str) -> tuple[MainWindow, ScoresArea]:
        w = MainWindow()
        qtbot.addWidget(w)
        w.resize(1366, 768)
        w.show()
        assert w.open_event(target)
        made.append(w)
        return w, w.event_view.show_area("Scores")

    yield on
    for w in made:
        w.close_event()


@pytest.fixture
def area(qtbot):
    def on(target: str) -> ScoresArea:
        desk = Desk.open(target)
        widget = ScoresArea(desk, DeskSignals())
        qtbot.addWidget(widget)
        widget.resize(1366, 768)
        widget.show()
        qtbot.waitExposed(widget)
        with qtbot.waitActive(widget):
            widget.activateWindow()
        widget.destroyed.connect(desk.close)
        return widget

    return on


def test_an_agreed_sheet_heard_from_the_phones_is_one_click_from_confirmed(qtbot, tmp_path, window):
    target = str(tmp_path / "night.cardnight")
    night(target)
    w, area = window(target)
    assert sheet_column(area) == ["—", "—"]
    phones(target, AGREED_SHEET)
    w.poll_changes()  # the window's timer does this every second
    assert sheet_column(area) == ["1 of 2 sides entered", "—"]
    phones(target, None, AGREED_SHEET)
    w.poll_changes()
    assert sheet_column(area) == ["agreed at the table", "—"]
    assert "Lions at" in status_tip(area, 0) and PHONE_B in status_tip(area, 0)

    open_first_table(qtbot, area)
    panel = area.panel
    assert panel.form.sheet() == AGREED_SHEET
    box = panel.sides_box
    assert box.isVisible() and "Agreed at the table" in box.heading.text()
    for words in ("Lions at", "Tigers at", PHONE_A, PHONE_B):
        assert words in box.heading.text()
    assert not box.fields.isVisible() and not box.take_buttons  # the agreed sheet is the draft in the form
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)  # the one click
    assert panel.last_message == "Confirmed."
    assert table_entry.table_state(w.desk, "Bhukhar", 1, "1").status == CONFIRMED
    stored = scores.get_sheet(w.desk, "Bhukhar", 1, "1")
    assert (stored.status, stored.sheet) == ("confirmed", AGREED_SHEET)
    assert sheet_column(area)[0] == "confirmed"


def test_entries_that_differ_are_shown_side_by_side_and_one_side_taken_into_the_form(qtbot, tmp_path, area):
    target = str(tmp_path / "night.cardnight")
    night(target)
    phones(target, AGREED_SHEET, TIGERS_SHEET)
    scores_area = area(target)
    assert sheet_column(scores_area) == ["entries differ", "—"]

    open_first_table(qtbot, scores_area)
    panel = scores_area.panel
    box = panel.sides_box
    assert box.isVisible() and box.fields.isVisible() and "entries differ" in box.heading.text()
    fields = box.fields
    headers = [fields.horizontalHeaderItem(c).text() for c in range(fields.columnCount())]
    assert headers == ["Field", "Lions", "Tigers"]
    assert fields.rowCount() == 1
    row = [fields.item(0, c).text() for c in range(3)]
    assert row == ["Lions, Cards in hand: Low (2–7)", "2", "3"]  # named as the form names it
    assert panel.form.sheet() != AGREED_SHEET and panel.form.sheet() != TIGERS_SHEET  # nothing stored yet

    qtbot.mouseClick(box.take_buttons["Tigers"], Qt.MouseButton.LeftButton)
    assert panel.form.sheet() == TIGERS_SHEET
    assert panel.form.marked == {"teams.Lions.hand_cards.low"}
    assert panel.form.fields["teams.Lions.hand_cards.low"].hasFocus()  # where the paper is to be read
    assert panel.form.fields["teams.Lions.hand_cards.low"].toolTip() == "Lions entered 2"
    qtbot.mouseClick(
        box.take_buttons["Lions"], Qt.MouseButton.LeftButton
    )  # the paper says 2: the Lions' entry
    assert panel.form.sheet() == AGREED_SHEET
    assert panel.form.fields["teams.Lions.hand_cards.low"].toolTip() == "Tigers entered 3"
    qtbot.mouseClick(panel.confirm_button, Qt.MouseButton.LeftButton)
    stored = scores.get_sheet(scores_area.desk, "Bhukhar", 1, "1")
    assert (stored.status, stored.sheet) == ("confirmed", AGREED_SHEET)
    assert table_entry.table_state(scores_area.desk, "Bhukhar", 1, "1").status == CONFIRMED
    assert not box.take_buttons  # a confirmed sheet takes no side's entry
    assert sheet_column(scores_area)[0] == "confirmed"


def test_a_sheet_agreed_under_confirm_when_agreed_is_listed_confirmed(qtbot, tmp_path, area):
    target = str(tmp_path / "night.cardnight")
    night(target, table_entry.CONFIRM_WHEN_AGREED)
    phones(target, AGREED_SHEET, AGREED_SHEET)
    scores_area = area(target)
    assert sheet_column(scores_area) == ["confirmed", "—"]
    assert PHONE_A in status_tip(scores_area, 0)
    open_first_table(qtbot, scores_area)
    panel = scores_area.panel
    assert panel.status.text().startswith("Confirmed")
    assert panel.sides_box.heading.text().startswith("Entered at the table: Lions at")


def test_a_table_whose_entries_come_in_while_it_is_open_says_so_above_the_form(qtbot, tmp_path, window):
    target = str(tmp_path / "night.cardnight")
    night(target)
    w, area = window(target)
    open_first_table(qtbot, area)
    box = area.panel.sides_box
    assert not box.isVisible()
    phones(target, AGREED_SHEET, TIGERS_SHEET)
    w.poll_changes()
    assert box.isVisible() and box.fields.rowCount() == 1
    assert table_entry.table_state(w.desk, "Bhukhar", 1, "1").status == DIFFERS
    assert area.panel.form.sheet() != TIGERS_SHEET  # the form itself is never touched


def test_the_history_lists_the_sides_entries_with_the_score_sheets(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    night(target)
    phones(target, AGREED_SHEET, AGREED_SHEET)
    desk = Desk.open(target)
    try:
        view = HistoryView(desk, DeskSignals())
        qtbot.addWidget(view)
        view.show()
        view.kind_combo.setCurrentIndex(view.kind_combo.findText("Score sheets"))
        m = view.model
        actions = [m.data(m.index(r, m.COL_ACTION)) for r in range(m.rowCount())]
        assert actions == [
            "Score sheet entered",
            "Every side at a table entered the same sheet",
            "A side entered its sheet at the table",
            "A side entered its sheet at the table",
        ]
    finally:
        desk.close()


def test_a_draft_typed_at_the_desk_is_kept_and_said_to_differ_from_what_the_sides_agreed(
    qtbot, tmp_path, area
):
    """The desk wins: its own draft stays in the form, but the list and the box say the sides agreed on another
    sheet, the fields where they differ are marked, and the sides' entry can be taken into the form."""
    target = str(tmp_path / "night.cardnight")
    night(target)
    desk = Desk.open(target, who="desk 1")
    try:
        scores.enter_sheet(desk, "Bhukhar", 1, "1", TIGERS_SHEET)  # typed at the desk from the paper
    finally:
        desk.close()
    phones(target, AGREED_SHEET, AGREED_SHEET)
    widget = area(target)
    widget.refresh_tables()
    assert sheet_column(widget) == ["agreed at the table, the desk's draft differs", "—"]

    open_first_table(qtbot, widget)
    panel = widget.panel
    assert panel.form.sheet() == TIGERS_SHEET  # the desk's draft, kept
    box = panel.sides_box
    assert "typed at the desk and differs" in box.heading.text()
    assert panel.form.marked  # the field where the desk's draft and the sides' sheet differ
    assert all("Lions, Tigers entered" in panel.form.fields[slot].toolTip() for slot in panel.form.marked)
    assert list(box.take_buttons) == ["Lions"]
    qtbot.mouseClick(box.take_buttons["Lions"], Qt.MouseButton.LeftButton)
    assert panel.form.sheet() == AGREED_SHEET
