"""Standings and the final results."""

from __future__ import annotations

from dataclasses import replace

from cardnight_desk.io.pdf.certificates import build_certificates
from cardnight_desk.io.pdf.fitting import READABLE
from cardnight_desk.io.pdf.results import build_results, build_standings
from cardnight_desk.io.pdf.results_data import Certificates, CompetitionResult, FinalResults, Placing
from tests.io.pdf.night import (
    DATE,
    DEVANAGARI,
    GUJARATI,
    GURMUKHI,
    MALAYALAM,
    NIGHT,
    bhukhar_standings,
    build,
    certificates,
    darkest,
    pdf_reader,
    printed,
    rendered,
    results,
    text_boxes,
    text_sizes,
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


def test_each_competitions_header_bar_shows_its_name_to_a_reader():
    # two competitions of one game: only their names tell the blocks apart
    league = CompetitionResult("Bhukhar league", "bhukhar", (Placing(1, "Kochi Lions"), Placing(2, "Tigers")))
    cup = replace(league, competition="Bhukhar cup")
    _, pdf = build(build_results, FinalResults(NIGHT, DATE, (league, cup)))
    page = rendered(pdf)
    grey = page.convert("L")
    for name in ("Bhukhar league", "Bhukhar cup"):
        (box,) = text_boxes(pdf, name)
        left, top, right, bottom = box
        # drawn on the block's grey header bar (the bar is on both sides of the name) ...
        middle = (top + bottom) // 2
        assert 225 <= grey.getpixel((left - 3, middle)) <= 245, name
        assert 225 <= grey.getpixel((right + 3, middle)) <= 245, name
        # ... in a colour that stands out from it: a reader sees the name
        assert darkest(page, box) < 90, f"{name} is not visible on its header bar"


def test_a_long_detail_line_is_wrapped_at_a_readable_size():
    # what decided a rummy place: every standings column of the game
    detail = "Round reached 2, Place at table 1, Total points 137, Out after deal 6"
    rummy = CompetitionResult(
        "Rummy", "rummy", tuple(Placing(n, f"Player {n}", detail=detail) for n in (1, 2, 3))
    )
    _, pdf = build(build_results, FinalResults(NIGHT, DATE, (rummy,)))
    assert min(size for size, _ in text_sizes(pdf)) >= READABLE
    text = pdf_reader(pdf).pages[0].extract_text()
    for item in detail.split(", "):
        assert text.count(item) == 3


# --- provisional: a competition not finished yet ---


def test_standings_not_final_yet_are_headed_provisional_with_where_they_stand():
    final = bhukhar_standings()
    provisional = replace(final, header=replace(final.header, status="after round 2 — provisional"))
    _, pdf = build(build_standings, provisional)
    text = pdf_reader(pdf).pages[0].extract_text()
    assert "Standings — provisional" in text and "after round 2 — provisional" in text
    _, pdf = build(build_standings, final)
    assert "provisional" not in pdf_reader(pdf).pages[0].extract_text()


def test_results_of_a_competition_not_finished_name_places_not_winners():
    done, going = results().competitions[:2]
    mixed = FinalResults(NIGHT, DATE, (done, replace(going, status="after round 1 — provisional")))
    _, pdf = build(build_results, mixed)
    text = pdf_reader(pdf).pages[0].extract_text()
    assert "Results so far — provisional" in text and "Final results" not in text
    assert "after round 1 — provisional" in text
    assert text.count("Winner") == 1 and "1st place" in text  # the finished one keeps its winner


def test_a_certificate_printed_early_says_where_it_stands_and_names_no_place():
    first = certificates().items[0]
    early = Certificates((replace(first, status="standing after round 3 — provisional"),))
    _, pdf = build(build_certificates, early)
    text = pdf_reader(pdf).pages[0].extract_text()
    assert "Standing after round 3 — provisional" in text
    assert "Winner" not in text and "place" not in text and early.provisional


# --- the history's head in every page's footer: a printout witnesses the history ---

HEAD = (215, "49b2808f7a1c" + "d" * 52)


def test_every_standings_page_carries_the_historys_head():
    _, pdf = build(build_standings, replace(bhukhar_standings(extra=100), head=HEAD), paper="letter")
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert len(texts) >= 3
    for number, text in enumerate(texts, start=1):
        assert f"history change 215 · 49b2808f7a1c · page {number}" in text
    _, pdf = build(build_standings, bhukhar_standings())  # standings handed no head: the page number alone
    assert "history" not in pdf_reader(pdf).pages[0].extract_text()


def test_every_results_page_carries_the_historys_head():
    many = FinalResults(NIGHT, DATE, results().competitions * 12, HEAD)
    _, pdf = build(build_results, many)
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert len(texts) > 1
    for number, text in enumerate(texts, start=1):
        assert f"history change 215 · 49b2808f7a1c · page {number}" in text
