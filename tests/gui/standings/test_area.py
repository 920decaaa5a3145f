"""The Standings area: every tiebreak column, shared places shown as "=1", refreshed on every score change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.domain.standings import StandingRow
from cardnight_desk.gui import signals as what
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.area import StandingsArea, place_texts
from cardnight_desk.services import progress, scores
from tests.gui.scores.builders import bhukhar_game, event, players, team_round, teams


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["A", "B", "C", "D"])
    team_round(d, "League", 1, [("A", "B"), ("C", "D")])
    yield d
    d.close()


def _rows(area: StandingsArea) -> list[list]:
    m = area.model
    return [[m.data(m.index(r, c)) for c in range(m.columnCount())] for r in range(m.rowCount())]


def test_place_texts_mark_shared_places():
    rows = [StandingRow(p, n, 1, ()) for p, n in ((1, "A"), (1, "C"), (3, "B"), (4, "D"), (4, "E"))]
    assert place_texts(rows) == ["=1", "=1", "3", "=4", "=4"]


def test_bh8_shared_places_and_every_tiebreak_column(qtbot, qtmodeltester, desk):
    signals = DeskSignals()
    area = StandingsArea(desk, signals)
    qtbot.addWidget(area)
    qtmodeltester.check(area.model)
    headers = [area.model.headerData(c, Qt.Orientation.Horizontal) for c in range(area.model.columnCount())]
    assert headers == ["Place", "Team", "Played", "Master", "Bonus", "Score"]
    assert [r[0] for r in _rows(area)] == ["=1", "=1", "=1", "=1"]  # nothing played: all level
    scores.enter_sheet(desk, "League", 1, "1", bhukhar_game("A", "B"), confirm=True)
    scores.enter_sheet(desk, "League", 1, "2", bhukhar_game("C", "D"), confirm=True)
    assert [r[0] for r in _rows(area)] == ["=1", "=1", "=1", "=1"]  # not refreshed until told
    refreshed = []
    area.refresh_table = lambda real=area.refresh_table: (refreshed.append(1), real())  # type: ignore[method-assign]
    with signals.burst():  # another desk's changes, heard as every kind at once
        signals.changed.emit(what.SCORES)
        signals.changed.emit(what.STANDINGS)
        assert [r[0] for r in _rows(area)] == ["=1", "=1", "=1", "=1"] and not refreshed
    assert refreshed == [1]  # one refresh, once the burst is over
    qtmodeltester.check(area.model)
    assert _rows(area) == [
        ["=1", "A", 1, 2, 3, 650],
        ["=1", "C", 1, 2, 3, 650],
        ["=3", "B", 1, 0, 0, -95],
        ["=3", "D", 1, 0, 0, -95],
    ]
    assert "2 confirmed sheets counted" in area.summary.text()


def test_drafts_do_not_count_until_confirmed(qtbot, desk):
    signals = DeskSignals()
    area = StandingsArea(desk, signals)
    qtbot.addWidget(area)
    scores.enter_sheet(desk, "League", 1, "1", bhukhar_game("B", "A"))
    signals.changed.emit(what.SCORES)
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert all(r[2] == 0 for r in _rows(area))
    scores.confirm_sheet(desk, "League", 1, "1")
    signals.changed.emit(what.STANDINGS)
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert _rows(area)[0][:2] == ["1", "B"]


def test_a_game_whose_standings_are_elsewhere_says_so(qtbot, qtmodeltester, desk):
    players(desk, "Freezeout", "poker", ["Anu", "Bala"])
    signals = DeskSignals()
    area = StandingsArea(desk, signals)
    qtbot.addWidget(area)
    area.competition_combo.setCurrentIndex(area.competition_combo.findData("Freezeout"))
    assert area.model.rowCount() == 0 and "own view" in area.message.text()
    qtmodeltester.check(area.model)
    area.competition_combo.setCurrentIndex(area.competition_combo.findData("League"))
    assert area.model.rowCount() == 4 and area.message.text() == ""


def test_the_standings_say_where_the_competition_stands(qtbot, desk):
    signals = DeskSignals()
    area = StandingsArea(desk, signals)
    qtbot.addWidget(area)
    assert area.summary.text().startswith("round 1 under way — provisional")
    scores.enter_sheet(desk, "League", 1, "1", bhukhar_game("A", "B"), confirm=True)
    scores.enter_sheet(desk, "League", 1, "2", bhukhar_game("C", "D"), confirm=True)
    signals.changed.emit(what.SCORES)
    QApplication.processEvents()
    assert area.summary.text().startswith("after round 1 — provisional")
    progress.close_competition(desk, "League")
    signals.changed.emit(what.STANDINGS)
    QApplication.processEvents()
    assert area.summary.text().startswith("final")


def test_the_team_chosen_stays_chosen_and_the_table_stays_scrolled_when_the_standings_change(qtbot, tmp_path):
    d = event(str(tmp_path / "big.cardnight"))
    names = [f"Team {n:02d}" for n in range(30)]
    teams(d, "League", "bhukhar", names)
    team_round(d, "League", 1, [(names[k], names[k + 1]) for k in range(0, 30, 2)])
    signals = DeskSignals()
    area = StandingsArea(d, signals)
    qtbot.addWidget(area)
    area.resize(700, 300)
    area.show()
    chosen = area.model.row_at(20)[1].name
    area.table.setCurrentIndex(area.model.index(20, 1))
    bar = area.table.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    scrolled = bar.value()
    assert scrolled > 0
    scores.enter_sheet(d, "League", 1, "1", bhukhar_game(names[1], names[0]), confirm=True)  # places change
    with signals.burst():
        signals.changed.emit(what.SCORES)
    assert area.model.row_at(0)[1].name == names[1]
    current = area.table.currentIndex()
    assert area.model.row_at(current.row())[1].name == chosen and current.column() == 1
    assert bar.value() == scrolled
    area.competition_combo.setCurrentIndex(0)
    d.close()


def test_a_knockout_in_progress_shows_its_teams_still_in_not_first(qtbot, qtmodeltester, tmp_path):
    from cardnight_desk.services.demo import make_demo
    from cardnight_desk.services.desk import Desk

    target = str(tmp_path / "demo.cardnight")
    make_demo(target)  # its 28 knockout has played round 1: two teams had byes, two won, two lost
    desk = Desk.open(target)
    try:
        area = StandingsArea(desk, DeskSignals())
        qtbot.addWidget(area)
        area.competition_combo.setCurrentIndex(area.competition_combo.findData("28 knockout"))
        qtmodeltester.check(area.model)
        rows = _rows(area)
        assert [(r[0], r[2]) for r in rows] == [
            ("still in", 0),  # a bye: still in, not "=1"
            ("still in", 1),
            ("still in", 0),
            ("still in", 1),
            ("=5", 1),  # the first round's losers share 5th, as the bracket does
            ("=5", 1),
        ]
        assert "after round 1 — provisional" in area.summary.text()
    finally:
        desk.close()
