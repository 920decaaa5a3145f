"""The judges' dialogs: a penalty (team, points, rule number, note, judge, PIN), a judge's authority for changing
a confirmed result (judge, PIN, why) or for a sheet's penalty lines (judge, PIN), and setting or changing the
event's judge PIN (ruling EV-4). The areas load this module the first time one is asked.

The dialogs only ask; the services check the PIN and refuse. Each dialog has a classmethod ``get_x(parent, ...)
-> (value, accepted)`` so tests replace one thing.

The penalty dialog lists the game's penalty rules with what each penalises ("19.1 — an incorrect licence
displayed"), says at once when the event has no judge PIN yet (before anything is typed), and can open with a
*draft*: what was typed the last time, when that penalty was not given.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.checked_dialog import CheckedDialog, Mistake
from cardnight_desk.gui.fitting import FitCombo
from cardnight_desk.gui.game_words import entrant_words
from cardnight_desk.gui.message_colours import ERROR_STYLE
from cardnight_desk.gui.modal import answer

RULE_WORDS = (  # what the games' penalty rules penalise (``PenaltyRules.words``), for the translation tool
    QT_TRANSLATE_NOOP("PenaltyDialog", "a team member influencing a player"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "asking for a card count out of turn"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "a mistake putting cards down"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "an incorrect licence displayed"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "a wrong card in a sequence or set"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "asking how many cards out of turn"),
    QT_TRANSLATE_NOOP("PenaltyDialog", "unsporting tactics (organisers decide, up to 100)"),
)
WIDTH_CHARS = 56  # a dialog's width in average characters: room for a long team name and a wrapped sentence


@dataclass(frozen=True)
class PenaltyRequest:
    entrant: str
    points: int
    rule: str
    note: str
    judge: str
    pin: str


@dataclass(frozen=True)
class JudgeAuthority:
    judge: str
    pin: str
    why: str


@dataclass(frozen=True)
class PinChange:
    old_pin: str | None
    new_pin: str


def _pin_edit() -> QLineEdit:
    edit = QLineEdit()
    edit.setEchoMode(QLineEdit.EchoMode.Password)
    edit.setMaxLength(12)
    return edit


class _JudgeDialog(CheckedDialog):
    """A dialog with a form, a red line for what is missing, and OK/Cancel."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.error_label.hide()  # no empty line above the buttons until something is missing
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * WIDTH_CHARS)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def missing(self) -> str:
        """What still has to be given ('' when the dialog may close)."""
        return ""

    def mistake(self) -> Mistake | None:
        said = self.missing()
        return (said, None) if said else None


class PenaltyDialog(_JudgeDialog):
    def __init__(
        self,
        entrants: Sequence[str],
        fixed_points: Mapping[str, int | None] | None = None,
        parent: QWidget | None = None,
        rule_words: Mapping[str, str] | None = None,
        pin_missing: bool = False,
        draft: PenaltyRequest | None = None,
    ):
        super().__init__(self.tr("Judge's penalty"), parent)
        self.fixed_points = dict(fixed_points or {})
        self.no_pin = QLabel(
            self.tr(
                "No judge PIN is set for this event yet, so no penalty can be given: a judge sets one first "
                "with 'Judge PIN…' at the top of the Scores area. What you type here is kept for then."
            )
        )
        self.no_pin.setStyleSheet(ERROR_STYLE)
        self.no_pin.setWordWrap(True)
        self.no_pin.setVisible(pin_missing)
        self.form.addRow(self.no_pin)
        self.entrant_combo = FitCombo()
        for entrant in entrants:  # a side of players ("Side A") in the desk's words; the sheet's name kept
            self.entrant_combo.addItem(entrant_words(entrant), entrant)
        self.rule_combo = FitCombo()
        self.rule_combo.setEditable(True)
        words = dict(rule_words or {})
        for rule in self.fixed_points:  # "19.1 — an incorrect licence displayed"; the rule number as data
            said = self.tr(words[rule]) if rule in words else ""
            self.rule_combo.addItem(f"{rule} — {said}" if said else rule, rule)
        self.rule_combo.setCurrentText("")
        self.rule_combo.currentTextChanged.connect(self._rule_chosen)
        self.points_spin = QSpinBox()
        self.points_spin.setRange(0, 1000)
        self.note_edit = QLineEdit()
        self.judge_edit = QLineEdit()
        self.pin_edit = _pin_edit()
        self.form.addRow(self.tr("Penalised"), self.entrant_combo)
        self.form.addRow(self.tr("Rule number"), self.rule_combo)
        self.form.addRow(self.tr("Points"), self.points_spin)
        self.form.addRow(self.tr("Note"), self.note_edit)
        self.form.addRow(self.tr("Judge"), self.judge_edit)
        self.form.addRow(self.tr("Judge PIN"), self.pin_edit)
        if draft is not None:
            self._fill(draft)

    def _fill(self, draft: PenaltyRequest) -> None:
        """What was typed the last time (all but the PIN)."""
        self.entrant_combo.setCurrentIndex(max(self.entrant_combo.findData(draft.entrant), 0))
        index = self.rule_combo.findData(draft.rule)
        if index >= 0:
            self.rule_combo.setCurrentIndex(index)
        else:
            self.rule_combo.setCurrentText(draft.rule)
        self.points_spin.setValue(draft.points)
        self.note_edit.setText(draft.note)
        self.judge_edit.setText(draft.judge)

    def rule(self) -> str:
        """The rule number: the one chosen from the list, or as typed."""
        text = self.rule_combo.currentText().strip()
        index = self.rule_combo.findText(text)
        return str(self.rule_combo.itemData(index)) if index >= 0 and text else text

    def _rule_chosen(self, _: str) -> None:
        fixed = self.fixed_points.get(self.rule())
        if fixed:
            self.points_spin.setValue(fixed)

    def missing(self) -> str:
        if not self.rule():
            return self.tr("Give the rule number the penalty is given under.")
        if self.points_spin.value() <= 0:
            return self.tr("Give the penalty points.")
        if not self.judge_edit.text().strip():
            return self.tr("Give the judge's name.")
        return ""

    def request(self) -> PenaltyRequest:
        return PenaltyRequest(
            self.entrant_combo.currentData() or self.entrant_combo.currentText(),
            self.points_spin.value(),
            self.rule(),
            self.note_edit.text().strip(),
            self.judge_edit.text().strip(),
            self.pin_edit.text(),
        )

    @classmethod
    def get_penalty(
        cls,
        parent: QWidget | None,
        entrants: Sequence[str],
        fixed_points: Mapping[str, int | None] | None = None,
        rule_words: Mapping[str, str] | None = None,
        pin_missing: bool = False,
        draft: PenaltyRequest | None = None,
    ) -> tuple[PenaltyRequest, bool]:
        return answer(cls(entrants, fixed_points, parent, rule_words, pin_missing, draft), cls.request)


class JudgeAuthorityDialog(_JudgeDialog):
    """Who is changing a confirmed result, with the PIN and why (EV-4)."""

    def __init__(self, what: str, parent: QWidget | None = None):
        super().__init__(self.tr("Judge's change"), parent)
        intro = QLabel(what)
        intro.setWordWrap(True)
        self.form.addRow(intro)
        self.judge_edit = QLineEdit()
        self.pin_edit = _pin_edit()
        self.why_edit = QLineEdit()
        self.form.addRow(self.tr("Judge"), self.judge_edit)
        self.form.addRow(self.tr("Judge PIN"), self.pin_edit)
        self.form.addRow(self.tr("Why"), self.why_edit)

    def missing(self) -> str:
        if not self.judge_edit.text().strip():
            return self.tr("Give the judge's name.")
        if not self.why_edit.text().strip():
            return self.tr("Say why the confirmed result is being changed.")
        return ""

    def authority(self) -> JudgeAuthority:
        return JudgeAuthority(
            self.judge_edit.text().strip(), self.pin_edit.text(), self.why_edit.text().strip()
        )

    @classmethod
    def get_authority(cls, parent: QWidget | None, what: str) -> tuple[JudgeAuthority, bool]:
        return answer(cls(what, parent), cls.authority)


class SheetJudgeDialog(JudgeAuthorityDialog):
    """The judge's name and PIN for the penalty lines of a sheet; no reason is asked: each line has its rule
    and note."""

    def __init__(self, what: str, parent: QWidget | None = None):
        super().__init__(what, parent)
        self.setWindowTitle(self.tr("Judge for the sheet's penalties"))
        self.form.setRowVisible(self.why_edit, False)

    def missing(self) -> str:
        if not self.judge_edit.text().strip():
            return self.tr("Give the judge's name.")
        return ""

    @classmethod
    def get_judge(cls, parent: QWidget | None, what: str) -> tuple[JudgeAuthority, bool]:
        return answer(cls(what, parent), cls.authority)


class PinDialog(_JudgeDialog):
    """Set the event's judge PIN, or change it (the old PIN is needed then)."""

    def __init__(self, has_pin: bool, parent: QWidget | None = None):
        super().__init__(self.tr("Change the judge PIN") if has_pin else self.tr("Set the judge PIN"), parent)
        self.has_pin = has_pin
        self.old_edit = _pin_edit()
        self.new_edit = _pin_edit()
        self.again_edit = _pin_edit()
        if has_pin:
            self.form.addRow(self.tr("Current PIN"), self.old_edit)
        self.form.addRow(self.tr("New PIN (4 digits or more)"), self.new_edit)
        self.form.addRow(self.tr("New PIN again"), self.again_edit)

    def missing(self) -> str:
        if self.new_edit.text() != self.again_edit.text():
            return self.tr("The two new PINs are not the same.")
        if not self.new_edit.text():
            return self.tr("Type the new PIN.")
        return ""

    def change(self) -> PinChange:
        return PinChange(self.old_edit.text() if self.has_pin else None, self.new_edit.text())

    @classmethod
    def get_pin_change(cls, parent: QWidget | None, has_pin: bool) -> tuple[PinChange, bool]:
        return answer(cls(has_pin, parent), cls.change)
