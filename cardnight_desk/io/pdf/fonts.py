"""The fonts the printouts use, and which one prints each character.

Names come in many scripts. Each *script* the desk prints has a Noto font (SIL Open Font License, shipped in
``resources/fonts/`` with ``OFL.txt``): Latin (with Greek and Cyrillic) in Noto Sans, Malayalam, Gujarati,
Gurmukhi and Devanagari in their own Noto Sans faces, and the Arabic script (Urdu, Arabic, Persian names) in
Noto Naskh Arabic, each regular and bold. The *symbols* Noto Sans lacks that the desk's own words use (≥, ≤,
the minus sign −) print in Noto Sans Math, which has no bold: a bold text draws them in its regular weight. Naskh prints every Arabic-script name, Urdu ones too: Urdu readers
read Naskh (it is the print and screen style of Urdu as much as Nastaliq), an Urdu name cannot be told from
an Arabic or Persian one by its letters, and Nastaliq's letters reach more than three times the height of a
Latin line, too tall for the rows of a sheet or a list.

A text is cut into *runs*: stretches of one script, found by Unicode block. Characters every script uses
(spaces, digits, punctuation, the danda, the zero-width joiners) stay in the run they stand in, so one line
can mix scripts ("Anu / ശ്രീക്കുട്ടൻ"). Indic and Arabic runs are *shaped* with HarfBuzz (through reportlab's
``uharfbuzz`` support): conjuncts, reordered vowel signs and reph come out as a reader expects, and Arabic
letters join. Arabic-script runs read right to left: a line holding one is laid out by the bidirectional
algorithm (``bidi.py``), so "Asha / عائشہ" reads as typed.

A text is *printable* when a shipped font has every one of its characters. A character none has (an emoji,
Chinese or Tamil letters) is printed as a *placeholder*, a question mark in a box, and never stops a print:
:func:`unprintable` lists the texts that hold one, and :func:`placeholder_warning` says so in a sentence,
shown before printing.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import ShapedStr, TTFont, shapeStr, uharfbuzz

from cardnight_desk.io.pdf.bidi import MARKS, MIRRORS, has_rtl, is_rtl_letter, visual
from cardnight_desk.resources import resources_dir

FONTS_DIR = resources_dir() / "fonts"

LATIN = "latin"
ARABIC = "arabic"
SYMBOLS = "symbols"  # not a script: what a common character is printed in when the Latin font lacks it
# script -> font family file stem
FAMILIES: dict[str, str] = {
    LATIN: "NotoSans",
    "malayalam": "NotoSansMalayalam",
    "gujarati": "NotoSansGujarati",
    "gurmukhi": "NotoSansGurmukhi",
    "devanagari": "NotoSansDevanagari",
    ARABIC: "NotoNaskhArabic",
    SYMBOLS: "NotoSansMath",
}
REGULAR_ONLY = frozenset({SYMBOLS})  # families shipped without a bold face
SCRIPT_WORDS = "Latin, Malayalam, Gujarati, Gurmukhi, Devanagari, Arabic and Urdu"
_BLOCKS: tuple[tuple[int, int, str], ...] = (
    (0x0600, 0x06FF, ARABIC),
    (0x0750, 0x077F, ARABIC),  # Arabic supplement
    (0x08A0, 0x08FF, ARABIC),  # Arabic extended-A
    (0x0900, 0x097F, "devanagari"),
    (0x0A00, 0x0A7F, "gurmukhi"),
    (0x0A80, 0x0AFF, "gujarati"),
    (0x0D00, 0x0D7F, "malayalam"),
    (0x1CD0, 0x1CFF, "devanagari"),  # Vedic extensions
    (0xA8E0, 0xA8FF, "devanagari"),  # Devanagari extended
    (0xFB50, 0xFDFF, ARABIC),  # Arabic presentation forms
    (0xFE70, 0xFEFF, ARABIC),
)
# shared by the Indic scripts although coded in the Devanagari block: they stay in the run they stand in
_SHARED = frozenset({0x0964, 0x0965, 0x200C, 0x200D, 0x25CC, 0x00A0})
COMMON = "common"


PLACEHOLDER_WIDTH = 0.7  # of the size: a placeholder's box and the room around it


def placeholder_warning(items: Iterable[tuple[str, str]]) -> str:
    """What the desk says before printing texts with characters no shipped font has (``(text, characters)``
    pairs, from :func:`unprintable`); empty when there are none."""
    items = tuple(items)
    if not items:
        return ""
    listed = "; ".join(f"{text!r} ({describe_chars(chars)})" for text, chars in items)
    some = "1 name has" if len(items) == 1 else f"{len(items)} names have"
    return (
        f"{some} characters no font shipped with the desk has, printed as a question mark in a box: "
        f"{listed}. The fonts print {SCRIPT_WORDS}."
    )


def describe_chars(chars: str) -> str:
    return ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed character')}" for c in chars)


@cache
def char_script(ch: str) -> str:
    """The script a character belongs to (``common`` for spaces, digits, punctuation and marks)."""
    cp = ord(ch)
    if cp in _SHARED:
        return COMMON
    for lo, hi, script in _BLOCKS:
        if lo <= cp <= hi:
            return script
    if cp < 0x80 and not ch.isalpha():
        return COMMON
    cat = unicodedata.category(ch)
    if cat[0] in "PZN" or cat in ("Mn", "Cf", "Sk", "Sm", "Sc"):
        return COMMON
    return LATIN


@dataclass(frozen=True)
class FontFace:
    name: str  # the name registered with reportlab
    path: Path
    chars: frozenset[int]  # the font's own character map (before shaping adds private glyph codes)

    def has(self, ch: str) -> bool:
        return ord(ch) in self.chars


def font_name(script: str, bold: bool = False) -> str:
    return f"CND-{FAMILIES[script]}-{_weight(script, bold)}"


def _weight(script: str, bold: bool) -> str:
    return "Bold" if bold and script not in REGULAR_ONLY else "Regular"


@cache
def face(script: str, bold: bool = False) -> FontFace:
    """The registered font of ``script`` (registered with reportlab on first use)."""
    name = font_name(script, bold)
    path = FONTS_DIR / f"{FAMILIES[script]}-{_weight(script, bold)}.ttf"
    # Asking reportlab for a font it does not know makes it search every standard Type 1 font's metrics
    # (some 180 AFM files parsed, a third of a second): look in the registered names instead.
    if name in pdfmetrics.getRegisteredFontNames():
        font = pdfmetrics.getFont(name)
    else:
        font = TTFont(name, str(path))
        pdfmetrics.registerFont(font)
    return FontFace(name, path, frozenset(font.face.charToGlyph))


def shaping_available() -> bool:
    return uharfbuzz is not None


def runs(text: str) -> list[tuple[str, str]]:
    """``text`` cut into ``(script, part)`` runs; common characters join the run they stand in, and fall back
    to Latin where the run's font lacks them (a Malayalam font has digits but no ``@``), or to the symbols'
    font where the Latin one lacks them too (``≥``)."""
    if text.isascii():
        return [(LATIN, text)] if text else []
    return list(_runs(text))


@lru_cache(maxsize=20000)
def _runs(text: str) -> tuple[tuple[str, str], ...]:
    """:func:`runs` of a text that is not plain ASCII, kept: a name is checked, measured and drawn many times."""
    out: list[tuple[str, str]] = []
    pending = ""  # common characters seen before the first script of the text
    for ch in text:
        script = char_script(ch)
        if script == COMMON:
            if not out:
                pending += ch
                continue
            script = out[-1][0]
            if script == SYMBOLS or not face(script).has(ch):  # a symbols' run holds only what needs it
                script = _fallback(ch)
        elif pending:
            if all(face(script).has(c) for c in pending):
                out.append((script, pending))
            else:
                _extend(out, ((_fallback(c), c) for c in pending))
            pending = ""
        _extend(out, ((script, ch),))
    _extend(out, ((_fallback(c), c) for c in pending))
    return tuple(out)


def _fallback(ch: str) -> str:
    """The font of a common character its run's font lacks: Latin's, else the symbols' (else Latin's, which
    prints it as a placeholder)."""
    return SYMBOLS if not face(LATIN).has(ch) and face(SYMBOLS).has(ch) else LATIN


def _extend(out: list[tuple[str, str]], parts: Iterable[tuple[str, str]]) -> None:
    """Add ``(script, characters)`` to the runs ``out``, joining the last run when of the same script."""
    for script, part in parts:
        if out and out[-1][0] == script:
            out[-1] = (script, out[-1][1] + part)
        else:
            out.append((script, part))


def missing_chars(text: str) -> str:
    """The characters of ``text`` that no shipped font prints (empty when it prints)."""
    if text.isascii() and text.isprintable():
        return ""
    missing = []
    for stretch in _stretches(text) if has_rtl(text) else [[(ch, False) for ch in text]]:
        for script, part in runs("".join(ch for ch, _ in stretch)):
            font = face(script)
            for ch in part:
                if not font.has(ch) and ch not in missing:
                    missing.append(ch)
    return "".join(missing)


def unprintable(texts: Iterable[str | None]) -> tuple[tuple[str, str], ...]:
    """Every distinct text that cannot be printed, with its unprintable characters."""
    found: dict[str, str] = {}
    for text in texts:
        if text and text not in found:
            bad = missing_chars(text)
            if bad:
                found[text] = bad
    return tuple(found.items())


def can_print(texts: Iterable[str | None]) -> bool:
    return not unprintable(texts)


@dataclass(frozen=True)
class Piece:
    """One run ready to draw, left to right: the font, the (shaped) text, its width at size 1, and the original
    text. A *placeholder* stands for characters no font has: the drawing puts a question mark in a box."""

    font: str
    text: str
    unit_width: float
    source: str
    shaped: bool
    placeholder: bool = False

    @property
    def marked(self) -> bool:
        """Is it drawn with glyphs other than its characters (then the PDF carries the original text)?"""
        return self.shaped or self.placeholder or self.text != self.source


def _joins_box(ch: str) -> bool:
    """Does ``ch`` belong to the character before it when that is a placeholder (a combining mark, a joiner,
    a variation selector, a skin tone or a flag's tag)?"""
    cp = ord(ch)
    return (
        unicodedata.category(ch) in ("Mn", "Me", "Cf")
        or 0x1F3FB <= cp <= 0x1F3FF
        or 0xFE00 <= cp <= 0xFE0F
        or 0xE0020 <= cp <= 0xE007F
    )


def _cells(text: str) -> list[tuple[str, int]]:
    """Each character's script and, for one printed as a placeholder, the number of its box (-1 otherwise):
    an emoji with its joiners, modifiers and the emoji joined after a joiner share one box."""
    cells: list[tuple[str, int]] = []
    boxes = 0
    for script, part in runs(text):
        font = face(script)
        for ch in part:
            last = cells[-1][1] if cells else -1
            after_joiner = len(cells) > 0 and text[len(cells) - 1] == "\u200d"
            if last >= 0 and (_joins_box(ch) or (after_joiner and not font.has(ch))):
                cells.append((cells[-1][0], last))
            elif not font.has(ch):
                cells.append((script, boxes))
                boxes += 1
            else:
                cells.append((script, -1))
    return cells


def _piece(script: str, drawn: str, box: int, bold: bool, flipped: bool = False) -> Piece:
    """The piece of the characters ``drawn`` (in drawing order) of one script; ``flipped``: one character drawn
    as its mirror image."""
    name = face(script, bold).name
    if box >= 0:
        return Piece(face(LATIN, bold).name, "?", PLACEHOLDER_WIDTH, drawn, False, True)
    if flipped:
        text = MIRRORS[drawn]
        return Piece(name, text, pdfmetrics.stringWidth(text, name, 1), drawn, False)
    source = drawn
    shaped: str = drawn
    if script == ARABIC and any(map(is_rtl_letter, drawn)):
        source = drawn[::-1]  # HarfBuzz lays out a right-to-left run itself: it is handed the reading order
    if shaping_available() and (script not in (LATIN, SYMBOLS, ARABIC) or source is not drawn):
        shaped = shapeStr(source, name, 1000)
    if isinstance(shaped, ShapedStr):
        width = sum(g.x_advance for g in shaped.__shapeData__) / 1000
        return Piece(name, shaped, width, source, True)
    return Piece(name, shaped, pdfmetrics.stringWidth(shaped, name, 1), source, False)


@lru_cache(maxsize=20000)
def pieces(text: str, bold: bool = False) -> tuple[Piece, ...]:
    """``text`` as drawable runs, in the order they are drawn from left to right. Shaping does not depend on
    the size, so the result is cached per text."""
    if text.isascii() and text.isprintable():
        return (_piece(LATIN, text, -1, bold),) if text else ()
    if not has_rtl(text):
        text = "".join(ch for ch in text if ch not in MARKS)  # left to right: the isolates change nothing
        parts = runs(text)
        if all(face(script).chars.issuperset(map(ord, part)) for script, part in parts):
            # left to right, every character in its run's font: the runs are the pieces
            return tuple(_piece(script, part, -1, bold) for script, part in parts)
    return _laid_out(text, bold)


def _laid_out(text: str, bold: bool) -> tuple[Piece, ...]:
    """:func:`pieces` of any text: its :func:`_stretches`, each cut by :func:`_cut`."""
    rtl = has_rtl(text)
    return tuple(piece for stretch in _stretches(text) for piece in _cut(stretch, rtl, bold))


def _stretches(text: str) -> list[list[tuple[str, bool]]]:
    """The characters of a line in drawing order (``bidi.visual``: each with whether it is drawn as its mirror
    image), cut where an isolate's mark stands (it is not drawn). A common character joins the run of the
    script it is drawn beside."""
    out: list[list[tuple[str, bool]]] = [[]]
    for ch, flipped in visual(text):
        if ch in MARKS:
            out.append([])
        else:
            out[-1].append((ch, flipped))
    return out


def _cut(stretch: list[tuple[str, bool]], rtl: bool, bold: bool) -> list[Piece]:
    """Pieces of characters in drawing order, cut where the script or a placeholder's box changes; a mirror
    image is a piece of its own. In a line with right-to-left letters an Arabic run is also cut round its
    numbers (drawn left to right, as they stand) and its mirrored characters (HarfBuzz would mirror them as
    it lays out the run's letters right to left, whichever way they read)."""
    drawn = "".join(ch for ch, _ in stretch)
    keys = []
    for i, (cell, (ch, flipped)) in enumerate(zip(_cells(drawn), stretch, strict=True)):
        kind: object = "text"
        if flipped or (rtl and cell[0] == ARABIC and unicodedata.mirrored(ch)):
            kind = i
        elif rtl and cell[0] == ARABIC and unicodedata.bidirectional(ch) in ("EN", "AN"):
            kind = "number"
        keys.append((*cell, kind))
    out: list[Piece] = []
    start = 0
    for i in range(1, len(drawn) + 1):
        if i == len(drawn) or keys[i] != keys[start]:
            script, box, _ = keys[start]
            out.append(_piece(script, drawn[start:i], box, bold, stretch[start][1]))
            start = i
    return out


@lru_cache(maxsize=20000)
def unit_width(text: str, bold: bool = False) -> float:
    """The width of ``text`` at size 1."""
    return sum(p.unit_width for p in pieces(text, bold))


def text_width(text: str, size: float, bold: bool = False) -> float:
    return unit_width(text, bold) * size
