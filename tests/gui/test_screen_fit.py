"""The desk fits a 1366×768 laptop screen in every language: every area of the demo night, with long names and
error messages showing, leaves the window as wide as the screen (labels wrap, combo boxes and names elide with
the whole text in a tooltip), and nothing reaches past its right edge."""

from __future__ import annotations

import datetime as dt
import shutil

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QComboBox, QLabel, QStackedWidget, QWidget

from cardnight_desk.gui import i18n
from cardnight_desk.gui.app import application
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.scores.area import TablesModel
from cardnight_desk.services import checkin, draws
from cardnight_desk.services.demo import make_demo
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.registration import register_player
from cardnight_desk.services.registration_model import PlayerDetails
from cardnight_desk.services.registration_teams import register_team

SCREEN_WIDTH, SCREEN_HEIGHT = 1366, 768
LANGUAGES = ["en", "pa", "ml", "gu", "hi"]
DIRECT = Qt.FindChildOption.FindDirectChildrenOnly
LONG_COMPETITION = "Sree Narayana Guru Memorial Bhukhar Championship of North London and the Home Counties"
LONG_TEAMS = [
    "ശ്രീനാരായണ ഗുരു മെമ്മോറിയൽ കാർഡ്സ് ക്ലബ് of Wembley, Harrow and Edgware",
    "ਸ੍ਰੀ ਗੁਰੂ ਸਿੰਘ ਸਭਾ Southall Cards Society and Friends of the Havelock Road",
]
LONG_PLAYER = "Balwinder Singh Sandhu-Kaur ਬਲਵਿੰਦਰ ਸਿੰਘ ਸੰਧੂ ਕੌਰ of the Southall Cards Society"
LONG_ERROR = (
    "the sheet cannot be saved: the total of the cards on the table and in hand for "
    "ശ്രീനാരായണ ഗുരു മെമ്മോറിയൽ കാർഡ്സ് ക്ലബ് of Wembley, Harrow and Edgware is more than the "
    "number of cards dealt, check the low and high cards again (ruling BH-4)"
)


def _long_names(target: str) -> None:
    """A competition, teams and a player with long names, and a round drawn, added to the demo night."""
    desk = Desk.open(target)
    try:
        add_competition(desk, LONG_COMPETITION, "bhukhar")
        born = dt.date(1970, 1, 1)
        for t, team in enumerate(LONG_TEAMS):
            names = [
                LONG_PLAYER if t == 0 else f"{team[:20]} player 1",
                *(f"{team[:20]} player {k}" for k in (2, 3)),
            ]
            for name in names:
                register_player(desk, LONG_COMPETITION, PlayerDetails(name, born, eligible=True))
                checkin.check_in(desk, name)
            register_team(desk, LONG_COMPETITION, team, names)
        draws.draw_next_round(desk, LONG_COMPETITION, seed=1)
    finally:
        desk.close()


@pytest.fixture(scope="module")
def demo_night(tmp_path_factory):
    target = str(tmp_path_factory.mktemp("demo") / "demo.cardnight")
    make_demo(target)
    _long_names(target)
    return target


@pytest.fixture
def language(request):
    app = application()  # as the desk starts: with its own fonts
    yield lambda code: i18n.install_language(app, code)
    i18n.install_language(app, i18n.SOURCE_LANGUAGE)


def _choose_long_names(root: QWidget) -> None:
    """Every combo box offering the long-named competition (or a long name) shows it."""
    for combo in root.findChildren(QComboBox):
        if not combo.isVisibleTo(root):
            continue
        for index in range(combo.count()):
            if any(long in combo.itemText(index) for long in (LONG_COMPETITION, *LONG_TEAMS, LONG_PLAYER)):
                combo.setCurrentIndex(index)
                break


def _show_errors(root: QWidget) -> int:
    """Every empty label (the ones a message, a warning or a name is written into) says something long, as
    after a refusal."""
    shown = 0
    for label in root.findChildren(QLabel):
        parent = label.parentWidget()
        if label.text() or label.pixmap() is not None and not label.pixmap().isNull():
            continue
        if parent is not None and parent.isVisibleTo(root):
            label.setText(LONG_ERROR)
            label.show()
            shown += 1
    return shown


def _past_the_edge(window: QWidget) -> list[str]:
    """Visible widgets reaching past the window's right edge (outside any scrolled view)."""
    found = []
    for widget in window.findChildren(QWidget):
        if not widget.isVisibleTo(window) or widget.isWindow():
            continue
        ancestor = widget.parentWidget()
        scrolled = False
        while ancestor is not None and ancestor is not window:
            if isinstance(ancestor.parentWidget(), QAbstractScrollArea):
                scrolled = True
                break
            ancestor = ancestor.parentWidget()
        if scrolled:
            continue
        right = widget.mapTo(window, QPoint(widget.width(), 0)).x()
        if right > window.width() + 1:
            found.append(f"{type(widget).__name__} {widget.objectName()} reaches {right}")
    return found


def _named(widget: QWidget) -> str:
    text = next((getattr(widget, a)() for a in ("text", "title") if hasattr(widget, a)), "")
    return f"{type(widget).__name__}({widget.objectName()!r}, {str(text)[:40]!r})"


def _widest(widget: QWidget) -> str:
    """Where the width comes from: down the widest children, then the children side by side there."""
    path = []
    while True:
        path.append(type(widget).__name__)
        children = [
            c
            for c in widget.findChildren(QWidget, options=DIRECT)
            if c.isVisibleTo(widget) or isinstance(widget, QStackedWidget)  # a stack is as wide as every page
        ]
        wide = [c for c in children if c.minimumSizeHint().width() > SCREEN_WIDTH - 40]
        if not wide:
            break
        widget = max(wide, key=lambda c: c.minimumSizeHint().width())
    children.sort(key=lambda c: -c.minimumSizeHint().width())
    side = ", ".join(f"{_named(c)} {c.minimumSizeHint().width()}" for c in children[:6])
    return f"{'/'.join(path)}: {_named(widget)} needs {widget.minimumSizeHint().width()}: {side}"


def _check(window: MainWindow, where: str) -> list[str]:
    QCoreApplication.processEvents()
    problems = []
    if window.width() > SCREEN_WIDTH or window.minimumSizeHint().width() > SCREEN_WIDTH:
        problems.append(
            f"{where}: the window is {window.width()} px wide and needs {window.minimumSizeHint().width()}"
            f" ({_widest(window)})"
        )
        window.resize(SCREEN_WIDTH, SCREEN_HEIGHT)  # the next check starts from the screen's width again
    problems += [f"{where}: {p}" for p in _past_the_edge(window)]
    return problems


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_area_fits_a_laptop_screen(qtbot, tmp_path, demo_night, language, code):
    language(code)
    target = str(tmp_path / "demo.cardnight")
    shutil.copy(demo_night, target)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(SCREEN_WIDTH, SCREEN_HEIGHT)
    window.show()
    problems = _check(window, "welcome")
    assert window.open_event(target)
    errors = 0
    for key in list(window.event_view.areas):
        area = window.event_view.show_area(key)
        problems += _check(window, key)
        _choose_long_names(area)
        problems += _check(window, f"{key} with long names")
        if key == "Scores":
            tables = area.model.rows
            assert tables and any(LONG_TEAMS[0] in " ".join(t.entrants) for t in tables)
            area.open_table(tables[0])
            problems += _check(window, "Scores with the sheet open")
            QCoreApplication.processEvents()
            start = area.tables.columnViewportPosition(TablesModel.COL_ENTRANTS)
            end = start + area.tables.columnWidth(TablesModel.COL_ENTRANTS)
            playing = min(end, area.tables.viewport().width()) - max(start, 0)  # the part in sight
            assert playing >= 150, f"the Scores list shows who is playing in {playing} px"
        if key == "Standings":
            figures = area.table.columnWidth(area.model.columnCount() - 1)
            assert figures < area.table.viewport().width() // 3, "the last figure takes the table's width"
        if key == "Printing":
            for label in area.findChildren(QLabel):
                if label.buddy() is not None and label.isVisible():
                    gap = (
                        label.buddy().mapTo(area, QPoint(0, 0)).x()
                        - label.mapTo(area, QPoint(label.width(), 0)).x()
                    )
                    assert 0 <= gap <= 12, f"{label.text()!r} is {gap} px from its field"
        errors += _show_errors(window)
        problems += _check(window, f"{key} with errors showing")
    window.close_event()
    assert errors > 10  # the window's banner and the areas' messages
    assert not problems, "\n".join(problems)
