"""One deal of GAMA rummy: the ``rummy-deal`` sheet and the deal rules (rulings RU-3..RU-6, RU-9)."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.rummy.table import (
    Deal,
    DealType,
    DropTime,
    Outcome,
    PlayerResult,
    can_drop,
    can_have,
    packs_for,
    player_points,
    score_deal,
)

FAIZ_CARDS = ["10H", "JH", "QH", "KH", "7S", "8S", "8D", "4C", "4D", "4H", "4S", "2H", "2C"]
SPEC_EXAMPLE = {
    "game": "rummy-deal",
    "deal_type": "normal",
    "players": {
        "Anu": {"result": "won"},
        "Bala": {"result": "dropped", "when": "first_turn"},
        "Chris": {"result": "dropped", "when": "later"},
        "Dev": {"result": "lost", "points": 35},
        "Esha": {"result": "lost", "points": 100},
        "Faiz": {"result": "lost", "cards": FAIZ_CARDS, "wild": "5"},
    },
}


def deal(deal_type: str, **players) -> dict:
    return {"game": "rummy-deal", "deal_type": deal_type, "players": players}


def won() -> dict:
    return {"result": "won"}


def lost(points: int, **more) -> dict:
    return {"result": "lost", "points": points, **more}


def dropped(when: str) -> dict:
    return {"result": "dropped", "when": when}


def points_of(sheet: dict) -> dict[str, int]:
    out = evaluate(sheet)
    assert out["valid"] is True, out
    return out["points"]


def errors_of(sheet: dict) -> dict[str, str]:
    out = evaluate(sheet)
    assert out["valid"] is False, out
    return {e["path"]: e["message"] for e in out["errors"]}


def test_spec_example():
    assert evaluate(SPEC_EXAMPLE) == {
        "valid": True,
        "points": {"Anu": 0, "Bala": 25, "Chris": 50, "Dev": 35, "Esha": 100, "Faiz": 100},
    }


def test_ru3_a_loser_given_by_cards_scores_the_hand():
    cards = [c if c != "8D" else "JK" for c in FAIZ_CARDS]  # the rule text's second case: 8 points
    sheet = deal("normal", Anu=won(), Faiz={"result": "lost", "cards": cards, "wild": "5"})
    assert points_of(sheet) == {"Anu": 0, "Faiz": 8}


@pytest.mark.parametrize(
    "points, ok",
    [(0, True), (35, True), (70, True), (71, False), (99, False), (100, True), (101, False), (-1, False)],
)
def test_ru3_loser_points_are_0_to_70_or_100(points, ok):
    out = evaluate(deal("normal", Anu=won(), Bala=lost(points)))
    assert out["valid"] is ok
    if not ok:
        assert [e["path"] for e in out["errors"]] == ["players.Bala.points"]
        assert "RU-3" in out["errors"][0]["message"]


def test_ru4_drops_score_25_at_the_first_turn_and_50_later():
    assert points_of(deal("normal", A=won(), B=dropped("first_turn"), C=dropped("later"), D=lost(12))) == {
        "A": 0,
        "B": 25,
        "C": 50,
        "D": 12,
    }


def test_ru4_when_all_others_drop_the_last_player_wins_with_0():
    assert points_of(deal("normal", A=dropped("first_turn"), B=won(), C=dropped("later"))) == {
        "A": 25,
        "B": 0,
        "C": 50,
    }


def test_ru4_a_drop_says_when():
    errors = errors_of(deal("normal", A=won(), B={"result": "dropped"}, C=dropped("second_turn")))
    assert set(errors) == {"players.B.when", "players.C.when"} and "RU-4" in errors["players.B.when"]


def test_ru5_first_turn_rummy_halves_the_players_who_had_no_turn_rounding_half_up():
    sheet = deal(
        "first_turn_rummy",
        A=won(),
        B=lost(35, had_turn=False),
        C=lost(100, had_turn=False),
        D=lost(35, had_turn=True),
        E=lost(0, had_turn=False),
        F=lost(1, had_turn=False),
        G=dropped("first_turn"),
    )
    assert points_of(sheet) == {"A": 0, "B": 18, "C": 50, "D": 35, "E": 0, "F": 1, "G": 25}


def test_ru5_half_rate_applies_to_a_hand_given_by_its_cards():
    cards = [c if c != "8D" else "JK" for c in FAIZ_CARDS]  # 8 points at the normal rate
    sheet = deal(
        "first_turn_rummy", A=won(), B={"result": "lost", "cards": cards, "wild": "5", "had_turn": False}
    )
    assert points_of(sheet) == {"A": 0, "B": 4}


def test_ru5_hand_rummy_doubles_those_who_had_a_turn_and_stayed_in():
    sheet = deal(
        "hand_rummy",
        A=won(),
        B=lost(35, had_turn=True),
        C=lost(100, had_turn=True),
        D=lost(35, had_turn=False),
        E=dropped("first_turn"),
    )
    assert points_of(sheet) == {"A": 0, "B": 70, "C": 200, "D": 35, "E": 25}


@pytest.mark.parametrize("deal_type", ["first_turn_rummy", "hand_rummy"])
def test_ru5_nobody_drops_later_before_a_first_turn_declaration(deal_type):
    errors = errors_of(deal(deal_type, A=won(), B=dropped("later"), C=lost(10, had_turn=True)))
    assert list(errors) == ["players.B.when"] and "RU-4" in errors["players.B.when"]
    assert not can_drop(DealType(deal_type), DropTime.LATER) and can_drop(DealType.NORMAL, DropTime.LATER)


@pytest.mark.parametrize("deal_type", ["first_turn_rummy", "hand_rummy"])
def test_ru5_losers_say_whether_they_had_a_turn(deal_type):
    errors = errors_of(deal(deal_type, A=won(), B=lost(10), C=lost(10, had_turn="no")))
    assert set(errors) == {"players.B.had_turn", "players.C.had_turn"}
    assert "RU-5" in errors["players.B.had_turn"]


def test_ru5_had_turn_belongs_only_to_first_turn_and_hand_rummy_deals():
    errors = errors_of(deal("normal", A=won(), B=lost(10, had_turn=True)))
    assert list(errors) == ["players.B.had_turn"] and "RU-5" in errors["players.B.had_turn"]


def test_ru6_a_void_deal_scores_nothing_for_anyone():
    sheet = deal(
        "void", A={"result": "void"}, B=dropped("first_turn"), C=dropped("later"), D={"result": "void"}
    )
    assert points_of(sheet) == {"A": 0, "B": 0, "C": 0, "D": 0}


def test_ru6_a_void_deal_has_no_winner_or_loser_and_only_a_void_deal_has_void_players():
    errors = errors_of(deal("void", A=won(), B=lost(10), C={"result": "void"}))
    assert set(errors) == {"players.A.result", "players.B.result"} and "RU-6" in errors["players.A.result"]
    errors = errors_of(deal("normal", A=won(), B={"result": "void"}))
    assert errors == {
        "players.B.result": "'void' is only for a void deal; this deal is a normal deal (ruling RU-6)"
    }
    assert not can_have(DealType.NORMAL, Outcome.VOID) and can_have(DealType.VOID, Outcome.DROPPED)


@pytest.mark.parametrize("players", [{"A": lost(10), "B": lost(20)}, {"A": won(), "B": won(), "C": lost(5)}])
def test_ru6_a_deal_that_is_not_void_has_exactly_one_winner(players):
    errors = errors_of(deal("normal", **players))
    assert list(errors) == ["players"] and errors["players"].startswith(
        "a normal deal has exactly one winner; "
    )


def test_ru9_packs_follow_the_number_of_players():
    assert [packs_for(n) for n in (2, 6, 7, 9)] == [2, 2, 3, 3]
    three_nines = ["9C", "9C", "9C", "2S", "3S", "4S", "KD", "QD", "7H", "6H", "5C", "10C", "JS"]
    six = {f"P{i}": lost(5) for i in range(4)}  # with W and X: six players, two packs
    loser = {"result": "lost", "cards": three_nines, "wild": "8"}
    errors = errors_of(deal("normal", W=won(), X=loser, **six))
    assert list(errors) == ["players.X.cards"] and "9C" in errors["players.X.cards"]
    seven = {f"P{i}": lost(5) for i in range(5)}
    assert points_of(deal("normal", W=won(), X=loser, **seven))["X"] == 58  # a tanala with three packs


def test_ru9_the_hands_of_a_deal_together_fit_in_the_packs():
    hand = ["9C", "9C", "2S", "3S", "4S", "KD", "QD", "7H", "6H", "5C", "10C", "JS", "AD"]
    loser = {"result": "lost", "cards": hand, "wild": "8"}
    errors = errors_of(deal("normal", A=won(), B=loser, C=loser))
    assert list(errors) == ["players"] and "4 copies of 9C" in errors["players"]


def test_every_hand_in_a_deal_has_the_same_wild_rank():
    hand = ["9C", "2S", "3S", "4S", "KD", "QD", "7H", "6H", "5C", "10C", "JS", "AD", "2D"]
    sheet = deal(
        "normal",
        A=won(),
        B={"result": "lost", "cards": hand, "wild": "8"},
        C={"result": "lost", "cards": hand, "wild": "7"},
    )
    assert "same wild rank" in errors_of(sheet)["players"]


def test_a_losing_line_gives_points_or_cards():
    errors = errors_of(
        deal(
            "normal",
            A=won(),
            B={"result": "lost"},
            C={"result": "lost", "points": 5, "cards": FAIZ_CARDS, "wild": "5"},
            D={"result": "lost", "cards": FAIZ_CARDS},
        )
    )
    assert {"players.B", "players.C", "players.D"} == set(errors)


def test_deal_sheet_reports_every_problem_at_once():
    sheet = {
        "game": "rummy-deal",
        "deal_type": "first_turn_rummy",
        "extra": 1,
        "settings": {"target": "x"},
        "players": {
            "Anu": {"result": "won", "points": 3},
            "Bala": dropped("later"),
            "Dev": lost(75),
            "Esha": lost(100, had_turn="yes"),
            "": {"result": "void"},
            "Faiz": {"result": "lost", "cards": FAIZ_CARDS[:-1] + ["XX"], "wild": "Z", "had_turn": False},
        },
    }
    assert set(errors_of(sheet)) == {
        "extra",
        "settings.target",
        "players.Anu.points",
        "players.Bala.when",
        "players.Dev.had_turn",
        "players.Dev.points",
        "players.Esha.had_turn",
        "players.",
        "players.Faiz.wild",
        "players.Faiz.cards.12",
    }


@pytest.mark.parametrize(
    "sheet, path",
    [
        ({"game": "rummy-deal", "players": {"A": won(), "B": lost(1)}}, "deal_type"),
        ({"game": "rummy-deal", "deal_type": "normal"}, "players"),
        ({"game": "rummy-deal", "deal_type": "normal", "players": []}, "players"),
        (deal("normal", A=won()), "players"),
        (deal("Normal", A=won(), B=lost(3)), "deal_type"),
        (deal("normal", A=won(), B="lost"), "players.B"),
        (deal("normal", A=won(), B={"result": "lose", "points": 3}), "players.B.result"),
        (deal("normal", A=won(), B=lost(3.5)), "players.B.points"),
    ],
)
def test_deal_sheet_refusals(sheet, path):
    assert path in errors_of(sheet)


def test_score_deal_refuses_an_impossible_deal_and_scores_a_possible_one():
    good = Deal.of(
        DealType.NORMAL, {"A": PlayerResult(Outcome.WON), "B": PlayerResult(Outcome.LOST, points=9)}
    )
    assert score_deal(good) == {"A": 0, "B": 9}
    with pytest.raises(ValueError, match="exactly one winner"):
        score_deal(
            Deal.of(
                DealType.NORMAL,
                {"A": PlayerResult(Outcome.LOST, points=1), "B": PlayerResult(Outcome.LOST, points=9)},
            )
        )
    assert player_points(DealType.VOID, PlayerResult(Outcome.DROPPED, DropTime.LATER)) == 0


def test_ru5_a_loser_of_a_first_turn_rummy_says_whether_they_had_a_turn():
    errors = errors_of(deal("first_turn_rummy", A=won(), B=lost(10)))
    assert errors["players.B.had_turn"] == (
        "in a first-turn Rummy deal every loser says whether they had a turn (true or false): it sets the rate "
        "(ruling RU-5)"
    )
