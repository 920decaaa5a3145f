"""The baccarat hand engine against the leaflet (baccarat-rules-english.md) and ruling BAC-1."""

from __future__ import annotations

import pytest

from cardnight_desk.domain.cards import JOKER, card, cards
from cardnight_desk.domain.games.baccarat.hand import (
    Action,
    Coup,
    HandComplete,
    Reason,
    Side,
    Winner,
    banker_draws,
    player_draws,
    total,
    value,
)

# The leaflet's drawing rule, cell by cell: row = Banker's two-card total, first column = the Player stood,
# then the value of the Player's third card 0..9. D = the Banker draws, S = the Banker stands.
#   "draws on 0-5, stands on 6-7" (Player stood); 3: anything but 8; 4: 2 to 7; 5: 4 to 7; 6: 6 or 7;
#   "a Banker with 0-2 always draws and a Banker with 7 stands".
LEAFLET_TABLE = {
    #    stood 0123456789
    0: ("D", "DDDDDDDDDD"),
    1: ("D", "DDDDDDDDDD"),
    2: ("D", "DDDDDDDDDD"),
    3: ("D", "DDDDDDDDSD"),
    4: ("D", "SSDDDDDDSS"),
    5: ("D", "SSSSDDDDSS"),
    6: ("S", "SSSSSSDDSS"),
    7: ("S", "SSSSSSSSSS"),
}
CELLS = [(bt, None, row[0]) for bt, row in LEAFLET_TABLE.items()] + [
    (bt, third, row[1][third]) for bt, row in LEAFLET_TABLE.items() for third in range(10)
]
RANK_OF_VALUE = {0: "K", 1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9"}


def _hand_to_fifth_card(banker_two: int, player_third: int | None) -> Coup:
    """Player K+4 (4, draws) or K+6 (6, stands); Banker K + the total; then the Player's third card."""
    player_second = "6C" if player_third is None else "4C"
    first = cards(["KS", "KH", player_second, RANK_OF_VALUE[banker_two] + "D"])
    if player_third is not None:
        first.append(card(RANK_OF_VALUE[player_third] + "S"))
    return Coup.of(first)


@pytest.mark.parametrize(
    "banker_two, player_third, expected", CELLS, ids=[f"banker{b}-third{t}" for b, t, _ in CELLS]
)
def test_leaflet_drawing_table_cell_by_cell(banker_two, player_third, expected):
    draws = expected == "D"
    assert banker_draws(banker_two, player_third) is draws
    coup = _hand_to_fifth_card(banker_two, player_third)
    step = coup.next_card()
    if draws:
        assert (step.action, step.side, step.position) == (
            Action.BANKER_DRAWS,
            Side.BANKER,
            len(coup.cards) + 1,
        )
    else:
        assert step.action is Action.COMPLETE and coup.is_complete
        assert len(coup.banker_cards) == 2


@pytest.mark.parametrize("player_two, draws", [(t, t <= 5) for t in range(8)])
def test_player_draws_on_0_to_5_stands_on_6_and_7(player_two, draws):
    assert player_draws(player_two) is draws
    coup = Coup.of(cards(["KS", "KH", RANK_OF_VALUE[player_two] + "C", "7D"]))  # Banker 7 stands
    assert coup.next_card().action is (Action.PLAYER_DRAWS if draws else Action.COMPLETE)


@pytest.mark.parametrize(
    "names, expected",
    [
        (["AS", "4H"], 5),
        (["9S", "3H"], 2),
        (["10S", "3H"], 3),
        (["KS", "QH", "JD"], 0),
        (["7S", "8H", "9D"], 4),
    ],
)
def test_card_values_and_totals_as_the_leaflet_examples(names, expected):
    assert total(cards(names)) == expected


def test_values_of_face_cards_and_ace():
    assert [value(card(n)) for n in ("AS", "9H", "10D", "JC", "QS", "KH")] == [1, 9, 0, 0, 0, 0]
    with pytest.raises(ValueError):
        value(JOKER)


@pytest.mark.parametrize(
    "names, winner",
    [
        (["8S", "KH", "KS", "5H"], Winner.PLAYER),  # Player natural 8 against Banker 5: nobody draws
        (["2S", "9H", "3S", "KH"], Winner.BANKER),  # Banker natural 9 stops the Player drawing on 5
        (["4S", "5H", "4C", "3H"], Winner.TIE),  # natural 8 each
    ],
)
def test_a_natural_stops_both_hands(names, winner):
    coup = Coup.of(cards(names))
    step = coup.next_card()
    assert (step.action, step.reason) == (Action.COMPLETE, Reason.NATURAL)
    assert coup.natural and coup.winner is winner
    with pytest.raises(HandComplete):
        coup.deal(card("2C"))


def test_bac1_dealing_order_player_banker_player_banker_then_third_cards():
    coup = Coup()
    steps = []
    for name in ["4S", "KD", "AC", "6H", "7C", "2D"]:
        steps.append(coup.next_card())
        coup = coup.deal(card(name))
    assert [s.action for s in steps] == [
        Action.PLAYER_CARD,
        Action.BANKER_CARD,
        Action.PLAYER_CARD,
        Action.BANKER_CARD,
        Action.PLAYER_DRAWS,
        Action.BANKER_DRAWS,
    ]
    assert [s.position for s in steps] == [1, 2, 3, 4, 5, 6]
    assert [c.name for c in coup.player_cards] == ["4S", "AC", "7C"]
    assert [c.name for c in coup.banker_cards] == ["KD", "6H", "2D"]
    assert (coup.player_total, coup.banker_total, coup.winner) == (2, 8, Winner.BANKER)
    assert coup.next_card() == coup.next_card() and coup.is_complete


def test_bac1_fifth_card_is_the_bankers_when_the_player_stood():
    coup = Coup.of(cards(["6S", "2H", "KC", "2D"]))  # Player 6 stands, Banker 4 draws
    step = coup.next_card()
    assert (step.action, step.reason, step.position) == (Action.BANKER_DRAWS, Reason.BANKER_LOW, 5)
    coup = coup.deal(card("3S"))
    assert [c.name for c in coup.banker_cards] == ["2H", "2D", "3S"] and len(coup.player_cards) == 2
    assert coup.banker_total == 7 and coup.winner is Winner.BANKER and coup.dragon7
    assert coup.next_card().reason is Reason.BANKER_DREW


def test_both_stand_and_banker_stands_reasons():
    assert Coup.of(cards(["6S", "7H", "KC", "KD"])).next_card().reason is Reason.BOTH_STAND
    coup = Coup.of(cards(["KS", "6H", "KC", "KD", "AS"]))  # Banker 6, Player's third card 1: stands
    assert coup.next_card().reason is Reason.BANKER_STANDS and coup.is_complete


def test_unfinished_hand_has_no_winner_and_undo_steps_back():
    coup = Coup.of(cards(["KS", "KH", "4C"]))
    assert not coup.is_complete and coup.can_deal()
    with pytest.raises(ValueError, match="card 4 is still needed"):
        _ = coup.winner
    assert coup.undo().cards == coup.cards[:2]
    assert not Coup().can_undo()


def test_pairs_are_the_first_two_cards_of_a_hand_by_rank():
    coup = Coup.of(cards(["KS", "2H", "KC", "2D"]))  # Player K K (0, draws), Banker 2 2
    assert coup.player_pair and coup.banker_pair
    coup = Coup.of(cards(["KS", "2H", "QC", "3D", "KD"]))  # K and Q both count 0 but are no pair
    assert not coup.player_pair and not coup.banker_pair


def test_a_joker_cannot_be_dealt():
    with pytest.raises(ValueError):
        Coup().deal(JOKER)
