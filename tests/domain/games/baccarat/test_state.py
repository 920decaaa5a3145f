"""A fun table saved as JSON and read back: seats, the hand in progress, settled hands, refused documents."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardnight_desk.domain.cards import card, cards
from cardnight_desk.domain.games.baccarat.pays import MINI, BetOn
from cardnight_desk.domain.games.baccarat.state import StateError, from_json, to_json
from cardnight_desk.domain.games.baccarat.table import BaccaratTable

D = Decimal
SIX = ["Asha", "Ben", "Chandni", "Dev", "Esha", "Farid"]
EXAMPLE_HAND = ["4S", "KD", "AC", "6H", "7C", "2D"]  # Player 2, Banker 8


def _through_json(table: BaccaratTable) -> BaccaratTable:
    return from_json(json.loads(json.dumps(to_json(table))))


def _played() -> BaccaratTable:
    table = BaccaratTable(SIX, tournament_hands=5)
    table.bet(1, BetOn.BANKER, 100)
    table.bet(2, BetOn.PLAYER, D("12.50"))
    table.enter_hand(cards(EXAMPLE_HAND))
    table.settle()
    return table


def test_a_settled_hand_and_the_balances_come_back_exactly():
    table = _played()
    back = _through_json(table)
    assert back.seats == table.seats
    assert back.chips(1) == D("1095.00") and back.chips(2) == D("987.50")
    assert back.history[0].coup == table.history[0].coup
    assert back.history[0].settlements == table.history[0].settlements
    assert back.hands_played == 1 and back.hands_left == 4
    assert back.pay_table == MINI and back.decks == 8 and back.starting_chips == 1000
    assert to_json(back) == to_json(table)


def test_the_hand_in_progress_survives_bets_and_cards():
    table = _played()
    table.bet(3, BetOn.TIE, 10)
    table.bet(4, BetOn.PLAYER_PAIR, 5)
    table.enter_hand(cards(["9H", "2S", "9D"]))
    back = _through_json(table)
    assert back.bets == table.bets and back.available(3) == 990
    assert back.coup.cards == tuple(cards(["9H", "2S", "9D"]))
    assert back.next_card() == table.next_card()
    back.deal(card("5C"))
    settled = back.settle()
    assert [(s.bet.seat, s.net) for s in settled.settlements] == [(3, -10), (4, 55)]  # a pair of nines 11:1


def test_seats_that_changed_between_hands_are_followed():
    table = _played()
    table.vacate(3)
    table.seat_player(3, "Gita", 250)
    table.vacate(6)
    table.bet(3, BetOn.BANKER, 250)
    table.enter_hand(cards(EXAMPLE_HAND))
    table.settle()
    table.seat_player(6, "Hari", D("10.50"))
    back = _through_json(table)
    assert [(s.number, s.name, s.chips) for s in back.seats] == [
        (s.number, s.name, s.chips) for s in table.seats
    ]
    assert back.chips(3) == D("487.50") and back.chips(6) == D("10.50")
    assert to_json(back) == to_json(table)


def test_an_edited_pay_table_and_the_variant_are_kept():
    house = replace(MINI, banker=D("0.96"))
    table = BaccaratTable(SIX, variant="midi", pay_table=house, decks=6, starting_chips=200)
    table.bet(1, BetOn.BANKER, 100)
    table.enter_hand(cards(["KS", "8H", "7C", "KD"]))
    table.settle()
    back = _through_json(table)
    assert back.variant == "midi" and back.pay_table == house and back.decks == 6
    assert back.chips(1) == 296


def test_ez_dragon7_bets_come_back_on_an_ez_table():
    table = BaccaratTable(SIX, variant="ez")
    table.bet(1, BetOn.DRAGON7, 5)
    table.enter_hand(cards(["6S", "2H", "KC", "2D", "3S"]))
    table.settle()
    table.bet(1, BetOn.DRAGON7, 5)
    back = _through_json(table)
    assert back.chips(1) == 1200 and back.bets == table.bets


def test_a_finished_tournament_stays_finished():
    table = BaccaratTable(SIX, tournament_hands=1)
    table.bet(2, BetOn.PLAYER, 100)
    table.enter_hand(cards(EXAMPLE_HAND))
    table.settle()
    back = _through_json(table)
    assert back.is_over and back.ranking() == table.ranking()
    assert not back.can_bet(1, BetOn.PLAYER, 10)


# --- documents that cannot be a table -----------------------------------------------------------------
def _doc() -> dict:
    return to_json(_played())


def _refused(doc: dict) -> StateError:
    with pytest.raises(StateError) as err:
        from_json(doc)
    return err.value


def test_a_bet_the_chips_could_not_cover_is_refused():
    doc = _doc()
    doc["hands"][0]["bets"][0]["stake"] = "5000"
    err = _refused(doc)
    assert err.path == "hands.0.bets.0" and err.reason == "not_enough_chips"


def test_bac1_a_card_after_a_natural_is_refused():
    table = BaccaratTable(SIX)
    table.enter_hand(cards(["8S", "KD", "AC", "6H"]))  # a natural 9: the hand is complete
    table.settle()
    doc = to_json(table)
    doc["hands"][0]["cards"].append("2C")
    err = _refused(doc)
    assert err.path == "hands.0.cards" and "complete" in err.reason


def test_bac1_an_unfinished_saved_hand_is_refused():
    doc = _doc()
    doc["hands"][0]["cards"] = doc["hands"][0]["cards"][:5]  # the Banker still draws by the table
    assert _refused(doc).path == "hands.0.cards"


def test_bac3_more_copies_than_the_shoe_holds_are_refused():
    table = BaccaratTable(SIX, decks=1)
    table.deal(card("KS"))
    doc = to_json(table)
    doc["cards"].append("KS")
    err = _refused(doc)
    assert err.path == "cards" and err.reason == "too_many_copies"
    doc["decks"] = 9
    assert "BAC-3" in _refused(doc).reason


def test_bac2_a_dragon7_bet_on_a_mini_table_is_refused():
    doc = to_json(BaccaratTable(SIX))
    doc["bets"] = [{"seat": 1, "on": "dragon7", "stake": "5"}]
    err = _refused(doc)
    assert err.path == "bets.0" and err.reason == "not_offered"


@pytest.mark.parametrize(
    "change, path",
    [
        (lambda d: d.pop("seats"), "seats"),
        (lambda d: d.update(format=99), "format"),
        (lambda d: d.update(variant="punto"), "variant"),
        (lambda d: d["seats"][0].update(chips="lots"), "seats.0.chips"),
        (lambda d: d["seats"][1].update(seat=1), "seats.1.seat"),
        (lambda d: d["hands"][0].update(number=4), "hands.0.number"),
        (lambda d: d["hands"][0]["bets"][0].update(on="red"), "hands.0.bets.0.on"),
        (lambda d: d["hands"][0]["chips_after"].__setitem__(0, 7), "hands.0.chips_after.0"),
        (lambda d: d.update(cards=["ZZ"]), "cards.0"),
        (lambda d: d.update(cards=["JK"]), "cards"),
    ],
)
def test_a_broken_document_names_the_field(change, path):
    doc = copy.deepcopy(_doc())
    change(doc)
    assert _refused(doc).path == path


def test_a_hand_with_too_many_hands_for_the_tournament_is_refused():
    doc = _doc()
    doc["tournament_hands"] = 1
    doc["hands"].append(dict(doc["hands"][0], number=2))
    assert _refused(doc).reason == "tournament_over"


# --- property: any sequence of actions comes back, and plays on the same ---------------------------------
SOME_CARDS = ["AS", "2H", "3D", "4C", "5S", "6H", "7D", "8C", "9S", "10H", "JD", "QC", "KS"]
actions = st.one_of(
    st.tuples(st.just("seat"), st.integers(1, 6), st.integers(0, 3000)),
    st.tuples(st.just("vacate"), st.integers(1, 6)),
    st.tuples(
        st.just("bet"),
        st.integers(1, 6),
        st.sampled_from(list(BetOn)),
        st.sampled_from([D(1), D(5), D("12.50"), D(100), D(999)]),
    ),
    st.tuples(st.just("withdraw"), st.integers(0, 3)),
    st.tuples(st.just("deal"), st.sampled_from(SOME_CARDS)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("settle")),
    st.tuples(st.just("play"), st.lists(st.sampled_from(SOME_CARDS), min_size=6, max_size=6)),
)


def _apply(table: BaccaratTable, steps: list[tuple]) -> None:
    for step in steps:
        kind, args = step[0], step[1:]
        if kind == "seat" and table.can_seat_player(args[0]):
            table.seat_player(args[0], f"P{args[0]}", args[1])
        elif kind == "vacate" and table.can_vacate(args[0]):
            table.vacate(args[0])
        elif kind == "bet" and table.can_bet(*args):
            table.bet(*args)
        elif kind == "withdraw" and table.can_withdraw(args[0]):
            table.withdraw(args[0])
        elif kind == "deal" and table.can_deal(card(args[0])):
            table.deal(card(args[0]))
        elif kind == "undo" and table.can_undo_card():
            table.undo_card()
        elif kind == "settle" and table.can_settle():
            table.settle()
        elif kind == "play":  # deal the hand out and settle it
            for name in args[0]:
                if table.can_deal(card(name)):
                    table.deal(card(name))
            if table.can_settle():
                table.settle()


@settings(max_examples=200, deadline=None)
@given(
    variant=st.sampled_from(["mini", "midi", "ez", "no_commission"]),
    decks=st.integers(1, 8),
    hands=st.one_of(st.none(), st.integers(1, 4)),
    first=st.lists(actions, max_size=60),
    then=st.lists(actions, max_size=30),
)
def test_any_table_comes_back_and_plays_on_exactly_the_same(variant, decks, hands, first, then):
    table = BaccaratTable(SIX[:3], variant=variant, decks=decks, tournament_hands=hands)
    _apply(table, first)
    back = _through_json(table)
    assert to_json(back) == to_json(table)
    assert back.seats == table.seats and back.bets == table.bets and back.coup == table.coup
    assert back.ranking() == table.ranking() and back.hands_left == table.hands_left
    _apply(table, then)
    _apply(back, then)
    assert to_json(back) == to_json(table)
