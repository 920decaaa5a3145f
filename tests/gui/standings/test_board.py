"""The standings board for a second screen: it cycles through standings, "find your table" and announcements on
its timer, and refreshes as results come in; the Displays area opens it and keeps the announcements."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.displays.area import DisplaysArea
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.gui.standings.board import SEATS_PER_PAGE, StandingsBoard
from cardnight_desk.services import progress, scores
from tests.gui.scores.builders import bhukhar_game, event, player_round, players, team_round, teams


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers", "Bears", "Wolves"])
    team_round(d, "League", 1, [("Lions", "Tigers"), ("Bears", "Wolves")])
    yield d
    d.close()


def _board(qtbot, desk, signals, announcements=list) -> StandingsBoard:
    board = StandingsBoard(desk, signals, announcements, seconds=5)
    qtbot.addWidget(board)
    return board


def test_the_board_cycles_on_its_timer(qtbot, desk):
    board = _board(qtbot, desk, DeskSignals(), lambda: ["Round 2 starts at 8:15"])
    assert [p.kind for p in board.pages] == ["standings", "seating", "announcement"]
    assert board.timer.isActive() and board.timer.interval() == 5000
    assert board.page.title == "League — standings"
    board.timer.timeout.emit()
    assert board.page.title == "Find your table — League, round 1"
    assert "Lions 1 | table 1 (Lions)" in board.page.text()
    assert "table 2 (Wolves)" in board.body.text()
    board.timer.timeout.emit()
    assert board.page.kind == "announcement" and "8:15" in board.body.text()
    board.timer.timeout.emit()
    assert board.page.kind == "standings" and board.footer.text() == "1 / 3"
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert board.page.kind == "announcement"


def test_the_board_refreshes_as_results_come_in(qtbot, desk):
    signals = DeskSignals()
    board = _board(qtbot, desk, signals)
    board.advance()  # on the seating page
    assert "=1 | Bears" in board.pages[0].text()
    scores.enter_sheet(desk, "League", 1, "1", bhukhar_game("Tigers", "Lions"), confirm=True)
    signals.changed.emit(what.SCORES)
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    assert board.page.kind == "seating"  # it stays where it was
    standings = board.pages[0].text().splitlines()
    assert standings[2] == "1 | Tigers | 1 | 2 | 3 | 650"
    assert standings[-1] == "4 | Lions | 1 | 0 | 0 | -95"
    board.advance()
    assert "Tigers" in board.body.text() and "650" in board.body.text()


def test_the_board_shows_the_latest_round_and_splits_long_lists(qtbot, desk):
    names = [f"Player {n:02d}" for n in range(SEATS_PER_PAGE + 4)]
    players(desk, "Rummy", "rummy", names)
    player_round(desk, "Rummy", 1, [names[:6]])
    signals = DeskSignals()
    board = _board(qtbot, desk, signals)
    titles = [p.title for p in board.pages]
    assert "Find your table — Rummy, round 1" in titles
    player_round(desk, "Rummy", 2, [names[i : i + 8] for i in range(0, len(names), 8)])
    signals.changed.emit(what.DRAWS)
    QApplication.processEvents()  # the views catch up once the burst of change signals is over
    titles = [p.title for p in board.pages]
    assert (
        "Find your table — Rummy, round 2 (1/2)" in titles
        and "Find your table — Rummy, round 2 (2/2)" in titles
    )
    seated = " ".join(p.text() for p in board.pages if p.title.startswith("Find your table — Rummy"))
    assert all(name in seated for name in names)


def test_displays_area_opens_the_board_and_feeds_it_announcements(qtbot, desk):
    signals = DeskSignals()
    area = DisplaysArea(desk, signals)
    qtbot.addWidget(area)
    assert not area.close_board_button.isEnabled()
    board = area.open_board()
    qtbot.addWidget(board)
    assert board.isVisible() and area.close_board_button.isEnabled()
    qtbot.keyClicks(area.announcement_edit, "Dinner is served in the hall")
    qtbot.keyClick(area.announcement_edit, Qt.Key.Key_Return)
    assert area.announcements() == ["Dinner is served in the hall"]
    assert board.pages[-1].kind == "announcement" and "Dinner" in board.pages[-1].text()
    area.seconds_spin.setValue(20)
    assert board.timer.interval() == 20000
    area.announcement_list.setCurrentRow(0)
    area.remove_button.click()
    assert all(p.kind != "announcement" for p in board.pages)
    with qtbot.waitSignal(board.destroyed):
        area.close_board()
    assert area.board is None and not area.close_board_button.isEnabled()


def test_announcements_are_kept_with_the_event(qtbot, desk):
    from cardnight_desk.services import announcements
    from cardnight_desk.services.history import list_changes

    area = DisplaysArea(desk, DeskSignals())
    qtbot.addWidget(area)
    qtbot.keyClicks(area.announcement_edit, "Prizes at 11 pm")
    qtbot.keyClick(area.announcement_edit, Qt.Key.Key_Return)
    assert announcements.announcements(desk) == ["Prizes at 11 pm"]
    assert list_changes(desk, action_prefix="announcements")[0].after == {
        "announcements": ["Prizes at 11 pm"]
    }
    signals = DeskSignals()
    another = DisplaysArea(desk, signals)  # another desk, or the desk after a restart
    qtbot.addWidget(another)
    assert another.announcements() == ["Prizes at 11 pm"]
    announcements.set_announcements(desk, ["Prizes at 11 pm", "Last round starts 10:30"])
    signals.changed.emit("event")
    assert another.announcements() == ["Prizes at 11 pm", "Last round starts 10:30"]


def test_other_displays_add_their_button(qtbot, desk):
    area = DisplaysArea(desk, DeskSignals())
    qtbot.addWidget(area)
    opened = []
    button = area.add_display_button("Poker clock", lambda: opened.append(True))
    button.click()
    assert opened == [True]
    layout = area.display_buttons
    order = [layout.itemAt(i).widget() for i in range(layout.count())]
    assert order.index(area.board_button) < order.index(button)  # beside the board's, before the stretch
    assert layout.itemAt(layout.count() - 1).spacerItem() is not None


def test_every_page_fits_a_projector_of_1280_by_720(qtbot, desk):
    """Rummy's standings have six columns of figures: its page gets smaller type, never a board taller or
    wider than the projector or a page cut off at the bottom."""
    from PySide6.QtGui import QTextDocument

    names = [f"Gurpreet Singh Dhillon-{n:02d}" for n in range(12)]
    players(desk, "Rummy", "rummy", names)
    player_round(desk, "Rummy", 1, [names[:6], names[6:]])
    board = _board(qtbot, desk, DeskSignals(), lambda: ["Round 2 starts at 8:15"])
    board.resize(1280, 720)
    board.show()
    assert any(p.title.startswith("Rummy") and p.kind == "standings" for p in board.pages)
    for number in range(len(board.pages)):
        board.index = number
        board.show_page()
        QApplication.processEvents()
        assert (board.width(), board.height()) == (1280, 720), board.page.title
        page = QTextDocument()
        page.setDefaultFont(board.body.font())
        page.setHtml(board.body.text())
        page.setTextWidth(board.body.contentsRect().width())
        assert page.idealWidth() <= board.body.contentsRect().width(), board.page.title
        assert page.size().height() <= board.body.contentsRect().height(), board.page.title


def test_standings_not_final_yet_say_so_under_their_title(qtbot, desk):
    signals = DeskSignals()
    board = _board(qtbot, desk, signals)
    assert board.page.kind == "standings" and board.page.title == "League — standings"
    assert board.page.note == "round 1 under way — provisional"
    assert board.page.text().splitlines()[0] == "League — standings (round 1 under way — provisional)"
    assert "provisional" in board.title.text()
    progress.close_competition(desk, "League")
    signals.changed.emit(what.STANDINGS)
    QApplication.processEvents()
    assert board.page.note == "" and "provisional" not in board.title.text()


def test_long_lists_are_shared_evenly_and_few_names_sit_in_fewer_larger_columns(qtbot, desk):
    """Fourteen rummy players: two standings pages of seven (not twelve and two, the second in type three times
    the first's); the four teams' twelve players seated in one column, not three narrow ones."""
    names = [f"Player {n:02d}" for n in range(14)]
    players(desk, "Rummy", "rummy", names)
    player_round(desk, "Rummy", 1, [names[:5], names[5:10], names[10:]])
    board = _board(qtbot, desk, DeskSignals())
    rummy = [p for p in board.pages if p.kind == "standings" and p.title.startswith("Rummy")]
    assert [len(p.rows) for p in rummy] == [7, 7]
    league = next(p for p in board.pages if p.title == "Find your table — League, round 1")
    assert len(league.rows) == 12 and all(len(row) == 2 for row in league.rows)  # a name and its table
    seated = next(p for p in board.pages if p.title == "Find your table — Rummy, round 1")
    assert len(seated.rows) == 7 and all(len(row) == 4 for row in seated.rows)  # two columns of seven


@pytest.mark.parametrize(("code", "word"), [("en", "Screen"), ("pa", "ਸਕਰੀਨ"), ("ml", "സ്ക്രീൻ")])
def test_each_screen_is_named_in_words(qtbot, qapp, desk, code, word):
    """The screens to put the board on read "Screen 1 (800×800)" (with the screen's maker and model when it
    says them), never an empty name between a colon and the size."""
    import re

    from cardnight_desk.gui import i18n

    try:
        i18n.install_language(qapp, code)
        area = DisplaysArea(desk, DeskSignals())
        qtbot.addWidget(area)
        shown = [area.screen_combo.itemText(i) for i in range(area.screen_combo.count())]
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
    assert shown
    for number, text in enumerate(shown, start=1):
        assert re.fullmatch(rf"{word} {number}(: \S.*)? \(\d+×\d+\)", text), text
        assert "  " not in text and "()" not in text


def test_no_announcements_says_what_they_are_for_instead_of_an_empty_box(qtbot, desk):
    area = DisplaysArea(desk, DeskSignals())
    qtbot.addWidget(area)
    area.show()
    assert area.announcements_hint.isVisible() and not area.announcement_list.isVisible()
    assert "Enter" in area.announcements_hint.text() and "board" in area.announcements_hint.text()
    qtbot.keyClicks(area.announcement_edit, "Prizes at 11 pm")
    qtbot.keyClick(area.announcement_edit, Qt.Key.Key_Return)
    assert area.announcement_list.isVisible() and not area.announcements_hint.isVisible()
    area.remove_button.click()
    assert area.announcements_hint.isVisible() and not area.announcement_list.isVisible()


@pytest.fixture(scope="module")
def demo_night(tmp_path_factory):
    from cardnight_desk.services.demo import make_demo

    target = str(tmp_path_factory.mktemp("demo") / "demo.cardnight")
    make_demo(target)
    return target


@pytest.mark.parametrize("code", ["en", "pa", "gu", "ml", "hi"])
def test_the_demo_nights_pages_are_readable_across_a_projector_in_every_language(
    qtbot, qapp, demo_night, code
):
    """At 1280×720 every standings page is in type of 20 pt or more and every "find your table" page 13 pt or
    more (twelve knockout players with long Malayalam team names were in 10 pt, in three narrow columns); a side
    of players is named in the desk's language."""
    import re

    from cardnight_desk.gui import i18n
    from cardnight_desk.services.desk import Desk

    desk = Desk.open(demo_night)
    try:
        i18n.install_language(qapp, code)
        board = _board(qtbot, desk, DeskSignals())
        board.resize(1280, 720)
        board.show()
        sizes = []
        for index in range(len(board.pages)):
            board.index = index
            board.show_page()
            QApplication.processEvents()
            points = int(re.search(r"font-size: (\d+)pt", board.body.text()).group(1))
            sizes.append((board.page.kind, points, board.page.title))
            assert board.width() <= 1280 and board.height() <= 720
        sides = [p.text() for p in board.pages if "Bukharo" in p.title and p.kind == "seating"]
        side_word = QApplication.translate("GameWords", "Side %s") % "A"
    finally:
        i18n.install_language(qapp, i18n.SOURCE_LANGUAGE)
        desk.close()
    for kind, points, title in sizes:
        assert points >= (20 if kind == "standings" else 13), (title, points)
    assert sides and f"({side_word})" in sides[0]
    assert code == "en" or "Side A" not in sides[0]
