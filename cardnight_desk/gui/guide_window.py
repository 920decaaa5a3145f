"""The user guide, offline: the desk's Help menu shows ``resources/docs/user-guide.md`` (and the other guides it
links to) in a window of its own, read from the files that ship with the desk.

Qt reads the guides as Markdown. Two things it does not do are done here once a guide is loaded: its headings
get the anchors a Markdown page gives them (``#the-players-page``), so the contents' links scroll to them, and
its pictures are shown no wider than the window."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextCharFormat, QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from cardnight_desk.resources import resources_dir

GUIDE = "user-guide.md"
IMAGE_MARGIN = 40  # room left beside a picture shown at the window's width
WINDOW_FRAME = 40  # the window's margins and the guide's scroll bar


def docs_dir() -> Path:
    """Where the guides are: ``resources/docs``."""
    return resources_dir() / "docs"


def heading_anchor(title: str) -> str:
    """The anchor a Markdown page gives a heading: lower case, spaces as hyphens, punctuation dropped (letters
    and digits of every script kept): "The players' page" -> ``the-players-page``."""
    kept = "".join(ch for ch in title.strip().lower() if ch in " -_" or unicodedata.category(ch)[0] in "LNM")
    return re.sub(r" ", "-", kept)


def mark_headings(document: QTextDocument) -> list[str]:
    """Give each heading of ``document`` its anchor; returns them in order."""
    anchors = []
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0 and block.text().strip():
            anchor = heading_anchor(block.text())
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor)
            named = QTextCharFormat()
            named.setAnchor(True)
            named.setAnchorNames([anchor])
            cursor.mergeCharFormat(named)
            anchors.append(anchor)
        block = block.next()
    return anchors


def fit_images(document: QTextDocument, width: float) -> None:
    """Show every picture of ``document`` at its own size, or ``width`` wide if it is wider, keeping its
    proportions."""
    block = document.begin()
    while block.isValid():
        table = QTextCursor(block).currentTable()  # pictures side by side share the width
        room = width / table.columns() if table is not None else width
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            form = fragment.charFormat()
            if form.isImageFormat():
                image = form.toImageFormat()
                picture = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(image.name()))
                size = picture.size() if picture is not None and hasattr(picture, "size") else None
                shown = min(float(size.width()), room) if size is not None and size.width() > 0 else 0.0
                if shown and shown != image.width():
                    scaled = QTextImageFormat(image)
                    scaled.setWidth(shown)
                    scaled.setHeight(size.height() * shown / size.width())
                    cursor = QTextCursor(document)
                    cursor.setPosition(fragment.position())
                    cursor.setPosition(
                        fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
                    )
                    cursor.setCharFormat(scaled)
            it += 1
        block = block.next()


class GuideBrowser(QTextBrowser):
    """A guide, with its headings' anchors and its pictures fitted once it is loaded."""

    def doSetSource(self, name: QUrl, type: QTextDocument.ResourceType) -> None:  # noqa: A002 (Qt's name)
        fragment = name.fragment()
        same_page = not name.path() and fragment
        if same_page:
            self.scrollToAnchor(fragment)
            return
        super().doSetSource(name, type)
        mark_headings(self.document())
        self.fit_images()
        if fragment:
            self.scrollToAnchor(fragment)

    def fit_images(self) -> None:
        # once, as the guide is loaded (sizes changed after it is laid out put its anchors out of step): the
        # width of the window it is in, before that window has shown
        room = max(self.viewport().width(), self.window().width() - WINDOW_FRAME)
        fit_images(self.document(), max(200, room - IMAGE_MARGIN))


class GuideWindow(QDialog):
    """The guide, with its links followed inside the window (another guide) or in the browser (a web page)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Card Night Desk — user guide"))
        self.resize(900, 680)
        self.browser = GuideBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setSearchPaths([str(docs_dir()), str(resources_dir().parent)])
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        self.back = back = buttons.addButton(self.tr("&Back"), QDialogButtonBox.ButtonRole.ActionRole)
        back.clicked.connect(self.browser.backward)
        self.browser.backwardAvailable.connect(back.setEnabled)
        back.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.browser.setSource(QUrl.fromLocalFile(str(docs_dir() / GUIDE)))
