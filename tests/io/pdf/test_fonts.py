"""Which font prints each character, shaping, right-to-left lines, and characters printed as placeholders."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.io.pdf import fonts as pdf_fonts
from cardnight_desk.io.pdf.bidi import has_rtl
from cardnight_desk.io.pdf.fonts import (
    FONTS_DIR,
    can_print,
    missing_chars,
    pieces,
    placeholder_warning,
    runs,
    text_width,
    unprintable,
)
from tests.io.pdf.night import DEVANAGARI, GUJARATI, GURMUKHI, MALAYALAM

TAMIL = "தமிழ்செல்வி"
CHINESE = "王伟"
URDU = "عائشہ صدیقی"
ARABIC = "محمد علی"


def test_shipped_fonts_and_their_licence_are_in_resources():
    files = {p.name for p in FONTS_DIR.iterdir()}
    for script, family in pdf_fonts.FAMILIES.items():
        assert f"{family}-Regular.ttf" in files
        assert (f"{family}-Bold.ttf" in files) == (script not in pdf_fonts.REGULAR_ONLY)
    assert "SIL Open Font License" in (FONTS_DIR / "OFL.txt").read_text(encoding="utf-8")
    total = sum(p.stat().st_size for p in FONTS_DIR.iterdir())
    assert total < 4_000_000


@pytest.mark.parametrize(
    "name, script",
    [
        (MALAYALAM, "malayalam"),
        (GUJARATI, "gujarati"),
        (GURMUKHI, "gurmukhi"),
        (DEVANAGARI, "devanagari"),
        ("Zoë Ñúñez-Łukasiewicz", "latin"),
        (URDU, "arabic"),
    ],
)
def test_a_name_in_one_script_is_one_run(name, script):
    assert runs(name) == [(script, name)]


def test_one_line_can_mix_scripts():
    assert runs(f"Anu / {MALAYALAM} (3)") == [
        ("latin", "Anu / "),
        ("malayalam", f"{MALAYALAM} (3)"),
    ]
    assert runs(f"{GUJARATI} Stars") == [("gujarati", f"{GUJARATI} "), ("latin", "Stars")]


def test_leading_digits_join_the_first_script_and_unknown_punctuation_falls_back_to_latin():
    assert runs(f"12. {DEVANAGARI}") == [("devanagari", f"12. {DEVANAGARI}")]
    # the Malayalam font has no '@': it is printed in Noto Sans
    assert runs(f"{MALAYALAM}@x") == [("malayalam", MALAYALAM), ("latin", "@x")]


def test_symbols_the_latin_font_lacks_print_in_the_symbols_font():
    # the 28 sheet's reminders: "trick points ≥ bid", "bid ≤19 +1/−2"
    assert runs("points ≥ bid, ≤19 +1/−2") == [
        ("latin", "points "),
        ("symbols", "≥"),
        ("latin", " bid, "),
        ("symbols", "≤"),
        ("latin", "19 +1/"),
        ("symbols", "−"),
        ("latin", "2"),
    ]
    assert runs("≥25") == [("symbols", "≥"), ("latin", "25")] and runs("−") == [("symbols", "−")]
    assert can_print(["≥ ≤ −"]) and not any(p.placeholder for p in pieces("≥ ≤ −", bold=True))
    # a Malayalam font has the minus sign itself
    assert runs(f"{MALAYALAM} −2") == [("malayalam", f"{MALAYALAM} −2")]


def test_indic_names_are_shaped():
    for name in (MALAYALAM, GUJARATI, GURMUKHI, DEVANAGARI):
        (piece,) = pieces(name)
        assert piece.shaped, name
        # conjuncts and reordered vowel signs: the glyph run differs from the characters
        assert str(piece.text) != name
    assert not pieces("Zoë")[0].shaped


def test_shaping_narrows_a_conjunct():
    # श्री (four characters) is a single conjunct with a vowel sign once shaped: narrower than four glyphs
    shaped = text_width("श्री", 10)
    unshaped = sum(
        pdf_fonts.pdfmetrics.stringWidth(ch, pdf_fonts.face("devanagari").name, 10) for ch in "श्री"
    )
    assert shaped < unshaped


def test_printable_names():
    names = [
        MALAYALAM,
        GUJARATI,
        GURMUKHI,
        DEVANAGARI,
        "Zoë",
        "Ñúñez",
        "Ærø",
        "Ольга",
        "Σοφία",
        "O'Neill-Smith",
    ]
    assert can_print(names)
    assert unprintable(names) == ()


def test_unprintable_names_are_listed_with_their_characters():
    bad = unprintable(["Anu", TAMIL, CHINESE, "Anu", TAMIL, f"Dev {CHINESE}"])
    assert [name for name, _ in bad] == [TAMIL, CHINESE, f"Dev {CHINESE}"]
    assert missing_chars(CHINESE) == CHINESE


def test_the_warning_names_each_name_and_its_characters():
    assert placeholder_warning(unprintable(["Anu", URDU, None, "", "Zoë"])) == ""
    message = placeholder_warning(unprintable(["Anu", TAMIL, None, "", "Zoë", "Ravi 😀"]))
    assert message.startswith("2 names have characters no font shipped with the desk has")
    assert TAMIL in message and "U+0BA4 TAMIL LETTER TA" in message
    assert "U+1F600 GRINNING FACE" in message and "question mark in a box" in message
    assert "Devanagari, Arabic and Urdu" in message
    assert "\n" not in message


def test_urdu_and_arabic_names_print_in_naskh_shaped_right_to_left():
    assert can_print([URDU, ARABIC, "ڈاکٹر ٹیپو", "ژاله"])
    (piece,) = pieces(URDU)
    assert piece.font == "CND-NotoNaskhArabic-Regular" and piece.shaped and piece.source == URDU
    # joined letters: the glyphs differ from the characters, and the first letter is drawn last (rightmost)
    assert str(piece.text) != URDU
    assert pdf_fonts.face("arabic").has(URDU[0]) and str(piece.text)[-1] != URDU[0]
    assert pieces(URDU, bold=True)[0].font == "CND-NotoNaskhArabic-Bold"


def _drawn(text: str) -> list[tuple[str, str]]:
    """The pieces of ``text`` from left to right: which font each is in (by script) and what it stands for."""
    return [(p.font.split("-")[1], p.source) for p in pieces(text)]


def test_a_mixed_line_reads_as_typed():
    # a line that begins in Latin reads left to right: the Urdu name after the slash
    assert _drawn("Asha / عائشہ") == [("NotoSans", "Asha / "), ("NotoNaskhArabic", "عائشہ")]
    # one that begins in Urdu reads right to left: the Latin name is drawn on its left
    assert _drawn("عائشہ / Asha") == [("NotoSans", "Asha / "), ("NotoNaskhArabic", "عائشہ")]


def test_digits_and_brackets_in_a_right_to_left_name():
    drawn = pieces("محمد علی 12 (3)")
    # from the left: the bracket turned round, 3, the bracket, 12, then the name (its first letter rightmost)
    assert "".join(str(p.text) for p in drawn[:-1]) == "(3) 12 "
    assert drawn[-1].source == "محمد علی" and drawn[-1].shaped
    assert sorted("".join(p.source for p in drawn)) == sorted("محمد علی 12 (3)")


def test_a_character_no_font_has_is_a_placeholder():
    drawn = pieces("Zoë 😀 Ray")
    assert [(p.text, p.source, p.placeholder) for p in drawn] == [
        ("Zoë ", "Zoë ", False),
        ("?", "😀", True),
        (" Ray", " Ray", False),
    ]
    assert drawn[1].unit_width == pdf_fonts.PLACEHOLDER_WIDTH
    # an emoji made of several joined by joiners, with a skin tone, is one box; each Chinese letter is one
    family = "👨\u200d👩\u200d👧\u200d👦"
    assert [p.source for p in pieces(f"{family} 👍🏽")] == [family, " ", "👍🏽"]
    assert [p.placeholder for p in pieces(CHINESE)] == [True, True]


_ALPHABET = st.sampled_from(
    list("AZaz éÑøŁ-'.()@&0123456789")
    + [chr(c) for c in range(0x0900, 0x0980)]
    + [chr(c) for c in range(0x0A00, 0x0B00)]
    + [chr(c) for c in range(0x0D00, 0x0D80)]
    + ["\u200c", "\u200d", "\u0964", "த", "王", "😀", "\U0001f3fd", "\ufe0f", "≥", "≤", "−"]
    + list("عائشہصدیقیمحمدعلی ٹڈڑںھے،٠١٢۳")
)


@settings(max_examples=200, deadline=None)
@given(st.text(_ALPHABET, max_size=30))
def test_runs_cover_the_text_and_each_run_prints_in_its_font(text):
    parts = runs(text)
    assert "".join(part for _, part in parts) == text
    assert all(a[0] != b[0] for a, b in zip(parts, parts[1:], strict=False))
    covered = all(pdf_fonts.face(script).has(ch) for script, part in parts for ch in part)
    if not has_rtl(text):  # else the runs are those of its characters in drawing order, found below
        assert covered == (missing_chars(text) == "")
    # every character is drawn once, in some piece, and a placeholder stands for each missing one
    drawn = pieces(text)
    assert sorted("".join(p.source for p in drawn)) == sorted(text)
    assert all(p.source[0] in missing_chars(text) for p in drawn if p.placeholder)
    assert any(p.placeholder for p in drawn) == (missing_chars(text) != "")


@settings(max_examples=200, deadline=None)
@given(st.text(_ALPHABET, max_size=30), st.booleans())
def test_a_left_to_right_text_every_font_prints_is_drawn_as_its_runs(text, bold):
    # such a text takes a short way to its pieces: the same as the full layout's
    assert pieces.__wrapped__(text, bold) == pdf_fonts._laid_out(text, bold)


FIRST_PRINT = r"""
import io, json, sys
from reportlab.pdfbase import pdfmetrics

parsed = []
real = pdfmetrics.parseAFMFile
pdfmetrics.parseAFMFile = lambda *a, **k: parsed.append(a) or real(*a, **k)
from cardnight_desk.io.pdf.score_sheets import build_score_sheets
from tests.io.pdf.night import night_round

pages = build_score_sheets(night_round("rummy", tables=3, per_table=6), io.BytesIO())
loaded = sorted(m for m in ("reportlab.graphics", "reportlab.platypus", "networkx") if m in sys.modules)
print(json.dumps({"pages": pages, "afm": len(parsed), "loaded": loaded}))
"""


def test_the_first_print_reads_only_the_shipped_fonts():
    """A first print in a fresh process parses no standard-font metrics (reportlab searches some 180 AFM
    files when asked for a font it does not know) and loads no graphics or drawing library it does not use."""
    import json
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PRINT], cwd=root, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found == {"pages": 3, "afm": 0, "loaded": []}
