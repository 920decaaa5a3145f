"""What is printed, read from the event: standings and results in the desk's words."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import GAMES
from cardnight_desk.io.printing import (
    carries_players_page,
    document_data,
    final_results,
    print_document,
    standings_data,
)
from cardnight_desk.services import draws, scores
from cardnight_desk.services.errors import Refusal
from tests.services.builders import bhukhar_event, bhukhar_sheet, competition_with_teams, match_28


@pytest.fixture
def night(tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    view = draws.draw_next_round(desk, "Bhukhar", seed=8)
    for t in view.tables:
        scores.enter_sheet(desk, "Bhukhar", 1, t.table, bhukhar_sheet(*t.entrants), confirm=True)
    competition_with_teams(desk, "28 cup", "28", ["Kochi", "Thrissur", "Kannur", "Kollam"])
    first = draws.draw_next_round(desk, "28 cup", seed=2)
    for t in first.tables:
        scores.enter_sheet(desk, "28 cup", 1, t.table, match_28(*t.entrants, t.entrants[0]), confirm=True)
    yield desk
    desk.close()


def test_standings_are_headed_in_the_games_words(night):
    assert standings_data(night, "Bhukhar").column_headers == ("Master points", "Bonus points", "Game score")
    assert set(standings_data(night, "28 cup").column_headers) <= {
        "Round reached",
        "Matches won",
        "Game points",
    }
    assert document_data(night, "standings", "Bhukhar").column_headers[0] == "Master points"


def test_results_say_what_decided_a_place_in_words(night):
    details = [p.detail for c in final_results(night).competitions for p in c.placings]
    assert details and all(
        any(words in d for words in ("Master points", "Matches won", "Round reached")) for d in details
    )
    # each part ("Master points 3") begins with a word, never a code ("master 3")
    assert all(part[0].isupper() for d in details for part in d.split(", "))


def test_every_game_with_standings_names_its_columns():
    """Each game's standings columns have their words (the codes are those its standings tables use)."""
    named = {game.id: set(game.column_titles) for game in GAMES.values()}
    assert named["bhukhar"] == {"master", "bonus", "score"}
    assert named["bukharo"] == {"score"}
    assert named["28"] == {"reached", "won", "points"}
    assert named["rummy"] == {"round", "position", "total", "out_after_deal"}
    assert all(
        title[0].isupper() and "_" not in title for g in GAMES.values() for title in g.column_titles.values()
    )


def test_standings_and_results_carry_the_historys_head_as_it_is_when_they_are_read(night):
    """The printed standings and results witness the history: the number and hash of its newest change, read
    with them (the footer of every page prints it)."""
    from cardnight_desk.services import history

    seq, digest = history.head(night)
    assert seq == len(history.list_changes(night)) and history.list_changes(night, limit=1)[0].hash == digest
    assert standings_data(night, "Bhukhar").head == (seq, digest)
    assert final_results(night).head == (seq, digest)


# --- table entry: the sides' links on the table cards and score sheets ---

PAGE = "http://192.168.1.20:8080/"


@pytest.fixture
def entry_night(tmp_path):
    desk = bhukhar_event(
        str(tmp_path / "entry.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"], {"table_entry": "on"}
    )
    draws.draw_next_round(desk, "Bhukhar", seed=8)
    yield desk
    desk.close()


def _links(desk) -> dict[str, list[tuple[str, str]]]:
    from cardnight_desk.services import table_entry

    return {
        label: [(s.side, s.path) for s in links.sides]
        for label, links in table_entry.links_by_table(desk, "Bhukhar", 1).items()
    }


@pytest.mark.parametrize("what", ["score-sheets", "table-cards"])
def test_with_table_entry_on_the_tables_carry_their_sides_links(entry_night, what):
    data = document_data(entry_night, what, "Bhukhar", 1, players_page_url=PAGE)
    printed = {t.table: [(e.side, e.path) for e in t.entry] for t in data.tables}
    assert printed == _links(entry_night)  # the desk's own links, each side's, in seating order
    assert all(len(sides) == 2 for sides in printed.values())
    first = data.tables[0].entry[0]
    assert data.entry_address(first) == PAGE.rstrip("/") + first.path


def test_the_seating_lists_carry_no_links(entry_night):
    assert all(not t.entry for t in document_data(entry_night, "seating", "Bhukhar", 1).tables)


def test_with_table_entry_off_nothing_is_linked_and_no_link_is_made(night):
    from cardnight_desk.store.models import EntryLink

    for what in ("score-sheets", "table-cards"):
        assert all(not t.entry for t in document_data(night, what, "Bhukhar", 1).tables)
    with night.store.session() as s:
        assert s.query(EntryLink).count() == 0
    with pytest.raises(Refusal, match="entry links while the competition's table_entry is on"):
        document_data(night, "score-sheets", "Bhukhar", 1, players_page_url=PAGE)
    assert not carries_players_page(night, "score-sheets", "Bhukhar")
    assert carries_players_page(night, "table-cards", "Bhukhar")


def test_a_printed_score_sheet_s_codes_open_each_sides_link(entry_night, tmp_path):
    pdfium = pytest.importorskip("pypdfium2", reason="the test extra needs pypdfium2 to render pages")
    zxingcpp = pytest.importorskip("zxingcpp", reason="the test extra needs zxing-cpp to read QR codes")
    assert carries_players_page(entry_night, "score-sheets", "Bhukhar")
    data = document_data(entry_night, "score-sheets", "Bhukhar", 1, players_page_url=PAGE)
    out = tmp_path / "sheets.pdf"
    assert print_document(data, "score-sheets", out) == 2
    links = _links(entry_night)
    document = pdfium.PdfDocument(str(out))
    try:
        for page, table in zip(document, data.tables, strict=True):
            found = zxingcpp.read_barcodes(page.render(scale=200 / 72).to_pil())
            codes = sorted(r.text for r in found if r.format == zxingcpp.BarcodeFormat.QRCode)
            assert codes == sorted([table.sheet_number] + [PAGE + p[1:] for _, p in links[table.table]])
    finally:
        document.close()
