"""Starting the desk: the fonts it ships are added whatever its language, so that players' names written in the
Indian scripts read in an English desk on a computer without those fonts (not as empty boxes)."""

from __future__ import annotations

from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QTreeWidgetItemIterator

from cardnight_desk.gui import i18n
from cardnight_desk.gui.app import application
from cardnight_desk.gui.main_window import MainWindow
from cardnight_desk.services import draws
from tests.gui.scores.builders import event, players

NAMES = ["ਹਰਪ੍ਰੀਤ ਸਿੰਘ", "ശ്രീജ നായർ", "ભાવેશ પટેલ", "सुनीता वर्मा", "Siobhán Kelly"]


def missing_glyphs(text: str, font) -> int:
    """How many glyphs of ``text`` the font (with Qt's fallback fonts) draws as an empty box: glyph 0 of a
    font, or a glyph of Qt's box font (which has no family) when no font has the letter."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    return sum(
        1
        for run in layout.glyphRuns()
        for glyph in run.glyphIndexes()
        if glyph == 0 or not run.rawFont().familyName()
    )


def test_names_in_indian_scripts_read_in_the_english_desk(qtbot, tmp_path):
    application()  # as the desk starts
    assert i18n.chosen_language() == "en"
    target = str(tmp_path / "night.cardnight")
    desk = event(target)
    players(desk, "Rummy", "rummy", NAMES)
    draws.draw_next_round(desk, "Rummy", seed=1)
    desk.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_event(target)
    area = window.event_view.show_area("Draws")
    shown = []
    items = QTreeWidgetItemIterator(area.tree)
    while items.value():
        item = items.value()
        if item.text(1) in NAMES:
            shown.append(item.text(1))
            assert missing_glyphs(item.text(1), area.tree.font()) == 0, item.text(1)
        items += 1
    assert sorted(shown) == sorted(NAMES)
    window.close_event()
