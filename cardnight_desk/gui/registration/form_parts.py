"""What the Registration area's forms share: Enter moving to the next field (and registering on the last),
the answer shown beside a form (:class:`MessageBeside`: done, or refused naming its ruling, with a *Judge
override…* button when a judge may override it) and the list of competitions to tick."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.domain.eligibility import Problem
from cardnight_desk.gui.keys import pressed
from cardnight_desk.gui.message_colours import DONE_STYLE, ERROR_STYLE
from cardnight_desk.services import registration as reg
from cardnight_desk.services.errors import Refusal


class EnterMovesOn(QObject):
    """Return or Enter in a field moves to the next one; in the last, it calls ``submit``."""

    def __init__(self, fields: list[QWidget], submit: Callable[[], None], parent: QObject):
        super().__init__(parent)
        self.fields, self.submit = fields, submit
        for field in fields:
            field.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if pressed(event) in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and obj in self.fields:
            i = self.fields.index(obj)  # type: ignore[arg-type]
            following = [f for f in self.fields[i + 1 :] if f.isEnabled() and f.isVisible()]
            if following:
                following[0].setFocus(Qt.FocusReason.TabFocusReason)
            else:
                self.submit()
            return True
        return False


class MessageBeside(QWidget):
    """The answer to the last action: green when done, red when refused, with the override button."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.override_button = QPushButton(self.tr("Judge &override…"))
        self.override_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.override_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.problems: list[Problem] = []

    def done(self, text: str) -> None:
        self.label.setStyleSheet(DONE_STYLE)
        self.label.setText(text)
        self.override_button.hide()
        self.problems = []

    def refused(self, err: Refusal) -> None:
        """Say why ``err`` refused; a refusal by rulings keeps its problems, with the judge's override offered
        where a judge could admit it anyway."""
        self.label.setStyleSheet(ERROR_STYLE)
        lines = [e["message"] for e in err.errors] or [err.message]
        if len(lines) > 1:
            lines = [err.message + ":"] + [f"• {m}" for m in lines]
        self.label.setText("\n".join(lines))
        by_rulings = isinstance(err, reg.RegistrationRefused)
        self.problems = list(err.problems) if by_rulings else []
        self.override_button.setVisible(by_rulings and err.overridable)

    @property
    def text(self) -> str:
        return self.label.text()


class CompetitionChecks(QListWidget):
    """The competitions a player enters: Space ticks one; a full competition says so (EV-2)."""

    def set_competitions(self, counts: list[reg.CompetitionCount], keep: set[str]) -> None:
        self.clear()
        for c in counts:
            label = self.tr("%s  — full (EV-2)") % c.name if c.full else c.name
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, c.name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if c.name in keep else Qt.CheckState.Unchecked)
            self.addItem(item)
        if self.count():
            self.setCurrentRow(0)

    def items(self) -> list[QListWidgetItem]:
        return [self.item(i) for i in range(self.count())]

    def checked(self) -> list[str]:
        return [
            i.data(Qt.ItemDataRole.UserRole)
            for i in self.items()
            if i.checkState() == Qt.CheckState.Checked and i.flags() & Qt.ItemFlag.ItemIsEnabled
        ]

    def set_checked(self, name: str, on: bool = True) -> None:
        for i in self.items():
            if i.data(Qt.ItemDataRole.UserRole) == name:
                i.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def lock(self, names: tuple[str, ...]) -> None:
        """In a correction, the player's competitions are shown ticked and cannot be unticked here."""
        for i in self.items():
            if i.data(Qt.ItemDataRole.UserRole) in names:
                i.setCheckState(Qt.CheckState.Checked)
                i.setFlags(i.flags() & ~Qt.ItemFlag.ItemIsEnabled)
