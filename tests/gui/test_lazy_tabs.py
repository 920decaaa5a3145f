"""Tabs built when first shown (gui.lazy_tabs): a tab's page is not made until a person opens the tab or the
desk asks for it, then it is the tab's page for good; which tab is current never changes by building one."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from cardnight_desk.gui.lazy_tabs import LazyTabs


class Counting:
    """A page factory that counts the pages it made."""

    def __init__(self, text: str):
        self.text, self.made = text, 0

    def __call__(self) -> QWidget:
        self.made += 1
        return QLabel(self.text)


def tabs_with_two_later(qtbot):
    tabs = LazyTabs()
    qtbot.addWidget(tabs)
    first = QLabel("first")
    tabs.addTab(first, "First")
    team, roll = Counting("team"), Counting("roll")
    tabs.add_later(team, "Team")
    tabs.add_later(roll, "Roll")
    tabs.setTabToolTip(2, "who is here")
    tabs.show()
    return tabs, first, team, roll


def test_a_later_tab_is_built_when_it_is_first_shown_and_only_then(qtbot):
    tabs, first, team, roll = tabs_with_two_later(qtbot)
    assert (team.made, roll.made) == (0, 0) and not tabs.is_built(1) and tabs.currentWidget() is first
    tabs.setCurrentIndex(1)  # a click on "Team"
    assert team.made == 1 and roll.made == 0 and tabs.is_built(1)
    page = tabs.currentWidget()
    assert isinstance(page, QLabel) and page.text() == "team" and page.isVisible()
    assert tabs.currentIndex() == 1 and tabs.tabText(1) == "Team"
    tabs.setCurrentIndex(0)
    tabs.setCurrentIndex(1)
    assert team.made == 1 and tabs.widget(1) is page  # built once, then an ordinary tab


def test_asking_for_a_page_builds_it_without_changing_the_current_tab(qtbot):
    tabs, first, team, roll = tabs_with_two_later(qtbot)
    changes = []
    tabs.currentChanged.connect(changes.append)
    page = tabs.page(2)
    assert roll.made == 1 and isinstance(page, QLabel) and page.text() == "roll"
    assert tabs.currentWidget() is first and changes == [] and not page.isVisible()
    assert tabs.widget(2) is page and tabs.tabText(2) == "Roll" and tabs.tabToolTip(2) == "who is here"
    assert tabs.page(2) is page and roll.made == 1
    assert tabs.page(0) is first and team.made == 0


def test_a_later_tab_that_is_the_first_tab_is_built_at_once(qtbot):
    tabs = LazyTabs()
    qtbot.addWidget(tabs)
    only = Counting("only")
    tabs.add_later(only, "Only")
    assert only.made == 1 and tabs.is_built(0) and tabs.currentWidget().text() == "only"
