"""Right-to-left text on a line: the embedding *levels* of a name's characters and the order they are drawn in.

Names in Arabic script (Urdu, Arabic, Persian) are written right to left; digits in them and names in Latin
or Indic script are written left to right; a line may hold both ("Asha / عائشہ"). This is the Unicode
bidirectional algorithm (UAX #9) for one line of plain text, with *isolates* and without explicit embeddings
or overrides, which names do not hold:

- the line's *base level* is 0 (left to right) unless its first strong letter outside isolates is right to
  left (then 1);
- each character gets a *level*: even is left to right, odd right to left (rules W1-W7, N1-N2, I1-I2, L1);
- an *isolate* (a text between FSI, LRI or RLI and its PDI, rules X5a-X5c, X6a) is laid out on its own, one
  embedding level up, in its own direction (FSI: its first strong letter's), and counts to the line around it
  as one neutral character: a name put in a line with :func:`isolate` reads in its own order, and the line in
  its own ("4 محمد عمران (Tigers)", not "4 (Tigers) محمد عمران");
- the drawn order reverses every stretch at or above each level, highest first (rule L2).

The drawing keeps a stretch of one level and one font together: shaping (``fonts.py``) orders an Arabic
stretch's glyphs itself, and :func:`visual_order` orders the stretches. The isolates' marks are not drawn.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

STRONG_RTL = frozenset({"R", "AL"})
FSI, LRI, RLI, PDI = "\u2068", "\u2066", "\u2067", "\u2069"
INITIATORS = frozenset({FSI, LRI, RLI})
MARKS = INITIATORS | {PDI}  # the isolates' marks: they order the line, and are not drawn
_HOLE = "\ufffc"  # an isolate as the line around it sees it: one neutral character (OBJECT REPLACEMENT)
NEUTRAL = frozenset({"B", "S", "WS", "ON", "BN"})
_MIRRORED = dict(zip("()[]{}<>«»‹›", ")(][}{><»«›‹", strict=True))


def isolate(text: str) -> str:
    """``text`` (a name) as an isolate, to be put in a line with other words: it reads in its own direction,
    and the line around it in the line's own."""
    return f"{FSI}{text}{PDI}" if text else text


def has_rtl(text: str) -> bool:
    """Does ``text`` hold a right-to-left letter (or an Arabic number), or an isolate laid out right to left?"""
    return RLI in text or any(unicodedata.bidirectional(ch) in ("R", "AL", "AN") for ch in text)


def _isolates(text: str) -> list[tuple[int, int]]:
    """The outermost isolates of ``text``: (index of the initiator, index of its PDI, or the text's length
    when it has none)."""
    found: list[tuple[int, int]] = []
    depth, start = 0, 0
    for i, ch in enumerate(text):
        if ch in INITIATORS:
            if depth == 0:
                start = i
            depth += 1
        elif ch == PDI and depth:
            depth -= 1
            if depth == 0:
                found.append((start, i))
    if depth:
        found.append((start, len(text)))
    return found


def _first_strong(text: str) -> int | None:
    """The direction of ``text``'s first strong letter outside its isolates (rules P2, P3): 0, 1 or None."""
    depth = 0
    for ch in text:
        if ch in INITIATORS:
            depth += 1
        elif ch == PDI:
            depth = max(0, depth - 1)
        elif depth == 0:
            cls = unicodedata.bidirectional(ch)
            if cls == "L":
                return 0
            if cls in STRONG_RTL:
                return 1
    return None


def levels(text: str, embedding: int | None = None) -> list[int]:
    """The level of each character of one line of ``text``; ``embedding``: the level it is laid out at (an
    isolate's), else the line's base level. An isolate's marks get the level of the text around them."""
    if embedding is None:
        embedding = _first_strong(text) or 0
    spans = _isolates(text)
    if not spans:
        return _flat_levels(text, embedding)
    outer, at = [], 0
    for start, end in spans:
        outer.append(text[at:start] + _HOLE)
        at = end + 1
    outer.append(text[at:])
    around = _flat_levels("".join(outer), embedding)
    out: list[int] = []
    at = 0  # in the text around the isolates
    prev = 0
    for start, end in spans:
        out += around[at : at + start - prev]
        at += start - prev
        mark = around[at]  # the isolate's marks are neutrals of the line around it
        at += 1
        inner = text[start + 1 : end]
        rtl = text[start] == RLI or (text[start] == FSI and _first_strong(inner) == 1)
        level = embedding + 1 + (embedding % 2 == rtl)  # the least odd (or even) level above
        out += [mark, *levels(inner, level)]
        if end < len(text):
            out.append(mark)
        prev = end + 1
    out += around[at:]
    return out


def _flat_levels(text: str, embedding: int) -> list[int]:
    """The levels of a text without isolates (an isolate's place taken by a neutral) laid out at level
    ``embedding``: resolved as at the base level of its parity, then raised."""
    raised = embedding - embedding % 2
    return [level + raised for level in _base_levels(text, embedding % 2)]


def _base_levels(text: str, base: int) -> list[int]:
    """The level of each character of a text without isolates on a line of base level ``base`` (0 or 1)."""
    original = [unicodedata.bidirectional(ch) or "L" for ch in text]
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
