"""The window shows first: the welcome screen loads nothing of an event (no store, no areas, no printing or
spreadsheets), an event opens through its store on its first tab with only that area built, and each other area
is built the first time it is shown or asked for, in its own tab, the same tab staying current."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.games.poker.area import PokerArea
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.welcome import DEMO_JUDGE_PIN
from cardnight_desk.services.demo import JUDGE_PIN
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition, event_info
from tests.store.test_store import _store_at_first_revision

HEAVY = (
    "sqlalchemy",
    "reportlab",
    "openpyxl",
    "alembic",
    "cardnight_desk.store",
    "cardnight_desk.gui.scores",
    "cardnight_desk.gui.language_dialog",
    "cardnight_desk.gui.displays",
)
WELCOME = (
    "import json, sys\n"
    "from cardnight_desk.gui.app import application\n"
    "from cardnight_desk.gui import crash_guard\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\ncrash_guard.install()\nw = MainWindow()\nw.show()\napp.processEvents()\n"
    "print(json.dumps(sorted(m for m in sys.modules if m.startswith({heavy!r}))))\n"
    "w.close()\n"
)


def modules_loaded(script: str, settings_dir, *argv: str) -> list[str]:
    """Run ``script`` in a fresh desk process (offscreen) and return the list of modules it printed last."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(settings_dir))
    done = subprocess.run(
        [sys.executable, "-c", script, *argv],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.splitlines()[-1])


def test_the_welcome_window_loads_nothing_of_an_event(tmp_path):
    assert modules_loaded(WELCOME.format(heavy=HEAVY), tmp_path) == []


# what an event's first tab (the Event area) does not need: the other areas, the dialogs its buttons open, the
# services behind the other areas and actions, renaming, printing and spreadsheets, an upgrade's tools (Alembic)
# for an event that needs none, and the games' rules (a game's id, title and settings are all it shows)
NOT_FOR_THE_FIRST_TAB = (
    "cardnight_desk.gui.registration",
    "cardnight_desk.gui.draws",
    "cardnight_desk.gui.scores",
    "cardnight_desk.gui.standings",
    "cardnight_desk.gui.printing",
    "cardnight_desk.gui.displays.area",
    "cardnight_desk.gui.games.poker",
    "cardnight_desk.gui.rules_dialog",
    "cardnight_desk.gui.event.competition_dialog",
    "cardnight_desk.gui.welcome",  # a window started on an event shows it, not the welcome screen first
    "cardnight_desk.gui.fitting",  # the first tab's row of buttons needs only the flow layout
    "cardnight_desk.services.rename",
    "cardnight_desk.services.progress",
    "cardnight_desk.services.competition_state",
    "cardnight_desk.domain.draws",
    "reportlab",
    "openpyxl",
    "alembic",
)
GAME_RULES = tuple(  # the modules of a game's package that hold its rules
    f"cardnight_desk.domain.games.{package}.{part}"
    for package in ("bhukhar", "bukharo", "rummy", "twenty_eight", "poker", "baccarat")
    for part in (
        "sheets",
        "scoring",
        "standings",
        "layout",
        "table",
        "hand",
        "structure",
        "tournament",
    )
)
OPENED = (
    "import json, linecache, sys\n"
    "from cardnight_desk.gui.app import application, process_until\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\nw = MainWindow(opening=sys.argv[1])\nw.show()\napp.processEvents()\n"
    "def loaded():\n"
    "    return sorted(m for m in sys.modules if m.startswith({heavy!r}))\n"
    "assert w.open_event(sys.argv[1])\n"
    "process_until(app, lambda: w.event_view.was_drawn)\n"
    "print(json.dumps(loaded()))\n"
    "process_until(app, w.warm)\n"
    "w.event_view.show_area('Scores')\n"
    "print(json.dumps(loaded()))\n"
    # the source lines kept by PySide6's import hook, of the desk's own modules
    "print(json.dumps(sorted(f for f in linecache.cache if 'cardnight_desk' in f and f.endswith('.py'))))\n"
    "sys.stdout.flush()\n"
    "w.close()\napp.processEvents()\n"
    # PySide6 may crash tearing down a finished QThread's objects as the interpreter ends (the desk before
    # this change too): the probe has said what it loaded, and ends without that teardown
    "import os\nos._exit(0)\n"
)


def every_game_event(target: str) -> None:
    """An event with a competition of every game, one of them closed."""
    from cardnight_desk.domain.games import GAMES
    from cardnight_desk.services.progress import close_competition

    desk = Desk.create(target, "Night", "2026-12-05")
    for game in GAMES:
        add_competition(desk, f"{game} competition", game)
    close_competition(desk, "bhukhar competition")
    desk.close()


def test_an_event_opens_on_its_first_tab_without_the_other_areas_or_the_games_rules(tmp_path):
    target = str(tmp_path / "night.cardnight")
    every_game_event(target)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", OPENED.format(heavy=NOT_FOR_THE_FIRST_TAB + GAME_RULES), target],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    at_first_paint, once_shown, kept = (json.loads(line) for line in done.stdout.splitlines()[-3:])
    assert at_first_paint == []
    # another area is built when it is shown
    assert "cardnight_desk.gui.scores.area" in once_shown
    # and the desk's modules, loaded after the window's start, are not kept as source lines by PySide6's hook
    assert not [
        f for f in kept if f.endswith(("store/engine.py", "services/scores.py", "gui/scores/area.py"))
    ]


def test_the_welcome_screen_shows_the_demo_nights_judge_pin():
    assert DEMO_JUDGE_PIN == JUDGE_PIN


def test_an_area_is_built_when_first_shown_in_its_own_tab(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Night", "2026-12-05")
    add_competition(desk, "Freezeout", "poker")
    desk.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    view = window.event_view
    assert list(view.built) == ["Event"] and isinstance(view.currentWidget(), OverviewArea)
    titles = [view.tabText(i) for i in range(view.count())]

    view.setCurrentIndex(titles.index("Scores"))  # as a click on the tab does
    QCoreApplication.processEvents()
    scores = view.currentWidget()
    assert isinstance(scores, ScoresArea) and scores.isVisible()
    assert scores.objectName() == "areaScores" and view.areas["Scores"] is scores
    assert [view.tabText(i) for i in range(view.count())] == titles
    assert list(view.built) == ["Event", "Scores"]

    # the Displays area's button opens the clock of the poker area, which is built for it
    displays = view.show_area("Displays")
    assert view.currentWidget() is displays and not scores.isVisible()
    buttons = [b for b in displays.findChildren(QPushButton) if b.text() == "Open the poker clock"]
    assert len(buttons) == 1 and "Poker" not in view.built
    buttons[0].click()
    poker = view.built["Poker"]
    assert isinstance(poker, PokerArea) and len(poker.displays) == 1
    assert view.indexOf(poker) == titles.index("Poker") and view.currentWidget() is displays
    assert view.areas["Poker"] is poker
    assert list(view.areas) == titles and len(view.areas) == len(titles)
    for display in list(poker.displays):
        display.close()
    window.close_event()
    assert window.event_view is None


def test_an_event_named_at_start_opens_after_the_window_shows(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.open_event_later(target)
    assert window.event_view is None and window.stack.currentWidget() is window.welcome
    assert "Opening" in window.statusBar().currentMessage() and QApplication.overrideCursor() is not None
    qtbot.waitUntil(lambda: window.event_view is not None)
    assert window.stack.currentWidget() is window.event_view and window.statusBar().currentMessage() == ""
    assert QApplication.overrideCursor() is None
    window.close_event()


def test_an_event_named_at_start_that_cannot_be_opened_says_why_once(qtbot, tmp_path):
    window = MainWindow()
    qtbot.addWidget(window)
    shown: list[str] = []
    window.warn = lambda title, message: shown.append(message)
    window.show()
    window.open_event_later(str(tmp_path / "gone.cardnight"))
    qtbot.waitUntil(lambda: bool(shown))
    assert len(shown) == 1 and "no event file" in shown[0]
    assert window.stack.currentWidget() is window.welcome and QApplication.overrideCursor() is None
    assert window.statusBar().currentMessage() == ""


def test_the_file_menus_keys_are_the_platforms_standard_ones(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    for action, key in (
        (window.new_action, QKeySequence.StandardKey.New),
        (window.open_action, QKeySequence.StandardKey.Open),
        (window.close_action, QKeySequence.StandardKey.Close),
        (window.quit_action, QKeySequence.StandardKey.Quit),
    ):
        assert action.shortcut() == QKeySequence(key)
        assert action.shortcuts() == QKeySequence.keyBindings(key)


def _holders(target: str) -> int:
    with sqlite3.connect(target) as con:
        return con.execute("SELECT count(*) FROM holder").fetchone()[0]


def test_an_event_opens_through_its_store_and_the_desk_holds_it_until_closed(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    every_game_event(target)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    desk, overview = window.desk, window.event_view.currentWidget()
    assert isinstance(overview, OverviewArea) and overview.model.rowCount() == 6
    assert window.windowTitle() == f"Night — {target} — Card Night Desk"
    assert _holders(target) == 1  # the desk says it holds the event: no restore is made over it
    qtbot.waitUntil(window.warm)  # its history checked
    assert window.poll_timer.isActive() and window.backup_timer.isActive()
    assert QApplication.overrideCursor() is None
    # the first tab is the same as the store shows it
    assert [overview.model.row_at(i) for i in range(6)] == list(event_info(desk).competitions)
    overview.table.selectRow(0)  # the closed competition: its button reopens it
    assert overview.close_button.text() == "Re&open competition"
    window.close_event()
    assert _holders(target) == 0


def test_an_older_event_is_upgraded_with_its_backup_before_its_first_tab(qtbot, tmp_path):
    target = str(tmp_path / "old.cardnight")
    _store_at_first_revision(target)
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)  # upgraded, then shown
    assert len(list(tmp_path.glob("old.cardnight.before-upgrade-*.cardnight"))) == 1
    assert window.event_view.currentWidget().heading.text() == "Old night — 2025-10-01"
    window.close_event()


def test_an_event_of_a_newer_desk_is_not_opened_and_the_window_says_why(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    with sqlite3.connect(target) as con:
        con.execute("UPDATE alembic_version SET version_num = '9999'")
    window = MainWindow()
    qtbot.addWidget(window)
    shown: list[tuple[str, str]] = []
    window.warn = lambda title, message: shown.append((title, message))
    window.show()
    assert not window.open_event(target)
    assert shown[0][0] == "Event not opened" and "newer version" in shown[0][1]
    assert window.desk is None and window.stack.currentWidget() is window.welcome


def test_a_window_started_on_an_event_says_it_is_opening_it_then_shows_it(qtbot, tmp_path):
    target = str(tmp_path / "night.cardnight")
    Desk.create(target, "Night", "2026-12-05").close()
    window = MainWindow(opening=target)
    qtbot.addWidget(window)
    window.show()
    window.open_event_later(target)  # the window shows "Opening…", no welcome screen built to be covered
    assert window.stack.currentWidget() is window.opening_page and window._welcome is None
    label = window.opening_page.findChild(QLabel, "openingLabel")
    assert label.isVisible() and label.text() == f"Opening {target}…"
    assert "Opening" in window.statusBar().currentMessage() and QApplication.overrideCursor() is not None
    qtbot.waitUntil(lambda: window.event_view is not None)
    assert window.stack.currentWidget() is window.event_view and window.opening_page is None
    assert window.stack.count() == 1 and QApplication.overrideCursor() is None
    window.close_event()  # the welcome screen is there when the event is closed, the event among the recent
    assert window.stack.currentWidget() is window.welcome and window.welcome.isVisible()
    assert window.welcome.recent_list.item(0).text() == target
    assert window.windowTitle() == "Card Night Desk"


def test_a_window_started_on_an_event_that_cannot_be_opened_says_why_over_the_welcome_screen(qtbot, tmp_path):
    gone = str(tmp_path / ("a-long-folder-name" * 12) / "gone.cardnight")
    window = MainWindow(opening=gone)
    qtbot.addWidget(window)
    behind: list[object] = []
    window.warn = lambda title, message: behind.append((window.stack.currentWidget(), message))
    window.show()
    window.open_event_later(gone)
    assert window.minimumSizeHint().width() < 800  # however long the path it says it is opening
    qtbot.waitUntil(lambda: bool(behind))
    assert len(behind) == 1 and behind[0][0] is window.welcome and "no event file" in behind[0][1]
    assert window.stack.currentWidget() is window.welcome and window.opening_page is None
    recent = window.welcome.recent_list
    assert window.welcome.isVisible() and gone not in [recent.item(i).text() for i in range(recent.count())]
    assert QApplication.overrideCursor() is None and window.statusBar().currentMessage() == ""


NAMESPACE_AT_FIRST_PAINT = (
    "import sys\n"
    "from PySide6 import QtCore\n"
    "from cardnight_desk.gui.app import application, process_until\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\nw = MainWindow(opening=sys.argv[1])\nw.show()\napp.processEvents()\n"
    "assert w.open_event(sys.argv[1])\n"
    "process_until(app, lambda: w.event_view.was_drawn)\n"
    "print('Qt' in vars(QtCore), flush=True)\n"
    "import os\nos._exit(0)\n"
)


def test_the_first_tab_is_painted_without_building_qts_namespace_of_enumerations(tmp_path):
    # PySide6 builds Qt's ninety-odd enumerations (30-45 ms) the first time one reaches Python: the first tab,
    # a date setting's words included, is drawn without any of them
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Night", "2026-12-05")
    add_competition(desk, "Bhukhar", "bhukhar", {"deadline": "2026-11-30"})
    desk.close()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CARDNIGHT_SETTINGS_DIR=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", NAMESPACE_AT_FIRST_PAINT, target],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert done.stdout.split()[-1] == "False"
