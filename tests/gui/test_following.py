"""Views following the event's changes: at once for one change, once for a burst (another desk's changes), and
only when brought in front for a view behind another tab."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.following import Follower, behind_another_tab
from cardnight_desk.gui.signals import DeskSignals

FOLLOWED = {what.SCORES, what.DRAWS}


def follow(view: QWidget) -> tuple[DeskSignals, list[set[str]]]:
    signals, heard = DeskSignals(view), []
    Follower(view, signals, FOLLOWED, heard.append)
    return signals, heard


def test_one_change_is_caught_up_with_at_once_and_others_are_not_heard(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    signals, heard = follow(view)
    signals.changed.emit(what.SCORES)
    assert heard == [{what.SCORES}]
    signals.changed.emit(what.PLAYERS)
    assert heard == [{what.SCORES}]


def test_a_burst_of_changes_is_caught_up_with_once_when_it_is_over(qtbot):
    view = QWidget()
    qtbot.addWidget(view)
    signals, heard = follow(view)
    with signals.burst():
        for kind in what.EVERYTHING:
            signals.changed.emit(kind)
        assert heard == [] and signals.bursting
    assert heard == [FOLLOWED] and not signals.bursting
    with signals.burst():  # a burst of nothing it follows: nothing to do
        signals.changed.emit(what.PLAYERS)
    assert heard == [FOLLOWED]


def tabs_with(qtbot) -> tuple[QTabWidget, QWidget, QWidget]:
    """Two tabs, the second holding a view two levels down (a page inside a page)."""
    tabs, front, back = QTabWidget(), QWidget(), QWidget()
    inner = QWidget()
    QVBoxLayout(back).addWidget(inner)
    tabs.addTab(front, "front")
    tabs.addTab(back, "back")
    qtbot.addWidget(tabs)
    tabs.show()
    return tabs, back, inner


def test_a_view_behind_another_tab_catches_up_once_when_brought_in_front(qtbot):
    tabs, back, inner = tabs_with(qtbot)
    signals, heard = follow(inner)
    assert behind_another_tab(inner) and not behind_another_tab(tabs.widget(0))
    signals.changed.emit(what.SCORES)
    with signals.burst():
        signals.changed.emit(what.DRAWS)
    assert heard == []  # nobody is looking at it
    tabs.setCurrentWidget(back)
    assert heard == [FOLLOWED]  # what it missed, once, as it shows
    tabs.setCurrentIndex(0)
    tabs.setCurrentWidget(back)
    assert heard == [FOLLOWED]  # nothing missed meanwhile: nothing redone
    signals.changed.emit(what.SCORES)
    assert heard == [FOLLOWED, {what.SCORES}]  # in front: at once
