"""Right-to-left text on a line: the order its characters are drawn in, laid out by ``python-bidi``.

Names in Arabic script (Urdu, Arabic, Persian) are written right to left; digits in them and names in Latin
or Indic script are written left to right; a line may hold both ("Asha / عائشہ"). The order of such a line
is Unicode's bidirectional algorithm (UAX #9), which python-bidi applies in full (the unicode-bidi crate):
:func:`visual` asks it for the line's characters in drawing order.

- An *isolate* (a text between FSI and PDI) is laid out on its own, in its own direction, and counts to the
  line around it as one neutral character: a name put in a line with :func:`isolate` reads in its own order,
  and the line in its own ("4 محمد عمران (Tigers)", not "4 (Tigers) محمد عمران"). The isolates' *marks*
  order the line and are not drawn.
- A *mirrored* character (a bracket, ``<``, ``≤``) laid out right to left is drawn as its mirror image, so
  that "(3)" in an Urdu name still opens towards the 3 (rule L4). python-bidi 0.6 orders a line but leaves
  mirroring to the drawing, and does not say which characters it laid out right to left: :func:`visual` asks by
  laying the line out again with a combining accent (a *marker*, one of its own for each) after each
  mirrored character. The algorithm gives an accent its character's direction and changes no one else's, so
  the marker is drawn on its character's right when that reads left to right, and on its left when it reads
  right to left.

The drawing (``fonts.py``) shapes an Arabic stretch with HarfBuzz, which lays out a right-to-left run by
itself: it is handed that stretch back in reading order.
"""

from __future__ import annotations

import unicodedata

from bidi import get_display

FSI, LRI, RLI, PDI = "\u2068", "\u2066", "\u2067", "\u2069"
MARKS = frozenset({FSI, LRI, RLI, PDI})  # the isolates' marks: they order the line, and are not drawn
MIRRORS = dict(zip("()[]{}<>«»‹›≤≥", ")(][}{><»«›‹≥≤", strict=True))  # each character's mirror image
_MARKERS = tuple(chr(cp) for cp in range(0x0300, 0x0370))  # the combining diacritical marks: class NSM


def isolate(text: str) -> str:
    """``text`` (a name) as an isolate, to be put in a line with other words: it reads in its own direction,
    and the line around it in the line's own."""
    return f"{FSI}{text}{PDI}" if text else text


def has_rtl(text: str) -> bool:
    """Does ``text`` hold a right-to-left letter (or an Arabic number), or an isolate laid out right to left?"""
    return RLI in text or any(unicodedata.bidirectional(ch) in ("R", "AL", "AN") for ch in text)


def is_rtl_letter(ch: str) -> bool:
    return unicodedata.bidirectional(ch) in ("R", "AL")


def visual(text: str) -> list[tuple[str, bool]]:
    """The characters of one line of ``text`` in the order they are drawn, left to right, each with whether it
    is drawn as its mirror image (a character of :data:`MIRRORS` laid out right to left); the isolates' marks
    are kept, where python-bidi puts them."""
    shown = get_display(text)
    probed = [i for i, ch in enumerate(text) if ch in MIRRORS]
    markers = [m for m in _MARKERS if m not in text]
    if not probed or not markers or not has_rtl(text):
        return [(ch, False) for ch in shown]
    flipped: set[int] = set()
    for start in range(0, len(probed), len(markers)):
        flipped |= _right_to_left(text, shown, probed[start : start + len(markers)], markers)
    return [(ch, i in flipped) for i, ch in enumerate(shown)]


def _right_to_left(text: str, shown: str, probed: list[int], markers: list[str]) -> set[int]:
    """Which of the characters at ``probed`` python-bidi lays out right to left, as their places in ``shown``
    (the drawn order of ``text``): each is followed by a marker of its own, drawn on its left when it reads
    right to left."""
    marked = list(text)
    for marker, i in zip(markers, probed, strict=False):
        marked[i] += marker
    used = frozenset(markers[: len(probed)])
    drawn: list[str] = []  # the characters drawn so far, markers left out
    read: set[int] = set()  # the places of those whose marker has been seen
    found: set[int] = set()
    before = False  # a marker was just seen on the left of its character
    for ch in get_display("".join(marked)):
        if ch not in used:
            if before:
                found.add(len(drawn))
                read.add(len(drawn))
                before = False
            drawn.append(ch)
        elif drawn and drawn[-1] in MIRRORS and len(drawn) - 1 not in read:
            read.add(len(drawn) - 1)  # the marker on its character's right: it reads left to right
        else:
            before = True
    # the markers change no other character's place (were it otherwise, the answer would not be trusted)
    return found if "".join(drawn) == shown else set()
