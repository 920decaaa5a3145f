"""A name shown among other words in the desk's lists and messages, *isolated*: put between Unicode's FIRST STRONG
ISOLATE and POP DIRECTIONAL ISOLATE, which Qt's text layout follows, it reads in its own direction and the
words around it in theirs. Without it an Urdu name draws the number and the commas after it into its
right-to-left run: "محمد عمران (1), عائشہ صدیقی (2)" showed as "(2) عائشہ صدیقی ,(1) محمد عمران".

A name without a right-to-left letter reads the same either way in the desk's left-to-right lines, and is
left as it is."""

from __future__ import annotations

from cardnight_desk.io.pdf.bidi import has_rtl, isolate


def isolated(name: str) -> str:
    """``name`` ready to be put in a line with other words."""
    return isolate(name) if has_rtl(name) else name
