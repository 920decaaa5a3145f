"""The password of an event's database server at the desk: set aside from the address it was given in, and
asked for when the server asks for one that neither ``PGPASSWORD`` nor PostgreSQL's password file gives. What
is given or typed is kept in memory until the desk closes (``store/passwords.py``): the desk opens, keeps and
shows the address without it, and never saves it."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout, QWidget

from cardnight_desk.gui.app_settings import without_password
from cardnight_desk.gui.modal import answered, ok_cancel


class PasswordDialog(QDialog):
    def __init__(self, address: str, refused: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Database password"))
        asking = (
            self.tr("The database server refused that password. Type it again for %s:")
            if refused
            else self.tr("The database server asks for a password for %s:")
        )
        question = QLabel(asking % address)
        question.setWordWrap(True)
        self.password_edit = QLineEdit()
        self.password_edit.setObjectName("passwordEdit")
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        kept = QLabel(
            self.tr(
                "The desk keeps it until it closes, and never saves it. To be asked no more, put it in your "
                "PostgreSQL password file (~/.pgpass)."
            )
        )
        kept.setWordWrap(True)
        kept.setStyleSheet("color: #616161")
        self.buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(self.password_edit)
        layout.addWidget(kept)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)

    @classmethod
    def get_password(cls, parent: QWidget | None, address: str, refused: bool = False) -> tuple[str, bool]:
        """The password typed for the server at ``address`` (shown without a password), and whether it was
        given (OK) rather than cancelled; ``refused``: the server refused the one given before."""
        dialog = cls(address, refused, parent)
        if not answered(dialog):
            return "", False
        return dialog.password_edit.text(), True


def set_aside(target: str) -> str:
    """The event's address without its password; a password it held is kept for the run."""
    bare = without_password(target)
    if bare != target:
        from cardnight_desk.store import passwords

        try:
            given = passwords.given(target)
            if given:
                passwords.keep(bare, given)
        except Exception:  # noqa: BLE001 - an address the store cannot use: it says why as it opens it
            pass
    return bare


def ask_for(parent: QWidget | None, target: str) -> bool:
    """The server of ``target`` asks for a password: ask for it (saying so when it refused the one kept) and
    keep it. False when the person cancelled."""
    from cardnight_desk.store import passwords

    refused = passwords.kept(target)
    passwords.forget(target)
    password, given = PasswordDialog.get_password(parent, without_password(target), refused)
    if given:
        passwords.keep(target, password)
    return given
