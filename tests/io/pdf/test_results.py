"""Standings and the final results."""

from __future__ import annotations

from cardnight_desk.io.pdf.data import (
    FinalResults,
)
from cardnight_desk.io.pdf.results import build_results, build_standings
from tests.io.pdf.night import (
    DATE,
    DEVANAGARI,
    GUJARATI,
    GURMUKHI,
    MALAYALAM,
    NIGHT,
    bhukhar_standings,
    build,
    pdf_reader,
    printed,
    results,
)

# --- standings ---


def test_standings_every_tiebreak_column_and_shared_places_bh8():
    pages, pdf = build(build_standings, bhukhar_standings())
    text = pdf_reader(pdf).pages[0].extract_text()
    assert pages == 1
    for column in ("Place", "Name", "Master", "Bonus", "Score"):
        assert column in text
    assert "BH-8" in text
    assert "Kochi Lions 8 10 2400" in text
    assert text.count("4=") == 2 and "\n6 " in text
    on_page = printed(pdf_reader(pdf).pages[0])
    assert "ગુજરાત" in on_page and "ਪੰਜਾਬ" in on_page and "दिल्ली" in on_page


def test_long_standings_repeat_the_header_on_every_page():
    standings = bhukhar_standings(extra=100)
    pages, pdf = build(build_standings, standings, paper="letter")
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert pages == len(texts) >= 3
    assert all("Master" in t and "Bonus" in t for t in texts)
    assert "Team 100 3 2 901" in texts[-1]


# --- final results and certificates ---


def test_final_results_name_winners_and_runners_up_per_competition():
    pages, pdf = build(build_results, results())
    page = pdf_reader(pdf).pages[0]
    text = page.extract_text()
    assert pages == 1
    for words in (
        "Final results",
        NIGHT,
        "Bhukhar league",
        "Rummy final",
        "Winner",
        "Runner-up",
        "Third place",
        "Kochi Lions",
        "Anu Thomas",
        "8 Master, 10 Bonus, 2400",
        "Zoë Ñúñez",
        "total 140",
    ):
        assert words in text
    on_page = printed(page)
    for name in (MALAYALAM, GUJARATI, GURMUKHI, DEVANAGARI):
        assert name in on_page


def test_results_run_over_pages_when_many_competitions():
    many = FinalResults(NIGHT, DATE, results().competitions * 12)
    pages, pdf = build(build_results, many)
    assert pages == len(pdf_reader(pdf).pages) > 1
