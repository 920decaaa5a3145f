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
