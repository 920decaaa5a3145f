"""The judges' dialogs read in the desk's words and give their fields room: a side of players named in the desk's
language (its sheet's name handed on), no empty line until something is missing, a width for long names."""

from __future__ import annotations

import pytest

from cardnight_desk.gui import i18n
from cardnight_desk.gui.app import application
from cardnight_desk.gui.judge_dialogs import JudgeAuthorityDialog, PenaltyDialog, PinDialog


@pytest.fixture
def language():
    app = application()
    yield lambda code: i18n.install_language(app, code)
    i18n.install_language(app, i18n.SOURCE_LANGUAGE)


def test_a_side_is_named_in_the_desks_words_and_handed_on_as_its_sheet_names_it(qtbot, language):
    language("ml")
    dialog = PenaltyDialog(["Side A", "Side B"], {"19.3": 50})
    qtbot.addWidget(dialog)
    shown = [dialog.entrant_combo.itemText(i) for i in range(dialog.entrant_combo.count())]
    assert shown[0] != "Side A" and shown[0].endswith(" A")  # "വശം A"
    dialog.entrant_combo.setCurrentIndex(1)
    dialog.rule_combo.setCurrentText("19.3")
    dialog.judge_edit.setText("Mr Shah")
    request = dialog.request()
    assert request.entrant == "Side B" and request.points == 50


@pytest.mark.parametrize(
    "make",
    [
        lambda: PenaltyDialog(["Leicester Lions", "Preston Kings"]),
        lambda: JudgeAuthorityDialog("Changing a confirmed sheet needs a judge."),
        lambda: PinDialog(True),
    ],
)
def test_the_red_line_takes_room_only_when_something_is_missing(qtbot, make):
    dialog = make()
    qtbot.addWidget(dialog)
    dialog.show()
    height = dialog.sizeHint().height()
    assert not dialog.error_label.isVisible()
    assert dialog.width() >= dialog.fontMetrics().averageCharWidth() * 50  # a long name, a sentence
    dialog._accept()  # nothing typed: what is missing is said
    assert dialog.error_label.isVisible() and dialog.error_label.text()
    assert dialog.sizeHint().height() > height and dialog.isVisible()
