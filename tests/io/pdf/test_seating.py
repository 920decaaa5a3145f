"""Table cards and seating lists for a drawn round."""

from __future__ import annotations

from cardnight_desk.io.pdf.data import (
    Paper,
)
from cardnight_desk.io.pdf.seating import build_seating, build_table_cards, sort_key
from tests.io.pdf.night import (
    build,
    night_round,
    pdf_reader,
    size,
)

# --- table cards ---


def test_table_cards_one_folding_page_per_table():
    data = night_round("rummy", tables=5)
    pages, pdf = build(build_table_cards, data)
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) == 5
    for page, table in zip(reader.pages, data.tables, strict=True):
        text = page.extract_text()
        assert text.count("TABLE") == 2  # both halves of the tent
        assert f"TABLE\n{table.table}" in text
        for seat in table.seats:
            if seat.player.isascii():
                assert text.count(seat.player) == 2


def test_table_card_number_is_large():
    from cardnight_desk.io.pdf import seating as pdf_seating

    calls = []
    original = pdf_seating.draw_text

    def spy(c, x, y, text, size, **kw):
        calls.append((text, size))
        return original(c, x, y, text, size, **kw)

    pdf_seating.draw_text = spy
    try:
        build(build_table_cards, night_round("bhukhar", tables=1))
    finally:
        pdf_seating.draw_text = original
    assert max(size for text, size in calls if text == "1") >= 100


# --- seating lists ---


def test_seating_by_table_then_alphabetical_with_byes():
    data = night_round("bhukhar", tables=3)
    pages, pdf = build(build_seating, data)
    texts = [p.extract_text() for p in pdf_reader(pdf).pages]
    assert pages == len(texts) == 2
    by_table, alphabetical = texts
    assert "Seating — by table" in by_table and "Seating — alphabetical" in alphabetical
    assert "Byes this round: Zainab Ali" in by_table and "Zainab Ali" in alphabetical
    latin = sorted((s.player for t in data.tables for s in t.seats if s.player.isascii()), key=sort_key)
    assert [alphabetical.index(name) for name in latin] == sorted(alphabetical.index(name) for name in latin)


def test_seating_list_runs_over_pages_and_keeps_everyone():
    data = night_round("rummy", tables=30, per_table=6)
    pages, pdf = build(build_seating, data, paper=Paper.LETTER)
    reader = pdf_reader(pdf)
    assert pages == len(reader.pages) > 4
    everything = "".join(p.extract_text() for p in reader.pages)
    names = [s.player for t in data.tables for s in t.seats if s.player.isascii()]
    for name in names:
        assert everything.count(name + "\n") + everything.count(name + " ") >= 2, name
    assert all(size(p) == (612, 792) for p in reader.pages)


def test_alphabetical_order_ignores_accents_and_case_and_counts_numbers():
    names = ["zoë", "Émile", "anu 10", "Anu 2", "Eli", "Ölaf", "Oscar"]
    assert sorted(names, key=sort_key) == ["Anu 2", "anu 10", "Eli", "Émile", "Ölaf", "Oscar", "zoë"]
