"""The poker clock screen driven by an injected time source: level changes, the break, pause, the colour-up
notice (PK-3), late entry closing (PK-2), following another desk, and leaving full screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.games.poker.clock_display import RELOAD_TICKS, ClockDisplay
from cardnight_desk.gui.signals import DeskSignals
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition
from cardnight_desk.services.games.poker.desk import PokerDesk
from tests.domain.games.poker.test_clock import FakeTime

COMP = "Freezeout"


@pytest.fixture
def time():
    return FakeTime()


@pytest.fixture
def desk(tmp_path):
    d = Desk.create(str(tmp_path / "poker.cardnight"), "Poker night", "2026-05-16", who="desk 1")
    add_competition(d, COMP, "poker")
    yield d
    d.close()


@pytest.fixture
def poker(desk, time):
    service = PokerDesk(desk, COMP, time)
    service.enter(["Asha", "Ben", "Chandra"])
    return service


def shown(display: ClockDisplay) -> dict[str, str]:
    return {
        "level": display.level_label.text(),
        "time": display.time_label.text(),
        "state": display.state_label.text(),
        "blinds": display.blinds_label.text(),
        "next": display.next_label.text(),
        "break": display.break_label.text(),
        "players": display.players_label.text(),
        "average": display.average_label.text(),
        "chips": display.chips_label.text(),
        "colour_up": display.colour_up_label.text(),
        "late": display.late_label.text(),
    }


def tick(display: ClockDisplay) -> dict[str, str]:
    display.timer.timeout.emit()
    return shown(display)


def test_pk3_clock_display_runs_through_a_level_change(qtbot, desk, poker, time):
    signals = DeskSignals()
    display = ClockDisplay(desk, signals, COMP, now=time)
    qtbot.addWidget(display)
    display.show()
    assert display.timer.isActive() and display.timer.interval() == 250
    first = shown(display)
    assert first["state"] == "NOT STARTED" and first["time"] == "15:00" and first["level"] == "LEVEL 1"
    poker.start_clock()
    signals.changed.emit(what.CLOCK)
    first = shown(display)
    assert first == {
        "level": "LEVEL 1",
        "time": "15:00",
        "state": "",
        "blinds": "5 / 10",
        "next": "Next: level 2  10 / 20",
        "break": "Break in 1:00:00",
        "players": "Players 3 / 3",
        "average": "Average 3,000",
        "chips": "Chips 9,000",
        "colour_up": "",
        "late": "Late entry open — closes in 45:00",
    }
    time.advance(minutes=14, seconds=59)
    assert tick(display)["time"] == "0:01"
    time.advance(seconds=2)  # the level changed a second ago: nobody pressed anything
    now = tick(display)
    assert (now["level"], now["time"], now["blinds"]) == ("LEVEL 2", "14:59", "10 / 20")
    assert now["next"] == "Next: level 3  20 / 40" and now["break"] == "Break in 44:59"


def test_pause_break_colour_up_and_late_entry_on_the_screen(qtbot, desk, poker, time):
    signals = DeskSignals()
    display = ClockDisplay(desk, signals, COMP, now=time)
    qtbot.addWidget(display)
    poker.start_clock()
    time.advance(minutes=50)  # level 4, 10 minutes to the break
    signals.changed.emit(what.CLOCK)
    assert tick(display)["late"] == "Late entry closed"  # PK-2: closed once level 4 starts
    poker.pause_clock()
    signals.changed.emit(what.CLOCK)
    time.advance(minutes=30)
    paused = tick(display)
    assert (paused["state"], paused["time"], paused["level"]) == ("PAUSED", "10:00", "LEVEL 4")
    poker.resume_clock()
    signals.changed.emit(what.CLOCK)
    time.advance(minutes=11)
    on_break = tick(display)
    assert (on_break["level"], on_break["time"], on_break["blinds"]) == ("BREAK", "14:00", "Play resumes")
    assert on_break["next"] == "Next: level 5  100 / 150"
    time.advance(minutes=14 + 15 + 5)  # level 6: the next level's colour-up is announced
    assert tick(display)["colour_up"] == "Next level: Optional colour-up to 500s and 1000s"
    time.advance(minutes=15)
    level7 = tick(display)
    assert level7["level"] == "LEVEL 7" and level7["colour_up"] == "Optional colour-up to 500s and 1000s"
    time.advance(minutes=10 + 15 + 15 + 15)  # past the last level's time: it runs on (PK-3)
    last = tick(display)
    assert (last["level"], last["time"], last["state"]) == ("LEVEL 9", "+15:00", "LAST LEVEL")


def test_display_follows_another_desk_without_a_signal(qtbot, desk, poker, time):
    display = ClockDisplay(desk, DeskSignals(), COMP, now=time)
    qtbot.addWidget(display)
    other = PokerDesk(Desk.open(desk.store.target, who="desk 2"), COMP, time)
    other.start_clock()
    other.bust(["Ben"])
    for _ in range(RELOAD_TICKS):
        display.timer.timeout.emit()
    now = shown(display)
    assert now["state"] == "" and now["players"] == "Players 2 / 3" and now["average"] == "Average 4,500"
    other.desk.close()


def test_escape_leaves_full_screen(qtbot, desk, poker, time):
    display = ClockDisplay(desk, DeskSignals(), COMP, now=time)
    qtbot.addWidget(display)
    display.showFullScreen()
    qtbot.waitUntil(display.isFullScreen)
    qtbot.keyClick(display, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not display.isFullScreen())
    display.resize(1200, 800)
    qtbot.waitUntil(lambda: display.time_label.font().pixelSize() > 150)  # large type grows with the screen
