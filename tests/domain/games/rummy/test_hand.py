"""What a 13-card rummy hand scores (rulings RU-1..RU-3, RU-9), from the examples of the GAMA rule text and
the issue, and the ``rummy-hand`` sheet."""

from __future__ import annotations

import random

import pytest

from cardnight_desk.domain.cards import JOKER, RANKS, Rank, card, cards, pack
from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.rummy import hand as rummy_hand
from cardnight_desk.domain.games.rummy import melds
from cardnight_desk.domain.games.rummy.hand import (
    HandError,
    MeldKind,
    can_score_hand,
    card_value,
    hand_errors,
    score_hand,
)

RULES_EXAMPLE = "10H JH QH KH 7S 8S 8D 4C 4D 4H 4S 2H 2C"  # "five is the joker", rule text, Scoring


def score(text: str, wild: str | None, packs: int = 2):
    return score_hand(cards(text.split()), Rank.parse(wild) if wild else None, packs)


def names(melds) -> list[list[str]]:
    return [[c.name for c in m.cards] for m in melds]


@pytest.mark.parametrize(
    "name, wild, value",
    [
        ("AS", "5", 10),
        ("KH", "5", 10),
        ("QD", "5", 10),
        ("JC", "5", 10),
        ("10S", "5", 10),
        ("9H", "5", 9),
        ("2C", "5", 2),
        ("5D", "5", 0),
        ("JK", "5", 0),
        ("JK", None, 0),
        ("5D", None, 5),
        ("AH", "A", 0),
    ],
)
def test_ru1_card_values(name, wild, value):
    assert card_value(card(name), Rank.parse(wild) if wild else None) == value


def test_ru1_unmatched_cards_count_their_values_and_wild_cards_nothing():
    # lives AH-2H-3H and 4S-5S-6S; 7s wild: one wild card makes AC-(2C)-3C, the other is spare (worth 0);
    # KD 10, 9C 9, 2D 2 stay out
    result = score("AH 2H 3H 4S 5S 6S KD 9C AC 7D JK 2D 3C", "7")
    assert result.points == 21
    assert [c.name for c in result.unmatched if c.name not in ("7D", "JK")] == ["KD", "9C", "2D"]


# --- the rule text's worked example and the examples ---------------------------------------------
def test_ru3_rules_example_with_five_wild_scores_100_without_a_second_life():
    result = score(RULES_EXAMPLE, "5")
    assert result.points == 100
    assert (result.straight_life, result.second_life) == (True, False)
    assert names(result.melds) == [["10H", "JH", "QH", "KH"]]  # the original life it does hold


@pytest.mark.parametrize("wild_card", ["5D", "JK", "5S"])
def test_ru3_rules_example_with_a_wild_card_for_an_eight_scores_8(wild_card):
    result = score(RULES_EXAMPLE.replace("8D", wild_card), "5")
    assert result.points == 8  # a 4 and the two 2s
    assert names(result.melds) == [["10H", "JH", "QH", "KH"], ["7S", "8S", wild_card], ["4C", "4D", "4H"]]
    assert [c.name for c in result.unmatched] == ["4S", "2H", "2C"]


def test_ru3_finds_the_hidden_second_sequence_not_the_first_arrangement():
    # sets of 3s and 2s look natural, but 2C-3C-4C is a second life worth taking: 32, not 56 (the issue)
    result = score("4H 5H 6H 3C 3D 3S 2C 2D 2S 9D 8C 5S 4C", "K")
    assert result.points == 32
    assert names(result.melds) == [["4H", "5H", "6H"], ["2C", "3C", "4C"]]


def test_ru2_q_k_a_is_a_run():
    result = score("QH KH AH 2S 3S 4S 9D 9C 7D 6C 5H 10D 8C", "J")
    assert result.points == 9 + 9 + 7 + 6 + 5 + 10 + 8
    assert ["QH", "KH", "AH"] in names(result.melds)


def test_ru2_k_a_2_is_never_a_run():
    assert score("KH AH 2H 2S 3S 4S 9D 6C QS 7H 5D 10C 8C", "J").points == 100
    # with a joker the king and ace still make a run, but as Q-K-A (20 covered, more than A-2-3's 12)
    result = score("KH AH 2H 2S 3S 4S 9D 6C QS 7H 5D 10C JK", "J")
    assert ["JK", "KH", "AH"] in names(result.melds)
    assert result.points == 2 + 9 + 6 + 10 + 7 + 5 + 10


def test_ru2_tanala_only_with_three_packs():
    hand = "9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS"
    result = score(hand, "8", packs=3)
    assert result.melds[0].kind is MeldKind.TANALA and result.second_life
    assert result.points == 10 + 10 + 7 + 6 + 5 + 10 + 10
    with pytest.raises(HandError, match="3 copies of 9C"):
        score(hand, "8", packs=2)  # two packs never deal three 9C (RU-9)


def test_ru2_a_tanala_is_a_straight_life_on_its_own():
    # no straight run: the tanala is the original life, and the joker is best spent on KD-QD (second life)
    result = score("9C 9C 9C 2S JK 4S KD QD 7H 2H 5C 10C JS", None, packs=3)
    assert result.second_life
    assert result.points == 2 + 4 + 7 + 2 + 5 + 10 + 10


def test_ru2_wild_rank_card_standing_for_itself_keeps_a_run_straight():
    # 8s wild: 7H-8H-9H is the only straight run (the 8 stands for itself); J-Q-8 is the second life
    result = score("7H 8H 9H JS QS 8C 2D 3C 5D 6C AD 10D KC", "8")
    assert result.points == 2 + 3 + 5 + 6 + 10 + 10 + 10
    assert [m.kind for m in result.melds if "7H" in [c.name for c in m.cards]] == [MeldKind.STRAIGHT_RUN]


def test_ru2_a_run_with_a_substitute_is_not_straight():
    # 8s wild and no straight run: J-Q-8 and 7H-8S-9H are ordinary runs, so no original life
    result = score("7H 8S 9H JS QS 8C 2D 3C 5D 6C AD 10D KC", "8")
    assert result.points == 100 and not result.straight_life


def test_ru2_rules_example_7_8_9_9_9_is_a_run_or_a_set_until_a_six_joins():
    # "7-8-9-9-9 is either a run of diamonds with two spare 9s or a set of 9s with two spare diamonds"
    without_six = score("2C 3C 4C 7D 8D 9D 9S 9H KH QC 5S AS 10H", None)
    assert without_six.points == 9 + 9 + 10 + 10 + 5 + 10 + 10  # the run is the second life: 9S 9H spare
    assert ["7D", "8D", "9D"] in names(without_six.melds)
    with_six = score("2C 3C 4C 7D 8D 9D 9S 9H KH QC 5S AS 6D", None)
    # a 6 makes the six cards a run and a set: 6D-7D-8D and 9D-9S-9H
    assert with_six.points == 10 + 10 + 5 + 10
    assert sorted(map(sorted, names(with_six.melds))) == sorted(
        map(sorted, [["2C", "3C", "4C"], ["6D", "7D", "8D"], ["9D", "9S", "9H"]])
    )


def test_ru2_sets_are_exactly_three_cards_of_different_suits():
    # four 4s: three make the set, one stays unmatched (the rule text's example); 5D 5D 5C is no set
    result = score("10H JH QH 7C 8C 9C 4C 4D 4H 4S 5D 5D 5C", None)
    assert result.points == 4 + 5 + 5 + 5
    assert [len(m.cards) for m in result.melds if m.kind is MeldKind.SET] == [3]


def test_ru2_a_wild_rank_card_standing_for_itself_holds_a_run_of_wild_cards():
    # every combination holds a natural card; an 8 standing for itself is one (8s wild), so three 8s make a
    # second life beside AH-2H-3H although no other natural is left
    result = score("AH 2H 3H 8S 8S 8D 8D 8C 8C JK JK 8H 8H", "8")
    assert (result.points, result.second_life) == (0, True)


def test_ru2_a_run_of_wild_cards_stands_at_the_wild_rank_cards_own_place():
    # KC (kings wild) stands for itself with no club beside it: its run of wild cards is laid at the king's
    # place, the last a run can start a third card below
    result = score("JK JK JK 4C 9C 4D JH QH 9H KH 4H KC 10H", "K")
    assert result.points == 0
    assert ["JK", "KC", "JK"] in names(result.melds)


def test_ru3_both_lives_leave_at_most_70():
    result = score("AH 2H 3H 4S 5S 6S KD QC JH 10S AC KS QH", "7")
    assert result.points == 70


def test_ru3_two_runs_without_a_straight_one_score_100():
    result = score("3H 8S 5H 4C 8D 6C KD QC 9D 10C KS 2H AC", "8")
    assert result.points == 100 and not result.straight_life and not result.melds


def test_ru3_a_complete_hand_scores_0_and_melds_every_card():
    result = score("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", "5")
    assert result.points == 0 and not result.unmatched
    assert sum(len(m.cards) for m in result.melds) == 13


def test_ru3_uses_wild_cards_where_they_cover_most():
    # 8s wild, four wild cards: Q-K with one, 10S with two; 2D 9D 7C 6H stay out (24)
    result = score("JK JK 8H 3S 4S 5S KC QC 2D 9D 7C 6H 10S", "8")
    assert result.points == 24


def test_ru3_hand_with_no_wild_rank_uses_printed_jokers_only():
    # the joker makes 6D-7D the second life (13 covered, more than 4S-5S)
    result = score("AH 2H 3H 5S 5S JK 9C 7D 4S KC QD 10S 6D", None)
    assert result.points == 5 + 5 + 4 + 9 + 10 + 10 + 10


# --- RU-9: the packs ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, packs, problem",
    [
        ("9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS", 2, "3 copies of 9C in one hand, but 2 packs hold only 2"),
        ("9C 9C 9C 9C 3S 4S KD QD 7H 6H 5C 10C JS", 3, "4 copies of 9C in one hand, but 3 packs hold only 3"),
        (
            "JK JK JK JK JK 4S KD QD 7H 6H 5C 10C JS",
            2,
            "5 printed jokers in one hand, but 2 packs hold only 4",
        ),
        (
            "JK JK JK JK JK JK JK QD 7H 6H 5C 10C JS",
            3,
            "7 printed jokers in one hand, but 3 packs hold only 6",
        ),
        ("2S 3S 4S KD QD 7H 6H 5C 10C JS", 2, "a rummy hand has 13 cards, this one has 10"),
    ],
)
def test_ru9_refuses_a_hand_the_packs_cannot_deal(text, packs, problem):
    hand = cards(text.split())
    assert not can_score_hand(hand, packs)
    assert any(problem in p for p in hand_errors(hand, packs))
    with pytest.raises(HandError, match=problem):
        score_hand(hand, Rank.FIVE, packs)


def test_ru9_four_printed_jokers_are_fine_with_two_packs():
    hand = cards("JK JK JK JK 2S 3S 4S KD QD 7H 6H 5C 10C".split())
    assert can_score_hand(hand, 2)
    # KD-QD and 6H-7H take a joker each, 10C the other two: only 5C is left
    assert score_hand(hand, None, 2).points == 5


# --- the rummy-hand sheet -----------------------------------------------------------------------------------
def hand_sheet(text: str = RULES_EXAMPLE.replace("8D", "JK"), wild: object = "5", **more) -> dict:
    return {"game": "rummy-hand", "cards": text.split(), "wild": wild, **more}


def test_hand_sheet_result_document():
    assert evaluate(hand_sheet(packs=2)) == {
        "valid": True,
        "points": 8,
        "lives": {"straight": True, "second": True},
        "melds": [["10H", "JH", "QH", "KH"], ["7S", "8S", "JK"], ["4C", "4D", "4H"]],
        "unmatched": ["4S", "2H", "2C"],
    }


def test_hand_sheet_wild_may_be_null_and_packs_default_to_two():
    out = evaluate(hand_sheet("AH 2H 3H 5S 5S JK 9C 7D 4S KC QD 10S 6D", None))
    assert out["valid"] and out["points"] == 53
    assert not evaluate(hand_sheet("9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS", "8"))["valid"]
    assert evaluate(hand_sheet("9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS", "8", packs=3))["points"] == 58


def errors_of(sheet: dict) -> dict[str, str]:
    out = evaluate(sheet)
    assert out["valid"] is False
    return {e["path"]: e["message"] for e in out["errors"]}


def test_ru9_hand_sheet_refuses_extra_copies_naming_the_card():
    errors = errors_of(hand_sheet("9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS", "8"))
    assert list(errors) == ["cards"] and "9C" in errors["cards"] and "RU-9" in errors["cards"]
    errors = errors_of(hand_sheet("JK JK JK JK JK 2S 3S 4S KD QD 7H 6H 5C", "8"))
    assert "5 printed jokers" in errors["cards"]


def test_hand_sheet_reports_every_problem():
    sheet = {
        "game": "rummy-hand",
        "cards": ["AH", "XX", "2H", 7],
        "wild": "Z",
        "packs": 4,
        "note": 1,
        "settings": {"colour": "red"},
    }
    errors = errors_of(sheet)
    assert {"cards.1", "cards.3", "cards", "wild", "packs", "note", "settings.colour"} <= set(errors)
    assert "13 cards" in errors["cards"] and "RU-9" in errors["packs"]


@pytest.mark.parametrize(
    "sheet, path",
    [
        ({"game": "rummy-hand", "cards": RULES_EXAMPLE.split()}, "wild"),
        ({"game": "rummy-hand", "wild": "5"}, "cards"),
        (hand_sheet(wild=5), "wild"),
        (hand_sheet(packs=True), "packs"),
        (hand_sheet(packs=1), "packs"),
        (hand_sheet(packs=2.0), "packs"),
        ({**hand_sheet(), "cards": "10H JH"}, "cards"),
    ],
)
def test_hand_sheet_refusals(sheet, path):
    assert path in errors_of(sheet)


def test_rules_objects_offer_can_score_beside_score():
    from cardnight_desk.domain.games import find_sheet_rules

    rules = find_sheet_rules("rummy-hand")
    assert rules.can_score(hand_sheet()) and rules.score(hand_sheet()).points == 8
    assert not rules.can_score(hand_sheet(wild="Z"))
    for game in ("rummy-deal", "rummy-table"):
        assert not find_sheet_rules(game).can_score({"game": game})


def test_hand_sheet_as_written_by_hand_reads_as_the_desk_writes_it():
    """A sheet as the desk writes it is read by a short path; the same hand written otherwise (lower case,
    spaces, ``T`` for ten, with empty settings) goes the full way: both give the same document."""
    import random

    from cardnight_desk.domain.cards import JOKER, RANKS, pack

    rnd = random.Random(19)
    for _ in range(300):
        packs = rnd.choice((2, 3))
        hand = rnd.sample(pack() * packs + [JOKER] * (2 * packs), 13)
        wild = rnd.choice([*RANKS, None])
        usual = {"game": "rummy-hand", "cards": [c.name for c in hand], "wild": wild and wild.symbol}
        usual["packs"] = packs
        written = {
            **usual,
            "cards": [f" {c.name.lower().replace('10', 't')} " for c in hand],
            "wild": wild and f" {wild.symbol.lower()}",
            "settings": {},
        }
        assert evaluate(written) == evaluate(usual)
    for sheet in (hand_sheet("9C 9C 9C 2S 3S 4S KD QD 7H 6H 5C 10C JS", "8"), hand_sheet(packs=2, note=1)):
        assert not evaluate(sheet)["valid"]


def test_scoring_leaves_no_reference_cycles():
    """The scorer's inner searches leave nothing for the cycle collector (it would run over and over across
    the scorer's caches)."""
    import gc
    import random

    from cardnight_desk.domain.cards import JOKER, RANKS, pack

    rnd = random.Random(7)
    hands = [(rnd.sample(pack() * 2 + [JOKER] * 4, 13), rnd.choice([*RANKS, None])) for _ in range(400)]
    gc.collect()
    gc.disable()
    try:
        for hand, wild in hands:
            score_hand(hand, wild, 2)
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_a_suit_is_named_by_its_counts_when_a_count_outgrows_its_bits():
    """Suits are looked up by their counts packed into one number, four bits a rank; with 16 packs or more
    the counts themselves name a suit. Both ways give the same results (three packs and sixteen both allow a
    tanala, and these hands hold no card more than three times)."""
    import random

    from cardnight_desk.domain.cards import JOKER, RANKS, SUITS, pack

    rnd = random.Random(16)
    for _ in range(300):
        suits = rnd.sample(SUITS, rnd.choice((1, 2, 4)))
        deck = [c for c in pack() * 3 if c.suit in suits] + [JOKER] * rnd.choice((0, 2, 6))
        hand, wild = rnd.sample(deck, 13), rnd.choice([*RANKS, None])
        assert score_hand(hand, wild, 16).to_json() == score_hand(hand, wild, 3).to_json()


def naturals_and_masks(hand, wild):
    naturals = [[0] * 14 for _ in range(4)]
    for c in hand:
        if c.rank is not None and c.rank != wild:
            naturals[c.code & 3][c.code >> 2] += 1
    return [tuple(n) for n in naturals], [sum(1 << r for r in range(1, 14) if n[r]) for n in naturals]


def test_ru3_a_hand_told_without_lives_from_its_naturals_alone_holds_none(monkeypatch):
    """With at most one wild card, too few naturals standing where a run could hold them means no second life:
    the scorer says so without its search, and the search agrees on thousands of hands."""
    # three hearts in a row and two more: 3 + 2 < 6 without a wild card, and no run can take the 9C
    naturals, masks = naturals_and_masks(cards("AH 2H 3H 5S 6S 9C".split()), None)
    assert rummy_hand._out_of_reach(naturals, masks, 0)
    assert not rummy_hand._out_of_reach(naturals, masks, 2)
    rnd = random.Random(23)
    deck = pack() * 2 + [JOKER] * 4
    told = []
    for _ in range(4000):
        wild = rnd.choice([*RANKS, None])
        hand = rnd.sample(deck, 13)
        wilds = sum(1 for c in hand if c.rank is None or c.rank == wild)
        if wilds <= 1 and rummy_hand._out_of_reach(*naturals_and_masks(hand, wild), wilds):
            told.append((hand, wild))
    assert len(told) > 500
    monkeypatch.setattr(rummy_hand, "_out_of_reach", lambda *_: False)  # the search alone
    assert not any(score_hand(hand, wild, 2).second_life for hand, wild in told)


def test_a_hands_straight_stretches_are_read_lowest_first_and_never_longer_than_13():
    assert list(melds.stretches(0)) == []
    assert list(melds.stretches(0b1110_0000_1110)) == [(1, 3), (9, 3)]
    assert list(melds.stretches(0b0111_1111_1111_1110)) == [(1, 13), (14, 1)]
    assert list(melds.stretches(1 << 14 | 1 << 13 | 1 << 12)) == [(12, 3)]
