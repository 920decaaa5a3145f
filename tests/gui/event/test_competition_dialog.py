"""The Add competition dialog's settings: only the desk settings that apply to the game (no double entry of
sheets for poker and baccarat, which type none), the blind structure's name read whole in its box, and the
draw formats named alike."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox

from cardnight_desk.gui import i18n
from cardnight_desk.gui.app import application
from cardnight_desk.gui.event.competition_dialog import CompetitionDialog


def _dialog(qtbot, game: str) -> CompetitionDialog:
    dialog = CompetitionDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game))
    QCoreApplication.processEvents()
    dialog.adjustSize()
    QCoreApplication.processEvents()
    return dialog


def test_double_entry_is_offered_only_where_score_sheets_are_typed(qtbot):
    offered = {}
    for game in ("bhukhar", "bukharo", "rummy", "28", "poker", "baccarat"):
        dialog = _dialog(qtbot, game)
        offered[game] = "double_entry" in dialog.editors
        assert {"min_age", "community_confirmation", "deadline", "capacity"} <= set(dialog.editors), game
    assert [game for game, shown in offered.items() if not shown] == ["poker", "baccarat"]


def test_the_blind_structures_name_reads_whole_in_its_box_in_every_language(qtbot):
    try:
        for code in ["en", *i18n.available_languages()]:
            i18n.install_language(application(), code)
            dialog = _dialog(qtbot, "poker")
            combo = dialog.editors["structure"]
            assert isinstance(combo, QComboBox)
            option = QStyleOptionComboBox()
            combo.initStyleOption(option)
            text_room = combo.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
            )
            assert text_room.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText()), code
            assert dialog.width() <= 1366, code
    finally:
        i18n.install_language(application(), i18n.SOURCE_LANGUAGE)


def test_the_draw_formats_are_named_alike(qtbot):
    words = []
    for game in ("bhukhar", "28"):
        dialog = _dialog(qtbot, game)
        combo = dialog.editors["format"]
        assert isinstance(combo, QComboBox)
        words += [combo.itemText(i) for i in range(combo.count())]
    assert sorted(set(words)) == ["Knockout", "Round robin", "Swiss"]
