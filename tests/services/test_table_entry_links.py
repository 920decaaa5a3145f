"""Table entry's links: one private link per side of each table of a round, made once, withdrawn with a redraw."""

from __future__ import annotations

import re

import pytest

from cardnight_desk.services import draws, phone_entry, table_entry
from cardnight_desk.services.errors import NotFound, Refusal
from cardnight_desk.store.models import EntryLink
from tests.services.builders import bhukhar_event, competition_with_players, two_tables


@pytest.fixture
def desk(event_target):
    d = two_tables(event_target)
    yield d
    d.close()


def test_each_side_of_each_table_gets_its_own_unguessable_link(desk):
    links = table_entry.round_links(desk, "Bhukhar", 1)
    assert (links.competition, links.round) == ("Bhukhar", 1)
    assert [(t.table, [s.side for s in t.sides]) for t in links.tables] == [
        ("1", ["Lions", "Tigers"]),
        ("2", ["Bears", "Wolves"]),
    ]
    tokens = [s.token for t in links.tables for s in t.sides]
    assert len(set(tokens)) == 4
    for token in tokens:  # 24 random bytes, URL-safe: 32 characters, 192 bits
        assert re.fullmatch(r"[A-Za-z0-9_-]{32}", token)
    assert links.tables[0].sides[0].path == f"/entry/{tokens[0]}"


def test_links_are_made_once_and_the_same_ones_are_given_again(desk):
    first = table_entry.round_links(desk, "Bhukhar", 1)
    assert table_entry.round_links(desk, "Bhukhar") == first  # the latest round when none is named
    assert table_entry.links_by_table(desk, "Bhukhar", 1) == {t.table: t for t in first.tables}
    with desk.store.session() as s:
        assert s.query(EntryLink).count() == 4


def test_the_json_document_of_a_rounds_links(desk):
    links = table_entry.round_links(desk, "Bhukhar", 1)
    doc = links.to_json()
    lions = links.tables[0].sides[0]
    assert doc["round"] == 1
    assert [t["table"] for t in doc["tables"]] == ["1", "2"]
    assert doc["tables"][0]["sides"][0] == {"side": "Lions", "path": f"/entry/{lions.token}"}


def test_a_rummy_table_gives_each_player_a_link_in_seating_order(tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers"])
    try:
        names = competition_with_players(desk, "Rummy", "rummy", 6)
        view = draws.draw_next_round(desk, "Rummy", seed=3)
        links = table_entry.round_links(desk, "Rummy", 1)
        assert [[s.side for s in t.sides] for t in links.tables] == [list(t.entrants) for t in view.tables]
        assert sorted(s.side for t in links.tables for s in t.sides) == sorted(names)
    finally:
        desk.close()


def test_a_redraw_withdraws_the_rounds_links(tmp_path):
    desk = bhukhar_event(str(tmp_path / "night.cardnight"), ["Lions", "Tigers", "Bears", "Wolves"])
    try:
        draws.draw_next_round(desk, "Bhukhar", seed=1)
        old = {s.token for t in table_entry.round_links(desk, "Bhukhar", 1).tables for s in t.sides}
        draws.redraw_round(desk, "Bhukhar", 1, seed=2)
        with desk.store.session() as s:
            assert s.query(EntryLink).count() == 0  # the database deleted them with the round's tables
        new = {s.token for t in table_entry.round_links(desk, "Bhukhar", 1).tables for s in t.sides}
        assert len(new) == 4 and not old & new
    finally:
        desk.close()


def test_no_links_for_a_game_played_at_its_own_desk_or_a_round_not_drawn(desk):
    competition_with_players(desk, "Baccarat", "baccarat", 4)
    with pytest.raises(Refusal, match="its own desk"):
        table_entry.round_links(desk, "Baccarat")
    competition_with_players(desk, "Poker", "poker", 4)
    with pytest.raises(NotFound, match="seats of 'Poker' have not been drawn yet"):
        phone_entry.links(desk, "Poker")
    with pytest.raises(NotFound, match="no round 2"):
        table_entry.round_links(desk, "Bhukhar", 2)
    with pytest.raises(NotFound, match="no competition 'Chess'"):
        table_entry.round_links(desk, "Chess")
    competition_with_players(desk, "Rummy", "rummy", 4)
    with pytest.raises(NotFound, match="no round drawn yet"):
        table_entry.round_links(desk, "Rummy")


def test_the_setting_is_offered_where_tables_hand_in_sheets_and_is_off_by_default():
    from cardnight_desk.domain.games import GAMES
    from cardnight_desk.domain.settings import SettingError

    for game in ("bhukhar", "bukharo", "rummy", "28", "poker"):
        spec = GAMES[game].settings[table_entry.SETTING]
        assert spec.default == table_entry.OFF
        assert spec.choices == (table_entry.OFF, table_entry.ON, table_entry.CONFIRM_WHEN_AGREED)
        assert spec.help == "Each side of a table enters its score sheet on a phone"
    assert table_entry.SETTING not in GAMES["baccarat"].settings
    with pytest.raises(SettingError, match="table_entry"):
        GAMES["bhukhar"].settings[table_entry.SETTING].check("yes")
