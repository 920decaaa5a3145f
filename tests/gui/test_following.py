"""Views following the event's changes: at once for one change, once for a burst (another desk's changes), and
only when brought in front for a view behind another tab; views catching up with the same change share a read."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from cardnight_desk.gui import signals as what
from cardnight_desk.gui.following import Follower, behind_another_tab
from cardnight_desk.gui.signals import DeskSignals

FOLLOWED = {what.SCORES, what.DRAWS}


def follow(view: QWidget) -> tuple[DeskSignals, list[set[str]]]:
    signals, heard = DeskSignals(view), []
    view.follower = Follower(view, signals, FOLLOWED, heard.append)
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
    assert not inner.follower.watching  # nothing to catch up with: its events are not listened to
    signals.changed.emit(what.SCORES)
    with signals.burst():
        signals.changed.emit(what.DRAWS)
    assert heard == [] and inner.follower.watching  # nobody is looking at it: watched until it shows
    tabs.setCurrentWidget(back)
    assert heard == [FOLLOWED] and not inner.follower.watching  # what it missed, once, as it shows
    tabs.setCurrentIndex(0)
    tabs.setCurrentWidget(back)
    assert heard == [FOLLOWED]  # nothing missed meanwhile: nothing redone
    signals.changed.emit(what.SCORES)
    assert heard == [FOLLOWED, {what.SCORES}]  # in front: at once


def test_following_a_view_in_a_tab_leaves_the_layouts_around_it_whole(qtbot):
    """Asking a tab widget's inner stack which page it shows (PySide6 6.11) threw away the items of a flow layout
    beside the view: the score desk's buttons, on the next layout, crashed the desk."""
    import shiboken6
    from PySide6.QtWidgets import QPushButton

    from cardnight_desk.gui.flow_layout import FlowLayout

    tabs, back, inner = tabs_with(qtbot)
    buttons = FlowLayout()
    for label in ("Save", "Confirm", "Rules"):
        buttons.addWidget(QPushButton(label))
    back.layout().addLayout(buttons)
    tabs.setCurrentWidget(back)
    signals, heard = follow(inner)
    for kind in (what.SCORES, what.DRAWS):
        signals.changed.emit(kind)
    assert heard == [{what.SCORES}, {what.DRAWS}]
    assert all(shiboken6.isValid(item) for item in buttons._items)
    back.adjustSize()  # lays the buttons out again
    assert [buttons.itemAt(i).widget().text() for i in range(buttons.count())] == ["Save", "Confirm", "Rules"]


def test_views_catching_up_with_one_change_share_one_read(qtbot, qapp):
    view = QWidget()
    qtbot.addWidget(view)
    signals, reads = DeskSignals(view), []

    def read() -> list[int]:
        reads.append(len(reads))
        return [len(reads)]

    first = signals.once("players", read)
    assert signals.once("players", read) is first and reads == [0]  # the second view: the first's read
    assert signals.once("teams", read) == [2] and len(reads) == 2  # another read is its own
    signals.changed.emit(what.PLAYERS)  # a change told: read again
    assert signals.once("players", read) == [3]
    qapp.processEvents()  # the event loop ran: whatever changed meanwhile is read again
    assert signals.once("players", read) == [4] and len(reads) == 4
