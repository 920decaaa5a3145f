"""Translations: a pseudo-language finds every visible word that does not go through Qt's translation and every
label too narrow for a longer language; the shipped languages load; the chosen language is remembered."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

from cardnight_desk.gui import i18n
from cardnight_desk.services.desk import Desk
from cardnight_desk.services.events import add_competition

OPEN, CLOSE, PAD = "⟦", "⟧", "~"


class PseudoTranslator(QTranslator):
    """Every message comes back marked and about 40 % longer, as a real translation often is."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D401 - Qt's name
        if not source:
            return source
        return OPEN + source + PAD * math.ceil(len(source) * 0.4) + CLOSE

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


DATA = re.compile(r"^[\W\d_]*$|^(A|J|Q|K|D|BB|v|Card Night Desk|YYYY-MM-DD)$")


def _texts(widget: QWidget):
    if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.RichText:
        yield widget.text()
    elif isinstance(widget, QAbstractButton):
        yield widget.text()
    elif isinstance(widget, QGroupBox):
        yield widget.title()
    elif isinstance(widget, QTabWidget):
        yield from (widget.tabText(i) for i in range(widget.count()))
    elif isinstance(widget, QLineEdit):
        yield widget.placeholderText()


def _untranslated(root: QWidget, data: set[str]) -> set[str]:
    found = set()
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root) and widget is not root:
            continue
        for text in _texts(widget):
            plain = text.replace("&", "").strip()
            if plain and not DATA.match(plain) and OPEN not in text and plain not in data:
                found.add(plain)
    return found


def _clipped(root: QWidget) -> set[str]:
    clipped = set()
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.width() <= 0:
            continue
        if (
            isinstance(widget, QLabel)
            and not widget.wordWrap()
            and widget.textFormat() != Qt.TextFormat.RichText
        ):
            if widget.sizeHint().width() > widget.width() + 2:
                clipped.add(widget.text())
        elif (
            isinstance(widget, QAbstractButton)
            and widget.text()
            and not isinstance(widget.parent(), QComboBox)
        ):
            needed = widget.fontMetrics().horizontalAdvance(widget.text().replace("&", "")) + 6
            if not widget.icon().isNull():
                needed += widget.iconSize().width()
            if needed > widget.width():
                clipped.add(widget.text())
    return clipped


@pytest.fixture
def pseudo():
    translator = PseudoTranslator()
    app = QApplication.instance()
    app.installTranslator(translator)
    yield translator
    app.removeTranslator(translator)


def test_pseudo_language_finds_no_untranslated_or_clipped_words(qtbot, tmp_path, pseudo):
    from cardnight_desk.gui.main_window import MainWindow

    target = str(tmp_path / "night.cardnight")
    desk = Desk.create(target, "Night", "2026-12-05")
    games = ("bhukhar", "bukharo", "rummy", "28", "poker", "baccarat")
    for game in games:
        add_competition(desk, f"C-{game}", game)
    desk.close()
    data = {"Night", "Night — 2026-12-05", *(f"C-{g}" for g in games)}
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert OPEN in window.welcome.new_button.text()
    untranslated = _untranslated(window, data)
    assert window.open_event(target)
    clipped: set[str] = set()
    for index in range(window.event_view.count()):
        window.event_view.setCurrentIndex(index)
        QCoreApplication.processEvents()
        untranslated |= _untranslated(window, data)
        clipped |= _clipped(window)
    for menu_action in window.menuBar().actions():
        assert OPEN in menu_action.text(), menu_action.text()
        for action in menu_action.menu().actions():
            if action.text() and not action.isSeparator():
                assert OPEN in action.text() or action.objectName() == "languageAction", action.text()
    window.close_event()
    assert not untranslated, f"visible words not going through the translation: {sorted(untranslated)}"
    assert not clipped, f"labels and buttons too narrow for a longer language: {sorted(clipped)}"


@pytest.mark.parametrize("code", ["ml", "gu", "pa", "hi"])
def test_each_shipped_language_loads(code):
    path = i18n.translation_file(code)
    assert path.exists(), path
    translator = QTranslator()
    assert translator.load(str(path))


def test_the_chosen_language_is_remembered(qtbot, monkeypatch):
    monkeypatch.delenv(i18n.ENVIRONMENT, raising=False)
    i18n.set_language("gu")
    assert i18n.chosen_language() == "gu"
    i18n.set_language("en")
    assert i18n.chosen_language() == "en"


def test_the_language_entry_opens_the_dialog_and_remembers_the_choice(qtbot, monkeypatch):
    """File > Language… asks with the language dialog (loaded when first opened), listing every shipped
    language, and the one chosen is the desk's from the next start."""
    from cardnight_desk.gui.main_window import MainWindow

    monkeypatch.delenv(i18n.ENVIRONMENT, raising=False)
    i18n.set_language("en")
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[list[str]] = []

    def answer(dialog) -> int:
        seen.append([dialog.combo.itemData(i) for i in range(dialog.combo.count())])
        dialog.combo.setCurrentIndex(dialog.combo.findData("ml"))
        return 1  # QDialog.DialogCode.Accepted

    from cardnight_desk.gui.language_dialog import LanguageDialog

    monkeypatch.setattr(LanguageDialog, "exec", answer)
    window.language_action.trigger()
    try:
        assert seen == [i18n.available_languages()] and "ml" in seen[0]
        assert i18n.chosen_language() == "ml"
    finally:
        i18n.set_language("en")


def test_the_clipping_check_sees_a_label_too_narrow(qtbot):
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    layout = QVBoxLayout(root)
    narrow, button = QLabel("Registration of players"), QPushButton("Draw the next round")
    narrow.setFixedWidth(30)
    button.setFixedWidth(30)
    layout.addWidget(narrow)
    layout.addWidget(button)
    root.show()
    assert _clipped(root) == {"Registration of players", "Draw the next round"}
