"""The baccarat fun table: six seats, bets, the dealer guided card by card, settling, history, tournament."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from cardnight_desk.domain.cards import JOKER, card, cards
from cardnight_desk.domain.games import GAMES as COMPETITION_GAMES
from cardnight_desk.domain.games.baccarat.hand import Action, Winner
from cardnight_desk.domain.games.baccarat.pays import MINI, BetOn, BetResult
from cardnight_desk.domain.games.baccarat.table import BaccaratTable, Refusal, TableError

D = Decimal
SIX = ["Asha", "Ben", "Chandni", "Dev", "Esha", "Farid"]
EXAMPLE_HAND = ["4S", "KD", "AC", "6H", "7C", "2D"]  # Player 2, Banker 8 (score-sheets.md example)


def test_a_six_seat_table_settles_a_hand_dealt_card_by_card():
    table = BaccaratTable(SIX)
    assert [s.chips for s in table.seats] == [D(1000)] * 6
    table.bet(1, BetOn.BANKER, 100)
    table.bet(2, BetOn.TIE, 10)
    table.bet(3, BetOn.DRAGON_BONUS_PLAYER, 10)
    table.bet(4, BetOn.PLAYER_PAIR, 5)
    table.bet(5, BetOn.PLAYER, 50)
    assert table.available(1) == 900 and table.chips(1) == 1000
    expected = [
        Action.PLAYER_CARD,
        Action.BANKER_CARD,
        Action.PLAYER_CARD,
        Action.BANKER_CARD,
        Action.PLAYER_DRAWS,
        Action.BANKER_DRAWS,
    ]
    for name, action in zip(EXAMPLE_HAND, expected, strict=True):
        assert table.next_card().action is action
        assert not table.can_settle()
        table.deal(card(name))
    assert table.next_card().action is Action.COMPLETE and not table.can_deal(card("3C"))
    hand = table.settle()
    assert hand.number == 1 and hand.outcome.winner is Winner.BANKER
    assert [(s.bet.seat, s.net) for s in hand.settlements] == [(1, 95), (2, -10), (3, -10), (4, -5), (5, -50)]
    assert [s.chips for s in table.seats] == [D(1095), D(990), D(990), D(995), D(950), D(1000)]
    assert dict(hand.chips_after)[1] == D(1095)
    assert table.history == (hand,) and table.bets == () and table.coup.cards == ()
    assert table.can_bet(1, BetOn.PLAYER, 1095) and not table.can_bet(1, BetOn.PLAYER, D("1095.01"))


def test_bets_close_with_the_first_card_and_can_be_withdrawn_before():
    table = BaccaratTable(SIX)
    table.bet(1, BetOn.PLAYER, 10)
    table.bet(1, BetOn.TIE, 5)
    assert table.withdraw(1).on is BetOn.TIE and len(table.bets) == 1
    table.deal(card("9S"))
    assert table.check_bet(2, BetOn.PLAYER, 10) is Refusal.BETS_CLOSED
    assert table.check_withdraw(0) is Refusal.BETS_CLOSED
    with pytest.raises(TableError) as err:
        table.bet(2, BetOn.PLAYER, 10)
    assert err.value.refusal is Refusal.BETS_CLOSED


@pytest.mark.parametrize(
    "seat, on, stake, refusal",
    [
        (7, BetOn.PLAYER, 10, Refusal.NO_SUCH_SEAT),
        (1, BetOn.DRAGON7, 10, Refusal.NOT_OFFERED),  # ruling BAC-2: Dragon 7 is EZ only
        (1, BetOn.PLAYER, 0, Refusal.BAD_STAKE),
        (1, BetOn.PLAYER, D("0.001"), Refusal.BAD_STAKE),
        (1, BetOn.PLAYER, 1001, Refusal.NOT_ENOUGH_CHIPS),
        (1, BetOn.PLAYER, 1.5, Refusal.BAD_STAKE),
    ],
)
def test_bac2_refused_bets_say_why(seat, on, stake, refusal):
    table = BaccaratTable(SIX)
    assert table.check_bet(seat, on, stake) is refusal and not table.can_bet(seat, on, stake)


def test_stakes_held_back_cannot_be_bet_twice():
    table = BaccaratTable(SIX, starting_chips=100)
    table.bet(1, BetOn.PLAYER, 60)
    assert table.check_bet(1, BetOn.BANKER, 50) is Refusal.NOT_ENOUGH_CHIPS
    assert table.can_bet(1, BetOn.BANKER, 40)


def test_ez_table_pays_dragon7_and_pushes_the_banker():
    table = BaccaratTable(SIX, variant="ez")
    table.bet(1, BetOn.DRAGON7, 5)
    table.bet(2, BetOn.BANKER, 100)
    table.enter_hand(cards(["6S", "2H", "KC", "2D", "3S"]))  # Banker draws to a three-card 7
    hand = table.settle()
    assert [(s.result, s.net) for s in hand.settlements] == [(BetResult.WIN, 200), (BetResult.PUSH, 0)]
    assert table.chips(1) == 1200 and table.chips(2) == 1000


def test_bac3_a_card_the_shoe_cannot_hold_is_refused():
    table = BaccaratTable(SIX, decks=1)
    table.deal(card("KS"))
    assert table.check_deal(card("KS")) is Refusal.TOO_MANY_COPIES
    assert table.check_deal(JOKER) is Refusal.NOT_A_BACCARAT_CARD
    assert BaccaratTable(SIX, decks=2).can_deal(card("KS"))
    with pytest.raises(ValueError, match="BAC-3"):
        BaccaratTable(SIX, decks=9)


def test_a_typed_hand_is_all_or_nothing_and_a_slip_can_be_undone():
    table = BaccaratTable(SIX)
    with pytest.raises(TableError) as err:
        table.enter_hand(cards(["8S", "KD", "AC", "6H", "7C"]))  # a natural: the fifth card is too many
    assert err.value.refusal is Refusal.HAND_COMPLETE and table.coup.cards == ()
    table.enter_hand(cards(["4S", "KD", "AC"]))
    assert table.undo_card() == card("AC") and len(table.coup.cards) == 2
    assert table.check_settle() is Refusal.HAND_NOT_COMPLETE
    with pytest.raises(TableError):
        table.settle()
    assert not BaccaratTable(SIX).can_undo_card()


def test_tournament_ranks_seats_by_chips_after_the_set_number_of_hands():
    table = BaccaratTable(SIX, tournament_hands=2)
    table.bet(1, BetOn.BANKER, 100)
    table.bet(2, BetOn.PLAYER, 100)
    table.bet(3, BetOn.TIE, 100)
    table.enter_hand(cards(EXAMPLE_HAND))
    table.settle()
    assert table.hands_left == 1 and not table.is_over
    table.bet(4, BetOn.BANKER, 100)
    table.enter_hand(cards(EXAMPLE_HAND))
    table.settle()
    assert table.is_over and table.hands_left == 0
    assert table.check_bet(5, BetOn.PLAYER, 10) is Refusal.TOURNAMENT_OVER
    assert table.check_deal(card("2C")) is Refusal.TOURNAMENT_OVER
    ranking = table.ranking()
    assert [(r.place, r.name, r.chips) for r in ranking] == [
        (1, "Asha", D(1095)),
        (1, "Dev", D(1095)),
        (3, "Esha", D(1000)),
        (3, "Farid", D(1000)),
        (5, "Ben", D(900)),
        (5, "Chandni", D(900)),
    ]
    assert len(table.history) == 2


def test_midi_squeezers_are_the_highest_player_and_banker_wagers():
    table = BaccaratTable(SIX, variant="midi")
    table.bet(1, BetOn.PLAYER, 50)
    table.bet(2, BetOn.PLAYER, 30)
    table.bet(2, BetOn.PLAYER, 30)
    table.bet(3, BetOn.BANKER, 20)
    table.bet(4, BetOn.BANKER, 20)
    squeezers = table.squeezers()
    assert squeezers.player == (2,) and squeezers.banker == (3, 4)


def test_seats_join_and_leave_between_bets():
    table = BaccaratTable({1: "Asha", 3: "Ben"}, starting_chips=500)
    assert table.check_seat_player(3) is Refusal.SEAT_TAKEN
    table.seat_player(2, "Chandni")
    assert [s.number for s in table.seats] == [1, 2, 3] and table.chips(2) == 500
    table.bet(3, BetOn.PLAYER, 10)
    assert table.check_vacate(3) is Refusal.SEAT_HAS_BETS
    assert table.vacate(1).chips == 500 and [s.number for s in table.seats] == [2, 3]


def test_a_table_from_the_competition_settings_and_an_edited_pay_table():
    settings = {key: s.default for key, s in COMPETITION_GAMES["baccarat"].settings.items()}
    settings |= {"variant": "no_commission", "starting_chips": 200, "tournament_hands": 10}
    house = replace(MINI, banker=D("0.96"))
    table = BaccaratTable.from_settings(SIX, settings, pay_table=house)
    assert table.decks == 8 and table.hands_left == 10 and table.chips(6) == 200
    table.bet(1, BetOn.BANKER, 100)
    table.enter_hand(cards(["KS", "8H", "7C", "KD"]))
    assert table.settle().settlements[0].net == 96
