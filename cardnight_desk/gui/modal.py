"""Asking with a modal dialog: shown until it is answered, then deleted.

A dialog asked with ``exec()`` stays a hidden child of the window that asked, unless it is deleted. Kept, every
question the desk ever asked would stay in memory until the window closes, and then be torn down in whatever
order Python finalises its objects: a dialog whose signals call back into it (a lambda that holds the dialog)
was then deleted twice as the desk quit, which aborted the process ("shared QObject was deleted directly",
heap corruption). So each dialog is deleted once the event loop next runs, after its answer has been read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QWidget


def ask(dialog: QDialog) -> int:
    """Show ``dialog`` until it is answered, and give what it answered (its result; for a message box, the
    standard button pressed). What the dialog holds can still be read until the event loop next runs, when it
    is deleted."""
    try:
        return dialog.exec()
    finally:
        dialog.deleteLater()


def answered(dialog: QDialog) -> bool:
    """Show ``dialog`` until it is answered (:func:`ask`): was it accepted?"""
    return ask(dialog) == QDialog.DialogCode.Accepted


Dialog = TypeVar("Dialog", bound=QDialog)
Value = TypeVar("Value")


def answer(dialog: Dialog, value: Callable[[Dialog], Value]) -> tuple[Value, bool]:
    """Show ``dialog`` until it is answered (:func:`ask`): what it holds (read by ``value``), and was it
    accepted? (A dialog's ``get_x(parent, ...) -> (value, accepted)``.)"""
    accepted = answered(dialog)
    return value(dialog), accepted


def ok_cancel(dialog: QDialog, on_ok: Callable[[], None] | None = None) -> QDialogButtonBox:
    """OK and Cancel for ``dialog``: Cancel rejects it; OK accepts it, or calls ``on_ok`` where what was typed
    is checked first (``on_ok`` accepts the dialog, or says what is wrong and leaves it open)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(on_ok or dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def confirm(parent: QWidget | None, title: str, text: str, action: str) -> bool:
    """Ask before anything is taken away; the default answer is No."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, parent)
    yes = box.addButton(action, QMessageBox.ButtonRole.DestructiveRole)
    no = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(no)
    ask(box)
    return box.clickedButton() is yes
