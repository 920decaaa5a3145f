"""GAMA 28 (Irupathiyettu) deals and matches: the ``28-match`` sheet, table-driven from the rules and TE-1..TE-7."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.twenty_eight.sheets import (
    SHEET_RULES,
    THANI,
    BidDeal,
    CotDeal,
    CotOutcome,
    FoulDeal,
    MatchStatus,
    Redeal,
    band,
    can_cot,
    score_deal,
    score_match,
)

TEAMS = ("Kochi", "Thrissur")
RULES = SHEET_RULES["28-match"]


def sheet(deals, coin_toss=None, teams=TEAMS, **extra):
    return {"game": "28-match", "teams": list(teams), "deals": list(deals), "coin_toss": coin_toss, **extra}


def won(team, bid=16):
    return {"bidder": team, "bid": bid, "bidder_points": bid}


def level(n):
    """``n`` (even) deals that leave the teams level: each team makes one bid of 16 in turn."""
    return [won(TEAMS[i % 2]) for i in range(n)]


def one_deal(deal):
    result = evaluate(sheet([deal]))
    assert result["valid"], result
    return result["deals"][0]


def errors(doc):
    result = evaluate(doc)
    assert result["valid"] is False
    return {e["path"]: e["message"] for e in result["errors"]}


# --- TE-2: bid bands ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bid, points, bidder_delta",
    [
        (16, 16, 1),
        (16, 15, -2),
        (18, 20, 1),
        (19, 19, 1),
        (19, 0, -2),
        (20, 20, 2),
        (20, 19, -3),
        (24, 28, 2),
        (24, 23, -3),
        (25, 25, 3),
        (25, 24, -4),
        (28, 28, 3),
        (28, 27, -4),
    ],
)
@pytest.mark.parametrize("bidder", TEAMS)
def test_te2_bid_bands_win_and_lose_by_trick_points(bid, points, bidder_delta, bidder):
    other = TEAMS[1] if bidder == TEAMS[0] else TEAMS[0]
    assert one_deal({"bidder": bidder, "bid": bid, "bidder_points": points}) == {
        bidder: bidder_delta,
        other: 0,
    }


@pytest.mark.parametrize("won_all, delta", [(True, 4), (False, -5)])
def test_te2_thani_wins_4_or_loses_5(won_all, delta):
    assert one_deal({"bidder": "Thrissur", "bid": "thani", "won_all": won_all}) == {
        "Kochi": 0,
        "Thrissur": delta,
    }


def test_te2_band_refuses_impossible_bids():
    assert (band(THANI).win, band(THANI).lose) == (4, 5)
    for bad in (15, 29, 0, True, "17"):
        with pytest.raises(ValueError, match="TE-2"):
            band(bad)


# --- TE-3 / TE-4: cot and counter cot ----------------------------------------------------------------------


@pytest.mark.parametrize("bid", [16, 17, 19])
@pytest.mark.parametrize(
    "declared_by, outcome, expected",
    [
        ("Kochi", "won_all", {"Kochi": 2, "Thrissur": 0}),  # cot taken: bidding team +2W
        ("Kochi", "lost_trick", {"Kochi": -4, "Thrissur": 0}),  # cot lost: declaring (bidding) side -2L
        ("Thrissur", "won_all", {"Kochi": -4, "Thrissur": 0}),  # counter cot taken: bidding team -2L
        ("Thrissur", "lost_trick", {"Kochi": 0, "Thrissur": -4}),  # counter cot lost: declaring side -2L
    ],
)
def test_te3_cot_and_counter_cot_outcomes(bid, declared_by, outcome, expected):
    deal = {"bidder": "Kochi", "bid": bid, "cot": {"declared_by": declared_by, "outcome": outcome}}
    assert one_deal(deal) == expected


@pytest.mark.parametrize("declared_by, thrissur", [("Thrissur", 1), ("Kochi", -2)])
def test_te4_surrender_scores_the_single_amounts(declared_by, thrissur):
    # Thrissur bid: a cot (by Thrissur) surrendered to is +W, a counter cot (by Kochi) surrendered to is -L
    deal = {"bidder": "Thrissur", "bid": 18, "cot": {"declared_by": declared_by, "outcome": "surrendered"}}
    assert one_deal(deal) == {"Kochi": 0, "Thrissur": thrissur}


def test_te4_rulings_cited_on_the_deal_score():
    cot = CotDeal("Kochi", 16, "Kochi", CotOutcome.SURRENDERED)
    assert score_deal(cot, TEAMS).ruling == "TE-4"
    assert score_deal(CotDeal("Kochi", 16, "Thrissur", CotOutcome.WON_ALL), TEAMS).ruling == "TE-3"


@pytest.mark.parametrize("bid, allowed", [(16, True), (19, True), (20, False), (28, False), ("thani", False)])
def test_te3_cot_only_on_a_bid_of_19_or_less(bid, allowed):
    assert can_cot(bid) is allowed
    deal = {"bidder": "Kochi", "bid": bid, "cot": {"declared_by": "Thrissur", "outcome": "won_all"}}
    result = evaluate(sheet([deal]))
    assert result["valid"] is allowed
    if not allowed:
        found = {e["path"]: e["message"] for e in result["errors"]}
        assert (
            list(found) == ["deals.0.cot"]
            and "TE-3" in found["deals.0.cot"]
            and "19 or less" in found["deals.0.cot"]
        )


def test_te3_score_deal_refuses_a_cot_above_19():
    with pytest.raises(ValueError, match="TE-3"):
        score_deal(CotDeal("Kochi", 21, "Kochi", CotOutcome.WON_ALL), TEAMS)


def test_te3_cot_deal_takes_no_trick_points_and_names_a_team():
    found = errors(
        sheet(
            [
                {
                    "bidder": "Kochi",
                    "bid": 17,
                    "cot": {"declared_by": "Kochi", "outcome": "won_all"},
                    "bidder_points": 28,
                },
                {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Kollam", "outcome": "won"}},
                {"bidder": "Kochi", "bid": 17, "cot": {"declared_by": "Kochi"}},
            ]
        )
    )
    assert set(found) == {
        "deals.0.bidder_points",
        "deals.1.cot.declared_by",
        "deals.1.cot.outcome",
        "deals.2.cot.outcome",
    }
    assert "TE-3" in found["deals.0.bidder_points"] and "Kollam" in found["deals.1.cot.declared_by"]


# --- TE-5: fouls ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bid, granted", [(16, 4), (19, 4), (20, 6), (24, 6), (25, 8), (28, 8), ("thani", 10)]
)
@pytest.mark.parametrize("at_fault", TEAMS)
def test_te5_foul_grants_the_other_team_twice_the_lose_value(bid, granted, at_fault):
    other = TEAMS[1] if at_fault == TEAMS[0] else TEAMS[0]
    assert one_deal({"bidder": "Kochi", "bid": bid, "foul": at_fault}) == {other: granted, at_fault: 0}


def test_te5_rule_text_example_lead_of_16_grants_4():
    assert score_deal(FoulDeal("Thrissur", 16, "Kochi"), TEAMS).for_team("Thrissur") == 4


def test_te5_foul_names_a_known_team_and_scores_only_the_foul():
    found = errors(
        sheet(
            [
                {"bidder": "Kochi", "bid": 16, "foul": "Kollam"},
                {"bidder": "Kochi", "bid": 16, "foul": "Thrissur", "bidder_points": 20},
                {"bidder": "Kochi", "bid": 16, "foul": 3},
            ]
        )
    )
    assert set(found) == {"deals.0.foul", "deals.1.bidder_points", "deals.2.foul"}
    assert "Kollam" in found["deals.0.foul"] and "TE-5" in found["deals.0.foul"]
    assert "only the foul" in found["deals.1.bidder_points"] and "TE-5" in found["deals.1.bidder_points"]


# --- TE-6: redeals --------------------------------------------------------------------------------------------


def test_te6_redeal_scores_nothing_but_counts_in_the_rotation():
    assert one_deal({"redeal": True}) == {"Kochi": 0, "Thrissur": 0}
    deals = [*level(10), {"redeal": True}, won("Kochi")]
    result = evaluate(sheet(deals))
    assert result["status"] == "finished" and result["winner"] == "Kochi" and len(result["deals"]) == 12


def test_te6_redeal_takes_no_other_field():
    found = errors(sheet([{"redeal": True, "bid": 16}, {"redeal": False}, {"redeal": "yes"}]))
    assert set(found) == {"deals.0.bid", "deals.1.redeal", "deals.2.redeal"}
    assert all("TE-6" in m for m in found.values())


# --- TE-7: the match ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "deals, coin_toss, status, winner, totals",
    [
        ([], None, "in_progress", None, {"Kochi": 0, "Thrissur": 0}),
        (level(10) + [won("Kochi")], None, "in_progress", None, {"Kochi": 6, "Thrissur": 5}),
        (level(11) + [won("Thrissur", 20)], None, "finished", "Thrissur", {"Kochi": 6, "Thrissur": 7}),
        (level(12), None, "extra_round", None, {"Kochi": 6, "Thrissur": 6}),
        (level(12) + [won("Kochi", 25)] * 5, None, "extra_round", None, {"Kochi": 21, "Thrissur": 6}),
        (level(18), None, "coin_toss", None, {"Kochi": 9, "Thrissur": 9}),
        (level(18), "Thrissur", "finished", "Thrissur", {"Kochi": 9, "Thrissur": 9}),
        (level(17) + [won("Kochi")], None, "finished", "Kochi", {"Kochi": 10, "Thrissur": 8}),
        (level(16) + [{"redeal": True}] * 2, None, "coin_toss", None, {"Kochi": 8, "Thrissur": 8}),
    ],
)
def test_te7_match_status_and_winner(deals, coin_toss, status, winner, totals):
    result = evaluate(sheet(deals, coin_toss))
    assert result["valid"], result
    assert (result["status"], result["winner"], result["totals"]) == (status, winner, totals)
    assert len(result["deals"]) == len(deals)


def test_te7_lead_in_the_extra_round_wins_even_if_it_was_lost_during_it():
    deals = level(12) + [won("Kochi")] * 3 + [won("Thrissur", 25)] * 2 + [{"redeal": True}]
    result = evaluate(sheet(deals))
    assert (result["status"], result["winner"]) == ("finished", "Thrissur")


def test_te7_deals_after_a_decided_match_are_each_named():
    deals = level(11) + [won("Kochi"), won("Thrissur"), {"redeal": True}]
    found = errors(sheet(deals))
    assert set(found) == {"deals.12", "deals.13"}
    assert "Kochi 7, Thrissur 5" in found["deals.12"] and "TE-7" in found["deals.12"]


def test_te7_at_most_18_deals_then_a_coin_toss():
    found = errors(sheet(level(18) + [won("Kochi")]))
    assert set(found) == {"deals.18"} and "coin toss" in found["deals.18"]
    found = errors(sheet(level(17) + [won("Kochi"), won("Kochi")]))
    assert set(found) == {"deals.18"} and "after the extra round" in found["deals.18"]


def test_te7_a_19th_deal_is_named_even_when_an_earlier_deal_is_wrong():
    deals = [{"bidder": "Kochi", "bid": 40, "bidder_points": 20}, *level(18)]
    found = errors(sheet(deals))
    assert set(found) == {"deals.0.bid", "deals.18"}


def test_te7_unknown_totals_do_not_invent_errors():
    # deal 1 is wrong, so whether deal 13 is too many cannot be known: only deal 1 is named
    deals = [{"bidder": "Kochi", "bid": 40, "bidder_points": 20}, *level(10), won("Kochi"), won("Kochi")]
    assert set(errors(sheet(deals))) == {"deals.0.bid"}


@pytest.mark.parametrize(
    "deals, says",
    [
        (level(4), "only 4 of the 12 deals"),
        (level(11) + [won("Kochi")], "after 12 deals"),
        (level(14), "extra round has 2 of its 6 deals"),
        ([{"bidder": "Kochi", "bid": 9, "bidder_points": 1}, *level(13)], "14 deals are recorded"),
        (
            level(16) + [won("Kochi"), won("Kochi")],
            "after the extra round the score was Kochi 10, Thrissur 8",
        ),
    ],
)
def test_te7_coin_toss_when_none_is_due(deals, says):
    found = errors(sheet(deals, coin_toss="Kochi"))
    assert set(found) - {"deals.0.bid"} == {"coin_toss"}  # deal 1 of one case has a bid of 9
    assert says in found["coin_toss"] and "TE-7" in found["coin_toss"]


def test_te7_coin_toss_names_a_team():
    found = errors(sheet(level(18), coin_toss="Kollam"))
    assert set(found) == {"coin_toss"} and "Kollam" in found["coin_toss"]


def test_te7_result_offers_what_the_desk_may_do_next():
    playing = RULES.score(sheet(level(5)))
    assert playing.can_add_deal() and playing.deals_due == 7 and not playing.can_record_coin_toss()
    extra = RULES.score(sheet(level(14)))
    assert extra.status is MatchStatus.EXTRA_ROUND and extra.deals_due == 4
    toss = RULES.score(sheet(level(18)))
    assert not toss.can_add_deal() and toss.can_record_coin_toss()
    done = RULES.score(sheet(level(11) + [won("Kochi")]))
    assert not done.can_add_deal() and not done.can_record_coin_toss() and done.winner == "Kochi"


def test_te7_score_match_refuses_a_deal_after_the_match_is_decided():
    deals = [BidDeal(TEAMS[i % 2], 16, 16) for i in range(11)] + [BidDeal("Kochi", 16, 16), Redeal()]
    with pytest.raises(SheetInvalid, match="TE-7"):
        score_match(TEAMS, deals)


def test_running_totals_follow_each_deal():
    result = RULES.score(
        sheet(
            [
                won("Kochi"),
                {"bidder": "Thrissur", "bid": 24, "bidder_points": 10},
                {"redeal": True},
                {"bidder": "Kochi", "bid": 16, "foul": "Thrissur"},
            ]
        )
    )
    assert result.running == ((1, 0), (1, -3), (1, -3), (5, -3))
    assert result.to_json()["totals"] == {"Kochi": 5, "Thrissur": -3}


# --- validation: every error named --------------------------------------------------------------------------


def test_every_error_is_named_with_its_path():
    doc = sheet(
        [
            {"bidder": "Kochi", "bid": 30, "bidder_points": 20},  # bid above 28
            {"bidder": "Kochi", "bid": 15, "bidder_points": 20},  # bid below 16
            {"bidder": "Kochi", "bid": 20, "bidder_points": 29},  # trick points above 28
            {"bidder": "Kochi", "bid": 20, "bidder_points": -1},  # trick points below 0
            {"bidder": "Thrissur", "bid": "thani", "won_all": True, "bidder_points": 20},  # thani with points
            {
                "bidder": "Kochi",
                "bid": 22,
                "cot": {"declared_by": "Kochi", "outcome": "won_all"},
            },  # cot above 19
            {"bidder": "Kochi", "bid": 16, "foul": "Ernakulam"},  # foul naming an unknown team
            {"bidder": "Kollam", "bid": 16, "bidder_points": 20},  # unknown bidder
            {"bidder": "Kochi", "bid": "16", "bidder_points": 20},  # a bid written as text
            {"bidder": "Kochi", "bid": 18, "won_all": True},  # won_all on a numeric bid
            {"bidder": "Kochi", "bid": 18},  # how did it end?
            {"bid": 18, "bidder_points": 2, "points": 3},  # missing bidder, misspelt field
            "redeal",
        ],
        coin_toss="Kochi",
        note="typo",
    )
    found = errors(doc)
    assert set(found) == {
        "note",
        "deals.0.bid",
        "deals.1.bid",
        "deals.2.bidder_points",
        "deals.3.bidder_points",
        "deals.4.bidder_points",
        "deals.5.cot",
        "deals.6.foul",
        "deals.7.bidder",
        "deals.8.bid",
        "deals.9.won_all",
        "deals.10",
        "deals.11.bidder",
        "deals.11.points",
        "deals.12",
        "coin_toss",
    }
    for path in ("deals.0.bid", "deals.1.bid", "deals.8.bid", "deals.9.won_all", "deals.4.bidder_points"):
        assert "TE-2" in found[path], path
    assert "TE-1" in found["deals.2.bidder_points"] and "TE-1" in found["deals.3.bidder_points"]
    assert "30" in found["deals.0.bid"] and "Ernakulam" in found["deals.6.foul"]


def test_te2_thani_with_trick_points_is_refused():
    found = errors(sheet([{"bidder": "Kochi", "bid": "thani", "bidder_points": 12}]))
    assert set(found) == {"deals.0.bidder_points"} and "won_all" in found["deals.0.bidder_points"]


def test_two_ways_of_ending_a_deal_are_refused():
    found = errors(sheet([{"bidder": "Kochi", "bid": 40, "bidder_points": 3, "won_all": True}]))
    assert set(found) == {"deals.0.bid", "deals.0"} and "only one way" in found["deals.0"]


@pytest.mark.parametrize(
    "teams, path",
    [
        (["Kochi"], "teams"),
        (["A", "B", "C"], "teams"),
        (["Kochi", "Kochi"], "teams.1"),
        (["Kochi", " "], "teams.1"),
        ("Kochi", "teams"),
    ],
)
def test_teams_are_two_different_names(teams, path):
    doc = {"game": "28-match", "teams": teams, "deals": [won("Kochi")]}
    assert set(errors(doc)) == {path}


def test_settings_are_the_28_competition_settings():
    assert evaluate(sheet([], settings={"third_place": True}))["valid"]
    found = errors(sheet([], settings={"third_place": "yes", "target": 150}))
    assert set(found) == {"settings.third_place", "settings.target"}


def test_missing_fields_and_wrong_shapes():
    assert set(errors({"game": "28-match"})) == {"teams", "deals"}
    assert set(errors({"game": "28-match", "teams": list(TEAMS), "deals": {}})) == {"deals"}
    assert set(errors(sheet([{"bidder": "Kochi", "bid": 16, "bidder_points": 16.0}]))) == {
        "deals.0.bidder_points"
    }


def test_coin_toss_may_be_left_out_and_score_refuses_an_invalid_sheet():
    doc = {"game": "28-match", "teams": list(TEAMS), "deals": [won("Kochi")]}
    assert RULES.can_score(doc) and RULES.score(doc).totals == (1, 0)
    bad = sheet([{"bidder": "Kochi", "bid": 12, "bidder_points": 3}])
    assert not RULES.can_score(bad)
    with pytest.raises(SheetInvalid) as err:
        RULES.score(bad)
    assert [e.path for e in err.value.errors] == ["deals.0.bid"]


def test_team_names_in_any_script():
    teams = ("കൊച്ചി", "തൃശ്ശൂർ")
    result = evaluate(sheet([won("കൊച്ചി", 25)], teams=teams))
    assert result["totals"] == {"കൊച്ചി": 3, "തൃശ്ശൂർ": 0}
