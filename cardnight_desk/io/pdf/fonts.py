"""The fonts the printouts use, and which one prints each character.

Names come in many scripts. Each *script* the desk prints has a Noto font (SIL Open Font License, shipped in
``resources/fonts/`` with ``OFL.txt``): Latin (with Greek and Cyrillic) in Noto Sans, and Malayalam,
Gujarati, Gurmukhi and Devanagari in their own Noto Sans faces, each regular and bold.

A text is cut into *runs*: stretches of one script, found by Unicode block. Characters every script uses
(spaces, digits, punctuation, the danda, the zero-width joiners) stay in the run they stand in, so one line
can mix scripts ("Anu / ശ്രീക്കുട്ടൻ"). Indic runs are *shaped* with HarfBuzz (through reportlab's
``uharfbuzz`` support): conjuncts, reordered vowel signs and reph come out as a reader expects.

A text is *printable* when a shipped font has every one of its characters. :func:`unprintable` lists the
texts that are not, and :func:`ensure_printable` raises :class:`UnprintableNames` before anything is drawn.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import ShapedStr, TTFont, shapeStr, uharfbuzz

from cardnight_desk.resources import resources_dir

FONTS_DIR = resources_dir() / "fonts"

LATIN = "latin"
# script -> font family file stem
FAMILIES: dict[str, str] = {
    LATIN: "NotoSans",
    "malayalam": "NotoSansMalayalam",
    "gujarati": "NotoSansGujarati",
    "gurmukhi": "NotoSansGurmukhi",
    "devanagari": "NotoSansDevanagari",
}
_BLOCKS: tuple[tuple[int, int, str], ...] = (
    (0x0900, 0x097F, "devanagari"),
    (0x0A00, 0x0A7F, "gurmukhi"),
    (0x0A80, 0x0AFF, "gujarati"),
    (0x0D00, 0x0D7F, "malayalam"),
    (0x1CD0, 0x1CFF, "devanagari"),  # Vedic extensions
    (0xA8E0, 0xA8FF, "devanagari"),  # Devanagari extended
)
# shared by the Indic scripts although coded in the Devanagari block: they stay in the run they stand in
_SHARED = frozenset({0x0964, 0x0965, 0x200C, 0x200D, 0x25CC, 0x00A0})
COMMON = "common"


class UnprintableNames(ValueError):
    """Some texts have characters no shipped font can print. ``items`` pairs each text with those characters."""

    def __init__(self, items: Iterable[tuple[str, str]]):
        self.items = tuple(items)
        listed = "; ".join(f"{text!r} ({describe_chars(chars)})" for text, chars in self.items)
        super().__init__(
            f"{len(self.items)} name(s) cannot be printed, because no font shipped with the desk has "
            f"their characters: {listed}. Correct the spelling, or write the name in a supported script "
            f"(Latin, Malayalam, Gujarati, Gurmukhi, Devanagari)."
        )

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(text for text, _ in self.items)


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
    return f"CND-{FAMILIES[script]}-{'Bold' if bold else 'Regular'}"


@cache
def face(script: str, bold: bool = False) -> FontFace:
    """The registered font of ``script`` (registered with reportlab on first use)."""
    name = font_name(script, bold)
    path = FONTS_DIR / f"{FAMILIES[script]}-{'Bold' if bold else 'Regular'}.ttf"
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
    to Latin where the run's font lacks them (a Malayalam font has digits but no ``@``)."""
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
            if script != LATIN and not face(script).has(ch):
                script = LATIN
        elif pending:
            out.append((script if all(face(script).has(c) for c in pending) else LATIN, pending))
            pending = ""
        if out and out[-1][0] == script:
            out[-1] = (script, out[-1][1] + ch)
        else:
            out.append((script, ch))
    if pending:
        out.append((LATIN, pending))
    return tuple(out)


def missing_chars(text: str) -> str:
    """The characters of ``text`` that no shipped font prints (empty when it prints)."""
    if text.isascii() and text.isprintable():
        return ""
    missing = []
    for script, part in runs(text):
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


def ensure_printable(texts: Iterable[str | None]) -> None:
    """Raise :class:`UnprintableNames` listing every text a shipped font cannot print."""
    bad = unprintable(texts)
    if bad:
        raise UnprintableNames(bad)


@dataclass(frozen=True)
class Piece:
    """One run ready to draw: the font, the (shaped) text, its width at size 1, and the original text."""

    font: str
    text: str
    unit_width: float
    source: str
    shaped: bool


@lru_cache(maxsize=20000)
def pieces(text: str, bold: bool = False) -> tuple[Piece, ...]:
    """``text`` as drawable runs. Shaping does not depend on the size, so the result is cached per text."""
    out: list[Piece] = []
    for script, part in runs(text):
        name = face(script, bold).name
        shaped: str = part
        if script != LATIN and shaping_available():
            shaped = shapeStr(part, name, 1000)
        if isinstance(shaped, ShapedStr):
            width = sum(g.x_advance for g in shaped.__shapeData__) / 1000
            out.append(Piece(name, shaped, width, part, True))
        else:
            out.append(Piece(name, part, pdfmetrics.stringWidth(part, name, 1), part, False))
    return tuple(out)


@lru_cache(maxsize=20000)
def unit_width(text: str, bold: bool = False) -> float:
    """The width of ``text`` at size 1."""
    return sum(p.unit_width for p in pieces(text, bold))


def text_width(text: str, size: float, bold: bool = False) -> float:
    return unit_width(text, bold) * size
