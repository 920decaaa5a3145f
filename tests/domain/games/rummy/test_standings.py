"""Rummy standings: the round reached, then the finishing position at that round's table, then the total."""

from __future__ import annotations

from cardnight_desk.domain.games.rummy.game import GAME
from tests.domain.games.sources import Source


def _table(order, totals, eliminated=None):
    return {"order": order, "totals": totals, "eliminated": eliminated or {}}


def test_players_rank_by_round_reached_then_position_then_total():
    tables = [
        (1, "1", _table(["Asha", "Bina", "Chetan"], {"Asha": 90, "Bina": 120, "Chetan": 160}, {"Chetan": 7})),
        (1, "2", _table(["Dev", "Esha"], {"Dev": 100, "Esha": 151}, {"Esha": 5})),
        (2, "1", _table(["Dev", "Asha"], {"Dev": 60, "Asha": 231}, {"Asha": 9})),
    ]
    source = Source(names=("Asha", "Bina", "Chetan", "Dev", "Esha", "Farah"), tables=tables)
    table = GAME.standings(source, GAME.with_defaults({}))
    assert (table.entrant, table.columns) == ("player", ("round", "position", "total", "out_after_deal"))
    assert [(r.place, r.name) for r in table.rows] == [
        (1, "Dev"),
        (2, "Asha"),
        (3, "Bina"),
        (4, "Esha"),  # second at her table beats third at another
        (5, "Chetan"),
        (6, "Farah"),
    ]
    asha = next(r for r in table.rows if r.name == "Asha")
    assert asha.columns == (("round", 2), ("position", 2), ("total", 231), ("out_after_deal", 9))
    assert source.asked == {"table_results", "entrants"}


def test_ru7_players_still_in_at_a_table_without_a_winner_are_not_placed():
    final = _table(["Dev", "Asha", "Bina"], {"Dev": 40, "Asha": 230, "Bina": 300}, {"Bina": 3})
    final |= {"finished": False, "winner": None, "tied": []}
    tables = [
        (1, "1", _table(["Asha", "Chetan"], {"Asha": 90, "Chetan": 160}, {"Chetan": 7})),
        (1, "2", _table(["Dev", "Bina"], {"Dev": 10, "Bina": 80})),
        (2, "1", final),
    ]
    source = Source(names=("Asha", "Bina", "Chetan", "Dev"), tables=tables)
    rows = GAME.standings(source, GAME.with_defaults({})).rows
    assert [(r.place, r.name, r.still_in) for r in rows] == [
        (1, "Asha", True),  # at exactly 230 Asha is not out (RU-7): she and Dev are still in
        (1, "Dev", True),
        (3, "Bina", False),
        (4, "Chetan", False),
    ]
    assert GAME.undecided(final, {"max_deals": None}) == (
        "Dev and Asha are still in; the table plays on until one player is left (ruling RU-7)"
    )
    assert GAME.undecided(final | {"finished": True, "winner": "Dev"}, {}) is None


def test_ru8_players_level_on_the_lowest_total_are_still_in_until_their_deciding_deal():
    tied = _table(["Asha", "Bina", "Chetan"], {"Asha": 90, "Bina": 90, "Chetan": 120})
    tied |= {"finished": True, "winner": None, "tied": ["Asha", "Bina"]}
    rows = GAME.standings(Source(names=("Asha", "Bina", "Chetan"), tables=[(1, "1", tied)]), {}).rows
    assert [(r.place, r.name, r.still_in) for r in rows] == [
        (1, "Asha", True),
        (1, "Bina", True),
        (3, "Chetan", False),
    ]
    assert GAME.undecided(tied, {"max_deals": 12}) == (
        "Asha and Bina are level on the lowest total and play a deciding deal (ruling RU-8)"
    )
    short = _table(["Asha", "Bina"], {"Asha": 30, "Bina": 60}) | {
        "finished": False,
        "winner": None,
        "tied": [],
    }
    assert GAME.undecided(short, {"max_deals": 12}).endswith(
        "until one player is left or 12 deals are played (rulings RU-7, RU-8)"
    )
