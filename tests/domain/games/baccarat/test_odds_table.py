"""The odds kept in ``odds_table`` are the counted ones, to the last bit, and are used only while the rules they
were counted under hold."""

from __future__ import annotations

import json

import pytest

from cardnight_desk.domain.games import evaluate
from cardnight_desk.domain.games.baccarat import odds_table, pays
from cardnight_desk.domain.games.baccarat.settings import MAX_DECKS, MIN_DECKS


@pytest.mark.parametrize("decks", range(MIN_DECKS, MAX_DECKS + 1))
def test_the_table_holds_every_shoe_as_counted(decks):
    assert odds_table.rules_crc() == odds_table.RULES_CRC, (
        "the rules changed: python -m cardnight_desk.domain.games.baccarat.odds_table writes the table again"
    )
    kept, counted = odds_table.odds_figures(decks), odds_table.counted_figures(decks)
    # the same numbers in the same order: the printed JSON is the same, byte for byte
    assert json.dumps(kept) == json.dumps(counted)
    assert kept == counted


def test_the_sheet_prints_the_published_eight_deck_odds():
    doc = evaluate({"game": "baccarat-odds", "decks": 8})
    assert doc["valid"] and doc["decks"] == 8
    assert round(doc["probabilities"]["banker"], 6) == 0.458597
    assert round(doc["probabilities"]["player"], 6) == 0.446247
    assert round(doc["probabilities"]["tie"], 6) == 0.095156
    assert list(doc["house_edge"]) == list(pays.VARIANTS)
    assert "dragon7" in doc["house_edge"]["ez"] and "dragon7" not in doc["house_edge"]["mini"]


def test_changed_pay_tables_are_counted_not_read_from_the_table(monkeypatch):
    richer = pays.PayTable(tie=pays.Decimal(9))
    changed = {**pays.VARIANTS, "mini": richer}
    monkeypatch.setattr(odds_table, "VARIANTS", changed)
    assert odds_table.rules_crc() != odds_table.RULES_CRC
    probabilities, edges = odds_table.odds_figures(8)
    assert edges == odds_table.counted_figures(8)[1]
    # a tie paying 9 to 1 instead of 8: the house keeps 1 - 10 * P(tie) of each unit
    assert edges["mini"]["tie"] == pytest.approx(1 - 10 * probabilities["tie"])
    assert edges["mini"]["tie"] != edges["midi"]["tie"]


def test_a_changed_third_card_rule_is_counted_not_read_from_the_table(monkeypatch):
    monkeypatch.setattr(odds_table, "banker_draws", lambda total, third: total <= 5)
    assert odds_table.rules_crc() != odds_table.RULES_CRC
    seen = []
    monkeypatch.setattr(odds_table, "counted_figures", lambda decks: seen.append(decks) or ({}, {}))
    assert odds_table.odds_figures(6) == ({}, {})
    assert seen == [6]
