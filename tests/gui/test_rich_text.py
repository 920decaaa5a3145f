"""Plain text put into Qt's rich text is escaped as ``html.escape`` escapes it (gui.rich_text)."""

from __future__ import annotations

import html

import pytest

from cardnight_desk.gui.rich_text import escape

TEXTS = [
    "",
    "Asha & Ravi",
    "<b>not bold</b>",
    "Team \"Aces\" 'n' Kings",
    "&amp; stays as typed: &amp;amp;",
    "राम <> ਸਿੰਘ & മോഹൻ",
    "a > b < c",
]


@pytest.mark.parametrize("text", TEXTS)
def test_escape_writes_what_html_escape_writes(text):
    assert escape(text) == html.escape(text)
    assert escape(text, quote=False) == html.escape(text, quote=False)


def test_escaped_names_read_as_typed_in_rich_text():
    from PySide6.QtGui import QTextDocument

    name = '<Asha> & "Ravi"'
    doc = QTextDocument()
    doc.setHtml("<b>" + escape(name) + "</b>")
    assert doc.toPlainText() == name
