"""28 standings: a knockout by the round reached (champion, finalist, third place first); a round robin by
matches won, then game points."""

from __future__ import annotations

from cardnight_desk.domain.games.twenty_eight.game import GAME
from tests.domain.games.sources import Source


def _match(top, bottom, winner, bye=False):
    return {"top": top, "bottom": bottom, "winner": winner, "bye": bye}


BRACKET = {
    "rounds": [
        [_match("A", "H", "A"), _match("D", "E", "E"), _match("B", "G", "B"), _match("C", "F", "F")],
        [_match("A", "E", "A"), _match("B", "F", "F")],
        [_match("A", "F", "F"), _match("E", "B", "B")],  # the final, then the third-place match
    ]
}


def test_a_knockout_ranks_champion_finalist_third_fourth_then_by_round_reached():
    source = Source(teams=True, bracket_=BRACKET)
    table = GAME.standings(source, GAME.with_defaults({"format": "knockout"}))
    assert table.columns == ("reached", "won")
    assert [(r.place, r.name) for r in table.rows] == [
        (1, "F"),
        (2, "A"),
        (3, "B"),
        (4, "E"),
        (5, "C"),
        (5, "D"),
        (5, "G"),
        (5, "H"),
    ]
    assert table.rows[0].value("won") == 3 and table.rows[-1].value("reached") == 1
    assert source.asked == {"bracket"}


def test_a_knockout_not_drawn_yet_has_no_rows():
    assert GAME.standings(Source(), GAME.with_defaults({})).rows == ()


def test_a_round_robin_counts_finished_matches_only():
    results = [
        {"totals": {"A": 7, "B": 3}, "status": "finished", "winner": "A"},
        {"totals": {"B": 9, "C": 1}, "status": "finished", "winner": "B"},
        {"totals": {"C": 12, "A": 0}, "status": "in_progress", "winner": None},
    ]
    source = Source(teams=True, names=("A", "B", "C", "D"), results_=results)
    table = GAME.standings(source, GAME.with_defaults({"format": "round_robin"}))
    assert table.columns == ("won", "points")
    assert [(r.place, r.name, r.value("won"), r.value("points")) for r in table.rows] == [
        (1, "B", 1, 12),
        (2, "A", 1, 7),
        (3, "C", 0, 1),
        (4, "D", 0, 0),
    ]
