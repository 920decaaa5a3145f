"""Fitting words into their room at a readable size: wrapped first, then smaller down to READABLE, then broken
between clusters, then shortened."""

from __future__ import annotations

from cardnight_desk.io.pdf.fitting import ELLIPSIS, READABLE, clusters, fit, wrap_items
from cardnight_desk.io.pdf.fonts import text_width

TEAM = "തിരുവനന്തപുരം കൊമ്പന്മാർ"


def test_a_text_that_fits_wrapped_keeps_its_size():
    fitted = fit("Kochi Lions total", 7.5, 50, 3, bold=True)
    assert fitted.size == 7.5 and fitted.lines == ("Kochi Lions", "total") and not fitted.shortened


def test_never_smaller_than_readable_and_every_line_fits():
    for text in (TEAM, f"{TEAM} pts", "Cot: C / CC, all · lost · surr.", "x" * 80):
        fitted = fit(text, 7.5, 37, 3, bold=True)
        assert fitted.size >= READABLE
        assert all(text_width(line, fitted.size, True) <= 37 for line in fitted.lines), fitted
        assert len(fitted.lines) <= 3


def test_a_long_name_keeps_its_last_word_and_is_shortened_before_it():
    fitted = fit(f"{TEAM} total", 7.5, 37, 3, bold=True)
    assert fitted.shortened and fitted.lines[-1] == "total" and fitted.lines[-2].endswith(ELLIPSIS)
    assert fitted.lines[0].startswith("തിരു")


def test_clusters_keep_a_letter_with_its_marks_and_conjuncts():
    # "ക്ക" is one conjunct: ka, virama, ka; "ണ്ണൂ" carries its vowel sign
    assert clusters("ക്കണ്ണൂ") == ["ക്ക", "ണ്ണൂ"]
    assert clusters("श्रीकृष्ण") == ["श्री", "कृ", "ष्ण"]
    assert "".join(clusters(TEAM)) == TEAM


def test_items_are_wrapped_whole():
    items = ["Round reached 2", "Place at table 1", "Total points 137", "Out after deal 6"]
    lines = wrap_items(items, 8.5, 170)
    assert lines == ["Round reached 2, Place at table 1", "Total points 137, Out after deal 6"]
