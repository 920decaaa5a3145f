"""Help → User guide: the guides that ship with the desk, shown offline in a window of its own, their links to
one another followed inside it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QUrl

from cardnight_desk.gui.guide_window import GuideWindow, docs_dir
from cardnight_desk.gui.main_window import MainWindow


def _heading(path: Path) -> str:
    """The first heading of a guide, as its reader sees it."""
    line = next(line for line in path.read_text(encoding="utf-8").splitlines() if line.startswith("# "))
    return line[2:].strip()


def _shown(window: GuideWindow) -> str:
    return " ".join(window.browser.toPlainText().split())


def test_help_user_guide_shows_the_guide_that_ships_with_the_desk(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert window.guide_action in help_menu.actions()
    assert window.guide_action.shortcut().toString() == "F1"
    window.guide_action.trigger()
    guide = window.guide
    assert isinstance(guide, GuideWindow) and guide.isVisible()
    assert guide.windowTitle() == "Card Night Desk — user guide"
    text, heading = _shown(guide), _heading(docs_dir() / "user-guide.md")
    assert heading in text
    assert f"# {heading}" not in text  # read as Markdown, not shown as its source
    window.guide_action.trigger()  # asked again: the same window, not a second one
    assert window.guide is guide


def test_a_link_to_another_guide_opens_in_the_same_window_and_back_returns(qtbot):
    guide = GuideWindow()
    qtbot.addWidget(guide)
    guide.show()
    back = guide.back
    assert back.text() == "&Back"
    assert not back.isEnabled()
    guide.browser.setSource(QUrl("command-line.md"))  # as a click on a link to it
    assert _heading(docs_dir() / "command-line.md") in _shown(guide)
    assert back.isEnabled()
    back.click()
    assert _heading(docs_dir() / "user-guide.md") in _shown(guide)


def test_every_guide_the_user_guide_links_to_ships_with_it():
    import re

    text = (docs_dir() / "user-guide.md").read_text(encoding="utf-8")
    linked = {m for m in re.findall(r"\]\(([^)#\s]+)", text) if "://" not in m}
    assert linked, "the user guide links to the other guides"
    missing = [name for name in sorted(linked) if not (docs_dir() / name).resolve().exists()]
    assert missing == []


def test_the_contents_links_scroll_to_their_headings(qtbot):
    guide = GuideWindow()
    qtbot.addWidget(guide)
    guide.show()
    qtbot.waitExposed(guide)
    bar = guide.browser.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    guide.browser.setSource(QUrl("#several-desks-on-one-event"))  # as a click in the contents
    assert bar.value() > 0
    top = guide.browser.cursorForPosition(guide.browser.viewport().rect().topLeft())
    assert top.block().text() == "Several desks on one event"


def test_heading_anchors_are_those_of_a_markdown_page():
    from cardnight_desk.gui.guide_window import heading_anchor

    assert heading_anchor("The players' page") == "the-players-page"
    assert heading_anchor("Event files and the history") == "event-files-and-the-history"
    assert heading_anchor("Two roles on PostgreSQL") == "two-roles-on-postgresql"


def test_pictures_are_shown_no_wider_than_the_window(qtbot):
    from PySide6.QtGui import QTextCursor

    guide = GuideWindow()
    qtbot.addWidget(guide)
    guide.show()
    widths = []
    block = guide.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            form = it.fragment().charFormat()
            if form.isImageFormat():
                widths.append(form.toImageFormat().width())
            it += 1
        block = block.next()
    assert widths, "the user guide shows pictures"
    assert all(0 < w <= guide.browser.viewport().width() for w in widths), (
        widths,
        guide.browser.viewport().width(),
    )
    assert QTextCursor  # the document is Qt's own
