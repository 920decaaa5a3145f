"""Properties of 28 scoring that hold for every deal and every match (rulings TE-1..TE-7)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.twenty_eight.tricks import PACK, settle_count

TEAMS = ("Kochi", "Thrissur")
FAST = settings(max_examples=200, deadline=None)

team = st.sampled_from(TEAMS)
numeric_bid = st.integers(16, 28)
cot_bid = st.integers(16, 19)
any_bid = st.one_of(numeric_bid, st.just("thani"))

deal = st.one_of(
    st.fixed_dictionaries({"bidder": team, "bid": numeric_bid, "bidder_points": st.integers(0, 28)}),
    st.fixed_dictionaries({"bidder": team, "bid": st.just("thani"), "won_all": st.booleans()}),
    st.fixed_dictionaries(
        {
            "bidder": team,
            "bid": cot_bid,
            "cot": st.fixed_dictionaries(
                {"declared_by": team, "outcome": st.sampled_from(["won_all", "lost_trick", "surrendered"])}
            ),
        }
    ),
    st.fixed_dictionaries({"bidder": team, "bid": any_bid, "foul": team}),
    st.just({"redeal": True}),
)


def sheet(deals, coin_toss=None):
    return {"game": "28-match", "teams": list(TEAMS), "deals": deals, "coin_toss": coin_toss}


@FAST
@given(
    order=st.permutations(sorted(PACK, key=lambda c: c.name)), winners=st.lists(team, min_size=6, max_size=6)
)
def test_te1_the_two_teams_trick_points_add_up_to_28(order, winners):
    names = [c.name for c in order]
    tricks = [names[i * 6 : i * 6 + 6] for i in range(6)]
    piles = {t: [trick for trick, w in zip(tricks, winners, strict=True) if w == t] for t in TEAMS}
    count = settle_count(piles)
    assert count.complete
    assert count.points_of("Kochi") + count.points_of("Thrissur") == 28


@FAST
@given(d=deal)
def test_a_deal_never_moves_both_teams_totals(d):
    # TE-2..TE-6: game points go to or from one team only; a foul (TE-5) grants the team not at fault
    result = evaluate(sheet([d]))
    assert result["valid"], result
    points = result["deals"][0]
    moved = [t for t in TEAMS if points[t] != 0]
    assert len(moved) <= 1
    if "foul" in d:
        other = TEAMS[1] if d["foul"] == TEAMS[0] else TEAMS[0]
        assert moved == [other] and points[other] > 0
    elif "redeal" in d:
        assert moved == []
    else:
        assert moved and moved[0] in (d["bidder"], d.get("cot", {}).get("declared_by"))


@FAST
@given(bid=numeric_bid, points=st.integers(0, 28), bidder=team)
def test_te2_success_is_trick_points_at_least_the_bid(bid, points, bidder):
    delta = evaluate(sheet([{"bidder": bidder, "bid": bid, "bidder_points": points}]))["deals"][0][bidder]
    win, lose = (1, 2) if bid <= 19 else (2, 3) if bid <= 24 else (3, 4)
    assert delta == (win if points >= bid else -lose)


@FAST
@given(deals=st.lists(deal, max_size=12))
def test_te7_totals_are_the_sum_of_the_deals(deals):
    result = evaluate(sheet(deals))
    assert result["valid"], result
    for t in TEAMS:
        assert result["totals"][t] == sum(p[t] for p in result["deals"])
    if len(deals) < 12:
        assert (result["status"], result["winner"]) == ("in_progress", None)
    elif result["totals"]["Kochi"] == result["totals"]["Thrissur"]:
        assert (result["status"], result["winner"]) == ("extra_round", None)
    else:
        leader = max(TEAMS, key=lambda t: result["totals"][t])
        assert (result["status"], result["winner"]) == ("finished", leader)


@FAST
@given(deals=st.lists(deal, min_size=12, max_size=12), extra=st.lists(deal, min_size=1, max_size=7))
def test_te7_no_deal_is_accepted_after_the_match_is_decided(deals, extra):
    first = evaluate(sheet(deals))
    after = evaluate(sheet(deals + extra))
    if first["status"] == "finished":
        assert not after["valid"]
        assert [e["path"] for e in after["errors"]] == [f"deals.{12 + i}" for i in range(len(extra))]
    elif len(extra) <= 6:
        assert after["valid"] and after["status"] in ("extra_round", "coin_toss", "finished")
    else:
        assert [e["path"] for e in after["errors"]] == ["deals.18"]
