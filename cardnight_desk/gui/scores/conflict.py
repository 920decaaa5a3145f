"""When a save is refused because another desk changed the same sheet meanwhile: both versions side by side,
the fields where they differ, and the choice of which to keep. Whatever is chosen, the form stays open and
what was typed is never thrown away unasked."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.modal import answered
from cardnight_desk.services.double_entry import differences

KEEP_MINE, TAKE_THEIRS, KEEP_EDITING = "mine", "theirs", "editing"


def shown(value: Any) -> str:
    if value is None:
        return QCoreApplication.translate("ConflictDialog", "(nothing stored)")
    return json.dumps(value, ensure_ascii=False, indent=1)


def difference_lines(first: Any, second: Any, first_word: str, second_word: str) -> list[str]:
    return [
        f"{d.path}: {first_word} {json.dumps(d.first, ensure_ascii=False)}, "
        f"{second_word} {json.dumps(d.second, ensure_ascii=False)}"
        for d in differences(first, second)
    ]


class ConflictDialog(QDialog):
    def __init__(self, message: str, mine: Any, theirs: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("The sheet was changed at another desk"))
        self.choice = KEEP_EDITING
        intro = QLabel(message + self.tr(". Choose which version to keep; nothing is saved until you do."))
        intro.setWordWrap(True)
        self.mine_text = QPlainTextEdit(shown(mine))
        self.theirs_text = QPlainTextEdit(shown(theirs))
        for edit in (self.mine_text, self.theirs_text):
            edit.setReadOnly(True)
        self.diff_label = QLabel(
            "\n".join(difference_lines(mine, theirs, self.tr("yours"), self.tr("theirs")))
        )
        self.diff_label.setWordWrap(True)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("<b>Yours (in the form)</b>")), 0, 0)
        grid.addWidget(QLabel(self.tr("<b>Theirs (stored now)</b>")), 0, 1)
        grid.addWidget(self.mine_text, 1, 0)
        grid.addWidget(self.theirs_text, 1, 1)
        self.buttons = QDialogButtonBox()
        self.mine_button = QPushButton(self.tr("Save &mine over theirs"))
        self.theirs_button = QPushButton(self.tr("Take &theirs into the form"))
        self.editing_button = QPushButton(self.tr("&Keep editing"))
        self.theirs_button.setEnabled(theirs is not None)
        for button, choice in (
            (self.mine_button, KEEP_MINE),
            (self.theirs_button, TAKE_THEIRS),
            (self.editing_button, KEEP_EDITING),
        ):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid, 1)
        layout.addWidget(self.diff_label)
        layout.addWidget(self.buttons)
        self.resize(900, 560)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        self.accept()

    @classmethod
    def choose(cls, parent: QWidget | None, message: str, mine: Any, theirs: Any) -> tuple[str, bool]:
        dlg = cls(message, mine, theirs, parent)
        ok = answered(dlg)
        return (dlg.choice if ok else KEEP_EDITING), ok
