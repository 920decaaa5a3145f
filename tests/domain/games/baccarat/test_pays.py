"""Settling baccarat bets by the leaflet's pay tables (ruling BAC-2), and pay tables as editable data."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from cardnight_desk.domain.cards import cards
from cardnight_desk.domain.games.baccarat.hand import Coup
from cardnight_desk.domain.games.baccarat.pays import (
    EZ,
    MIDI,
    MINI,
    NO_COMMISSION,
    VARIANTS,
    Bet,
    BetOn,
    BetResult,
    DragonBonusPays,
    Outcome,
    PayTable,
    money_json,
    settle,
)

D = Decimal


def net(on: BetOn, names: list[str], table: PayTable = MINI, stake: str | int = 100) -> Decimal:
    return settle(Bet(1, on, D(stake)), Outcome.of(Coup.of(cards(names))), table).net


PLAYER_WINS = ["9S", "KH", "KC", "7D"]  # Player natural 9, Banker 7
BANKER_WINS = ["KS", "8H", "7C", "KD"]  # Banker natural 8, Player 7
TIE = ["6S", "6H", "KC", "KD"]  # 6 each, both stand
BANKER_SIX = ["KS", "3H", "2C", "3D", "KD"]  # Player 2 draws a K; Banker 6 stands and wins
DRAGON7 = ["6S", "2H", "KC", "2D", "3S"]  # Player 6 stands, Banker 4 draws a 3: three-card 7
TWO_CARD_BANKER_7 = ["6S", "3H", "KC", "4D"]  # Banker 7 on two cards beats Player 6


@pytest.mark.parametrize("variant", ["mini", "midi", "ez", "no_commission"])
def test_bac2_player_pays_1_to_1_and_pushes_on_a_tie(variant):
    table = VARIANTS[variant]
    assert net(BetOn.PLAYER, PLAYER_WINS, table) == 100
    assert net(BetOn.PLAYER, BANKER_WINS, table) == -100
    assert net(BetOn.PLAYER, TIE, table) == 0


@pytest.mark.parametrize("table", [MINI, MIDI])
def test_bac2_banker_pays_1_to_1_less_5_percent_in_mini_and_midi(table):
    assert net(BetOn.BANKER, BANKER_WINS, table) == 95
    assert net(BetOn.BANKER, BANKER_SIX, table) == 95
    assert net(BetOn.BANKER, DRAGON7, table, stake=7) == D("6.65")
    assert net(BetOn.BANKER, PLAYER_WINS, table) == -100
    assert net(BetOn.BANKER, TIE, table) == 0


@pytest.mark.parametrize("variant", ["mini", "midi", "ez", "no_commission"])
def test_bac2_tie_pays_8_to_1(variant):
    assert net(BetOn.TIE, TIE, VARIANTS[variant]) == 800
    assert net(BetOn.TIE, BANKER_WINS, VARIANTS[variant]) == -100


def test_bac2_ez_banker_has_no_commission_and_pushes_on_a_winning_three_card_7():
    assert net(BetOn.BANKER, BANKER_WINS, EZ) == 100
    assert net(BetOn.BANKER, DRAGON7, EZ) == 0
    assert (
        settle(Bet(1, BetOn.BANKER, D(10)), Outcome.of(Coup.of(cards(DRAGON7))), EZ).result is BetResult.PUSH
    )
    assert net(BetOn.BANKER, TWO_CARD_BANKER_7, EZ) == 100  # a two-card 7 is no Dragon 7


def test_bac2_ez_dragon7_pays_40_to_1_only_on_a_winning_three_card_banker_7():
    assert net(BetOn.DRAGON7, DRAGON7, EZ, stake=5) == 200
    assert net(BetOn.DRAGON7, TWO_CARD_BANKER_7, EZ, stake=5) == -5
    # a three-card Banker 7 that only ties is no Dragon 7
    tie_on_7 = ["7S", "2H", "KC", "2D", "3S"]  # Player 7 stands; Banker 4 draws 3 -> 7 all
    assert Coup.of(cards(tie_on_7)).banker_total == 7 and net(BetOn.DRAGON7, tie_on_7, EZ) == -100


@pytest.mark.parametrize("table", [MINI, MIDI, NO_COMMISSION])
def test_bac2_dragon7_is_an_ez_bet_only(table):
    assert not table.offers(BetOn.DRAGON7) and EZ.offers(BetOn.DRAGON7)
    with pytest.raises(ValueError, match="BAC-2"):
        net(BetOn.DRAGON7, DRAGON7, table)


def test_bac2_no_commission_banker_pays_1_to_1_but_a_winning_banker_6_pays_1_to_2():
    assert net(BetOn.BANKER, BANKER_WINS, NO_COMMISSION) == 100
    assert net(BetOn.BANKER, BANKER_SIX, NO_COMMISSION) == 50
    assert net(BetOn.BANKER, BANKER_SIX, NO_COMMISSION, stake=5) == D("2.5")
    three_card_six = ["KS", "AH", "5C", "2D", "KD", "3S"]  # Player 5; Banker 3 draws a 3: 6 wins
    assert net(BetOn.BANKER, three_card_six, NO_COMMISSION) == 50
    losing_six = ["7S", "AH", "KC", "2D", "3S"]  # Player 7 stands; Banker 3 draws to 6 and loses
    assert net(BetOn.BANKER, losing_six, NO_COMMISSION) == -100
    assert net(BetOn.PLAYER, BANKER_SIX, NO_COMMISSION) == -100


def test_bac2_pairs_pay_11_to_1_on_the_first_two_cards_of_the_hand():
    both_pairs = ["KS", "2H", "KC", "2D", "5S", "AS"]  # Player K K, Banker 2 2, then both draw
    assert net(BetOn.PLAYER_PAIR, both_pairs, stake=5) == 55
    assert net(BetOn.BANKER_PAIR, both_pairs, stake=5) == 55
    third_card_pair = ["KS", "7H", "4C", "KD", "4S"]  # Player K 4 then a 4: no pair, the third card is late
    assert net(BetOn.PLAYER_PAIR, third_card_pair, stake=5) == -5
    assert net(BetOn.BANKER_PAIR, PLAYER_WINS, stake=5) == -5


# Dragon Bonus, the leaflet's table: natural winner 1:1, natural tie push, non-natural win by 9 30:1, by 8 10:1,
# by 6-7 4:1, by 4-5 2:1, anything else loses.
DRAGON_BONUS_CASES = [
    ("natural win", ["9S", "KH", "KC", "7D"], BetOn.DRAGON_BONUS_PLAYER, 100),
    ("natural win by 1", ["9S", "8H", "KC", "KD"], BetOn.DRAGON_BONUS_PLAYER, 100),
    ("natural tie", ["4S", "5H", "4C", "3H"], BetOn.DRAGON_BONUS_PLAYER, 0),
    ("natural tie banker", ["4S", "5H", "4C", "3H"], BetOn.DRAGON_BONUS_BANKER, 0),
    ("natural loser", ["9S", "KH", "KC", "7D"], BetOn.DRAGON_BONUS_BANKER, -100),
    ("non-natural tie", ["6S", "6H", "KC", "KD"], BetOn.DRAGON_BONUS_PLAYER, -100),
    ("by 9", ["KS", "KH", "KC", "KD", "9S", "KD"], BetOn.DRAGON_BONUS_PLAYER, 3000),
    ("by 8", ["KS", "KH", "KC", "QD", "8S", "JD"], BetOn.DRAGON_BONUS_PLAYER, 1000),
    ("by 7", ["7S", "KH", "KC", "QD", "KD"], BetOn.DRAGON_BONUS_PLAYER, 400),
    ("by 6", ["6S", "KH", "KC", "QD", "KD"], BetOn.DRAGON_BONUS_PLAYER, 400),
    ("by 5", ["6S", "AH", "KC", "QD", "KD"], BetOn.DRAGON_BONUS_PLAYER, 200),
    ("by 4", ["7S", "3H", "KC", "QD", "KD"], BetOn.DRAGON_BONUS_PLAYER, 200),
    ("by 3", ["7S", "4H", "KC", "QD", "KD"], BetOn.DRAGON_BONUS_PLAYER, -100),
    ("banker by 6", ["KS", "7H", "AC", "KD", "QS"], BetOn.DRAGON_BONUS_BANKER, 400),
    ("banker by 1", ["6S", "7H", "KC", "KD"], BetOn.DRAGON_BONUS_BANKER, -100),
]


@pytest.mark.parametrize(
    "label, names, on, expected", DRAGON_BONUS_CASES, ids=[c[0] for c in DRAGON_BONUS_CASES]
)
def test_bac2_dragon_bonus_on_either_hand_by_the_leaflets_table(label, names, on, expected):
    coup = Coup.of(cards(names))
    assert coup.is_complete, label
    for table in VARIANTS.values():
        assert net(on, names, table) == expected, label


def test_money_is_decimal_and_wins_round_down_to_the_cent():
    assert net(BetOn.BANKER, BANKER_WINS, stake=D("0.01")) == D("0.00")  # 0.0095 is never paid
    assert net(BetOn.BANKER, BANKER_WINS, stake=D("1.01")) == D("0.95")
    assert net(BetOn.BANKER, BANKER_WINS, stake=D("10.50")) == D("9.97")
    assert [money_json(D(x)) for x in ("95", "47.50", "-10", "0", "6.65")] == [95, 47.5, -10, 0, 6.65]
    assert isinstance(money_json(D("95.00")), int)


def test_a_house_edits_a_pay_table_and_settling_follows():
    house = replace(MINI, tie=D(9), banker=D("0.96"))
    assert net(BetOn.TIE, TIE, house) == 900 and net(BetOn.BANKER, BANKER_WINS, house) == 96
    standard_bonus = replace(
        MINI, dragon_bonus=DragonBonusPays(by_margin=((9, 30), (8, 10), (7, 6), (6, 4), (5, 2), (4, 1)))
    )
    assert net(BetOn.DRAGON_BONUS_PLAYER, ["7S", "KH", "KC", "QD", "KD"], standard_bonus) == 600
    assert net(BetOn.DRAGON_BONUS_PLAYER, ["7S", "3H", "KC", "QD", "KD"], standard_bonus) == 100
    assert MINI.tie == 8  # the leaflet's table is untouched


def test_pay_tables_round_trip_as_data_and_refuse_nonsense():
    edited = PayTable.from_json({"tie": "9", "dragon_bonus": {"by_margin": {"9": "25", "4": "1"}}})
    assert (
        edited.tie == 9
        and edited.dragon_bonus.for_margin(9) == 25
        and edited.dragon_bonus.for_margin(8) == -1
    )
    for table in (MINI, EZ, NO_COMMISSION, edited):
        assert PayTable.from_json(table.to_json()) == table
    with pytest.raises(ValueError):
        PayTable.from_json({"tye": "9"})
    with pytest.raises(ValueError):
        replace(MINI, tie=D("-3"))
    with pytest.raises(ValueError):
        DragonBonusPays(by_margin=((10, 5),))
    with pytest.raises(ValueError):
        Bet(1, BetOn.TIE, D(0))
    with pytest.raises(AttributeError):
        MINI.tie = D(9)  # type: ignore[misc]
