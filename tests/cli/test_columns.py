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


def test_a_cluster_drawn_as_one_character_takes_the_columns_the_terminal_gives_it():
    # an emoji made wide by its variation selector, a family joined by zero-width joiners, and a Korean syllable
    # typed as its letters (jamo): each is one character on screen, as wide as a wide character
    assert display_width("Tigers \u2764\ufe0f") == 9
    assert display_width("\U0001f468\u200d\U0001f469\u200d\U0001f467") == 2
    assert display_width("\u1112\u1161\u11ab") == 2
    lines = lines_up(["team", "score"], [["\u2764\ufe0f", "7"], ["ab", "8"]])
    assert lines == ["team  score", "\u2764\ufe0f    7", "ab    8"]


def test_lines_up_pads_every_column_to_its_widest_cell():
    # ગુજરાત: six code points, five columns (its vowel sign u takes none)
    lines = lines_up(["place", "team", "score"], [["1", "ગુજરાત", "700"], ["2", "東京", "-290"]])
    assert lines == ["place  team   score", "1      ગુજરાત  700", "2      東京   -290"]
