"""Right-to-left text on a line: the embedding *levels* of a name's characters and the order they are drawn in.

Names in Arabic script (Urdu, Arabic, Persian) are written right to left; digits in them and names in Latin
or Indic script are written left to right; a line may hold both ("Asha / عائشہ"). This is the Unicode
bidirectional algorithm (UAX #9) for one line of plain text, without explicit embeddings or isolates, which
names do not hold:

- the line's *base level* is 0 (left to right) unless its first strong letter is right to left (then 1);
- each character gets a *level*: even is left to right, odd right to left (rules W1-W7, N1-N2, I1-I2, L1);
- the drawn order reverses every stretch at or above each level, highest first (rule L2).

The drawing keeps a stretch of one level and one font together: shaping (``fonts.py``) orders an Arabic
stretch's glyphs itself, and :func:`visual_order` orders the stretches.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

STRONG_RTL = frozenset({"R", "AL"})
NEUTRAL = frozenset({"B", "S", "WS", "ON", "BN"})
_MIRRORED = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))


def has_rtl(text: str) -> bool:
    """Does ``text`` hold a right-to-left letter (or an Arabic number)?"""
    return any(unicodedata.bidirectional(ch) in ("R", "AL", "AN") for ch in text)


def base_level(classes: Sequence[str]) -> int:
    for cls in classes:
        if cls == "L":
            return 0
        if cls in STRONG_RTL:
            return 1
    return 0


def levels(text: str) -> list[int]:
    """The embedding level of each character of one line of ``text``."""
    original = [unicodedata.bidirectional(ch) or "L" for ch in text]
    base = base_level(original)
    sos = "R" if base else "L"
    types = list(original)
    # W1: a combining mark takes the type of what it marks
    for i, t in enumerate(types):
        if t == "NSM":
            types[i] = types[i - 1] if i else sos
    # W2, W3: European digits after an Arabic letter are Arabic numbers; Arabic letters are right to left
    strong = sos
    for i, t in enumerate(types):
        if t in ("L", "R", "AL"):
            strong = t
        elif t == "EN" and strong == "AL":
            types[i] = "AN"
    types = ["R" if t == "AL" else t for t in types]
    # W4: one separator between two numbers of a kind joins them
    for i in range(1, len(types) - 1):
        before, t, after = types[i - 1], types[i], types[i + 1]
        if before == after == "EN" and t in ("ES", "CS") or before == after == "AN" and t == "CS":
            types[i] = before
    # W5: terminators (%, currency) next to European digits are digits
    for i, t in enumerate(types):
        if t == "ET":
            j = i
            while j < len(types) and types[j] == "ET":
                j += 1
            if (i and types[i - 1] == "EN") or (j < len(types) and types[j] == "EN"):
                for k in range(i, j):
                    types[k] = "EN"
    # W6: other separators and terminators are neutral
    types = ["ON" if t in ("ES", "ET", "CS") else t for t in types]
    # W7: European digits after a left-to-right letter are left to right
    strong = sos
    for i, t in enumerate(types):
        if t in ("L", "R"):
            strong = t
        elif t == "EN" and strong == "L":
            types[i] = "L"
    # N1, N2: neutrals between two of one direction take it (numbers count as right to left); else the base
    i = 0
    while i < len(types):
        if types[i] not in NEUTRAL:
            i += 1
            continue
        j = i
        while j < len(types) and types[j] in NEUTRAL:
            j += 1
        before = _direction(types[i - 1]) if i else sos
        after = _direction(types[j]) if j < len(types) else sos
        fill = before if before == after else sos
        for k in range(i, j):
            types[k] = fill
        i = j
    # I1, I2
    out = []
    for t in types:
        if base == 0:
            out.append({"L": 0, "R": 1}.get(t, 2))
        else:
            out.append({"R": 1}.get(t, 2))
    # L1: white space at the end of the line is at the base level
    k = len(text)
    while k and original[k - 1] in ("WS", "S", "BN"):
        k -= 1
        out[k] = base
    return out


def _direction(t: str) -> str:
    return "L" if t == "L" else "R"


def visual_order(items: Sequence[T], item_levels: Sequence[int]) -> list[T]:
    """``items`` (stretches of one level, in reading order) in the order they are drawn, left to right."""
    order = list(range(len(items)))
    top = max(item_levels, default=0)
    lowest_odd = min((lv for lv in item_levels if lv % 2), default=top + 1)
    for level in range(top, lowest_odd - 1, -1):
        i = 0
        while i < len(order):
            if item_levels[order[i]] < level:
                i += 1
                continue
            j = i
            while j < len(order) and item_levels[order[j]] >= level:
                j += 1
            order[i:j] = reversed(order[i:j])
            i = j
    return [items[i] for i in order]


def mirrored(text: str) -> str:
    """``text`` drawn right to left without shaping: its characters reversed, brackets turned round."""
    return "".join(_MIRRORED.get(ch, ch) for ch in reversed(text))
