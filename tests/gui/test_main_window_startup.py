"""The window shows first: the welcome screen loads nothing of an event (no store, no areas, no printing or
spreadsheets), an event opens on its first tab with only that area built, and each other area is built the
first time it is shown or asked for, in its own tab, the same tab staying current."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton

from cardnight_desk.gui.event.area import OverviewArea
from cardnight_desk.gui.games.poker.area import PokerArea
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.gui.scores.area import ScoresArea
from cardnight_desk.gui.welcome import DEMO_JUDGE_PIN
from cardnight_desk.services.demo import JUDGE_PIN
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition

HEAVY = (
    "sqlalchemy",
    "reportlab",
    "openpyxl",
    "alembic",
    "cardnight_desk.store",
    "cardnight_desk.gui.scores",
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


# what an event's first tab (the Event area) does not need: the other areas, the dialogs its buttons open,
# renaming, printing and spreadsheets
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
    "cardnight_desk.services.rename",
    "reportlab",
    "openpyxl",
    "alembic",
)
OPENED = (
    "import json, sys\n"
    "from cardnight_desk.gui.app import application\n"
    "from cardnight_desk.gui.main_window import MainWindow\n"
    "app = application()\nw = MainWindow()\nw.show()\napp.processEvents()\n"
    "assert w.open_event(sys.argv[1])\napp.processEvents()\n"
    "print(json.dumps(sorted(m for m in sys.modules if m.startswith({heavy!r}))))\n"
    "w.close()\n"
)


def test_an_event_opens_on_its_first_tab_without_the_other_areas_or_its_dialogs(tmp_path):
    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Night", "2026-12-05")
    add_competition(desk, "Freezeout", "poker")
    desk.close()
    assert modules_loaded(OPENED.format(heavy=NOT_FOR_THE_FIRST_TAB), tmp_path, target) == []


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


def test_the_desks_parts_load_without_keeping_their_source(tmp_path, monkeypatch):
    """PySide6's import hook keeps the source lines of each module imported after it; the desk's parts load
    without it (gui.loading), and the hook is back afterwards."""
    import builtins
    import linecache

    from cardnight_desk.gui.loading import plain_imports

    for name in ("hooked_part", "plain_part"):
        (tmp_path / f"{name}.py").write_text("VALUE = 1\n" * 2000, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    hooked = builtins.__import__
    import hooked_part  # noqa: F401

    with plain_imports():
        import plain_part  # noqa: F401
    assert builtins.__import__ is hooked
    kept = set(linecache.cache)
    assert str(tmp_path / "hooked_part.py") in kept
    assert str(tmp_path / "plain_part.py") not in kept


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
