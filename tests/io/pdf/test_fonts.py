"""Which font prints each character, shaping, and names that cannot be printed."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.io.pdf import fonts as pdf_fonts
from cardnight_desk.io.pdf.fonts import (
    FONTS_DIR,
    UnprintableNames,
    can_print,
    ensure_printable,
    missing_chars,
    pieces,
    runs,
    text_width,
    unprintable,
)
from tests.io.pdf.night import DEVANAGARI, GUJARATI, GURMUKHI, MALAYALAM

TAMIL = "தமிழ்செல்வி"
CHINESE = "王伟"


def test_shipped_fonts_and_their_licence_are_in_resources():
    files = {p.name for p in FONTS_DIR.iterdir()}
    for family in pdf_fonts.FAMILIES.values():
        assert {f"{family}-Regular.ttf", f"{family}-Bold.ttf"} <= files
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


def test_ensure_printable_raises_a_message_a_volunteer_can_act_on():
    with pytest.raises(UnprintableNames) as err:
        ensure_printable(["Anu", TAMIL, None, "", "Zoë"])
    assert err.value.names == (TAMIL,)
    message = str(err.value)
    assert TAMIL in message and "U+0BA4 TAMIL LETTER TA" in message
    assert "Malayalam, Gujarati, Gurmukhi, Devanagari" in message


_ALPHABET = st.sampled_from(
    list("AZaz éÑøŁ-'.()@&0123456789")
    + [chr(c) for c in range(0x0900, 0x0980)]
    + [chr(c) for c in range(0x0A00, 0x0B00)]
    + [chr(c) for c in range(0x0D00, 0x0D80)]
    + ["\u200c", "\u200d", "\u0964", "த", "王"]
)


@settings(max_examples=200, deadline=None)
@given(st.text(_ALPHABET, max_size=30))
def test_runs_cover_the_text_and_each_run_prints_in_its_font(text):
    parts = runs(text)
    assert "".join(part for _, part in parts) == text
    assert all(a[0] != b[0] for a, b in zip(parts, parts[1:], strict=False))
    covered = all(pdf_fonts.face(script).has(ch) for script, part in parts for ch in part)
    assert covered == (missing_chars(text) == "")


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
