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


def _placed(rows):
    return [("still in" if r.still_in else r.place, r.name, r.played) for r in rows]


def _knockout(bracket):
    return GAME.standings(Source(teams=True, bracket_=bracket), GAME.with_defaults({"format": "knockout"}))


def test_a_knockout_in_progress_places_only_the_teams_knocked_out():
    # six teams in a bracket of eight: the top two seeds have byes; after round 1, four teams are still in
    bracket = {
        "rounds": [
            [
                _match("A", None, "A", True),
                _match("D", "E", "D"),
                _match("C", "F", "F"),
                _match("B", None, "B", True),
            ],
            [_match("A", "D", None), _match("F", "B", None)],
            [_match(None, None, None)],
        ]
    }
    rows = _knockout(bracket).rows
    assert _placed(rows) == [
        ("still in", "A", 0),  # byes only: still in, never "1st"
        ("still in", "B", 0),
        ("still in", "D", 1),
        ("still in", "F", 1),
        (5, "C", 1),  # the first round's losers share 5th, as the bracket does
        (5, "E", 1),
    ]
    assert all(r.place == 1 for r in rows if r.still_in)
    assert rows[0].to_json("team") == {
        "place": 1,
        "team": "A",
        "reached": 2,
        "won": 0,
        "played": 0,
        "still_in": True,
    }
    assert "still_in" not in rows[-1].to_json("team")


def test_a_knockout_round_half_played_gives_its_losers_the_place_they_share_when_it_is_over():
    bracket = {
        "rounds": [
            [_match("A", "H", "A"), _match("D", "E", "E"), _match("B", "G", None), _match("C", "F", None)],
            [_match("A", "E", None), _match(None, None, None)],
            [_match(None, None, None)],
        ]
    }
    assert _placed(_knockout(bracket).rows) == [
        ("still in", "A", 1),
        ("still in", "E", 1),
        ("still in", "B", 0),
        ("still in", "C", 0),
        ("still in", "F", 0),
        ("still in", "G", 0),
        (5, "D", 1),
        (5, "H", 1),
    ]


def test_a_knockout_with_a_third_place_match_to_play_places_its_teams_only_once_it_is_played():
    semis_done = [
        [_match("A", "H", "A"), _match("D", "E", "E"), _match("B", "G", "B"), _match("C", "F", "F")],
        [_match("A", "E", "A"), _match("B", "F", "F")],
    ]
    before = {"rounds": [*semis_done, [_match("A", "F", None), _match("E", "B", None)]]}
    assert _placed(_knockout(before).rows)[:4] == [
        ("still in", "A", 2),  # for the title
        ("still in", "F", 2),
        ("still in", "B", 2),  # for third place
        ("still in", "E", 2),
    ]
    assert [r.place for r in _knockout(before).rows[:4]] == [1, 1, 3, 3]
    final_played = {"rounds": [*semis_done, [_match("A", "F", "F"), _match("E", "B", None)]]}
    assert _placed(_knockout(final_played).rows)[:4] == [
        (1, "F", 3),
        (2, "A", 3),
        ("still in", "B", 2),
        ("still in", "E", 2),
    ]


def test_a_knockout_counts_every_match_a_team_played_to_a_result():
    rows = {r.name: r for r in _knockout(BRACKET).rows}
    assert {n: (r.played, r.value("won")) for n, r in rows.items()} == {
        "F": (3, 3),
        "A": (3, 2),
        "B": (3, 2),
        "E": (3, 1),
        "C": (1, 0),
        "D": (1, 0),
        "G": (1, 0),
        "H": (1, 0),
    }
    assert not any(r.still_in for r in rows.values())


def test_te7_a_match_without_a_winner_says_what_is_still_to_be_entered():
    teams = {"Kochi": 6, "Thrissur": 6}
    dealt = lambda n: [{"Kochi": 0, "Thrissur": 0}] * n  # noqa: E731
    level = {"totals": teams, "status": "extra_round", "deals": dealt(12), "winner": None}
    assert GAME.undecided(level, {}) == (
        "Kochi and Thrissur are level at 6 after 12 deals; the extra round of 6 deals is still to be entered "
        "(ruling TE-7)"
    )
    assert GAME.undecided(level | {"deals": dealt(17)}, {}) == (
        "Kochi and Thrissur were level after 12 deals; 1 deal of the extra round is still to be entered "
        "(ruling TE-7)"
    )
    toss = {"totals": teams, "status": "coin_toss", "deals": dealt(18), "winner": None}
    assert GAME.undecided(toss, {}).endswith("the coin toss is still to be recorded (ruling TE-7)")
    short = {"totals": teams, "status": "in_progress", "deals": dealt(7), "winner": None}
    assert GAME.undecided(short, {}) == "Kochi v Thrissur has 7 of its 12 deals entered (ruling TE-7)"
    assert GAME.undecided(level | {"status": "finished", "winner": "Kochi"}, {}) is None
