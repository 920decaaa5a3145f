"""A poker table's bust report, as a player at the table sends it from a phone: what it takes and each refusal
with its path and the rule it cites (ruling PK-5)."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games.poker.structure import load_structure
from cardnight_desk.domain.games.poker.table_report import REPORT, TableBust, blank_report, read_report
from cardnight_desk.domain.games.poker.tournament import Tournament

GAME = "poker-tournament"
TABLE = [
    "Asha",
    "Bina",
    "Chetan",
]  # table 2's players now; Dev sits at another table, Esha went out in hand 3


@pytest.fixture
def tournament() -> Tournament:
    t = Tournament(load_structure("gama-2025"))
    for player in [*TABLE, "Dev", "Esha"]:
        t.enter(player, 1)
    t.bust("Esha", 3)
    return t


def report(*busts: dict, **top) -> dict:
    return {"game": GAME, "busts": list(busts), **top}


def errors(read) -> list[tuple[str, str]]:
    assert not isinstance(read, TableBust), read
    return [(e.path, e.message) for e in read]


def test_a_blank_report_is_one_line_to_fill_in_with_the_tables_players_to_choose_from():
    assert blank_report() == {"game": GAME, "busts": [{"player": None}]}
    player = REPORT.to_json()["lines"][0]["fields"][0]
    assert (player["path"], player["kind"]) == ("busts.{n}.player", "side")


def test_one_player_out_with_or_without_the_hand(tournament):
    assert read_report(report({"player": "Asha", "hand": 4}), "2", TABLE, tournament) == TableBust(
        {"Asha": None}, 4
    )
    assert read_report(report({"player": "Bina"}), "2", TABLE, tournament) == TableBust({"Bina": None}, None)


def test_pk5_two_players_out_in_one_hand_with_their_chips(tournament):
    read = read_report(
        report(
            {"player": "Asha", "hand": 4, "start_chips": 1200},
            {"player": "Bina", "hand": 4, "start_chips": 800},
        ),
        "2",
        TABLE,
        tournament,
    )
    assert read == TableBust({"Asha": 1200, "Bina": 800}, 4)


@pytest.mark.parametrize(
    "busts, path, says",
    [
        (
            [{"player": "Dev"}],
            "busts.0.player",
            "'Dev' is not playing at table 2 (players: Asha, Bina, Chetan)",
        ),
        ([{"player": "Nobody"}], "busts.0.player", "'Nobody' is not playing at table 2"),
        ([{"player": None}], "busts.0.player", "choose the player who is out"),
        (
            [
                {"player": "Asha", "hand": 4, "start_chips": 1},
                {"player": "Asha", "hand": 4, "start_chips": 1},
            ],
            "busts.1.player",
            "Asha is named twice: a player goes out once",
        ),
        (
            [{"player": "Asha", "hand": 4}, {"player": "Bina", "hand": 4}],
            "busts",
            "players out in the same hand need a hand number and their chips at the start of the hand (ruling PK-5)",
        ),
        (
            [{"player": "Asha", "start_chips": 1}, {"player": "Bina", "start_chips": 2}],
            "busts",
            "(ruling PK-5)",
        ),
        (
            [
                {"player": "Asha", "hand": 4, "start_chips": 1},
                {"player": "Bina", "hand": 5, "start_chips": 2},
            ],
            "busts.1.hand",
            "a report is one hand: the players out in it share its number (ruling PK-5)",
        ),
        (
            [{"player": "Asha", "hand": 2}],
            "busts.0.hand",
            "hand 2 is before hand 3, the last bust recorded: busts are reported as they happen, hand numbers "
            "never going down (ruling PK-5)",
        ),
        ([{"player": "Asha", "hand": 3}], "busts", "this hand already has its busts"),
        ([{"player": "Asha", "cards": "AK"}], "busts.0.cards", "unknown field 'cards'"),
        ([{"player": "Asha", "hand": 0}], "busts.0.hand", ""),
        ([{"player": "Asha", "hand": 4, "start_chips": -5}], "busts.0.start_chips", ""),
        ([], "busts", "the report needs at least 1 entry, has 0"),
    ],
    ids=[
        "at-another-table",
        "nobody",
        "not-chosen",
        "named-twice",
        "two-without-chips",
        "two-without-hand",
        "two-hands",
        "hand-before-last",
        "same-hand-as-last",
        "unknown-field-in-a-line",
        "hand-zero",
        "negative-chips",
        "empty",
    ],
)
def test_a_report_the_rules_refuse_says_where_and_why(tournament, busts, path, says):
    found = errors(read_report(report(*busts), "2", TABLE, tournament))
    assert [p for p, _ in found] == [path], found
    assert says in found[0][1]


def test_pk5_a_player_already_out_cannot_go_out_again(tournament):
    """The desk recorded Esha's bust while her table still listed her: a report naming her is refused."""
    found = errors(read_report(report({"player": "Esha"}), "2", [*TABLE, "Esha"], tournament))
    assert found == [("busts.0.player", "Esha is out already (ruling PK-5)")]


def test_the_last_player_left_cannot_go_out():
    t = Tournament(load_structure("gama-2025"))
    for player in ["Asha", "Bina"]:
        t.enter(player, 1)
    both = report(
        {"player": "Asha", "hand": 9, "start_chips": 10}, {"player": "Bina", "hand": 9, "start_chips": 20}
    )
    assert errors(read_report(both, "1", ["Asha", "Bina"], t)) == [
        ("busts", "the last player left cannot bust: somebody wins the hand")
    ]


def test_unknown_fields_a_wrong_game_and_what_is_not_a_report_are_refused(tournament):
    found = errors(read_report(report({"player": "Asha"}, extra=1), "2", TABLE, tournament))
    assert found == [("extra", "unknown field 'extra' (expected: busts, game, settings)")]
    found = errors(
        read_report({"game": "rummy-table", "busts": [{"player": "Asha"}]}, "2", TABLE, tournament)
    )
    assert found == [("game", "a bust report is a 'poker-tournament' sheet, not 'rummy-table'")]
    found = errors(read_report({"game": GAME, "busts": "Asha"}, "2", TABLE, tournament))
    assert [p for p, _ in found] == ["busts"]
    assert errors(read_report("Asha", "2", TABLE, tournament)) == [
        ("(sheet)", "a bust report must be a group of fields, not text")
    ]


def test_every_problem_is_reported_at_once(tournament):
    found = errors(
        read_report(
            {"game": "rummy-table", "busts": [{"player": "Dev"}, {"player": "Asha", "hand": -1}]},
            "2",
            TABLE,
            tournament,
        )
    )
    assert {p for p, _ in found} == {"game", "busts.0.player", "busts.1.hand"}
