"""The ``baccarat-hand`` and ``baccarat-odds`` score sheets (score-sheets.md), rulings BAC-1 to BAC-3."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.cards import pack
from cardnight_desk.domain.errors import SheetInvalid
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.baccarat.hand import Coup
from cardnight_desk.domain.games.baccarat.sheets import SHEET_RULES

EXAMPLE = {
    "game": "baccarat-hand",
    "variant": "mini",
    "cards": ["4S", "KD", "AC", "6H", "7C", "2D"],
    "bets": [
        {"seat": 1, "on": "banker", "stake": 100},
        {"seat": 2, "on": "tie", "stake": 10},
        {"seat": 3, "on": "dragon_bonus_player", "stake": 10},
        {"seat": 4, "on": "player_pair", "stake": 5},
    ],
}


def hand(cards, variant="mini", bets=(), **extra):
    return {"game": "baccarat-hand", "variant": variant, "cards": list(cards), "bets": list(bets), **extra}


def errors(sheet):
    result = evaluate(sheet)
    assert result["valid"] is False
    return {e["path"]: e["message"] for e in result["errors"]}


def test_the_score_sheets_example_settles_every_bet():
    assert evaluate(EXAMPLE) == {
        "valid": True,
        "player": {"cards": ["4S", "AC", "7C"], "total": 2},
        "banker": {"cards": ["KD", "6H", "2D"], "total": 8},
        "winner": "banker",
        "natural": False,
        "dragon7": False,
        "bets": [
            {"seat": 1, "on": "banker", "net": 95},
            {"seat": 2, "on": "tie", "net": -10},
            {"seat": 3, "on": "dragon_bonus_player", "net": -10},
            {"seat": 4, "on": "player_pair", "net": -5},
        ],
    }


def test_bac2_net_keeps_at_most_two_decimals_as_a_json_number():
    six = ["KS", "3H", "2C", "3D", "KD"]  # a winning two-card Banker 6
    result = evaluate(hand(six, "no_commission", [{"seat": 1, "on": "banker", "stake": 95}]))
    assert result["bets"][0]["net"] == 47.5
    result = evaluate(
        hand(
            six, "mini", [{"seat": 1, "on": "banker", "stake": 7}, {"seat": 2, "on": "banker", "stake": 2.5}]
        )
    )
    assert [b["net"] for b in result["bets"]] == [6.65, 2.37]
    assert json.loads(json.dumps(result)) == result


def test_bac2_ez_dragon7_is_reported_and_paid():
    dragon = ["6S", "2H", "KC", "2D", "3S"]
    result = evaluate(
        hand(
            dragon,
            "ez",
            [{"seat": 1, "on": "dragon7", "stake": 10}, {"seat": 2, "on": "banker", "stake": 10}],
        )
    )
    assert result["dragon7"] is True and [b["net"] for b in result["bets"]] == [400, 0]
    assert errors(hand(dragon, "mini", [{"seat": 1, "on": "dragon7", "stake": 10}])).keys() == {"bets.0.on"}


def test_a_natural_is_reported_and_bets_may_be_left_out():
    sheet = {"game": "baccarat-hand", "variant": "midi", "cards": ["9S", "KH", "KC", "7D"]}
    result = evaluate(sheet)
    assert result["natural"] is True and result["winner"] == "player" and result["bets"] == []


@pytest.mark.parametrize(
    "cards, needed",
    [
        ([], "card 1 is still needed: the Player's first card"),
        (["4S"], "card 2 is still needed: the Banker's first card"),
        (["4S", "KD"], "card 3 is still needed: the Player's second card"),
        (["4S", "KD", "AC"], "card 4 is still needed: the Banker's second card"),
        (["4S", "KD", "AC", "6H"], "card 5 is still needed: the Player's third card (the Player has 5"),
        (
            ["4S", "KD", "AC", "6H", "7C"],
            "card 6 is still needed: the Banker's third card (the Banker has 6 and draws when the Player's third card is 6, 7",
        ),
        (
            ["6S", "2H", "KC", "2D"],
            "card 5 is still needed: the Banker's third card (the Player stood and the Banker has 4",
        ),
        (
            ["KS", "KH", "4C", "2D", "5S"],
            "card 6 is still needed: the Banker's third card (the Banker has 2 and always draws on 0-2",
        ),
    ],
)
def test_bac1_too_few_cards_says_which_card_is_still_needed(cards, needed):
    message = errors(hand(cards))["cards"]
    assert message.startswith(needed) and "BAC-1" in message


def test_bac1_extra_cards_are_errors_each_named():
    found = errors(hand(["9S", "KH", "KC", "7D", "2C", "3C"]))
    assert set(found) == {"cards.4", "cards.5"}
    assert "natural" in found["cards.4"] and "one card too many" in found["cards.4"]
    found = errors(hand(["6S", "7H", "KC", "KD", "2C"]))
    assert "both stand" in found["cards.4"]
    found = errors(hand(["KS", "6H", "KC", "KD", "AS", "2C"]))
    assert "Banker stands on 6" in found["cards.5"]


def test_bac3_more_copies_than_the_shoe_holds_are_refused():
    sheet = hand(["KS", "KS", "AC", "6H", "7C", "2D"], settings={"decks": 1})
    found = errors(sheet)
    assert set(found) == {"cards.1"} and "BAC-3" in found["cards.1"] and "1 pack" in found["cards.1"]
    sheet["settings"] = {"decks": 2}
    assert evaluate(sheet)["valid"] is True


def test_bad_cards_and_jokers_are_named_by_position():
    found = errors(hand(["4S", "ZZ", "JK", "6H", "7C", "2D", "3D"]))
    assert {"cards.1", "cards.2", "cards.6"} <= set(found)
    assert "'ZZ'" in found["cards.1"] and "joker" in found["cards.2"]


def test_every_shape_error_is_reported_with_its_path():
    sheet = {
        "game": "baccarat-hand",
        "variant": "punto",
        "cards": "4S KD",
        "bets": [
            {"seat": 0, "on": "banca", "stake": -5},
            {"seat": 1, "on": "tie", "stake": 1.005},
            "x",
            {"seat": 2, "on": "tie", "stake": 5, "odds": 9},
        ],
        "extra": 1,
        "settings": {"decks": 12, "colour": "red"},
    }
    found = errors(sheet)
    assert {
        "variant",
        "cards",
        "bets.0.seat",
        "bets.0.on",
        "bets.0.stake",
        "bets.1.stake",
        "bets.2",
        "bets.3.odds",
        "extra",
        "settings.decks",
        "settings.colour",
    } <= set(found)
    assert "BAC-2" in found["variant"] and "BAC-2" in found["bets.0.on"]


def test_bac2_sheet_variant_must_agree_with_the_event_settings():
    assert errors(hand(["9S", "KH", "KC", "7D"], "ez", settings={"variant": "mini"}))["variant"] == (
        "this hand says the EZ Baccarat variant but the event's settings say the Mini variant (ruling BAC-2)"
    )
    assert evaluate(hand(["9S", "KH", "KC", "7D"], "ez", settings={"variant": "ez", "decks": 6}))["valid"]


def test_score_refuses_an_invalid_sheet():
    with pytest.raises(SheetInvalid):
        SHEET_RULES["baccarat-hand"].score(hand(["4S"]))
    with pytest.raises(SheetInvalid):
        SHEET_RULES["baccarat-odds"].score({"game": "baccarat-odds", "decks": 0})


# --- baccarat-odds -------------------------------------------------------------------------------------------
def test_bac3_odds_sheet_defaults_to_8_decks_and_covers_every_bet_of_every_variant():
    result = evaluate({"game": "baccarat-odds"})
    assert result["valid"] and result["decks"] == 8
    assert round(result["probabilities"]["banker"], 6) == 0.458597
    assert round(result["house_edge"]["mini"]["banker"], 6) == 0.010579
    assert set(result["house_edge"]) == {"mini", "midi", "ez", "no_commission"}
    assert set(result["house_edge"]["ez"]) == {
        "player",
        "banker",
        "tie",
        "player_pair",
        "banker_pair",
        "dragon_bonus_player",
        "dragon_bonus_banker",
        "dragon7",
    }
    assert "dragon7" not in result["house_edge"]["mini"]
    assert all(0 < edge < 1 for edges in result["house_edge"].values() for edge in edges.values())


def test_bac3_odds_sheet_decks_from_the_sheet_or_the_settings():
    assert evaluate({"game": "baccarat-odds", "settings": {"decks": 6}})["decks"] == 6
    assert evaluate({"game": "baccarat-odds", "decks": 1})["decks"] == 1
    found = errors({"game": "baccarat-odds", "decks": 6, "settings": {"decks": 8}})
    assert "BAC-3" in found["decks"]
    for bad in (0, 9):
        assert "BAC-3" in errors({"game": "baccarat-odds", "decks": bad})["decks"]
    for bad in ("8", 8.5, True, None):
        assert set(errors({"game": "baccarat-odds", "decks": bad})) == {"decks"}
    assert set(errors({"game": "baccarat-odds", "cards": []})) == {"cards"}


# --- nothing malformed crashes ----------------------------------------------------------------------------------
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=10,
)
card_names = (
    st.sampled_from(["4S", "KD", "AC", "6H", "7C", "2D", "9S", "8H", "JK", "10C", "QS", "zz", ""])
    | json_values
)
bets = st.fixed_dictionaries(
    {
        "seat": st.integers(-2, 10) | json_values,
        "on": st.sampled_from(
            [
                "player",
                "banker",
                "tie",
                "player_pair",
                "banker_pair",
                "dragon_bonus_player",
                "dragon_bonus_banker",
                "dragon7",
                "punto",
            ]
        )
        | json_values,
        "stake": st.integers(-5, 10**12)
        | st.floats()
        | st.decimals(places=3, allow_nan=False, allow_infinity=False).map(float)
        | json_values,
    },
    optional={"extra": json_values},
)


@st.composite
def dealt_hands(draw):
    """A complete hand off a shuffled pack, in dealing order."""
    shoe = draw(st.permutations(pack()))
    coup = Coup()
    for item in shoe:
        if not coup.can_deal():
            break
        coup = coup.deal(item)
    return [c.name for c in coup.cards]


hand_sheets = st.fixed_dictionaries(
    {
        "game": st.just("baccarat-hand"),
        "variant": st.sampled_from(["mini", "midi", "ez", "no_commission", "x"]) | json_values,
        "cards": dealt_hands() | st.lists(card_names, max_size=8) | json_values,
    },
    optional={
        "bets": st.lists(bets | json_values, max_size=4) | json_values,
        "settings": st.fixed_dictionaries(
            {}, optional={"decks": st.integers(-1, 10) | json_values, "variant": json_values}
        )
        | json_values,
        "oops": json_values,
    },
)


@settings(max_examples=200, deadline=None)
@given(hand_sheets)
def test_malformed_hand_sheets_never_crash(sheet):
    result = evaluate(sheet)
    assert isinstance(result["valid"], bool)
    json.dumps(result, allow_nan=False)
    if not result["valid"]:
        assert result["errors"] and all(e["path"] and e["message"] for e in result["errors"])
    else:
        assert len(result["bets"]) == len(sheet.get("bets", []))


@settings(max_examples=200, deadline=None)
@given(
    st.fixed_dictionaries(
        {"game": st.just("baccarat-odds")},
        optional={"decks": json_values, "settings": json_values, "x": json_values},
    )
)
def test_malformed_odds_sheets_never_crash(sheet):
    found = SHEET_RULES["baccarat-odds"].validate(sheet)
    assert all(e.path and e.message for e in found)


@settings(max_examples=200, deadline=None)
@given(
    dealt_hands(),
    st.sampled_from(["mini", "midi", "ez", "no_commission"]),
    st.lists(
        st.tuples(
            st.sampled_from(["player", "banker", "tie", "player_pair", "dragon_bonus_banker"]),
            st.integers(1, 10_000),
        ),
        max_size=5,
    ),
)
def test_any_dealt_hand_settles_every_bet_within_the_pay_table(names, variant, placed):
    sheet = hand(
        names, variant, [{"seat": i + 1, "on": on, "stake": stake} for i, (on, stake) in enumerate(placed)]
    )
    result = evaluate(sheet)
    assert result["valid"] is True
    assert len(result["player"]["cards"]) + len(result["banker"]["cards"]) == len(names)
    assert result["winner"] == (
        "player"
        if result["player"]["total"] > result["banker"]["total"]
        else "banker"
        if result["banker"]["total"] > result["player"]["total"]
        else "tie"
    )
    for bet, (on, stake) in zip(result["bets"], placed, strict=True):
        assert bet["on"] == on and (bet["net"] == -stake or 0 <= bet["net"] <= 30 * stake)
    assert errors(hand([*names, "2C"]))  # one card more is always refused


def test_bac2_a_bet_the_variant_does_not_offer_is_named_in_words():
    sheet = hand(["9S", "KH", "KC", "7D"], "mini", bets=[{"seat": 1, "on": "dragon7", "stake": 10}])
    assert errors(sheet)["bets.0.on"] == (
        "a Dragon 7 bet is not offered in the Mini variant (Dragon 7 is an EZ Baccarat bet, ruling BAC-2)"
    )
