"""Plain text put into Qt's rich text (the boards, the moves sheet, the rules in force).

:func:`escape` does what ``html.escape`` does. The ``html`` package is not used for it: importing it builds its
table of 2,000 named entities (about a third of a MiB kept for the life of the desk), and the desk only ever
needs the five characters below.
"""

from __future__ import annotations

_ENTITIES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_QUOTES = (('"', "&quot;"), ("'", "&#x27;"))


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and, when ``quote``, both quotes) written as entities."""
    for char, entity in _ENTITIES + _QUOTES if quote else _ENTITIES:
        text = text.replace(char, entity)
    return text
