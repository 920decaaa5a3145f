"""Display widths: what a terminal gives each character, so columns line up in any script."""

from __future__ import annotations

from cardnight_desk.cli.columns import display_width, lines_up, pad


def test_marks_and_joiners_take_no_column_and_wide_characters_two():
    assert display_width("Lions") == 5
    assert display_width("કુ") == 1  # Gujarati ka + vowel sign u (a non-spacing mark)
    assert display_width("કિ") == 2  # the vowel sign i is a spacing mark: it takes its own column
    assert display_width("ക്ഷ") == 2  # Malayalam ka, virama, ssa
    assert display_width("ਸ਼ੇਰ") == 2  # Gurmukhi sha (with nukta) + vowel sign ee, ra
    assert display_width("क्\u200dष") == 2  # a zero-width joiner takes no column
    assert display_width("東京") == 4 and display_width("ｶ") == 1  # wide and half-width
    assert pad("ਸ਼ੇਰ", 4) == "ਸ਼ੇਰ  "


def test_lines_up_pads_every_column_to_its_widest_cell():
    # ગુજરાત: six code points, five columns (its vowel sign u takes none)
    lines = lines_up(["place", "team", "score"], [["1", "ગુજરાત", "700"], ["2", "東京", "-290"]])
    assert lines == ["place  team   score", "1      ગુજરાત  700", "2      東京   -290"]
