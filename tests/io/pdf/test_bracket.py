"""The knockout bracket: one page, every entrant, byes, results and the champion."""

from __future__ import annotations

import pytest

from cardnight_desk.io.pdf.bracket import build_bracket, filled_rounds, round_name
from cardnight_desk.io.pdf.results_data import Bracket, Match
from tests.io.pdf.night import (
    INDIC,
    build,
    header,
    knockout,
    pdf_reader,
    printed,
    size,
)

# --- bracket ---


@pytest.mark.parametrize("entries", [2, 4, 8, 16, 32, 64])
def test_bracket_fits_one_page(entries):
    pages, pdf = build(build_bracket, knockout(entries))
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) == 1
    width, height = size(reader.pages[0])
    assert (width > height) == (entries <= 16)


def test_bracket_of_64_shows_every_entrant_byes_and_results():
    bracket = knockout(64)
    page = pdf_reader(build(build_bracket, bracket)[1]).pages[0]
    text = page.extract_text()
    assert text.count("bye") == 2
    assert "3 - 1" in text and "4 - 1" in text
    for m in bracket.rounds[0]:
        for name in (m.top, m.bottom):
            if name and name.isascii():
                assert name in text
    on_page = printed(page)
    for name in INDIC:
        assert name in on_page
    assert "Round 1" in text and "Quarter-finals" in text and "Final" in text and "Winner" in text


def test_bracket_later_rounds_come_from_winners_and_byes():
    first = (Match("Ann", bye=True), Match("Bo", "Cy", winner="Cy", result="2-0"))
    rounds = filled_rounds(Bracket(header("28"), (first,)))
    assert rounds[1][0].top == "Ann" and rounds[1][0].bottom == "Cy"


def test_finished_bracket_prints_the_champion_and_third_place():
    bracket = Bracket(
        header("28"),
        (
            (Match("Ann", "Bo", winner="Ann", result="5-2"), Match("Cy", "Dee", winner="Dee", result="3-4")),
            (Match(winner="Dee", result="1-6", top="Ann", bottom="Dee"),),
        ),
        third_place=Match("Bo", "Cy", winner="Cy", result="0-2"),
    )
    text = pdf_reader(build(build_bracket, bracket)[1]).pages[0].extract_text()
    assert text.count("Dee") == 3  # semi-final, final, winner
    assert "Third place" in text and "Cy" in text and "1-6" in text


def test_round_names():
    assert [round_name(i, 6) for i in range(6)] == [
        "Round 1",
        "Round 2",
        "Round 3",
        "Quarter-finals",
        "Semi-finals",
        "Final",
    ]
