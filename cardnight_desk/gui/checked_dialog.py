"""A dialog whose OK first checks what was typed: what is wrong is said in the dialog's red line and the field to
put right gets the focus, the dialog staying open with everything typed; when nothing is wrong, OK accepts it.

The dialog lays out its own fields, then its ``error_label`` and its ``buttons`` (OK and Cancel) where it wants
them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QWidget

from cardnight_desk.gui.message_colours import ERROR_STYLE, coloured_label
from cardnight_desk.gui.modal import ok_cancel

Mistake = tuple[str, QWidget | None]  # what is wrong, and the field to put it right in (None: no one field)


class CheckedDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.error_label = coloured_label(ERROR_STYLE)
        self.buttons = ok_cancel(self, self._accept)

    def mistake(self) -> Mistake | None:
        """What is wrong with what was typed, or None when the dialog may close."""
        return None

    def refuse(self, text: str, field: QWidget | None = None) -> None:
        """Say what is wrong and put the focus where it is put right; the dialog stays open."""
        self.error_label.setText(text)
        self.error_label.show()
        if field is not None:
            field.setFocus()

    def _accept(self) -> None:
        found = self.mistake()
        if found is None:
            self.accept()
        else:
            self.refuse(*found)
