"""The real penalty dialog as a judge meets it at the desk: the game's rules listed with what each penalises, no
judge PIN said before anything is typed, and what was typed kept when the penalty could not be given."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from cardnight_desk.domain.games import find_game
from cardnight_desk.gui.judge_dialogs import PenaltyDialog
from cardnight_desk.services import history, judges
from tests.gui.scores.builders import event, open_sheet, team_round, teams

PIN = "2468"


@pytest.fixture
def desk(tmp_path):
    d = event(str(tmp_path / "night.cardnight"))
    teams(d, "League", "bhukhar", ["Lions", "Tigers"])
    team_round(d, "League", 1, [("Lions", "Tigers")])
    yield d
    d.close()


def _answer(qtbot, act) -> list[str]:
    """Run ``act(dialog)`` on the penalty dialog once it is open; what went wrong in it is returned."""
    problems: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PenaltyDialog):
            QTimer.singleShot(20, look)
            return
        try:
            act(dialog)
        except Exception as err:  # noqa: BLE001 - said after the dialog is closed, not lost in the event loop
            problems.append(str(err) or repr(err))
            dialog.reject()

    QTimer.singleShot(0, look)
    return problems


def test_no_pin_is_said_first_the_rules_have_words_and_the_typing_is_kept(qtbot, desk):
    area = open_sheet(qtbot, desk, "1-1-1")
    panel = area.panel
    rules = find_game("bhukhar").penalties

    def first(dialog: PenaltyDialog) -> None:
        assert dialog.no_pin.isVisible(), "no judge PIN must be said before anything is typed"
        shown = {
            dialog.rule_combo.itemData(i): dialog.rule_combo.itemText(i)
            for i in range(dialog.rule_combo.count())
        }
        assert set(shown) == set(rules.rules)
        for rule, text in shown.items():
            assert text.startswith(f"{rule} — ") and len(text) > len(rule) + 10, (
                text
            )  # words, not a bare number
        assert "incorrect licence" in shown["19.1"]
        dialog.entrant_combo.setCurrentIndex(dialog.entrant_combo.findData("Tigers"))
        dialog.rule_combo.setCurrentIndex(dialog.rule_combo.findData("19.1"))
        assert dialog.points_spin.value() == 100
        qtbot.keyClicks(dialog.note_edit, "licence of two sets only")
        qtbot.keyClicks(dialog.judge_edit, "Mr Shah")
        qtbot.keyClicks(dialog.pin_edit, "1111")
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    problems = _answer(qtbot, first)
    panel.penalty_button.click()
    assert not problems, problems
    assert "Penalty not given" in panel.last_message and "kept" in panel.last_message
    judges.set_pin(desk, PIN)

    def second(dialog: PenaltyDialog) -> None:
        assert not dialog.no_pin.isVisible()
        request = dialog.request()
        assert (request.entrant, request.rule, request.points, request.note, request.judge, request.pin) == (
            "Tigers",
            "19.1",
            100,
            "licence of two sets only",
            "Mr Shah",
            "",
        )  # all kept but the PIN
        qtbot.keyClicks(dialog.pin_edit, PIN)
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()

    problems = _answer(qtbot, second)
    panel.penalty_button.click()
    assert not problems, problems
    assert panel.last_message.startswith("Penalty recorded: 100 points to Lions")
    [change] = history.list_changes(desk, action_prefix="penalty")
    assert "rule 19.1" in change.summary and change.who == "Mr Shah"

    def third(dialog: PenaltyDialog) -> None:  # given: the next penalty starts empty
        assert dialog.request().rule == "" and dialog.request().judge == ""
        dialog.reject()

    problems = _answer(qtbot, third)
    panel.penalty_button.click()
    assert not problems, problems
