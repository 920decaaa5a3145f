"""The dialog choosing the desk's language, loaded when it is first opened (the window's start needs none of its
widgets); :func:`cardnight_desk.gui.i18n.choose_language` hands it the languages to list and remembers the
choice."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from cardnight_desk.gui.modal import answer, ok_cancel


class LanguageDialog(QDialog):
    """Choose the desk's language among ``languages`` (code -> the language's name, in the order listed); it is
    used from the next start."""

    def __init__(self, languages: Mapping[str, str], current: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Language"))
        self.combo = QComboBox()
        for code, name in languages.items():
            self.combo.addItem(name, code)
        self.combo.setCurrentIndex(max(self.combo.findData(current), 0))
        label = QLabel(self.tr("&Language of the desk"))
        label.setBuddy(self.combo)
        note = QLabel(
            self.tr(
                "The desk shows the new language the next time it starts: close it and open it again. "
                "Words not translated yet are shown in English."
            )
        )
        note.setWordWrap(True)
        self.buttons = ok_cancel(self)
        form = QFormLayout()
        form.addRow(label, self.combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)

    def language(self) -> str:
        return str(self.combo.currentData())

    @classmethod
    def get_language(
        cls, languages: Mapping[str, str], current: str, parent: QWidget | None = None
    ) -> tuple[str, bool]:
        """Ask for the desk's language (``current`` chosen to start with)."""
        return answer(cls(languages, current, parent), cls.language)
